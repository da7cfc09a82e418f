import { z } from "zod";
import {
  scriptureCorrectionSchema,
  type ScriptureCorrection,
} from "@shared/generation/scripture-corrections";
import { writingTools, type WritingToolKey } from "@shared/tools";
import { resultToText } from "@shared/tools/result-text";
import { toolSchemas } from "@shared/tools/schemas";

const correctionsSchema = z.array(scriptureCorrectionSchema);

/**
 * The corrections made to the draft being saved, taken from the user's last generation of the
 * tool (kept on the server) when the saved text is that draft's: a client cannot claim any.
 */
export function correctionsOfSavedDraft(
  tool: WritingToolKey,
  savedText: string,
  lastResponse: unknown,
): ScriptureCorrection[] {
  const items = (lastResponse as Record<string, unknown> | null | undefined)?.[
    writingTools[tool].responseKey
  ];
  if (!Array.isArray(items)) return [];
  for (const item of items) {
    const result = toolSchemas[tool].result.safeParse(item);
    if (!result.success || resultToText(tool, result.data as never) !== savedText) continue;
    const corrections = correctionsSchema.safeParse(
      (item as { corrections?: unknown }).corrections,
    );
    return corrections.success ? corrections.data : [];
  }
  return [];
}
