import { z } from "zod";

/**
 * Optional request fields every writing tool accepts, for a different draft on request and for
 * one-tap refinements of the current draft. Merged into each tool's request schema; a request
 * without them reads exactly as before.
 */
export const refinementKinds = ["shorter", "longer", "simpler", "illustrations", "angle"] as const;
export type RefinementKind = (typeof refinementKinds)[number];

export const refinementLabels: Record<RefinementKind, string> = {
  shorter: "Shorter",
  longer: "Longer",
  simpler: "Simpler language",
  illustrations: "More illustrations",
  angle: "Another angle",
};

export const refinementFields = {
  /** Which alternative draft to write: 0 (or absent) is the first; each number a different one. */
  variant: z
    .number("Variant must be a whole number.")
    .int("Variant must be a whole number.")
    .min(0, "Variant must be 0 or more.")
    .max(999, "Variant must be at most 999.")
    .optional(),
  /** How to derive a new draft from the current one. */
  refine: z
    .enum(refinementKinds, "Choose shorter, longer, simpler, illustrations or angle.")
    .optional(),
  /** The current draft's text, which a refinement starts from (the model path reads it). */
  currentDraft: z.string().trim().max(20000, "Use at most 20000 characters.").optional(),
  /**
   * Continue: the fields a draft that stopped partway had written (a timeout, a dropped
   * stream), for the model to finish rather than start again. Those it finished are kept word
   * for word; the offline composer, which never stops partway, ignores it.
   */
  continueFrom: z
    .record(z.string(), z.unknown())
    .refine(
      (fields) => JSON.stringify(fields).length <= 20000,
      "The draft to continue is too long: at most 20000 characters.",
    )
    .optional(),
};

export const refinementSchema = z.object(refinementFields);
export type Refinement = z.infer<typeof refinementSchema>;
