import { createHash, randomUUID } from "node:crypto";
import type Stripe from "stripe";
import { and, eq, isNull } from "drizzle-orm";
import type { PlanType } from "@shared/prices";
import { subscriptionAccessEnd } from "@shared/subscription";
import type { CreateSubscriptionResponse, ManagedSubscription } from "@shared/billing/billing";
import type { Db } from "../../db/client";
import { stripeSubscriptions, users } from "../../db/schema";
import { AppError } from "../../errors";
import { hasSubscriptionAccess } from "../access/access-rule";
import type { PriceCatalog } from "./price-catalog";
import { isMissingResource } from "./stripe-errors";
import { currentSubscription, syncSubscription } from "./subscription-sync";

/** Statuses Stripe still bills: such a subscription can be cancelled or resumed. */
const billedStatuses = new Set(["active", "trialing", "past_due"]);

function shortHash(parts: string[]): string {
  return createHash("sha256").update(parts.join(",")).digest("hex").slice(0, 16);
}

function clientSecretOf(subscription: Stripe.Subscription): string | undefined {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === "string") return undefined;
  if (invoice.status !== "open") return undefined;
  return invoice.confirmation_secret?.client_secret ?? undefined;
}

export interface BillingServiceDeps {
  db: Db;
  stripe: Stripe;
  catalog: PriceCatalog;
  publicUrl: string;
  now: () => Date;
  /** After a user's subscription facts change, so cached sessions see it. */
  onUserChanged: (userId: string) => void;
}

/** Creating, reading, cancelling and resuming a user's Stripe subscription. */
/** Statuses after which Stripe bills no more. */
const endedStatuses = new Set(["canceled", "incomplete_expired"]);

