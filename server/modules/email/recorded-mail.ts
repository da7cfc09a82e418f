import type { FastifyBaseLogger } from "fastify";
import type { Mailer, OutgoingMail } from "./mailer";

/**
 * For forms that are both recorded and mailed (support, data rights): the mail to our own
 * mailbox is what makes the record real, so when it cannot be sent the record is removed
 * and the visitor is told to try again, without leaving a copy behind for each attempt.
 * The visitor's own confirmation is a courtesy: its failure is logged, not reported.
 */
export async function sendRecordedMail(options: {
  mailer: Mailer;
  log: FastifyBaseLogger;
  toUs: OutgoingMail;
  confirmation: OutgoingMail;
  removeRecord: () => Promise<unknown>;
}): Promise<void> {
  const { mailer, log } = options;
  try {
    await mailer.send(options.toUs);
  } catch (error) {
    await options.removeRecord().catch((undoError: unknown) => {
      log.error({ err: undoError }, "could not remove a record whose mail failed");
    });
    throw error;
  }
  await mailer.send(options.confirmation).catch((error: unknown) => {
    log.warn({ err: error }, "the confirmation mail could not be sent");
  });
}
