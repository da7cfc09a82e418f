import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  maxPiecesInProgress,
  pieceById,
  type PackPieceId,
} from "@shared/tools/week-pack/definition";
import {
  createPackSchema,
  packOutlineSchema,
  pieceIdSchema,
  pieceStatusSchema,
  writePieceSchema,
  type PackView,
} from "@shared/tools/week-pack/schemas";
import type { WrittenPieceView } from "@shared/tools/week-pack/stream";
import { refinementFields } from "@shared/generation/refinement";
import { pieceScripture, pieceTitle } from "@shared/tools/week-pack/text";
import type { AppContext } from "../../context";
import { AppError, parseInput } from "../../errors";
import { packContext } from "../../generation/offline/week-pack/context";
import type { StructuredGenerator } from "../../generation/structured-generator";
import { createContentService, type ContentService } from "../content/content-service";
import {
  clientGoneSignal,
  streamWork,
  wantsEventStream,
  type StreamProgress,
} from "../generation/sse";
import { createLibraryService, type LibraryService } from "../library/library-service";
import {
  dailyWindows,
  createUsageLimiter,
  generationWindows,
  type LimitWindow,
} from "../limits/usage-limiter";
import { loadPreferences } from "../settings/settings-service";
import { attachment, fileSlug } from "../exports/file-names";
import { sendExport } from "../exports/streaming";
import { NoPassageFound, outlineFromManuscript, outlineFromSermon } from "./extract-outline";
import { createPackService, type PieceStates } from "./pack-service";
import { createPieceWriter } from "./piece-writer";
import { createInProgressLimit } from "./in-progress";
import { sermonWords } from "./preacher-words";
import { checkedOutline } from "./outline-check";
import { createExportLimit } from "../limits/export-limit";

const packParams = z.object({ id: z.string() });
const continuePieceSchema = z.object({ continueFrom: refinementFields.continueFrom });
const pieceParams = z.object({ id: z.string(), piece: pieceIdSchema });
const minute = 60_000;

function notFoundPack(): AppError {
  return new AppError("not_found", "That week pack is not among yours.");
}

/**
 * /api/packs: the sermon week pack. A pack is made from a source (its outline read for the
 * pastor to confirm), then each piece is written, saved to the library and reviewed.
 */
