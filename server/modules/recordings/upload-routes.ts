import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { FileStore } from "@tus/file-store";
import { Server as TusServer } from "@tus/server";
import { fileTypeFromFile } from "file-type";
import {
  recordingExtensions,
  recordingMediaTypes,
  uploadRateLimit,
  type RecordingJob,
} from "@shared/recordings/api";
import type { AppContext } from "../../context";
import { perUserRateLimit } from "../limits/per-user-rate-limit";
import { transcribeRecording, RefusedRecording } from "./prepare";
import { applyGlossary } from "./spoken-text";
import { createJobListeners, streamJobEvents } from "./job-events";
import { createKeptRecordings } from "./kept-recordings";
import { createRecordingStore } from "./recording-store";
import { createTranscriber } from "./transcriber";
import { createTranscriptService, summaryOf } from "./transcript-service";

const uploadPath = "/api/recordings/uploads";
const unfinishedUploadMs = 24 * 60 * 60_000;
/**
 * Whose request each one is, set by the route after the session is checked and read back by
 * tus's hooks through the Node request under its web Request (srvx's `runtime.node.req`):
 * nothing a client sends can name the owner.
 */
const owners = new WeakMap<IncomingMessage, string>();

/** A tus error answer: its status and a plain message for the page. */
function refusal(status: number, message: string) {
  return { status_code: status, body: JSON.stringify({ error: { code: "refused", message } }) };
}

/**
 * Sermon recordings uploaded in parts with tus (@tus/server, resumable: a dropped connection
 * carries on where it stopped), then measured, prepared with ffmpeg and transcribed in the
 * background, one recording per user at a time; the page asks how it is going. Once its
 * transcript is made the recording is kept in the file store for clips, for the operator's
 * RECORDING_RETENTION_DAYS (clip-routes.ts). Offered only when the operator set TRANSCRIBE_PROVIDER.
 */
