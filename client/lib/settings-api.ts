import { useQuery } from "@tanstack/react-query";
import type { Settings, SettingsResponse } from "@shared/settings/settings";
import { apiJson, queryClient } from "./api";

export const settingsKey = ["/api/settings"] as const;

export function useSettings(enabled: boolean) {
  return useQuery<SettingsResponse>({ queryKey: settingsKey, enabled });
}

export async function saveSettings(settings: Settings): Promise<SettingsResponse> {
  const saved = await apiJson<SettingsResponse>("PUT", "/api/settings", settings);
  queryClient.setQueryData(settingsKey, saved);
  return saved;
}

export async function resetSettings(): Promise<SettingsResponse> {
  const reset = await apiJson<SettingsResponse>("DELETE", "/api/settings");
  queryClient.setQueryData(settingsKey, reset);
  return reset;
}
