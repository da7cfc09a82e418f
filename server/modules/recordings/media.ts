import { spawn } from "node:child_process";
import path from "node:path";

/**
 * The recording's audio prepared with Debian's ffmpeg and ffprobe (installed by
 * scripts/install-system-packages.sh, never downloaded): measured, its audio track taken out
 * as mono 16 kHz WAV, and a long one cut at silences into parts a transcription service
 * accepts. Every call spawns the binary without a shell; files never pass through memory.
 */

export class MediaError extends Error {}

/** Runs a binary; its standard error (where ffmpeg reports) is kept, at most 1 MB. */
function run(
  command: string,
  args: string[],
  signal?: AbortSignal,
  /** Each chunk of standard output as it comes (ffmpeg's -progress lines). */
  onOutput?: (text: string) => void,
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], signal });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      onOutput?.(chunk.toString());
      if (stdout.length < 1_000_000) stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      if (stderr.length < 1_000_000) stderr += chunk.toString();
    });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new MediaError(`${command} is not installed: run scripts/install-system-packages.sh.`)
          : error,
      ),
    );
    child.on("close", (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else reject(new MediaError(`${command} failed (${code}): ${stderr.trim().slice(-400)}`));
    });
  });
}

export interface MediaFacts {
  durationMs: number;
  hasAudio: boolean;
  hasVideo: boolean;
  /** The first audio stream's sample rate and channels, when there is one. */
  sampleRate?: number;
  channels?: number;
  /** The first video stream's size, when there is one. */
  width?: number;
  height?: number;
}

/** What ffprobe says of a file: how long it lasts and which streams it has. */
export async function probe(file: string, signal?: AbortSignal): Promise<MediaFacts> {
  const { stdout } = await run(
    "ffprobe",
    [
      "-v",
      "error",
      "-show_entries",
      "format=duration:stream=codec_type,width,height,sample_rate,channels",
      "-of",
      "json",
      file,
    ],
    signal,
  );
  const facts = JSON.parse(stdout) as {
    format?: { duration?: string };
    streams?: {
      codec_type?: string;
      width?: number;
      height?: number;
      sample_rate?: string;
      channels?: number;
    }[];
  };
  const streams = facts.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === "video");
  const audio = streams.find((stream) => stream.codec_type === "audio");
  const seconds = Number(facts.format?.duration);
  return {
    durationMs: Number.isFinite(seconds) ? Math.round(seconds * 1000) : 0,
    hasAudio: Boolean(audio),
    ...(audio?.sample_rate
      ? { sampleRate: Number(audio.sample_rate), channels: audio.channels }
      : {}),
    hasVideo: Boolean(video),
    ...(video?.width ? { width: video.width, height: video.height } : {}),
  };
}

/** The first audio track as mono 16 kHz 16-bit WAV (about 1.9 MB a minute). */
export async function extractAudio(
  input: string,
  output: string,
  signal?: AbortSignal,
): Promise<void> {
  await run(
    "ffmpeg",
    [
      "-nostdin",
      "-v",
      "error",
      "-y",
      "-i",
      input,
      "-map",
      "0:a:0",
      "-vn",
      "-ac",
      "1",
      "-ar",
      "16000",
      "-c:a",
      "pcm_s16le",
      output,
    ],
    signal,
  );
}

/** The silences in an audio file (at least `minimumMs` below -35 dB), as [start, end] ms. */
export async function silences(
  file: string,
  minimumMs = 400,
  signal?: AbortSignal,
): Promise<[number, number][]> {
  const { stderr } = await run(
    "ffmpeg",
    [
      "-nostdin",
      "-v",
      "info",
      "-i",
      file,
      "-af",
      `silencedetect=noise=-35dB:d=${minimumMs / 1000}`,
      "-f",
      "null",
      "-",
    ],
    signal,
  );
  const found: [number, number][] = [];
  let start: number | undefined;
  for (const line of stderr.split("\n")) {
    const began = /silence_start: (-?[\d.]+)/.exec(line);
    if (began) start = Math.max(0, Number(began[1]) * 1000);
    const ended = /silence_end: ([\d.]+)/.exec(line);
    if (ended && start !== undefined) {
      found.push([Math.round(start), Math.round(Number(ended[1]) * 1000)]);
      start = undefined;
    }
  }
  return found;
}

/**
 * Where to cut a recording of `durationMs` into parts of at most `longestMs`: in the middle
 * of the last silence before each part would grow too long (so no word is cut), or at the
 * limit itself when the part has no silence in its last third.
 */
export function cutPoints(
  durationMs: number,
  quiet: [number, number][],
  longestMs: number,
): number[] {
  const points: number[] = [];
  let from = 0;
  while (durationMs - from > longestMs) {
    const limit = from + longestMs;
    const middles = quiet
      .map(([start, end]) => Math.round((start + end) / 2))
      .filter((middle) => middle > from + longestMs * (2 / 3) && middle <= limit);
    const cut = middles.at(-1) ?? limit;
    points.push(cut);
    from = cut;
  }
  return points;
}

