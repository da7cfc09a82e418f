import type { FastifyInstance } from "fastify";
import { and, count, desc, eq } from "drizzle-orm";
import { lookup } from "../../scripture/lookup";
import { studyPassage, strongsStudy } from "../../scripture/study/passage-study";
import {
  maxStudyNoteLength,
  maxStudyNotes,
  strongsParamsSchema,
  studyNoteSchema,
  studyNotesRateLimit,
  studyQuerySchema,
  type StrongsResponse,
  type StudyNoteListResponse,
  type StudyNoteResponse,
  type StudyResponse,
} from "@shared/study/api";
import type { AppContext } from "../../context";
import { studyNotes } from "../../db/schema";
import { AppError, parseInput } from "../../errors";
import { perUserRateLimit } from "../limits/per-user-rate-limit";
import { inUserTurn } from "../limits/user-lock";
import { compressedBody, type CompressedBody } from "../../compressed-body";

/**
 * Recent studies, kept with their compressed forms: a page reload or a second pastor on John 3
 * costs nothing, and a chapter with its commentary (Psalm 119's is nearly 2 MB of JSON)
 * reaches a phone in a fifth of the bytes.
 */
const cached = new Map<string, (acceptEncoding: string | undefined) => CompressedBody>();
const cacheLimit = 60;

function invalidPassage(message: string): AppError {
  return new AppError("validation_error", message, { passage: message });
}

/** The passage a note belongs to, read the same way as the study itself. */
function notePassage(passage: string): { osis: string; reference: string } {
  const outcome = lookup(passage, { translation: "web" });
  if (!outcome.ok) throw invalidPassage(outcome.message);
  return { osis: outcome.passage.osis, reference: outcome.passage.reference };
}

const firstLineLength = 120;

/** A note's first line with words in it, shortened for a list. */
function firstLineOf(text: string): string {
  const line = text
    .split("\n")
    .map((part) => part.trim())
    .find(Boolean);
  if (!line) return "";
  return line.length <= firstLineLength
    ? line
    : `${line.slice(0, firstLineLength).replace(/\s+\S*$/, "")}…`;
}

