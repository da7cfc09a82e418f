import type { FastifyInstance } from "fastify";
import {
  referenceCheckPath,
  referenceCheckQuerySchema,
  referenceCheckRateLimit,
  type ReferenceCheck,
} from "@shared/scripture/reference-check";
import type { AppContext } from "../../context";
import { parseInput } from "../../errors";
import { sessionTokenFrom } from "../auth/session-cache";
import { checkReferenceField, invalidReferenceIn } from "../../scripture/reference-validation";
import { loadPreferences } from "../settings/settings-service";

/**
 * GET /api/scripture/reference?text=…: the forms' as-you-type check of a scripture field, in
 * the signed-in user's translation; the same answer the tool's route refuses a request with.
 */
export function registerScriptureInputRoutes(app: FastifyInstance, context: AppContext): void {
  app.get(
    referenceCheckPath,
    {
      config: {
        rateLimit: {
          max: referenceCheckRateLimit.max,
          timeWindow: `${referenceCheckRateLimit.windowMinutes} minute`,
          keyGenerator: (request) => sessionTokenFrom(request.headers.cookie) ?? request.ip,
        },
      },
    },
    async (request, reply): Promise<ReferenceCheck> => {
      const user = await context.sessions.requireUser(request);
      const query = parseInput(referenceCheckQuerySchema, request.query);
      reply.header("cache-control", "private, no-store");
      if (query.kind === "field") {
        const { translation } = await loadPreferences(context.database.db, user.id);
        return checkReferenceField(query.text, translation);
      }
      // As the image creator's route reads a description.
      const reason = invalidReferenceIn(query.text, "web");
      return reason
        ? { valid: false, osis: "", canonical: "", reason }
        : { valid: true, osis: "", canonical: "" };
    },
  );
}
