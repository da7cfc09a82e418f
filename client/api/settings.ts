import { useQuery } from "@tanstack/react-query";
import {
  settingsResponseSchema,
  type Settings,
  type SettingsResponse,
} from "@shared/settings/settings";
import { apiJson, queryClient } from "../lib/api";

export const settingsKey = ["settings"] as const;

export function useSettings(enabled: boolean) {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => apiJson(settingsResponseSchema, "GET", "/api/settings"),
    enabled,
  });
}

export async function saveSettings(settings: Settings): Promise<SettingsResponse> {
  const saved = await apiJson(settingsResponseSchema, "PUT", "/api/settings", settings);
  queryClient.setQueryData(settingsKey, saved);
  return saved;
}

export async function resetSettings(): Promise<SettingsResponse> {
  const reset = await apiJson(settingsResponseSchema, "DELETE", "/api/settings");
  queryClient.setQueryData(settingsKey, reset);
  return reset;
}
