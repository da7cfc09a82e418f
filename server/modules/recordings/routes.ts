import { referenceStatus } from "@shared/scripture/reference-status";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  glossarySchema,
  maxTranscriptFileCharacters,
  maxTranscripts,
  transcriptImportRateLimit,
  transcriptImportSchema,
  transcriptReadRateLimit,
  type TranscriptClip as Clip,
  type TranscriptImported,
  type TranscriptParagraph,
  type TranscriptSegment,
  type TranscriptView,
} from "@shared/recordings/api";
import type { AppContext } from "../../context";
import { AppError, parseInput } from "../../errors";
import { createCheckBudget } from "../limits/check-budget";
import { createUsageLimiter, dailyWindows, generationWindows } from "../limits/usage-limiter";
import { perUserRateLimit } from "../limits/per-user-rate-limit";
import { loadPreferences } from "../settings/settings-service";
import { checkOffThread, clipsOffThread } from "../../scripture/check-pool";
import { readTranscriptFile, transcriptFormat, UnreadableTranscript } from "./captions";
import { checkedParagraphs } from "./checked-transcript";
import { transcriptManuscript } from "./manuscript";
import { clipSrt, clipsCsv } from "./clips";
import { chooseClips, type ClipsChosenBy } from "./model-clips";
import { createLazyAiGenerator } from "../../generation/lazy-ai-generator";
import { attachment } from "../exports/file-names";
import { applyGlossary } from "./spoken-text";
import { createTranscriptService, summaryOf } from "./transcript-service";

const idParams = z.object({ id: z.string().max(64) });
const clipParams = z.object({ id: z.string().max(64), n: z.coerce.number().int().min(1).max(5) });

function notFoundTranscript(): AppError {
  return new AppError("not_found", "That transcript is not among yours.");
}

/** Checked transcripts kept a while: a page reload costs no second check. */
const checkedCache = new Map<string, TranscriptParagraph[]>();
const cacheLimit = 20;
const clipsCache = new Map<string, { clips: Clip[]; chosenBy: ClipsChosenBy }>();

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  cache.set(key, value);
  if (cache.size > cacheLimit) cache.delete(cache.keys().next().value!);
  return value;
}

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
  // The configured model chooses clips among the checked candidates (model-clips.ts).
  const ai = context.config.ai;
  const clipModel = ai.provider === "offline" ? undefined : createLazyAiGenerator(ai);
  // The model's choice is a generation: only for an account with access, counted against the
  // same minute and day as the writing tools (given back when the model was not used).
  const limiter = createUsageLimiter(context.shared);
  const windows = generationWindows(context.config.generationLimits);
  const dailyWindow = windows.filter((window) => window.name === dailyWindows.generations.name);
  async function modelTurn(request: FastifyRequest): Promise<Date | undefined> {
    if (!clipModel) return undefined;
    try {
      const user = await sessions.requireAccess(request, context.now());
      const countedAt = context.now();
      await limiter.hit(user.id, windows, countedAt);
      return countedAt;
    } catch (error) {
      // No access, or no generations left today: the offline choice, as with no model.
      if (error instanceof AppError) return undefined;
      throw error;
    }
  }
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
      // Each paragraph on the check pool, bounded: a transcript can be hours of speech.
      paragraphs = await checkedParagraphs(row.segments as TranscriptSegment[], (text) =>
        checkOffThread(text, translation, user.id),
      );
      remember(checkedCache, key, paragraphs);
    }
    const references = paragraphs.flatMap((paragraph) => paragraph.references);
    const view: TranscriptView = {
      ...summaryOf(row),
      paragraphs,
      translation,
      // What the page marks as differing: not a quotation in other words (a paraphrase, another
      // translation's wording), which is neither a finding nor verified.
      misquotedCount: references.filter((reference) => referenceStatus(reference) === "misquoted")
        .length,
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

  /** The transcript's suggested clips (its times needed), worked out once per translation. */
  async function clipsOf(userId: string, id: string, request: FastifyRequest) {
    const row = await service.get(userId, id);
    if (!row) throw notFoundTranscript();
    const segments = row.segments as TranscriptSegment[];
    if (!segments.some((segment) => segment.start !== null))
      throw new AppError(
        "conflict",
        "This transcript has no times, so clips cannot be cut from it. Import the captions file (.vtt or .srt) instead.",
      );
    const { translation } = await loadPreferences(db, userId);
    const key = `${row.id}:${translation}`;
    const cached = clipsCache.get(key);
    if (cached) return { row, ...cached };
    await spendCheckBudget(userId, row.characters);
    // On the check pool: each candidate clip's quotations are checked (clips.ts, clipLimits).
    const choice = await clipsOffThread(segments, translation);
    // Then the model's choice among them when one is set, else (or on any fault) the offline one.
    const countedAt = await modelTurn(request);
    const chosen = await chooseClips(choice, countedAt ? clipModel : undefined, (reason) =>
      app.log.warn(
        { transcriptId: row.id, model: ai.model },
        `clips: the offline choice is given, not the model's: ${reason}`,
      ),
    );
    if (countedAt && chosen.chosenBy !== "model")
      await limiter
        .giveBack(userId, dailyWindow, countedAt)
        .catch((failure: unknown) =>
          app.log.error({ err: failure }, "could not give back a clip choice's generation"),
        );
    return { row, ...remember(clipsCache, key, chosen) };
  }

  app.get("/api/recordings/transcripts/:id/clips", reading, async (request, reply) => {
    const user = await sessions.requireUser(request);
    const { id } = parseInput(idParams, request.params);
    const { clips, chosenBy } = await clipsOf(user.id, id, request);
    reply.header("cache-control", "no-store");
    return { clips, chosenBy };
  });

  app.get("/api/recordings/transcripts/:id/clips.csv", reading, async (request, reply) => {
    const user = await sessions.requireUser(request);
    const { id } = parseInput(idParams, request.params);
    const { row, clips } = await clipsOf(user.id, id, request);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", attachment(`${row.title} clips`, "csv"))
      .header("cache-control", "no-store")
      .send(clipsCsv(clips));
  });

  app.get("/api/recordings/transcripts/:id/clips/:n.srt", reading, async (request, reply) => {
    const user = await sessions.requireUser(request);
    const { id, n } = parseInput(clipParams, request.params);
    const { row, clips } = await clipsOf(user.id, id, request);
    const clip = clips[n - 1];
    if (!clip) throw new AppError("not_found", `This transcript has ${clips.length} clips.`);
    return reply
      .header("content-type", "application/x-subrip; charset=utf-8")
      .header("content-disposition", attachment(`${row.title} clip ${n}`, "srt"))
      .header("cache-control", "no-store")
      .send(clipSrt(clip));
  });

  app.delete(
    "/api/recordings/transcripts/:id",
    limit(transcriptImportRateLimit, "deleted a transcript"),
    async (request, reply) => {
      const user = await sessions.requireUser(request);
      const { id } = parseInput(idParams, request.params);
      if (!(await service.remove(user.id, id))) throw notFoundTranscript();
      for (const cache of [checkedCache, clipsCache])
        for (const key of cache.keys()) if (key.startsWith(`${id}:`)) cache.delete(key);
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
