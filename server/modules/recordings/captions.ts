import type { TranscriptFormat, TranscriptSegment } from "@shared/recordings/api";

/** Why a file could not be read as captions or a transcript: said to the pastor as it is. */
export class UnreadableTranscript extends Error {}

/** "01:02:03.450", "02:03,450" or "1:02:03" → milliseconds. */
function timestampMs(value: string): number | undefined {
  const match = /^(?:(\d{1,3}):)?(\d{1,2}):(\d{2})(?:[.,](\d{1,3}))?$/.exec(value.trim());
  if (!match) return undefined;
  const [, hours = "0", minutes, seconds, fraction = "0"] = match;
  if (Number(minutes) > 59 || Number(seconds) > 59) return undefined;
  return (
    (Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000 +
    Number(fraction.padEnd(3, "0"))
  );
}

const cueTiming = /^\s*(\S+)\s+-->\s+(\S+)/;

/** A caption line without markup: <c>, <i>, <v Speaker>, karaoke times, {\an8}, entities. */
function plainCaption(line: string): string {
  return line
    .replace(/<[^>]*>/g, "")
    .replace(/\{\\[^}]*\}/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The cues of a .vtt or .srt file. Rolling captions (YouTube's automatic ones repeat the
 * line before with the next words) keep each line once.
 */
function cues(text: string, format: "vtt" | "srt"): TranscriptSegment[] {
  const blocks = text.replace(/\r\n?/g, "\n").split(/\n\s*\n/);
  const segments: TranscriptSegment[] = [];
  let lastLine = "";
  for (const block of blocks) {
    const lines = block.split("\n");
    const timingAt = lines.findIndex((line) => cueTiming.test(line));
    if (timingAt < 0 || timingAt > 1) continue;
    const [, from, to] = cueTiming.exec(lines[timingAt]!)!;
    const start = timestampMs(from!);
    const end = timestampMs(to!);
    if (start === undefined || end === undefined || end < start) continue;
    const spoken: string[] = [];
    for (const line of lines.slice(timingAt + 1)) {
      const plain = plainCaption(line);
      if (!plain || plain === lastLine) continue;
      spoken.push(plain);
      lastLine = plain;
    }
    if (spoken.length === 0) continue;
    segments.push({ start, end, text: spoken.join(" ") });
  }
  if (segments.length === 0)
    throw new UnreadableTranscript(
      `This ${format === "vtt" ? "WebVTT" : "SubRip"} file has no captions with times in it.`,
    );
  return segments;
}

/** "[00:01:23] words" or "00:01:23 words": a plain transcript that names its times. */
const timedLine =
  /^\s*\[?((?:\d{1,3}:)?\d{1,2}:\d{2}(?:[.,]\d{1,3})?)\]?(?:[ \t]*[-–:])?[ \t]*(\S.*)$/;

/** A .txt transcript: timed lines when it has them, else its paragraphs, untimed. */
function plainTranscript(text: string): TranscriptSegment[] {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const timed = lines.filter((line) => timedLine.test(line));
  const written = lines.filter((line) => line.trim());
  if (timed.length >= 2 && timed.length >= written.length * 0.6) {
    const segments: TranscriptSegment[] = [];
    for (const line of timed) {
      const [, at, words] = timedLine.exec(line)!;
      const start = timestampMs(at!);
      if (start === undefined) continue;
      const previous = segments.at(-1);
      if (previous && previous.end === null) previous.end = Math.max(previous.start!, start);
      segments.push({ start, end: null, text: words!.trim() });
    }
    const last = segments.at(-1);
    // The last line's end is unknown: a line of speech takes a few seconds.
    if (last && last.end === null) last.end = last.start! + 5000;
    return segments;
  }
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  if (paragraphs.length === 0)
    throw new UnreadableTranscript("This transcript has no words in it.");
  return paragraphs.map((paragraph) => ({ start: null, end: null, text: paragraph }));
}

/** The format a file's name and its first line say it is. */
export function transcriptFormat(filename: string): TranscriptFormat {
  const extension = /\.(vtt|srt|txt)$/i.exec(filename)?.[1]?.toLowerCase();
  return (extension ?? "txt") as TranscriptFormat;
}

/** Reads a captions (.vtt, .srt) or transcript (.txt) file into timed segments. */
export function readTranscriptFile(text: string, format: TranscriptFormat): TranscriptSegment[] {
  const content = text.replace(/^\uFEFF/, "");
  if (content.includes("\u0000"))
    throw new UnreadableTranscript("This is not a text file: captions are plain text.");
  if (format === "vtt") {
    if (!/^WEBVTT(?:[ \t].*)?(?:\r?\n|$)/.test(content))
      throw new UnreadableTranscript(
        "A WebVTT captions file starts with the line WEBVTT; this one does not.",
      );
    return cues(content, "vtt");
  }
  if (format === "srt") return cues(content, "srt");
  return plainTranscript(content);
}