export function registerPackRoutes(
  app: FastifyInstance,
  context: AppContext,
  options: { generator?: StructuredGenerator } = {},
): void {
  const { sessions, config } = context;
  const db = context.database.db;
  const limiter = createUsageLimiter(context.shared);
  const countExport = createExportLimit(context.shared, context.now);
  const library: LibraryService = createLibraryService(db);
  const content: ContentService = createContentService(db, {
    limiter,
    storage: config.contentStorage,
    now: context.now,
  });
  const packs = createPackService(db, library);
  const inProgress = createInProgressLimit(context.shared, maxPiecesInProgress, {
    onLeaseError: (error) => app.log.warn({ err: error }, "week pack piece lease failed"),
  });
  const writer = createPieceWriter(config.ai, options.generator);
  // The same counters as the writing tools: one piece is one generation.
  const pieceWindows = generationWindows(config.generationLimits);
  const pieceDailyWindow = pieceWindows.filter(
    (window) => window.name === dailyWindows.generations.name,
  );
  const createWindows: LimitWindow[] = [
    {
      name: "pack-create-minute",
      max: 10,
      windowMs: minute,
      message: (seconds) =>
        `You are starting packs quickly. Please wait ${seconds} seconds and try again.`,
    },
    {
      name: "pack-create-day",
      max: 100,
      windowMs: dailyWindows.generations.windowMs,
      message: () => "You have started today's limit of 100 week packs. It resets at midnight UTC.",
    },
  ];

  app.post("/api/packs", async (request, reply) => {
    const user = await sessions.requireAccess(request, context.now());
    const { source } = parseInput(createPackSchema, request.body);
    await limiter.hit(user.id, createWindows, context.now());
    let extracted;
    let stored: PackView["source"];
    if (source.kind === "library") {
      const item = await library.get(user.id, source.id);
      if (!item) throw new AppError("not_found", "That sermon is not in your library.");
      if (item.type !== "sermon")
        throw new AppError("validation_error", "Please correct the highlighted fields.", {
          "source.id": "Choose a sermon from the sermon builder: this item is not a sermon.",
        });
      extracted = outlineFromSermon(item);
      stored = { kind: "library", id: item.id };
    } else {
      try {
        extracted = outlineFromManuscript(source.text, source.filename);
      } catch (error) {
        if (!(error instanceof NoPassageFound)) throw error;
        throw new AppError("validation_error", "Please correct the highlighted fields.", {
          "source.text": error.message,
        });
      }
      stored = source.filename ? { kind: "text", filename: source.filename } : { kind: "text" };
    }
    const outline = checkedOutline(
      { ...extracted.outline, sermon: sermonWords(extracted.sections, extracted.outline.passage) },
      "creating",
    );
    const row = await packs.insert(user.id, stored, outline);
    return reply.status(201).send(await packs.view(user.id, row, extracted.notes));
  });

  async function ownPack(userId: string, id: string) {
    const row = await packs.row(userId, id);
    if (!row) throw notFoundPack();
    return row;
  }

  app.get("/api/packs/:id", async (request, reply) => {
    const user = await sessions.requireUser(request);
    const { id } = parseInput(packParams, request.params);
    reply.header("cache-control", "no-store");
    return packs.view(user.id, await ownPack(user.id, id));
  });

  app.put("/api/packs/:id/outline", async (request) => {
    const user = await sessions.requireAccess(request, context.now());
    const { id } = parseInput(packParams, request.params);
    const { outline } = parseInput(z.object({ outline: packOutlineSchema }), request.body);
    const row = await ownPack(user.id, id);
    const { translation } = await loadPreferences(db, user.id);
    if (!packContext(outline, translation))
      throw new AppError("validation_error", "Please correct the highlighted fields.", {
        "outline.passage": `"${outline.passage}" is not a passage we can find. Write it like Romans 5:1-5.`,
      });
    await packs.update(user.id, id, { outline });
    return packs.view(user.id, { ...row, outline });
  });

  /**
   * Writes a piece. Asked for `text/event-stream`, the answer is a stream as the writing tools
   * give (shared/tools/week-pack/stream.ts): `queued` while it waits for the model, `partial`
   * events with the fields as they are written, then the piece's view as `result`, or `error`.
   * Refusals found before the writing starts (a conflict, a limit) are plain JSON answers.
   */
  app.post("/api/packs/:id/pieces/:piece", async (request, reply) => {
    const user = await sessions.requireAccess(request, context.now());
    const { id, piece } = parseInput(pieceParams, request.params);
    const { refine, currentDraft } = parseInput(writePieceSchema, request.body ?? {});
    // Continue: what a writing that stopped partway had written, for the model to finish.
    const { continueFrom } = parseInput(continuePieceSchema, request.body ?? {});
    const pieceId = piece as PackPieceId;
    const row = await ownPack(user.id, id);
    const preferences = await loadPreferences(db, user.id);
    const outline = checkedOutline(row.outline, "writing");
    const earlier = (row.pieces as PieceStates)[pieceId];
    if (refine && !earlier) throw new AppError("conflict", "Write this piece before refining it.");
    // A regenerate or another angle takes the next variant; shorter and simpler keep the draft's.
    const variant = !earlier ? 0 : (earlier.variant ?? 0) + (refine && refine !== "angle" ? 0 : 1);
    const written = packContext(
      outline,
      preferences.translation,
      preferences.author,
      variant,
      refine,
    );
    if (!written)
      throw new AppError("validation_error", "Please correct the highlighted fields.", {
        "outline.passage": `"${outline.passage}" is not a passage we can find. Write it like Romans 5:1-5.`,
      });
    const draft =
      refine && !currentDraft
        ? (await library.get(user.id, earlier!.itemId))?.content
        : currentDraft;
    const release = await inProgress.enter(user.id);
    const countedAt = context.now();
    try {
      await limiter.hit(user.id, pieceWindows, countedAt);
    } catch (error) {
      await release();
      throw error;
    }
    const client = clientGoneSignal(request);

    /** Writes the piece, saves it in the library and the pack, and gives its view. */
    const answer = async (progress?: StreamProgress): Promise<WrittenPieceView> => {
      let done;
      try {
        done = await writer.write(pieceId, written, preferences, client.signal, draft, {
          onRetry: (details) =>
            request.log.info(
              { ai: details },
              `AI provider attempt failed, trying once more: ${details.kind}`,
            ),
          ...(progress ? { onPartial: progress.onPartial, onQueued: progress.onQueued } : {}),
          ...(continueFrom ? { continueFrom } : {}),
        });
      } catch (error) {
        // As the writing tools do (generation/routes.ts): a piece that failed on the
        // provider's side does not spend the day's cap; the minute's still counts it. One the
        // user stopped (the page closed) was work done: it counts.
        if (!client.signal.aborted)
          await limiter
            .giveBack(user.id, pieceDailyWindow, countedAt)
            .catch((failure: unknown) =>
              request.log.error({ err: failure }, "could not give back a failed piece"),
            );
        throw error;
      } finally {
        client.done();
        await release();
      }
      const { type } = pieceById(pieceId)!;
      const saved = await content.save(user.id, {
        type,
        title: pieceTitle(done.result),
        content: done.text,
        scripture: pieceScripture(done.result),
        data: {
          request: { packId: id, piece: pieceId, outline },
          result: done.result,
          scriptureCheck: { translation: preferences.translation },
          source: done.source,
        },
      });
      const state = { itemId: saved.id, status: "draft" as const, source: done.source, variant };
      // This piece alone, in the owner's turn: another may be written meanwhile.
      const { previous } = await packs.changePiece(user.id, id, pieceId, () => state);
      if (previous && previous.itemId !== saved.id)
        await library.remove(user.id, previous.itemId, context.now());
      return {
        ...packs.pieceView(pieceId, state, undefined),
        status: "draft",
        itemId: saved.id,
        title: pieceTitle(done.result),
        text: done.text,
        result: done.result,
        scriptureCheck: done.scriptureCheck,
        source: done.source,
        toFill: done.toFill,
      };
    };
    return wantsEventStream(request.headers.accept) ? streamWork(request, reply, answer) : answer();
  });

  app.put("/api/packs/:id/pieces/:piece/status", async (request) => {
    const user = await sessions.requireAccess(request, context.now());
    const { id, piece } = parseInput(pieceParams, request.params);
    const { status } = parseInput(pieceStatusSchema, request.body);
    await ownPack(user.id, id);
    const { next } = await packs.changePiece(
      user.id,
      id,
      piece as PackPieceId,
      (state) => state && { ...state, status },
    );
    if (!next) throw new AppError("conflict", "Write this piece before setting its status.");
    return { id: piece, status };
  });

  app.get("/api/packs/:id/slides.pptx", async (request, reply) => {
    const user = await sessions.requireUser(request);
    const { id } = parseInput(packParams, request.params);
    const pack = await packs.view(user.id, await ownPack(user.id, id));
    const slides = pack.pieces.find((piece) => piece.id === "slides");
    if (!slides?.result) throw new AppError("not_found", "Write the slides first.");
    const { translation } = await loadPreferences(db, user.id);
    const { renderSlides } = await import("./slides");
    const bytes = await renderSlides(slides.result, translation);
    return reply
      .header(
        "content-type",
        "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      )
      .header("content-disposition", attachment(`${pack.outline.title} slides`, "pptx"))
      .header("cache-control", "private, no-store")
      .send(bytes);
  });

  app.get("/api/packs/:id/export.zip", async (request, reply) => {
    const user = await sessions.requireUser(request);
    const { id } = parseInput(packParams, request.params);
    const pack = await packs.view(user.id, await ownPack(user.id, id));
    if (!pack.pieces.some((piece) => piece.itemId))
      throw new AppError("not_found", "Nothing is written yet: write the pack's pieces first.");
    const { translation } = await loadPreferences(db, user.id);
    await countExport(user.id);
    const { packZip } = await import("./pack-zip");
    reply
      .header("content-type", "application/zip")
      .header("content-disposition", attachment(`week-pack-${fileSlug(pack.outline.title)}`, "zip"))
      .header("cache-control", "private, no-store");
    return sendExport(reply, context.shared, user.id, () =>
      packZip(pack, (itemId) => library.get(user.id, itemId), translation, context.now()),
    );
  });
}
