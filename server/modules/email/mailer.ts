import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../../config";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  describe(): string;
  close(): void;
}

/**
 * Email goes over SMTP when SMTP_URL is set; otherwise each message is written as an
 * .eml file to the outbox folder, where a developer (or a test) can open it.
 */
export function createMailer(mail: Config["mail"]): Mailer {
  if (mail.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(mail.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: mail.from, ...message });
      },
      describe: () => "smtp",
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: mail.from, ...message });
      await mkdir(mail.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(mail.outboxDir, name), info.message as Buffer);
    },
    describe: () => "outbox",
    close: () => transport.close(),
  };
}
