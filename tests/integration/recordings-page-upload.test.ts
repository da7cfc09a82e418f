import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordingJob } from "@shared/recordings/api";
import { uploadRecording } from "../../client/components/recordings/recording-upload";
import { createTestApp, type TestApp } from "../support/test-app";
import { startFakeTranscription } from "../support/fake-transcription";
import { hasTools, spokenWav } from "../support/media-fixtures";
import { userWithAccess } from "./library-helpers";

const sentences = ["Turn with me to Psalm twenty three, verse one.", "The Lord is my shepherd."];

/**
 * The page's uploader (client/features/recordings/recording-upload.ts), run in Node against
 * the real server: what it reports to the page as the parts go in, and the server's refusals
 * as the plain messages the page shows.
 */
function send(origin: string, cookie: string, bytes: Buffer, filename: string) {
  const progress: number[] = [];
  return new Promise<{ url?: string; refused?: string; progress: number[] }>((resolve) => {
    uploadRecording(bytes, filename, {
      origin,
      headers: { cookie },
      partBytes: 16 * 1024,
      retryDelays: [],
      onProgress: (sent, total) => progress.push(sent / total),
      onDone: (url) => resolve({ url, progress }),
      onRefused: (refused) => resolve({ refused, progress }),
    });
  });
}

describe.skipIf(!hasTools && !process.env.CI)("the page's recording uploader", () => {
  let test: TestApp;
  let origin: string;
  let fake: Awaited<ReturnType<typeof startFakeTranscription>>;
  let directory: string;
  let audio: Buffer;
  beforeAll(async () => {
    fake = await startFakeTranscription([sentences]);
    test = await createTestApp({
      TRANSCRIBE_PROVIDER: "openai-compatible",
      TRANSCRIBE_MODEL: "whisper-large-v3",
      TRANSCRIBE_BASE_URL: fake.baseUrl,
      RECORDING_MAX_MB: "1",
    });
    origin = await test.app.listen({ port: 0, host: "127.0.0.1" });
    directory = mkdtempSync(path.join(tmpdir(), "kt-page-upload-"));
    const speech = spokenWav(directory, sentences, 500);
    const file = path.join(directory, "sunday.m4a");
    execFileSync("ffmpeg", ["-nostdin", "-v", "error", "-y", "-i", speech, "-c:a", "aac", file]);
    audio = readFileSync(file);
  });
  afterAll(async () => {
    await test.app.close();
    await fake.close();
    rmSync(directory, { recursive: true, force: true });
  });

  async function job(cookie: string): Promise<RecordingJob | null> {
    const response = await test.app.inject({
      method: "GET",
      url: "/api/recordings/jobs/current",
      headers: { cookie },
    });
    return (response.json() as { job: RecordingJob | null }).job;
  }

  it("sends a recording in parts, reports each part, and the job it starts is the one the page follows", async () => {
    const pastor = await userWithAccess(test, "page-upload");
    const cookie = pastor.headers.cookie!;
    const sent = await send(origin, cookie, audio, "Psalm 23.m4a");
    expect(sent.refused).toBeUndefined();
    const parts = Math.ceil(audio.length / (16 * 1024));
    expect(parts).toBeGreaterThanOrEqual(2);
    // Progress only grows, and ends at the whole file.
    expect(sent.progress.length).toBeGreaterThanOrEqual(parts);
    expect(
      sent.progress.every((value, index) => index === 0 || value >= sent.progress[index - 1]!),
    ).toBe(true);
    expect(sent.progress.at(-1)).toBe(1);
    // The page matches the job to its upload by the id at the end of the upload's address.
    const uploadId = sent.url!.split("/").pop();
    let current = await job(cookie);
    expect(current?.uploadId).toBe(uploadId);
    for (let tries = 0; current?.state === "working" && tries < 150; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      current = await job(cookie);
    }
    expect(current, current?.message).toMatchObject({ state: "done", uploadId });
    expect(current!.transcript!.durationMs).toBeGreaterThan(1000);
  });

  it("gives the server's reason when it refuses a file, and does not retry it", async () => {
    const pastor = await userWithAccess(test, "page-upload-refused");
    const cookie = pastor.headers.cookie!;
    const named = await send(origin, cookie, audio, "sermon-notes.docx");
    expect(named.refused).toMatch(/\.mp3.*\.webm/);
    expect(named.progress).toEqual([]);
    // Over RECORDING_MAX_MB (1 MB here): refused before any byte is stored.
    const large = await send(origin, cookie, Buffer.alloc(1024 * 1024 + 1), "long sermon.mp3");
    expect(large.refused).toMatch(/larger than this server takes/);
    expect(large.progress).toEqual([]);
    expect(await job(cookie)).toBeNull();
  });
});
