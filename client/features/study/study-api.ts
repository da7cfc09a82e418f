import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StrongsResponse, StudyNoteResponse, StudyResponse } from "@shared/study/api";
import { apiRequest } from "../../lib/api";

async function getJson<T>(url: string): Promise<T> {
  return (await (await apiRequest("GET", url)).json()) as T;
}

export function useStudy(passage: string) {
  return useQuery({
    queryKey: ["study", passage],
    enabled: passage !== "",
    queryFn: () => getJson<StudyResponse>(`/api/study?passage=${encodeURIComponent(passage)}`),
  });
}

export function useStrongs(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ["strongs", id],
    enabled,
    queryFn: () => getJson<StrongsResponse>(`/api/study/strongs/${encodeURIComponent(id)}`),
  });
}

export function useStudyNote(passage: string) {
  return useQuery({
    queryKey: ["study-note", passage],
    enabled: passage !== "",
    staleTime: 0,
    queryFn: () =>
      getJson<StudyNoteResponse>(`/api/study/note?passage=${encodeURIComponent(passage)}`),
  });
}

export function useSaveStudyNote(passage: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      (await (
        await apiRequest("PUT", "/api/study/note", { passage, text })
      ).json()) as StudyNoteResponse,
    onSuccess: (saved) => client.setQueryData(["study-note", passage], saved),
  });
}
