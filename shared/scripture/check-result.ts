import { z } from "zod";
import { translationSchema } from "./translations";

/**
 * What checking found about one reference in a result. Every tool's result carries these, so
 * the UI can show the real text and mark an invalid reference or a misquotation.
 */
export const checkedReferenceSchema = z.object({
  /** Canonical form, "John 3:16–18"; an unknown book is given as written. */
  reference: z.string(),
  /** The reference exactly as it appears in the checked text. */
  cited: z.string(),
  /** Where `cited` starts and ends in the checked text (end exclusive). */
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  /** OSIS ids ("John.3.16-John.3.18"); empty for a book the Bible does not have. */
  osis: z.string(),
  /** Whether the book, chapters and verses all exist. */
  valid: z.boolean(),
  /** Why not, when invalid: "Ephesians has 6 chapters, so Ephesians 7 does not exist." */
  reason: z.string().optional(),
  /** The real text in the checked translation; empty when invalid. */
  text: z.string(),
  /** Set when `text` holds only the first verses of a long passage. */
  truncated: z.boolean().optional(),
  /** A quotation given with the reference, and whether it reproduces the real text. */
  quoted: z
    .object({
      quote: z.string(),
      matches: z.boolean(),
      /** The translation the quotation matched (it may be the other embedded one). */
      translation: translationSchema.optional(),
    })
    .optional(),
  /** A translation named with the reference in the text ("(KJV)", "NIV"). */
  citedTranslation: z.string().optional(),
});

export const scriptureCheckSchema = z.object({
  translation: translationSchema,
  references: z.array(checkedReferenceSchema),
  invalidCount: z.number().int().nonnegative(),
  misquotedCount: z.number().int().nonnegative(),
});

export type CheckedReference = z.infer<typeof checkedReferenceSchema>;
export type ScriptureCheck = z.infer<typeof scriptureCheckSchema>;
