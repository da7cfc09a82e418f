import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { passwordWeakness } from "@shared/password-strength";
import { buildApp } from "../../../server/app";
import { ageVerifications, users } from "../../../server/db/schema";
import type { OutgoingMail } from "../../../server/modules/email/mailer";
import {
  CapturingMailer,
  publicUrl,
  testConfig,
  testDatabase,
  type TestApp,
} from "../../support/test-app";
import {
  cookieFrom,
  linkInMail,
  signUp,
  signedInUser,
  strongPassword,
  uniqueEmail,
  visitor,
} from "../../support/users";

/** A test app whose log (the operator's JSON lines) the test can read. */
interface LoggedApp extends TestApp {
  lines: string[];
  entries(): Array<Record<string, unknown>>;
}

async function appWithLog(
  overrides: Record<string, string> = {},
  mailer = new CapturingMailer(),
): Promise<LoggedApp> {
  const config = testConfig({ LOG_LEVEL: "info", ...overrides });
  const database = await testDatabase();
  const lines: string[] = [];
  const { app, context } = await buildApp({
    config,
    database,
    mailer,
    scheduledJobs: false,
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
  return {
    app,
    context,
    mailer,
    database,
    config,
    clock: { offsetMs: 0 },
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

let test: LoggedApp;
beforeAll(async () => {
  test = await appWithLog();
});

const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  test.app.inject({ method: "POST", url, headers, payload: payload as never });

async function storedUser(id: string) {
  const [row] = await test.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function trialUserWithImage(label: string) {
  const user = await signedInUser(test, label);
  expect((await post("/api/trial/activate", user.headers, {})).statusCode).toBeLessThan(300);
  const image = await post("/api/generate-image", user.headers, { prompt: "Psalm 23:1" });
  expect(image.statusCode, image.body).toBe(201);
  return { ...user, imageUrl: (image.json() as { url: string }).url };
}

describe("bodies are checked before better-auth sees them", () => {
  const actions = [
    "sign-up/email",
    "sign-in/email",
    "sign-in/social",
    "sign-out",
    "request-password-reset",
    "reset-password",
    "send-verification-email",
    "change-password",
    "change-email",
    "update-user",
    "revoke-session",
    "revoke-sessions",
    "revoke-other-sessions",
  ];

  it("answers JSON nested 5,000 levels deep with a 4xx on every action, signed in or not", async () => {
    const user = await signedInUser(test, "deep");
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    for (const action of actions) {
      for (const payload of [deep, `{"email":${deep},"password":${deep}}`, `{"x":${deep}}`]) {
        for (const headers of [visitor().headers, user.headers]) {
          const response = await test.app.inject({
            method: "POST",
            url: `/api/auth/${action}`,
            headers: { ...headers, "content-type": "application/json" },
            payload,
          });
          expect(response.statusCode, `${action}: ${response.body}`).toBeLessThan(500);
          expect(response.json()).toEqual({
            error: expect.objectContaining({ code: expect.any(String) }),
          });
        }
      }
    }
    // The session survived all of it (no action ran on a malformed body).
    expect(
      (await test.app.inject({ method: "GET", url: "/api/auth/user", headers: user.headers }))
        .statusCode,
    ).toBe(200);
  });

  it("refuses NUL bytes and nulls in update-user and reset-password with 400, no SQL in the log", async () => {
    const user = await signedInUser(test, "nul");
    const before = await storedUser(user.id);
    const updates = [
      { name: "Grace\u0000Hopewell" },
      { name: null },
      { firstName: null },
      { lastName: "\u0000" },
    ];
    for (const payload of updates) {
      const response = await post("/api/auth/update-user", user.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe("validation_error");
    }
    const resets = [
      { token: "abc\u0000def", newPassword: strongPassword },
      { token: null, newPassword: strongPassword },
      { token: "abcdef", newPassword: null },
      { token: "abcdef", newPassword: "still\u0000waters run deep" },
    ];
    for (const payload of resets) {
      const response = await post("/api/auth/reset-password", visitor().headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await storedUser(user.id)).toMatchObject({
      name: before.name,
      firstName: before.firstName,
      lastName: before.lastName,
    });
    const log = test.lines.join("\n");
    expect(log).not.toMatch(/Failed query|update "users"|invalid byte sequence/);
  });

  it("answers an action it does not offer with 404", async () => {
    const user = await signedInUser(test, "unknown-action");
    for (const action of [
      "delete-user",
      "link-social",
      "list-accounts",
      "update-session",
      "set-password",
      // Names every object has: no action either.
      "toString",
      "constructor",
      "hasOwnProperty",
    ]) {
      const response = await post(`/api/auth/${action}`, user.headers, {});
      expect(response.statusCode, action).toBe(404);
    }
  });
});

describe("update-user stores only what a profile holds", () => {
  it("refuses long names, names with control characters and any image the product did not issue", async () => {
    const user = await trialUserWithImage("profile");
    const other = await trialUserWithImage("profile-other");
    const refused = [
      { name: "x".repeat(100_000) },
      { firstName: "y".repeat(101) },
      { lastName: "Hope\r\nwell" },
      { name: "Grace\u202eHopewell" },
      { image: "javascript:alert(document.cookie)" },
      { image: "https://evil.example/track.png" },
      { image: "//evil.example/a.png" },
      { image: other.imageUrl },
      { image: user.imageUrl.replace(/\/[^/]+\.png$/, "/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.png") },
      { email: "someone-else@example.org" },
      { subscriptionStatus: "active" },
    ];
    for (const payload of refused) {
      const response = await post("/api/auth/update-user", user.headers, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    const stored = await storedUser(user.id);
    expect(stored.name).toBe("Grace Hopewell");
    expect(stored.profileImageUrl).toBeNull();
    expect(stored.subscriptionStatus).not.toBe("active");

    const own = await post("/api/auth/update-user", user.headers, {
      image: user.imageUrl,
      firstName: "Grace Ann",
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(await storedUser(user.id)).toMatchObject({
      profileImageUrl: user.imageUrl,
      firstName: "Grace Ann",
    });
    expect((await post("/api/auth/update-user", user.headers, { image: null })).statusCode).toBe(
      200,
    );
    expect((await storedUser(user.id)).profileImageUrl).toBeNull();
  });
});

describe("GET /api/logout from another site", () => {
  const logout = (headers: Record<string, string>) =>
    test.app.inject({ method: "GET", url: "/api/logout", headers });
  const signedIn = async (cookie: string) =>
    (await test.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } }))
      .statusCode === 200;

  it("asks for confirmation instead of signing out, on a cross-site or unknown navigation", async () => {
    const user = await signedInUser(test, "logout-cross");
    const navigations: Array<Record<string, string>> = [
      { "sec-fetch-site": "cross-site" },
      { referer: "https://evil.example/page" },
      {},
    ];
    for (const headers of navigations) {
      const response = await logout({ cookie: user.cookie, ...headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/text\/html/);
      expect(response.headers["set-cookie"]).toBeUndefined();
      expect(response.body).toMatch(/<form method="post" action="\/api\/logout">/);
      expect(await signedIn(user.cookie)).toBe(true);
    }
  });

  it("signs out on a same-site navigation, or when the confirmation form is posted from the site", async () => {
    const first = await signedInUser(test, "logout-same");
    for (const site of ["same-origin", "same-site", "none"]) {
      const again = await post("/api/auth/sign-in/email", first.who.headers, {
        email: first.email,
        password: first.password,
      });
      const cookie = cookieFrom(again);
      const response = await logout({ cookie, "sec-fetch-site": site });
      expect(response.statusCode, site).toBe(302);
      expect(await signedIn(cookie)).toBe(false);
    }
    const user = await signedInUser(test, "logout-form");
    const foreign = await test.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie: user.cookie, origin: "https://evil.example" },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await signedIn(user.cookie)).toBe(true);
    const confirmed = await test.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: {
        cookie: user.cookie,
        origin: publicUrl,
        "content-type": "application/x-www-form-urlencoded",
      },
    });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe("/");
    expect(await signedIn(user.cookie)).toBe(false);
  });
});

describe("passwords: strength and guessing", () => {
  const weak = [
    "aaaaaaaa",
    "abcdefgh",
    "        ",
    "kingdomtools",
    "KingdomTools",
    "password1",
    "12345678",
  ];

  it("refuses weak passwords at sign-up with a field message saying why", async () => {
    for (const password of [...weak, "Grace Hopewell"]) {
      const { response } = await signUp(test, uniqueEmail("weak"), password);
      expect(response.statusCode, password).toBe(400);
      const error = response.json().error;
      expect(error.fields?.password, password).toMatch(/too easy to guess/);
    }
    // The account's own email address is one of its words too.
    const email = uniqueEmail("shepherdess");
    const own = await signUp(test, email, email.split("@")[0]!);
    expect(own.response.json().error?.fields?.password).toMatch(/too easy to guess/);
    expect(
      (await signUp(test, uniqueEmail("strong"), "green pastures still waters 23")).response
        .statusCode,
    ).toBe(200);
  });

  it("refuses weak passwords at reset and change, with the field message", async () => {
    const user = await signedInUser(test, "weak-change");
    const change = await post("/api/auth/change-password", user.headers, {
      currentPassword: user.password,
      newPassword: "Grace Hopewell",
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().error.fields.newPassword).toMatch(/too easy to guess/);

    expect(
      (
        await post("/api/auth/request-password-reset", user.who.headers, {
          email: user.email,
          redirectTo: "/reset-password",
        })
      ).statusCode,
    ).toBe(200);
    const token = linkInMail(test, user.email).pathname.split("/").pop();
    for (const newPassword of ["aaaaaaaa", user.email]) {
      const reset = await post("/api/auth/reset-password", user.who.headers, {
        token,
        newPassword,
      });
      expect(reset.statusCode, newPassword).toBe(400);
      expect(reset.json().error.fields.newPassword).toMatch(/too easy to guess/);
    }
    const good = await post("/api/auth/reset-password", user.who.headers, {
      token,
      newPassword: "a lamp unto my feet 119",
    });
    expect(good.statusCode).toBe(200);
  });

  it("the forms use the same judgement (shared checker)", async () => {
    for (const password of weak)
      expect(await passwordWeakness(password), password).toMatch(/too easy to guess/);
    expect(await passwordWeakness("still waters run deep 42")).toBeUndefined();
  });

  it("slows guessing one account from many addresses, without locking its owner out", async () => {
    // Four attempts per window from unknown devices: the owner's first sign-in on the
    // laptop is one of them, so the attacker has three.
    const guarded = await appWithLog({ SIGN_IN_ACCOUNT_LIMIT: "4" });
    const owner = await signedInUser(guarded, "guarded");
    const signIn = (headers: Record<string, string>, password: string) =>
      guarded.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers,
        payload: { email: owner.email, password },
      });
    // The owner signs in on a laptop, which is remembered.
    const laptop = visitor();
    const first = await signIn(laptop.headers, owner.password);
    expect(first.statusCode).toBe(200);
    const deviceCookie = String(first.headers["set-cookie"])
      .split(/,(?=\s*[\w.-]+=)/)
      .map((value) => value.trim().split(";")[0]!)
      .find((value) => value.startsWith("kt.known-device="));
    expect(deviceCookie).toBeTruthy();

    // An attacker guesses from a new address each time.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push(
        (await signIn(visitor().headers, `guess number ${attempt} of many`)).statusCode,
      );
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429, 429]);
    // Even the right password, from an address the account has never used, waits.
    const stranger = await signIn(visitor().headers, owner.password);
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers["retry-after"])).toBeGreaterThan(0);
    expect(stranger.json().error.message).toMatch(/this account/);

    // The owner's laptop still signs in, and so does the address of a session it holds.
    expect(
      (await signIn({ ...visitor().headers, cookie: deviceCookie! }, owner.password)).statusCode,
    ).toBe(200);
    expect((await signIn(owner.who.headers, owner.password)).statusCode).toBe(200);
    // A forged device cookie is just another stranger.
    expect(
      (
        await signIn(
          { ...visitor().headers, cookie: "kt.known-device=AAAAAAAAAAAAAAAAAAAAAA" },
          owner.password,
        )
      ).statusCode,
    ).toBe(429);
    await guarded.app.close();
  });
});

