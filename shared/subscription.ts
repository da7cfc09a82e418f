import { z } from "zod";
import { planTypes } from "./prices";

export const subscriptionTypes = ["active", "trial", "expired", "none"] as const;
export type SubscriptionType = (typeof subscriptionTypes)[number];

export const tierSchema = z.object({
  name: z.string(),
  price: z.number(),
  currency: z.string(),
  interval: z.enum(["month", "year"]),
  features: z.array(z.string()),
});

export const subscriptionStatusResponseSchema = z.object({
  subscriptionStatus: z.object({
    type: z.enum(subscriptionTypes),
    hasAccess: z.boolean(),
    expiresAt: z.string().nullable(),
    daysLeft: z.number().int().nonnegative(),
  }),
  tiers: z.record(z.enum(planTypes), tierSchema),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponseSchema>;

/**
 * When a stored subscription's access ends: a cancelled one when Stripe ended it (its period
 * end if Stripe gave no end), any other at the end of its current period.
 */
export function subscriptionAccessEnd<T>(subscription: {
  status: string;
  endedAt: T | null;
  currentPeriodEnd: T | null;
}): T | null {
  return subscription.status === "canceled"
    ? (subscription.endedAt ?? subscription.currentPeriodEnd)
    : subscription.currentPeriodEnd;
}

export const statusBadges: Record<SubscriptionType, string> = {
  active: "Active Subscription",
  trial: "Trial Active",
  expired: "Expired",
  none: "No Subscription",
};

export const planTypeSchema = z.object({
  planType: z.enum(planTypes, { message: "Choose the monthly or yearly plan." }),
});
