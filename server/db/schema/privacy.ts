import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** GDPR / CCPA requests from the /data-request form; answered within 30 days. */
export const dataRequests = pgTable(
  "data_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The signed-in user who sent it, if any; the email is what the request is about. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    requestType: text("request_type").notNull(),
    description: text("description").notNull().default(""),
    verificationInfo: text("verification_info").notNull().default(""),
    status: text("status").notNull().default("open"),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("data_requests_user_idx").on(table.userId),
    index("data_requests_created_idx").on(table.createdAt),
  ],
);

/** Messages from the /support contact form, forwarded to the support mailbox. */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("support_messages_user_idx").on(table.userId),
    index("support_messages_created_idx").on(table.createdAt),
  ],
);

/**
 * Accounts closed by their owner. Sign-in ends at once; the user row (and everything that
 * cascades from it) is purged after the retention period by the privacy job.
 */
export const accountDeletions = pgTable(
  "account_deletions",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    purgeAfter: timestamp("purge_after", { withTimezone: true }).notNull(),
  },
  (table) => [index("account_deletions_purge_idx").on(table.purgeAfter)],
);
