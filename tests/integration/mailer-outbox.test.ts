import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createMailer } from "../../server/modules/email/mailer";

describe("outbox mailer", () => {
  it("writes each message as an .eml file when no SMTP server is configured", async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), "kt-outbox-")), "outbox");
    const mailer = createMailer({
      from: "Kingdom Tools <no-reply@localhost>",
      smtpUrl: undefined,
      outboxDir,
    });
    await mailer.send({
      to: "pastor@example.org",
      subject: "Hello",
      text: "Grace and peace",
      html: "<p>Grace and peace</p>",
    });
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(path.join(outboxDir, files[0]!), "utf8");
    expect(raw).toContain("To: pastor@example.org");
    expect(raw).toContain("Subject: Hello");
    expect(raw).toContain("Grace and peace");
  });
});
