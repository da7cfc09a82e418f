import { trialDays } from "@shared/prices";
import type { SubscriptionType } from "@shared/subscription";

/**
 * The one rule for tool access, on the server. users.subscriptionStatus holds Stripe's
 * subscription status as the webhook last fetched it, and maps to access like this:
 * - active, trialing: access;
 * - past_due: access until the end of the current period (subscriptionEndsAt) while
 *   Stripe retries the payment; Stripe then moves it to canceled or unpaid;
 * - canceled, unpaid, paused, incomplete, incomplete_expired, inactive (never subscribed): none.
 * The status page calls a subscription that ran and ended (canceled, unpaid, paused, lapsed
 * past_due) "expired"; a checkout that was never paid (incomplete, incomplete_expired) is
 * "no subscription".
 * A free trial gives access until trialEndsAt. Expiry is computed from stored times,
 * so no job has to flip a flag when a trial or period ends.
 */
export interface AccessFacts {
  subscriptionStatus: string;
  subscriptionEndsAt: Date | null;
  trialStartedAt: Date | null;
  trialEndsAt: Date | null;
}

const dayMs = 24 * 60 * 60 * 1000;

export function hasSubscriptionAccess(facts: AccessFacts, now: Date): boolean {
  switch (facts.subscriptionStatus) {
    case "active":
    case "trialing":
      return true;
    case "past_due":
      return facts.subscriptionEndsAt !== null && facts.subscriptionEndsAt > now;
    default:
      return false;
  }
}

export function trialStatus(facts: AccessFacts, now: Date): "none" | "active" | "expired" {
  if (!facts.trialEndsAt) return "none";
  return facts.trialEndsAt > now ? "active" : "expired";
}

export function hasAccess(facts: AccessFacts, now: Date): boolean {
  return hasSubscriptionAccess(facts, now) || trialStatus(facts, now) === "active";
}

const endedSubscriptionStatuses = new Set(["canceled", "unpaid", "paused", "past_due"]);

export interface AccessSummary {
  type: SubscriptionType;
  hasAccess: boolean;
  expiresAt: Date | null;
  daysLeft: number;
}

/** What the status page shows: which kind of access, until when, and days left. */
export function accessSummary(facts: AccessFacts, now: Date): AccessSummary {
  const daysUntil = (end: Date | null) =>
    end ? Math.max(0, Math.ceil((end.getTime() - now.getTime()) / dayMs)) : 0;
  if (hasSubscriptionAccess(facts, now)) {
    return {
      type: "active",
      hasAccess: true,
      expiresAt: facts.subscriptionEndsAt,
      daysLeft: daysUntil(facts.subscriptionEndsAt),
    };
  }
  const trial = trialStatus(facts, now);
  if (trial === "active") {
    return {
      type: "trial",
      hasAccess: true,
      expiresAt: facts.trialEndsAt,
      daysLeft: daysUntil(facts.trialEndsAt),
    };
  }
  if (endedSubscriptionStatuses.has(facts.subscriptionStatus)) {
    return { type: "expired", hasAccess: false, expiresAt: facts.subscriptionEndsAt, daysLeft: 0 };
  }
  if (trial === "expired") {
    return { type: "expired", hasAccess: false, expiresAt: facts.trialEndsAt, daysLeft: 0 };
  }
  return { type: "none", hasAccess: false, expiresAt: null, daysLeft: 0 };
}

export const trialLengthMs = trialDays * dayMs;
