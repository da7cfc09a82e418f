import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import type StreamTransport from "nodemailer/lib/stream-transport";
import type { Config } from "../../config";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Replaces MAIL_FROM's display name; the address stays MAIL_FROM's. */
  fromName?: string;
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  describe(): string;
  close(): void;
}

/** The message as nodemailer takes it: from MAIL_FROM, under another name when asked. */
function withSender(from: string, { fromName, ...message }: OutgoingMail) {
  if (!fromName) return { from, ...message };
  const address = from.match(/<([^<>]+)>\s*$/)?.[1] ?? from.trim();
  return { from: { name: fromName, address }, ...message };
}

/**
 * Email goes over SMTP when SMTP_URL is set; otherwise each message is written as an
 * .eml file to the outbox folder, where a developer (or a test) can open it.
 */
export function createMailer(mail: Config["mail"]): Mailer {
  // nodemailer is loaded with the first message, not at start.
  let transport: Promise<Transporter> | undefined;
  const transportFor = (options: string | SMTPTransport.Options | StreamTransport.Options) =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport(options),
    ));
  const close = () => void transport?.then((opened) => opened.close());

  if (mail.smtpUrl) {
    const smtpUrl = mail.smtpUrl;
    return {
      async send(message) {
        await (await transportFor(smtpUrl)).sendMail(withSender(mail.from, message));
      },
      describe: () => "smtp",
      close,
    };
  }
  return {
    async send(message) {
      const outbox = await transportFor({ streamTransport: true, buffer: true, newline: "unix" });
      const info = await outbox.sendMail(withSender(mail.from, message));
      await mkdir(mail.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(mail.outboxDir, name), info.message as Buffer);
    },
    describe: () => "outbox",
    close,
  };
}
