import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { HTTPMethods, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../support/test-app";
import { newIp, setAccess, signedInUser, strongPassword, uniqueEmail } from "../../support/users";
import { registeredApiRoutes, routeKey } from "./api-routes";
import { databaseFingerprint } from "./db-fingerprint";
import { leakIn, stackIn } from "./leaks";
import { startServerProcess, type ServerProcess } from "./server-process";
import { signedWebhook, startFakeStripe, stripeEnv } from "../../support/fake-stripe-server";

/**
 * Cross-site request forgery, cookie flags and security headers, across every route the
 * app has: a new route is covered the day it is registered.
 */
const day = 24 * 60 * 60 * 1000;
const aiKey = "sk-headers-test-secret-key-987654321";

let test: TestApp;
let user: { id: string; cookie: string; headers: Record<string, string> };
const since = new Date();

const foreignOrigins = [
  "https://evil.example",
  "http://localhost:5000.evil.example",
  "https://localhost:5000",
  "http://localhost:5001",
  "null",
];

/** A concrete URL for a route pattern (ids that exist nowhere; the request must not get that far). */
function concrete(url: string): string {
  return url
    .replace(/:\w+/g, "00000000-0000-4000-8000-000000000000")
    .replace("/api/auth/*", "/api/auth/sign-out");
}

function expectSecurityHeaders(response: LightMyRequestResponse, what: string) {
  const headers = response.headers;
  const csp = String(headers["content-security-policy"] ?? "");
  expect(csp, `${what}: CSP`).toMatch(/default-src '(?:self|none)'/);
  expect(csp, `${what}: frame-ancestors`).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"], `${what}: nosniff`).toBe("nosniff");
  expect(String(headers["referrer-policy"] ?? ""), `${what}: referrer-policy`).toMatch(
    /^(?:strict-origin-when-cross-origin|no-referrer)$/,
  );
}

beforeAll(async () => {
  test = await createTestApp({ AI_API_KEY: aiKey });
  user = await signedInUser(test, "csrf");
  await setAccess(test, user.id, {
    trialStartedAt: new Date(),
    trialEndsAt: new Date(Date.now() + 3 * day),
  });
});

afterAll(async () => {
  await test?.app.close();
});

describe("CSRF: state-changing requests from another site are refused", () => {
  const stateChanging = new Set<HTTPMethods>(["POST", "PUT", "PATCH", "DELETE"]);

  it("refuses every POST, PUT, PATCH and DELETE route (but the Stripe webhook and the mail opt-out) with 403", async () => {
    const routes = registeredApiRoutes(test.app).filter((route) => stateChanging.has(route.method));
    expect(routes.length).toBeGreaterThan(30);
    const before = await databaseFingerprint(test.database.db, [user.id], since);
    const mailsBefore = test.mailer.sent.length;
    for (const route of routes) {
      // Called by other servers: Stripe (signed), and mail providers' one-click opt-out
      // (RFC 8058), whose token in the address is its only credential.
      if (route.url === "/api/stripe/webhook" || route.url === "/api/email/unsubscribe") continue;
      for (const origin of foreignOrigins) {
        const response = await test.app.inject({
          method: route.method,
          url: concrete(route.url),
          headers: { cookie: user.cookie, origin, "x-forwarded-for": newIp() },
          payload: { email: "x@example.org", confirm: "DELETE", prompt: "x", topic: "x" },
        });
        expect(response.statusCode, `${routeKey(route)} from ${origin}`).toBe(403);
        expect(response.json().error.code).toBe("forbidden");
      }
      // Browsers that send Sec-Fetch-Site but no Origin are judged by that instead.
      const fetchSite = await test.app.inject({
        method: route.method,
        url: concrete(route.url),
        headers: {
          cookie: user.cookie,
          "sec-fetch-site": "cross-site",
          "x-forwarded-for": newIp(),
        },
      });
      expect(fetchSite.statusCode, `${routeKey(route)} cross-site`).toBe(403);
    }
    expect(await databaseFingerprint(test.database.db, [user.id], since)).toBe(before);
    expect(test.mailer.sent.length).toBe(mailsBefore);
    // Still signed in: the refused sign-out did nothing.
    const me = await test.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: user.headers,
    });
    expect(me.statusCode).toBe(200);
  });

  it("lets the Stripe webhook through to its signature check, which refuses a forgery", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      payload: "{}",
    });
    expect(response.statusCode).not.toBe(403);
    expect(response.json().error.code).not.toBe("forbidden");
  });

  it("accepts the same request from our own origin", async () => {
    const response = await test.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: { ...user.headers, origin: test.config.publicUrl },
      payload: { profile: { church: "Hope Chapel" } },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("cookies", () => {
  function setCookies(response: LightMyRequestResponse): string[] {
    const header = response.headers["set-cookie"];
    return Array.isArray(header) ? header : header ? [header] : [];
  }

  /** Sign-up, verification link, sign-in and sign-out, collecting every cookie set. */
  async function cookiesOfTheAccountFlow(app: TestApp): Promise<string[]> {
    const origin = app.config.publicUrl;
    const ip = newIp();
    const headers = { origin, "x-forwarded-for": ip, "x-forwarded-proto": "https" };
    const email = uniqueEmail("cookies");
    const cookies: string[] = [];
    const signUp = await app.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers,
      payload: { email, password: strongPassword, name: "Grace Hopewell", callbackURL: "/tools" },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    cookies.push(...setCookies(signUp));
    const link = new URL(/https?:\/\/\S+/.exec(app.mailer.lastTo(email)!.text)![0]);
    const verified = await app.app.inject({
      method: "GET",
      url: link.pathname + link.search,
      headers,
    });
    cookies.push(...setCookies(verified));
    const signIn = await app.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers,
      payload: { email, password: strongPassword },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const session = setCookies(signIn);
    expect(session.length).toBeGreaterThan(0);
    cookies.push(...session);
    const cookieHeader = session.map((cookie) => cookie.split(";")[0]).join("; ");
    const signOut = await app.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { ...headers, cookie: cookieHeader },
    });
    expect(signOut.statusCode, signOut.body).toBe(200);
    cookies.push(...setCookies(signOut));
    return cookies;
  }

  it("are HttpOnly and SameSite in development and test mode", async () => {
    const cookies = await cookiesOfTheAccountFlow(test);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie, cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie, cookie).toMatch(/;\s*SameSite=(?:Lax|Strict)/i);
      expect(cookie, cookie).toMatch(/;\s*Path=\//i);
    }
  });

  it("are also Secure (and __Secure- prefixed) in production mode behind HTTPS", async () => {
    const production = await createTestApp({
      NODE_ENV: "production",
      PUBLIC_URL: "https://kingdomtools.example",
      AUTH_SECRET: "a-production-secret-of-at-least-32-characters",
    });
    try {
      const cookies = await cookiesOfTheAccountFlow(production);
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) {
        expect(cookie, cookie).toMatch(/;\s*HttpOnly/i);
        expect(cookie, cookie).toMatch(/;\s*SameSite=(?:Lax|Strict)/i);
        expect(cookie, cookie).toMatch(/;\s*Secure/i);
        expect(cookie, cookie).toMatch(/^__Secure-/);
      }
      const page = await production.app.inject({ method: "GET", url: "/" });
      expect(String(page.headers["strict-transport-security"])).toMatch(/max-age=\d{7,}/);
    } finally {
      await production.app.close();
    }
  });
});