export function createBillingService(deps: BillingServiceDeps) {
  const { db, stripe, catalog } = deps;

  async function sync(subscription: Stripe.Subscription): Promise<string | null> {
    const userId = await syncSubscription(db, catalog, subscription, deps.now());
    if (userId) deps.onUserChanged(userId);
    return userId;
  }

  async function storedCustomerId(userId: string): Promise<string | null> {
    const [row] = await db
      .select({ stripeCustomerId: users.stripeCustomerId })
      .from(users)
      .where(eq(users.id, userId));
    return row?.stripeCustomerId ?? null;
  }

  /** The user's Stripe customer: the stored one while Stripe still has it, else a new one. */
  async function ensureCustomer(user: { id: string; email: string; name: string }) {
    const stored = await storedCustomerId(user.id);
    if (stored) {
      try {
        const customer = await stripe.customers.retrieve(stored);
        if (!customer.deleted) return stored;
      } catch (error) {
        if (!isMissingResource(error)) throw error;
      }
    }
    const customer = await stripe.customers.create(
      { email: user.email, name: user.name || undefined, metadata: { userId: user.id } },
      // Keyed by the user (and the customer it replaces), so two clicks make one customer.
      { idempotencyKey: `create-customer:${user.id}:${stored ?? "first"}` },
    );
    const saved = await db
      .update(users)
      .set({ stripeCustomerId: customer.id })
      .where(
        and(
          eq(users.id, user.id),
          stored ? eq(users.stripeCustomerId, stored) : isNull(users.stripeCustomerId),
        ),
      )
      .returning({ id: users.id });
    deps.onUserChanged(user.id);
    if (saved.length > 0) return customer.id;
    // Another request stored a customer first: use that one.
    return (await storedCustomerId(user.id)) ?? customer.id;
  }

  async function createSubscription(
    user: { id: string; email: string; name: string },
    planType: PlanType,
  ): Promise<CreateSubscriptionResponse> {
    const priceId = await catalog.priceIdFor(planType);
    const customerId = await ensureCustomer(user);
    const existing = await stripe.subscriptions.list({
      customer: customerId,
      status: "all",
      limit: 100,
      expand: ["data.latest_invoice.confirmation_secret"],
    });

    const running = existing.data.find((subscription) => billedStatuses.has(subscription.status));
    if (running) {
      await sync(running);
      throw new AppError(
        "conflict",
        running.status === "past_due"
          ? "Your subscription has an unpaid invoice. Update your payment method on the Subscription page instead of starting a new one."
          : "You already have an active subscription. Manage it on the Subscription page.",
      );
    }

    for (const open of existing.data.filter(
      (subscription) => subscription.status === "incomplete",
    )) {
      const secret = clientSecretOf(open);
      if (secret && open.items.data.some((item) => item.price.id === priceId)) {
        await sync(open);
        return { clientSecret: secret, subscriptionId: open.id, planType };
      }
      // An unfinished checkout for the other plan: close it so only one stays open.
      await stripe.subscriptions.cancel(
        open.id,
        {},
        { idempotencyKey: `cancel-incomplete:${open.id}` },
      );
    }

    const created = await stripe.subscriptions.create(
      {
        customer: customerId,
        items: [{ price: priceId }],
        payment_behavior: "default_incomplete",
        payment_settings: { save_default_payment_method: "on_subscription" },
        expand: ["latest_invoice.confirmation_secret"],
        metadata: { userId: user.id, planType },
      },
      {
        // Same customer, plan and history of subscriptions: the same request, so a double
        // click or a retry returns the subscription already made instead of a second one.
        idempotencyKey: `create-subscription:${customerId}:${priceId}:${shortHash(
          existing.data.map((subscription) => subscription.id).sort(),
        )}`,
      },
    );
    await sync(created);
    const clientSecret = clientSecretOf(created);
    if (!clientSecret) {
      throw new AppError("provider_error", "No payment secret received from server");
    }
    return { clientSecret, subscriptionId: created.id, planType };
  }

  async function rowsOf(userId: string) {
    return db.select().from(stripeSubscriptions).where(eq(stripeSubscriptions.userId, userId));
  }

  function view(row: typeof stripeSubscriptions.$inferSelect): ManagedSubscription {
    return {
      id: row.id,
      status: row.status,
      plan: row.plan === "monthly" || row.plan === "yearly" ? row.plan : null,
      currentPeriodEnd: subscriptionAccessEnd(row)?.toISOString() ?? null,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      manageable:
        billedStatuses.has(row.status) &&
        hasSubscriptionAccess(
          {
            subscriptionStatus: row.status,
            subscriptionEndsAt: row.currentPeriodEnd,
            trialStartedAt: null,
            trialEndsAt: null,
          },
          deps.now(),
        ),
    };
  }

  /** The subscription the management card shows; unfinished checkouts are not shown. */
  async function managedSubscription(userId: string): Promise<ManagedSubscription | null> {
    const current = currentSubscription(await rowsOf(userId), deps.now());
    if (!current || current.status === "incomplete" || current.status === "incomplete_expired") {
      return null;
    }
    return view(current);
  }

  /** One of the user's own subscriptions, or 404: another user's id is never found. */
  async function ownManageable(userId: string, subscriptionId: string) {
    const [row] = await db
      .select()
      .from(stripeSubscriptions)
      .where(
        and(eq(stripeSubscriptions.id, subscriptionId), eq(stripeSubscriptions.userId, userId)),
      );
    if (!row) throw new AppError("not_found", "No such subscription on your account.");
    if (!view(row).manageable) {
      throw new AppError("conflict", "This subscription has already ended.");
    }
    return row;
  }

  async function updateAndView(
    userId: string,
    subscriptionId: string,
    params: Stripe.SubscriptionUpdateParams,
    action: string,
  ): Promise<ManagedSubscription> {
    const updated = await stripe.subscriptions.update(subscriptionId, params, {
      idempotencyKey: `${action}:${subscriptionId}:${randomUUID()}`,
    });
    await sync(updated);
    const [row] = await db
      .select()
      .from(stripeSubscriptions)
      .where(
        and(eq(stripeSubscriptions.id, subscriptionId), eq(stripeSubscriptions.userId, userId)),
      );
    return view(row!);
  }

  /** Stops renewal: access continues to the end of the period already paid for. */
  async function cancelAtPeriodEnd(userId: string, subscriptionId: string) {
    const row = await ownManageable(userId, subscriptionId);
    if (row.cancelAtPeriodEnd) {
      throw new AppError(
        "conflict",
        "This subscription is already set to end at the close of the period.",
      );
    }
    return updateAndView(
      userId,
      subscriptionId,
      { cancel_at_period_end: true },
      "cancel-at-period-end",
    );
  }

  /** Undoes a pending cancellation before the period ends. */
  async function resume(userId: string, subscriptionId: string) {
    const row = await ownManageable(userId, subscriptionId);
    if (!row.cancelAtPeriodEnd) {
      throw new AppError(
        "conflict",
        "This subscription is not set to end, so there is nothing to resume.",
      );
    }
    return updateAndView(userId, subscriptionId, { cancel_at_period_end: false }, "resume");
  }

  /** A Stripe customer-portal link for invoices and the payment method. */
  async function portalUrl(userId: string): Promise<string> {
    const customerId = await storedCustomerId(userId);
    if (!customerId) {
      throw new AppError(
        "conflict",
        "There is no billing account yet: subscribe first to see invoices.",
      );
    }
    const session = await stripe.billingPortal.sessions.create(
      { customer: customerId, return_url: `${deps.publicUrl}/subscription` },
      { idempotencyKey: `portal:${customerId}:${randomUUID()}` },
    );
    return session.url;
  }

  /**
   * Ends every subscription of the user at once, for account closure: nobody is billed
   * for an account they deleted. Subscriptions Stripe no longer knows count as ended.
   */
  async function cancelAllNow(userId: string): Promise<number> {
    const open = (await rowsOf(userId)).filter((row) => !endedStatuses.has(row.status));
    for (const row of open) {
      try {
        const canceled = await stripe.subscriptions.cancel(
          row.id,
          { prorate: false },
          { idempotencyKey: `close-account:${row.id}` },
        );
        await sync(canceled);
      } catch (error) {
        if (!isMissingResource(error)) throw error;
      }
    }
    return open.length;
  }

  return {
    createSubscription,
    managedSubscription,
    cancelAtPeriodEnd,
    resume,
    portalUrl,
    sync,
    cancelAllNow,
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
