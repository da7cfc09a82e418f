import { describe, expect, it } from "vitest";
import { getTestApp } from "../support/test-app";
import {
  cookieFrom,
  linkInMail,
  signUp,
  signedInUser,
  strongPassword,
  uniqueEmail,
  visitor,
} from "../support/users";

const test = await getTestApp();

async function signIn(email: string, password: string, headers: Record<string, string>) {
  return test.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers,
    payload: { email, password },
  });
}

async function currentUser(cookie: string) {
  return test.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
}

describe("accounts", () => {
  it("signs up, sends a verification email, and refuses sign-in until verified", async () => {
    const { response, email, password, who } = await signUp(test);
    expect(response.statusCode).toBe(200);
    const mail = test.mailer.lastTo(email);
    expect(mail?.subject).toMatch(/confirm your email/i);
    expect(mail?.html).toContain("Confirm my email");

    const early = await signIn(email, password, who.headers);
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe("email_not_verified");
  });

  it("verifies through the emailed link, which signs the user in", async () => {
    const user = await signedInUser(test);
    const me = await currentUser(user.cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: user.email,
      emailVerified: true,
      firstName: "Grace",
      lastName: "Hopewell",
      profileImageUrl: null,
      subscriptionStatus: "inactive",
      trialStatus: "none",
      hasAccess: false,
    });
  });

  it("signs in with the right password and gives a fresh session each time", async () => {
    const user = await signedInUser(test);
    const first = await signIn(user.email, user.password, user.who.headers);
    expect(first.statusCode).toBe(200);
    const cookie = cookieFrom(first);
    expect(cookie).toMatch(/kt\.session_token=/);
    expect(cookie).not.toBe(user.cookie);
    const setCookie = String(first.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect((await currentUser(cookie)).statusCode).toBe(200);
  });

  it("refuses a wrong password with 401 and the error shape", async () => {
    const user = await signedInUser(test);
    const response = await signIn(user.email, "not the password at all", user.who.headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: expect.any(String), message: expect.any(String) },
    });
  });

  it("refuses short and common passwords", async () => {
    const short = await signUp(test, uniqueEmail(), "short");
    expect(short.response.statusCode).toBe(400);
    const common = await signUp(test, uniqueEmail(), "password123");
    expect(common.response.statusCode).toBe(400);
    expect(common.response.json().error.message).toMatch(/common/i);
    const long = await signUp(
      test,
      uniqueEmail(),
      "a".repeat(40) + " long passphrases are welcome here",
    );
    expect(long.response.statusCode).toBe(200);
  });

  it("ends the session on sign-out: the old cookie no longer works", async () => {
    const user = await signedInUser(test);
    const out = await test.app.inject({
      method: "GET",
      url: "/api/logout",
      // The header's link, followed on the site itself.
      headers: { cookie: user.cookie, "sec-fetch-site": "same-origin" },
    });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe("/");
    expect((await currentUser(user.cookie)).statusCode).toBe(401);
  });

  it("resets a password through the emailed link and ends other sessions", async () => {
    const user = await signedInUser(test);
    const request = await test.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: user.who.headers,
      payload: { email: user.email, redirectTo: "/reset-password" },
    });
    expect(request.statusCode).toBe(200);
    const link = linkInMail(test, user.email);
    const opened = await test.app.inject({ method: "GET", url: link.pathname + link.search });
    expect(opened.statusCode).toBe(302);
    const target = new URL(String(opened.headers.location), "http://localhost");
    expect(target.pathname).toBe("/reset-password");
    const token = target.searchParams.get("token");
    expect(token).toBeTruthy();

    const newPassword = "the lord is my shepherd 23";
    const reset = await test.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      headers: user.who.headers,
      payload: { newPassword, token },
    });
    expect(reset.statusCode).toBe(200);
    expect((await currentUser(user.cookie)).statusCode).toBe(401);
    expect((await signIn(user.email, user.password, user.who.headers)).statusCode).toBe(401);
    expect((await signIn(user.email, newPassword, user.who.headers)).statusCode).toBe(200);
  });

  it("throttles repeated sign-in attempts from one address with 429 and Retry-After", async () => {
    const user = await signedInUser(test);
    const attacker = visitor();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const response = await signIn(user.email, `wrong guess ${attempt}`, attacker.headers);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().error.code).toBe("rate_limited");
        expect(response.headers["retry-after"]).toBeDefined();
      }
    }
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Even the right password is refused while throttled.
    expect((await signIn(user.email, strongPassword, attacker.headers)).statusCode).toBe(429);
  });

  it("GET /api/auth/user answers 401 when signed out", async () => {
    const response = await test.app.inject({ method: "GET", url: "/api/auth/user" });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("unauthorized");
  });

  it("GET /api/auth/session answers null for a visitor and the same user when signed in", async () => {
    const visitor = await test.app.inject({ method: "GET", url: "/api/auth/session" });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ user: null });
    const user = await signedInUser(test, "session-answer");
    const session = await test.app.inject({
      method: "GET",
      url: "/api/auth/session",
      headers: user.headers,
    });
    expect(session.statusCode).toBe(200);
    expect(session.headers["cache-control"]).toBe("no-store");
    expect(session.json()).toEqual({ user: (await currentUser(user.cookie)).json() });
    expect(session.json().user.email).toBe(user.email);
  });

  it("/api/login sends the visitor to the sign-in page and remembers where they were", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: "/api/login?returnTo=/subscription",
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/login?returnTo=%2Fsubscription");
    const fromReferer = await test.app.inject({
      method: "GET",
      url: "/api/login",
      headers: { referer: "http://localhost:5000/tools?x=1" },
    });
    expect(fromReferer.headers.location).toBe(
      `/login?returnTo=${encodeURIComponent("/tools?x=1")}`,
    );
    const offsite = await test.app.inject({
      method: "GET",
      url: "/api/login?returnTo=//evil.example",
    });
    expect(offsite.headers.location).toBe("/login?returnTo=%2Ftools");
  });
});
