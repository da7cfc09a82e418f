import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Upload } from "tus-js-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordingJob, TranscriptView } from "@shared/recordings/api";
import { createTestApp, type TestApp } from "../support/test-app";
import { startFakeTranscription } from "../support/fake-transcription";
import { hasTools, spokenWav, videoOf } from "../support/media-fixtures";
import { userWithAccess } from "./library-helpers";

const sentences = [
  "Turn with me to John chapter three, verse sixteen.",
  "It says, for God so loved the world that he gave his only son so that we might be happy.",
];

/** Uploads `bytes` with tus in parts of `chunkSize`, the way the page's uploader does. */
function upload(
  origin: string,
  headers: Record<string, string>,
  bytes: Buffer,
  filename: string,
): Promise<{ url: string; progress: number[] }> {
  const progress: number[] = [];
  return new Promise((resolve, reject) => {
    const tus = new Upload(bytes, {
      endpoint: `${origin}/api/recordings/uploads`,
      chunkSize: 16 * 1024,
      retryDelays: [],
      metadata: { filename },
      headers: { cookie: headers.cookie!, "user-agent": headers["user-agent"] ?? "test" },
      onProgress: (sent, total) => progress.push(sent / total),
      onError: reject,
      onSuccess: () => resolve({ url: tus.url!, progress }),
    });
    tus.start();
  });
}

describe.skipIf(!hasTools && !process.env.CI)("a sermon recording uploaded and transcribed", () => {
  let test: TestApp;
  let origin: string;
  let fake: Awaited<ReturnType<typeof startFakeTranscription>>;
  let directory: string;
  let video: Buffer;
  beforeAll(async () => {
    fake = await startFakeTranscription([sentences]);
    test = await createTestApp({
      TRANSCRIBE_PROVIDER: "openai-compatible",
      TRANSCRIBE_MODEL: "whisper-large-v3",
      TRANSCRIBE_BASE_URL: fake.baseUrl,
    });
    origin = await test.app.listen({ port: 0, host: "127.0.0.1" });
    directory = mkdtempSync(path.join(tmpdir(), "kt-upload-"));
    const speech = spokenWav(directory, sentences, 800);
    const file = path.join(directory, "sunday.mp4");
    video = readFileSync(videoOf(speech, "color=c=navy:s=320x240:r=10", file));
  });
  afterAll(async () => {
    await test.app.close();
    await fake.close();
    rmSync(directory, { recursive: true, force: true });
  });

  async function finished(headers: Record<string, string>): Promise<RecordingJob> {
    for (let tries = 0; tries < 150; tries++) {
      const { job } = (
        await test.app.inject({ method: "GET", url: "/api/recordings/jobs/current", headers })
      ).json() as { job: RecordingJob | null };
      if (job && job.state !== "working") return job;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the recording was not ready in 15 s");
  }

  it("takes a video in parts, transcribes it and finds the spoken reference and the misquote", async () => {
    const pastor = await userWithAccess(test, "upload");
    const { url, progress } = await upload(origin, pastor.headers, video, "Sunday sermon.mp4");
    expect(video.length).toBeGreaterThan(3 * 16 * 1024);
    expect(progress.length).toBeGreaterThanOrEqual(3);
    expect(progress.at(-1)).toBe(1);
    const job = await finished(pastor.headers);
    expect(job, job.message).toMatchObject({ state: "done" });
    expect(fake.requests.at(-1)).toMatchObject({
      model: "whisper-large-v3",
      format: "verbose_json",
    });
    // The WAV sent is mono 16-bit at 16 kHz: 32,000 bytes a second of the recording.
    const seconds = (fake.requests.at(-1)!.bytes - 44) / 32_000;
    expect(Math.abs(seconds * 1000 - job.transcript!.durationMs!)).toBeLessThan(1000);

    const view = (
      await test.app.inject({
        method: "GET",
        url: `/api/recordings/transcripts/${job.transcript!.id}`,
        headers: pastor.headers,
      })
    ).json() as TranscriptView;
    const references = view.paragraphs.flatMap((paragraph) => paragraph.references);
    expect(references.map((reference) => reference.osis)).toContain("John.3.16");
    expect(view.misquotedCount).toBe(1);

    // Another pastor cannot resume or read that upload.
    const other = await userWithAccess(test, "upload-other");
    const peek = await fetch(url, {
      method: "HEAD",
      headers: { cookie: other.headers.cookie!, "tus-resumable": "1.0.0" },
    });
    expect(peek.status).toBe(404);
  });

  it("refuses a file that is not a recording, whatever its name", async () => {
    const pastor = await userWithAccess(test, "upload-refused");
    await upload(
      origin,
      pastor.headers,
      Buffer.from("These are my notes, not a sermon recording.".repeat(50)),
      "notes.mp3",
    );
    const job = await finished(pastor.headers);
    expect(job.state).toBe("failed");
    expect(job.message).toMatch(/not an audio or video recording/);
  });

  it("is not offered where no transcription is set up", async () => {
    const plain = await createTestApp();
    const pastor = await userWithAccess(plain, "upload-none");
    const response = await plain.app.inject({
      method: "POST",
      url: "/api/recordings/uploads",
      headers: { ...pastor.headers, "tus-resumable": "1.0.0", "upload-length": "100" },
    });
    expect(response.statusCode).toBe(404);
    const current = await plain.app.inject({
      method: "GET",
      url: "/api/recordings/jobs/current",
      headers: pastor.headers,
    });
    expect(current.json()).toEqual({ job: null, transcribes: false });
    await plain.app.close();
  });
});
