import type Stripe from "stripe";
import type { StripeConfig } from "./stripe-config";

/**
 * The one Stripe client. Every write passes an idempotency key, so the SDK's own retries
 * (and ours) can never charge or create twice. The SDK is loaded only when payments are
 * configured, so a server without Stripe keys never pays for it at start.
 */
export async function createStripeClient(config: StripeConfig): Promise<Stripe> {
  const { default: StripeSdk } = await import("stripe");
  return new StripeSdk(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "Kingdom Tools" },
    ...(config.api ?? {}),
  });
}

export type { Stripe };
