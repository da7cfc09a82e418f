import { and, desc, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clipRenders, keptRecordings } from "../../db/schema";
import { idOfRecordingKey, recordingKey, type RecordingStore } from "./recording-store";

const day = 24 * 60 * 60_000;

export type KeptRecording = typeof keptRecordings.$inferSelect;
export type ClipRenderRow = typeof clipRenders.$inferSelect;

/**
 * Recordings kept after their transcript is made, for clips, and the clips rendered from them:
 * rows in the database, files in the recording store. Every read names the owner.
 */
export function createKeptRecordings(db: Db, store: RecordingStore) {
  return {
    store,

    /** The uploaded file kept (moved into the store) with its row; expires after `retentionDays`. */
    async keep(
      userId: string,
      file: string,
      details: {
        transcriptId: string;
        filename: string;
        mediaType: string;
        hasVideo: boolean;
        durationMs: number;
        bytes: number;
      },
      now: Date,
      retentionDays: number,
    ): Promise<KeptRecording> {
      const [row] = await db
        .insert(keptRecordings)
        .values({ userId, ...details, expiresAt: new Date(now.getTime() + retentionDays * day) })
        .returning();
      try {
        await store.keep(recordingKey(row!.id, "source"), file, details.mediaType);
      } catch (error) {
        await db.delete(keptRecordings).where(eq(keptRecordings.id, row!.id));
        throw error;
      }
      return row!;
    },

    async forTranscript(userId: string, transcriptId: string) {
      const [row] = await db
        .select()
        .from(keptRecordings)
        .where(
          and(eq(keptRecordings.userId, userId), eq(keptRecordings.transcriptId, transcriptId)),
        )
        .orderBy(desc(keptRecordings.createdAt))
        .limit(1);
      return row;
    },

    async renders(userId: string, recordingId: string): Promise<ClipRenderRow[]> {
      return db
        .select()
        .from(clipRenders)
        .where(and(eq(clipRenders.userId, userId), eq(clipRenders.recordingId, recordingId)))
        .orderBy(desc(clipRenders.createdAt))
        .limit(50);
    },

    async render(userId: string, id: string): Promise<ClipRenderRow | undefined> {
      const [row] = await db
        .select()
        .from(clipRenders)
        .where(and(eq(clipRenders.userId, userId), eq(clipRenders.id, id)));
      return row;
    },

    /**
     * Deletes recordings past their retention (their clips go by cascade), marks renders cut
     * short by a restart as failed, then every file
     * no row names: of recordings and clips deleted, transcripts deleted, accounts closed.
     * Files younger than `graceMs` are left: their row may be being written.
     */
    async sweep(now: Date, graceMs = 60 * 60_000): Promise<number> {
      await db.delete(keptRecordings).where(lte(keptRecordings.expiresAt, now));
      // A render still "working" after an hour was cut short (the server restarted).
      await db
        .update(clipRenders)
        .set({ state: "failed" })
        .where(
          and(
            eq(clipRenders.state, "working"),
            lte(clipRenders.createdAt, new Date(now.getTime() - 60 * 60_000)),
          ),
        );
      const cutoff = now.getTime() - graceMs;
      const candidates: string[] = [];
      for await (const entry of store.list())
        if (entry.modifiedAt.getTime() < cutoff) candidates.push(entry.key);
      let removed = 0;
      for (let start = 0; start < candidates.length; start += 500) {
        const keys = candidates.slice(start, start + 500);
        const ids = keys.map(idOfRecordingKey);
        const [recordings, clips] = await Promise.all([
          db
            .select({ id: keptRecordings.id })
            .from(keptRecordings)
            .where(inArray(keptRecordings.id, ids)),
          db
            .select({ id: clipRenders.id })
            .from(clipRenders)
            .where(and(inArray(clipRenders.id, ids), eq(clipRenders.state, "done"))),
        ]);
        const named = new Set([...recordings, ...clips].map((row) => row.id));
        for (const key of keys) {
          if (named.has(idOfRecordingKey(key))) continue;
          await store.delete(key);
          removed++;
        }
      }
      return removed;
    },
  };
}

export type KeptRecordings = ReturnType<typeof createKeptRecordings>;
