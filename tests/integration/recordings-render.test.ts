import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createParser } from "eventsource-parser";
import { Upload } from "tus-js-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClipRenderJob, KeptRecordingView, RecordingJob } from "@shared/recordings/api";
import { clipRenders, keptRecordings, users } from "../../server/db/schema";
import { createKeptRecordings } from "../../server/modules/recordings/kept-recordings";
import { probe } from "../../server/modules/recordings/media";
import { createRecordingStore } from "../../server/modules/recordings/recording-store";
import { createTestApp, type TestApp } from "../support/test-app";
import { startFakeTranscription } from "../support/fake-transcription";
import { hasTools, spokenWav, videoOf } from "../support/media-fixtures";
import { userWithAccess } from "./library-helpers";

/** About forty seconds of a sermon: enough for a clip of thirty. */
const sentences = [
  "Grace is not a wage we earn but a gift we are given by a God who loves us.",
  "When Paul wrote to the church in Rome he told them that peace with God comes through faith.",
  "That peace does not depend on how well your week went or how strong you feel this morning.",
  "It rests on what Christ has already done for you on the cross and in the empty tomb.",
  "So when you walk out of these doors today, walk out knowing that you are held.",
  "Your failures do not have the last word, and your successes do not either.",
  "The last word belongs to the one who said it is finished, and he meant it.",
];

function upload(origin: string, cookie: string, file: string, filename: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const tus = new Upload(readFileSync(file), {
      endpoint: `${origin}/api/recordings/uploads`,
      chunkSize: 256 * 1024,
      retryDelays: [],
      metadata: { filename },
      headers: { cookie, "user-agent": "test" },
      onError: reject,
      onSuccess: () => resolve(),
    });
    tus.start();
  });
}

/** Pixels brighter than caption text in the frame at `seconds`, rows `from` to `to`. */
function brightPixels(file: string, seconds: number, from: number, to: number, width: number) {
  const frame = execFileSync("ffmpeg", [
    ...["-nostdin", "-v", "error", "-ss", String(seconds), "-i", file, "-frames:v", "1"],
    ...["-vf", `crop=${width}:${to - from}:0:${from}`, "-f", "rawvideo", "-pix_fmt", "gray", "-"],
  ]);
  return frame.filter((luma) => luma > 200).length;
}

