import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import {
  strongsResponseSchema,
  studyNoteListResponseSchema,
  studyNoteResponseSchema,
  studyResponseSchema,
} from "@shared/study/api";
import { apiRequest } from "../../lib/api";

/** An answer parsed with its shared schema: a page and server that disagree fail loudly here. */
async function getJson<Schema extends z.ZodType>(
  url: string,
  schema: Schema,
): Promise<z.output<Schema>> {
  return schema.parse(await (await apiRequest("GET", url)).json());
}

export function useStudy(passage: string) {
  return useQuery({
    queryKey: ["study", passage],
    enabled: passage !== "",
    queryFn: () =>
      getJson(`/api/study?passage=${encodeURIComponent(passage)}`, studyResponseSchema),
  });
}

export function useStrongs(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ["strongs", id],
    enabled,
    queryFn: () => getJson(`/api/study/strongs/${encodeURIComponent(id)}`, strongsResponseSchema),
  });
}

export function useStudyNote(passage: string) {
  return useQuery({
    queryKey: ["study-note", passage],
    enabled: passage !== "",
    staleTime: 0,
    queryFn: () =>
      getJson(`/api/study/note?passage=${encodeURIComponent(passage)}`, studyNoteResponseSchema),
  });
}

export function useSaveStudyNote(passage: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      studyNoteResponseSchema.parse(
        await (await apiRequest("PUT", "/api/study/note", { passage, text })).json(),
      ),
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
    queryFn: () => getJson("/api/study/notes", studyNoteListResponseSchema),
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