describe("better-auth's log lines", () => {
  it("go through the structured logger, so a line break in input cannot forge a line", async () => {
    const context = await test.context.auth.$context;
    const before = test.lines.length;
    const forged = '{"level":30,"msg":"admin signed in"}';
    context.logger.error(`Provider not found: x\r\n${forged}`, {
      provider: `x\n${forged}`,
    });
    // And from a request: a wrong password is logged by better-auth.
    const user = await signedInUser(test, "log-lines");
    await post("/api/auth/sign-in/email", visitor().headers, {
      email: user.email,
      password: "not it at all 1",
    });
    const lines = test.lines.slice(before);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const fromAuth = parsed.filter((entry) => entry.module === "better-auth");
    expect(fromAuth.map((entry) => entry.msg)).toEqual(
      expect.arrayContaining([expect.stringContaining("Provider not found"), "Invalid password"]),
    );
    for (const line of lines) expect(line.trimEnd()).not.toMatch(/[\r\n]/);
    expect(parsed.some((entry) => entry.msg === "admin signed in")).toBe(false);
  });
});

describe("shared image links", () => {
  it("stop answering the moment the account is deleted", async () => {
    const user = await trialUserWithImage("closing");
    const open = () => test.app.inject({ method: "GET", url: user.imageUrl });
    expect((await open()).statusCode).toBe(200);
    const closed = await post("/api/account/delete", user.headers, { confirm: "DELETE" });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await open()).statusCode).toBe(404);
  });
});

