import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  contentItems,
  dataRequests,
  supportMessages,
  userSettings,
  users,
} from "../../server/db/schema";
import { purgeClosedAccounts, purgeLapsedContent } from "../../server/modules/privacy/account-data";
import { setAccess } from "../support/users";
import { getTestApp, type TestApp } from "../support/test-app";
import { signUp, strongPassword, visitor } from "../support/users";
import { saveSermon, userWithAccess } from "./library-helpers";

const day = 24 * 60 * 60 * 1000;

describe("data rights, support, Export My Data and account deletion", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await getTestApp();
  });

  it("stores a data rights request, returns its id and emails requester and privacy mailbox", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/gdpr/data-request",
      headers: visitor().headers,
      payload: {
        email: "member@church.example",
        requestType: "access",
        description: "Please send my data.",
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { requestId, dueAt } = response.json();
    expect(Date.parse(dueAt) - Date.now()).toBeGreaterThan(29 * day);
    const [row] = await test.database.db
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.id, requestId));
    expect(row).toMatchObject({
      email: "member@church.example",
      requestType: "access",
      status: "open",
    });
    expect(test.mailer.lastTo("member@church.example")?.text).toContain(requestId);
    expect(test.mailer.lastTo(test.config.privacyEmail)?.text).toContain("Please send my data.");
  });

  it("refuses a data request without email or type, with field errors", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/gdpr/data-request",
      headers: visitor().headers,
      payload: { email: "nope", requestType: "everything" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      email: "Invalid email address",
      requestType: "Request type is required",
    });
  });

  it("stores a support message and forwards it to the support mailbox", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/support",
      headers: visitor().headers,
      payload: {
        name: "Ruth",
        email: "ruth@church.example",
        subject: "PDF question",
        message: "How do I print?",
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { messageId } = response.json();
    const [row] = await test.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.id, messageId));
    expect(row).toMatchObject({ subject: "PDF question", message: "How do I print?" });
    const forwarded = test.mailer.lastTo(test.config.supportEmail)!;
    expect(forwarded.text).toContain("How do I print?");
    expect(forwarded.replyTo).toBe("ruth@church.example");
    expect(test.mailer.lastTo("ruth@church.example")?.text).toContain(messageId);
    const bad = await test.app.inject({
      method: "POST",
      url: "/api/support",
      headers: visitor().headers,
      payload: { email: "x" },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      "email",
      "message",
      "name",
      "subject",
    ]);
  });

  it("exports everything held about the user and nothing about anyone else", async () => {
    const user = await userWithAccess(test, "export-me");
    const other = await userWithAccess(test, "export-other");
    const mine = await saveSermon(test, user.headers);
    const theirs = await saveSermon(test, other.headers);
    await test.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: user.headers,
      payload: { profile: { church: "Grace Fellowship" } },
    });
    await test.app.inject({
      method: "POST",
      url: "/api/gdpr/data-request",
      headers: user.headers,
      payload: { email: user.email, requestType: "portability" },
    });
    await test.app.inject({
      method: "POST",
      url: "/api/support",
      headers: user.headers,
      payload: { name: "Me", email: user.email, subject: "Hi", message: "Hello" },
    });
    const response = await test.app.inject({
      method: "GET",
      url: "/api/account/export",
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain("attachment");
    const data = response.json();
    expect(data.profile).toMatchObject({ id: user.id, email: user.email });
    expect(data.settings.settings.profile.church).toBe("Grace Fellowship");
    expect(data.content.map((item: { id: string }) => item.id)).toEqual([mine]);
    expect(data.dataRequests).toHaveLength(1);
    expect(data.supportMessages).toHaveLength(1);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.signInMethods[0].providerId).toBe("credential");
    expect(response.body).not.toContain(theirs);
    expect(response.body).not.toContain(other.email);
    expect(response.body).not.toMatch(/"password"|"token"/);
  });

  it("closes an account at once and purges it after the retention period", async () => {
    const user = await userWithAccess(test, "close-me");
    const itemId = await saveSermon(test, user.headers);
    await test.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: user.headers,
      payload: {},
    });
    const unconfirmed = await test.app.inject({
      method: "POST",
      url: "/api/account/delete",
      headers: user.headers,
      payload: {},
    });
    expect(unconfirmed.statusCode).toBe(400);
    const closed = await test.app.inject({
      method: "POST",
      url: "/api/account/delete",
      headers: user.headers,
      payload: { confirm: "DELETE" },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    // Signed out everywhere, and the password no longer signs in.
    const after = await test.app.inject({
      method: "GET",
      url: "/api/library",
      headers: user.headers,
    });
    expect(after.statusCode).toBe(401);
    const signIn = await test.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: visitor().headers,
      payload: { email: user.email, password: strongPassword },
    });
    expect(signIn.statusCode).not.toBe(200);
    // Still held (within retention) until the job runs after 30 days.
    expect(await purgeClosedAccounts(test.database.db, new Date(Date.now() + 29 * day))).toBe(0);
    expect(
      await test.database.db.select().from(contentItems).where(eq(contentItems.id, itemId)),
    ).toHaveLength(1);
    expect(
      await purgeClosedAccounts(test.database.db, new Date(Date.now() + 30 * day + 1000)),
    ).toBeGreaterThanOrEqual(1);
    expect(await test.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(
      0,
    );
    expect(
      await test.database.db.select().from(contentItems).where(eq(contentItems.id, itemId)),
    ).toHaveLength(0);
    expect(
      await test.database.db.select().from(userSettings).where(eq(userSettings.userId, user.id)),
    ).toHaveLength(0);
    // The address is free again.
    const again = await signUp(test, user.email);
    expect(again.response.statusCode, again.response.body).toBe(200);
  });
});

