import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * State that every server instance must agree on when several run behind a load
 * balancer. Per-route request limits: one row per route and client, counted in a window.
 */
export const requestLimitHits = pgTable("request_limit_hits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true, mode: "date" }).notNull(),
});

/** The last start of each scheduled job: the instance that moves it on runs the tick. */
export const scheduledJobRuns = pgTable("scheduled_job_runs", {
  name: text("name").primaryKey(),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true, mode: "date" }).notNull(),
});
