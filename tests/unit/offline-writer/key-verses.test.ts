import { describe, expect, it } from "vitest";
import { lookup } from "../../../server/scripture/lookup";
import keyVerses from "../../../server/generation/offline/data/key-verses.json";
import keyVerseParts from "../../../server/generation/offline/data/key-verse-parts.json";
import { shapePassage } from "../../../server/generation/offline/passage-shape";
import { words } from "./compared-words";
import { bookIds, books, type BookId } from "@shared/scripture/books";
import { sectionHeadingsFor } from "../../../server/scripture/section-headings";

describe("the team's key verses", () => {
  it("are real references of at most four verses each, listed once", () => {
    const all = [...keyVerses.verses, ...keyVerses.alsoMemorised, ...keyVerses.sections];
    expect(new Set(all).size).toBe(all.length);
    for (const reference of all) {
      const found = lookup(reference, { translation: "web" });
      expect(found.ok, reference).toBe(true);
      if (found.ok) {
        const verses = found.passage.passages.flatMap((passage) => passage.verses);
        expect(verses.length, reference).toBeLessThanOrEqual(4);
      }
    }
  });
});

/** Each chapter ("John 20") holding a section's verse, once. */
const chaptersWithSections = [
  ...new Set(keyVerses.sections.map((reference) => reference.replace(/:.*$/, ""))),
];

