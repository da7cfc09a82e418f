import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import type { DataRequestResponse } from "@shared/privacy/requests";
import {
  accountRetentionDays,
  contentRetentionDays,
  dataRequestResponseDays,
  dataRequestSchema,
  dataRequestTypes,
  deleteAccountSchema,
} from "@shared/privacy/requests";
import type { AppContext } from "../../context";
import { dataRequests } from "../../db/schema";
import { AppError, parseInput } from "../../errors";
import { sendRecordedMail } from "../email/recorded-mail";
import { sendExport } from "../exports/streaming";
import { scheduleJob } from "../library/scheduled-job";
import {
  closeAccount,
  accountDataJson,
  purgeClosedAccounts,
  purgeLapsedContent,
} from "./account-data";
import { createExportLimit } from "../limits/export-limit";
import { formatInstant } from "@shared/dates/format";

const day = 24 * 60 * 60_000;
const purgeEveryMs = 60 * 60_000;

function typeLabel(value: string): string {
  return dataRequestTypes.find((type) => type.value === value)?.label ?? value;
}

export interface PrivacyRouteOptions {
  /** Ends the user's paid subscriptions at once; absent when payments are not configured. */
  endSubscriptions?: (userId: string) => Promise<unknown>;
}

/** Data rights requests, "Export My Data" and account deletion. */
export function registerPrivacyRoutes(
  app: FastifyInstance,
  context: AppContext,
  options: PrivacyRouteOptions = {},
): void {
  const { sessions, database, mailer, config } = context;
  const db = database.db;
  const countExport = createExportLimit(context.shared, context.now);

  app.post(
    "/api/gdpr/data-request",
    { config: { rateLimit: { max: 5, timeWindow: "1 hour" } } },
    async (request, reply) => {
      const input = parseInput(dataRequestSchema, request.body);
      const user = await sessions.currentUser(request);
      const now = context.now();
      const dueAt = new Date(now.getTime() + dataRequestResponseDays * day);
      const [row] = await db
        .insert(dataRequests)
        .values({ ...input, userId: user?.id ?? null, dueAt, createdAt: now })
        .returning({ id: dataRequests.id });
      const requestId = row!.id;
      const due = formatInstant(dueAt, "date", { utc: true });
      const toUs = {
        to: config.privacyEmail,
        subject: `Data rights request ${requestId.slice(0, 8)}: ${input.requestType}`,
        text: [
          `Request ID: ${requestId}`,
          `Type: ${typeLabel(input.requestType)}`,
          `Email: ${input.email}`,
          `Signed-in account: ${user ? `${user.email} (${user.id})` : "none"}`,
          `Due: ${dueAt.toISOString()}`,
          "",
          "Description:",
          input.description || "(none)",
          "",
          "Verification information:",
          input.verificationInfo || "(none)",
        ].join("\n"),
        replyTo: input.email,
      };
      const confirmation = {
        to: input.email,
        subject: "We received your data rights request",
        text: [
          "Thank you for your request. We have recorded it and will respond within 30 days.",
          "",
          `Request ID: ${requestId}`,
          `Type: ${typeLabel(input.requestType)}`,
          `Respond by: ${due}`,
          "",
          "We may contact you at this address to verify your identity before acting on it.",
          `Questions: ${config.privacyEmail}`,
        ].join("\n"),
        replyTo: config.privacyEmail,
      };
      await sendRecordedMail({
        mailer,
        log: request.log,
        toUs,
        confirmation,
        removeRecord: () => db.delete(dataRequests).where(eq(dataRequests.id, requestId)),
      });
      const body: DataRequestResponse = { requestId, dueAt: dueAt.toISOString() };
      return reply.status(201).send(body);
    },
  );

  app.get("/api/account/export", async (request, reply) => {
    const user = await sessions.requireUser(request);
    await countExport(user.id);
    const now = context.now();
    reply
      .header("cache-control", "private, no-store")
      .header(
        "content-disposition",
        `attachment; filename="kingdom-tools-my-data-${now.toISOString().slice(0, 10)}.json"`,
      )
      .type("application/json; charset=utf-8");
    return sendExport(reply, context.shared, user.id, () => accountDataJson(db, user.id, now));
  });

  app.post("/api/account/delete", async (request) => {
    const user = await sessions.requireUser(request);
    parseInput(deleteAccountSchema, request.body);
    const now = context.now();
    // Billing stops first: if Stripe cannot be reached the account stays open, rather than
    // closing an account that would go on being charged.
    if (options.endSubscriptions) {
      try {
        await options.endSubscriptions(user.id);
      } catch (error) {
        request.log.error({ err: error }, "could not end subscriptions before closing an account");
        throw new AppError(
          "provider_error",
          "We could not cancel your subscription with the payment provider, so your account is still open. Please try again in a few minutes.",
        );
      }
    }
    await closeAccount(db, user.id, now, accountRetentionDays);
    sessions.forgetUser(user.id);
    sessions.forgetRequestSession(request);
    await mailer.send({
      to: user.email,
      subject: "Your Kingdom Tools account is closed",
      text: [
        "Your Kingdom Tools account has been closed and you have been signed out everywhere.",
        `Your remaining personal data will be deleted within ${accountRetentionDays} days.`,
        `If you did not ask for this, write to ${config.privacyEmail} at once.`,
      ].join("\n"),
    });
    return {
      closed: true,
      purgeAfter: new Date(now.getTime() + accountRetentionDays * day).toISOString(),
    };
  });

  scheduleJob(app, context.shared, "account-purge", purgeEveryMs, () =>
    purgeClosedAccounts(db, context.now()),
  );
  scheduleJob(app, context.shared, "lapsed-content-purge", purgeEveryMs, () =>
    purgeLapsedContent(db, context.now(), contentRetentionDays),
  );
}
