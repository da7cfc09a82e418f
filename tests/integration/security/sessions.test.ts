import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../support/test-app";
import {
  cookieFrom,
  linkInMail,
  newIp,
  signedInUser,
  strongPassword,
  visitor,
} from "../../support/users";

/**
 * Sessions under attack: guessing passwords is throttled, and a session cookie dies the
 * moment its user signs out or the password changes. The server remembers confirmed
 * sessions for SESSION_CACHE_SECONDS; these tests use a cache of a full minute (and the
 * default) so an immediate 401 proves the entry was dropped, not that it ran out.
 */
const protectedReads = [
  "/api/auth/user",
  "/api/settings",
  "/api/library",
  "/api/subscription/status",
];

let defaults: TestApp;
let longCache: TestApp;

async function statusesFor(test: TestApp, cookie: string): Promise<number[]> {
  const statuses: number[] = [];
  for (const url of protectedReads) {
    const response = await test.app.inject({ method: "GET", url, headers: { cookie } });
    statuses.push(response.statusCode);
  }
  return statuses;
}

async function signIn(test: TestApp, email: string, password: string, ip = newIp()) {
  return test.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { origin: test.config.publicUrl, "x-forwarded-for": ip },
    payload: { email, password },
  });
}

/** A second device: the same account signed in again, with its own cookie. */
async function secondDevice(test: TestApp, email: string, password = strongPassword) {
  const response = await signIn(test, email, password);
  expect(response.statusCode, response.body).toBe(200);
  return cookieFrom(response);
}

beforeAll(async () => {
  defaults = await createTestApp({ SIGN_IN_RATE_LIMIT: "4", SIGN_IN_RATE_WINDOW_SECONDS: "60" });
  longCache = await createTestApp({ SESSION_CACHE_SECONDS: "60" });
});

afterAll(async () => {
  await defaults?.app.close();
  await longCache?.app.close();
});

describe("password guessing", () => {
  it("is throttled after the configured number of attempts, even for the right password", async () => {
    expect(defaults.config.signInRateLimit.max).toBe(4);
    const user = await signedInUser(defaults, "guess-target");
    const attacker = newIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await signIn(defaults, user.email, `wrong guess ${attempt}`, attacker);
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4)).toEqual([429, 429]);
    const locked = await signIn(defaults, user.email, strongPassword, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe("rate_limited");
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect(cookieFrom(locked)).toBe("");
    // The owner, from their own address, is not locked out by the attacker.
    expect((await signIn(defaults, user.email, strongPassword)).statusCode).toBe(200);
  });

  it("answers a wrong password and an unknown account alike (no account enumeration)", async () => {
    const user = await signedInUser(defaults, "enumeration");
    const wrong = await signIn(defaults, user.email, "not the password 1");
    const unknown = await signIn(defaults, "nobody-here@example.org", "not the password 1");
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it("gives a new session token at sign-in, whatever cookie the browser brought", async () => {
    const user = await signedInUser(defaults, "fixation");
    const planted = "kt.session_token=planted-by-attacker.signature";
    const response = await defaults.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { ...visitor().headers, cookie: planted },
      payload: { email: user.email, password: strongPassword },
    });
    expect(response.statusCode).toBe(200);
    const issued = cookieFrom(response);
    expect(issued).toMatch(/kt\.session_token=/);
    expect(issued).not.toContain("planted-by-attacker");
    expect(issued).not.toBe(user.cookie);
  });
});

describe.each([
  ["the default session cache (5 s)", () => defaults],
  ["a one-minute session cache", () => longCache],
])("with %s, a session cookie stops working at once", (_name, app) => {
  it("after sign-out through the API", async () => {
    const test = app();
    const user = await signedInUser(test, "sign-out");
    const other = await secondDevice(test, user.email);
    expect(await statusesFor(test, user.cookie)).toEqual([200, 200, 200, 200]);
    const out = await test.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: user.headers,
    });
    expect(out.statusCode).toBe(200);
    expect(await statusesFor(test, user.cookie)).toEqual([401, 401, 401, 401]);
    // Signing out one device leaves the other signed in.
    expect(await statusesFor(test, other)).toEqual([200, 200, 200, 200]);
  });

  it("after sign-out through the /api/logout link", async () => {
    const test = app();
    const user = await signedInUser(test, "logout-link");
    expect(await statusesFor(test, user.cookie)).toEqual([200, 200, 200, 200]);
    const out = await test.app.inject({
      method: "GET",
      url: "/api/logout",
      // The header's link, followed on the site itself.
      headers: { cookie: user.cookie, "sec-fetch-site": "same-origin" },
    });
    expect(out.statusCode).toBe(302);
    expect(String(out.headers["set-cookie"])).toMatch(/kt\.session_token=;/);
    expect(await statusesFor(test, user.cookie)).toEqual([401, 401, 401, 401]);
  });

  it("on every device after a password reset", async () => {
    const test = app();
    const user = await signedInUser(test, "reset");
    const other = await secondDevice(test, user.email);
    expect(await statusesFor(test, user.cookie)).toEqual([200, 200, 200, 200]);
    expect(await statusesFor(test, other)).toEqual([200, 200, 200, 200]);
    const asked = await test.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: user.who.headers,
      payload: { email: user.email, redirectTo: "/reset-password" },
    });
    expect(asked.statusCode).toBe(200);
    const link = linkInMail(test, user.email);
    const opened = await test.app.inject({ method: "GET", url: link.pathname + link.search });
    const token = new URL(String(opened.headers.location), "http://x").searchParams.get("token");
    const newPassword = "a new song unto the lord 96";
    const reset = await test.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      headers: user.who.headers,
      payload: { newPassword, token },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await statusesFor(test, user.cookie)).toEqual([401, 401, 401, 401]);
    expect(await statusesFor(test, other)).toEqual([401, 401, 401, 401]);
    expect((await signIn(test, user.email, strongPassword)).statusCode).toBe(401);
    expect((await signIn(test, user.email, newPassword)).statusCode).toBe(200);
  });

  it("on the other devices after a signed-in password change that asks to sign them out", async () => {
    const test = app();
    const user = await signedInUser(test, "change");
    const other = await secondDevice(test, user.email);
    expect(await statusesFor(test, other)).toEqual([200, 200, 200, 200]);
    const newPassword = "great is thy faithfulness 3";
    const changed = await test.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: user.headers,
      payload: { currentPassword: strongPassword, newPassword, revokeOtherSessions: true },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await statusesFor(test, other)).toEqual([401, 401, 401, 401]);
    expect((await signIn(test, user.email, strongPassword)).statusCode).toBe(401);
  });
});

describe("a password change that does not ask to sign other devices out", () => {
  let otherDevice: number[] = [];

  it("is accepted", async () => {
    const user = await signedInUser(longCache, "change-keep");
    const other = await secondDevice(longCache, user.email);
    const changed = await longCache.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: user.headers,
      payload: { currentPassword: strongPassword, newPassword: "blessed assurance 1873" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    otherDevice = await statusesFor(longCache, other);
    expect(otherDevice).toHaveLength(protectedReads.length);
  });

  // better-auth keeps other sessions unless the client sends revokeOtherSessions; the server
  // forces it, because a password is changed most often when another device is not trusted.
  it("still ends the sessions on other devices", () => {
    expect(otherDevice).toEqual([401, 401, 401, 401]);
  });
});
