import type { FastifyInstance } from "fastify";
import { imageApi, imageRequestSchema } from "@shared/images/schemas";
import type { AppContext } from "../../context";
import { AppError, errorBody, parseInput, ProviderFailure } from "../../errors";
import { GenerationAbortedError } from "../../generation/generation-aborted";
import { createContentService } from "../content/content-service";
import { createUsageLimiter, dailyWindows, type LimitWindow } from "../limits/usage-limiter";
import { scheduleJob } from "../library/scheduled-job";
import { clientGoneSignal, openEventStream, wantsEventStream } from "../generation/sse";
import { createImageService, type ImageService } from "./image-service";
import type { ImageProvider } from "./image-provider";
import { createOfflineImageProvider } from "./offline-provider";
import { createLazyOpenAiImageProvider } from "./lazy-openai-provider";
import { createImageStorage } from "./image-storage";
import type { ImageStorage } from "./storage";
import { refuseInvalidImageReferences } from "../../scripture/reference-validation-fields";

const minute = 60_000;
const sweepEveryMs = 6 * 60 * minute;

function streamErrorBody(error: unknown) {
  if (error instanceof AppError) return errorBody(error.code, error.message, error.fields);
  return errorBody("internal_error", "Something went wrong on our side. Please try again.");
}

export interface ImageRouteOptions {
  storage?: ImageStorage;
  provider?: ImageProvider;
}

/**
 * POST /api/generate-image (subscribers and trial users; rate-limited per user),
 * GET/DELETE /api/image-creator/last, GET /api/images/:id/:token.png, and the owner's
 * GET /api/images/:id/thumbnail.png.
 *
 * Image files are served to anyone holding their address: sharing a link is the point
 * of Share. The address carries 192 random bits, so it cannot be guessed or listed;
 * the library entries themselves stay private, and deleting one revokes its address.
 */
export function registerImageRoutes(
  app: FastifyInstance,
  context: AppContext,
  options: ImageRouteOptions = {},
): ImageService {
  const { config, sessions } = context;
  const db = context.database.db;
  const storage = options.storage ?? createImageStorage(config.images);
  const provider =
    options.provider ??
    (config.images.provider === "openai"
      ? createLazyOpenAiImageProvider(config.images, config.ai, {
          onEnhancementFailed: (error) =>
            app.log.warn(
              error instanceof ProviderFailure ? { ai: error.details } : { err: error },
              "image prompt enhancement failed; plain prompt used",
            ),
        })
      : createOfflineImageProvider());
  const images = createImageService({
    db,
    storage,
    provider,
    content: createContentService(db),
    now: context.now,
  });
  const limiter = createUsageLimiter(context.shared);
  const { perMinute, perDay } = config.images.limits;
  const windows: LimitWindow[] = [
    {
      name: "image-minute",
      max: perMinute,
      windowMs: minute,
      message: (seconds) =>
        `You are creating images quickly. Please wait ${seconds} seconds and try again.`,
    },
    {
      ...dailyWindows.images,
      max: perDay,
      message: () =>
        `You have reached today's limit of ${perDay} images. It resets at midnight UTC.`,
    },
  ];

  app.post(imageApi.generate, async (request, reply) => {
    const user = await sessions.requireAccess(request, context.now());
    const input = parseInput(imageRequestSchema, request.body);
    refuseInvalidImageReferences(input);
    await limiter.hit(user.id, windows, context.now());
    const client = clientGoneSignal(request);

    if (!wantsEventStream(request.headers.accept)) {
      try {
        const image = await images.create(user.id, input, { signal: client.signal });
        return reply.status(201).send(image);
      } finally {
        client.done();
      }
    }

    const stream = openEventStream(reply);
    try {
      const image = await images.create(user.id, input, {
        signal: client.signal,
        onStage: (stage) => stream.send("stage", { stage }),
      });
      stream.send("result", image);
    } catch (error) {
      if (!(error instanceof GenerationAbortedError)) {
        if (!(error instanceof AppError))
          request.log.error({ err: error }, "image creation failed");
        else if (error.cause) request.log.warn({ err: error.cause }, error.message);
        stream.send("error", streamErrorBody(error));
      }
    } finally {
      client.done();
      stream.end();
    }
    return reply;
  });

  app.get(imageApi.last, async (request, reply) => {
    const user = await sessions.requireUser(request);
    const last = await images.last(user.id);
    reply.header("cache-control", "no-store");
    if (!last) return reply.status(204).send();
    return last;
  });

  app.delete(imageApi.last, async (request, reply) => {
    const user = await sessions.requireUser(request);
    await images.forgetLast(user.id);
    return reply.status(204).send();
  });

  // The library list's picture of an image: for its owner only, by session.
  app.get<{ Params: { id: string } }>("/api/images/:id/thumbnail.png", async (request, reply) => {
    const user = await sessions.requireUser(request);
    const png = await images.thumbnail(user.id, request.params.id);
    if (!png) throw new AppError("not_found", "There is no image at this address.");
    return reply
      .header("content-type", "image/png")
      .header("cache-control", "private, max-age=86400")
      .send(png);
  });

  app.get<{ Params: { id: string; file: string }; Querystring: { download?: string } }>(
    "/api/images/:id/:file",
    async (request, reply) => {
      const { id, file } = request.params;
      const token = /^([A-Za-z0-9_-]{16,64})\.png$/.exec(file)?.[1];
      const found = token ? await images.read(id, token) : undefined;
      if (!found) throw new AppError("not_found", "There is no image at this address.");
      const disposition = request.query.download === "1" ? "attachment" : "inline";
      return (
        reply
          .header("content-type", found.contentType)
          .header("content-length", String(found.bytes.length))
          .header("content-disposition", `${disposition}; filename="${found.fileName}"`)
          // The bytes behind an address never change; the address dies with the image.
          .header("cache-control", "private, max-age=31536000, immutable")
          .header("x-robots-tag", "noindex")
          .header("referrer-policy", "no-referrer")
          .send(found.bytes)
      );
    },
  );

  // One instance sweeps for all: several instances share one image folder (docs/deploy.md).
  scheduleJob(app, context.shared, "image-sweep", sweepEveryMs, async () => {
    const removed = await images.sweepOrphans();
    if (removed > 0) app.log.info({ removed }, "removed image files no longer in any library");
  });

  return images;
}
