import { z } from "zod";
import { translationSchema } from "../scripture/translations";

/** POST /api/documents/text: a .docx or .txt manuscript, sent as multipart field "file". */
export const maxDocumentBytes = 2 * 1024 * 1024;
/** Uploads a signed-in user may read per minute. */
export const documentRateLimit = { max: 20, windowMinutes: 1 };
export const documentExtensions = [".docx", ".txt"] as const;

export const documentTextSchema = z.object({
  text: z.string(),
  filename: z.string(),
  words: z.number().int().nonnegative(),
});
export type DocumentText = z.infer<typeof documentTextSchema>;

/** POST /api/scripture/check/report: the checked text as a PDF or Word report. */
export const reportFormats = ["pdf", "docx"] as const;
export const reportRateLimit = { max: 10, windowMinutes: 1 };
export const maxReportTitleLength = 120;

export const scriptureReportRequestSchema = z.object({
  text: z
    .string({ error: "Give the text to check." })
    .refine((value) => value.trim().length > 0, "Give the text to check."),
  translation: translationSchema.optional().default("web"),
  format: z.enum(reportFormats, { error: "Choose a report format: “pdf” or “docx”." }),
  /** The manuscript's name, shown as the report's title. */
  title: z.string().trim().max(maxReportTitleLength).optional(),
});
export type ScriptureReportRequest = z.input<typeof scriptureReportRequestSchema>;
