import path from "node:path";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  clipRenderRateLimit,
  clipRenderRequestSchema,
  formatTimestamp,
  transcriptReadRateLimit,
  type KeptRecordingView,
  type TranscriptSegment,
} from "@shared/recordings/api";
import type { AppContext } from "../../context";
import { AppError, parseInput } from "../../errors";
import { attachment } from "../exports/file-names";
import { scheduleJob } from "../library/scheduled-job";
import { perUserRateLimit } from "../limits/per-user-rate-limit";
import { loadPreferences } from "../settings/settings-service";
import { clipDownloadUrl, createClipRenderer } from "./clip-renderer";
import { captionsBetween } from "./clips";
import { streamJobEvents } from "./job-events";
import { createKeptRecordings } from "./kept-recordings";
import { createRecordingStore, recordingKey } from "./recording-store";
import { createTranscriptService } from "./transcript-service";

const idParams = z.object({ id: z.uuid("That address names no transcript.") });
const renderParams = z.object({ renderId: z.uuid("That address names no clip.") });

/**
 * Clips cut as videos from a kept recording (issue 34, step 6): the pastor's chosen times
 * rendered in the background as a 9:16 MP4 with captions (or an audiogram with the church's
 * name), one a user at a time, progress read or listened to (server-sent events), the file
 * downloaded by its owner only. Recordings past RECORDING_RETENTION_DAYS, and files no row
 * names (an account or transcript deleted), are swept every hour.
 */
export function registerClipRoutes(app: FastifyInstance, context: AppContext): void {
  const { sessions, config } = context;
  const db = context.database.db;
  const kept = createKeptRecordings(db, createRecordingStore(config.images));
  const transcripts = createTranscriptService(db);
  const renderer = createClipRenderer({
    db,
    kept,
    workDirectory: path.join(config.dataDir, "recordings", "clips-work"),
    clipsPerDay: config.recordings.clipsPerDay,
    now: context.now,
    log: app.log,
  });
  const limit = (rate: { max: number; windowMinutes: number }, message: string) => ({
    config: perUserRateLimit(
      sessions,
      { max: rate.max, timeWindow: `${rate.windowMinutes} minute` },
      message,
    ),
  });
  const reading = limit(
    transcriptReadRateLimit,
    "Too many requests for clips in the last minute. Please wait a moment.",
  );

  app.get("/api/recordings/transcripts/:id/recording", reading, async (request, reply) => {
    const user = await sessions.requireUser(request);
    const { id } = parseInput(idParams, request.params);
    if (!(await transcripts.get(user.id, id)))
      throw new AppError("not_found", "That transcript is not among yours.");
    const recording = await kept.forTranscript(user.id, id);
    const renders = recording ? await kept.renders(user.id, recording.id) : [];
    const job = renderer.current(user.id);
    const view: KeptRecordingView = {
      recording: recording
        ? {
            id: recording.id,
            filename: recording.filename,
            hasVideo: recording.hasVideo,
            durationMs: recording.durationMs,
            expiresAt: recording.expiresAt.toISOString(),
          }
        : null,
      renders: renders.map((row) => ({
        id: row.id,
        start: row.startMs,
        end: row.endMs,
        hook: row.hook,
        state: row.state as "working" | "done" | "failed",
        bytes: row.bytes,
        ...(row.state === "done" ? { url: clipDownloadUrl(row.id) } : {}),
        createdAt: row.createdAt.toISOString(),
      })),
      clipsPerDay: config.recordings.clipsPerDay,
      job: job && job.transcriptId === id ? job : null,
    };
    reply.header("cache-control", "no-store");
    return view;
  });

  app.post(
    "/api/recordings/transcripts/:id/renders",
    {
      bodyLimit: 16 * 1024,
      ...limit(
        clipRenderRateLimit,
        "Too many clips asked for in the last minute. Please wait a moment.",
      ),
    },
    async (request, reply) => {
      const user = await sessions.requireAccess(request, context.now());
      const { id } = parseInput(idParams, request.params);
      const input = parseInput(clipRenderRequestSchema, request.body);
      const transcript = await transcripts.get(user.id, id);
      if (!transcript) throw new AppError("not_found", "That transcript is not among yours.");
      const recording = await kept.forTranscript(user.id, id);
      if (!recording)
        throw new AppError(
          "conflict",
          "This transcript's recording is not kept (it came from a captions file, or its time here has passed), so no video can be cut from it. The clip's captions (.srt) can still be downloaded.",
        );
      if (input.end > recording.durationMs + 500) {
        const message = `The recording ends at ${formatTimestamp(recording.durationMs)}: end the clip by then.`;
        throw new AppError("validation_error", message, { end: message });
      }
      const captions = captionsBetween(
        transcript.segments as TranscriptSegment[],
        input.start,
        input.end,
      );
      const { author } = await loadPreferences(db, user.id);
      const job = await renderer.start(
        user.id,
        recording,
        {
          start: input.start,
          end: Math.min(input.end, recording.durationMs),
          hook: input.hook ?? captions.caption.slice(0, 100),
          cues: captions.cues,
        },
        author?.church.trim() || transcript.title,
      );
      return reply.status(202).send({ job });
    },
  );

  app.get("/api/recordings/renders/current", reading, async (request, reply) => {
    const user = await sessions.requireUser(request);
    reply.header("cache-control", "no-store");
    return { job: renderer.current(user.id) };
  });

  // The clip's progress as server-sent events: a `progress` event at each change, the
  // stream closed once it is done or failed (or at once when nothing is rendering).
  app.get("/api/recordings/renders/current/events", reading, async (request, reply) => {
    const user = await sessions.requireUser(request);
    return streamJobEvents(reply, renderer.current(user.id), (listener) =>
      renderer.listen(user.id, listener),
    );
  });

  app.get("/api/recordings/renders/:renderId/clip.mp4", reading, async (request, reply) => {
    const user = await sessions.requireUser(request);
    const { renderId } = parseInput(renderParams, request.params);
    const row = await kept.render(user.id, renderId);
    const found =
      row?.state === "done" ? await kept.store.read(recordingKey(row.id, "mp4")) : undefined;
    if (!row || !found) throw new AppError("not_found", "That clip is not among yours.");
    return reply
      .header("content-type", "video/mp4")
      .header("content-length", String(found.bytes))
      .header(
        "content-disposition",
        attachment(`clip ${formatTimestamp(row.startMs).replace(/:/g, "-")}`, "mp4"),
      )
      .header("cache-control", "private, no-store")
      .header("x-robots-tag", "noindex")
      .send(found.stream);
  });

  app.addHook("onClose", async () => renderer.close());

  // One instance sweeps for all: they share the file store.
  scheduleJob(app, context.shared, "recording-sweep", 60 * 60_000, async () => {
    const removed = await kept.sweep(context.now());
    if (removed > 0) app.log.info({ removed }, "removed recordings and clips past their time");
  });
}
