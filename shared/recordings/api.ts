import { z } from "zod";
import { checkedReferenceSchema, type CheckedReference } from "../scripture/check-result";

/** Request and response shapes of /api/recordings/* (issue 34: Sunday's recording). */

/** A captions or transcript file: an hour's .vtt is about 150 KB, so 2 MB leaves room. */
export const maxTranscriptFileCharacters = 2_000_000;
export const transcriptExtensions = [".vtt", ".srt", ".txt"] as const;
/** Transcripts one user may keep. */
export const maxTranscripts = 200;
/** Imports per user per minute; reading and the glossary have their own, looser limits. */
export const transcriptImportRateLimit = { max: 10, windowMinutes: 1 } as const;
export const transcriptReadRateLimit = { max: 60, windowMinutes: 1 } as const;
export const maxGlossaryEntries = 200;
export const maxGlossaryTermLength = 60;
export const maxTranscriptTitleLength = 120;

export const transcriptImportSchema = z.object({
  filename: z
    .string({ error: "Give the file's name, ending .vtt, .srt or .txt." })
    .trim()
    .min(1, "Give the file's name, ending .vtt, .srt or .txt.")
    .max(200, "A file name is at most 200 characters.")
    .regex(/\.(?:vtt|srt|txt)$/i, "Choose a captions file (.vtt or .srt) or a transcript (.txt)."),
  text: z
    .string({ error: "Send the file's text." })
    .max(
      maxTranscriptFileCharacters,
      `A captions or transcript file is at most ${maxTranscriptFileCharacters / 1_000_000} million characters.`,
    ),
  title: z
    .string()
    .trim()
    .max(maxTranscriptTitleLength, `A title is at most ${maxTranscriptTitleLength} characters.`)
    .optional(),
});
export type TranscriptImport = z.infer<typeof transcriptImportSchema>;

const term = z
  .string()
  .trim()
  .min(1, "Write the word as it was heard and as it should be.")
  .max(maxGlossaryTermLength, `A word or name is at most ${maxGlossaryTermLength} characters.`);

export const glossarySchema = z.object({
  entries: z
    .array(z.object({ heard: term, correct: term }))
    .max(maxGlossaryEntries, `A glossary holds at most ${maxGlossaryEntries} corrections.`),
});
export type Glossary = z.infer<typeof glossarySchema>;

export type TranscriptFormat = "vtt" | "srt" | "txt" | "recording";

/** Recordings a pastor may upload (tus, in parts): the name's ending, then its content. */
export const recordingExtensions = [
  ".mp3",
  ".m4a",
  ".wav",
  ".aac",
  ".ogg",
  ".mp4",
  ".mov",
  ".webm",
] as const;
/** What file-type may read a recording's first bytes as. */
export const recordingMediaTypes: readonly string[] = [
  "audio/mpeg",
  "audio/mp4",
  "audio/x-m4a",
  "audio/m4a",
  "audio/wav",
  "audio/x-wav",
  "audio/wave",
  "audio/vnd.wave",
  "audio/aac",
  "audio/x-aac",
  "audio/ogg",
  "audio/opus",
  "audio/webm",
  "video/mp4",
  "video/quicktime",
  "video/webm",
  "video/ogg",
];
/** Upload requests (each part is one) per user per minute. */
export const uploadRateLimit = { max: 600, windowMinutes: 1 } as const;

/** A recording being made ready: where it is, and its transcript once done. */
export interface RecordingJob {
  uploadId: string;
  filename: string;
  state: "working" | "done" | "failed";
  stage: "checking" | "measuring" | "extracting" | "splitting" | "transcribing";
  done?: number;
  parts?: number;
  message?: string;
  transcript?: TranscriptSummary;
}

/** A piece of the transcript as the file had it; times in milliseconds, null when untimed. */
export interface TranscriptSegment {
  start: number | null;
  end: number | null;
  text: string;
}

export interface TranscriptSummary {
  id: string;
  title: string;
  filename: string;
  format: TranscriptFormat;
  /** Milliseconds from the first segment's start to the last one's end; null when untimed. */
  durationMs: number | null;
  characters: number;
  createdAt: string;
}

/** A paragraph of the transcript, its references and quotations checked. */
export interface TranscriptParagraph {
  start: number | null;
  end: number | null;
  /** As it reads, references spoken in words written as numbers ("John 3:16"). */
  text: string;
  references: CheckedReference[];
}

export interface TranscriptView extends TranscriptSummary {
  paragraphs: TranscriptParagraph[];
  translation: string;
  /** Quotations that do not match the verse they are given with. */
  misquotedCount: number;
  invalidCount: number;
}

export interface TranscriptImported extends TranscriptSummary {
  /** Corrections from the glossary applied to this transcript, with how often each was. */
  corrections: { heard: string; correct: string; count: number }[];
}

/** The transcript as a manuscript for the week pack (POST /api/packs, source kind text). */
export interface TranscriptManuscript {
  text: string;
  filename: string;
  /** Spoken signposts read as the sermon's divisions ("First,…"). */
  signposts: number;
  /** Sentences treated as pastoral asides: marked for the pulpit, so the pack leaves them out. */
  asides: number;
}

/** A moment of the sermon that stands alone, to post as a short video. */
export interface TranscriptClip {
  /** From the recording's start, milliseconds. */
  start: number;
  end: number;
  /** The strongest sentence of the clip, short enough for a title card. */
  hook: string;
  /** Everything said in the clip, whole sentences, references written as numbers. */
  caption: string;
  /** Caption cues, timed from the clip's start (milliseconds). */
  cues: { start: number; end: number; text: string }[];
}

/** "1:02:03" or "2:03" for a time in milliseconds. */
export function formatTimestamp(ms: number): string {
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** The answers' schemas, for the page (apiJson parses each answer with its schema). */
const transcriptSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  filename: z.string(),
  format: z.enum(["vtt", "srt", "txt", "recording"]),
  durationMs: z.number().nullable(),
  characters: z.number(),
  createdAt: z.string(),
});
export const transcriptListSchema = z.object({ transcripts: z.array(transcriptSummarySchema) });
export const transcriptImportedSchema = transcriptSummarySchema.extend({
  corrections: z.array(z.object({ heard: z.string(), correct: z.string(), count: z.number() })),
});
export const transcriptViewSchema = transcriptSummarySchema.extend({
  paragraphs: z.array(
    z.object({
      start: z.number().nullable(),
      end: z.number().nullable(),
      text: z.string(),
      references: z.array(checkedReferenceSchema),
    }),
  ),
  translation: z.string(),
  misquotedCount: z.number(),
  invalidCount: z.number(),
});
export const transcriptClipsSchema = z.object({
  clips: z.array(
    z.object({
      start: z.number(),
      end: z.number(),
      hook: z.string(),
      caption: z.string(),
      cues: z.array(z.object({ start: z.number(), end: z.number(), text: z.string() })),
    }),
  ),
});
export const transcriptManuscriptSchema = z.object({
  text: z.string(),
  filename: z.string(),
  signposts: z.number(),
  asides: z.number(),
});
/** GET /api/recordings/jobs/current: whether this server transcribes, and the recording in hand. */
export const recordingJobStatusSchema = z.object({
  transcribes: z.boolean(),
  job: z
    .object({
      uploadId: z.string(),
      filename: z.string(),
      state: z.enum(["working", "done", "failed"]),
      stage: z.enum(["checking", "measuring", "extracting", "splitting", "transcribing"]),
      done: z.number().optional(),
      parts: z.number().optional(),
      message: z.string().optional(),
      transcript: transcriptSummarySchema.optional(),
    })
    .nullable(),
});