describe("security headers on every response", () => {
  it("every /api route, signed out (mostly 401s and validation errors)", async () => {
    for (const route of registeredApiRoutes(test.app)) {
      const response = await test.app.inject({
        method: route.method,
        url: concrete(route.url),
        headers: { origin: test.config.publicUrl, "x-forwarded-for": newIp() },
      });
      expectSecurityHeaders(response, `${routeKey(route)} → ${response.statusCode}`);
    }
  });

  it("every /api route, signed in with a trial", async () => {
    for (const route of registeredApiRoutes(test.app)) {
      // Signing out or closing the account would end the session the loop relies on.
      if (route.url === "/api/logout" || route.url === "/api/account/delete") continue;
      const response = await test.app.inject({
        method: route.method,
        url: concrete(route.url).replace("/api/auth/sign-out", "/api/auth/get-session"),
        headers: { ...user.headers, "x-forwarded-for": newIp() },
      });
      expectSecurityHeaders(response, `${routeKey(route)} → ${response.statusCode}`);
    }
  });

  it("errors of every kind, pages, 404s, static files and streams", async () => {
    const asset = test.app
      .printRoutes({ method: "GET", commonPrefix: false })
      .split("\n")
      .map((line) => /(\/assets\/[^\s]+\.(?:js|css)) \(/.exec(line)?.[1])
      .find(Boolean);
    const cases: Array<{ what: string; request: InjectOptions }> = [
      { what: "landing page", request: { method: "GET", url: "/" } },
      { what: "tools page", request: { method: "GET", url: "/tools" } },
      { what: "unknown page (404)", request: { method: "GET", url: "/no-such-page" } },
      { what: "unknown API route (404)", request: { method: "GET", url: "/api/no-such-route" } },
      { what: "malformed URL (400)", request: { method: "GET", url: "/%E0%A4%A" } },
      { what: "robots.txt", request: { method: "GET", url: "/robots.txt" } },
      { what: "sitemap.xml", request: { method: "GET", url: "/sitemap.xml" } },
      { what: "favicon", request: { method: "GET", url: "/favicon.svg" } },
      ...(asset
        ? [{ what: `static asset ${asset}`, request: { method: "GET" as const, url: asset } }]
        : []),
      {
        what: "bad JSON (400)",
        request: {
          method: "PUT",
          url: "/api/settings",
          headers: { ...user.headers, "content-type": "application/json" },
          payload: '{"profile":',
        },
      },
      {
        what: "body too large (413)",
        request: {
          method: "PUT",
          url: "/api/settings",
          headers: { ...user.headers, "content-type": "application/json" },
          payload: JSON.stringify({ profile: { bio: "x".repeat(300_000) } }),
        },
      },
      {
        what: "wrong media type (415)",
        request: {
          method: "PUT",
          url: "/api/settings",
          headers: { ...user.headers, "content-type": "text/plain" },
          payload: "hello",
        },
      },
      {
        what: "validation error (400)",
        request: {
          method: "PUT",
          url: "/api/settings",
          headers: user.headers,
          payload: { profile: { ministry: "pope" } },
        },
      },
      {
        what: "method not allowed on a known path",
        request: { method: "PATCH", url: "/api/settings", headers: user.headers },
      },
      {
        what: "streamed generation",
        request: {
          method: "POST",
          url: "/api/prayers/generate",
          headers: { ...user.headers, accept: "text/event-stream" },
          payload: { focus: "Our deacons" },
        },
      },
      {
        what: "CSRF refusal (403)",
        request: {
          method: "POST",
          url: "/api/trial/activate",
          headers: { cookie: user.cookie, origin: "https://evil.example" },
        },
      },
    ];
    for (const { what, request } of cases) {
      const response = await test.app.inject(request);
      expectSecurityHeaders(response, `${what} → ${response.statusCode}`);
    }
  });

  it("a rate-limited answer (429) carries them too", async () => {
    const ip = newIp();
    let last: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt < 30; attempt++) {
      last = await test.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { origin: test.config.publicUrl, "x-forwarded-for": ip },
        payload: { email: "nobody@example.org", password: "wrong password 42" },
      });
      if (last.statusCode === 429) break;
    }
    expect(last?.statusCode).toBe(429);
    expectSecurityHeaders(last!, "429");
  });
});

