import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** Feedback from the landing page's form; the operator reads it (and the support mailbox gets a copy). */
export const feedback = pgTable(
  "feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The signed-in visitor who sent it, if any. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    role: text("role").notNull(),
    impact: text("impact").notNull(),
    suggestions: text("suggestions").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("feedback_created_idx").on(table.createdAt)],
);
