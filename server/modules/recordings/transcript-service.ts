import { and, count, desc, eq } from "drizzle-orm";
import type {
  Glossary,
  TranscriptFormat,
  TranscriptSegment,
  TranscriptSummary,
} from "@shared/recordings/api";
import type { Db } from "../../db/client";
import { transcriptGlossaries, transcripts } from "../../db/schema";

type TranscriptRow = typeof transcripts.$inferSelect;

/** From the first timed segment's start to the last one's end; null for untimed text. */
function durationOf(segments: TranscriptSegment[]): number | null {
  const timed = segments.filter((segment) => segment.start !== null);
  if (timed.length === 0) return null;
  const last = timed.at(-1)!;
  return (last.end ?? last.start!) - timed[0]!.start!;
}

export function summaryOf(row: TranscriptRow): TranscriptSummary {
  return {
    id: row.id,
    title: row.title,
    filename: row.filename,
    format: row.format as TranscriptFormat,
    durationMs: durationOf(row.segments as TranscriptSegment[]),
    characters: row.characters,
    createdAt: row.createdAt.toISOString(),
  };
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Transcripts in the database, always read and written for one user. */
export function createTranscriptService(db: Db) {
  return {
    async count(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(transcripts)
        .where(eq(transcripts.userId, userId));
      return row?.value ?? 0;
    },
    async insert(
      userId: string,
      values: {
        title: string;
        filename: string;
        format: TranscriptFormat;
        segments: TranscriptSegment[];
      },
    ): Promise<TranscriptRow> {
      const characters = values.segments.reduce((sum, segment) => sum + segment.text.length, 0);
      const [row] = await db
        .insert(transcripts)
        .values({ userId, ...values, characters })
        .returning();
      return row!;
    },
    async list(userId: string): Promise<TranscriptSummary[]> {
      const rows = await db
        .select()
        .from(transcripts)
        .where(eq(transcripts.userId, userId))
        .orderBy(desc(transcripts.createdAt));
      return rows.map(summaryOf);
    },
    /** The user's transcript, or undefined for another's, a deleted one or a malformed id. */
    async get(userId: string, id: string): Promise<TranscriptRow | undefined> {
      if (!uuidShape.test(id)) return undefined;
      const [row] = await db
        .select()
        .from(transcripts)
        .where(and(eq(transcripts.userId, userId), eq(transcripts.id, id)));
      return row;
    },
    async remove(userId: string, id: string): Promise<boolean> {
      if (!uuidShape.test(id)) return false;
      const removed = await db
        .delete(transcripts)
        .where(and(eq(transcripts.userId, userId), eq(transcripts.id, id)))
        .returning({ id: transcripts.id });
      return removed.length > 0;
    },
    async glossary(userId: string): Promise<Glossary> {
      const [row] = await db
        .select({ entries: transcriptGlossaries.entries })
        .from(transcriptGlossaries)
        .where(eq(transcriptGlossaries.userId, userId));
      return { entries: (row?.entries as Glossary["entries"] | undefined) ?? [] };
    },
    async saveGlossary(userId: string, glossary: Glossary): Promise<void> {
      await db
        .insert(transcriptGlossaries)
        .values({ userId, entries: glossary.entries })
        .onConflictDoUpdate({
          target: transcriptGlossaries.userId,
          set: { entries: glossary.entries, updatedAt: new Date() },
        });
    },
  };
}