/** The audio cut at `points` into WAV parts in `directory`; each part's start in ms. */
export async function splitAudio(
  audio: string,
  points: number[],
  directory: string,
  signal?: AbortSignal,
): Promise<{ file: string; startMs: number }[]> {
  const starts = [0, ...points];
  const parts: { file: string; startMs: number }[] = [];
  for (const [index, startMs] of starts.entries()) {
    const file = path.join(directory, `part-${String(index + 1).padStart(3, "0")}.wav`);
    const end = starts[index + 1];
    await run(
      "ffmpeg",
      [
        "-nostdin",
        "-v",
        "error",
        "-y",
        "-i",
        audio,
        "-ss",
        (startMs / 1000).toFixed(3),
        ...(end === undefined ? [] : ["-to", (end / 1000).toFixed(3)]),
        "-c:a",
        "pcm_s16le",
        file,
      ],
      signal,
    );
    parts.push({ file, startMs });
  }
  return parts;
}

/** A clip's frame: vertical 9:16, as short-video apps show it. */
export const clipFrame = { width: 720, height: 1280 } as const;

/** A path inside a filter's option: what the filter syntax treats specially, escaped. */
function filterPath(file: string): string {
  return file.replace(/[\\:'[\],;]/g, "\\$&");
}

export interface RenderOptions {
  signal?: AbortSignal;
  /** How far the render is, 0 to 1, as ffmpeg reports it. */
  onProgress?: (fraction: number) => void;
  /**
   * A file holding the line drawn at the top of an audiogram (the church's name); read by
   * ffmpeg's drawtext from the file, so no text passes through the filter syntax, and drawn as
   * written (`expansion=none`: a "%" is not the start of one of drawtext's expressions).
   */
  labelFile?: string;
  /** The label's size in pixels (56 unless given: a long name needs a smaller one to fit). */
  labelFontSize?: number;
  /**
   * A file holding the clip's hook line, wrapped (`wrapHook`), drawn near the top of the frame
   * on a dark band: read by drawtext from the file, as the label is.
   */
  hookFile?: string;
}

/** Characters on one line of a drawn hook at its size, 40 px in a 720 px frame. */
const hookLineLength = 28;

/** A hook line broken at spaces into lines that fit the frame (drawtext does not wrap). */
export function wrapHook(hook: string): string {
  const lines: string[] = [];
  for (const word of hook.trim().split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= hookLineLength)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.join("\n");
}

/**
 * One clip cut as a vertical 9:16 MP4 with its captions drawn on: from a video, the picture
 * scaled to fill the frame and cropped at the sides; from audio alone, an audiogram: the
 * sound's wave on the church's colour under its name. `srtFile` is timed from the clip's start.
 */
export async function renderClip(
  input: string,
  clip: { startMs: number; endMs: number },
  srtFile: string,
  output: string,
  options: RenderOptions = {},
): Promise<void> {
  const { signal, onProgress, labelFile, labelFontSize = 56, hookFile } = options;
  const { hasVideo } = await probe(input, signal);
  const { width, height } = clipFrame;
  const subtitles = `subtitles=${filterPath(srtFile)}:force_style='Alignment=2,FontName=Liberation Sans,FontSize=16,Outline=2,MarginV=70'`;
  const seconds = (clip.endMs - clip.startMs) / 1000;
  const seek = ["-ss", (clip.startMs / 1000).toFixed(3), "-to", (clip.endMs / 1000).toFixed(3)];
  const label = labelFile
    ? `,drawtext=textfile=${filterPath(labelFile)}:expansion=none:font='Liberation Sans':fontsize=${Math.round(labelFontSize)}:fontcolor=white:x=(w-text_w)/2:y=180`
    : "";
  // Under the audiogram's label, or near the top of a video, clear of the captions below.
  const hook = hookFile
    ? `,drawtext=textfile=${filterPath(hookFile)}:expansion=none:font='Liberation Sans':fontsize=40:line_spacing=10:fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=18:x=(w-text_w)/2:y=${hasVideo ? 120 : 300}`
    : "";
  const args = hasVideo
    ? [
        ...seek,
        "-i",
        input,
        "-vf",
        `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height},setsar=1,${subtitles}${hook}`,
      ]
    : [
        "-f",
        "lavfi",
        "-i",
        `color=c=0x1e1b4b:s=${width}x${height}:r=25:d=${seconds.toFixed(3)}`,
        ...seek,
        "-i",
        input,
        "-filter_complex",
        `[1:a]showwaves=s=${width - 120}x240:mode=cline:colors=0xfbbf24:r=25,format=yuva420p[wave];` +
          `[0:v][wave]overlay=60:(H-h)/2:shortest=1${label}${hook},${subtitles}[v]`,
        "-map",
        "[v]",
        "-map",
        "1:a",
        "-shortest",
      ];
  await run(
    "ffmpeg",
    [
      "-nostdin",
      "-v",
      "error",
      "-y",
      ...args,
      "-c:v",
      "libx264",
      "-preset",
      "veryfast",
      "-pix_fmt",
      "yuv420p",
      "-c:a",
      "aac",
      "-movflags",
      "+faststart",
      ...(onProgress ? ["-progress", "pipe:1", "-nostats"] : []),
      output,
    ],
    signal,
    onProgress &&
      ((text) => {
        // -progress writes key=value lines; out_time_us is how far the output has got.
        for (const match of text.matchAll(/out_time_us=(\d+)/g))
          onProgress(Math.min(1, Number(match[1]) / 1_000_000 / seconds));
      }),
  );
}
