import { afterAll, describe, expect, it } from "vitest";
import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { stripeEvents, users } from "../../server/db/schema";
import { createTestApp } from "../support/test-app";
import { signedInUser } from "../support/users";
import {
  signedWebhook,
  startFakeStripe,
  stripeEnv,
  testWebhookSecret,
} from "../support/fake-stripe-server";

const fake = await startFakeStripe();
fake.addPrice({ amountCents: 999, interval: "month", lookupKey: "kingdom_tools_monthly" });
fake.addPrice({ amountCents: 11988, interval: "year", lookupKey: "kingdom_tools_yearly" });
const test = await createTestApp(stripeEnv(fake));
const stripe = new Stripe(fake.secretKey, {
  host: "127.0.0.1",
  port: fake.port,
  protocol: "http",
  maxNetworkRetries: 0,
});
const day = 24 * 60 * 60 * 1000;

afterAll(async () => {
  await test.app.close();
  await fake.stop();
});

async function deliver(event: unknown, secret = testWebhookSecret) {
  const { payload, headers } = signedWebhook(event, secret);
  return test.app.inject({ method: "POST", url: "/api/stripe/webhook", headers, payload });
}

async function storedUser(id: string) {
  const [row] = await test.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function status(headers: Record<string, string>) {
  const response = await test.app.inject({
    method: "GET",
    url: "/api/subscription/status",
    headers,
  });
  return response.json().subscriptionStatus as { type: string; hasAccess: boolean };
}

/** A user with a paid, active monthly subscription (known to the app through a webhook). */
async function subscriber(label: string) {
  const user = await signedInUser(test, label);
  const created = await test.app.inject({
    method: "POST",
    url: "/api/create-subscription",
    headers: user.headers,
    payload: { planType: "monthly" },
  });
  const { subscriptionId, clientSecret } = created.json();
  await stripe.paymentIntents.confirm(clientSecret.split("_secret_")[0], {
    payment_method: "pm_card_visa",
  });
  const subscription = fake.subscriptions.get(subscriptionId)!;
  expect(
    (await deliver(fake.event("customer.subscription.updated", subscription))).statusCode,
  ).toBe(200);
  expect((await storedUser(user.id)).subscriptionStatus).toBe("active");
  return { ...user, subscriptionId, subscription };
}

describe("POST /api/stripe/webhook signature", () => {
  it("refuses a forged, missing or re-signed body with 400", async () => {
    const event = fake.event("customer.subscription.updated", { id: "sub_x" });
    const wrongSecret = await deliver(event, "whsec_not_ours");
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().error.code).toBe("bad_request");

    const { payload, headers } = signedWebhook(event);
    const tampered = await test.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers,
      payload: payload.replace("sub_x", "sub_y"),
    });
    expect(tampered.statusCode).toBe(400);

    // Same JSON, different bytes: the signature covers the raw body, not the parsed one.
    const reformatted = await test.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers,
      payload: JSON.stringify(JSON.parse(payload), null, 2),
    });
    expect(reformatted.statusCode).toBe(400);

    const unsigned = await test.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);

    const stored = await test.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, event.id as string));
    expect(stored).toHaveLength(0);
  });

  it("refuses a signed event that names a malformed subscription with 400, asking Stripe nothing", async () => {
    const before = fake.requests.length;
    for (const id of ["ab ab", "x".repeat(300), "sub_1/../../customers"]) {
      const response = await deliver({
        id: `evt_malformed_${Date.now()}_${id.length}`,
        type: "customer.subscription.updated",
        data: { object: { id, object: "subscription" } },
      });
      expect(response.statusCode, id).toBe(400);
      expect(response.json().error.code).toBe("bad_request");
    }
    expect(fake.requests.length).toBe(before);
  });

  it("keeps JSON parsing for every other route", async () => {
    const user = await signedInUser(test, "json-still");
    const response = await test.app.inject({
      method: "POST",
      url: "/api/create-subscription",
      headers: { ...user.headers, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("bad_request");
  });
});

describe("webhook processing", () => {
  it("processes a replayed event once", async () => {
    const user = await subscriber("replay");
    const invoice = fake.failRenewal(user.subscriptionId);
    const event = fake.event("invoice.payment_failed", invoice);
    const first = await deliver(event);
    expect(first.json()).toEqual({ received: true, outcome: "processed" });
    const again = await deliver(event);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    const failureMails = test.mailer.sent.filter(
      (mail) => mail.to === user.email && mail.subject.includes("payment did not go through"),
    );
    expect(failureMails).toHaveLength(1);
  });

  it("ends canceled when the deletion arrives before an older update", async () => {
    const user = await subscriber("out-of-order");
    const staleUpdate = fake.event("customer.subscription.updated", user.subscription);
    const canceled = await stripe.subscriptions.cancel(user.subscriptionId);
    expect(
      (
        await deliver(
          fake.event("customer.subscription.deleted", fake.subscriptions.get(canceled.id)!),
        )
      ).statusCode,
    ).toBe(200);
    // The late update still says "active" in its payload; Stripe now says canceled.
    expect((await deliver(staleUpdate)).statusCode).toBe(200);

    const stored = await storedUser(user.id);
    expect(stored.subscriptionStatus).toBe("canceled");
    expect(await status(user.headers)).toMatchObject({ type: "expired", hasAccess: false });
  });

  it("a failed renewal makes the user past_due: access until the period end, and an email", async () => {
    const user = await subscriber("past-due");
    const invoice = fake.failRenewal(user.subscriptionId);
    expect((await deliver(fake.event("invoice.payment_failed", invoice))).statusCode).toBe(200);

    const stored = await storedUser(user.id);
    expect(stored.subscriptionStatus).toBe("past_due");
    expect(await status(user.headers)).toMatchObject({ type: "active", hasAccess: true });
    const mail = test.mailer.lastTo(user.email)!;
    expect(mail.subject).toBe("Your Kingdom Tools payment did not go through");
    expect(mail.text).toContain("Monthly Kingdom plan ($9.99 per month)");
    expect(mail.text).toContain("Your access continues until");
    expect(mail.text).toContain("http://localhost:5000/subscription");

    // Past the period end, past_due no longer opens the tools.
    test.clock.offsetMs = stored.subscriptionEndsAt!.getTime() - Date.now() + day;
    try {
      test.context.sessions.forgetUser(user.id);
      expect(await status(user.headers)).toMatchObject({ hasAccess: false, type: "expired" });
    } finally {
      test.clock.offsetMs = 0;
    }
  });

  it("ignores events about other accounts' customers and unknown subscriptions", async () => {
    const stranger = await stripe.customers.create({ email: "stranger@example.org" });
    const price = [...fake.prices.values()][0]!;
    const theirs = await stripe.subscriptions.create({
      customer: stranger.id,
      items: [{ price: price.id as string }],
      payment_behavior: "default_incomplete",
    });
    const foreign = await deliver(
      fake.event("customer.subscription.created", fake.subscriptions.get(theirs.id)!),
    );
    expect(foreign.json()).toEqual({ received: true, outcome: "ignored" });

    const unknown = await deliver(
      fake.event("customer.subscription.updated", { id: "sub_does_not_exist" }),
    );
    expect(unknown.json()).toEqual({ received: true, outcome: "ignored" });

    const other = await deliver(fake.event("charge.refunded", { id: "ch_1" }));
    expect(other.json()).toEqual({ received: true, outcome: "ignored" });
  });

  it("a subscription claiming another user in its metadata cannot take over that user", async () => {
    const victim = await subscriber("victim");
    const stranger = await stripe.customers.create({ email: "mallory@example.org" });
    const price = [...fake.prices.values()][0]!;
    const forged = await stripe.subscriptions.create({
      customer: stranger.id,
      items: [{ price: price.id as string }],
      payment_behavior: "default_incomplete",
      metadata: { userId: victim.id },
    });
    fake.patchSubscription(forged.id, { status: "canceled" });
    await deliver(fake.event("customer.subscription.deleted", fake.subscriptions.get(forged.id)!));
    const stored = await storedUser(victim.id);
    expect(stored.subscriptionStatus).toBe("active");
    expect(stored.stripeSubscriptionId).toBe(victim.subscriptionId);
  });

  it("when Stripe fails mid-way the event is not marked done, so the retry is processed", async () => {
    const user = await subscriber("retry");
    fake.patchSubscription(user.subscriptionId, { status: "unpaid" });
    const event = fake.event("customer.subscription.updated", user.subscription);
    fake.failNext("GET", `/v1/subscriptions/${user.subscriptionId}`, {
      status: 500,
      type: "api_error",
      message: "An unknown error occurred",
    });
    const failed = await deliver(event);
    expect(failed.statusCode).toBe(502);
    expect((await storedUser(user.id)).subscriptionStatus).toBe("active");

    const retried = await deliver(event);
    expect(retried.json()).toEqual({ received: true, outcome: "processed" });
    expect((await storedUser(user.id)).subscriptionStatus).toBe("unpaid");
  });

  it("reads the subscription from invoices in the pre-2025 shape too", async () => {
    const user = await subscriber("legacy-invoice");
    fake.patchSubscription(user.subscriptionId, { status: "past_due" });
    const legacy = { id: "in_legacy", object: "invoice", subscription: user.subscriptionId };
    const response = await deliver(fake.event("invoice.payment_failed", legacy));
    expect(response.json()).toEqual({ received: true, outcome: "processed" });
    expect((await storedUser(user.id)).subscriptionStatus).toBe("past_due");
  });

  it("a new checkout after a cancelled plan does not hide the ended plan", async () => {
    const user = await subscriber("returning");
    await stripe.subscriptions.cancel(user.subscriptionId);
    await deliver(fake.event("customer.subscription.deleted", user.subscription));
    const again = await test.app.inject({
      method: "POST",
      url: "/api/create-subscription",
      headers: user.headers,
      payload: { planType: "yearly" },
    });
    expect(again.statusCode).toBe(200);
    const stored = await storedUser(user.id);
    expect(stored.subscriptionStatus).toBe("canceled");
    expect(stored.stripeSubscriptionId).toBe(user.subscriptionId);

    fake.payFirstInvoice(again.json().subscriptionId);
    await deliver(fake.event("customer.subscription.updated", { id: again.json().subscriptionId }));
    expect(await storedUser(user.id)).toMatchObject({
      subscriptionStatus: "active",
      subscriptionPlan: "yearly",
      stripeSubscriptionId: again.json().subscriptionId,
    });
  });
});

describe("access across Stripe's statuses", () => {
  const inFuture = () => Math.floor((Date.now() + 10 * day) / 1000);
  const inPast = () => Math.floor((Date.now() - day) / 1000);
  const cases = [
    { status: "active", end: inFuture, type: "active", hasAccess: true },
    { status: "trialing", end: inFuture, type: "active", hasAccess: true },
    { status: "past_due", end: inFuture, type: "active", hasAccess: true },
    { status: "past_due", end: inPast, type: "expired", hasAccess: false },
    { status: "canceled", end: inFuture, type: "expired", hasAccess: false },
    { status: "unpaid", end: inFuture, type: "expired", hasAccess: false },
    { status: "paused", end: inFuture, type: "expired", hasAccess: false },
    { status: "incomplete", end: inFuture, type: "none", hasAccess: false },
    { status: "incomplete_expired", end: inFuture, type: "none", hasAccess: false },
  ] as const;

  it.each(cases)("$status (period end %#) → $type, access $hasAccess", async (row) => {
    const user = await signedInUser(test, `matrix-${row.status}`);
    const created = await test.app.inject({
      method: "POST",
      url: "/api/create-subscription",
      headers: user.headers,
      payload: { planType: "monthly" },
    });
    const id = created.json().subscriptionId as string;
    fake.patchSubscription(
      id,
      { status: row.status, ...(row.status === "canceled" ? { ended_at: inPast() } : {}) },
      row.end(),
    );
    expect((await deliver(fake.event("customer.subscription.updated", { id }))).statusCode).toBe(
      200,
    );
    expect(await status(user.headers)).toMatchObject({ type: row.type, hasAccess: row.hasAccess });
    const me = await test.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: user.headers,
    });
    expect(me.json().hasAccess).toBe(row.hasAccess);
  });
});
