import { mkdirSync } from "node:fs";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, count, eq, gt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { ClipRenderJob, TranscriptClip } from "@shared/recordings/api";
import type { Db } from "../../db/client";
import { clipRenders } from "../../db/schema";
import { AppError } from "../../errors";
import { clipSrt } from "./clips";
import { createJobListeners } from "./job-events";
import type { KeptRecording, KeptRecordings } from "./kept-recordings";
import { renderClip, wrapHook } from "./media";
import { recordingKey } from "./recording-store";

/** Renders at once on this server: ffmpeg takes a core each. */
const mostRendersAtOnce = 2;
const day = 24 * 60 * 60_000;

export function clipDownloadUrl(id: string): string {
  return `/api/recordings/renders/${id}/clip.mp4`;
}

/**
 * Clips rendered in the background with ffmpeg from a kept recording: one a user at a time,
 * at most `clipsPerDay` a day, two on the server at once. Each job's progress is kept in
 * memory (the page reads it, or listens for it) and its row in the database.
 */
export function createClipRenderer(options: {
  db: Db;
  kept: KeptRecordings;
  workDirectory: string;
  clipsPerDay: number;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { db, kept, workDirectory, log } = options;
  mkdirSync(workDirectory, { recursive: true, mode: 0o700 });
  const jobs = new Map<string, ClipRenderJob>();
  const listeners = createJobListeners<ClipRenderJob>();
  /** Users whose request is between its checks and its job: a second one waits its turn. */
  const starting = new Set<string>();
  let running = 0;
  /** Stops every ffmpeg still running when the server closes. */
  const closing = new AbortController();

  const tell = (userId: string, job: ClipRenderJob) => listeners.tell(userId, { ...job });

  async function rendersToday(userId: string): Promise<number> {
    const since = new Date(options.now().getTime() - day);
    const [row] = await db
      .select({ total: count() })
      .from(clipRenders)
      .where(and(eq(clipRenders.userId, userId), gt(clipRenders.createdAt, since)));
    return row?.total ?? 0;
  }

  async function run(
    userId: string,
    job: ClipRenderJob,
    recording: KeptRecording,
    cues: TranscriptClip["cues"],
    label: string,
    hook: string,
  ) {
    const began = Date.now();
    const scratch = await mkdtemp(path.join(workDirectory, "clip-"));
    let lastTold = 0;
    try {
      const source = await kept.store.localPath(
        recordingKey(recording.id, "source"),
        path.join(scratch, "source"),
      );
      const srt = path.join(scratch, "clip.srt");
      await writeFile(srt, clipSrt({ cues }));
      const labelFile = path.join(scratch, "label.txt");
      // At most 40 characters (cut at a word), smaller type for a longer name: drawtext does not wrap.
      const line = label.length > 40 ? `${label.slice(0, 40).replace(/\s+\S*$/, "")}…` : label;
      await writeFile(labelFile, line);
      const hookFile = path.join(scratch, "hook.txt");
      await writeFile(hookFile, wrapHook(hook));
      const output = path.join(scratch, "clip.mp4");
      await renderClip(source, { startMs: job.start, endMs: job.end }, srt, output, {
        signal: closing.signal,
        labelFile: recording.hasVideo ? undefined : labelFile,
        hookFile: hook.trim() ? hookFile : undefined,
        labelFontSize: Math.max(28, Math.min(56, Math.floor(1150 / Math.max(1, line.length)))),
        onProgress: (fraction) => {
          job.progress = Math.round(fraction * 100) / 100;
          // Told at most every half second: ffmpeg reports several times a second.
          if (Date.now() - lastTold >= 500) {
            lastTold = Date.now();
            tell(userId, job);
          }
        },
      });
      const { size } = await stat(output);
      await kept.store.keep(recordingKey(job.id, "mp4"), output, "video/mp4");
      const renderMs = Date.now() - began;
      await db
        .update(clipRenders)
        .set({ state: "done", bytes: size, renderMs })
        .where(eq(clipRenders.id, job.id));
      Object.assign(job, { state: "done", progress: 1, url: clipDownloadUrl(job.id) });
      log.info({ renderMs, bytes: size, seconds: (job.end - job.start) / 1000 }, "clip rendered");
    } catch (error) {
      log.warn({ err: error }, "clip render failed");
      await db
        .update(clipRenders)
        .set({ state: "failed" })
        .where(eq(clipRenders.id, job.id))
        .catch(() => undefined);
      Object.assign(job, {
        state: "failed",
        message: "The clip could not be made. Please try again, or choose other times.",
      });
    } finally {
      running--;
      tell(userId, job);
      await rm(scratch, { recursive: true, force: true });
    }
  }

  return {
    current: (userId: string): ClipRenderJob | null => {
      const job = jobs.get(userId);
      return job ? { ...job } : null;
    },

    listen: listeners.listen,

    close: () => closing.abort(),

    /** Starts rendering; refused while the user's last clip renders or past the daily count. */
    async start(
      userId: string,
      recording: KeptRecording,
      clip: { start: number; end: number; hook: string; cues: TranscriptClip["cues"] },
      label: string,
    ): Promise<ClipRenderJob> {
      if (jobs.get(userId)?.state === "working" || starting.has(userId))
        throw new AppError(
          "conflict",
          "A clip of yours is being made. Wait for it to finish, then make the next.",
        );
      starting.add(userId);
      try {
        if ((await rendersToday(userId)) >= options.clipsPerDay)
          throw new AppError(
            "rate_limited",
            `You have made ${options.clipsPerDay} clips in the last 24 hours, as many as this server allows. Please try again tomorrow.`,
          );
        if (running >= mostRendersAtOnce)
          throw new AppError(
            "service_unavailable",
            "The server is making other clips right now. Please try again in a minute.",
          );
      } catch (error) {
        starting.delete(userId);
        throw error;
      }
      running++;
      try {
        const [row] = await db
          .insert(clipRenders)
          .values({
            userId,
            recordingId: recording.id,
            startMs: clip.start,
            endMs: clip.end,
            hook: clip.hook,
            state: "working",
          })
          .returning();
        const job: ClipRenderJob = {
          id: row!.id,
          transcriptId: recording.transcriptId,
          start: clip.start,
          end: clip.end,
          state: "working",
          progress: 0,
        };
        jobs.set(userId, job);
        void run(userId, job, recording, clip.cues, label, clip.hook);
        return { ...job };
      } catch (error) {
        running--;
        throw error;
      } finally {
        starting.delete(userId);
      }
    },
  };
}

export type ClipRenderer = ReturnType<typeof createClipRenderer>;
