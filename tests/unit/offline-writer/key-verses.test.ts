import { describe, expect, it } from "vitest";
import { lookup } from "../../../server/scripture/lookup";
import keyVerses from "../../../server/generation/offline/data/key-verses.json";
import keyVerseParts from "../../../server/generation/offline/data/key-verse-parts.json";
import { shapePassage } from "../../../server/generation/offline/passage-shape";
import { words } from "./compared-words";

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
      expect(words(shape.main!.text), chapter).toContain(words(firstVerse));
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
