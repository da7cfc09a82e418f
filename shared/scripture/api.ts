import { z } from "zod";
import { translationIds, translationSchema, translations } from "./translations";

/** Request and response shapes of /api/scripture/*. */

const translationParameter = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(
    z
      .enum(translationIds, {
        error: `Choose a translation: ${translationIds
          .map((id) => `“${id}” (${translations[id].name})`)
          .join(", ")
          .replace(/, (?=[^,]*$)/, " or ")}.`,
      })
      .optional()
      .default("web"),
  );

export const maxReferenceLength = 200;
export const maxSearchLength = 200;

export const lookupQuerySchema = z.object({
  ref: z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? "Give a reference, such as John 3:16."
          : "Give one reference, as text, such as John 3:16.",
    })
    .trim()
    .min(1, "Give a reference, such as John 3:16.")
    .max(maxReferenceLength, `A reference is at most ${maxReferenceLength} characters.`),
  translation: translationParameter,
});

export const searchQuerySchema = z.object({
  q: z
    .string({ error: "Give some words to search for." })
    .trim()
    .min(2, "Give at least two letters to search for.")
    .max(maxSearchLength, `A search is at most ${maxSearchLength} characters.`),
  translation: translationParameter,
  limit: z.coerce
    .number({ error: "The limit must be a number from 1 to 100." })
    .int("The limit must be a whole number.")
    .min(1, "The limit must be at least 1.")
    .max(100, "The limit is at most 100.")
    .default(20),
});

/** POST /api/scripture/check: the longest text checked at once (about 15,000 words). */
export const maxCheckLength = 100_000;
/**
 * The most one check reads in a text (server/scripture/bounded-check.ts): past its 300th
 * reference or its 50th quotation, the rest of the text is reported as not checked.
 */
export const checkLimits = {
  references: 300,
  quotations: 50,
  /** Verses of the passages quotations are compared with, in all (server/scripture/bounded-check.ts). */
  verses: 5000,
};
/** Checks a signed-in user may run per minute. */
export const checkRateLimit = { max: 30, windowMinutes: 1 };

export const scriptureCheckRequestSchema = z.object({
  text: z.string({
    error: (issue) =>
      issue.input === undefined ? "Give the text to check." : "The text to check must be a string.",
  }),
  translation: translationParameter,
});

export const topicQuerySchema = z.object({ translation: translationParameter });

export const verseSchema = z.object({
  reference: z.string(),
  book: z.string(),
  chapter: z.number().int(),
  verse: z.number().int(),
  /** Empty where the translation has no such verse (the WEB omits Luke 17:36, among others). */
  text: z.string(),
});

export const passageSchema = z.object({
  reference: z.string(),
  osis: z.string(),
  verses: z.array(verseSchema),
  text: z.string(),
});

export const passageResponseSchema = z.object({
  reference: z.string(),
  osis: z.string(),
  translation: translationSchema,
  passages: z.array(passageSchema),
  /** All passages' text, joined. */
  text: z.string(),
  /** Verses the translation does not have, explained. */
  notes: z.array(z.string()).optional(),
});

export const searchResultSchema = z.object({
  reference: z.string(),
  osis: z.string(),
  text: z.string(),
  score: z.number(),
});

export const searchResponseSchema = z.object({
  query: z.string(),
  translation: translationSchema,
  /** Verses containing every searched word (or, when none does, any of them). */
  total: z.number().int().nonnegative(),
  results: z.array(searchResultSchema),
});

export const topicSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  referenceCount: z.number().int().nonnegative(),
});

export const topicListResponseSchema = z.object({
  topics: z.array(topicSummarySchema),
  /** Whether Nave's Topical Bible is installed (its topics then answer too). */
  navesAvailable: z.boolean(),
});

export const topicPassageSchema = z.object({
  reference: z.string(),
  osis: z.string(),
  text: z.string(),
});

export const navesEntrySchema = z.object({
  key: z.string(),
  text: z.string(),
  references: z.array(z.object({ reference: z.string(), osis: z.string() })),
  seeAlso: z.array(z.string()),
});

export const topicResponseSchema = z.object({
  slug: z.string(),
  name: z.string(),
  translation: translationSchema,
  passages: z.array(topicPassageSchema),
  naves: navesEntrySchema.optional(),
});

export type ScriptureCheckRequest = z.infer<typeof scriptureCheckRequestSchema>;
export type LookupQuery = z.infer<typeof lookupQuerySchema>;
export type SearchQuery = z.infer<typeof searchQuerySchema>;
export type ScriptureVerse = z.infer<typeof verseSchema>;
export type ScripturePassage = z.infer<typeof passageSchema>;
export type PassageResponse = z.infer<typeof passageResponseSchema>;
export type SearchResult = z.infer<typeof searchResultSchema>;
export type SearchResponse = z.infer<typeof searchResponseSchema>;
export type TopicSummary = z.infer<typeof topicSummarySchema>;
export type TopicListResponse = z.infer<typeof topicListResponseSchema>;
export type TopicPassage = z.infer<typeof topicPassageSchema>;
export type NavesEntry = z.infer<typeof navesEntrySchema>;
export type TopicResponse = z.infer<typeof topicResponseSchema>;
