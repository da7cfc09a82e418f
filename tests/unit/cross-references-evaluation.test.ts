import { describe, expect, it } from "vitest";
import { resolveCitation } from "../../server/scripture/citation";
import { scanReferences } from "../../server/scripture/reference-scanner";
import { crossReferencesFor } from "../../server/scripture/study/cross-references";
import { verseOrdinal } from "../../server/scripture/verse-ordinals";

/**
 * A hand-checked list, written before the ranking was tuned (and not from its output): for
 * well-known verses, places a pastor would expect among its cross-references, and places that
 * only share a word with it and a pastor would call off-topic. Frozen: change the ranking, not
 * the list.
 */
const judged: Array<{ verse: string; expected: string[]; off: string[] }> = [
  {
    verse: "Psalm 23:1",
    expected: ["John 10:11", "Isaiah 40:11", "Ezekiel 34:23"],
    off: ["Genesis 1:30", "Genesis 8:22"],
  },
  {
    verse: "John 3:16",
    expected: ["Romans 5:8", "1 John 4:9", "1 John 4:10"],
    off: ["Matthew 15:24", "Mark 2:22"],
  },
  { verse: "Genesis 1:1", expected: ["John 1:1", "Hebrews 11:3", "Psalm 33:6"], off: ["Mark 1:1"] },
  {
    verse: "Isaiah 53:5",
    expected: ["1 Peter 2:24", "Romans 4:25", "Matthew 8:17"],
    off: ["2 Kings 2:22"],
  },
  { verse: "Isaiah 7:14", expected: ["Matthew 1:23", "Luke 1:31"], off: ["Genesis 24:43"] },
  { verse: "Micah 5:2", expected: ["Matthew 2:6", "John 7:42"], off: ["Ruth 4:11"] },
  { verse: "Psalm 22:1", expected: ["Matthew 27:46", "Mark 15:34"], off: ["Job 3:24"] },
  {
    verse: "Psalm 110:1",
    expected: ["Matthew 22:44", "Acts 2:34", "Hebrews 1:13"],
    off: ["1 Chronicles 28:2"],
  },
  {
    verse: "Habakkuk 2:4",
    expected: ["Romans 1:17", "Galatians 3:11", "Hebrews 10:38"],
    off: ["Deuteronomy 32:4"],
  },
  {
    verse: "Genesis 15:6",
    expected: ["Romans 4:3", "Galatians 3:6", "James 2:23"],
    off: ["Deuteronomy 24:13"],
  },
  {
    verse: "Romans 3:23",
    expected: ["Romans 6:23", "Romans 5:12", "Ecclesiastes 7:20"],
    off: ["1 Corinthians 11:15"],
  },
  {
    verse: "Romans 6:23",
    expected: ["Romans 3:23", "Romans 5:21", "Ephesians 2:8"],
    off: ["Luke 3:14", "2 Corinthians 11:8"],
  },
  {
    verse: "Ephesians 2:8",
    expected: ["Romans 3:24", "Romans 4:16", "Titus 3:5"],
    off: ["Matthew 5:23"],
  },
  {
    verse: "John 14:6",
    expected: ["Acts 4:12", "1 Timothy 2:5", "John 10:9"],
    off: ["Genesis 24:27"],
  },
  {
    verse: "John 1:1",
    expected: ["Genesis 1:1", "1 John 1:1", "Revelation 19:13"],
    off: ["Mark 1:1"],
  },
  {
    verse: "John 10:11",
    expected: ["Psalm 23:1", "Hebrews 13:20", "1 Peter 5:4"],
    off: ["Genesis 4:2"],
  },
  {
    verse: "Matthew 11:28",
    expected: ["Jeremiah 6:16", "Isaiah 55:1", "John 7:37"],
    off: ["Exodus 23:12"],
  },
  {
    verse: "Romans 8:28",
    expected: ["Genesis 50:20", "Ephesians 1:11", "2 Timothy 1:9"],
    off: ["2 Corinthians 6:1"],
  },
  {
    verse: "Philippians 4:13",
    expected: ["2 Corinthians 12:9", "Isaiah 40:29", "John 15:5"],
    off: ["Judges 16:5"],
  },
  {
    verse: "Proverbs 3:5",
    expected: ["Psalm 37:5", "Jeremiah 17:7", "Psalm 62:8"],
    off: ["Judges 16:26"],
  },
  {
    verse: "Isaiah 40:31",
    expected: ["Psalm 103:5", "2 Corinthians 4:16", "Psalm 27:14"],
    off: ["Leviticus 11:13"],
  },
  {
    verse: "Genesis 3:15",
    expected: ["Romans 16:20", "Galatians 4:4", "Hebrews 2:14", "1 John 3:8"],
    off: ["Proverbs 30:19"],
  },
  {
    verse: "Deuteronomy 6:4",
    expected: ["Mark 12:29", "1 Corinthians 8:4", "James 2:19"],
    off: ["Deuteronomy 5:1"],
  },
  {
    verse: "Leviticus 19:18",
    expected: ["Matthew 22:39", "Romans 13:9", "Galatians 5:14"],
    off: ["Exodus 11:2"],
  },
  {
    verse: "Joel 2:28",
    expected: ["Acts 2:17", "Ezekiel 36:27", "Isaiah 44:3"],
    off: ["Daniel 2:1"],
  },
  {
    verse: "Psalm 51:10",
    expected: ["Ezekiel 36:26", "Ephesians 4:24", "Ezekiel 11:19"],
    off: ["Isaiah 45:7"],
  },
  {
    verse: "Matthew 28:19",
    expected: ["Mark 16:15", "Acts 1:8", "Luke 24:47"],
    off: ["Genesis 10:5"],
  },
  {
    verse: "1 Corinthians 15:4",
    expected: ["Psalm 16:10", "Acts 2:31", "Matthew 12:40"],
    off: ["Genesis 23:19"],
  },
];

