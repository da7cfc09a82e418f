import { useQuery } from "@tanstack/react-query";
import { usageTodaySchema, type UsageToday } from "@shared/usage-limits";
import { apiJson } from "../lib/api";

export const usageKey = ["usage"] as const;

/** GET /api/usage: today's count against the caps, for a signed-in person with access. */
export function useUsageToday(enabled: boolean): UsageToday | undefined {
  return useQuery({
    queryKey: usageKey,
    queryFn: () => apiJson(usageTodaySchema, "GET", "/api/usage"),
    enabled,
    staleTime: 0,
  }).data;
}
