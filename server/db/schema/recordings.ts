import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
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

/**
 * A sermon recording kept after its transcript was made, so clips can be cut from it: the
 * uploaded file in the file store (the images' store: local folder or S3), private to its
 * owner, deleted at `expiresAt` (RECORDING_RETENTION_DAYS), with its transcript or with the
 * account (the store's sweep removes files no row names).
 */
export const keptRecordings = pgTable(
  "recordings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    transcriptId: uuid("transcript_id")
      .notNull()
      .references(() => transcripts.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    /** The file's type as its content showed it (file-type), e.g. video/mp4. */
    mediaType: text("media_type").notNull(),
    hasVideo: boolean("has_video").notNull(),
    durationMs: integer("duration_ms").notNull(),
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("recordings_user_idx").on(table.userId),
    index("recordings_transcript_idx").on(table.transcriptId),
    index("recordings_expires_idx").on(table.expiresAt),
  ],
);

/**
 * A clip cut from a kept recording as a 9:16 MP4 (captions drawn on, or an audiogram): the
 * times the pastor chose, how the render went, and the file once made. Counted for the daily
 * limit; goes with its recording.
 */
export const clipRenders = pgTable(
  "clip_renders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recordingId: uuid("recording_id")
      .notNull()
      .references(() => keptRecordings.id, { onDelete: "cascade" }),
    startMs: integer("start_ms").notNull(),
    endMs: integer("end_ms").notNull(),
    hook: text("hook").notNull().default(""),
    /** "working" | "done" | "failed" */
    state: text("state").notNull(),
    bytes: bigint("bytes", { mode: "number" }),
    renderMs: integer("render_ms"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("clip_renders_user_created_idx").on(table.userId, table.createdAt)],
);
