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

export interface LibraryItemSummary {
  id: string;
  type: string;
  title: string;
  preview: string;
  scripture: string;
  createdAt: string;
}

export interface LibraryListResponse {
  items: LibraryItemSummary[];
  /** Matches for the query and type filter (for paging), at most `searchCountCap` for a search. */
  total: number;
  /** True when a search matched more than `searchCountCap` items. */
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

/** GET /api/library/counts: the whole library by type (the count tiles). */
export type LibraryCounts = { all: number } & Record<string, number>;

export interface LibraryCountsResponse {
  counts: LibraryCounts;
}

export interface LibraryItem extends LibraryItemSummary {
  content: string;
  /** What the tool stored: {request, result, scriptureCheck} for writing tools. */
  data: unknown;
}

export interface DeleteResponse {
  id: string;
  /** Until when POST /api/library/:id/restore undoes the delete. */
  restorableUntil: string;
}

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
