import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The hand list of references in the real-prose set (evaluation/real-prose/references.json)
 * was first drawn from the checker's own output, then read by hand. This scan uses no part of
 * the checker: any capitalised word (numbered or not) followed by a number ("Hebrews 2",
 * "Ps 37:23", "Objection 1"), a roman-numeral chapter ("John x. 11"), a spoken "the 13th
 * chapter", or "ver. 5". Every place it finds is in the hand list or in
 * not-references.json with the reason it is no reference, so a reference the checker never
 * found cannot be missing from the list unseen (issue 31).
 */
interface Place {
  id: string;
  start: number;
  cited?: string;
  found?: string;
}
const dir = path.join(import.meta.dirname, "evaluation/real-prose");
const read = <T>(name: string) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as T;
const texts = read<Array<{ id: string; text: string }>>("texts.json");
const { references, relative } = read<{ references: Place[]; relative: Place[] }>(
  "references.json",
);
const { places } = read<{ places: Place[] }>("not-references.json");

const chapterAndVerse =
  /(?:\b[1-3I]{1,3}\s?)?\b[A-Z][a-z]{0,14}\.?\s?\d{1,3}\b|\b[A-Z][a-z]{1,14}\.?\s[ivxlc]{1,7}\.\s?\d{1,3}/g;
const spokenOrRelative =
  /\b\d{1,3}(?:st|nd|rd|th)\s+(?:chapter|verse|psalm)|\bchapter\s+of\s+[A-Z]|\b(?:[Vv]er(?:se|ses)?\.?|[Vv]v?\.)\s?\d{1,3}/g;

/** Whether a place found at `at` is within a labelled reference or a place read as none. */
function accounted(id: string, at: number): boolean {
  const within = (place: Place) =>
    place.id === id &&
    at >= place.start - 4 &&
    at < place.start + (place.cited ?? place.found ?? "").length + 2;
  return [...references, ...relative, ...places].some(within);
}

describe("the real-prose reference list, against a scan that does not use the checker", () => {
  it("holds every place the scan finds, or says why it is no reference", () => {
    const unaccounted: string[] = [];
    for (const { id, text } of texts)
      for (const pattern of [chapterAndVerse, spokenOrRelative])
        for (const match of text.matchAll(pattern))
          if (!accounted(id, match.index))
            unaccounted.push(`${id}@${match.index}: ${text.slice(match.index, match.index + 40)}`);
    expect(unaccounted).toEqual([]);
  });

  it("lists no place as no reference that the hand list names", () => {
    for (const place of places)
      expect(references.some((each) => each.id === place.id && each.start === place.start)).toBe(
        false,
      );
  });
});
