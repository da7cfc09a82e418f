import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";

// E2E_PORT lets two checkouts run their browser tests at once on one machine.
export const e2ePort = Number(process.env.E2E_PORT ?? 5199);
export const e2eDataDir = path.resolve("test-results/e2e-data");
export const outboxDir = path.join(e2eDataDir, "outbox");

/** The first link in the newest outbox message to an address (emails are real .eml files). */
export async function linkFromOutbox(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outboxDir).sort().reverse();
    } catch {
      // the outbox folder appears with the first message
    }
    for (const file of files) {
      const mail = await simpleParser(readFileSync(path.join(outboxDir, file)));
      const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
      if (to.some((address) => address.text.includes(email))) {
        const link = mail.text?.match(/https?:\/\/\S+/)?.[0];
        if (link) return link;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no email with a link reached ${email}`);
}
