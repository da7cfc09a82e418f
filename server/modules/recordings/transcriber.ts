import { readFile } from "node:fs/promises";
import { createOpenAI } from "@ai-sdk/openai";
import { experimental_transcribe as transcribe, NoTranscriptGeneratedError } from "ai";
import type { TranscriptSegment } from "@shared/recordings/api";
import type { RecordingsConfig } from "../../config";

/** One part of a recording transcribed: its segments, timed from the recording's start. */
export type TranscribePart = (
  part: { file: string; startMs: number },
  signal?: AbortSignal,
) => Promise<TranscriptSegment[]>;

/**
 * Transcription through the AI SDK's transcription API: OpenAI's models, or any server that
 * speaks OpenAI's /v1/audio/transcriptions (whisper.cpp's server, Speaches, faster-whisper
 * servers). Segment times are asked for (verbose_json); a part that fails is tried again.
 * Undefined when the operator set no provider: the server then offers captions files only.
 */
export function createTranscriber(config: RecordingsConfig): TranscribePart | undefined {
  const settings = config.transcribe;
  if (settings.provider === "none") return undefined;
  const provider = createOpenAI({
    name: settings.provider,
    // A server of the church's own may need no key; the header is then a placeholder.
    apiKey: settings.apiKey ?? "none",
    ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
  });
  const model = provider.transcription(settings.model);
  return async (part, signal) => {
    // A part is at most ten minutes of 16 kHz mono (about 19 MB): sent whole, as the API takes it.
    const audio = await readFile(part.file);
    let result;
    try {
      result = await transcribe({
        model,
        audio,
        providerOptions: { openai: { timestampGranularities: ["segment"] } },
        maxRetries: 2,
        ...(signal ? { abortSignal: signal } : {}),
      });
    } catch (error) {
      // A part with no words in it (music, a silence) is not a failure.
      if (NoTranscriptGeneratedError.isInstance(error)) return [];
      throw error;
    }
    return result.segments
      .map((segment) => ({
        start: part.startMs + Math.round(segment.startSecond * 1000),
        end: part.startMs + Math.round(segment.endSecond * 1000),
        text: segment.text.replace(/\s+/g, " ").trim(),
      }))
      .filter((segment) => segment.text);
  };
}
