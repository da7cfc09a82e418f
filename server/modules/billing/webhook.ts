import type Stripe from "stripe";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { stripeIdPattern } from "@shared/billing/billing";
import type { Db } from "../../db/client";
import { stripeEvents, users } from "../../db/schema";
import { AppError } from "../../errors";
import type { Mailer } from "../email/mailer";
import type { BillingService } from "./billing-service";
import type { PriceCatalog } from "./price-catalog";
import { paymentFailedEmail } from "./payment-failed-email";
import { isMissingResource, stripeFailure } from "./stripe-errors";
import { periodEndOf } from "./subscription-sync";

export interface WebhookDeps {
  db: Db;
  stripe: Stripe;
  webhookSecret: string;
  billing: BillingService;
  catalog: PriceCatalog;
  mailer: Mailer;
  publicUrl: string;
  supportEmail: string;
}

const subscriptionEvents = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
]);
const invoiceEvents = new Set([
  "invoice.paid",
  "invoice.payment_succeeded",
  "invoice.payment_failed",
  "invoice.payment_action_required",
]);

/** The events to enable on the webhook endpoint (printed by `npm run stripe:setup`). */
export const handledEventTypes = [...subscriptionEvents, ...invoiceEvents];

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  const id = typeof value === "string" ? value : value?.id;
  return typeof id === "string" && id !== "" ? id : undefined;
}

/** Signed by Stripe, yet still checked: a malformed event must get a 400, not a 500. */
function isEventEnvelope(event: Stripe.Event): boolean {
  const { id, type, data } = event as Partial<Stripe.Event>;
  return (
    typeof id === "string" &&
    id.length > 0 &&
    id.length <= 255 &&
    typeof type === "string" &&
    typeof data?.object === "object" &&
    data.object !== null &&
    namesWellFormedSubscription(event)
  );
}

/** An id no Stripe object has (spaces, 10 KB) would only make Stripe's API answer an error. */
function namesWellFormedSubscription(event: Stripe.Event): boolean {
  const subscriptionId = subscriptionIdOf(event);
  return subscriptionId === undefined || stripeIdPattern.test(subscriptionId);
}

/** The subscription an event is about, if any (invoices name it under parent since API 2025-03-31). */
export function subscriptionIdOf(event: Stripe.Event): string | undefined {
  if (subscriptionEvents.has(event.type)) {
    return idOf(event.data.object as Stripe.Subscription);
  }
  if (invoiceEvents.has(event.type)) {
    const invoice = event.data.object as Stripe.Invoice & {
      /** Where endpoints on API versions before 2025-03-31 put it. */
      subscription?: string | { id: string } | null;
    };
    return idOf(invoice.parent?.subscription_details?.subscription ?? invoice.subscription);
  }
  return undefined;
}

/**
 * Handles one verified event. The event is only a trigger: the subscription is fetched
 * from Stripe and its current state stored, so late, repeated or out-of-order deliveries
 * all end in Stripe's present state.
 */
async function handleEvent(deps: WebhookDeps, event: Stripe.Event, log: FastifyBaseLogger) {
  const subscriptionId = subscriptionIdOf(event);
  if (!subscriptionId) return "ignored";
  let subscription: Stripe.Subscription;
  try {
    subscription = await deps.stripe.subscriptions.retrieve(subscriptionId);
  } catch (error) {
    if (isMissingResource(error)) {
      log.warn({ subscriptionId, event: event.id }, "stripe event names an unknown subscription");
      return "ignored";
    }
    throw error;
  }
  const userId = await deps.billing.sync(subscription);
  if (!userId) {
    log.warn({ subscriptionId, event: event.id }, "stripe subscription belongs to no user here");
    return "ignored";
  }
  if (event.type === "invoice.payment_failed") {
    const [user] = await deps.db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, userId));
    if (user) {
      await deps.mailer.send(
        paymentFailedEmail({
          to: user.email,
          firstName: user.firstName,
          plan: deps.catalog.planOf(
            subscription.items.data[0]?.price,
            subscription.metadata?.planType,
          ),
          status: subscription.status,
          accessUntil: periodEndOf(subscription),
          publicUrl: deps.publicUrl,
          supportEmail: deps.supportEmail,
        }),
      );
    }
  }
  return "processed";
}

/**
 * POST /api/stripe/webhook, in a scope of its own: here JSON arrives as raw bytes,
 * because Stripe signs the exact body; other routes keep the normal JSON parser.
 */
export async function registerStripeWebhook(
  app: FastifyInstance,
  deps: WebhookDeps | undefined,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "buffer", bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );

    scope.post("/api/stripe/webhook", async (request) => {
      if (!deps) {
        throw new AppError("service_unavailable", "Payments are not configured on this server.");
      }
      const signature = request.headers["stripe-signature"];
      if (typeof signature !== "string" || !Buffer.isBuffer(request.body)) {
        throw new AppError("bad_request", "Missing Stripe signature or body.");
      }
      let event: Stripe.Event;
      try {
        event = deps.stripe.webhooks.constructEvent(request.body, signature, deps.webhookSecret);
      } catch {
        throw new AppError("bad_request", "The Stripe signature does not match this body.");
      }
      if (!isEventEnvelope(event)) {
        throw new AppError(
          "bad_request",
          "This is not a Stripe event: it lacks an id, type or object, or names a malformed subscription.",
        );
      }

      const claimed = await deps.db
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      if (claimed.length === 0) return { received: true, duplicate: true };
      try {
        const outcome = await handleEvent(deps, event, request.log);
        return { received: true, outcome };
      } catch (error) {
        // Not done: forget the event so Stripe's retry is processed, not skipped.
        await deps.db.delete(stripeEvents).where(eq(stripeEvents.id, event.id));
        throw stripeFailure(error, request.log, `handle ${event.type}`);
      }
    });
  });
}