describe("generated content: the subscription plus 90 days", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await getTestApp();
  });

  async function userWithSermon(label: string) {
    const user = await userWithAccess(test, label);
    const itemId = await saveSermon(test, user.headers);
    return { user, itemId };
  }

  async function stillHas(itemId: string) {
    const rows = await test.database.db
      .select()
      .from(contentItems)
      .where(eq(contentItems.id, itemId));
    return rows.length === 1;
  }

  it("removes it 90 days after access ended, and keeps it for users who still have access or came back", async () => {
    const now = new Date();
    const lapsed = await userWithSermon("lapsed");
    await setAccess(test, lapsed.user.id, {
      subscriptionStatus: "canceled",
      subscriptionEndsAt: new Date(now.getTime() - 91 * day),
      trialEndsAt: new Date(now.getTime() - 200 * day),
    });
    const recent = await userWithSermon("recent");
    await setAccess(test, recent.user.id, {
      subscriptionStatus: "canceled",
      subscriptionEndsAt: new Date(now.getTime() - 89 * day),
    });
    const trialOnly = await userWithSermon("trial-only");
    await setAccess(test, trialOnly.user.id, { trialEndsAt: new Date(now.getTime() - 95 * day) });
    const paying = await userWithSermon("paying");
    await setAccess(test, paying.user.id, {
      subscriptionStatus: "active",
      subscriptionEndsAt: new Date(now.getTime() - 120 * day),
      trialEndsAt: new Date(now.getTime() - 400 * day),
    });

    expect(await purgeLapsedContent(test.database.db, now, 90)).toBeGreaterThanOrEqual(2);
    expect(await stillHas(lapsed.itemId)).toBe(false);
    expect(await stillHas(trialOnly.itemId)).toBe(false);
    expect(await stillHas(recent.itemId)).toBe(true);
    expect(await stillHas(paying.itemId)).toBe(true);
    // The accounts themselves stay: only the generated content goes.
    expect(
      await test.database.db.select().from(users).where(eq(users.id, lapsed.user.id)),
    ).toHaveLength(1);
  });
});
