import { z } from "zod";

/**
 * What kind of draft an item is, said the same way on the page, in the library and in every
 * export: the offline composer's drafts are never called AI; a model's draft names the model.
 */
export const draftOriginSchema = z.object({
  source: z.enum(["offline", "ai"]),
  /** The model that wrote it ("gpt-4o-mini"), for a model's draft. */
  model: z
    .string()
    .trim()
    .max(80, "Use at most 80 characters.")
    .regex(/^[\w.:/@+-]*$/, "Use a model name.")
    .optional(),
});

export type DraftOrigin = z.infer<typeof draftOriginSchema>;

export function draftLabel(origin: DraftOrigin | undefined): string {
  if (origin?.source !== "ai") return "Kingdom Tools draft";
  return origin.model ? `Drafted with an AI model (${origin.model})` : "Drafted with an AI model";
}

/** The footer of every printed or sent copy. */
export function draftFooter(origin: DraftOrigin | undefined): string {
  return `${draftLabel(origin)} — review, pray over and adapt before use.`;
}

/** The origin stored with a saved item, when it reads as one. */
export function draftOriginOf(data: unknown): DraftOrigin | undefined {
  const origin = (data as { origin?: unknown } | null)?.origin;
  const parsed = draftOriginSchema.safeParse(origin);
  return parsed.success ? parsed.data : undefined;
}
