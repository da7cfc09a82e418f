import { packOutlineSchema, type PackOutline } from "@shared/tools/week-pack/schemas";
import { AppError } from "../../errors";

/** What to do when an outline read from a source misses a field the pack needs. */
const sourceHints: Partial<Record<keyof PackOutline, string>> = {
  points:
    "No numbered points or headings were found: number the sermon's points (1. …, 2. …) or give each its own heading line, and try again.",
  bigIdea:
    "No big idea was found: add a line such as “Big idea: …” or an opening paragraph, and try again.",
};

/**
 * The outline a pack is built on, checked against the outline's schema. A pack is only
 * created, and a piece only written, from an outline every piece can use; otherwise the
 * answer names the outline's fields (`outline.points`) with what to change.
 */
export function checkedOutline(outline: unknown, when: "creating" | "writing"): PackOutline {
  const result = packOutlineSchema.safeParse(outline);
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
