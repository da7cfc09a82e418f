import type { FastifyInstance } from "fastify";
import { ageVerificationSchema } from "@shared/compliance";
import type { AppContext } from "../../context";
import { ageVerifications } from "../../db/schema";
import { parseInput } from "../../errors";

export function registerComplianceRoutes(app: FastifyInstance, context: AppContext): void {
  app.post(
    "/api/compliance/age-verification",
    { config: { rateLimit: { max: 20, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const input = parseInput(ageVerificationSchema, request.body);
      await context.database.db.insert(ageVerifications).values({
        userId: input.userId,
        verified: input.verified,
        clientTimestamp: input.timestamp ?? null,
      });
      return reply.status(201).send({ ok: true });
    },
  );
}
