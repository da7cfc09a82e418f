import type { PlanType } from "@shared/prices";

/** Stripe settings, read from the environment by server/config.ts. Absent: payments are off. */
export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Price ids from the environment; a plan without one is found by its lookup key. */
  priceIds: Partial<Record<PlanType, string>>;
  /** Where the Stripe SDK sends requests; tests point it at a local fake. */
  api?: { host: string; port: number; protocol: "http" | "https" };
}

export interface StripeEnv {
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_PUBLISHABLE_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_PRICE_MONTHLY?: string | undefined;
  STRIPE_PRICE_YEARLY?: string | undefined;
  STRIPE_API_BASE?: string | undefined;
}

/** Builds the Stripe settings, or says which variable is wrong. All three keys go together. */
export function stripeConfigFrom(
  env: StripeEnv,
): { config: StripeConfig | undefined } | { error: string } {
  const keys = {
    STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: env.STRIPE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
  };
  const missing = Object.entries(keys)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length === 3) return { config: undefined };
  if (missing.length > 0) {
    return {
      error: `${missing.join(", ")}: required when any of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET is set`,
    };
  }
  const secretKey = keys.STRIPE_SECRET_KEY!;
  const publishableKey = keys.STRIPE_PUBLISHABLE_KEY!;
  const webhookSecret = keys.STRIPE_WEBHOOK_SECRET!;
  if (!/^(sk|rk)_(test|live)_/.test(secretKey)) {
    return { error: "STRIPE_SECRET_KEY: must start with sk_test_, sk_live_, rk_test_ or rk_live_" };
  }
  if (!/^pk_(test|live)_/.test(publishableKey)) {
    return { error: "STRIPE_PUBLISHABLE_KEY: must start with pk_test_ or pk_live_" };
  }
  if (!webhookSecret.startsWith("whsec_")) {
    return { error: "STRIPE_WEBHOOK_SECRET: must start with whsec_" };
  }
  if (modeOf(secretKey) !== modeOf(publishableKey)) {
    return {
      error:
        "STRIPE_PUBLISHABLE_KEY: must be from the same mode (test or live) as STRIPE_SECRET_KEY",
    };
  }
  const priceIds: StripeConfig["priceIds"] = {};
  for (const [plan, value] of [
    ["monthly", env.STRIPE_PRICE_MONTHLY],
    ["yearly", env.STRIPE_PRICE_YEARLY],
  ] as const) {
    if (!value) continue;
    if (!value.startsWith("price_")) {
      return { error: `STRIPE_PRICE_${plan.toUpperCase()}: must be a price id (price_...)` };
    }
    priceIds[plan] = value;
  }
  const config: StripeConfig = { secretKey, publishableKey, webhookSecret, priceIds };
  if (env.STRIPE_API_BASE) {
    const url = new URL(env.STRIPE_API_BASE);
    const protocol = url.protocol.replace(":", "");
    if (protocol !== "http" && protocol !== "https") {
      return { error: "STRIPE_API_BASE: must be an http:// or https:// address" };
    }
    config.api = {
      host: url.hostname,
      port: url.port ? Number(url.port) : protocol === "https" ? 443 : 80,
      protocol,
    };
  }
  return { config };
}

function modeOf(key: string): "test" | "live" {
  return key.includes("_live_") ? "live" : "test";
}

/** For the start-up summary: mode and API host, never a key. */
export function describeStripe(config: StripeConfig | undefined): string {
  if (!config) return "not configured (trial only)";
  const mode = modeOf(config.secretKey) === "live" ? "live mode" : "test mode";
  const host = config.api
    ? ` via ${config.api.protocol}://${config.api.host}:${config.api.port}`
    : "";
  return `Stripe, ${mode}${host}`;
}
