import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { supportMessageSchema, supportResponseTime } from "@shared/privacy/requests";
import type { AppContext } from "../../context";
import { supportMessages } from "../../db/schema";
import { parseInput } from "../../errors";
import { sendRecordedMail } from "../email/recorded-mail";
import { headerSafe } from "../library/content-email";

/** The /support contact form: stored, forwarded to the support mailbox, confirmed. */
export function registerSupportRoutes(app: FastifyInstance, context: AppContext): void {
  const { sessions, database, mailer, config } = context;

  app.post(
    "/api/support",
    { config: { rateLimit: { max: 5, timeWindow: "1 hour" } } },
    async (request, reply) => {
      const input = parseInput(supportMessageSchema, request.body);
      const user = await sessions.currentUser(request);
      const [row] = await database.db
        .insert(supportMessages)
        .values({ ...input, userId: user?.id ?? null, createdAt: context.now() })
        .returning({ id: supportMessages.id });
      const messageId = row!.id;
      const toUs = {
        to: config.supportEmail,
        subject: headerSafe(`Support: ${input.subject}`),
        replyTo: input.email,
        text: [
          `From: ${input.name} <${input.email}>`,
          `Account: ${user ? `${user.email} (${user.id})` : "not signed in"}`,
          `Message ID: ${messageId}`,
          "",
          input.message,
        ].join("\n"),
      };
      const confirmation = {
        to: input.email,
        subject: "We received your message",
        replyTo: config.supportEmail,
        text: [
          "Hello,",
          "",
          `Thank you for writing to Kingdom Tools support. We answer within ${supportResponseTime}.`,
          "",
          `Reference: ${messageId}`,
          "",
          // The sender's own words are not echoed: this address has not been verified.
          "If you did not write to us, you can ignore this email.",
        ].join("\n"),
      };
      await sendRecordedMail({
        mailer,
        log: request.log,
        toUs,
        confirmation,
        removeRecord: () =>
          database.db.delete(supportMessages).where(eq(supportMessages.id, messageId)),
      });
      return reply.status(201).send({ messageId });
    },
  );
}