describe("error bodies leak nothing", () => {
  it("no stack traces, file paths, SQL or secrets in any error body", async () => {
    const secrets = [aiKey, test.config.authSecret];
    const requests: Array<InjectOptions> = [
      ...registeredApiRoutes(test.app).map((route) => ({
        method: route.method,
        url: concrete(route.url),
        headers: {
          ...user.headers,
          "content-type": "application/json",
          "x-forwarded-for": newIp(),
        },
        payload: '{"__proto__":{"polluted":true},"a":',
      })),
      { method: "GET", url: "/api/library/not-a-uuid", headers: user.headers },
      { method: "GET", url: "/api/library?page=1e400&type=%00", headers: user.headers },
      {
        method: "PUT",
        url: "/api/settings",
        headers: user.headers,
        payload: { profile: { name: "\u0000" } },
      },
      {
        method: "POST",
        url: "/api/support",
        headers: { ...user.headers, "x-forwarded-for": newIp() },
        payload: { name: "A\u0000", email: "a@example.org", subject: "S", message: "Message" },
      },
      { method: "GET", url: "/api/images/..%2F..%2Fetc/passwd.png" },
      { method: "GET", url: "/api/scripture?ref=%00" },
    ];
    for (const request of requests) {
      const response = await test.app.inject(request);
      if (response.statusCode < 400) continue;
      const what = `${request.method} ${String(request.url)} → ${response.statusCode}`;
      expect(leakIn(response.body, secrets), what).toBeUndefined();
    }
  });
});

