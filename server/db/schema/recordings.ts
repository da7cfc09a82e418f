import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * A sermon transcript: imported from a captions file (.vtt, .srt) or a plain .txt, kept as
 * timed segments (start and end in milliseconds; a .txt has none). Private to its owner.
 */
export const transcripts = pgTable(
  "transcripts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** The imported file's name, as the pastor's computer gave it. */
    filename: text("filename").notNull(),
    /** "vtt" | "srt" | "txt" */
    format: text("format").notNull(),
    /** [{ start, end, text }], start and end in ms or null for untimed text. */
    segments: jsonb("segments").notNull(),
    /** Length of the spoken text in characters (for the list and the quota). */
    characters: integer("characters").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("transcripts_user_created_idx").on(table.userId, table.createdAt)],
);

/** A pastor's corrections of names and terms, applied to transcripts imported later. */
export const transcriptGlossaries = pgTable("transcript_glossaries", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** [{ heard, correct }] */
  entries: jsonb("entries").notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
