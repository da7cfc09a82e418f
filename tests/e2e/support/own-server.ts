import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { spokenWav } from "../../support/media-fixtures";
import { e2ePort, outboxDir } from "./server";

/**
 * The built app started for one spec file with settings of its own (a transcription provider,
 * a model), on the suite's port plus `offset` and a fresh data folder; the suite's own server
 * has neither. `start` resolves once the server answers its health check.
 */
export function ownServer(name: string, offset: number) {
  const port = e2ePort + offset;
  const origin = `http://localhost:${port}`;
  const dataDir = path.resolve(`test-results/e2e-data-${name}`);
  let server: ChildProcess | undefined;
  return {
    origin,
    async start(env: Record<string, string>): Promise<void> {
      rmSync(dataDir, { recursive: true, force: true });
      let exited: string | undefined;
      let errors = "";
      server = spawn("node", ["dist/server/main.js"], {
        stdio: ["ignore", "ignore", "pipe"],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          PUBLIC_URL: origin,
          DATA_DIR: dataDir,
          OUTBOX_DIR: outboxDir,
          LOG_LEVEL: "warn",
          NODE_ENV: "test",
          SIGN_UP_RATE_LIMIT: "200",
          ...env,
        },
      });
      server.stderr?.on("data", (chunk: Buffer) => {
        errors = (errors + chunk.toString()).slice(-2000);
      });
      server.once("exit", (code, signal) => {
        exited = `exited (${signal ?? code})`;
      });
      const deadline = Date.now() + 60_000;
      for (;;) {
        try {
          if ((await fetch(`${origin}/api/health`)).ok) return;
        } catch {
          // not listening yet
        }
        if (exited || Date.now() > deadline)
          throw new Error(
            `the ${name} test's server did not start: ${exited ?? "no health answer in 60 s"}\n${errors}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    /** Stops the server and waits for it to exit, so a retried file can take its port again. */
    async stop(): Promise<void> {
      if (server && server.exitCode === null && server.signalCode === null) {
        const gone = new Promise((resolve) => server!.once("exit", resolve));
        server.kill();
        await gone;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The transcription settings of a server whose provider is the fake at `baseUrl`. */
export function transcriptionEnv(baseUrl: string): Record<string, string> {
  return {
    TRANSCRIBE_PROVIDER: "openai-compatible",
    TRANSCRIBE_MODEL: "whisper-large-v3",
    TRANSCRIBE_BASE_URL: baseUrl,
  };
}

/** The sentences spoken by espeak-ng into a mono WAV named `name` in `dir`. */
export function spokenRecording(dir: string, sentences: string[], name: string, pauseMs = 2000) {
  const speech = spokenWav(dir, sentences, pauseMs);
  const recording = path.join(dir, name);
  execFileSync("ffmpeg", ["-nostdin", "-v", "error", "-y", "-i", speech, "-ac", "1", recording]);
  return recording;
}
