import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import type { TranscriptSegment } from "@shared/recordings/api";
import type { RecordingsConfig } from "../../config";
import { streamedForm } from "./streamed-form";

/** One part of a recording transcribed: its segments, timed from the recording's start. */
export type TranscribePart = (
  part: { file: string; startMs: number },
  signal?: AbortSignal,
) => Promise<TranscriptSegment[]>;

/** A transcription service's refusal or failure, with its HTTP status when it answered. */
export class TranscriptionError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * OpenAI's models that answer `json` only (no segment times): `verbose_json` is refused. The
 * same models the AI SDK's OpenAI provider sends `json` for, and their dated snapshots.
 */
const jsonOnlyModels = /^(gpt-4o-transcribe|gpt-4o-mini-transcribe|gpt-transcribe)(-|$)/;

/** What OpenAI's /audio/transcriptions answers (verbose_json, or json: text alone). */
const answerSchema = z.object({
  text: z.string().default(""),
  duration: z.number().nullish(),
  /** How json answers (gpt-4o-transcribe) give the part's length: the seconds billed. */
  usage: z.object({ seconds: z.number().nullish() }).nullish().catch(undefined),
  segments: z.array(z.object({ start: z.number(), end: z.number(), text: z.string() })).nullish(),
});

/** Failures worth trying again, as the AI SDK retries them: a timeout, a conflict, too many
 * requests, a server error. */
const retryable = (status: number) =>
  status === 408 || status === 409 || status === 429 || status >= 500;

/** Tries after the first, and the wait before each (doubling, as the AI SDK's retries do). */
const retries = { count: 2, firstDelayMs: 2000 };

/**
 * Transcription through OpenAI's POST {base}/audio/transcriptions, which OpenAI and the servers
 * a church runs itself speak (whisper.cpp's server, Speaches, faster-whisper servers): the part
 * is sent as a multipart form whose file is read from disk as the connection takes it
 * (`streamedForm`), so a part is never held whole in memory, however long. (The AI SDK's
 * transcribe call takes the audio as bytes in memory: 19 MB a part, and several copies of it.)
 * Segment times are asked for (verbose_json); a part that fails is tried again.
 * Undefined when the operator set no provider: the server then offers captions files only.
 */
export function createTranscriber(config: RecordingsConfig): TranscribePart | undefined {
  const settings = config.transcribe;
  if (settings.provider === "none") return undefined;
  const url = `${(settings.baseUrl ?? "https://api.openai.com/v1").replace(/\/+$/, "")}/audio/transcriptions`;
  const { model, apiKey, timeoutMs } = settings;
  const verbose = !jsonOnlyModels.test(model);

  async function send(part: { file: string }, signal?: AbortSignal) {
    const verboseFields: [string, string][] = verbose
      ? [
          ["response_format", "verbose_json"],
          ["timestamp_granularities[]", "segment"],
        ]
      : [["response_format", "json"]];
    const form = await streamedForm([["model", model], ...verboseFields, ["temperature", "0"]], {
      name: "file",
      path: part.file,
      type: "audio/wav",
    });
    // A service that never answers must not hold the job (and the user's one job) for ever.
    const timeout = AbortSignal.timeout(timeoutMs);
    const response = await fetch(url, {
      method: "POST",
      headers: {
        // A server of the church's own may need no key; the header is then a placeholder.
        authorization: `Bearer ${apiKey ?? "none"}`,
        "content-type": form.contentType,
        "content-length": String(form.length),
      },
      body: form.body,
      duplex: "half",
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    }).catch((error: unknown) => {
      throw timedOut(error, timeout);
    });
    const body = await response.text().catch((error: unknown) => {
      throw timedOut(error, timeout);
    });
    if (!response.ok) {
      let reason = body.slice(0, 300);
      try {
        const parsed = JSON.parse(body) as { error?: { message?: string } | string };
        reason =
          (typeof parsed.error === "string" ? parsed.error : parsed.error?.message) ?? reason;
      } catch {
        // Not JSON: the start of the body says why.
      }
      throw new TranscriptionError(
        `The transcription service answered ${response.status}: ${reason}`,
        response.status,
      );
    }
    let answer;
    try {
      answer = answerSchema.parse(JSON.parse(body));
    } catch {
      throw new TranscriptionError("The transcription service's answer was not understood.");
    }
    return answer;
  }

  /** A part given up after `timeoutMs`: said plainly, and not tried again. */
  function timedOut(error: unknown, timeout: AbortSignal): unknown {
    if (!timeout.aborted) return error;
    return new TranscriptionError(
      `The transcription service did not answer a part within ${Math.round(timeoutMs / 60_000) || 1} min (TRANSCRIBE_TIMEOUT_MS).`,
    );
  }

  return async (part, signal) => {
    let answer;
    for (let attempt = 0; ; attempt++) {
      try {
        answer = await send(part, signal);
        break;
      } catch (error) {
        const again =
          error instanceof TranscriptionError
            ? error.status !== undefined && retryable(error.status)
            : !signal?.aborted && error instanceof TypeError; // fetch's network failure
        if (!again || attempt >= retries.count) throw error;
        await sleep(retries.firstDelayMs * 2 ** attempt, undefined, signal ? { signal } : {});
      }
    }
    const segments = answer.segments?.length
      ? answer.segments
      : // A model that answers text alone: the part's text as one segment over the part.
        answer.text.trim()
        ? [{ start: 0, end: answer.duration ?? answer.usage?.seconds ?? 0, text: answer.text }]
        : [];
    return segments
      .map((segment) => ({
        start: part.startMs + Math.round(segment.start * 1000),
        end: part.startMs + Math.round(segment.end * 1000),
        text: segment.text.replace(/\s+/g, " ").trim(),
      }))
      .filter((segment) => segment.text);
  };
}
