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

export const statusBadges: Record<SubscriptionType, string> = {
  active: "Active Subscription",
  trial: "Trial Active",
  expired: "Expired",
  none: "No Subscription",
};

export const planTypeSchema = z.object({
  planType: z.enum(planTypes, { message: "Choose the monthly or yearly plan." }),
});
