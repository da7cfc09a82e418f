import { afterAll, beforeEach, describe, expect, it } from "vitest";
import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { plans } from "@shared/prices";
import { users } from "../../server/db/schema";
import { createTestApp } from "../support/test-app";
import { signedInUser, visitor } from "../support/users";
import { signedWebhook, startFakeStripe, stripeEnv } from "../support/fake-stripe-server";

const fake = await startFakeStripe();
const monthly = fake.addPrice({
  amountCents: 999,
  interval: "month",
  lookupKey: "kingdom_tools_monthly",
});
const yearly = fake.addPrice({
  amountCents: 11988,
  interval: "year",
  lookupKey: "kingdom_tools_yearly",
});
const test = await createTestApp(stripeEnv(fake));
/** Plays the part of Stripe.js in the browser, confirming payment intents against the fake. */
const browserStripe = new Stripe(fake.secretKey, {
  host: "127.0.0.1",
  port: fake.port,
  protocol: "http",
  maxNetworkRetries: 0,
});

afterAll(async () => {
  await test.app.close();
  await fake.stop();
});

beforeEach(() => {
  fake.requests.length = 0;
});

type Headers = Record<string, string>;

async function createSubscription(
  headers: Headers,
  payload: Record<string, unknown> = { planType: "monthly" },
) {
  return test.app.inject({ method: "POST", url: "/api/create-subscription", headers, payload });
}

async function deliver(event: unknown) {
  const { payload, headers } = signedWebhook(event);
  return test.app.inject({ method: "POST", url: "/api/stripe/webhook", headers, payload });
}

