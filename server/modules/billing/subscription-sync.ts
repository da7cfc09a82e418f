import type Stripe from "stripe";
import { and, eq, isNull } from "drizzle-orm";
import { subscriptionAccessEnd } from "@shared/subscription";
import type { Db } from "../../db/client";
import { stripeSubscriptions, users } from "../../db/schema";
import { hasSubscriptionAccess } from "../access/access-rule";
import type { PriceCatalog } from "./price-catalog";

type SubscriptionRow = typeof stripeSubscriptions.$inferSelect;

export function customerIdOf(subscription: Stripe.Subscription): string {
  return typeof subscription.customer === "string"
    ? subscription.customer
    : subscription.customer.id;
}

function fromUnix(seconds: number | null | undefined): Date | null {
  return typeof seconds === "number" ? new Date(seconds * 1000) : null;
}

/** The end of the period paid for (Stripe keeps it per item since API 2025-03-31). */
export function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const ends = subscription.items.data.map((item) => item.current_period_end);
  return ends.length > 0 ? fromUnix(Math.max(...ends)) : null;
}

/**
 * Which of a user's subscriptions is "the" subscription shown and used for access:
 * one that gives access, else the newest that ran and ended, else the newest attempt
 * (incomplete or expired checkout), so an abandoned checkout never hides a past plan.
 */
export function currentSubscription(
  rows: SubscriptionRow[],
  now: Date,
): SubscriptionRow | undefined {
  const rank = (row: SubscriptionRow) => {
    if (hasSubscriptionAccess(endFacts(row), now)) return 0;
    if (row.status === "incomplete" || row.status === "incomplete_expired") return 2;
    return 1;
  };
  return [...rows].sort(
    (a, b) => rank(a) - rank(b) || b.stripeCreatedAt.getTime() - a.stripeCreatedAt.getTime(),
  )[0];
}

/** Access facts of one subscription: canceled ones ended when Stripe ended them. */
function endFacts(row: SubscriptionRow) {
  return {
    subscriptionStatus: row.status,
    subscriptionEndsAt: subscriptionAccessEnd(row),
    trialStartedAt: null,
    trialEndsAt: null,
  };
}

/**
 * Writes a subscription, as just fetched from Stripe, to our copy, then sets the owner's
 * subscription facts on `users` from their current subscription. Runs in one transaction
 * holding the user's row, so two deliveries for one user cannot interleave.
 * Returns the owner's id, or null when the customer is not one of our users.
 */
export async function syncSubscription(
  db: Db,
  catalog: PriceCatalog,
  subscription: Stripe.Subscription,
  now: Date,
): Promise<string | null> {
  const customerId = customerIdOf(subscription);
  const claimedUserId = subscription.metadata?.userId;
  return db.transaction(async (tx) => {
    // The customer id is the proof of ownership; metadata only helps before the id is stored.
    const ownerBy = (condition: ReturnType<typeof eq>) =>
      tx
        .select({ id: users.id, stripeCustomerId: users.stripeCustomerId })
        .from(users)
        .where(condition)
        .limit(1)
        .for("update");
    let [owner] = await ownerBy(eq(users.stripeCustomerId, customerId));
    if (!owner && claimedUserId) {
      [owner] = await ownerBy(and(eq(users.id, claimedUserId), isNull(users.stripeCustomerId))!);
    }
    if (!owner) return null;

    const item = subscription.items.data[0];
    const values = {
      userId: owner.id,
      customerId,
      status: subscription.status,
      plan: catalog.planOf(item?.price, subscription.metadata?.planType),
      priceId: item?.price.id ?? null,
      currentPeriodEnd: periodEndOf(subscription),
      cancelAtPeriodEnd:
        subscription.status !== "canceled" &&
        (subscription.cancel_at_period_end || subscription.cancel_at !== null),
      endedAt: fromUnix(subscription.ended_at),
      stripeCreatedAt: fromUnix(subscription.created) ?? now,
      syncedAt: now,
    };
    await tx
      .insert(stripeSubscriptions)
      .values({ id: subscription.id, ...values })
      .onConflictDoUpdate({ target: stripeSubscriptions.id, set: values });

    const rows = await tx
      .select()
      .from(stripeSubscriptions)
      .where(eq(stripeSubscriptions.userId, owner.id));
    const current = currentSubscription(rows, now)!;
    const facts = endFacts(current);
    await tx
      .update(users)
      .set({
        stripeCustomerId: owner.stripeCustomerId ?? customerId,
        stripeSubscriptionId: current.id,
        subscriptionStatus: current.status,
        subscriptionPlan: current.plan,
        subscriptionEndsAt: facts.subscriptionEndsAt,
      })
      .where(eq(users.id, owner.id));
    return owner.id;
  });
}
