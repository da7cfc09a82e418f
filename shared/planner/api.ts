import { z } from "zod";
import { churchDateSchema, churchDaySchema } from "../church-year/api";

export const plannerLimits = {
  plansPerAccount: 50,
  weeks: 52,
  titleChars: 120,
  focusChars: 120,
  passageChars: 120,
  bigIdeaChars: 500,
  writesPerMinute: 30,
} as const;

/** A line break inside a one-line field (a lone carriage return would split a calendar line). */
const lineBreak = /[\r\n]/;
const oneLine = (text: string) => !lineBreak.test(text);
/** A carriage return not followed by a line feed: no editor types one. */
const loneCarriageReturn = /\r(?!\n)/;

export const planWeekSchema = z.object({
  passage: z
    .string()
    .trim()
    .max(
      plannerLimits.passageChars,
      `Keep a passage under ${plannerLimits.passageChars} characters.`,
    )
    .refine(oneLine, "Keep the passage on one line."),
  bigIdea: z
    .string()
    .trim()
    .max(
      plannerLimits.bigIdeaChars,
      `Keep the big idea under ${plannerLimits.bigIdeaChars} characters.`,
    )
    .refine((text) => !loneCarriageReturn.test(text), "Remove the stray line break characters."),
});
export type PlanWeek = z.infer<typeof planWeekSchema>;

export const planInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Give the series a title.")
    .max(plannerLimits.titleChars, `Keep the title under ${plannerLimits.titleChars} characters.`)
    .refine(oneLine, "Keep the title on one line."),
  focus: z
    .string()
    .trim()
    .max(
      plannerLimits.focusChars,
      `Keep the book or theme under ${plannerLimits.focusChars} characters.`,
    )
    .refine(oneLine, "Keep the book or theme on one line."),
  startDate: churchDateSchema,
  weeks: z
    .array(planWeekSchema)
    .min(1, "A series has at least one week.")
    .max(plannerLimits.weeks, `A series can run up to ${plannerLimits.weeks} weeks.`),
});
export type PlanInput = z.infer<typeof planInputSchema>;

export const planWeekViewSchema = planWeekSchema.extend({
  number: z.number(),
  date: z.string(),
  day: churchDaySchema,
  /** The canonical reference, when the passage is a real one. */
  reference: z.string().nullable(),
  /** A saved sermon on this passage in My Content. */
  sermonId: z.string().nullable(),
});
export type PlanWeekView = z.infer<typeof planWeekViewSchema>;

export const planSchema = z.object({
  id: z.string(),
  title: z.string(),
  focus: z.string(),
  startDate: z.string(),
  weeks: z.array(planWeekViewSchema),
  updatedAt: z.string(),
});
export type Plan = z.infer<typeof planSchema>;

export const planSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  focus: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  weekCount: z.number(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const planListResponseSchema = z.object({ plans: z.array(planSummarySchema) });
export type PlanListResponse = z.infer<typeof planListResponseSchema>;
