import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  strongsResponseSchema,
  studyNoteListResponseSchema,
  studyNoteResponseSchema,
  studyResponseSchema,
} from "@shared/study/api";
import { apiJson, apiRequest } from "../lib/api";

/** The study desk's calls; each answer is parsed with its shared schema (apiJson). */

export function useStudy(passage: string) {
  return useQuery({
    queryKey: ["study", passage],
    enabled: passage !== "",
    queryFn: () =>
      apiJson(studyResponseSchema, "GET", `/api/study?passage=${encodeURIComponent(passage)}`),
  });
}

export function useStrongs(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ["strongs", id],
    enabled,
    queryFn: () =>
      apiJson(strongsResponseSchema, "GET", `/api/study/strongs/${encodeURIComponent(id)}`),
  });
}

export function useStudyNote(passage: string) {
  return useQuery({
    queryKey: ["study-note", passage],
    enabled: passage !== "",
    staleTime: 0,
    queryFn: () =>
      apiJson(
        studyNoteResponseSchema,
        "GET",
        `/api/study/note?passage=${encodeURIComponent(passage)}`,
      ),
  });
}

export function useSaveStudyNote(passage: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      apiJson(studyNoteResponseSchema, "PUT", "/api/study/note", { passage, text }),
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
    queryFn: () => apiJson(studyNoteListResponseSchema, "GET", "/api/study/notes"),
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
