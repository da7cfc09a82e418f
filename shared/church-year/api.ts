import { z } from "zod";
import { dateProblem } from "./dates";

/** A YYYY-MM-DD date the church calendar covers (1900–2200). */
export const churchDateSchema = z.string().superRefine((value, context) => {
  const problem = dateProblem(value);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

export const calendarDayQuerySchema = z.object({ date: churchDateSchema });

const namedDaySchema = z.object({ key: z.string(), name: z.string() });

export const churchDaySchema = z.object({
  date: z.string(),
  isSunday: z.boolean(),
  season: z.object({
    key: z.enum([
      "advent",
      "christmas",
      "epiphany",
      "lent",
      "holy-week",
      "easter",
      "after-pentecost",
    ]),
    label: z.string(),
    colour: z.string(),
    hex: z.string(),
  }),
  sunday: namedDaySchema.extend({ proper: z.number().optional() }).optional(),
  principalDay: namedDaySchema.optional(),
  title: z.string(),
  churchYear: z.object({
    start: z.string(),
    end: z.string(),
    lectionaryYear: z.enum(["A", "B", "C"]),
    label: z.string(),
  }),
});

export const lectionaryYearColumn = ["A", "B", "C", "all"] as const;

export const readingsSchema = z.object({
  firstReading: z.string(),
  psalm: z.string(),
  secondReading: z.string(),
  gospel: z.string(),
});
export type Readings = z.infer<typeof readingsSchema>;

export const lectionaryRowSchema = readingsSchema.extend({
  year: z.enum(lectionaryYearColumn),
  day: z.string(),
});
export type LectionaryRow = z.infer<typeof lectionaryRowSchema>;

/** What the calendar answers for one date: the day, and its readings from the account's table. */
export const calendarDayResponseSchema = z.object({
  day: churchDaySchema,
  readings: readingsSchema
    .extend({ day: z.string(), year: z.enum(lectionaryYearColumn) })
    .nullable(),
  table: z.object({ name: z.string() }).nullable(),
});
export type CalendarDayResponse = z.infer<typeof calendarDayResponseSchema>;

export const lectionaryLimits = {
  csvChars: 200_000,
  rows: 1_000,
  cellChars: 200,
  nameChars: 80,
  importsPerHour: 20,
} as const;

export const lectionaryImportSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Give the table a name, e.g. “Our lectionary 2026”.")
    .max(
      lectionaryLimits.nameChars,
      `Keep the name under ${lectionaryLimits.nameChars} characters.`,
    ),
  csv: z
    .string()
    .min(1, "The file is empty.")
    .max(
      lectionaryLimits.csvChars,
      `The file is larger than ${lectionaryLimits.csvChars / 1000} KB; split it or trim it.`,
    ),
});
export type LectionaryImport = z.infer<typeof lectionaryImportSchema>;

export const lectionaryTableSchema = z.object({
  name: z.string(),
  importedAt: z.string(),
  rows: z.array(lectionaryRowSchema),
});
export type LectionaryTable = z.infer<typeof lectionaryTableSchema>;

export const lectionaryTableResponseSchema = z.object({ table: lectionaryTableSchema.nullable() });
export type LectionaryTableResponse = z.infer<typeof lectionaryTableResponseSchema>;
