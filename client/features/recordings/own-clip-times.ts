import { clipLengthLimits, formatTimestamp } from "@shared/recordings/api";
import { z } from "zod";

/**
 * A time the pastor types: "12:30" or "1:02:03" (minutes and seconds, or hours too), or
 * seconds alone ("750", "750.5"). Milliseconds from the recording's start, or null when it
 * is none of these.
 */
export function parseClipTime(text: string): number | null {
  const value = text.trim();
  const match = /^(?:(?:(\d+):)?(\d{1,2}):)?(\d+(?:\.\d+)?)$/.exec(value);
  if (!match) return null;
  const [, hours, minutes, seconds] = match;
  if ((minutes !== undefined || hours !== undefined) && Number(seconds) >= 60) return null;
  if (hours !== undefined && Number(minutes) >= 60) return null;
  return Math.round(
    (Number(hours ?? 0) * 3600 + Number(minutes ?? 0) * 60 + Number(seconds)) * 1000,
  );
}

/**
 * A clip of the pastor's own, read from its two fields: its times, or a message for each
 * field that is wrong (start and end within the recording, 30–90 s long).
 */
export function readOwnClip(
  startText: string,
  endText: string,
  durationMs: number,
): { start: number; end: number } | { errors: { start?: string; end?: string } } {
  const start = parseClipTime(startText);
  const end = parseClipTime(endText);
  const errors: { start?: string; end?: string } = {};
  const form = "as minutes and seconds (12:30) or in seconds (750)";
  const ends = formatTimestamp(durationMs);
  if (!startText.trim()) errors.start = `Give the clip's start ${form}.`;
  else if (start === null) errors.start = `Write the start ${form}.`;
  else if (start >= durationMs)
    errors.start = `The recording ends at ${ends}: start the clip before then.`;
  if (!endText.trim()) errors.end = `Give the clip's end ${form}.`;
  else if (end === null) errors.end = `Write the end ${form}.`;
  else if (end > durationMs + 500)
    errors.end = `The recording ends at ${ends}: end the clip by then.`;
  else if (start !== null && end <= start) errors.end = "The end comes after the start.";
  else if (start !== null) {
    const length = end - start;
    if (length < clipLengthLimits.shortestMs || length > clipLengthLimits.longestMs)
      errors.end = `A clip lasts ${clipLengthLimits.shortestMs / 1000} to ${clipLengthLimits.longestMs / 1000} seconds; this one lasts ${Math.round(length / 100) / 10}.`;
  }
  if (errors.start || errors.end || start === null || end === null) return { errors };
  return { start, end: Math.min(end, durationMs) };
}

/** The form's schema (react-hook-form's zod resolver): each field's message from readOwnClip. */
export function ownClipFormSchema(durationMs: number) {
  return z.object({ start: z.string(), end: z.string() }).superRefine((value, context) => {
    const read = readOwnClip(value.start, value.end, durationMs);
    if (!("errors" in read)) return;
    for (const field of ["start", "end"] as const) {
      const message = read.errors[field];
      if (message) context.addIssue({ code: "custom", path: [field], message });
    }
  });
}
