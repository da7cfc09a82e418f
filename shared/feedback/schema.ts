import { z } from "zod";
import { feedbackImpactMin, feedbackTextMax, ministryRoles } from "./options";

/** POST /api/feedback: the landing page's feedback form. */
export const feedbackSchema = z.object({
  role: z.enum(ministryRoles, { error: "Choose your ministry role." }),
  impact: z
    .string({ error: "Tell us how Kingdom Tools could serve your ministry." })
    .trim()
    .min(1, "Tell us how Kingdom Tools could serve your ministry.")
    .min(feedbackImpactMin, `Tell us a little more: at least ${feedbackImpactMin} characters.`)
    .max(feedbackTextMax, `Keep it under ${feedbackTextMax} characters.`),
  suggestions: z
    .string({ error: "Suggestions must be text." })
    .trim()
    .max(feedbackTextMax, `Keep it under ${feedbackTextMax} characters.`)
    .optional()
    .default(""),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;

export const feedbackResponseSchema = z.object({ feedbackId: z.string() });
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;
