import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { eq, isNull, and } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import { contentEmailRecipients } from "../../db/schema";

/** The one-click opt-out address of "Deliver to Inbox" mail (RFC 8058). */
export const optOutPath = "/api/email/unsubscribe";

const tokenQuery = z.object({ token: z.string().regex(/^[\w-]{20,100}$/) });

/**
 * The recipient's opt-out token, made at their first delivery; undefined when the address
 * has opted out (nothing more may be sent to it).
 */
export async function optOutToken(db: Db, email: string): Promise<string | undefined> {
  const address = email.toLowerCase();
  await db
    .insert(contentEmailRecipients)
    .values({ email: address, token: randomBytes(24).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ token: contentEmailRecipients.token, optedOutAt: contentEmailRecipients.optedOutAt })
    .from(contentEmailRecipients)
    .where(eq(contentEmailRecipients.email, address));
  return row && !row.optedOutAt ? row.token : undefined;
}

export function optOutUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${optOutPath}?token=${token}`;
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (character) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character]!,
  );
}

/** "grace@example.org" → "g•••@example.org": enough to recognise, not to harvest. */
function maskedAddress(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}•••@${domain}`;
}

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Kingdom Tools</title></head><body style="font-family:Georgia,serif;max-width:560px;margin:48px auto;padding:0 20px;line-height:1.6;color:#1f2330"><h1 style="color:#27306b;font-size:26px">${escapeHtml(title)}</h1>${body}</body></html>`,
    );
}

/**
 * The opt-out link in every "Deliver to Inbox" message. GET shows a confirmation page with
 * a button; POST (the button, or a mail provider's one-click request) stops every further
 * delivery to the address at once. The token in the address is the only credential: no
 * session, and mail providers post from their own servers (the CSRF check exempts it).
 */
export function registerOptOutRoutes(app: FastifyInstance, context: AppContext): void {
  const db = context.database.db;
  const limit = { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } };

  async function recipientOf(query: unknown) {
    const parsed = tokenQuery.safeParse(query);
    if (!parsed.success) return undefined;
    const [row] = await db
      .select()
      .from(contentEmailRecipients)
      .where(eq(contentEmailRecipients.token, parsed.data.token));
    return row;
  }

  // As every /api route, a refusal is the JSON error shape.
  const unknownLink = () =>
    new AppError(
      "not_found",
      "This unsubscribe link is not valid. Please use the link in the most recent email you received.",
    );

  app.register(async (scope) => {
    // One-click requests send "List-Unsubscribe=One-Click" as a form body.
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );

    scope.get(optOutPath, limit, async (request, reply) => {
      const recipient = await recipientOf(request.query);
      if (!recipient) throw unknownLink();
      const address = escapeHtml(maskedAddress(recipient.email));
      if (recipient.optedOutAt) {
        return page(
          reply,
          200,
          "You are unsubscribed",
          `<p>No more content will be delivered to ${address} through Kingdom Tools.</p>`,
        );
      }
      const action = escapeHtml(`${optOutPath}?token=${tokenQuery.parse(request.query).token}`);
      return page(
        reply,
        200,
        "Stop these emails?",
        `<p>Pastors use Kingdom Tools to send sermons, prayers and devotionals to people they know. Unsubscribe ${address} and nothing more will be delivered to it through Kingdom Tools, by anyone.</p><form method="post" action="${action}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="font-size:16px;padding:10px 18px;background:#27306b;color:#fff;border:0;border-radius:6px;cursor:pointer">Unsubscribe</button></form>`,
      );
    });

    scope.post(optOutPath, limit, async (request, reply) => {
      const recipient = await recipientOf(request.query);
      if (!recipient) throw unknownLink();
      await db
        .update(contentEmailRecipients)
        .set({ optedOutAt: context.now() })
        .where(
          and(
            eq(contentEmailRecipients.email, recipient.email),
            isNull(contentEmailRecipients.optedOutAt),
          ),
        );
      request.log.info("content email recipient opted out");
      return page(
        reply,
        200,
        "You are unsubscribed",
        `<p>No more content will be delivered to ${escapeHtml(maskedAddress(recipient.email))} through Kingdom Tools.</p>`,
      );
    });
  });
}
