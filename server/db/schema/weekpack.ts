import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * A sermon week pack: the outline the pastor confirmed, where it came from, and for each
 * piece the library item it was saved as and the status the pastor set. The pieces' text is
 * in content_items (one item per piece), so they are searched and exported like any other.
 */
export const weekPacks = pgTable(
  "week_packs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** {kind: "library", id} or {kind: "text", filename}: the manuscript itself is not kept. */
    source: jsonb("source").notNull(),
    outline: jsonb("outline").notNull(),
    /** { [pieceId]: { itemId, status: "draft" | "approved" } } */
    pieces: jsonb("pieces").notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [index("week_packs_user_created_idx").on(table.userId, table.createdAt)],
);