describe("hygiene", () => {
  it("keeps session tokens out of sign-in, get-session and list-sessions answers", async () => {
    const user = await signedInUser(test, "tokens");
    const signIn = await post("/api/auth/sign-in/email", user.who.headers, {
      email: user.email,
      password: user.password,
    });
    const cookie = cookieFrom(signIn);
    const token = decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;
    expect(token.length).toBeGreaterThan(16);
    const answers = [
      signIn,
      await test.app.inject({ method: "GET", url: "/api/auth/get-session", headers: { cookie } }),
      await test.app.inject({ method: "GET", url: "/api/auth/list-sessions", headers: { cookie } }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(token);
      expect(answer.body).not.toMatch(/"token"/);
    }
    expect(answers[1]!.json()).toMatchObject({ user: { email: user.email } });
  });

  it("sends a Permissions-Policy on pages and API answers", async () => {
    for (const url of ["/", "/api/health"]) {
      const response = await test.app.inject({ method: "GET", url });
      expect(response.headers["permissions-policy"], url).toMatch(/camera=\(\)/);
      expect(response.headers["permissions-policy"], url).toMatch(/geolocation=\(\)/);
    }
  });

  it("records an age confirmation for the session's account only, never a claimed one", async () => {
    const victim = await signedInUser(test, "age-victim");
    const claimed = await post("/api/compliance/age-verification", visitor().headers, {
      userId: victim.id,
      verified: true,
    });
    expect(claimed.statusCode).toBe(400);
    const rows = () =>
      test.database.db
        .select()
        .from(ageVerifications)
        .where(eq(ageVerifications.userId, victim.id));
    expect(await rows()).toHaveLength(0);
    const own = await post("/api/compliance/age-verification", victim.headers, { verified: true });
    expect(own.statusCode).toBe(201);
    expect(await rows()).toHaveLength(1);
    const anonymous = await post("/api/compliance/age-verification", visitor().headers, {
      userId: "anonymous",
      verified: true,
    });
    expect(anonymous.statusCode).toBe(201);
    expect(
      await test.database.db
        .select()
        .from(ageVerifications)
        .where(and(eq(ageVerifications.userId, victim.id), eq(ageVerifications.verified, true))),
    ).toHaveLength(1);
  });

  it("logs an error for the operator when a password-reset email cannot be written", async () => {
    class FailingResetMailer extends CapturingMailer {
      override async send(mail: OutgoingMail) {
        if (/reset/i.test(mail.subject))
          throw Object.assign(new Error("disk full"), { code: "ENOSPC" });
        await super.send(mail);
      }
    }
    const failing = await appWithLog({}, new FailingResetMailer());
    const user = await signedInUser(failing, "reset-mail");
    const response = await failing.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: user.who.headers,
      payload: { email: user.email, redirectTo: "/reset-password" },
    });
    // The answer does not tell who has an account; the operator's log does say it failed.
    expect(response.statusCode).toBe(200);
    const errors = failing.entries().filter((entry) => (entry.level as number) >= 50);
    expect(errors.map((entry) => entry.msg)).toContain("a password-reset email could not be sent");
    await failing.app.close();
  });
});
