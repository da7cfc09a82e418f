import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildTestApp,
  createTestApp,
  testConfig,
  testDatabase,
  hourMs,
  type TestApp,
  withinOneWindow,
} from "../support/test-app";
import { startSmtpPeer } from "../support/smtp-peer";
import { signedInUser } from "../support/users";
import { sampleSermon, savePrayer, saveSermon, userWithAccess } from "./library-helpers";

const secret = "content-email-test-secret-0123456789abcdef";

describe("Deliver to Inbox (POST /api/sermons/email)", () => {
  let users: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let sender: TestApp["app"];
  let owner: Awaited<ReturnType<typeof userWithAccess>>;
  let sermonId: string;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    // Users sign up through a capturing app; the sending app shares its database and secret.
    users = await createTestApp({ AUTH_SECRET: secret, CONTENT_EMAIL_HOURLY_LIMIT: "3" });
    const config = testConfig({
      AUTH_SECRET: secret,
      CONTENT_EMAIL_HOURLY_LIMIT: "3",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
      MAIL_FROM: "Kingdom Tools <tools@church.example>",
    });
    sender = (await buildTestApp({ config, database: await testDatabase() })).app;
    owner = await userWithAccess(users, "email-owner");
    sermonId = await saveSermon(users, owner.headers);
    await users.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: owner.headers,
      payload: { content: { emailSignature: "Pastor Ruth Boaz\nGrace Fellowship" } },
    });
  });

  afterAll(async () => {
    await sender?.close();
    await smtp?.close();
  });

  it("sends the saved sermon over SMTP with HTML and text bodies and the signature", async () => {
    const response = await sender.inject({
      method: "POST",
      url: "/api/sermons/email",
      headers: owner.headers,
      payload: { sermonId, email: "deacon@church.example" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const message = smtp.received[0]!;
    expect(message.to).toEqual(["deacon@church.example"]);
    const parsed = await simpleParser(message.raw);
    expect(parsed.subject).toBe(`Sermon: ${sampleSermon.title}`);
    expect(parsed.replyTo?.text).toContain(owner.email);
    expect(parsed.text).toContain("Suffering produces perseverance");
    expect(parsed.text).toContain("Grace Fellowship");
    expect(parsed.text).toMatch(/Romans 5:1.*Being therefore justified by faith/s);
    expect(parsed.html).toContain("<ol");
    expect(parsed.html).toContain("Justified by faith, we have peace with God");
    // The outline first, the passage's verse text after it (issue 35 item 4), in both bodies.
    for (const body of [parsed.text ?? "", parsed.html || ""]) {
      const outline = body.search(/Main points/i);
      expect(outline).toBeGreaterThan(0);
      expect(outline).toBeLessThan(body.search(/Scripture text/i));
      expect(body.search(/Scripture text/i)).toBeLessThan(body.search(/Being therefore justified/));
    }
  });

  it("refuses bad addresses and header-injection attempts with 400", async () => {
    const before = smtp.received.length;
    const attempts = [
      "",
      "not-an-address",
      "deacon@church.example\r\nBcc: everyone@spam.example",
      "deacon@church.example\nSubject: hijacked",
      "deacon@church.example, elder@church.example",
      "Deacon <deacon@church.example>",
      "deacon@church.example%0d%0abcc:x@spam.example",
    ];
    for (const email of attempts) {
      const response = await sender.inject({
        method: "POST",
        url: "/api/sermons/email",
        headers: owner.headers,
        payload: { sermonId, email },
      });
      expect(response.statusCode, JSON.stringify(email)).toBe(400);
      expect(response.json().error.fields.email).toBe("Invalid email address");
    }
    const missing = await sender.inject({
      method: "POST",
      url: "/api/sermons/email",
      headers: owner.headers,
      payload: { email: "deacon@church.example" },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.sermonId).toBeDefined();
    expect(smtp.received.length).toBe(before);
  });

  it("keeps a title with line breaks inside the subject header", async () => {
    const id = await saveSermon(users, owner.headers, {
      title: "Grace\r\nBcc: everyone@spam.example\r\nX-Evil: yes",
    });
    const response = await sender.inject({
      method: "POST",
      url: `/api/library/${id}/email`,
      headers: owner.headers,
      payload: { email: "elder@church.example" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const message = smtp.received.at(-1)!;
    expect(message.to).toEqual(["elder@church.example"]);
    const parsed = await simpleParser(message.raw);
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.headers.has("x-evil")).toBe(false);
    expect(parsed.subject).toBe("Sermon: Grace Bcc: everyone@spam.example X-Evil: yes");
  });

  it("sends only the owner's sermons", async () => {
    const stranger = await userWithAccess(users, "email-stranger");
    const response = await sender.inject({
      method: "POST",
      url: "/api/sermons/email",
      headers: stranger.headers,
      payload: { sermonId, email: "deacon@church.example" },
    });
    expect(response.statusCode).toBe(404);
    const prayerId = await savePrayer(users, owner.headers);
    const notSermon = await sender.inject({
      method: "POST",
      url: "/api/sermons/email",
      headers: owner.headers,
      payload: { sermonId: prayerId, email: "deacon@church.example" },
    });
    expect(notSermon.statusCode).toBe(404);
    const noAccess = await signedInUser(users, "email-no-access");
    const locked = await sender.inject({
      method: "POST",
      url: "/api/sermons/email",
      headers: noAccess.headers,
      payload: { sermonId, email: "deacon@church.example" },
    });
    expect(locked.statusCode).toBe(403);
  });

  it("answers 429 once the hourly limit is reached", async () => {
    const user = await userWithAccess(users, "email-limit");
    const id = await saveSermon(users, user.headers);
    const statuses: number[] = [];
    await withinOneWindow(users, hourMs, async () => {
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await users.app.inject({
          method: "POST",
          url: "/api/sermons/email",
          headers: user.headers,
          // A different address each time: the per-recipient limit is tested apart.
          payload: { sermonId: id, email: `deacon${attempt}@church.example` },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
          expect(response.json().error.code).toBe("rate_limited");
        }
      }
    });
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(
      users.mailer.sent.filter((mail) => /^deacon\d@church\.example$/.test(mail.to)),
    ).toHaveLength(3);
  });
});
