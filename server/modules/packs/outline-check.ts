import { z } from "zod";
import { outlineLimits } from "@shared/tools/week-pack/definition";
import { packOutlineSchema, type PackOutline } from "@shared/tools/week-pack/schemas";
import { AppError } from "../../errors";

/**
 * At creation the big idea may still be empty: the reader could not find one, and the pastor
 * writes it when confirming the outline (the pieces wait for it: 409 until then).
 */
const createdOutlineSchema = packOutlineSchema.extend({
  bigIdea: z.string().trim().max(outlineLimits.bigIdea),
});

/** What to do when an outline read from a source misses a field the pack needs. */
const sourceHints: Partial<Record<keyof PackOutline, string>> = {
  points:
    "No numbered points or headings were found: number the sermon's points (1. …, 2. …) or give each its own heading line, and try again.",
};

/**
 * The outline a pack is built on, checked against the outline's schema. A pack is created
 * only from an outline with its points (its big idea may wait for the pastor), and a piece
 * written only from a complete one; otherwise the answer names the outline's fields
 * (`outline.points`) with what to change: 400 at creation, 409 for a stored pack.
 */
export function checkedOutline(outline: unknown, when: "creating" | "writing"): PackOutline {
  const result = (when === "creating" ? createdOutlineSchema : packOutlineSchema).safeParse(
    outline,
  );
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const top = String(issue.path[0] ?? "") as keyof PackOutline;
    const field = `outline.${top}`;
    if (fields[field]) continue;
    const hint = when === "creating" ? sourceHints[top] : undefined;
    fields[field] = hint ? `${issue.message} ${hint}` : issue.message;
  }
  if (when === "creating")
    throw new AppError("validation_error", "Please correct the highlighted fields.", fields);
  throw new AppError(
    "conflict",
    "This pack's outline is incomplete: correct the outline before writing its pieces.",
    fields,
  );
}
