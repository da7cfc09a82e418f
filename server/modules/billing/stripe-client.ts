import Stripe from "stripe";
import type { StripeConfig } from "./stripe-config";

/**
 * The one Stripe client. Every write passes an idempotency key, so the SDK's own retries
 * (and ours) can never charge or create twice.
 */
export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "Kingdom Tools" },
    ...(config.api ?? {}),
  });
}

export type { Stripe };
