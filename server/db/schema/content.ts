import { sql } from "drizzle-orm";
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";

/** A tsvector column: drizzle has no built-in type for it. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The words of an item's title and text, with their positions, kept in a stored column:
 * searches read them instead of re-parsing every candidate's text (which cost a tenth of
 * a millisecond per row). The library's search (library-service) uses them. A writing
 * tool's text is read from its stored result (`data.result`), an image's from `content`.
 */
const searchWordsExpression = sql`to_tsvector('simple'::regconfig, "title" || ' ' || "content") || jsonb_to_tsvector('simple'::regconfig, case when "type" = 'image' then '{}'::jsonb else coalesce("data" -> 'result', '{}'::jsonb) end, '["string"]'::jsonb)`;

/**
 * Everything a user saves, of every tool, in one table so the library can search and
 * count across types. `data` holds the tool's full result and the form values. The text
 * is kept once: a writing tool's `content` is empty and derived from `data.result` when
 * read (content-service's `itemContent`); an image's describes it.
 */
export const contentItems = pgTable(
  "content_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    title: text("title").notNull(),
    preview: text("preview").notNull(),
    scripture: text("scripture").notNull().default(""),
    content: text("content").notNull().default(""),
    searchWords: tsvector("search_words").notNull().generatedAlwaysAs(searchWordsExpression),
    data: jsonb("data").notNull(),
    /** What the row's text and data take, counted against the owner's storage quota. */
    storedBytes: integer("stored_bytes").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    /** Set when the owner deletes the item; it can be restored briefly, then it is purged. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (table) => [
    index("content_items_user_created_idx").on(table.userId, table.createdAt),
    index("content_items_user_type_idx").on(table.userId, table.type),
    // Word-prefix index for the library's search (see library-service).
    index("content_items_search_words_idx").using("gin", table.searchWords),
  ],
);

/** The last generation per user and tool, so results survive a page reload. */
export const lastGenerations = pgTable(
  "last_generations",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tool: text("tool").notNull(),
    request: jsonb("request").notNull(),
    response: jsonb("response").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tool] })],
);

/** Fixed-window counters for per-user limits, shared by every instance of the server. */
export const usageCounters = pgTable(
  "usage_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("usage_counters_expires_idx").on(table.expiresAt)],
);

/**
 * Addresses that received "Deliver to Inbox" mail, each with the token of its one-click
 * opt-out link. Once `optedOutAt` is set, nothing more is delivered to the address.
 */
export const contentEmailRecipients = pgTable("content_email_recipients", {
  email: text("email").primaryKey(),
  token: text("token").notNull().unique(),
  optedOutAt: timestamp("opted_out_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row per delivered "Deliver to Inbox" message: the operator's counts per account. */
export const contentEmailDeliveries = pgTable(
  "content_email_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("content_email_deliveries_user_sent_idx").on(table.userId, table.sentAt)],
);
