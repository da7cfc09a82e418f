import { afterAll, describe, expect, it } from "vitest";
import { plans } from "@shared/prices";
import { setUpStripePrices } from "../../server/modules/billing/price-setup";
import { createStripeClient } from "../../server/modules/billing/stripe-client";
import { describeStripe, stripeConfigFrom } from "../../server/modules/billing/stripe-config";
import { startFakeStripe } from "../support/fake-stripe-server";

const fake = await startFakeStripe();
afterAll(() => fake.stop());

const keys = {
  STRIPE_SECRET_KEY: "sk_test_abc",
  STRIPE_PUBLISHABLE_KEY: "pk_test_abc",
  STRIPE_WEBHOOK_SECRET: "whsec_abc",
};

describe("Stripe configuration", () => {
  it("is off with no keys and needs all three keys together", () => {
    expect(stripeConfigFrom({})).toEqual({ config: undefined });
    expect(stripeConfigFrom({ STRIPE_SECRET_KEY: "sk_test_abc" })).toEqual({
      error: expect.stringMatching(/^STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: required/),
    });
  });

  it("names the variable that is wrong", () => {
    const wrong = (extra: Record<string, string>) =>
      (stripeConfigFrom({ ...keys, ...extra }) as { error: string }).error;
    expect(wrong({ STRIPE_SECRET_KEY: "pk_test_abc" })).toMatch(/^STRIPE_SECRET_KEY/);
    expect(wrong({ STRIPE_PUBLISHABLE_KEY: "sk_test_abc" })).toMatch(/^STRIPE_PUBLISHABLE_KEY/);
    expect(wrong({ STRIPE_WEBHOOK_SECRET: "abc" })).toMatch(/^STRIPE_WEBHOOK_SECRET/);
    expect(wrong({ STRIPE_PUBLISHABLE_KEY: "pk_live_abc" })).toMatch(/same mode/);
    expect(wrong({ STRIPE_PRICE_MONTHLY: "prod_1" })).toMatch(/^STRIPE_PRICE_MONTHLY/);
    expect(wrong({ STRIPE_API_BASE: "ftp://example.org" })).toMatch(/^STRIPE_API_BASE/);
  });

  it("reads price ids and the API address, and describes itself without keys", () => {
    const result = stripeConfigFrom({
      ...keys,
      STRIPE_PRICE_YEARLY: "price_123",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
    });
    expect(result).toEqual({
      config: {
        secretKey: "sk_test_abc",
        publishableKey: "pk_test_abc",
        webhookSecret: "whsec_abc",
        priceIds: { yearly: "price_123" },
        api: { host: "127.0.0.1", port: 12111, protocol: "http" },
      },
    });
    const summary = describeStripe("config" in result ? result.config : undefined);
    expect(summary).toBe("Stripe, test mode via http://127.0.0.1:12111");
    expect(summary).not.toContain("sk_test");
    expect(describeStripe(undefined)).toBe("not configured (trial only)");
  });
});

const stripe = await createStripeClient({
  secretKey: fake.secretKey,
  publishableKey: "pk_test_x",
  webhookSecret: "whsec_x",
  priceIds: {},
  api: { host: "127.0.0.1", port: fake.port, protocol: "http" },
});

describe("npm run stripe:setup", () => {
  it("creates the product and both prices once, then changes nothing", async () => {
    const first = await setUpStripePrices(stripe);
    expect(first.prices.monthly.action).toBe("created");
    expect(first.prices.yearly.action).toBe("created");
    expect(fake.prices.get(first.prices.monthly.id)).toMatchObject({
      unit_amount: plans.monthly.amountCents,
      currency: "usd",
      lookup_key: "kingdom_tools_monthly",
      recurring: { interval: "month" },
    });
    expect(fake.prices.get(first.prices.yearly.id)).toMatchObject({
      unit_amount: plans.yearly.amountCents,
      lookup_key: "kingdom_tools_yearly",
      recurring: { interval: "year" },
    });
    const writes = fake.requests.filter((r) => r.method === "POST");
    for (const write of writes) expect(write.idempotencyKey).toBeTruthy();

    const second = await setUpStripePrices(stripe);
    expect(second.prices.monthly).toEqual({ id: first.prices.monthly.id, action: "kept" });
    expect(second.prices.yearly).toEqual({ id: first.prices.yearly.id, action: "kept" });
    expect(fake.requests.filter((r) => r.method === "POST")).toHaveLength(writes.length);
  });

  it("replaces a price that no longer matches, moving the lookup key and archiving the old one", async () => {
    const stale = fake.addPrice({ amountCents: 9999, interval: "year" });
    for (const price of fake.prices.values()) {
      if (price.lookup_key === "kingdom_tools_yearly") price.lookup_key = null;
    }
    stale.lookup_key = "kingdom_tools_yearly";
    const result = await setUpStripePrices(stripe);
    expect(result.prices.yearly.action).toBe("created");
    expect(fake.prices.get(result.prices.yearly.id)).toMatchObject({
      unit_amount: plans.yearly.amountCents,
      lookup_key: "kingdom_tools_yearly",
    });
    expect(stale).toMatchObject({ active: false, lookup_key: null });
    expect(result.prices.monthly.action).toBe("kept");
  });
});
