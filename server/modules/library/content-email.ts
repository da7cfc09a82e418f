import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { LibraryItem } from "@shared/library/api";
import { itemEmailSchema, sermonEmailSchema } from "@shared/library/api";
import type { ItemDocument } from "@shared/library/document";
import { draftNote, documentToText, scriptureHeading } from "@shared/library/document";
import type { AppContext } from "../../context";
import { AppError, parseInput } from "../../errors";
import type { SessionUser } from "../auth/session";
import { senderNameLimit } from "@shared/library/limits";
import { contentEmailDeliveries } from "../../db/schema";
import { hasSubscriptionAccess } from "../access/access-rule";
import { optOutToken, optOutUrl, registerOptOutRoutes } from "../email/content-opt-out";
import type { LimitWindow, UsageLimiter } from "../limits/usage-limiter";
import { printableDocument } from "../exports/printable-document";
import { loadSettings } from "../settings/settings-service";
import type { LibraryService } from "./library-service";
import { notFoundItem } from "./routes";

const hour = 60 * 60_000;
const day = 24 * hour;
const idParams = z.object({ id: z.string() });

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (character) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character]!,
  );
}

/** Header values never carry line breaks, whatever a title contains. */
export function headerSafe(value: string, max = 180): string {
  const flat = value
    .replace(/[\r\n\u0085\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function paragraphsHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .filter((part) => part.trim())
    .map(
      (part) => `<p style="margin:0 0 14px">${escapeHtml(part.trim()).replace(/\n/g, "<br>")}</p>`,
    )
    .join("");
}

export function contentEmailHtml(
  doc: ItemDocument,
  sender: string,
  signature: string,
  unsubscribeUrl: string,
): string {
  // The draft first, the passage's verse text after it; the reference is named at the top.
  const headingStyle =
    "font-family:Arial,sans-serif;font-size:17px;color:#27306b;margin:22px 0 8px";
  // The translation is named under the verses, or alone when the draft prints the passage.
  const source = doc.scriptureSource
    ? `<p style="font-family:Arial,sans-serif;font-size:12px;color:#666b7a">${escapeHtml(doc.scriptureSource)}</p>`
    : "";
  const verses =
    (doc.scripture.length > 0
      ? `<h2 style="${headingStyle}">${escapeHtml(scriptureHeading)}</h2>` +
        doc.scripture
          .map(
            (verse) =>
              `<blockquote style="margin:0 0 14px;padding:4px 0 4px 14px;border-left:3px solid #a87a1c"><strong style="font-family:Arial,sans-serif;color:#27306b">${escapeHtml(verse.reference)}</strong><br><em>${escapeHtml(verse.text)}</em></blockquote>`,
          )
          .join("")
      : "") + source;
  const scriptureLine = doc.scriptureLine
    ? `<p><strong>Scripture:</strong> ${escapeHtml(doc.scriptureLine)}</p>`
    : "";
  const sections = doc.sections
    .map((section) => {
      const numbered = section.numbered?.length
        ? `<ol style="margin:0 0 14px;padding-left:22px">${section.numbered.map((point) => `<li style="margin-bottom:8px">${escapeHtml(point)}</li>`).join("")}</ol>`
        : "";
      const tags = section.tags?.length ? `<p>${escapeHtml(section.tags.join("  ·  "))}</p>` : "";
      return `<h2 style="${headingStyle}">${escapeHtml(section.heading)}</h2>${section.paragraphs.map((paragraph) => paragraphsHtml(paragraph)).join("")}${numbered}${tags}`;
    })
    .join("");
  const signatureHtml = signature
    ? `<div style="margin-top:24px">${paragraphsHtml(signature)}</div>`
    : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(doc.title)}</title></head><body style="margin:0;background:#f6f4ee"><div style="max-width:640px;margin:0 auto;padding:28px 24px;background:#ffffff;font-family:Georgia,serif;font-size:16px;line-height:1.6;color:#1f2330"><p style="font-family:Arial,sans-serif;font-size:12px;letter-spacing:1px;color:#a87a1c;margin:0 0 6px">KINGDOM TOOLS · ${escapeHtml(doc.kind.toUpperCase())}</p><h1 style="font-size:26px;color:#27306b;margin:0 0 8px">${escapeHtml(doc.title)}</h1><p style="font-family:Arial,sans-serif;font-size:13px;color:#666b7a;margin:0 0 20px">Sent by ${escapeHtml(sender)}</p>${scriptureLine}${sections}${verses}${signatureHtml}<hr style="border:none;border-top:1px solid #e4e0d4;margin:24px 0 12px"><p style="font-family:Arial,sans-serif;font-size:12px;color:#666b7a">${escapeHtml(doc.footer ?? draftNote)}</p><p style="font-family:Arial,sans-serif;font-size:12px;color:#666b7a"><a href="${escapeHtml(unsubscribeUrl)}" style="color:#666b7a">Unsubscribe</a>: receive no more content through Kingdom Tools at this address.</p></div></body></html>`;
}

const addressLike = /\S*@\S*/g;
const linkLike = /\S*(?:https?:|www\.|\/\/)\S*|\S*\.[a-z]{2,}\b\S*/gi;

/**
 * The part of a sender's name that may appear in an email's From: no addresses, links or
 * domains, no characters that mean something in an address header, at most
 * `senderNameLimit` characters.
 */
export function cleanSenderName(name: string): string {
  const flat = name
    .replace(addressLike, " ")
    .replace(linkLike, " ")
    .replace(/[<>"()[\]\\,;:@\p{Cc}\p{Cf}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > senderNameLimit ? flat.slice(0, senderNameLimit).trim() : flat;
}

/** "Grace Hopewell (grace@example.org) via Kingdom Tools": who sent it, from where. */
export function senderDisplayName(name: string, email: string): string {
  const clean = cleanSenderName(name);
  return `${clean ? `${clean} (${email})` : email} via Kingdom Tools`;
}

/**
 * "Deliver to Inbox": a user emails one of their own saved items to one address. It is
 * sent from the operator's MAIL_FROM address under the user's verified name and address,
 * replies go to the user, and every message carries a one-click opt-out; an address that
 * opted out gets nothing more. Limits per hour, per day and per recipient (lower in a
 * trial) keep it a way to share with people one knows.
 */
export function registerContentEmailRoutes(
  app: FastifyInstance,
  context: AppContext,
  library: LibraryService,
  limiter: UsageLimiter,
): void {
  const { sessions, mailer, config, database } = context;
  const max = config.contentEmailHourlyLimit;
  const hourly: LimitWindow = {
    name: "content-email-hour",
    max,
    windowMs: hour,
    message: (seconds: number) =>
      `You can send ${max} emails an hour. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
  };

  function dailyWindows(user: SessionUser, to: string): Array<[string, LimitWindow]> {
    const subscriber = hasSubscriptionAccess(user, context.now());
    const limits = config.contentEmailDailyLimits[subscriber ? "subscriber" : "trial"];
    const during = subscriber ? "" : " during your free trial";
    return [
      [
        user.id,
        {
          name: "content-email-day",
          max: limits.perDay,
          windowMs: day,
          message: () =>
            `You can send ${limits.perDay} emails a day${during}. The limit resets at midnight UTC.`,
        },
      ],
      [
        `${user.id}:${to}`,
        {
          name: "content-email-recipient-day",
          max: limits.perRecipient,
          windowMs: day,
          message: () =>
            `You can send ${limits.perRecipient} emails a day to the same address${during}. The limit resets at midnight UTC.`,
        },
      ],
    ];
  }

  async function deliver(user: SessionUser, item: LibraryItem, email: string) {
    if (!user.emailVerified) {
      throw new AppError(
        "forbidden",
        "Please verify your email address before sending content: replies come to it.",
      );
    }
    const to = email.toLowerCase();
    const token = await optOutToken(database.db, to);
    if (!token) {
      throw new AppError(
        "conflict",
        "This address has asked not to receive content sent through Kingdom Tools, so nothing was sent.",
      );
    }
    const now = context.now();
    // Narrowest first: a message refused for its recipient does not use up the day or hour.
    for (const [key, window] of dailyWindows(user, to).reverse())
      await limiter.hit(key, [window], now);
    await limiter.hit(user.id, [hourly], now);

    const { settings } = await loadSettings(database.db, user.id);
    const doc = printableDocument(item);
    const name = cleanSenderName(
      [user.firstName, user.lastName].filter(Boolean).join(" ") || user.name,
    );
    const sender = name ? `${name} (${user.email})` : user.email;
    const signature = settings.content.emailSignature;
    const unsubscribe = optOutUrl(config.publicUrl, token);
    const text = [
      `Sent by ${sender} with Kingdom Tools.`,
      "",
      documentToText(doc),
      ...(signature ? ["", signature] : []),
      "",
      "--",
      `To receive no more content through Kingdom Tools at this address: ${unsubscribe}`,
    ].join("\n");
    try {
      await mailer.send({
        to,
        subject: headerSafe(`${doc.kind}: ${doc.title}`),
        text,
        html: contentEmailHtml(doc, sender, signature, unsubscribe),
        replyTo: user.email,
        fromName: senderDisplayName(name, user.email),
        headers: {
          "List-Unsubscribe": `<${unsubscribe}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      });
    } catch (error) {
      app.log.error({ err: error }, "content email failed");
      throw new AppError("provider_error", "Failed to send email");
    }
    await database.db.insert(contentEmailDeliveries).values({ userId: user.id, sentAt: now });
    return { sent: true, to };
  }

  app.post("/api/sermons/email", async (request) => {
    const user = await sessions.requireAccess(request, context.now());
    const { sermonId, email } = parseInput(sermonEmailSchema, request.body);
    const item = await library.get(user.id, sermonId);
    if (!item || item.type !== "sermon") throw notFoundItem();
    return deliver(user, item, email);
  });

  app.post("/api/library/:id/email", async (request) => {
    const user = await sessions.requireAccess(request, context.now());
    const { id } = idParams.parse(request.params);
    const { email } = parseInput(itemEmailSchema, request.body);
    const item = await library.get(user.id, id);
    if (!item) throw notFoundItem();
    return deliver(user, item, email);
  });

  registerOptOutRoutes(app, context);
}
