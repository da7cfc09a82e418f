import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * The lectionary table a church imported (one per account; a new import replaces it).
 * `rows` holds the validated rows of the CSV: year, day key and the four readings.
 */
export const lectionaryTables = pgTable("lectionary_tables", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  rows: jsonb("rows").notNull(),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A sermon series: its weeks (passage and big idea each) run weekly from the start date. */
export const seriesPlans = pgTable(
  "series_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    focus: text("focus").notNull().default(""),
    startDate: text("start_date").notNull(),
    weeks: jsonb("weeks").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("series_plans_user_start_idx").on(table.userId, table.startDate)],
);
