import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, createServer, type Server } from "node:net";
import { homedir, tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import {
  createTranscriber,
  TranscriptionError,
} from "../../../server/modules/recordings/transcriber";
import { writeWhisperTestModel } from "../../support/whisper-test-model";

/**
 * Our transcription client against whisper.cpp's own server (whisper-server, built by
 * scripts/install-whisper-server.sh), not a fake of it: the multipart request as the client
 * streams it must be one the real server accepts, and the real server's verbose_json answer one
 * the product reads into timed segments. No real whisper model is reachable here, so the
 * server runs a tiny model of random weights (tests/support/whisper-test-model.ts): its words
 * mean nothing, but they come through the server's whole pipeline (mel, encoder, decoder with
 * its timestamp rules, JSON) as a real model's would.
 */
const cache =
  process.env.WHISPER_SERVER_CACHE ??
  path.join(
    process.env.XDG_CACHE_HOME ?? path.join(homedir(), ".cache"),
    "kingdom-tools/whisper-server-1.9.1",
  );
const binary = process.env.WHISPER_SERVER_BIN ?? path.join(cache, "bin/whisper-server");
const missing = existsSync(binary)
  ? undefined
  : `${binary} is missing: build it with bash scripts/install-whisper-server.sh`;
// CI builds the server (scripts/install-system-packages.sh); there, its absence is a failure.
if (missing && process.env.CI) throw new Error(`whisper-server test cannot run: ${missing}`);
if (missing) console.warn(`Skipping transcriber-whisper-server.test.ts: ${missing}`);

/** A WAV of a rising tone with a little noise, 16 kHz mono 16-bit (as splitAudio writes). */
function toneWav(seconds: number): Buffer {
  const samples = seconds * 16_000;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write("RIFF", 0, "ascii");
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write("WAVEfmt ", 8, "ascii");
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(16_000, 24);
  wav.writeUInt32LE(32_000, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write("data", 36, "ascii");
  wav.writeUInt32LE(samples * 2, 40);
  let noise = 1;
  for (let i = 0; i < samples; i++) {
    const t = i / 16_000;
    noise = (noise * 16_807) % 2_147_483_647;
    const value = 0.3 * Math.sin(2 * Math.PI * (200 + 40 * t) * t) + 0.05 * (noise / 2_147_483_647);
    wav.writeInt16LE(Math.round(value * 32_767), 44 + i * 2);
  }
  return wav;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A TCP relay to `port` that keeps every byte the server sends back, so the test can read the
 * server's own answer while the client talks to the server through it untouched.
 */
async function startRelay(port: number) {
  const answers: Buffer[][] = [];
  const relay: Server = createServer((socket) => {
    const answer: Buffer[] = [];
    answers.push(answer);
    const upstream = connect(port, "127.0.0.1");
    socket.pipe(upstream);
    upstream.on("data", (chunk: Buffer) => answer.push(chunk));
    upstream.pipe(socket);
    socket.on("error", () => upstream.destroy());
    upstream.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  return {
    port: (relay.address() as { port: number }).port,
    /** The bodies of the HTTP answers relayed so far, in order (each has a Content-Length). */
    bodies: () =>
      answers.flatMap((chunks) => {
        const bytes = Buffer.concat(chunks);
        const bodies: string[] = [];
        for (let at = 0; at < bytes.length;) {
          const headEnd = bytes.indexOf("\r\n\r\n", at);
          const head = bytes.subarray(at, headEnd).toString("latin1");
          const length = Number(/^content-length: *(\d+)/im.exec(head)?.[1] ?? Number.NaN);
          if (headEnd < 0 || Number.isNaN(length)) throw new Error(`unexpected answer: ${head}`);
          bodies.push(bytes.subarray(headEnd + 4, headEnd + 4 + length).toString("utf8"));
          at = headEnd + 4 + length;
        }
        return bodies;
      }),
    close: () => new Promise<void>((resolve) => relay.close(() => resolve())),
  };
}

describe.skipIf(missing !== undefined)(
  "our transcription client against whisper.cpp's server",
  () => {
    let directory: string;
    let server: ChildProcess;
    let relay: Awaited<ReturnType<typeof startRelay>>;
    let baseUrl: string;
    let log = "";
    const seconds = 12;

    beforeAll(async () => {
      directory = mkdtempSync(path.join(tmpdir(), "kt-whisper-server-"));
      const model = path.join(directory, "ggml-test.bin");
      writeWhisperTestModel(model);
      writeFileSync(path.join(directory, "part-001.wav"), toneWav(seconds));
      writeFileSync(
        path.join(directory, "not-audio.wav"),
        "This is a sermon outline, not audio.\n",
      );
      const port = await freePort();
      // The paths a church sets up to serve OpenAI's API: {base}/audio/transcriptions, base /v1.
      server = spawn(
        binary,
        [
          ...["--model", model, "--host", "127.0.0.1", "--port", String(port)],
          ...["--request-path", "/v1", "--inference-path", "/audio/transcriptions"],
          ...["--threads", "1", "--processors", "1"],
        ],
        { stdio: ["ignore", "pipe", "pipe"] },
      );
      server.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
      server.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
      for (let tries = 0; ; tries++) {
        if (server.exitCode !== null)
          throw new Error(`whisper-server stopped:\n${log.slice(-3000)}`);
        const health = await fetch(`http://127.0.0.1:${port}/v1/health`).catch(() => undefined);
        if (health?.ok) break;
        if (tries > 600) throw new Error(`whisper-server did not start:\n${log.slice(-3000)}`);
        await sleep(100);
      }
      relay = await startRelay(port);
      baseUrl = `http://127.0.0.1:${relay.port}/v1`;
    });

    afterAll(async () => {
      await relay?.close();
      if (server && server.exitCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGTERM");
        await exited;
      }
      if (directory) rmSync(directory, { recursive: true, force: true });
    });

    const transcriberFor = () =>
      createTranscriber(
        loadConfig({
          TRANSCRIBE_PROVIDER: "openai-compatible",
          TRANSCRIBE_MODEL: "ggml-test",
          TRANSCRIBE_BASE_URL: baseUrl,
        }).recordings,
      )!;

    it("sends a part the server accepts, and reads its answer into segments timed within the part", async () => {
      const startMs = 600_000;
      const segments = await transcriberFor()({
        file: path.join(directory, "part-001.wav"),
        startMs,
      });
      // What the server answered, read here from the bytes it sent: its verbose_json segments,
      // in seconds from the start of the part.
      const answers = relay.bodies();
      expect(answers).toHaveLength(1);
      const answer = JSON.parse(answers[0]!) as {
        segments: { start: number; end: number; text: string }[];
      };
      expect(answer.segments.length, log.slice(-3000)).toBeGreaterThan(0);
      expect(segments).toEqual(
        answer.segments.map((segment) => ({
          start: startMs + Math.round(segment.start * 1000),
          end: startMs + Math.round(segment.end * 1000),
          text: segment.text.trim(),
        })),
      );
    }, 120_000);

    it("is refused with the server's status, and not sent again, when the server cannot read it", async () => {
      const failure = await transcriberFor()({
        file: path.join(directory, "not-audio.wav"),
        startMs: 0,
      }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(TranscriptionError);
      expect((failure as TranscriptionError).status).toBe(400);
      expect((failure as TranscriptionError).message).toMatch(/answered 400/);
      // A request the server cannot read is not tried again (only timeouts and 5xx are): the
      // server logged one refusal.
      expect(log.match(/failed to read audio data/g)).toHaveLength(1);
    }, 60_000);
  },
);
