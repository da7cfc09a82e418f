import type { CheckedReference } from "./check-result";

/**
 * What checking found of one reference, in one word, for every place that shows or reports
 * it (the card, its mark, the summary and the PDF report):
 * - verified: the reference exists, and any quotation with it is word for word (or a part)
 *   in one of the product's translations;
 * - reworded: the reference exists, and its quotation is in other words (another
 *   translation's wording, or a paraphrase). Not a finding, and never called verified: the
 *   word lists that tell wording from meaning are not proof that a word stands in this verse;
 * - invalid, misquoted (a change of meaning or words from another passage), or mislabelled
 *   (named as one of the product's translations but not in its words).
 */
export type ReferenceStatus = "verified" | "reworded" | "invalid" | "misquoted" | "mislabelled";

export function referenceStatus(reference: CheckedReference): ReferenceStatus {
  if (!reference.valid) return "invalid";
  const quoted = reference.quoted;
  if (!quoted || quoted.matches) return "verified";
  if (quoted.verdict !== "other-wording") return "misquoted";
  return quoted.mislabelled ? "mislabelled" : "reworded";
}
