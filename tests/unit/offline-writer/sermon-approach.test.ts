import { describe, expect, it } from "vitest";
import { lookup } from "../../../server/scripture/lookup";
import { sectionHeadingsFor } from "../../../server/scripture/section-headings";
import { offlineDraft } from "../draft-quality/offline-engine";

/**
 * Issue 30, class 7 of the second held-out reading: the sermon's Approach said it walks every
 * passage "in the passage's own divisions", even where the program cut the runs itself. It may
 * name a source of the points' divisions only when the points are that source's divisions.
 */

/** The Berean Standard Bible's section headings that meet a passage, looked up apart from the writer. */
function bsbHeadings(reference: string): string[] {
  const found = lookup(reference, { translation: "web" });
  if (!found.ok) throw new Error(found.message);
  const verses = found.passage.passages.flatMap((passage) => passage.verses);
  const point = (verse: (typeof verses)[number]) => ({
    book: verse.book,
    chapter: verse.chapter,
    verse: verse.verse,
  });
  return sectionHeadingsFor({ start: point(verses[0]!), end: point(verses.at(-1)!) } as never).map(
    (section) => section.heading,
  );
}

/** A point's name, when it has one, and its reference: "A woman healed (Mark 5:21–34). “…”". */
function parsePoint(point: string): { heading?: string; reference: string } {
  const reference = /^(\d?\s?[A-Z][a-z]+ \d+:[\d–]+)\. /.exec(point);
  if (reference) return { reference: reference[1]! };
  const named = /^([^“(]+) \((\d?\s?[A-Z][a-z]+ \d+:[\d–]+)\)\. /.exec(point);
  if (!named) throw new Error(`A point neither named nor given by its reference: ${point}`);
  return { heading: named[1]!, reference: named[2]! };
}

/** Whether a text names a reference (not only a longer one that begins with it). */
function mentions(text: string, reference: string): boolean {
  return new RegExp(`${reference.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\d–])`).test(text);
}

// One BSB section cut into runs; one verse; Henry's outline; the BSB's headings; a psalm.
const passages = [
  "Genesis 50:15-21",
  "Zephaniah 3:17",
  "Mark 5:21-43",
  "1 Kings 19:1-18",
  "Psalm 23",
  "Romans 8:28",
  "John 15:1-11",
];

describe("the sermon's Approach says where its points' divisions came from, truly", () => {
  for (const scripture of passages)
    it(scripture, async () => {
      const { item } = await offlineDraft("sermon", {
        topic: "Sunday's message",
        scripture,
        length: "45-60",
      });
      const { approach, mainPoints } = item as { approach: string; mainPoints: string[] };
      const headings = bsbHeadings(scripture);
      const passagePoints = mainPoints.filter(
        (point) => !/^(Read it in its place|Compare)/.test(point),
      );
      // A point is named when a name stands before its reference: "A woman healed (Mark 5:21–34)."
      const named = passagePoints.every((point) =>
        /^[^“]*\(\d?\s?[A-Z][a-z]+ \d+:\d+[^)]*\)\./.test(point),
      );
      // A part holding only a little of its section is given by its reference alone.
      const unnamed = (point: string) => parsePoint(point).heading === undefined;
      const fromBsb =
        passagePoints.some((point) => !unnamed(point)) &&
        passagePoints.every(
          (point) => unnamed(point) || headings.some((heading) => point.startsWith(`${heading} (`)),
        );
      expect(approach.includes("Berean Standard Bible")).toBe(fromBsb);
      // Points without names, each named in the Approach as one for the preacher to name.
      const toldUnnamed =
        passagePoints.some(unnamed) &&
        passagePoints
          .filter(unnamed)
          .every((point) => mentions(approach, parsePoint(point).reference));
      if (!named && !toldUnnamed) {
        expect(approach).not.toMatch(
          /section headings|outline of the chapter|in the passage's own divisions/,
        );
      }
      if (approach.includes("Matthew Henry's outline")) expect(named).toBe(true);
    });
});
