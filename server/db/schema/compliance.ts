import { boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** The age gate's log: the browser posts userId "anonymous" and its own timestamp. */
export const ageVerifications = pgTable("age_verifications", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id").notNull(),
  verified: boolean("verified").notNull(),
  clientTimestamp: text("client_timestamp"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
