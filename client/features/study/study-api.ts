import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  StrongsResponse,
  StudyNoteListResponse,
  StudyNoteResponse,
  StudyResponse,
} from "@shared/study/api";
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
    onSuccess: (saved) => {
      client.setQueryData(["study-note", passage], saved);
      return client.invalidateQueries({ queryKey: ["study-notes"] });
    },
  });
}

export function useStudyNotes() {
  return useQuery({
    queryKey: ["study-notes"],
    staleTime: 0,
    queryFn: () => getJson<StudyNoteListResponse>("/api/study/notes"),
  });
}

export function useDeleteStudyNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (reference: string) =>
      apiRequest("DELETE", `/api/study/note?passage=${encodeURIComponent(reference)}`),
    onSuccess: (_done, reference) => {
      client.setQueryData(["study-note", reference], { note: null });
      return client.invalidateQueries({ queryKey: ["study-notes"] });
    },
  });
}
