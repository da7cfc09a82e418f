import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminEmailDeliveries } from "@shared/admin/api";
import { users as usersTable } from "../../server/db/schema";
import { cleanSenderName } from "../../server/modules/library/content-email";
import { startSmtpPeer } from "../support/smtp-peer";
import {
  buildTestApp,
  createTestApp,
  testConfig,
  testDatabase,
  type TestApp,
} from "../support/test-app";
import { setAccess, uniqueEmail, visitor } from "../support/users";
import { saveSermon, userWithAccess } from "./library-helpers";

const secret = "content-email-relay-secret-0123456789abcdef";
const settings = {
  AUTH_SECRET: secret,
  SESSION_CACHE_SECONDS: "0",
  CONTENT_EMAIL_HOURLY_LIMIT: "100",
  CONTENT_EMAIL_TRIAL_DAILY_LIMIT: "4",
  CONTENT_EMAIL_TRIAL_RECIPIENT_DAILY_LIMIT: "2",
  CONTENT_EMAIL_DAILY_LIMIT: "50",
  CONTENT_EMAIL_RECIPIENT_DAILY_LIMIT: "5",
};

type User = Awaited<ReturnType<typeof userWithAccess>>;

describe("Deliver to Inbox is not an open relay", () => {
  let test: TestApp;
  const adminEmail = uniqueEmail("relay-admin");

  beforeAll(async () => {
    test = await createTestApp({ ...settings, ADMIN_EMAILS: adminEmail });
  });

  const send = (user: User, id: string, email: string) =>
    test.app.inject({
      method: "POST",
      url: `/api/library/${id}/email`,
      headers: user.headers,
      payload: { email },
    });

  async function sender(label: string) {
    const user = await userWithAccess(test, label);
    return { user, id: await saveSermon(test, user.headers) };
  }

  it("strips addresses, links and header characters from the name shown as sender", () => {
    expect(
      cleanSenderName(
        'WIN $500 <prize@spam.example> at https://spam.example/x or www.win.example "now"',
      ),
    ).toBe("WIN $500 at or now");
    expect(cleanSenderName("Visit cheap-pills.example today")).toBe("Visit today");
    expect(cleanSenderName("Pastor\r\nBcc: all@spam.example")).toBe("Pastor Bcc");
    expect(cleanSenderName("x".repeat(500))).toHaveLength(60);
    expect(cleanSenderName("Ruth Boaz")).toBe("Ruth Boaz");
  });

  it("sends from the operator's address under the user's verified name and address, with a one-click opt-out", async () => {
    const smtp = await startSmtpPeer();
    const sending = (
      await buildTestApp({
        config: testConfig({
          ...settings,
          PUBLIC_URL: "https://tools.church.example",
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
          MAIL_FROM: "Kingdom Tools <tools@church.example>",
        }),
        database: await testDatabase(),
      })
    ).app;
    try {
      const { user, id } = await sender("relay-from");
      await test.database.db
        .update(usersTable)
        .set({
          name: "Claim your prize at https://spam.example <win@spam.example>",
          firstName: "Claim your prize at https://spam.example",
          lastName: "<win@spam.example>",
        })
        .where(eq(usersTable.id, user.id));
      const response = await sending.inject({
        method: "POST",
        url: `/api/library/${id}/email`,
        headers: { ...user.headers, origin: "https://tools.church.example" },
        payload: { email: "stranger@mail.example" },
      });
      expect(response.statusCode, response.body).toBe(200);
      const message = await simpleParser(smtp.received[0]!.raw);
      expect(message.from?.value).toEqual([
        {
          address: "tools@church.example",
          name: `Claim your prize at (${user.email}) via Kingdom Tools`,
        },
      ]);
      expect(message.replyTo?.value[0]?.address).toBe(user.email);
      expect(smtp.received[0]!.from).toBe("tools@church.example");
      const header = (name: string) =>
        message.headerLines
          .find((line) => line.key === name)
          ?.line.replace(/^[^:]+:\s*/, "")
          .replace(/\r?\n\s+/g, " ");
      const listUnsubscribe = header("list-unsubscribe") ?? "";
      expect(listUnsubscribe).toMatch(
        /^<https:\/\/tools\.church\.example\/api\/email\/unsubscribe\?token=[\w-]{20,}>$/,
      );
      expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(message.text).toContain(listUnsubscribe.slice(1, -1));
      expect(message.text).not.toContain("spam.example");
      expect(message.html).not.toContain("spam.example");
    } finally {
      await sending.close();
      await smtp.close();
    }
  });

  it("stops every delivery to an address at once after a one-click POST without a session", async () => {
    const { user, id } = await sender("relay-optout");
    const other = await sender("relay-optout-other");
    const address = uniqueEmail("recipient");
    expect((await send(user, id, address)).statusCode).toBe(200);
    const mail = test.mailer.lastTo(address)!;
    const url = new URL(mail.headers!["List-Unsubscribe"]!.slice(1, -1));
    expect(url.origin).toBe(test.config.publicUrl);

    // The link opened in a browser: a confirmation page, nothing changed yet.
    const page = await test.app.inject({ method: "GET", url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain('<form method="post"');
    expect(page.body).not.toContain(address);
    expect((await send(user, id, address)).statusCode).toBe(200);

    // The mail provider's one-click request (RFC 8058): no cookie, a foreign origin.
    const oneClick = await test.app.inject({
      method: "POST",
      url: url.pathname + url.search,
      headers: {
        ...visitor().headers,
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://mail.provider.example",
        "sec-fetch-site": "cross-site",
      },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.body).toContain("unsubscribed");

    const sentBefore = test.mailer.sent.length;
    for (const [who, item] of [
      [user, id],
      [other.user, other.id],
    ] as const) {
      const refused = await send(who, item, address.toUpperCase());
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toMatch(/asked not to receive/);
    }
    expect(test.mailer.sent.length).toBe(sentBefore);

    const bad = await test.app.inject({
      method: "POST",
      url: "/api/email/unsubscribe?token=not-a-real-token-at-all-0000",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(bad.statusCode).toBe(404);
  });

  it("limits messages per recipient and per day, lower in a trial than for subscribers", async () => {
    const { user, id } = await sender("relay-limits");
    const target = uniqueEmail("target");
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await send(user, id, target)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const perRecipient = await send(user, id, target);
    expect(perRecipient.json().error.message).toMatch(/same address during your free trial/);

    expect((await send(user, id, uniqueEmail("target"))).statusCode).toBe(200);
    expect((await send(user, id, uniqueEmail("target"))).statusCode).toBe(200);
    const perDay = await send(user, id, uniqueEmail("target"));
    expect(perDay.statusCode).toBe(429);
    expect(perDay.json().error.message).toMatch(/4 emails a day during your free trial/);

    // A subscriber may send more to one address.
    const { user: subscriber, id: sermon } = await sender("relay-subscriber");
    await setAccess(test, subscriber.id, { subscriptionStatus: "active" });
    const address = uniqueEmail("target");
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await send(subscriber, sermon, address)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200]);
  });

  it("sends nothing for an account whose address is not verified", async () => {
    const { user, id } = await sender("relay-unverified");
    await test.database.db
      .update(usersTable)
      .set({ emailVerified: false })
      .where(eq(usersTable.id, user.id));
    const response = await send(user, id, uniqueEmail("target"));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toMatch(/verify your email/);
  });

  it("shows the operator delivery counts per account", async () => {
    const { user, id } = await sender("relay-counted");
    for (let i = 0; i < 3; i++)
      expect((await send(user, id, uniqueEmail("counted"))).statusCode).toBe(200);
    const admin = await userWithAccess(test, "relay-admin-user");
    await test.database.db
      .update(usersTable)
      .set({ email: adminEmail })
      .where(eq(usersTable.id, admin.id));
    const response = await test.app.inject({
      method: "GET",
      url: "/api/admin/email-deliveries",
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as AdminEmailDeliveries;
    const row = body.accounts.find((account) => account.userId === user.id);
    expect(row).toMatchObject({ email: user.email, access: "trial", lastDay: 3, total: 3 });
    expect(body.optedOutRecipients).toBeGreaterThanOrEqual(1);

    const member = await test.app.inject({
      method: "GET",
      url: "/api/admin/email-deliveries",
      headers: user.headers,
    });
    expect(member.statusCode).toBe(404);
  });

  afterAll(async () => {
    await test?.app.close();
  });
});