export async function registerRecordingUploadRoutes(app: FastifyInstance, context: AppContext) {
  const { sessions, config } = context;
  const transcribe = createTranscriber(config.recordings);
  const transcripts = createTranscriptService(context.database.db);
  const kept = createKeptRecordings(context.database.db, createRecordingStore(config.images));
  const jobs = new Map<string, RecordingJob>();
  const listeners = createJobListeners<RecordingJob>();
  const changed = (userId: string, job: RecordingJob) => listeners.tell(userId, { ...job });
  const directory = path.join(config.dataDir, "recordings", "uploads");
  mkdirSync(directory, { recursive: true, mode: 0o700 });

  const ownerOf = (request: Request): string => {
    const node = (request as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    const owner = node && owners.get(node);
    if (!owner) throw refusal(401, "Sign in to upload a recording.");
    return owner;
  };

  const tus = new TusServer({
    path: uploadPath,
    // An upload left unfinished for a day is deleted by the sweep below.
    datastore: new FileStore({ directory, expirationPeriodInMilliseconds: unfinishedUploadMs }),
    maxSize: config.recordings.maxBytes,
    respectForwardedHeaders: config.trustProxy,
    namingFunction: (request) => `${ownerOf(request)}-${randomUUID()}`,
    onIncomingRequest: async (request, uploadId) => {
      const owner = ownerOf(request);
      if (uploadId && !uploadId.startsWith(`${owner}-`))
        throw refusal(404, "That upload is not among yours.");
    },
    onUploadCreate: async (request, upload) => {
      const userId = ownerOf(request);
      const filename = upload.metadata?.filename ?? "";
      if (!recordingExtensions.some((extension) => filename.toLowerCase().endsWith(extension)))
        throw refusal(
          415,
          `Choose a recording: audio (${recordingExtensions.slice(0, 5).join(", ")}) or video (.mp4, .mov, .webm).`,
        );
      const running = jobs.get(userId);
      if (running && running.state === "working")
        throw refusal(409, "A recording of yours is being transcribed. Wait for it to finish.");
      return {};
    },
    onUploadFinish: async (request, upload) => {
      const userId = ownerOf(request);
      const job: RecordingJob = {
        uploadId: upload.id,
        filename: upload.metadata?.filename ?? "recording",
        state: "working",
        stage: "checking",
      };
      jobs.set(userId, job);
      changed(userId, job);
      void prepare(userId, job, path.join(directory, upload.id), transcribe!);
      return {};
    },
  });

  async function prepare(
    userId: string,
    job: RecordingJob,
    file: string,
    transcriber: NonNullable<typeof transcribe>,
  ) {
    const work = await mkdtemp(path.join(directory, "work-"));
    try {
      // The type from the file's first bytes, not its name.
      const type = await fileTypeFromFile(file);
      if (!type || !recordingMediaTypes.includes(type.mime))
        throw new RefusedRecording("This file is not an audio or video recording.");
      const result = await transcribeRecording(file, work, {
        maxDurationMs: config.recordings.maxDurationMs,
        transcribe: transcriber,
        onProgress: (progress) => changed(userId, Object.assign(job, progress)),
      });
      if (result.segments.length === 0)
        throw new RefusedRecording("No speech was found in this recording.");
      const glossary = await transcripts.glossary(userId);
      const title = job.filename
        .replace(/\.[^.]+$/, "")
        .replace(/[_-]+/g, " ")
        .trim();
      const row = await transcripts.insert(userId, {
        title: title.slice(0, 120) || "Sermon recording",
        filename: job.filename.slice(0, 200),
        format: "recording",
        segments: applyGlossary(result.segments, glossary.entries).segments,
      });
      // Kept for clips (moved into the file store) until the operator's retention ends.
      try {
        await kept.keep(
          userId,
          file,
          {
            transcriptId: row.id,
            filename: job.filename.slice(0, 200),
            mediaType: type.mime,
            hasVideo: result.hasVideo,
            durationMs: result.durationMs,
            bytes: (await stat(file)).size,
          },
          context.now(),
          config.recordings.retentionDays,
        );
      } catch (error) {
        app.log.warn({ err: error }, "recording could not be kept for clips");
      }
      Object.assign(job, { state: "done", transcript: summaryOf(row) });
    } catch (error) {
      Object.assign(job, {
        state: "failed",
        message:
          error instanceof RefusedRecording
            ? error.message
            : "The recording could not be transcribed. Please try again later.",
      });
      if (!(error instanceof RefusedRecording)) app.log.warn({ err: error }, "recording failed");
    } finally {
      await rm(work, { recursive: true, force: true });
      // Gone already when it was kept; removed here when it was refused or failed.
      await rm(file, { force: true });
      await rm(`${file}.json`, { force: true });
      changed(userId, job);
    }
  }

  // What the page asks first: whether this server transcribes, and the recording in progress.
  app.get("/api/recordings/jobs/current", async (request, reply) => {
    const user = await sessions.requireUser(request);
    reply.header("cache-control", "no-store");
    return { job: jobs.get(user.id) ?? null, transcribes: Boolean(transcribe) };
  });

  // The same as server-sent events while the recording is worked on (the page listens).
  app.get("/api/recordings/jobs/current/events", async (request, reply) => {
    const user = await sessions.requireUser(request);
    return streamJobEvents(
      reply,
      jobs.get(user.id) ?? null,
      (listener) => listeners.listen(user.id, listener),
      { transcribes: Boolean(transcribe) },
    );
  });

  // Without a transcription provider there is nothing to do with a recording: no upload route.
  if (!transcribe) return;
  const sweep = setInterval(
    () =>
      void tus
        .cleanUpExpiredUploads()
        .catch((error: unknown) => app.log.warn({ err: error }, "upload sweep failed")),
    60 * 60_000,
  );
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
  await app.register(async (scope) => {
    // The upload's bytes are read by tus from the request stream, never parsed here.
    scope.addContentTypeParser("application/offset+octet-stream", (_request, _payload, done) =>
      done(null),
    );
    const limited = {
      config: perUserRateLimit(
        sessions,
        { max: uploadRateLimit.max, timeWindow: `${uploadRateLimit.windowMinutes} minute` },
        "Too many upload requests in the last minute. Please wait a moment.",
      ),
    };
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await sessions.requireAccess(request, context.now());
      owners.set(request.raw, user.id);
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    };
    scope.all(uploadPath, limited, handle);
    scope.all(`${uploadPath}/*`, limited, handle);
  });
}
