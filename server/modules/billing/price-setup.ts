import type Stripe from "stripe";
import { currency, plans, planTypes, type PlanType } from "@shared/prices";
import { priceLookupKeys, priceMatchesPlan } from "./price-catalog";
import { isMissingResource } from "./stripe-errors";

export const productId = "kingdom_tools";

export interface PriceSetupResult {
  productId: string;
  prices: Record<PlanType, { id: string; action: "kept" | "created" }>;
}

/**
 * Makes Stripe hold exactly the prices in shared/prices.ts, found by lookup key. Safe to
 * run again: matching prices are kept; a price that differs is replaced by a new one
 * that takes over its lookup key, and the old one is archived (Stripe prices are immutable).
 */
export async function setUpStripePrices(stripe: Stripe): Promise<PriceSetupResult> {
  try {
    await stripe.products.retrieve(productId);
  } catch (error) {
    if (!isMissingResource(error)) throw error;
    await stripe.products.create(
      {
        id: productId,
        name: "Kingdom Tools",
        description: "AI content tools for pastors and ministry leaders",
      },
      { idempotencyKey: `setup-product:${productId}` },
    );
  }

  const prices = {} as PriceSetupResult["prices"];
  for (const plan of planTypes) {
    const key = priceLookupKeys[plan];
    const { data } = await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
    const existing = data[0];
    if (existing && priceMatchesPlan(existing, plan)) {
      prices[plan] = { id: existing.id, action: "kept" };
      continue;
    }
    const { amountCents, interval, name } = plans[plan];
    const created = await stripe.prices.create(
      {
        product: productId,
        currency: currency.toLowerCase(),
        unit_amount: amountCents,
        recurring: { interval },
        lookup_key: key,
        transfer_lookup_key: true,
        nickname: name,
      },
      {
        idempotencyKey: `setup-price:${key}:${amountCents}:${interval}:${existing?.id ?? "none"}`,
      },
    );
    if (existing) {
      await stripe.prices.update(
        existing.id,
        { active: false },
        { idempotencyKey: `archive-price:${existing.id}` },
      );
    }
    prices[plan] = { id: created.id, action: "created" };
  }
  return { productId, prices };
}
