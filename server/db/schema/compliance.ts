import { boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** The age gate's log: the spec posts userId "anonymous" and the browser's timestamp. */
export const ageVerifications = pgTable("age_verifications", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id").notNull(),
  verified: boolean("verified").notNull(),
  clientTimestamp: text("client_timestamp"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
