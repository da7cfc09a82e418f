import { describe, expect, it } from "vitest";
import { getTestApp } from "../support/test-app";
import { setAccess, signedInUser } from "../support/users";

const test = await getTestApp();
const day = 24 * 60 * 60 * 1000;

type State = "signedOut" | "noAccess" | "activeTrial" | "expiredTrial" | "activeSubscription";
const states: State[] = [
  "signedOut",
  "noAccess",
  "activeTrial",
  "expiredTrial",
  "activeSubscription",
];

async function headersFor(state: State): Promise<Record<string, string>> {
  if (state === "signedOut") return { origin: "http://localhost:5000" };
  const user = await signedInUser(test, state);
  const now = Date.now();
  if (state === "activeTrial") {
    await setAccess(test, user.id, {
      trialStartedAt: new Date(now - day),
      trialEndsAt: new Date(now + 2 * day),
    });
  } else if (state === "expiredTrial") {
    await setAccess(test, user.id, {
      trialStartedAt: new Date(now - 4 * day),
      trialEndsAt: new Date(now - day),
    });
  } else if (state === "activeSubscription") {
    await setAccess(test, user.id, {
      subscriptionStatus: "active",
      subscriptionPlan: "monthly",
      subscriptionEndsAt: new Date(now + 20 * day),
    });
  }
  return user.headers;
}

/**
 * Every API route that exists, with the status each visitor state gets. Routes that
 * change state are sent with a valid body, so the status is about access alone.
 */
const matrix: Array<{
  method: "GET" | "POST";
  url: string;
  payload?: unknown;
  expected: Record<State, number>;
}> = [
  {
    method: "GET",
    url: "/api/health",
    expected: {
      signedOut: 200,
      noAccess: 200,
      activeTrial: 200,
      expiredTrial: 200,
      activeSubscription: 200,
    },
  },
  {
    method: "GET",
    url: "/api/public-config",
    expected: {
      signedOut: 200,
      noAccess: 200,
      activeTrial: 200,
      expiredTrial: 200,
      activeSubscription: 200,
    },
  },
  {
    method: "GET",
    url: "/api/auth/user",
    expected: {
      signedOut: 401,
      noAccess: 200,
      activeTrial: 200,
      expiredTrial: 200,
      activeSubscription: 200,
    },
  },
  {
    method: "GET",
    url: "/api/subscription/status",
    expected: {
      signedOut: 401,
      noAccess: 200,
      activeTrial: 200,
      expiredTrial: 200,
      activeSubscription: 200,
    },
  },
  {
    method: "POST",
    url: "/api/trial/activate",
    expected: {
      signedOut: 401,
      noAccess: 200,
      activeTrial: 409,
      expiredTrial: 409,
      activeSubscription: 409,
    },
  },
  {
    method: "POST",
    url: "/api/compliance/age-verification",
    payload: { userId: "anonymous", verified: true, timestamp: new Date().toISOString() },
    expected: {
      signedOut: 201,
      noAccess: 201,
      activeTrial: 201,
      expiredTrial: 201,
      activeSubscription: 201,
    },
  },
];

describe("access matrix", async () => {
  const headers = Object.fromEntries(
    await Promise.all(states.map(async (state) => [state, await headersFor(state)])),
  );

  for (const route of matrix) {
    for (const state of states) {
      it(`${route.method} ${route.url} as ${state} → ${route.expected[state]}`, async () => {
        const response = await test.app.inject({
          method: route.method,
          url: route.url,
          headers: headers[state],
          ...(route.payload ? { payload: route.payload } : {}),
        });
        expect(response.statusCode, response.body).toBe(route.expected[state]);
        if (response.statusCode >= 400) {
          expect(response.json().error).toMatchObject({
            code: expect.any(String),
            message: expect.any(String),
          });
        }
      });
    }
  }

  it("reports each state on the status endpoint with the spec's types", async () => {
    const types: Record<string, string> = {};
    for (const state of [
      "noAccess",
      "activeTrial",
      "expiredTrial",
      "activeSubscription",
    ] as const) {
      const fresh = await headersFor(state);
      const response = await test.app.inject({
        method: "GET",
        url: "/api/subscription/status",
        headers: fresh,
      });
      types[state] = response.json().subscriptionStatus.type;
    }
    expect(types).toEqual({
      noAccess: "none",
      activeTrial: "trial",
      expiredTrial: "expired",
      activeSubscription: "active",
    });
  });
});

describe("trial", () => {
  it("starts once, for three days, and is refused the second time with 409", async () => {
    const user = await signedInUser(test, "trial");
    const first = await test.app.inject({
      method: "POST",
      url: "/api/trial/activate",
      headers: user.headers,
    });
    expect(first.statusCode).toBe(200);
    const endsAt = new Date(first.json().trialEndsAt).getTime();
    expect(Math.abs(endsAt - (Date.now() + 3 * day))).toBeLessThan(60_000);

    const status = await test.app.inject({
      method: "GET",
      url: "/api/subscription/status",
      headers: user.headers,
    });
    expect(status.json()).toMatchObject({
      subscriptionStatus: { type: "trial", hasAccess: true, daysLeft: 3 },
      tiers: {
        monthly: { name: "Monthly Kingdom", price: 9.99, interval: "month", currency: "USD" },
        yearly: { name: "Yearly Kingdom", price: 119.88, interval: "year", currency: "USD" },
      },
    });
    const me = await test.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: user.headers,
    });
    expect(me.json()).toMatchObject({ hasAccess: true, trialStatus: "active" });

    const second = await test.app.inject({
      method: "POST",
      url: "/api/trial/activate",
      headers: user.headers,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toMatch(/already been used/);
  });

  it("two simultaneous activations start exactly one trial", async () => {
    const user = await signedInUser(test, "race");
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        test.app.inject({ method: "POST", url: "/api/trial/activate", headers: user.headers }),
      ),
    );
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it("expires by the clock without any job", async () => {
    const user = await signedInUser(test, "clock");
    await test.app.inject({ method: "POST", url: "/api/trial/activate", headers: user.headers });
    test.clock.offsetMs = 3 * day + 1000;
    try {
      const status = await test.app.inject({
        method: "GET",
        url: "/api/subscription/status",
        headers: user.headers,
      });
      expect(status.json().subscriptionStatus).toMatchObject({
        type: "expired",
        hasAccess: false,
        daysLeft: 0,
      });
    } finally {
      test.clock.offsetMs = 0;
    }
  });
});
