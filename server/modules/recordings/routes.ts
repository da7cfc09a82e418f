import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  glossarySchema,
  maxTranscriptFileCharacters,
  maxTranscripts,
  transcriptImportRateLimit,
  transcriptImportSchema,
  transcriptReadRateLimit,
  type TranscriptImported,
  type TranscriptParagraph,
  type TranscriptSegment,
  type TranscriptView,
} from "@shared/recordings/api";
import type { AppContext } from "../../context";
import { AppError, parseInput } from "../../errors";
import { createCheckBudget } from "../limits/check-budget";
import { perUserRateLimit } from "../limits/per-user-rate-limit";
import { loadPreferences } from "../settings/settings-service";
import { pacer } from "../exports/streaming";
import { readTranscriptFile, transcriptFormat, UnreadableTranscript } from "./captions";
import { checkedParagraphs } from "./checked-transcript";
import { transcriptManuscript } from "./manuscript";
import { applyGlossary } from "./spoken-text";
import { createTranscriptService, summaryOf } from "./transcript-service";

const idParams = z.object({ id: z.string().max(64) });

function notFoundTranscript(): AppError {
  return new AppError("not_found", "That transcript is not among yours.");
}

/** Checked transcripts kept a while: a page reload costs no second check. */
const checkedCache = new Map<string, TranscriptParagraph[]>();
const cacheLimit = 20;

/**
 * /api/recordings: Sunday's recording as a source (issue 34). A captions or transcript file
 * imported with its times, read back in checked paragraphs, a glossary of the pastor's
 * corrections applied to later imports. Every transcript is its owner's alone.
 */
export function registerRecordingRoutes(app: FastifyInstance, context: AppContext): void {
  const { sessions } = context;
  const db = context.database.db;
  const service = createTranscriptService(db);
  const spendCheckBudget = createCheckBudget(context.shared, context.now);
  const limit = (rate: { max: number; windowMinutes: number }, what: string) => ({
    config: perUserRateLimit(
      sessions,
      { max: rate.max, timeWindow: `${rate.windowMinutes} minute` },
      `You have ${what} ${rate.max} times in the last minute. Please wait a moment and try again.`,
    ),
  });
  const reading = limit(transcriptReadRateLimit, "opened transcripts");

  app.post(
    "/api/recordings/transcripts",
    {
      // JSON escapes can make a text longer than its characters; the schema counts them.
      bodyLimit: maxTranscriptFileCharacters * 3 + 64 * 1024,
      ...limit(transcriptImportRateLimit, "imported a transcript"),
    },
    async (request, reply) => {
      const user = await sessions.requireAccess(request, context.now());
      const input = parseInput(transcriptImportSchema, request.body);
      const format = transcriptFormat(input.filename);
      let segments: TranscriptSegment[];
      try {
        segments = readTranscriptFile(input.text, format);
      } catch (error) {
        if (!(error instanceof UnreadableTranscript)) throw error;
        throw new AppError("validation_error", error.message, { file: error.message });
      }
      if ((await service.count(user.id)) >= maxTranscripts)
        throw new AppError(
          "quota_exceeded",
          `You keep ${maxTranscripts} transcripts already. Delete one you no longer need first.`,
        );
      const glossary = await service.glossary(user.id);
      const corrected = applyGlossary(segments, glossary.entries);
      const title =
        input.title ||
        input.filename
          .replace(/\.[^.]+$/, "")
          .replace(/[_-]+/g, " ")
          .trim();
      const row = await service.insert(user.id, {
        title: title.slice(0, 120) || "Sermon transcript",
        filename: input.filename,
        format,
        segments: corrected.segments,
      });
      const answer: TranscriptImported = {
        ...summaryOf(row),
        corrections: corrected.corrections,
      };
      return reply.status(201).send(answer);
    },
  );

  app.get("/api/recordings/transcripts", reading, async (request, reply) => {
    const user = await sessions.requireUser(request);
    reply.header("cache-control", "no-store");
    return { transcripts: await service.list(user.id) };
  });

  app.get("/api/recordings/transcripts/:id", reading, async (request, reply) => {
    const user = await sessions.requireUser(request);
    const { id } = parseInput(idParams, request.params);
    const row = await service.get(user.id, id);
    if (!row) throw notFoundTranscript();
    const { translation } = await loadPreferences(db, user.id);
    const key = `${row.id}:${translation}`;
    let paragraphs = checkedCache.get(key);
    if (!paragraphs) {
      await spendCheckBudget(user.id, row.characters);
      paragraphs = await checkedParagraphs(
        row.segments as TranscriptSegment[],
        translation,
        pacer(),
      );
      checkedCache.set(key, paragraphs);
      if (checkedCache.size > cacheLimit) checkedCache.delete(checkedCache.keys().next().value!);
    }
    const references = paragraphs.flatMap((paragraph) => paragraph.references);
    const view: TranscriptView = {
      ...summaryOf(row),
      paragraphs,
      translation,
      misquotedCount: references.filter(
        (reference) => reference.quoted && reference.quoted.matches === false,
      ).length,
      invalidCount: references.filter((reference) => !reference.valid).length,
    };
    reply.header("cache-control", "no-store");
    return view;
  });

  // The transcript as a manuscript for the week pack: the page sends it to POST /api/packs.
  app.get("/api/recordings/transcripts/:id/manuscript", reading, async (request, reply) => {
    const user = await sessions.requireUser(request);
    const { id } = parseInput(idParams, request.params);
    const row = await service.get(user.id, id);
    if (!row) throw notFoundTranscript();
    reply.header("cache-control", "no-store");
    return transcriptManuscript(row.segments as TranscriptSegment[], row.title);
  });

  app.delete(
    "/api/recordings/transcripts/:id",
    limit(transcriptImportRateLimit, "deleted a transcript"),
    async (request, reply) => {
      const user = await sessions.requireUser(request);
      const { id } = parseInput(idParams, request.params);
      if (!(await service.remove(user.id, id))) throw notFoundTranscript();
      for (const key of checkedCache.keys()) if (key.startsWith(`${id}:`)) checkedCache.delete(key);
      return reply.status(204).send();
    },
  );

  app.get("/api/recordings/glossary", reading, async (request, reply) => {
    const user = await sessions.requireUser(request);
    reply.header("cache-control", "no-store");
    return service.glossary(user.id);
  });

  app.put(
    "/api/recordings/glossary",
    { bodyLimit: 64 * 1024, ...limit(transcriptImportRateLimit, "saved the glossary") },
    async (request) => {
      const user = await sessions.requireUser(request);
      const glossary = parseInput(glossarySchema, request.body);
      await service.saveGlossary(user.id, glossary);
      return glossary;
    },
  );
}
