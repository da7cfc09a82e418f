/**
 * Sermon recordings (issue 34): ffmpeg's preparation time per minute of audio (measured,
 * audio taken out as mono 16 kHz, cut at silences: what happens before transcription), the
 * time to render one 30-second clip (9:16 MP4 with captions, from a 720p video, from a phone's
 * 1080×1920 video and as an audiogram) and the peak memory of the ffmpeg that renders it,
 * and an upload through the built server with tus in the page's 8 MB parts: its throughput
 * and the server's resident memory while it runs (it should stay flat: the server streams each
 * part to disk). The upload's size is small enough to run in seconds here; the 1 GB
 * is `BENCH_UPLOAD_MB=1024`. `runRecordingsBench` is the suite for bench/run.ts;
 * `npx tsx bench/recordings.bench.ts [--quick]` prints the table alone.
 */
import { execFileSync } from "node:child_process";
import {
  closeSync,
  createReadStream,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Upload } from "tus-js-client";
import { renderClip } from "../server/modules/recordings/media";
import { transcribeRecording } from "../server/modules/recordings/prepare";
import { startFakeTranscription } from "../tests/support/fake-transcription";
import { videoOf } from "../tests/support/media-fixtures";
import {
  signedInCookie,
  startServer,
  tempDataDir,
  type BenchOptions,
  type Figure,
} from "./support";

const ffmpeg = (args: string[]) =>
  execFileSync("ffmpeg", ["-nostdin", "-v", "error", "-y", ...args]);

/** A tone that stops for 2 s every 20 s (silences to cut at), as AAC in an .m4a. */
function toneRecording(file: string, seconds: number) {
  ffmpeg([
    "-f",
    "lavfi",
    "-i",
    `aevalsrc='0.3*sin(2*PI*220*t)*lt(mod(t\\,20)\\,18)':s=44100:d=${seconds}`,
    "-ac",
    "2",
    "-c:a",
    "aac",
    file,
  ]);
}

/** The server process's resident memory, from /proc (Linux), in bytes. */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

async function preparationFigures(work: string, options: BenchOptions): Promise<Figure[]> {
  const minutes = options.quick ? 3 : 12;
  const input = path.join(work, "sermon.m4a");
  toneRecording(input, minutes * 60);
  const started = performance.now();
  const result = await transcribeRecording(input, work, {
    maxDurationMs: 2 * 60 * 60_000,
    // Parts of at most 2 minutes, so the cut at silences is part of what is timed.
    longestPartMs: 2 * 60_000,
    transcribe: async () => [],
  });
  const ms = performance.now() - started;
  const perMinute = ms / (result.durationMs / 60_000);
  return [
    {
      figure: `Recording preparation with ffmpeg (${minutes} min AAC: probe, mono 16 kHz, cut at silences)`,
      target: "-",
      value: `${(perMinute / 1000).toFixed(2)} s per minute of audio`,
    },
  ];
}

/**
 * The highest resident memory of the ffmpeg this process runs while `work` goes on, from
 * /proc (Linux): its VmHWM (the peak so far), read every 50 ms until it exits.
 */
async function withPeakFfmpegRss(work: () => Promise<void>): Promise<number> {
  let peak = 0;
  const sample = () => {
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const status = readFileSync(`/proc/${entry}/status`, "utf8");
        if (!/^Name:\s+ffmpeg$/m.test(status)) continue;
        if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) !== process.pid) continue;
        peak = Math.max(peak, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024);
      } catch {
        // The process ended while it was read.
      }
    }
  };
  const sampler = setInterval(sample, 50);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return peak;
}

