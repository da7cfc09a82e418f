import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import v8 from "node:v8";
import vm from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { createTranscriber } from "../../../server/modules/recordings/transcriber";
import { startFakeTranscription } from "../../support/fake-transcription";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

/** A WAV of `seconds` of silence, 16 kHz mono 16-bit (as splitAudio writes), written 1 MB at a time. */
function silentWav(file: string, seconds: number) {
  const dataBytes = seconds * 32_000;
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write("WAVEfmt ", 8, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28); // bytes a second
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(dataBytes, 40);
  const descriptor = openSync(file, "w");
  writeSync(descriptor, header);
  const block = Buffer.alloc(1024 * 1024);
  for (let left = dataBytes; left > 0; left -= block.length)
    writeSync(descriptor, block, 0, Math.min(block.length, left));
  closeSync(descriptor);
}

/**
 * The bytes this process holds outside V8's heap (Buffers, ArrayBuffers, Blobs), once what is
 * garbage has been collected: collected until two readings agree within 512 KB, so bytes still
 * being read in are counted too, not only those read by the time of the first reading.
 */
async function heldOutsideHeap(): Promise<number> {
  let last = Number.NaN;
  for (let round = 0; round < 40; round++) {
    gc();
    await sleep(50);
    gc();
    const now = process.memoryUsage().external;
    if (Math.abs(now - last) < 512 * 1024) return now;
    last = now;
  }
  return last;
}

/** The transcriber the server builds for an OpenAI-compatible service at `baseUrl`. */
function transcriberFor(
  baseUrl: string,
  model = "whisper-large-v3",
  extra: Record<string, string> = {},
) {
  return createTranscriber(
    loadConfig({
      TRANSCRIBE_PROVIDER: "openai-compatible",
      TRANSCRIBE_MODEL: model,
      TRANSCRIBE_BASE_URL: baseUrl,
      ...extra,
    }).recordings,
  )!;
}

describe("a part sent for transcription", () => {
  let directory: string;
  let part: string;
  const seconds = 1500; // 25 minutes: 48 MB, longer than any part the server cuts
  beforeAll(() => {
    directory = mkdtempSync(path.join(tmpdir(), "kt-transcriber-streaming-"));
    part = path.join(directory, "part-001.wav");
    silentWav(part, seconds);
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it("is read from disk as the connection takes it, never held whole in the server's memory", async () => {
    const fake = await startFakeTranscription([["A long part was heard."]], { hold: true });
    try {
      const transcribe = transcriberFor(fake.baseUrl);
      const size = statSync(part).size;
      const before = await heldOutsideHeap();
      const transcribed = transcribe({ file: part, startMs: 60_000 });
      // The service has the first piece of the body and reads no more for now: what the
      // server holds meanwhile is what it read ahead of the connection.
      const release = await fake.held();
      const holding = (await heldOutsideHeap()) - before;
      release();
      const segments = await transcribed;
      // A part read whole (or queued whole, as fetch does with a FormData) holds all of it.
      expect(holding).toBeLessThan(size / 4);
      expect(segments).toEqual([
        { start: 60_000, end: 60_000 + seconds * 1000, text: "A long part was heard." },
      ]);
      // The whole part arrived, its length said up front (not chunked, which some servers refuse).
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]!.bytes).toBe(size);
      expect(fake.requests[0]!.headers.transferEncoding).toBeUndefined();
      expect(Number(fake.requests[0]!.headers.contentLength)).toBeGreaterThan(size);
    } finally {
      await fake.close();
    }
  }, 60_000);

  it("is given up, with a plain reason, when the service never answers", async () => {
    const short = path.join(directory, "part-003.wav");
    silentWav(short, 30);
    const fake = await startFakeTranscription([["Never heard."]], { hold: true });
    try {
      const transcribe = transcriberFor(fake.baseUrl, "whisper-large-v3", {
        TRANSCRIBE_TIMEOUT_MS: "800",
      });
      const started = Date.now();
      await expect(transcribe({ file: short, startMs: 0 })).rejects.toThrow(
        /did not answer a part within 1 min \(TRANSCRIBE_TIMEOUT_MS\)/,
      );
      // Given up once, not tried again and again against a service that does not answer.
      expect(fake.requests.length).toBeLessThanOrEqual(1);
      expect(Date.now() - started).toBeLessThan(20_000);
      // The held request is let go, so that the fake can close.
      (await fake.held())();
    } finally {
      await fake.close();
    }
  });

  it("from a model that answers text alone (gpt-4o-transcribe's json), is one segment over the part", async () => {
    const short = path.join(directory, "part-002.wav");
    silentWav(short, 30);
    const fake = await startFakeTranscription([["Turn with me to John chapter three."]]);
    try {
      const transcribe = transcriberFor(fake.baseUrl, "gpt-4o-transcribe");
      const segments = await transcribe({ file: short, startMs: 600_000 });
      expect(fake.requests[0]!.format).toBe("json");
      expect(segments).toEqual([
        { start: 600_000, end: 630_000, text: "Turn with me to John chapter three." },
      ]);
    } finally {
      await fake.close();
    }
  });
});
