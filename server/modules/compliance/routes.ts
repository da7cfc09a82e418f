import type { FastifyInstance } from "fastify";
import { ageVerificationSchema } from "@shared/compliance";
import type { AppContext } from "../../context";
import { ageVerifications } from "../../db/schema";
import { AppError, parseInput } from "../../errors";

const anonymous = "anonymous";

export function registerComplianceRoutes(app: FastifyInstance, context: AppContext): void {
  app.post(
    "/api/compliance/age-verification",
    { config: { rateLimit: { max: 20, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const input = parseInput(ageVerificationSchema, request.body);
      // Whose confirmation it is comes from the session, never from what the client says.
      const user = await context.sessions.currentUser(request);
      const userId = user?.id ?? anonymous;
      if (input.userId !== anonymous && input.userId !== userId) {
        throw new AppError("validation_error", "Please correct the highlighted fields.", {
          userId: "An age confirmation is recorded for the signed-in account only.",
        });
      }
      await context.database.db.insert(ageVerifications).values({
        userId,
        verified: input.verified,
        clientTimestamp: input.timestamp ?? null,
      });
      return reply.status(201).send({ ok: true });
    },
  );
}