/** /api/study: a passage's study desk, Strong's entries, and the pastor's own study notes. */
export function registerStudyRoutes(app: FastifyInstance, context: AppContext): void {
  const { sessions, database } = context;
  const notesWrite = {
    config: perUserRateLimit(
      sessions,
      {
        max: studyNotesRateLimit.max,
        timeWindow: `${studyNotesRateLimit.windowMinutes} minute`,
      },
      `You have saved notes ${studyNotesRateLimit.max} times in the last minute. Please wait a moment.`,
    ),
  };

  app.get("/api/study", async (request, reply) => {
    await sessions.requireAccess(request, context.now());
    const { passage } = parseInput(studyQuerySchema, request.query);
    const key = passage.toLowerCase();
    let study = cached.get(key);
    if (!study) {
      const outcome = studyPassage(passage, context.sword);
      if (!outcome.ok) throw invalidPassage(outcome.message);
      const response: StudyResponse = outcome.study;
      study = compressedBody(() => JSON.stringify(response), { fast: true });
      if (cached.size >= cacheLimit) cached.delete(cached.keys().next().value as string);
      cached.set(key, study);
    }
    const { body, encoding } = study(request.headers["accept-encoding"]);
    reply.header("cache-control", "private, max-age=3600");
    reply.header("vary", "accept-encoding");
    if (encoding) reply.header("content-encoding", encoding);
    return reply.type("application/json; charset=utf-8").send(body);
  });

  app.get("/api/study/strongs/:id", async (request, reply): Promise<StrongsResponse> => {
    await sessions.requireAccess(request, context.now());
    const { id } = parseInput(strongsParamsSchema, request.params);
    const entry = strongsStudy(id);
    if (!entry) throw new AppError("not_found", `Strong's has no entry ${id.toUpperCase()}.`);
    reply.header("cache-control", "private, max-age=3600");
    return entry;
  });

  app.get("/api/study/notes", async (request, reply): Promise<StudyNoteListResponse> => {
    const user = await sessions.requireAccess(request, context.now());
    const rows = await database.db
      .select({
        reference: studyNotes.reference,
        text: studyNotes.text,
        updatedAt: studyNotes.updatedAt,
      })
      .from(studyNotes)
      .where(eq(studyNotes.userId, user.id))
      .orderBy(desc(studyNotes.updatedAt))
      .limit(100);
    reply.header("cache-control", "no-store");
    return {
      notes: rows.map((row) => ({
        reference: row.reference,
        firstLine: firstLineOf(row.text),
        updatedAt: row.updatedAt.toISOString(),
      })),
    };
  });

  app.get("/api/study/note", async (request, reply): Promise<StudyNoteResponse> => {
    const user = await sessions.requireAccess(request, context.now());
    const { passage } = parseInput(studyQuerySchema, request.query);
    const { osis } = notePassage(passage);
    const [row] = await database.db
      .select()
      .from(studyNotes)
      .where(and(eq(studyNotes.userId, user.id), eq(studyNotes.osis, osis)));
    reply.header("cache-control", "no-store");
    return {
      note: row
        ? {
            passage: row.osis,
            reference: row.reference,
            text: row.text,
            updatedAt: row.updatedAt.toISOString(),
          }
        : null,
    };
  });

  app.put("/api/study/note", notesWrite, async (request): Promise<StudyNoteResponse> => {
    const user = await sessions.requireAccess(request, context.now());
    const input = parseInput(studyNoteSchema, request.body);
    if (input.text.length > maxStudyNoteLength) {
      throw new AppError(
        "payload_too_large",
        `Study notes are at most ${maxStudyNoteLength.toLocaleString("en-US")} characters; these have ${input.text.length.toLocaleString("en-US")}.`,
      );
    }
    const { osis, reference } = notePassage(input.passage);
    const where = and(eq(studyNotes.userId, user.id), eq(studyNotes.osis, osis));
    // Counted and written in the user's turn: notes saved in parallel cannot pass the cap.
    const saved = await inUserTurn(database.db, "study-notes", user.id, async (tx) => {
      const [existing] = await tx.select({ osis: studyNotes.osis }).from(studyNotes).where(where);
      if (!existing) {
        const [row] = await tx
          .select({ total: count() })
          .from(studyNotes)
          .where(eq(studyNotes.userId, user.id));
        if ((row?.total ?? 0) >= maxStudyNotes) {
          throw new AppError(
            "quota_exceeded",
            `You have study notes on ${maxStudyNotes} passages, the most kept. Delete some to add more.`,
          );
        }
      }
      const now = context.now();
      const [written] = await tx
        .insert(studyNotes)
        .values({ userId: user.id, osis, reference, text: input.text, updatedAt: now })
        .onConflictDoUpdate({
          target: [studyNotes.userId, studyNotes.osis],
          set: { text: input.text, reference, updatedAt: now },
        })
        .returning();
      return written;
    });
    return {
      note: {
        passage: saved!.osis,
        reference: saved!.reference,
        text: saved!.text,
        updatedAt: saved!.updatedAt.toISOString(),
      },
    };
  });

  app.delete("/api/study/note", notesWrite, async (request) => {
    const user = await sessions.requireAccess(request, context.now());
    const { passage } = parseInput(studyQuerySchema, request.query);
    const { osis } = notePassage(passage);
    const deleted = await database.db
      .delete(studyNotes)
      .where(and(eq(studyNotes.userId, user.id), eq(studyNotes.osis, osis)))
      .returning({ osis: studyNotes.osis });
    if (deleted.length === 0) throw new AppError("not_found", "You have no notes on that passage.");
    return { deleted: true };
  });
}