async function storedUser(id: string) {
  const [row] = await test.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

/** Signs up, subscribes, pays with a test card and lets the webhooks arrive. */
async function payingUser(label = "paying") {
  const user = await signedInUser(test, label);
  const created = await createSubscription(user.headers);
  expect(created.statusCode).toBe(200);
  const { subscriptionId, clientSecret } = created.json();
  await browserStripe.paymentIntents.confirm(clientSecret.split("_secret_")[0], {
    payment_method: "pm_card_visa",
  });
  const subscription = fake.subscriptions.get(subscriptionId)!;
  expect(
    (
      await deliver(
        fake.event("invoice.paid", fake.invoices.get(subscription.latest_invoice as string)!),
      )
    ).statusCode,
  ).toBe(200);
  return { ...user, subscriptionId };
}

describe("POST /api/create-subscription", () => {
  it("checks the session and the plan", async () => {
    expect((await createSubscription(visitor().headers)).statusCode).toBe(401);
    const user = await signedInUser(test, "validating");
    for (const payload of [{}, { planType: "weekly" }, { planType: 12 }]) {
      const response = await createSubscription(user.headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.planType).toBe("Choose the monthly or yearly plan.");
    }
    expect(fake.requests).toHaveLength(0);
  });

  it("creates the customer and an incomplete subscription, with idempotency keys on every write", async () => {
    const user = await signedInUser(test, "creator");
    const response = await createSubscription(user.headers, {
      planType: "monthly",
      amount: 1,
      price: yearly.id,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(body.planType).toBe("monthly");

    const create = fake.requests.find(
      (r) => r.method === "POST" && r.path === "/v1/subscriptions",
    )!;
    expect(create.params).toMatchObject({
      payment_behavior: "default_incomplete",
      items: [{ price: monthly.id }],
      metadata: { userId: user.id, planType: "monthly" },
    });
    const writes = fake.requests.filter((r) => r.method !== "GET");
    expect(writes.length).toBeGreaterThanOrEqual(2);
    for (const write of writes) expect(write.idempotencyKey, write.path).toBeTruthy();

    const stored = await storedUser(user.id);
    expect(stored.stripeCustomerId).toMatch(/^cus_/);
    expect(fake.customers.get(stored.stripeCustomerId!)).toMatchObject({
      email: user.email,
      metadata: { userId: user.id },
    });
    // An unpaid subscription gives no access.
    expect(stored.subscriptionStatus).toBe("incomplete");
    const status = await test.app.inject({
      method: "GET",
      url: "/api/subscription/status",
      headers: user.headers,
    });
    expect(status.json().subscriptionStatus).toMatchObject({ type: "none", hasAccess: false });
  });

  it("reuses the customer and the open incomplete subscription for the same plan", async () => {
    const user = await signedInUser(test, "reuser");
    const first = (await createSubscription(user.headers)).json();
    const second = (await createSubscription(user.headers)).json();
    expect(second).toEqual(first);
    expect(fake.count("POST", "/v1/customers")).toBe(1);
    expect(fake.count("POST", "/v1/subscriptions")).toBe(1);
  });

  it("closes the other plan's open checkout when the user switches plan", async () => {
    const user = await signedInUser(test, "switcher");
    const first = (await createSubscription(user.headers, { planType: "monthly" })).json();
    const second = (await createSubscription(user.headers, { planType: "yearly" })).json();
    expect(second.subscriptionId).not.toBe(first.subscriptionId);
    expect(fake.subscriptions.get(first.subscriptionId)!.status).toBe("canceled");
    const items = fake.subscriptions.get(second.subscriptionId)!.items as {
      data: Array<{ price: { id: string } }>;
    };
    expect(items.data[0]!.price.id).toBe(yearly.id);
    const customer = (await storedUser(user.id)).stripeCustomerId;
    const open = [...fake.subscriptions.values()].filter(
      (s) => s.customer === customer && s.status === "incomplete",
    );
    expect(open).toHaveLength(1);
  });

  it("makes one customer and one subscription when two clicks arrive together", async () => {
    const user = await signedInUser(test, "double-click");
    const [a, b] = await Promise.all([
      createSubscription(user.headers),
      createSubscription(user.headers),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().subscriptionId).toBe(b.json().subscriptionId);
    const customer = (await storedUser(user.id)).stripeCustomerId;
    expect(
      [...fake.customers.values()].filter(
        (c) => (c.metadata as { userId?: string }).userId === user.id,
      ),
    ).toHaveLength(1);
    expect([...fake.subscriptions.values()].filter((s) => s.customer === customer)).toHaveLength(1);
  });

  it("replaces a customer that was deleted in Stripe", async () => {
    const user = await signedInUser(test, "deleted-customer");
    await createSubscription(user.headers);
    const old = (await storedUser(user.id)).stripeCustomerId!;
    await browserStripe.customers.del(old);
    const response = await createSubscription(user.headers);
    expect(response.statusCode).toBe(200);
    const renewed = (await storedUser(user.id)).stripeCustomerId!;
    expect(renewed).not.toBe(old);
    expect(fake.customers.get(renewed)).toMatchObject({ email: user.email });
  });

  it("turns Stripe failures into clear errors", async () => {
    const user = await signedInUser(test, "unlucky");
    fake.failNext("POST", "/v1/subscriptions", {
      status: 500,
      type: "api_error",
      message: "An unknown error occurred",
    });
    const down = await createSubscription(user.headers);
    expect(down.statusCode).toBe(502);
    expect(down.json().error).toMatchObject({
      code: "provider_error",
      message: "The payment provider could not complete the request. Please try again in a moment.",
    });

    fake.failNext("POST", "/v1/subscriptions", {
      status: 402,
      type: "card_error",
      code: "card_declined",
      message: "Your card was declined.",
    });
    const declined = await createSubscription(user.headers);
    expect(declined.statusCode).toBe(400);
    expect(declined.json().error.message).toBe("Your card was declined.");

    // After the failures, the same request works.
    expect((await createSubscription(user.headers)).statusCode).toBe(200);
  });

  it("a declined card on confirm leaves no access and emails the user", async () => {
    const user = await signedInUser(test, "declined");
    const { subscriptionId, clientSecret } = (await createSubscription(user.headers)).json();
    const intent = clientSecret.split("_secret_")[0];
    await expect(
      browserStripe.paymentIntents.confirm(intent, { payment_method: "pm_card_chargeDeclined" }),
    ).rejects.toMatchObject({ type: "StripeCardError", message: "Your card was declined." });

    const invoice = fake.invoices.get(
      fake.subscriptions.get(subscriptionId)!.latest_invoice as string,
    )!;
    expect((await deliver(fake.event("invoice.payment_failed", invoice))).statusCode).toBe(200);
    const stored = await storedUser(user.id);
    expect(stored.subscriptionStatus).toBe("incomplete");
    const status = await test.app.inject({
      method: "GET",
      url: "/api/subscription/status",
      headers: user.headers,
    });
    expect(status.json().subscriptionStatus.hasAccess).toBe(false);
    const mail = test.mailer.lastTo(user.email);
    expect(mail?.subject).toBe("Your Kingdom Tools payment did not go through");
    expect(mail?.text).toContain("has not started and no money was taken");
  });

  it("refuses a second subscription while one is active", async () => {
    const user = await payingUser("already");
    const again = await createSubscription(user.headers, { planType: "yearly" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already have an active subscription/);
  });

  it("stops with a clear 503 when Stripe's price differs from ours", async () => {
    const wrong = fake.addPrice({ amountCents: 9999, interval: "year" });
    const other = await createTestApp({
      ...stripeEnv(fake),
      STRIPE_PRICE_YEARLY: wrong.id as string,
    });
    try {
      const user = await signedInUser(other, "mispriced");
      const response = await other.app.inject({
        method: "POST",
        url: "/api/create-subscription",
        headers: user.headers,
        payload: { planType: "yearly" },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toContain("$99.99");
      expect(response.json().error.message).toContain("$119.88");
      expect(fake.count("POST", "/v1/subscriptions")).toBe(0);
    } finally {
      await other.app.close();
    }
  });
});

describe("paying, cancelling and resuming", () => {
  it("a paid invoice gives access at once, even to a cached session", async () => {
    const user = await signedInUser(test, "subscriber");
    // Reading the user first puts the session in the short-lived cache.
    expect(
      (
        await test.app.inject({ method: "GET", url: "/api/auth/user", headers: user.headers })
      ).json().hasAccess,
    ).toBe(false);
    const { subscriptionId, clientSecret } = (await createSubscription(user.headers)).json();
    await browserStripe.paymentIntents.confirm(clientSecret.split("_secret_")[0], {
      payment_method: "pm_card_visa",
    });
    const subscription = fake.subscriptions.get(subscriptionId)!;
    await deliver(fake.event("customer.subscription.updated", subscription));

    const me = await test.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: user.headers,
    });
    expect(me.json()).toMatchObject({ hasAccess: true, subscriptionStatus: "active" });
    const stored = await storedUser(user.id);
    const periodEnd = (subscription.items as { data: Array<{ current_period_end: number }> })
      .data[0]!.current_period_end;
    expect(stored).toMatchObject({
      subscriptionStatus: "active",
      subscriptionPlan: "monthly",
      stripeSubscriptionId: subscriptionId,
      subscriptionEndsAt: new Date(periodEnd * 1000),
    });
    const managed = await test.app.inject({
      method: "GET",
      url: "/api/billing/subscription",
      headers: user.headers,
    });
    expect(managed.json()).toEqual({
      configured: true,
      subscription: {
        id: subscriptionId,
        status: "active",
        plan: "monthly",
        currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
        cancelAtPeriodEnd: false,
        manageable: true,
      },
    });
  });

  it("cancels at the period end, keeps access, and resumes", async () => {
    const user = await payingUser("canceller");
    const cancel = await test.app.inject({
      method: "POST",
      url: "/api/billing/cancel",
      headers: user.headers,
      payload: { subscriptionId: user.subscriptionId },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().subscription).toMatchObject({ cancelAtPeriodEnd: true, status: "active" });
    const update = fake.requests.find(
      (r) => r.method === "POST" && r.path === `/v1/subscriptions/${user.subscriptionId}`,
    )!;
    expect(update.params).toEqual({ cancel_at_period_end: "true" });
    expect(update.idempotencyKey).toBeTruthy();
    expect(fake.subscriptions.get(user.subscriptionId)!.cancel_at_period_end).toBe(true);

    const status = await test.app.inject({
      method: "GET",
      url: "/api/subscription/status",
      headers: user.headers,
    });
    expect(status.json().subscriptionStatus).toMatchObject({ type: "active", hasAccess: true });

    const twice = await test.app.inject({
      method: "POST",
      url: "/api/billing/cancel",
      headers: user.headers,
      payload: { subscriptionId: user.subscriptionId },
    });
    expect(twice.statusCode).toBe(409);

    const resume = await test.app.inject({
      method: "POST",
      url: "/api/billing/resume",
      headers: user.headers,
      payload: { subscriptionId: user.subscriptionId },
    });
    expect(resume.statusCode).toBe(200);
    expect(resume.json().subscription.cancelAtPeriodEnd).toBe(false);
    expect(fake.subscriptions.get(user.subscriptionId)!.cancel_at_period_end).toBe(false);
  });

  it("never touches another user's subscription", async () => {
    const owner = await payingUser("owner");
    const intruder = await signedInUser(test, "intruder");
    for (const url of ["/api/billing/cancel", "/api/billing/resume"]) {
      const response = await test.app.inject({
        method: "POST",
        url,
        headers: intruder.headers,
        payload: { subscriptionId: owner.subscriptionId },
      });
      expect(response.statusCode, url).toBe(404);
    }
    expect(fake.count("POST", `/v1/subscriptions/${owner.subscriptionId}`)).toBe(0);
    const bad = await test.app.inject({
      method: "POST",
      url: "/api/billing/cancel",
      headers: intruder.headers,
      payload: { subscriptionId: "" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.subscriptionId).toBe("Subscription id is required.");
    const signedOut = await test.app.inject({
      method: "POST",
      url: "/api/billing/cancel",
      headers: visitor().headers,
      payload: { subscriptionId: owner.subscriptionId },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it("opens the customer portal for the user's own customer only", async () => {
    const user = await payingUser("portal");
    const response = await test.app.inject({
      method: "POST",
      url: "/api/billing/portal",
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    const request = fake.requests.find((r) => r.path === "/v1/billing_portal/sessions")!;
    expect(request.params).toEqual({
      customer: (await storedUser(user.id)).stripeCustomerId,
      return_url: "http://localhost:5000/subscription",
    });
    expect(request.idempotencyKey).toBeTruthy();

    const newcomer = await signedInUser(test, "no-customer");
    const none = await test.app.inject({
      method: "POST",
      url: "/api/billing/portal",
      headers: newcomer.headers,
    });
    expect(none.statusCode).toBe(409);
  });

  it("charges exactly the amounts in shared/prices.ts", () => {
    expect(monthly.unit_amount).toBe(plans.monthly.amountCents);
    expect(yearly.unit_amount).toBe(plans.yearly.amountCents);
  });
});

describe("closing an account", () => {
  const close = (headers: Headers) =>
    test.app.inject({
      method: "POST",
      url: "/api/account/delete",
      headers,
      payload: { confirm: "DELETE" },
    });

  it("keeps the account open when Stripe cannot cancel the subscription", async () => {
    const user = await payingUser("closing-fails");
    fake.failNext("DELETE", `/v1/subscriptions/${user.subscriptionId}`, {
      status: 400,
      type: "invalid_request_error",
      message: "Simulated refusal",
    });
    const refused = await close(user.headers);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error.code).toBe("provider_error");
    expect(fake.subscriptions.get(user.subscriptionId)!.status).toBe("active");
    expect((await storedUser(user.id)).email).toBe(user.email);
    const still = await test.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: user.headers,
    });
    expect(still.statusCode).toBe(200);
  });

  it("cancels the subscription at once, so nobody is billed for a deleted account", async () => {
    const user = await payingUser("closing");
    const closed = await close(user.headers);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(fake.subscriptions.get(user.subscriptionId)!.status).toBe("canceled");
    expect(fake.count("DELETE", `/v1/subscriptions/${user.subscriptionId}`)).toBe(1);
    expect((await storedUser(user.id)).subscriptionStatus).toBe("canceled");
  });
});

describe("CSP with Stripe configured", () => {
  it("allows Stripe's script, frames and API, and nothing else third-party", async () => {
    const response = await test.app.inject({ method: "GET", url: "/subscribe" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
  });

  it("gives the browser the publishable key only", async () => {
    const response = await test.app.inject({ method: "GET", url: "/api/billing/config" });
    expect(response.json()).toEqual({
      configured: true,
      publishableKey: "pk_test_fake_kingdom_tools",
    });
    expect(response.body).not.toContain(fake.secretKey);
  });
});
