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
  /** "model": the configured AI model chose them among the checked moments; "offline": this server's own ranking. */
  chosenBy: z.enum(["model", "offline"]),
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

/** A clip rendered as a video lasts this long: short-video apps' own range. */
export const clipLengthLimits = { shortestMs: 30_000, longestMs: 90_000 } as const;
/** Render requests per user per minute (the daily count is the operator's RECORDING_CLIPS_PER_DAY). */
export const clipRenderRateLimit = { max: 6, windowMinutes: 1 } as const;

/** POST /api/recordings/transcripts/:id/renders: the clip's times as the pastor set them. */
export const clipRenderRequestSchema = z
  .object({
    start: z
      .number({ error: "Give the clip's start in milliseconds from the recording's start." })
      .int("Give the clip's start in whole milliseconds.")
      .min(0, "A clip cannot start before the recording does."),
    end: z
      .number({ error: "Give the clip's end in milliseconds from the recording's start." })
      .int("Give the clip's end in whole milliseconds."),
    hook: z.string().trim().max(200, "A hook line is at most 200 characters.").optional(),
  })
  .superRefine((clip, context) => {
    const length = clip.end - clip.start;
    if (length < clipLengthLimits.shortestMs || length > clipLengthLimits.longestMs)
      context.addIssue({
        code: "custom",
        path: ["end"],
        message: `A clip lasts ${clipLengthLimits.shortestMs / 1000} to ${clipLengthLimits.longestMs / 1000} seconds; this one lasts ${Math.round(length / 100) / 10}.`,
      });
  });
export type ClipRenderRequest = z.infer<typeof clipRenderRequestSchema>;

/** A clip being rendered, or the last one: how far it is, and its file once made. */
export interface ClipRenderJob {
  id: string;
  transcriptId: string;
  start: number;
  end: number;
  state: "working" | "done" | "failed";
  /** 0 to 1, as ffmpeg reports it. */
  progress: number;
  message?: string;
  /** Where the owner downloads it, once done. */
  url?: string;
}

const clipRenderJobSchema = z.object({
  id: z.string(),
  transcriptId: z.string(),
  start: z.number(),
  end: z.number(),
  state: z.enum(["working", "done", "failed"]),
  progress: z.number(),
  message: z.string().optional(),
  url: z.string().optional(),
});
export const clipRenderJobStatusSchema = z.object({ job: clipRenderJobSchema.nullable() });

/** GET /api/recordings/transcripts/:id/recording: the kept recording and the clips cut from it. */
export const keptRecordingViewSchema = z.object({
  recording: z
    .object({
      id: z.string(),
      filename: z.string(),
      hasVideo: z.boolean(),
      durationMs: z.number(),
      expiresAt: z.string(),
    })
    .nullable(),
  renders: z.array(
    z.object({
      id: z.string(),
      start: z.number(),
      end: z.number(),
      hook: z.string(),
      state: z.enum(["working", "done", "failed"]),
      bytes: z.number().nullable(),
      url: z.string().optional(),
      createdAt: z.string(),
    }),
  ),
  clipsPerDay: z.number(),
  job: clipRenderJobSchema.nullable(),
});
export type KeptRecordingView = z.infer<typeof keptRecordingViewSchema>;
