import { useMutation, useQuery } from "@tanstack/react-query";
import type { LectionaryImport } from "@shared/church-year/api";
import type { PlanInput } from "@shared/planner/api";
import { apiJson, apiRequest, queryClient } from "../lib/api";

// Schemas load on demand: the tools hub is a public page and keeps zod out of its first download.
const calendarApi = () => import("@shared/church-year/api");
const plannerApi = () => import("@shared/planner/api");

export const calendarKey = ["calendar"] as const;
export const plansKey = ["plans"] as const;

/** The church day of a date and the account's readings for it. */
export function useCalendarDay(date: string, enabled = true) {
  return useQuery({
    queryKey: [...calendarKey, "day", date],
    queryFn: () =>
      apiJson(
        () => calendarApi().then((api) => api.calendarDayResponseSchema),
        "GET",
        `/api/calendar/day?date=${encodeURIComponent(date)}`,
      ),
    enabled,
  });
}

export function useLectionaryTable() {
  return useQuery({
    queryKey: [...calendarKey, "lectionary"],
    queryFn: () =>
      apiJson(
        () => calendarApi().then((api) => api.lectionaryTableResponseSchema),
        "GET",
        "/api/lectionary",
      ),
  });
}

export function useImportLectionary() {
  return useMutation({
    mutationFn: (input: LectionaryImport) =>
      apiJson(
        () => calendarApi().then((api) => api.lectionaryTableResponseSchema),
        "PUT",
        "/api/lectionary",
        input,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKey }),
  });
}

export function useDeleteLectionary() {
  return useMutation({
    mutationFn: () => apiRequest("DELETE", "/api/lectionary"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKey }),
  });
}

export function usePlans() {
  return useQuery({
    queryKey: [...plansKey, "list"],
    queryFn: () =>
      apiJson(() => plannerApi().then((api) => api.planListResponseSchema), "GET", "/api/plans"),
  });
}

const planUrl = (id: string) => `/api/plans/${encodeURIComponent(id)}`;

export function usePlan(id: string | null) {
  return useQuery({
    queryKey: [...plansKey, "plan", id],
    queryFn: () =>
      apiJson(() => plannerApi().then((api) => api.planSchema), "GET", planUrl(id ?? "")),
    enabled: id !== null,
  });
}

/** Creates a plan (no id) or replaces one. */
export function useSavePlan() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PlanInput }) =>
      apiJson(
        () => plannerApi().then((api) => api.planSchema),
        id ? "PUT" : "POST",
        id ? planUrl(id) : "/api/plans",
        input,
      ),
    onSuccess: async (plan) => {
      queryClient.setQueryData([...plansKey, "plan", plan.id], plan);
      await queryClient.invalidateQueries({ queryKey: [...plansKey, "list"] });
    },
  });
}

export function useDeletePlan() {
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", planUrl(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansKey }),
  });
}
