import { describe, expect, it } from "vitest";
import { lookup } from "../../../server/scripture/lookup";
import { sectionHeadingsFor } from "../../../server/scripture/section-headings";
import { offlineDraft } from "../draft-quality/offline-engine";

/**
 * Issue 30, class 7 of the second held-out reading: the sermon's Approach said it walks every
 * passage "in the passage's own divisions", even where the program cut the runs itself. It may
 * name a source of the points' divisions only when the points are that source's divisions.
 */

/**
 * The Berean Standard Bible's sections that meet a passage, looked up apart from the writer:
 * each heading, how many verses its section has and how many of them the passage holds.
 */
function bsbSections(reference: string) {
  const found = lookup(reference, { translation: "web" });
  if (!found.ok) throw new Error(found.message);
  const verses = found.passage.passages.flatMap((passage) => passage.verses);
  const point = (verse: (typeof verses)[number]) => ({
    book: verse.book,
    chapter: verse.chapter,
    verse: verse.verse,
  });
  const order = (at: { chapter: number; verse: number }) => at.chapter * 1000 + at.verse;
  return sectionHeadingsFor(
    { start: point(verses[0]!), end: point(verses.at(-1)!) } as never,
    "web",
  ).map((section) => ({
    heading: section.heading,
    verses: section.verses,
    held: verses.filter(
      (verse) => order(verse) >= order(section.start) && order(verse) <= order(section.end),
    ).length,
  }));
}

/**
 * The offline sermon outline of a passage, at the longest length (every point it has). The
 * Approach's sentences are several per case, one chosen per request: `variant` steps through them.
 */
async function sermonOf(scripture: string, variant = 0) {
  const { item } = await offlineDraft("sermon", {
    topic: "Sunday's message",
    scripture,
    length: "45-60",
    variant,
  });
  return item as { approach: string; mainPoints: string[] };
}

/**
 * A point's name, when it has one, and its reference: "A woman healed (Mark 5:21–34). “…”", or a
 * run's sentence: "“Yet even the dogs…” (Mark 7:28). “…” (Mark 7:27–29)".
 */
function parsePoint(point: string): { heading?: string; reference: string } {
  const reference = /^(\d?\s?[A-Z][a-z]+ \d+:[\d–]+)\. /.exec(point);
  if (reference) return { reference: reference[1]! };
  // A run named by a sentence of its verses: “…” (Mark 7:28). “…” (Mark 7:27–29)
  const quoted = /^“([^”]+)” \(([^()]+)\)\.(?: “[^”]*” \(([^()]+)\))?/.exec(point);
  if (quoted) return { heading: quoted[1]!, reference: quoted[3] ?? quoted[2]! };
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
    it.each([0, 1, 2])(`${scripture}, variant %i`, async (variant) => {
      const { approach, mainPoints } = await sermonOf(scripture, variant);
      const headings = bsbSections(scripture).map((section) => section.heading);
      const passagePoints = mainPoints.filter(
        (point) => !/^(Read it in its place|Compare)/.test(point),
      );
      // A point is named when a name stands before its reference: "A woman healed (Mark 5:21–34)."
      // Or by a sentence of its own verses: “…” (John 15:11).
      const named = passagePoints.every(
        (point) =>
          /^[^“]*\(\d?\s?[A-Z][a-z]+ \d+:\d+[^)]*\)\./.test(point) || point.startsWith("“"),
      );
      // A part holding only a little of its section is given by its reference alone.
      const unnamed = (point: string) => parsePoint(point).heading === undefined;
      // A part named by a sentence of its own verses (“…” (John 15:11).) is still the BSB's
      // division; its name is scripture's, not the heading's.
      const byVerse = (point: string) => point.startsWith("“");
      const fromBsb =
        passagePoints.some((point) => !unnamed(point) && !byVerse(point)) &&
        passagePoints.every(
          (point) =>
            unnamed(point) ||
            byVerse(point) ||
            headings.some((heading) => point.startsWith(`${heading} (`)),
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

/**
 * A section's name stands over a part of it only when the passage holds most of the section (and
 * the name is a phrase of its own): John 15:9–11 is three of "Love One Another"'s verses, Acts
 * 2:14–21 a few of Peter's sermon, Luke 24:28–35 the end of Henry's sentence on the Emmaus road.
 * Such a part is named by a sentence of its own verses (held-out 29e S2's bare "1 Samuel 7:13."),
 * else given by its reference alone, and the Approach names it for the preacher to name.
 */
describe("a part whose section's name does not stand is named by its verses or its reference, and the Approach says which", () => {
  const partly = ["John 15:1-11", "Acts 2:1-21", "Luke 24:13-35"];
  const wholly = ["Luke 15:1-32", "Genesis 45:1-15", "Mark 5:21-43", "1 Kings 19:1-18"];
  for (const scripture of [...partly, ...wholly])
    it.each([0, 1])(`${scripture}, variant %i`, async (variant) => {
      const { approach, mainPoints } = await sermonOf(scripture, variant);
      const points = mainPoints.map(parsePoint);
      const unnamed = points.filter((point) => point.heading === undefined);
      const named = points.filter((point) => point.heading !== undefined);
      const byVerse = mainPoints.filter((point) => point.startsWith("“"));
      expect(named.length).toBeGreaterThan(byVerse.length);
      expect(unnamed.length + byVerse.length > 0).toBe(partly.includes(scripture));
      // Every unnamed part is named in the Approach by its reference; no named part is.
      for (const point of unnamed) expect(mentions(approach, point.reference)).toBe(true);
      for (const point of named) expect(mentions(approach, point.reference)).toBe(false);
      // No BSB heading stands over a part holding less than half of its section.
      for (const { heading, held, verses } of bsbSections(scripture))
        if (held * 2 < verses) expect(points.map((point) => point.heading)).not.toContain(heading);
    });
});
