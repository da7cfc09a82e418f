import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * Our copy of each Stripe subscription, always written from a fresh fetch from Stripe
 * (never from a webhook payload), so the newest fetch wins whatever order events arrive in.
 * The user's current subscription facts on `users` are derived from these rows.
 */
export const stripeSubscriptions = pgTable(
  "stripe_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    customerId: text("customer_id").notNull(),
    status: text("status").notNull(),
    plan: text("plan"),
    priceId: text("price_id"),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** When Stripe created the subscription: breaks ties when choosing the current one. */
    stripeCreatedAt: timestamp("stripe_created_at", { withTimezone: true }).notNull(),
    syncedAt: timestamp("synced_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("stripe_subscriptions_user_id_idx").on(table.userId)],
);

/** Each Stripe event id is processed once; a redelivery finds its row and stops. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
