import { describe, expect, it } from "vitest";
import { getTestApp } from "../support/test-app";
import { signedInUser, visitor } from "../support/users";

const test = await getTestApp();

describe("billing without Stripe keys", () => {
  it("tells the browser payments are not configured", async () => {
    const response = await test.app.inject({ method: "GET", url: "/api/billing/config" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ configured: false, publishableKey: null });
  });

  it("answers create-subscription with 503 and a clear message, after the sign-in check", async () => {
    const signedOut = await test.app.inject({
      method: "POST",
      url: "/api/create-subscription",
      headers: visitor().headers,
      payload: { planType: "monthly" },
    });
    expect(signedOut.statusCode).toBe(401);

    const user = await signedInUser(test, "unpaid");
    const response = await test.app.inject({
      method: "POST",
      url: "/api/create-subscription",
      headers: user.headers,
      payload: { planType: "monthly" },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatchObject({
      code: "service_unavailable",
      message: expect.stringMatching(/Payments are not configured on this server/),
    });

    for (const url of ["/api/billing/cancel", "/api/billing/resume", "/api/billing/portal"]) {
      const managed = await test.app.inject({
        method: "POST",
        url,
        headers: user.headers,
        payload: { subscriptionId: "sub_123" },
      });
      expect(managed.statusCode, url).toBe(503);
    }
    const status = await test.app.inject({
      method: "GET",
      url: "/api/billing/subscription",
      headers: user.headers,
    });
    expect(status.json()).toEqual({ configured: false, subscription: null });
  });

  it("refuses webhooks (503) and still lets a user start the trial", async () => {
    const webhook = await test.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=abc" },
      payload: "{}",
    });
    expect(webhook.statusCode).toBe(503);

    const user = await signedInUser(test, "trialist");
    const trial = await test.app.inject({
      method: "POST",
      url: "/api/trial/activate",
      headers: user.headers,
    });
    expect(trial.statusCode).toBe(200);
    const status = await test.app.inject({
      method: "GET",
      url: "/api/subscription/status",
      headers: user.headers,
    });
    expect(status.json().subscriptionStatus).toMatchObject({ type: "trial", hasAccess: true });
  });

  it("allows no third-party script or frame in the CSP", async () => {
    const response = await test.app.inject({ method: "GET", url: "/subscribe" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).not.toContain("stripe.com");
    expect(csp).toContain("frame-src 'none'");
  });
});
