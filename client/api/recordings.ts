import { useEffect } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type Glossary,
  clipRenderJobStatusSchema,
  glossarySchema,
  keptRecordingViewSchema,
  recordingJobStatusSchema,
  transcriptClipsSchema,
  transcriptImportedSchema,
  transcriptListSchema,
  transcriptManuscriptSchema,
  transcriptViewSchema,
} from "@shared/recordings/api";
import { apiJson } from "../lib/api";

/** The sermon transcript page's calls (/api/recordings), each answer parsed with its schema. */

export function useTranscripts() {
  return useQuery({
    queryKey: ["transcripts"],
    staleTime: 0,
    queryFn: () => apiJson(transcriptListSchema, "GET", "/api/recordings/transcripts"),
  });
}

export function useTranscript(id: string | null) {
  return useQuery({
    queryKey: ["transcript", id],
    enabled: id !== null,
    queryFn: () => apiJson(transcriptViewSchema, "GET", `/api/recordings/transcripts/${id}`),
  });
}

export function useClips(id: string | null, timed: boolean) {
  return useQuery({
    queryKey: ["transcript-clips", id],
    enabled: id !== null && timed,
    queryFn: () => apiJson(transcriptClipsSchema, "GET", `/api/recordings/transcripts/${id}/clips`),
  });
}

export function useImportTranscript() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: { filename: string; text: string }) =>
      apiJson(transcriptImportedSchema, "POST", "/api/recordings/transcripts", file),
    onSuccess: () => client.invalidateQueries({ queryKey: ["transcripts"] }),
  });
}

/** The account's glossary: words as the transcript heard them, and as they should be written. */
export function useGlossary() {
  return useQuery({
    queryKey: ["recordings-glossary"],
    staleTime: 0,
    queryFn: () => apiJson(glossarySchema, "GET", "/api/recordings/glossary"),
  });
}

export function useSaveGlossary() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (glossary: Glossary) =>
      apiJson(glossarySchema, "PUT", "/api/recordings/glossary", glossary),
    onSuccess: (saved) => client.setQueryData(["recordings-glossary"], saved),
  });
}

export function transcriptManuscript(id: string) {
  return apiJson(transcriptManuscriptSchema, "GET", `/api/recordings/transcripts/${id}/manuscript`);
}

/**
 * Whether the server transcribes recordings, and how the pastor's recording is going: asked
 * every second only until the server has the recording just sent (`poll`), then followed by
 * server-sent events while it is worked on (closed once it is done, so the browser does not
 * reconnect to a finished stream).
 */
export function useRecordingJob(poll: boolean) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ["recording-job"],
    staleTime: 0,
    refetchInterval: (current) =>
      poll && current.state.data?.job?.state !== "working" ? 1000 : false,
    queryFn: () => apiJson(recordingJobStatusSchema, "GET", "/api/recordings/jobs/current"),
  });
  const working = query.data?.job?.state === "working";
  useEffect(() => {
    if (!working) return;
    const source = new EventSource("/api/recordings/jobs/current/events");
    source.addEventListener("progress", (event) => {
      const parsed = recordingJobStatusSchema.safeParse(
        JSON.parse((event as MessageEvent<string>).data),
      );
      if (!parsed.success) return;
      client.setQueryData(["recording-job"], parsed.data);
      if (parsed.data.job?.state !== "working") source.close();
    });
    return () => source.close();
  }, [working, client]);
  return query;
}

/** The transcript's kept recording (if any) and the clip videos rendered from it. */
export function useKeptRecording(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ["kept-recording", id],
    enabled,
    staleTime: 0,
    queryFn: () =>
      apiJson(keptRecordingViewSchema, "GET", `/api/recordings/transcripts/${id}/recording`),
  });
}

/** Starts rendering a clip video: `start` and `end` in ms from the recording's start. */
export function startClipRender(id: string, clip: { start: number; end: number; hook?: string }) {
  return apiJson(
    clipRenderJobStatusSchema,
    "POST",
    `/api/recordings/transcripts/${id}/renders`,
    clip,
  );
}
