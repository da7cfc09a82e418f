import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { LibraryItem } from "@shared/library/api";
import { itemEmailSchema, sermonEmailSchema } from "@shared/library/api";
import type { ItemDocument } from "@shared/library/document";
import { aiDraftNote, documentToText } from "@shared/library/document";
import type { AppContext } from "../../context";
import { AppError, parseInput } from "../../errors";
import type { SessionUser } from "../auth/session";
import type { UsageLimiter } from "../limits/usage-limiter";
import { printableDocument } from "../exports/printable-document";
import { loadSettings } from "../settings/settings-service";
import type { LibraryService } from "./library-service";
import { notFoundItem } from "./routes";

const hour = 60 * 60_000;
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

export function contentEmailHtml(doc: ItemDocument, sender: string, signature: string): string {
  const verses = doc.scripture
    .map(
      (verse) =>
        `<blockquote style="margin:0 0 14px;padding:4px 0 4px 14px;border-left:3px solid #a87a1c"><strong style="font-family:Arial,sans-serif;color:#27306b">${escapeHtml(verse.reference)}</strong><br><em>${escapeHtml(verse.text)}</em></blockquote>`,
    )
    .join("");
  const scriptureLine =
    doc.scripture.length === 0 && doc.scriptureLine
      ? `<p><strong>Scripture:</strong> ${escapeHtml(doc.scriptureLine)}</p>`
      : "";
  const sections = doc.sections
    .map((section) => {
      const numbered = section.numbered?.length
        ? `<ol style="margin:0 0 14px;padding-left:22px">${section.numbered.map((point) => `<li style="margin-bottom:8px">${escapeHtml(point)}</li>`).join("")}</ol>`
        : "";
      const tags = section.tags?.length ? `<p>${escapeHtml(section.tags.join("  ·  "))}</p>` : "";
      return `<h2 style="font-family:Arial,sans-serif;font-size:17px;color:#27306b;margin:22px 0 8px">${escapeHtml(section.heading)}</h2>${section.paragraphs.map((paragraph) => paragraphsHtml(paragraph)).join("")}${numbered}${tags}`;
    })
    .join("");
  const signatureHtml = signature
    ? `<div style="margin-top:24px">${paragraphsHtml(signature)}</div>`
    : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(doc.title)}</title></head><body style="margin:0;background:#f6f4ee"><div style="max-width:640px;margin:0 auto;padding:28px 24px;background:#ffffff;font-family:Georgia,serif;font-size:16px;line-height:1.6;color:#1f2330"><p style="font-family:Arial,sans-serif;font-size:12px;letter-spacing:1px;color:#a87a1c;margin:0 0 6px">KINGDOM TOOLS · ${escapeHtml(doc.kind.toUpperCase())}</p><h1 style="font-size:26px;color:#27306b;margin:0 0 8px">${escapeHtml(doc.title)}</h1><p style="font-family:Arial,sans-serif;font-size:13px;color:#666b7a;margin:0 0 20px">Sent by ${escapeHtml(sender)}</p>${verses}${scriptureLine}${sections}${signatureHtml}<hr style="border:none;border-top:1px solid #e4e0d4;margin:24px 0 12px"><p style="font-family:Arial,sans-serif;font-size:12px;color:#666b7a">${escapeHtml(aiDraftNote)}</p></div></body></html>`;
}

/** "Deliver to Inbox": a user emails one of their own saved items to one address. */
export function registerContentEmailRoutes(
  app: FastifyInstance,
  context: AppContext,
  library: LibraryService,
  limiter: UsageLimiter,
): void {
  const { sessions, mailer, config, database } = context;
  const max = config.contentEmailHourlyLimit;
  const window = {
    name: "content-email-hour",
    max,
    windowMs: hour,
    message: (seconds: number) =>
      `You can send ${max} emails an hour. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
  };

  async function deliver(user: SessionUser, item: LibraryItem, to: string) {
    await limiter.hit(user.id, [window], context.now());
    const { settings } = await loadSettings(database.db, user.id);
    const doc = printableDocument(item);
    const sender =
      settings.profile.name ||
      [user.firstName, user.lastName].filter(Boolean).join(" ") ||
      user.name ||
      user.email;
    const signature = settings.content.emailSignature;
    const text = [
      `Sent by ${sender} with Kingdom Tools.`,
      "",
      documentToText(doc),
      ...(signature ? ["", signature] : []),
    ].join("\n");
    try {
      await mailer.send({
        to,
        subject: headerSafe(`${doc.kind}: ${doc.title}`),
        text,
        html: contentEmailHtml(doc, sender, signature),
        replyTo: user.email,
      });
    } catch (error) {
      app.log.error({ err: error }, "content email failed");
      throw new AppError("provider_error", "Failed to send email");
    }
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
}
