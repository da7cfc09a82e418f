import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { DeleteResponse, LibraryCountsResponse, LibraryUsage } from "@shared/library/api";
import { libraryQuerySchema } from "@shared/library/api";
import type { AppContext } from "../../context";
import { AppError, parseInput } from "../../errors";
import type { ContentService } from "../content/content-service";
import { withScriptureCheck, type LibraryService } from "./library-service";
import { scheduleJob } from "./scheduled-job";

const idParams = z.object({ id: z.string() });
const purgeEveryMs = 60_000;

export function notFoundItem(): AppError {
  return new AppError("not_found", "That item is not in your library.");
}

/** /api/library: the signed-in user's own saved items (read, search, delete, undo). */
export function registerLibraryRoutes(
  app: FastifyInstance,
  context: AppContext,
  library: LibraryService,
  content: ContentService,
): void {
  const { sessions } = context;

  app.get("/api/library", async (request, reply) => {
    const user = await sessions.requireUser(request);
    const query = parseInput(libraryQuerySchema, request.query);
    reply.header("cache-control", "no-store");
    return library.list(user.id, query);
  });

  app.get("/api/library/counts", async (request, reply): Promise<LibraryCountsResponse> => {
    const user = await sessions.requireUser(request);
    reply.header("cache-control", "no-store");
    return { counts: await library.counts(user.id) };
  });

  app.get("/api/library/usage", async (request, reply): Promise<LibraryUsage> => {
    const user = await sessions.requireUser(request);
    reply.header("cache-control", "no-store");
    return content.usage(user.id);
  });

  app.get("/api/library/:id", async (request, reply) => {
    const user = await sessions.requireUser(request);
    const { id } = idParams.parse(request.params);
    const item = await library.get(user.id, id);
    if (!item) throw notFoundItem();
    reply.header("cache-control", "no-store");
    // Its scripture checked off the server's thread, or from memory when read before.
    return withScriptureCheck(item, user.id);
  });

  app.delete("/api/library/:id", async (request): Promise<DeleteResponse> => {
    const user = await sessions.requireUser(request);
    const { id } = idParams.parse(request.params);
    const until = await library.remove(user.id, id, context.now());
    if (!until) throw notFoundItem();
    return { id, restorableUntil: until.toISOString() };
  });

  app.post("/api/library/:id/restore", async (request) => {
    const user = await sessions.requireUser(request);
    const { id } = idParams.parse(request.params);
    if (!(await library.restore(user.id, id, context.now()))) {
      throw new AppError("not_found", "That item can no longer be restored.");
    }
    return { id };
  });

  scheduleJob(app, context.shared, "library-purge", purgeEveryMs, () =>
    library.purgeDeleted(context.now()),
  );
}
