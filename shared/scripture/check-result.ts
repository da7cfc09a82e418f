import { z } from "zod";
import { translationSchema } from "./translations";

/**
 * How a quotation stands against the verse it is given with: the same words, a part of the
 * verse, another translation's wording (or a close paraphrase), a misquote that changes what
 * the verse says, or words that are real but from another passage.
 */
export const quotationVerdicts = [
  "exact",
  "fragment",
  "other-wording",
  "misquote",
  "wrong-reference",
] as const;
export const quotationVerdictSchema = z.enum(quotationVerdicts);
export type QuotationVerdict = z.infer<typeof quotationVerdictSchema>;

/** One change in a misquote: the quotation's words and the verse's words in that place. */
export const quotationDifferenceSchema = z.object({
  quoted: z.string(),
  original: z.string(),
});

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
  /** Set when the name might be a misspelt book, but not surely which: never resolved. */
  uncertain: z.boolean().optional(),
  /** The real text in the checked translation; empty when invalid. */
  text: z.string(),
  /** On the wire only: `text` is `repeatedTexts[textRef]` (see check-wire.ts). */
  textRef: z.number().int().nonnegative().optional(),
  /** Set when `text` holds only the first verses of a long passage. */
  truncated: z.boolean().optional(),
  /** Verses of the passage the checked translation does not have, each explained. */
  notes: z.array(z.string()).optional(),
  /** A quotation given with the reference, and how it stands against the real text. */
  quoted: z
    .object({
      quote: z.string(),
      /** True when the quotation reproduces the real text (verdict exact or fragment). */
      matches: z.boolean(),
      /** The translation the quotation matched, or was compared with. */
      translation: translationSchema.optional(),
      verdict: quotationVerdictSchema.optional(),
      /** For a wrong reference: where the words really are ("Ecclesiastes 3:1"). */
      foundAt: z.string().optional(),
      /** The verses the quotation was compared with, in `translation`. */
      comparedText: z.string().optional(),
      /** On the wire only: `comparedText` is `repeatedTexts[comparedTextRef]`. */
      comparedTextRef: z.number().int().nonnegative().optional(),
      /** For a misquote: what was changed. */
      differences: z.array(quotationDifferenceSchema).optional(),
      /** A sentence on the verdict, for a misquote or a wrong reference. */
      note: z.string().optional(),
      /**
       * Set when the quotation names one of the product's translations ("(KJV)") but is not in
       * its words (another translation's, or a paraphrase; `note` says which): the reference
       * exists, but the quotation is not verified in the translation it names.
       */
      mislabelled: z.literal(true).optional(),
      /** Where the quotation is in the checked text (end exclusive). */
      start: z.number().int().nonnegative().optional(),
      end: z.number().int().nonnegative().optional(),
    })
    .optional(),
  /** A translation named with the reference in the text ("(KJV)", "NIV"). */
  citedTranslation: z.string().optional(),
});

/** A saying often taken for scripture that the Bible does not contain. */
export const sayingFindingSchema = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  /** The words as written in the checked text. */
  text: z.string(),
  /** What to know: where the saying comes from, and what the Bible says instead. */
  note: z.string(),
});

/** A quotation with no reference, found in the Bible by its words. */
export const unreferencedQuotationSchema = z.object({
  quote: z.string(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  /** Where the words are ("Ecclesiastes 3:1"), with its OSIS id and text. */
  foundAt: z.string(),
  osis: z.string(),
  translation: translationSchema,
  verdict: quotationVerdictSchema,
  text: z.string(),
  /** For a misquote: what was changed, as for a reference's quotation. */
  differences: z.array(quotationDifferenceSchema).optional(),
  /** On the wire only: `text` is `repeatedTexts[textRef]`. */
  textRef: z.number().int().nonnegative().optional(),
});

/**
 * Set when a text names more references or quotations than one check takes
 * (server/scripture/bounded-check.ts): the text was checked up to `from` (a character
 * offset) and what follows was not, neither its `references` nor its `quotations`.
 * `busy`: a model's draft whose check found the checker full (server/generation/
 * draft-review.ts): nothing was checked yet (`from` 0), the draft is as the model wrote it.
 */
export const notCheckedSchema = z.object({
  from: z.number().int().nonnegative(),
  references: z.number().int().nonnegative(),
  quotations: z.number().int().nonnegative(),
  busy: z.literal(true).optional(),
});

export const scriptureCheckSchema = z.object({
  translation: translationSchema,
  references: z.array(checkedReferenceSchema),
  invalidCount: z.number().int().nonnegative(),
  /** Quotations that misquote or misattribute their reference, or with none, a verse changed. */
  misquotedCount: z.number().int().nonnegative(),
  /** Sayings in the text that are not in the Bible. */
  sayings: z.array(sayingFindingSchema).optional(),
  /** Quotations without a reference that were found in the Bible. */
  quotations: z.array(unreferencedQuotationSchema).optional(),
  /** What was left unchecked, when the text names more than one check takes. */
  notChecked: notCheckedSchema.optional(),
  /** On the wire only: a verse text named more than once, sent once (see check-wire.ts). */
  repeatedTexts: z.array(z.string()).optional(),
});

export type CheckedReference = z.infer<typeof checkedReferenceSchema>;
export type SayingFinding = z.infer<typeof sayingFindingSchema>;
export type UnreferencedQuotation = z.infer<typeof unreferencedQuotationSchema>;
export type ScriptureCheck = z.infer<typeof scriptureCheckSchema>;
export type NotChecked = z.infer<typeof notCheckedSchema>;
