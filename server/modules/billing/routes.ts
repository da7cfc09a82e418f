import type { FastifyInstance } from "fastify";
import { planTypeSchema } from "@shared/subscription";
import {
  subscriptionIdSchema,
  type BillingConfig,
  type BillingSubscriptionResponse,
} from "@shared/billing/billing";
import type { AppContext } from "../../context";
import { AppError, parseInput } from "../../errors";
import { createBillingService, type BillingService } from "./billing-service";
import { createPriceCatalog } from "./price-catalog";
import { createStripeClient } from "./stripe-client";
import { perUserRateLimit } from "../limits/per-user-rate-limit";
import { stripeFailure } from "./stripe-errors";
import { registerStripeWebhook } from "./webhook";

const notConfigured = () =>
  new AppError(
    "service_unavailable",
    "Payments are not configured on this server, so subscriptions cannot be bought here. The free trial still works.",
  );

/**
 * Subscriptions through Stripe: create, manage, the customer portal and the webhook.
 * Returns the billing service (when payments are configured) for account closure.
 */
export async function registerBillingRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<BillingService | undefined> {
  const { config, sessions, database } = context;
  let billing: BillingService | undefined;
  if (config.stripe) {
    const stripe = await createStripeClient(config.stripe);
    const catalog = createPriceCatalog(stripe, config.stripe);
    billing = createBillingService({
      db: database.db,
      stripe,
      catalog,
      publicUrl: config.publicUrl,
      now: context.now,
      onUserChanged: (userId) => sessions.forgetUser(userId),
    });
    await registerStripeWebhook(app, {
      db: database.db,
      stripe,
      webhookSecret: config.stripe.webhookSecret,
      billing,
      catalog,
      mailer: context.mailer,
      publicUrl: config.publicUrl,
      supportEmail: config.supportEmail,
    });
  } else {
    await registerStripeWebhook(app, undefined);
  }

  const billingConfig: BillingConfig = {
    configured: billing !== undefined,
    publishableKey: config.stripe?.publishableKey ?? null,
  };
  app.get("/api/billing/config", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return billingConfig;
  });

  function requireBilling(): BillingService {
    if (!billing) throw notConfigured();
    return billing;
  }

  /** Writes to Stripe are few per person; this keeps a stuck button from hammering it. */
  const writeLimit = perUserRateLimit(
    sessions,
    { max: 20, timeWindow: "1 minute" },
    "You have changed your subscription many times in the last minute. Please wait a moment.",
  );

  app.post("/api/create-subscription", { config: writeLimit }, async (request) => {
    const user = await sessions.requireUser(request);
    const service = requireBilling();
    const { planType } = parseInput(planTypeSchema, request.body);
    try {
      return await service.createSubscription(user, planType);
    } catch (error) {
      throw stripeFailure(error, request.log, "create a subscription");
    }
  });

  app.get(
    "/api/billing/subscription",
    async (request, reply): Promise<BillingSubscriptionResponse> => {
      const user = await sessions.requireUser(request);
      reply.header("cache-control", "no-store");
      return {
        configured: billing !== undefined,
        subscription: billing ? await billing.managedSubscription(user.id) : null,
      };
    },
  );

  app.post("/api/billing/cancel", { config: writeLimit }, async (request) => {
    const user = await sessions.requireUser(request);
    const service = requireBilling();
    const { subscriptionId } = parseInput(subscriptionIdSchema, request.body);
    try {
      return { subscription: await service.cancelAtPeriodEnd(user.id, subscriptionId) };
    } catch (error) {
      throw stripeFailure(error, request.log, "cancel a subscription");
    }
  });

  app.post("/api/billing/resume", { config: writeLimit }, async (request) => {
    const user = await sessions.requireUser(request);
    const service = requireBilling();
    const { subscriptionId } = parseInput(subscriptionIdSchema, request.body);
    try {
      return { subscription: await service.resume(user.id, subscriptionId) };
    } catch (error) {
      throw stripeFailure(error, request.log, "resume a subscription");
    }
  });

  app.post("/api/billing/portal", { config: writeLimit }, async (request) => {
    const user = await sessions.requireUser(request);
    const service = requireBilling();
    try {
      return { url: await service.portalUrl(user.id) };
    } catch (error) {
      throw stripeFailure(error, request.log, "open the billing portal");
    }
  });
  return billing;
}
