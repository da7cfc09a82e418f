import { z } from "zod";
import { planTypes } from "../prices";

/** What the browser needs to take a payment: whether Stripe is set up, and its public key. */
export const billingConfigSchema = z.object({
  configured: z.boolean(),
  publishableKey: z.string().nullable(),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** POST /api/create-subscription's answer. */
export const createSubscriptionResponseSchema = z.object({
  clientSecret: z.string(),
  subscriptionId: z.string(),
  planType: z.enum(planTypes),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

/** The signed-in user's paid subscription as the management card shows it. */
export const managedSubscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  plan: z.enum(planTypes).nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** True while Stripe still bills it (active, trialing, past_due): it can be cancelled or resumed. */
  manageable: z.boolean(),
});
export type ManagedSubscription = z.infer<typeof managedSubscriptionSchema>;

/** POST /api/billing/cancel and /api/billing/resume answer with the subscription as it is now. */
export const manageSubscriptionResponseSchema = z.object({
  subscription: managedSubscriptionSchema,
});

export const billingSubscriptionResponseSchema = z.object({
  configured: z.boolean(),
  subscription: managedSubscriptionSchema.nullable(),
});
export type BillingSubscriptionResponse = z.infer<typeof billingSubscriptionResponseSchema>;

/** What a Stripe object id (sub_…, cus_…) can be made of. */
export const stripeIdPattern = /^[A-Za-z0-9_]{1,255}$/;

export const subscriptionIdSchema = z.object({
  subscriptionId: z
    .string({ message: "Subscription id is required." })
    .trim()
    .min(1, "Subscription id is required.")
    .max(255, "That subscription id is too long.")
    .regex(stripeIdPattern, "That is not a valid subscription id."),
});

export const portalSessionResponseSchema = z.object({ url: z.string() });

/** How long the page waits for the webhook before saying so. */
export const activationWaitMs = 10_000;
export const activationPollMs = 2_000;
