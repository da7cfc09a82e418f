import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { createContentService } from "../content/content-service";
import { registerExportRoutes } from "../exports/routes";
import { createUsageLimiter } from "../limits/usage-limiter";
import { registerContentEmailRoutes } from "./content-email";
import { createLibraryService } from "./library-service";
import { registerLibraryRoutes } from "./routes";

/** The library and what is done with its items: read, delete, export, email. */
export function registerLibraryModule(app: FastifyInstance, context: AppContext): void {
  const library = createLibraryService(context.database.db);
  const limiter = createUsageLimiter(context.shared);
  const content = createContentService(context.database.db, {
    limiter,
    storage: context.config.contentStorage,
    now: context.now,
  });
  registerLibraryRoutes(app, context, library, content);
  registerExportRoutes(app, context, library);
  registerContentEmailRoutes(app, context, library, limiter);
}
