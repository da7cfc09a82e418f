import { z } from "zod";
import { libraryContentTypes } from "./content-types";

export const libraryPageSizes = { default: 24, max: 100 } as const;

/** How long after a delete the owner can still undo it (the toast stays about as long). */
export const undoWindowMs = 30_000;

/** A search counts (and pages through) its newest matches up to this many; "500+" beyond. */
export const searchCountCap = 500;

/** GET /api/library query string. */
export const libraryQuerySchema = z.object({
  q: z.string().trim().max(200, "Use at most 200 characters.").optional().default(""),
  type: z
    .enum(["all", ...libraryContentTypes], "Choose a content type.")
    .optional()
    .default("all"),
  page: z.coerce
    .number("Page must be a number.")
    .int("Page must be a whole number.")
    .min(1, "Page starts at 1.")
    .max(100_000, "Page is too large.")
    .optional()
    .default(1),
  pageSize: z.coerce
    .number("Page size must be a number.")
    .int("Page size must be a whole number.")
    .min(1, "Page size must be at least 1.")
    .max(libraryPageSizes.max, `Page size must be at most ${libraryPageSizes.max}.`)
    .optional()
    .default(libraryPageSizes.default),
});

export type LibraryQuery = z.infer<typeof libraryQuerySchema>;

export const libraryItemSummarySchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  preview: z.string(),
  scripture: z.string(),
  createdAt: z.string(),
});
export type LibraryItemSummary = z.infer<typeof libraryItemSummarySchema>;

export const libraryListResponseSchema = z.object({
  items: z.array(libraryItemSummarySchema),
  /** Matches for the query and type filter (for paging), at most `searchCountCap` for a search. */
  total: z.number(),
  /** True when a search matched more than `searchCountCap` items. */
  totalCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});
export type LibraryListResponse = z.infer<typeof libraryListResponseSchema>;

/** GET /api/library/counts: the whole library by type (the count tiles). */
export const libraryCountsSchema = z.object({ all: z.number() }).catchall(z.number());
export type LibraryCounts = z.infer<typeof libraryCountsSchema>;

export const libraryCountsResponseSchema = z.object({ counts: libraryCountsSchema });
export type LibraryCountsResponse = z.infer<typeof libraryCountsResponseSchema>;

/** GET /api/library/usage: what the user keeps against their storage quota. */
export const libraryUsageSchema = z.object({
  items: z.number(),
  bytes: z.number(),
  maxItems: z.number(),
  maxBytes: z.number(),
});
export type LibraryUsage = z.infer<typeof libraryUsageSchema>;

export const libraryItemSchema = libraryItemSummarySchema.extend({
  content: z.string(),
  /** What the tool stored: {request, result, scriptureCheck} for writing tools. */
  data: z.unknown(),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

export const deleteResponseSchema = z.object({
  id: z.string(),
  /** Until when POST /api/library/:id/restore undoes the delete. */
  restorableUntil: z.string(),
});
export type DeleteResponse = z.infer<typeof deleteResponseSchema>;

/** POST /api/sermons/email and POST /api/library/:id/email. */
export const emailAddressSchema = z
  .string("Invalid email address")
  .trim()
  .max(254, "Invalid email address")
  .pipe(z.email("Invalid email address"));

export const sermonEmailSchema = z.object({
  sermonId: z.string("Sermon id is required").min(1, "Sermon id is required"),
  email: emailAddressSchema,
});

export const itemEmailSchema = z.object({ email: emailAddressSchema });

/** Download addresses of a saved item's exports and of the whole library. */
export const exportUrls = {
  pdf: (id: string) => `/api/library/${encodeURIComponent(id)}/export.pdf`,
  docx: (id: string) => `/api/library/${encodeURIComponent(id)}/export.docx`,
  all: "/api/library/export.zip",
};
