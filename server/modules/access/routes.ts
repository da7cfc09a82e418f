import type { FastifyInstance } from "fastify";
import { and, eq, isNull } from "drizzle-orm";
import { currency, planFeatures, plans } from "@shared/prices";
import type { SubscriptionStatusResponse } from "@shared/subscription";
import type { UsageLimits } from "@shared/usage-limits";
import type { AppContext } from "../../context";
import { users } from "../../db/schema";
import { AppError } from "../../errors";
import { usageLimitsOf } from "../limits/usage-routes";
import { accessSummary, hasSubscriptionAccess, trialLengthMs } from "./access-rule";

export function tiers(limits: UsageLimits): SubscriptionStatusResponse["tiers"] {
  const tier = (id: keyof typeof plans) => ({
    name: plans[id].name,
    price: plans[id].amountCents / 100,
    currency,
    interval: plans[id].interval,
    features: planFeatures(limits),
  });
  return { monthly: tier("monthly"), yearly: tier("yearly") };
}

export function registerAccessRoutes(app: FastifyInstance, context: AppContext): void {
  const { sessions, database } = context;

  app.get(
    "/api/subscription/status",
    async (request, reply): Promise<SubscriptionStatusResponse> => {
      const user = await sessions.requireUser(request);
      const summary = accessSummary(user, context.now());
      reply.header("cache-control", "no-store");
      return {
        subscriptionStatus: {
          type: summary.type,
          hasAccess: summary.hasAccess,
          expiresAt: summary.expiresAt?.toISOString() ?? null,
          daysLeft: summary.daysLeft,
        },
        tiers: tiers(usageLimitsOf(context.config)),
      };
    },
  );

  app.post("/api/trial/activate", async (request) => {
    const user = await sessions.requireUser(request);
    const now = context.now();
    if (hasSubscriptionAccess(user, now)) {
      throw new AppError(
        "conflict",
        "You already have an active subscription, so there is no need for a trial.",
      );
    }
    const endsAt = new Date(now.getTime() + trialLengthMs);
    // One statement, so two clicks at once cannot both start a trial.
    const started = await database.db
      .update(users)
      .set({ trialStartedAt: now, trialEndsAt: endsAt })
      .where(and(eq(users.id, user.id), isNull(users.trialStartedAt)))
      .returning({ trialEndsAt: users.trialEndsAt });
    sessions.forgetUser(user.id);
    if (started.length === 0) {
      throw new AppError(
        "conflict",
        "Your free trial has already been used. Subscribe to keep using the tools.",
      );
    }
    return { trialStatus: "active", trialEndsAt: endsAt.toISOString() };
  });
}
