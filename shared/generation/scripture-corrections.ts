import { z } from "zod";
import { translationSchema } from "../scripture/translations";

/**
 * What was done to the scripture in a model's draft before the pastor saw it:
 * - corrected: a quotation that misquoted its reference was replaced by the translation's
 *   exact words; the model's wording is kept to show on request;
 * - wrong-reference: the quoted words are real but from another passage, which is offered;
 * - invalid-reference: the draft cites a passage that does not exist (and, when its quoted
 *   words were found elsewhere, where they are).
 */
const where = {
  /** The result's field it is in ("mainPoints", "posts"). */
  field: z.string(),
  /** The reference as the draft gives it, in canonical form where it exists. */
  reference: z.string(),
};

export const scriptureCorrectionSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("corrected"),
    ...where,
    /** The model's wording. */
    original: z.string(),
    /** The exact words now in the draft, and what they are. */
    corrected: z.string(),
    correctedReference: z.string(),
    translation: translationSchema,
  }),
  z.object({
    kind: z.literal("wrong-reference"),
    ...where,
    quote: z.string(),
    /** Where the words really are ("Ecclesiastes 3:1"). */
    foundAt: z.string(),
  }),
  z.object({
    kind: z.literal("invalid-reference"),
    ...where,
    reason: z.string(),
    quote: z.string().optional(),
    foundAt: z.string().optional(),
  }),
]);

export type ScriptureCorrection = z.infer<typeof scriptureCorrectionSchema>;