function ordinalOf(reference: string): number {
  const [citation] = scanReferences(reference).map(resolveCitation);
  const start = citation?.valid ? citation.ranges[0]?.start : undefined;
  if (!start) throw new Error(`not a verse: ${reference}`);
  return verseOrdinal(start.book, start.chapter, start.verse);
}

/** How many of the expected and of the off-topic places the study desk's eight show. */
function evaluate(limit = 8) {
  let expected = 0;
  let found = 0;
  let off = 0;
  const offShown: string[] = [];
  for (const entry of judged) {
    const shown = crossReferencesFor(ordinalOf(entry.verse), limit);
    const covers = (reference: string) => {
      const ordinal = ordinalOf(reference);
      return shown.some((link) => link.start <= ordinal && ordinal <= link.end);
    };
    expected += entry.expected.length;
    found += entry.expected.filter(covers).length;
    for (const reference of entry.off.filter(covers))
      offShown.push(`${entry.verse} → ${reference}`);
    off = offShown.length;
  }
  return {
    recall: found / expected,
    precision: found / Math.max(1, found + off),
    found,
    expected,
    offShown,
  };
}

describe("cross-references judged by hand", () => {
  it("are linked by sense, never by a Scofield note or a shared word alone", () => {
    for (const entry of judged) {
      for (const link of crossReferencesFor(ordinalOf(entry.verse), 20)) {
        expect(link.reasons.includes("quotation") || link.reasons.includes("topic")).toBe(true);
      }
    }
  });

  it("hold a floor of expected places found, and show no off-topic one", () => {
    const result = evaluate();
    console.info(
      `cross-references: ${result.found}/${result.expected} expected found (recall ${result.recall.toFixed(2)}), precision ${result.precision.toFixed(2)}, off-topic shown: ${result.offShown.join("; ") || "none"}`,
    );
    expect(result.recall).toBeGreaterThanOrEqual(0.3);
    expect(result.offShown.length).toBeLessThanOrEqual(1);
  });
});