async function clipFigures(work: string): Promise<Figure[]> {
  const audio = path.join(work, "clip-source.m4a");
  toneRecording(audio, 60);
  const video = path.join(work, "clip-source.mp4");
  const phoneVideo = path.join(work, "clip-source-1080x1920.mp4");
  for (const [file, size, rate] of [
    [video, "1280x720", 25],
    // A phone held upright, as a church without a camera films: 1080×1920 at 30 frames.
    [phoneVideo, "1080x1920", 30],
  ] as const)
    videoOf(audio, `testsrc2=s=${size}:r=${rate}`, file);
  const srt = path.join(work, "clip.srt");
  const cues = Array.from({ length: 6 }, (_, index) => {
    const from = `00:00:${String(index * 5).padStart(2, "0")},000`;
    const to = `00:00:${String(index * 5 + 5).padStart(2, "0")},000`;
    return `${index + 1}\n${from} --> ${to}\nThe second thing is this: grace is a gift, line ${index + 1}.\n`;
  });
  writeFileSync(srt, cues.join("\n"));
  const figures: Figure[] = [];
  for (const [label, input] of [
    ["from a 720p video", video],
    ["from a 1080×1920 phone video", phoneVideo],
    ["as an audiogram from audio", audio],
  ] as const) {
    const output = path.join(work, `clip-${label.length}.mp4`);
    const started = performance.now();
    const peak = await withPeakFfmpegRss(() =>
      renderClip(input, { startMs: 15_000, endMs: 45_000 }, srt, output),
    );
    const ms = performance.now() - started;
    figures.push({
      figure: `Clip rendering, 30 s, 720×1280 with captions, ${label}`,
      target: "-",
      value: `${(ms / 1000).toFixed(1)} s per clip (${(30_000 / ms).toFixed(1)}× real time), ffmpeg's peak memory ${mb(peak).toFixed(0)} MB`,
    });
  }
  return figures;
}

async function uploadFigures(work: string, options: BenchOptions): Promise<Figure[]> {
  const sizeMb = Number(process.env.BENCH_UPLOAD_MB ?? (options.quick ? 64 : 256));
  const file = path.join(work, "large.mp3");
  // Random bytes: the server takes them in parts, then refuses them as not a recording.
  const out = openSync(file, "w");
  execFileSync("head", ["-c", String(sizeMb * 1024 * 1024), "/dev/urandom"], {
    stdio: ["ignore", out, "inherit"],
  });
  closeSync(out);
  const fake = await startFakeTranscription([]);
  const server = await startServer(tempDataDir("recordings"), 5311, {
    TRANSCRIBE_PROVIDER: "openai-compatible",
    TRANSCRIBE_MODEL: "whisper-large-v3",
    TRANSCRIBE_BASE_URL: fake.baseUrl,
  });
  try {
    const cookie = await signedInCookie(server, "recordings-bench@example.org");
    const trial = await fetch(`${server.url}/api/trial/activate`, {
      method: "POST",
      headers: { cookie, origin: server.url },
    });
    if (!trial.ok) throw new Error(`trial: ${trial.status}`);
    const pid = server.child.pid!;
    const before = rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const upload = new Upload(createReadStream(file), {
        endpoint: `${server.url}/api/recordings/uploads`,
        chunkSize: 8 * 1024 * 1024,
        uploadSize: statSync(file).size,
        retryDelays: [],
        metadata: { filename: "large.mp3" },
        headers: { cookie },
        onError: reject,
        onSuccess: () => resolve(),
      });
      upload.start();
    });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    return [
      {
        figure: `Recording upload, ${sizeMb} MB with tus in 8 MB parts (same machine)`,
        target: "-",
        value: `${(sizeMb / seconds).toFixed(0)} MB/s`,
      },
      {
        figure: `Server resident memory during that upload: peak above the level before it (was ${mb(before).toFixed(0)} MB)`,
        target: "flat (≤ 64 MB)",
        value: `${mb(peak - before).toFixed(0)} MB`,
        ok: mb(peak - before) <= 64,
      },
    ];
  } finally {
    await server.stop();
    await fake.close();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

export async function runRecordingsBench(options: BenchOptions): Promise<Figure[]> {
  const work = await mkdtemp(path.join(tmpdir(), "kt-bench-recordings-"));
  try {
    return [
      ...(await preparationFigures(work, options)),
      ...(await clipFigures(work)),
      ...(await uploadFigures(work, options)),
    ];
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  const rows = await runRecordingsBench({ quick: process.argv.includes("--quick") });
  for (const row of rows) {
    const verdict = row.ok === undefined ? "" : row.ok ? "met" : "MISSED";
    console.log(
      `${row.figure.padEnd(90)} ${row.target.padEnd(16)} ${row.value.padEnd(30)} ${verdict}`,
    );
  }
}