describe.skipIf(!hasTools && !process.env.CI)("a clip rendered from a kept recording", () => {
  let test: TestApp;
  let origin: string;
  let fake: Awaited<ReturnType<typeof startFakeTranscription>>;
  let directory: string;
  let video: string;
  let speech: string;
  beforeAll(async () => {
    fake = await startFakeTranscription([sentences, sentences, sentences, sentences, sentences]);
    test = await createTestApp({
      TRANSCRIBE_PROVIDER: "openai-compatible",
      TRANSCRIBE_MODEL: "whisper-large-v3",
      TRANSCRIBE_BASE_URL: fake.baseUrl,
      RECORDING_RETENTION_DAYS: "7",
      RECORDING_CLIPS_PER_DAY: "3",
    });
    origin = await test.app.listen({ port: 0, host: "127.0.0.1" });
    directory = mkdtempSync(path.join(tmpdir(), "kt-render-"));
    speech = spokenWav(directory, sentences, 700);
    // A plain navy landscape picture: whatever is bright in the clip's frame was drawn on it.
    video = videoOf(speech, "color=c=navy:s=640x360:r=10", path.join(directory, "sunday.mp4"));
  }, 60_000);
  afterAll(async () => {
    await test.app.close();
    await fake.close();
    rmSync(directory, { recursive: true, force: true });
  });

  /** Uploads the file, then follows its transcription by server-sent events until it is done. */
  async function transcribed(pastor: { headers: Record<string, string> }, file: string) {
    await upload(origin, pastor.headers.cookie!, file, path.basename(file));
    const events = await eventsOf<{ transcribes: boolean; job: RecordingJob | null }>(
      "/api/recordings/jobs/current/events",
      pastor.headers.cookie!,
    );
    const last = events.at(-1)!;
    expect(last.transcribes).toBe(true);
    expect(last.job?.state, last.job?.message).toBe("done");
    // Every event is of this recording, and the stages only go forward.
    expect(new Set(events.map((event) => event.job?.uploadId)).size).toBe(1);
    return last.job!.transcript!.id;
  }

  /** The `progress` events of a stream, read until the server closes it. */
  async function eventsOf<T>(url: string, cookie: string): Promise<T[]> {
    const response = await fetch(`${origin}${url}`, {
      headers: { cookie, accept: "text/event-stream" },
    });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const found: T[] = [];
    const parser = createParser({
      onEvent: (event) => {
        if (event.event === "progress") found.push(JSON.parse(event.data) as T);
      },
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read())
      parser.feed(read.value);
    return found;
  }

  /** The clip's progress events, read from the stream until it closes. */
  async function progressEvents(cookie: string): Promise<ClipRenderJob[]> {
    const events = await eventsOf<{ job: ClipRenderJob }>(
      "/api/recordings/renders/current/events",
      cookie,
    );
    return events.map((event) => event.job);
  }

  async function download(url: string, headers: Record<string, string>, name: string) {
    const response = await test.app.inject({ method: "GET", url, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("video/mp4");
    const file = path.join(directory, name);
    writeFileSync(file, response.rawPayload);
    return file;
  }

  it("keeps the video, renders a chosen 9:16 clip with captions, shows progress, and gives it to its owner only", async () => {
    const pastor = await userWithAccess(test, "render-video");
    const transcriptId = await transcribed(pastor, video);
    const url = `/api/recordings/transcripts/${transcriptId}`;
    const kept = (
      await test.app.inject({ method: "GET", url: `${url}/recording`, headers: pastor.headers })
    ).json() as KeptRecordingView;
    expect(kept.recording).toMatchObject({ hasVideo: true });
    const facts = await probe(video);
    expect(Math.abs(kept.recording!.durationMs - facts.durationMs)).toBeLessThan(200);
    // Kept for the operator's seven days.
    const days = (Date.parse(kept.recording!.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);

    // A clip shorter than the shortest is refused with a message on the end field.
    const short = await test.app.inject({
      method: "POST",
      url: `${url}/renders`,
      headers: pastor.headers,
      payload: { start: 2000, end: 20_000 },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.end).toMatch(/30 to 90 seconds.*18/);
    const tooLate = await test.app.inject({
      method: "POST",
      url: `${url}/renders`,
      headers: pastor.headers,
      payload: { start: facts.durationMs - 10_000, end: facts.durationMs + 30_000 },
    });
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().error.fields.end).toBeTruthy();

    const began = Date.now();
    const started = await test.app.inject({
      method: "POST",
      url: `${url}/renders`,
      headers: pastor.headers,
      payload: { start: 3000, end: 35_000, hook: "Grace is a gift." },
    });
    expect(started.statusCode, started.body).toBe(202);
    // One clip at a time.
    const second = await test.app.inject({
      method: "POST",
      url: `${url}/renders`,
      headers: pastor.headers,
      payload: { start: 0, end: 31_000 },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBeTruthy();

    const events = await progressEvents(pastor.headers.cookie!);
    const renderMs = Date.now() - began;
    const last = events.at(-1)!;
    expect(last.state).toBe("done");
    const fractions = events.map((event) => event.progress);
    expect(fractions.length).toBeGreaterThanOrEqual(2);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    console.info(`clip of 32 s from video rendered in ${renderMs} ms`);

    const clip = await download(last.url!, pastor.headers, "clip.mp4");
    const rendered = await probe(clip);
    expect(rendered).toMatchObject({ hasVideo: true, hasAudio: true });
    expect(rendered.width! / rendered.height!).toBeCloseTo(9 / 16, 3);
    expect(rendered.height).toBeGreaterThanOrEqual(1280);
    expect(Math.abs(rendered.durationMs - 32_000)).toBeLessThan(400);
    // Navy everywhere but the words drawn on: the captions low in the frame, the hook line
    // ("Grace is a gift.") near the top, and nothing between.
    const width = rendered.width!;
    const height = rendered.height!;
    expect(brightPixels(clip, 5, Math.round(height * 0.7), height, width)).toBeGreaterThan(200);
    expect(brightPixels(clip, 5, 0, Math.round(height * 0.3), width)).toBeGreaterThan(200);
    expect(brightPixels(clip, 5, Math.round(height * 0.3), Math.round(height * 0.6), width)).toBe(
      0,
    );

    // Listed with the recording; another pastor cannot download it or render from it.
    const listed = (
      await test.app.inject({ method: "GET", url: `${url}/recording`, headers: pastor.headers })
    ).json() as KeptRecordingView;
    expect(listed.renders).toEqual([expect.objectContaining({ state: "done", url: last.url })]);
    const other = await userWithAccess(test, "render-other");
    const peek = await test.app.inject({ method: "GET", url: last.url!, headers: other.headers });
    expect(peek.statusCode).toBe(404);
    const theirs = await test.app.inject({
      method: "POST",
      url: `${url}/renders`,
      headers: other.headers,
      payload: { start: 0, end: 31_000 },
    });
    expect(theirs.statusCode).toBe(404);
  }, 180_000);

  it("makes an audiogram with the church's name from an audio recording", async () => {
    const pastor = await userWithAccess(test, "render-audio");
    const settings = await test.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: pastor.headers,
      payload: { profile: { church: "Grace Chapel" } },
    });
    expect(settings.statusCode).toBe(200);
    const wav = path.join(directory, "sunday-audio.wav");
    execFileSync("ffmpeg", ["-nostdin", "-v", "error", "-y", "-i", speech, wav]);
    const transcriptId = await transcribed(pastor, wav);
    const url = `/api/recordings/transcripts/${transcriptId}`;
    const started = await test.app.inject({
      method: "POST",
      url: `${url}/renders`,
      headers: pastor.headers,
      payload: { start: 0, end: 30_000 },
    });
    expect(started.statusCode, started.body).toBe(202);
    const last = (await progressEvents(pastor.headers.cookie!)).at(-1)!;
    expect(last.state).toBe("done");
    const clip = await download(last.url!, pastor.headers, "audiogram.mp4");
    const rendered = await probe(clip);
    expect(rendered).toMatchObject({ hasVideo: true, hasAudio: true });
    expect(rendered.width! / rendered.height!).toBeCloseTo(9 / 16, 3);
    expect(Math.abs(rendered.durationMs - 30_000)).toBeLessThan(400);
    const { width, height } = { width: rendered.width!, height: rendered.height! };
    // The church's name at the top, the captions at the bottom.
    expect(brightPixels(clip, 4, 0, Math.round(height * 0.25), width)).toBeGreaterThan(200);
    expect(brightPixels(clip, 4, Math.round(height * 0.7), height, width)).toBeGreaterThan(200);
  }, 180_000);

  it("refuses a clip past the daily count, and the sweep deletes what is past its time or its account", async () => {
    const pastor = await userWithAccess(test, "render-limits");
    const transcriptId = await transcribed(pastor, video);
    const db = test.database.db;
    const [recording] = await db
      .select()
      .from(keptRecordings)
      .where(eq(keptRecordings.userId, pastor.id));
    await db.insert(clipRenders).values(
      [1, 2, 3].map(() => ({
        userId: pastor.id,
        recordingId: recording!.id,
        startMs: 0,
        endMs: 30_000,
        state: "done",
      })),
    );
    // A render cut short by a restart two hours ago is marked failed by the sweep.
    const [stale] = await db
      .insert(clipRenders)
      .values({
        userId: pastor.id,
        recordingId: recording!.id,
        startMs: 0,
        endMs: 30_000,
        state: "working",
        createdAt: new Date(Date.now() - 2 * 3_600_000),
      })
      .returning();
    const refused = await test.app.inject({
      method: "POST",
      url: `/api/recordings/transcripts/${transcriptId}/renders`,
      headers: pastor.headers,
      payload: { start: 0, end: 31_000 },
    });
    expect(refused.statusCode).toBe(429);

    const folder = path.join(test.config.images.dir, "recordings");
    const kept = createKeptRecordings(db, createRecordingStore(test.config.images));
    const files = () => readdirSync(folder).filter((name) => name.endsWith(".source"));
    expect(files()).toContain(`${recording!.id}.source`);
    // Still within its time: kept.
    await kept.sweep(new Date(), 0);
    const [marked] = await db.select().from(clipRenders).where(eq(clipRenders.id, stale!.id));
    expect(marked?.state).toBe("failed");
    expect(existsSync(path.join(folder, `${recording!.id}.source`))).toBe(true);
    // Past it: the row and the file go.
    await kept.sweep(new Date(Date.now() + 8 * 86_400_000), 0);
    expect(existsSync(path.join(folder, `${recording!.id}.source`))).toBe(false);
    expect(
      await db.select().from(keptRecordings).where(eq(keptRecordings.userId, pastor.id)),
    ).toEqual([]);

    // An account deleted: its recordings' rows cascade, the sweep removes the files.
    const leaving = await userWithAccess(test, "render-leaving");
    await transcribed(leaving, video);
    const [theirs] = await db
      .select()
      .from(keptRecordings)
      .where(eq(keptRecordings.userId, leaving.id));
    expect(files()).toContain(`${theirs!.id}.source`);
    await db.delete(users).where(eq(users.id, leaving.id));
    await kept.sweep(new Date(), 0);
    expect(files()).not.toContain(`${theirs!.id}.source`);
  }, 180_000);
});