describe("a section's own point verse", () => {
  // The sections' verses were once listed with the passages' points, and a verse of an early
  // section became the verse a whole passage closes on (John 20:8 over "Rabboni!", 20:16).
  it("never displaces the point of a passage that holds one, nor pushes it out of its key verses", () => {
    let checked = 0;
    for (const chapter of chaptersWithSections) {
      // A verse never quoted alone (key-verse-parts.json `neverAlone`) is no key verse.
      const points = keyVerses.verses.filter(
        (reference) =>
          reference.startsWith(`${chapter}:`) &&
          !keyVerseParts.neverAlone.some((entry) => entry.verse === reference),
      );
      if (points.length === 0) continue;
      const shape = shapePassage(chapter, "web")!;
      const first = lookup(points[0]!, { translation: "web" });
      if (!first.ok) throw new Error(points[0]);
      // Quoted alone, a verse is quoted by the part the team names for it (key-verse-parts.json).
      const part = keyVerseParts.parts.find((listed) => listed.verse === points[0]);
      const firstVerse = part?.web ?? first.passage.passages[0]!.verses[0]!.text;
      // The verse carried is one of the passage's points, the first whose sentence is short
      // enough to carry (Luke 4:18's runs from 4:17 to 4:19, longer than a verse to carry; held-out
      // 29e M1, SO2), never a section's verse; the first point is among the key verses below.
      // Else (every point's sentence too long) one of its widely memorised verses.
      const memorised = keyVerses.alsoMemorised.filter((reference) =>
        reference.startsWith(`${chapter}:`),
      );
      const carriedPoint = [...points, ...memorised].find((point) => {
        const found = lookup(point, { translation: "web" });
        const listed = keyVerseParts.parts.find((entry) => entry.verse === point);
        const text = listed?.web ?? (found.ok ? found.passage.passages[0]!.verses[0]!.text : "");
        return shape.main && words(shape.main.text).includes(words(text));
      });
      if (shape.main) expect(carriedPoint, chapter).toBeDefined();
      expect(words(shape.keyed.text), chapter).toContain(words(firstVerse));
      // The first five of the passage's point verses are its key verses, whatever the sections hold.
      const keyed = words(shape.keyed.text);
      const pointTexts = points.flatMap((point) => {
        const found = lookup(point, { translation: "web" });
        return found.ok ? found.passage.passages.flatMap((part) => part.verses) : [];
      });
      for (const verse of pointTexts.slice(0, 5)) {
        const part = keyVerseParts.parts.find((listed) => listed.verse === verse.reference);
        expect(keyed, `${chapter}: ${verse.reference}`).toContain(words(part?.web ?? verse.text));
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it("is quoted by the section that holds it", () => {
    const shape = shapePassage("2 Kings 5:1-27", "web")!;
    const gehazi = shape.sections.find((section) => section.reference.includes("5:15"))!;
    const confession = lookup("2 Kings 5:15", { translation: "web" });
    if (!confession.ok) throw new Error("2 Kings 5:15");
    expect(words(gehazi.quoted.text)).toContain(words(confession.passage.text));
  });
});

/** The main BSB sections (level 1) of chapters `from` to `to` of a book, as WEB references. */
function mainSections(book: BookId, from = 1, to?: number) {
  const counts = books[bookIds.indexOf(book)]!.verseCounts;
  const last = to ?? counts.length;
  return sectionHeadingsFor(
    {
      start: { book, chapter: from, verse: 1 },
      end: { book, chapter: last, verse: counts[last - 1]! },
    },
    "web",
  )
    .filter((section) => section.level === 1)
    .map((section) => ({
      heading: section.heading,
      reference: `${books[bookIds.indexOf(book)]!.name} ${section.start.chapter}:${section.start.verse}-${section.end.chapter}:${section.end.verse}`,
    }));
}

function versesOf(reference: string) {
  const found = lookup(reference, { translation: "web" });
  if (!found.ok) throw new Error(`${reference}: ${found.message}`);
  return found.passage.passages.flatMap((passage) => passage.verses);
}

describe("the sections' own point verses", () => {
  it("each lie inside one main BSB section", () => {
    const straddling = keyVerses.sections.filter((reference) => {
      const verses = versesOf(reference);
      const first = verses[0]!;
      const last = verses.at(-1)!;
      const sections = sectionHeadingsFor(
        {
          start: { book: first.book as BookId, chapter: first.chapter, verse: first.verse },
          end: { book: last.book as BookId, chapter: last.chapter, verse: last.verse },
        },
        "web",
      ).filter((section) => section.level === 1);
      return sections.length !== 1;
    });
    expect(straddling).toEqual([]);
  });
});

const listedVerses = new Set(
  [...keyVerses.verses, ...keyVerses.alsoMemorised, ...keyVerses.sections].flatMap((reference) =>
    versesOf(reference).map((verse) => verse.reference),
  ),
);

/**
 * The long sections (seven verses or more, too long to be quoted whole) of the books most preached
 * after the narratives, but those that carry no one point a preacher takes from them
 * (docs/evaluation/key-verses-sections.md, 29 November 2026).
 */
const preached: { book: BookId; from?: number; to?: number }[] = [
  ...(
    [
      ...["Rom", "1Cor", "2Cor", "Gal", "Eph", "Phil", "Col", "1Thess", "2Thess", "1Tim", "2Tim"],
      ...["Titus", "Phlm", "Heb", "Jas", "1Pet", "2Pet", "1John", "2John", "3John", "Jude"],
      ...["Isa", "Jer", "Hos", "Joel", "Amos", "Obad", "Jonah", "Mic", "Nah", "Hab", "Zeph"],
      ...["Hag", "Zech", "Mal"],
    ] as BookId[]
  ).map((book) => ({ book })),
  { book: "Ezek", from: 34, to: 37 },
  { book: "Rev", from: 1, to: 3 },
  { book: "Rev", from: 21, to: 22 },
];
const noOnePoint = new Set([
  // Greetings and travel plans; a greeting of one seven-verse sentence.
  ...["Romans 1:1", "Romans 15:23", "Romans 16:1"],
  // Read in too many ways for one verse; the tabernacle's furnishings.
  ...["1 Timothy 2:9", "Hebrews 9:1"],
  // Oracles against the nations.
  ...["Isaiah 13:1", "Isaiah 15:1", "Isaiah 18:1", "Isaiah 19:1", "Isaiah 23:1", "Isaiah 34:5"],
  ...["Isaiah 47:1", "Jeremiah 46:1", "Jeremiah 47:1", "Jeremiah 48:1", "Jeremiah 49:7"],
  ...["Jeremiah 51:1", "Jeremiah 51:20", "Ezekiel 35:1", "Nahum 2:1", "Nahum 3:1", "Zechariah 9:1"],
  // Judgments told in images, with no verse of their own point beside the chapter's.
  ...["Isaiah 3:16", "Isaiah 7:17", "Jeremiah 6:22", "Jeremiah 23:33", "Jeremiah 44:20"],
  ...["Joel 1:1", "Amos 9:1", "Micah 1:1", "Micah 1:8", "Micah 6:9", "Zechariah 11:1"],
  // Visions read in too many ways for one verse.
  ...["Micah 4:6", "Zechariah 5:5", "Zechariah 6:1", "Zechariah 12:1"],
  // Narrative and records: letters, sieges, murders, lists of what was carried away.
  ...["Jeremiah 29:24", "Jeremiah 34:1", "Jeremiah 36:11", "Jeremiah 39:1", "Jeremiah 41:1"],
  ...["Jeremiah 41:11", "Jeremiah 43:1", "Jeremiah 52:1", "Jeremiah 52:12", "Jeremiah 52:24"],
]);

describe("the long sections of the epistles and the prophets", () => {
  // A long section holding no listed verse quotes the verses the study data weighs most, which
  // do not follow the apostle's argument or the prophet's oracle.
  it("each hold a listed verse, but those with no one point", () => {
    const lacking: string[] = [];
    for (const { book, from, to } of preached) {
      for (const section of mainSections(book, from, to)) {
        const verses = versesOf(section.reference);
        if (verses.length < 7 || noOnePoint.has(section.reference.replace(/-.*/, ""))) continue;
        if (!verses.some((verse) => listedVerses.has(verse.reference)))
          lacking.push(`${section.heading} (${section.reference})`);
      }
    }
    expect(lacking).toEqual([]);
  });
});

describe("a psalm of seven verses or more", () => {
  // A psalm is preached whole. One holding no passage's point has no verse for a draft to close
  // on, write out or dwell on (`main`), so the draft hands the reader nothing to carry.
  it("holds a passage's point for a draft to close on", () => {
    const counts = books[bookIds.indexOf("Ps")]!.verseCounts;
    const without = counts
      .map((verses, index) => ({ psalm: `Psalm ${index + 1}`, verses }))
      .filter(({ psalm, verses }) => verses >= 7 && !shapePassage(psalm, "web")!.main)
      .map(({ psalm }) => psalm);
    expect(without).toEqual([]);
  });
});
