import type Stripe from "stripe";
import { currency, formatPrice, plans, planTypes, type PlanType } from "@shared/prices";
import { AppError } from "../../errors";
import type { StripeConfig } from "./stripe-config";

/** Stripe finds our two prices by these keys (see `npm run stripe:setup`). */
export const priceLookupKeys: Record<PlanType, string> = {
  monthly: "kingdom_tools_monthly",
  yearly: "kingdom_tools_yearly",
};

/** Whether a Stripe price charges exactly what shared/prices.ts says for the plan. */
export function priceMatchesPlan(price: Stripe.Price, plan: PlanType): boolean {
  const expected = plans[plan];
  return (
    price.active &&
    price.type === "recurring" &&
    price.currency === currency.toLowerCase() &&
    price.unit_amount === expected.amountCents &&
    price.recurring?.interval === expected.interval &&
    (price.recurring?.interval_count ?? 1) === 1
  );
}

function describePrice(price: Stripe.Price): string {
  const amount = price.unit_amount === null ? "no fixed amount" : formatPrice(price.unit_amount);
  return `${amount} ${price.currency.toUpperCase()} per ${price.recurring?.interval ?? "one-off"}`;
}

/**
 * The Stripe price for each plan, found once and checked against the one price source
 * (shared/prices.ts): a server never charges an amount its pages do not show.
 */
export function createPriceCatalog(stripe: Stripe, config: StripeConfig) {
  const resolved = new Map<PlanType, string>();

  async function fetchPrice(plan: PlanType): Promise<Stripe.Price | undefined> {
    const configuredId = config.priceIds[plan];
    if (configuredId) return stripe.prices.retrieve(configuredId);
    const found = await stripe.prices.list({
      lookup_keys: [priceLookupKeys[plan]],
      active: true,
      limit: 1,
    });
    return found.data[0];
  }

  async function priceIdFor(plan: PlanType): Promise<string> {
    const known = resolved.get(plan);
    if (known) return known;
    const price = await fetchPrice(plan);
    if (!price) {
      throw new AppError(
        "service_unavailable",
        `Payments are not fully set up on this server: Stripe has no ${plan} price yet. The operator can run "npm run stripe:setup".`,
      );
    }
    if (!priceMatchesPlan(price, plan)) {
      throw new AppError(
        "service_unavailable",
        `Payments are paused: Stripe's ${plan} price (${describePrice(price)}) differs from this server's ${formatPrice(plans[plan].amountCents)} per ${plans[plan].interval}. The operator can run "npm run stripe:setup".`,
      );
    }
    resolved.set(plan, price.id);
    return price.id;
  }

  /** Which plan a subscription's price belongs to, by id, lookup key or our metadata. */
  function planOf(
    price: Stripe.Price | undefined,
    metadataPlan: string | undefined,
  ): PlanType | null {
    if (price) {
      for (const plan of planTypes) {
        if (resolved.get(plan) === price.id || config.priceIds[plan] === price.id) return plan;
        if (price.lookup_key === priceLookupKeys[plan]) return plan;
      }
    }
    return planTypes.find((plan) => plan === metadataPlan) ?? null;
  }

  return { priceIdFor, planOf };
}

export type PriceCatalog = ReturnType<typeof createPriceCatalog>;
