import type { CheckedReference } from "@shared/scripture/check-result";

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
  const byCited = new Map<string, CheckedReference>();
  for (const reference of references) {
    if (reference.cited && !byCited.has(reference.cited)) byCited.set(reference.cited, reference);
  }
  const cited = [...byCited.keys()].sort((a, b) => b.length - a.length);
  for (const form of cited) {
    let from = 0;
    for (;;) {
      const start = text.indexOf(form, from);
      if (start === -1) break;
      const end = start + form.length;
      if (standsAlone(text, start, end) && !overlaps(placed, start, end)) {
        placed.push({ reference: byCited.get(form)!, start, end });
      }
      from = end;
    }
  }
  return placed.sort((a, b) => a.start - b.start);
}

/** The checked references found inside a short text such as a related-scripture chip. */
export function referencesIn(
  text: string,
  references: readonly CheckedReference[],
  offset?: number,
): CheckedReference[] {
  return placeReferences(text, references, offset).map((item) => item.reference);
}
