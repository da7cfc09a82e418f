import type { CheckedReference } from "@shared/scripture/check-result";
import { referenceStatus } from "@shared/scripture/reference-status";

/** A checked reference placed in a piece of text: where it starts and ends there. */
export interface PlacedReference {
  reference: CheckedReference;
  start: number;
  end: number;
}

const wordCharacter = /[\p{L}\p{N}]/u;

function standsAlone(text: string, start: number, end: number): boolean {
  const before = start > 0 ? text[start - 1] : undefined;
  const after = end < text.length ? text[end] : undefined;
  return !(before && wordCharacter.test(before)) && !(after && wordCharacter.test(after));
}

function overlaps(placed: PlacedReference[], start: number, end: number): boolean {
  return placed.some((item) => start < item.end && end > item.start);
}

/**
 * Finds the checked references inside `text`. When the text's position in the checked
 * text is known (`offset`), the check's own offsets are used, so each occurrence keeps
 * what was found about it (a misquotation belongs to one place). Otherwise, and for
 * anything the offsets do not explain, each cited form is looked up in the text.
 */
export function placeReferences(
  text: string,
  references: readonly CheckedReference[],
  offset?: number,
): PlacedReference[] {
  const placed: PlacedReference[] = [];
  if (offset !== undefined) {
    for (const reference of references) {
      const start = reference.start - offset;
      const end = reference.end - offset;
      if (start < 0 || end > text.length || end <= start) continue;
      if (text.slice(start, end) !== reference.cited) continue;
      if (!overlaps(placed, start, end)) placed.push({ reference, start, end });
    }
    if (placed.length > 0) return placed.sort((a, b) => a.start - b.start);
  }

  // No usable offsets: look each distinct cited form up, longest first ("1 John 4:8" before
  // "John 4:8"), and only where it stands as a whole word.
  const byCited = new Map<string, CheckedReference[]>();
  for (const reference of references) {
    if (!reference.cited) continue;
    const same = byCited.get(reference.cited);
    if (same) same.push(reference);
    else byCited.set(reference.cited, [reference]);
  }
  const cited = [...byCited.keys()].sort((a, b) => b.length - a.length);
  for (const form of cited) {
    const reference = whichOccurrence(text, byCited.get(form)!);
    let from = 0;
    for (;;) {
      const start = text.indexOf(form, from);
      if (start === -1) break;
      const end = start + form.length;
      if (standsAlone(text, start, end) && !overlaps(placed, start, end)) {
        placed.push({ reference, start, end });
      }
      from = end;
    }
  }
  return placed.sort((a, b) => a.start - b.start);
}

const letters = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** How much what was found of a reference's quotation needs the reader's attention. */
function concern(reference: CheckedReference): number {
  const status = referenceStatus(reference);
  return status === "verified" ? 0 : status === "reworded" ? 1 : status === "mislabelled" ? 2 : 3;
}

/**
 * Which of the references cited in the same words this text's occurrence is, when the check's
 * offsets cannot say (a reference cited twice, once with a misquotation): the one whose
 * quotation is in this text; else one cited without a quotation; else the one most in need
 * of attention, so a misquotation is never shown as verified.
 */
function whichOccurrence(text: string, same: CheckedReference[]): CheckedReference {
  if (same.length === 1) return same[0]!;
  const here = letters(text);
  const quotedHere = same.filter(
    (reference) => reference.quoted && here.includes(letters(reference.quoted.quote)),
  );
  const worst = (candidates: CheckedReference[]) =>
    candidates.reduce((most, reference) => (concern(reference) > concern(most) ? reference : most));
  if (quotedHere.length > 0) return worst(quotedHere);
  const plain = same.find((reference) => !reference.quoted);
  return plain ?? worst(same);
}

/** The checked references found inside a short text such as a related-scripture chip. */
export function referencesIn(
  text: string,
  references: readonly CheckedReference[],
  offset?: number,
): CheckedReference[] {
  return placeReferences(text, references, offset).map((item) => item.reference);
}