describe("the server's own logs leak no secrets", () => {
  const secrets = {
    AUTH_SECRET: "log-test-auth-secret-abcdefghijklmnopqrstuvwxyz",
    AI_API_KEY: "sk-log-test-ai-key-5550001112223334",
    SMTP_PASSWORD: "smtp-pass-word-7777",
    USER_PASSWORD: "my very private password 77",
    SESSION_TOKEN: "stolen-session-token-value-0000",
    BEARER: "bearer-token-value-9999",
  };
  let server: ServerProcess;
  let stripeSecrets: string[] = [];
  let stopStripe = async () => {};

  beforeAll(async () => {
    const stripe = await startFakeStripe("sk_test_log_secret_key_424242");
    stopStripe = () => stripe.stop();
    const env = stripeEnv(stripe);
    stripeSecrets = [env.STRIPE_SECRET_KEY!, env.STRIPE_WEBHOOK_SECRET!];
    const smtpPort = 9; // discard: nothing listens there on loopback
    server = await startServerProcess({
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      PUBLIC_URL: "https://kingdomtools.example",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "kt-logs-")),
      AUTH_SECRET: secrets.AUTH_SECRET,
      AI_PROVIDER: "openai-compatible",
      AI_MODEL: "fake-model",
      AI_BASE_URL: "http://127.0.0.1:9/v1",
      AI_API_KEY: secrets.AI_API_KEY,
      SMTP_URL: `smtp://kt-user:${secrets.SMTP_PASSWORD}@127.0.0.1:${smtpPort}`,
      ...env,
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await stopStripe();
  });

  it("through sign-up, failed sign-ins, mail and webhook failures and a 500", async () => {
    const origin = "https://kingdomtools.example";
    const call = (url: string, init: RequestInit = {}) =>
      fetch(server.url + url, {
        ...init,
        headers: {
          origin,
          "content-type": "application/json",
          cookie: `kt.session_token=${secrets.SESSION_TOKEN}; __Secure-kt.session_token=${secrets.SESSION_TOKEN}`,
          authorization: `Bearer ${secrets.BEARER}`,
          ...(init.headers as Record<string, string> | undefined),
        },
      });
    const email = uniqueEmail("logs");
    const bodies: string[] = [];
    const send = async (
      url: string,
      body: unknown,
      headers?: Record<string, string>,
      method = "POST",
    ) => {
      const response = await call(url, {
        method,
        body: typeof body === "string" ? body : JSON.stringify(body),
        ...(headers ? { headers } : {}),
      });
      bodies.push(`${url} → ${response.status} ${await response.text()}`);
    };
    await send("/api/auth/sign-up/email", { email, password: secrets.USER_PASSWORD, name: "Logs" });
    await send("/api/auth/sign-in/email", { email, password: secrets.USER_PASSWORD });
    await send("/api/auth/sign-in/email", { email, password: `${secrets.USER_PASSWORD}!` });
    await send("/api/auth/reset-password", { token: "nope", newPassword: secrets.USER_PASSWORD });
    await send("/api/support", {
      name: "Logs",
      email,
      subject: "Hi",
      message: "Mail server is down",
    });
    await send("/api/settings", '{"profile":', undefined, "PUT");
    const signed = signedWebhook({ type: "customer.subscription.updated", data: { object: {} } });
    await send("/api/stripe/webhook", signed.payload, signed.headers);
    await call("/api/library/00000000-0000-4000-8000-000000000000");
    await call("/api/auth/verify-email?token=forged&callbackURL=%20");
    // Give the logger a moment to flush.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const all = [...stripeSecrets, ...Object.values(secrets)];
    if (process.env.SHOW_SERVER_LOGS) console.info(server.lines.join("\n"), bodies.join("\n"));
    for (const body of bodies) expect(leakIn(body, all), body).toBeUndefined();
    expect(server.lines.length).toBeGreaterThan(5);
    for (const line of server.lines) {
      for (const secret of all) expect(line, "a secret in the logs").not.toContain(secret);
      let level = 60;
      try {
        level = (JSON.parse(line) as { level?: number }).level ?? 60;
      } catch {
        // A plain-text line (start-up banner, a library's console output) is judged as an error line.
      }
      // Stack traces are for failures of our own (level error and above), never for a client's mistake.
      if (level < 50) expect(stackIn(line), line).toBeUndefined();
    }
  });
});
