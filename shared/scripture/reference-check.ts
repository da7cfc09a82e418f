import { z } from "zod";
import { maxReferenceLength } from "./api";

/**
 * GET /api/scripture/reference?text=…: whether a form's scripture field names passages that
 * exist. The reason is the one the server gives when it refuses a request with that value.
 */
export const referenceCheckPath = "/api/scripture/reference";

/** An image description is the longest prose a form checks. */
const maxProseLength = 1000;

export const referenceCheckQuerySchema = z
  .object({
    text: z
      .string({ error: "Give a reference to check, such as John 3:16." })
      .trim()
      .min(1, "Give a reference to check, such as John 3:16.")
      .max(maxProseLength, `Check at most ${maxProseLength} characters at a time.`),
    /**
     * field: the value must name passages (a scripture field); prose: any text, whose
     * references must exist (an image description, a caption).
     */
    kind: z.enum(["field", "prose"], { error: "Choose field or prose." }).default("field"),
  })
  .superRefine((query, context) => {
    if (query.kind === "field" && query.text.length > maxReferenceLength)
      context.addIssue({
        code: "custom",
        path: ["text"],
        message: `A reference is at most ${maxReferenceLength} characters.`,
      });
  });

export const referenceCheckSchema = z.object({
  valid: z.boolean(),
  /** OSIS ids of every passage named ("Eph.6.10-Eph.6.18"); empty when invalid. */
  osis: z.string(),
  /** The passages in canonical form ("Ephesians 6:10–18"); empty when invalid. */
  canonical: z.string(),
  /** Why not, in plain words: "Ephesians has 6 chapters, so Ephesians 9 does not exist." */
  reason: z.string().optional(),
});

export type ReferenceCheck = z.infer<typeof referenceCheckSchema>;

/** Checks a signed-in user may run per minute (one per pause in typing). */
export const referenceCheckRateLimit = { max: 120, windowMinutes: 1 };
