import path from "node:path";
import type { TranscriptSegment } from "@shared/recordings/api";
import { cutPoints, extractAudio, MediaError, probe, silences, splitAudio } from "./media";
import type { TranscribePart } from "./transcriber";

/** A transcription service takes about 25 MB a file: ten minutes of 16 kHz mono is 19 MB. */
export const longestPartMs = 10 * 60_000;

/** Why a recording was refused, said to the pastor. */
export class RefusedRecording extends Error {}

export interface PrepareProgress {
  stage: "measuring" | "extracting" | "splitting" | "transcribing";
  /** Parts transcribed so far, and how many there are (while transcribing). */
  done?: number;
  parts?: number;
}

/**
 * A recording made ready and transcribed: measured (refused when it has no audio or is longer
 * than the operator allows), its audio taken out as mono 16 kHz, cut at silences into parts,
 * each part transcribed (tried once more if it fails) and the segments put in order, each kept
 * within its part.
 */
export async function transcribeRecording(
  input: string,
  workDirectory: string,
  options: {
    maxDurationMs: number;
    transcribe: TranscribePart;
    onProgress?: (progress: PrepareProgress) => void;
    signal?: AbortSignal;
    longestPartMs?: number;
  },
): Promise<{ durationMs: number; hasVideo: boolean; segments: TranscriptSegment[] }> {
  const { signal } = options;
  options.onProgress?.({ stage: "measuring" });
  let facts;
  try {
    facts = await probe(input, signal);
  } catch (error) {
    if (error instanceof MediaError) throw new RefusedRecording("This file is not a recording.");
    throw error;
  }
  if (!facts.hasAudio) throw new RefusedRecording("This recording has no audio track.");
  if (facts.durationMs > options.maxDurationMs)
    throw new RefusedRecording(
      `This recording lasts ${Math.round(facts.durationMs / 60_000)} minutes; this server takes at most ${Math.round(options.maxDurationMs / 60_000)}.`,
    );
  options.onProgress?.({ stage: "extracting" });
  const audio = path.join(workDirectory, "audio.wav");
  await extractAudio(input, audio, signal);
  options.onProgress?.({ stage: "splitting" });
  const longest = options.longestPartMs ?? longestPartMs;
  const points =
    facts.durationMs > longest
      ? cutPoints(facts.durationMs, await silences(audio, 400, signal), longest)
      : [];
  const parts = await splitAudio(audio, points, workDirectory, signal);
  const segments: TranscriptSegment[] = [];
  for (const [index, part] of parts.entries()) {
    options.onProgress?.({ stage: "transcribing", done: index, parts: parts.length });
    let found: TranscriptSegment[];
    try {
      found = await options.transcribe(part, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      found = await options.transcribe(part, signal);
    }
    // A service may time a segment past its part's end (whisper.cpp's server did, 58.8 s in a
    // 45 s part): kept within the part, the parts' segments never overlap.
    const partEnd = parts[index + 1]?.startMs ?? facts.durationMs;
    const within = (time: number | null, from: number) =>
      time === null ? null : Math.min(Math.max(time, from), partEnd);
    segments.push(
      ...found.map((segment) => {
        const start = within(segment.start, part.startMs);
        return { ...segment, start, end: within(segment.end, start ?? part.startMs) };
      }),
    );
  }
  options.onProgress?.({ stage: "transcribing", done: parts.length, parts: parts.length });
  return { durationMs: facts.durationMs, hasVideo: facts.hasVideo, segments };
}
