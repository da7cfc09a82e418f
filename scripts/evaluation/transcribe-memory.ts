/**
 * The transcription step's memory alone (issue 34: "the server never holds the file in
 * memory"): `parts` WAV parts of ten minutes of 16 kHz mono (19.2 MB each, made with ffmpeg)
 * are sent one after another through the server's own transcriber (`createTranscriber`) to the
 * protocol-level fake of OpenAI's transcription API, which runs in a child process so that
 * what it buffers is not counted here. This process's memory is sampled every 20 ms: resident
 * memory, and the bytes held outside V8's heap (`external`: Buffers, ArrayBuffers), where a part read
 * whole would be. Run: `npx tsx scripts/evaluation/transcribe-memory.ts [parts]` (with
 * `--expose-gc` after `tsx`, a full collection after each part shows what is kept, not garbage).
 */
import { execFileSync, fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../../server/config";
import { createTranscriber } from "../../server/modules/recordings/transcriber";
import { startFakeTranscription } from "../../tests/support/fake-transcription";

const mb = (bytes: number) => bytes / 1024 / 1024;

if (process.argv[2] === "fake") {
  // The child: the fake service, told its base URL back to the parent.
  const parts = Number(process.argv[3]);
  const fake = await startFakeTranscription(
    Array.from({ length: parts }, (_, part) => [`Part ${part + 1} was heard.`]),
  );
  process.send!(fake.baseUrl);
  process.on("disconnect", () => void fake.close().then(() => process.exit(0)));
} else {
  const parts = Number(process.argv[2] ?? 7);
  const work = mkdtempSync(path.join(tmpdir(), "kt-transcribe-memory-"));
  const child = fork(fileURLToPath(import.meta.url), ["fake", String(parts)]);
  try {
    const baseUrl = await new Promise<string>((resolve) =>
      child.once("message", (message) => resolve(String(message))),
    );
    const files = Array.from({ length: parts }, (_, part) => {
      const file = path.join(work, `part-${part + 1}.wav`);
      execFileSync("ffmpeg", [
        ...["-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i"],
        `sine=frequency=${220 + part * 20}:sample_rate=16000:duration=600`,
        ...["-ac", "1", "-c:a", "pcm_s16le", file],
      ]);
      return { file, startMs: part * 600_000 };
    });
    const transcribe = createTranscriber(
      loadConfig({
        TRANSCRIBE_PROVIDER: "openai-compatible",
        TRANSCRIBE_MODEL: "whisper-large-v3",
        TRANSCRIBE_BASE_URL: baseUrl,
      }).recordings,
    )!;
    const sample = () => {
      const usage = process.memoryUsage();
      // `external` counts Buffers and ArrayBuffers too (`arrayBuffers` is a part of it).
      return { rss: usage.rss, outside: usage.external };
    };
    const before = sample();
    let peak = before;
    const sampler = setInterval(() => {
      const now = sample();
      peak = { rss: Math.max(peak.rss, now.rss), outside: Math.max(peak.outside, now.outside) };
    }, 20);
    const began = Date.now();
    const lines: string[] = [];
    for (const [index, part] of files.entries()) {
      const segments = await transcribe(part);
      if (segments.length !== 1) throw new Error(`part ${index + 1}: ${segments.length} segments`);
      // With --expose-gc: what is still held after each part, not garbage waiting to be collected.
      // (the bytes outside the heap are counted down a moment after a collection: twice).
      for (let round = 0; globalThis.gc && round < 2; round++) {
        globalThis.gc();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const now = sample();
      lines.push(
        `part ${index + 1}: resident ${mb(now.rss).toFixed(0)} MB (peak so far ${mb(peak.rss).toFixed(0)}), outside the heap ${mb(now.outside).toFixed(1)} MB (peak so far ${mb(peak.outside).toFixed(1)})`,
      );
    }
    clearInterval(sampler);
    const after = sample();
    console.log(lines.join("\n"));
    console.log(
      `${parts} parts of 19.2 MB in ${((Date.now() - began) / 1000).toFixed(1)} s. Resident: ${mb(before.rss).toFixed(0)} → peak ${mb(peak.rss).toFixed(0)} → ${mb(after.rss).toFixed(0)} MB; outside V8's heap: ${mb(before.outside).toFixed(1)} → peak ${mb(peak.outside).toFixed(1)} → ${mb(after.outside).toFixed(1)} MB`,
    );
  } finally {
    child.disconnect();
    rmSync(work, { recursive: true, force: true });
  }
}
