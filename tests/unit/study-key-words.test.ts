import { describe, expect, it } from "vitest";
import { lookup } from "../../server/scripture/lookup";
import { keyWordsOf, strongsMeaning } from "../../server/scripture/study/study-grounding";
import { strongsEntry } from "../../server/scripture/study/study-data";

function keyWords(passage: string) {
  const found = lookup(passage, { translation: "kjv" });
  if (!found.ok) throw new Error(found.message);
  const ranges = found.passage.passages.map((part) => {
    const first = part.verses[0]!;
    const last = part.verses.at(-1)!;
    return {
      start: { book: first.book, chapter: first.chapter, verse: first.verse },
      end: { book: last.book, chapter: last.chapter, verse: last.verse },
    };
  });
  return keyWordsOf(ranges as never);
}

describe("a passage's key words", () => {
  it("Jeremiah 29: each transliteration once, and the line for a draft quotes no scripture", () => {
    const words = keyWords("Jeremiah 29:1-14");
    for (const word of words) {
      const parts = word.transliteration.split(" ");
      expect(new Set(parts).size, word.transliteration).toBe(parts.length);
    }
  }, 60_000);

  it("John 3: the words the chapter turns on, not its function words", () => {
    const words = keyWords("John 3");
    const ids = words.map((word) => word.strongs);
    expect(ids).toContain("G1080"); // born
    expect(ids).not.toContain("G1410"); // "can"
    expect(ids).not.toContain("G281"); // "verily"
    expect(words.map((word) => word.word.toLowerCase())).not.toContain("answered");
  }, 60_000);

  it("Ruth 1: no 'law' from 'daughter in law', no names, and 'return', which it repeats", () => {
    const words = keyWords("Ruth 1");
    expect(words.map((word) => word.word)).not.toContain("law");
    const ids = words.map((word) => word.strongs);
    expect(ids).not.toContain("H3618"); // כַּלָּה, "daughter in law"
    expect(ids).not.toContain("H2994"); // "sister in law"
    expect(ids).not.toContain("H4124"); // Moab
    expect(ids).not.toContain("H5281"); // Naomi
    expect(ids).toContain("H7725"); // שׁוּב, return
  });

  it("Psalm 23: rare nouns and verbs, each with its KJV sense", () => {
    const words = keyWords("Psalm 23");
    expect(words.map((word) => word.strongs)).toEqual(
      expect.arrayContaining(["H4999", "H4938"]), // pastures, staff
    );
    expect(words.find((word) => word.strongs === "H4999")?.meaning).toBe("a pasture");
    expect(words.find((word) => word.strongs === "H1878")?.meaning ?? "anoint").toMatch(/anoint/);
  });
});

describe("Strong's meaning in the sense the KJV uses", () => {
  it("opens G2889 at 'the world', not 'orderly arrangement, i.e. decoration'", () => {
    const meaning = strongsMeaning(strongsEntry("G2889")!.definition, ["world"]);
    expect(meaning).toMatch(/^the world \(in a wide or narrow sense/);
  });

  it("reads 'a spirit' for πνεῦμα, and θεός as 'a deity', without its Strong's cross-reference", () => {
    expect(strongsMeaning(strongsEntry("G4151")!.definition, ["Spirit"])).toMatch(/^a spirit\b/);
    expect(strongsMeaning(strongsEntry("G2316")!.definition, ["God"])).toMatch(/^a deity/);
    expect(strongsMeaning(strongsEntry("G2316")!.definition, ["God"])).not.toMatch(/G\d/);
  });

  it("keeps the first senses when no sense names the KJV's word", () => {
    expect(
      strongsMeaning(
        "perhaps from ἄγαν ágan (much) [or compare H5689]; to love (in a social or moral sense):--(be-)love(-ed). Compare G5368.",
        ["loved"],
      ),
    ).toBe("to love (in a social or moral sense)");
  });
});
