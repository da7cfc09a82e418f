import { describe, expect, it } from "vitest";
import { bookIds, books, chapterCount, verseCount } from "@shared/scripture/books";
import { totalVerses, verseOrdinal, versePoint } from "../../../server/scripture/verse-ordinals";

/** Chapters per book in the KJV, written out independently of the data packages. */
const kjvChapters = [
  50, 40, 27, 36, 34, 24, 21, 4, 31, 24, 22, 25, 29, 36, 10, 13, 10, 42, 150, 31, 12, 8, 66, 52, 5,
  48, 12, 14, 3, 9, 1, 4, 7, 3, 3, 3, 2, 14, 4, 28, 16, 24, 21, 28, 16, 16, 13, 6, 6, 4, 4, 5, 3, 6,
  4, 3, 1, 13, 5, 5, 3, 5, 1, 1, 1, 22,
];

/** Verse counts that differ between versifications or are often got wrong. */
const verseSamples: Array<[string, number, number]> = [
  ["Gen", 1, 31],
  ["Gen", 31, 55],
  ["Exod", 8, 32],
  ["Num", 7, 89],
  ["1Sam", 20, 42],
  ["1Kgs", 4, 34],
  ["1Chr", 6, 81],
  ["Neh", 7, 73],
  ["Esth", 8, 17],
  ["Job", 41, 34],
  ["Ps", 3, 8],
  ["Ps", 23, 6],
  ["Ps", 117, 2],
  ["Ps", 119, 176],
  ["Song", 6, 13],
  ["Isa", 64, 12],
  ["Jer", 52, 34],
  ["Dan", 4, 37],
  ["Joel", 2, 32],
  ["Jonah", 1, 17],
  ["Mal", 4, 6],
  ["Matt", 17, 27],
  ["Luke", 1, 80],
  ["John", 3, 36],
  ["Acts", 19, 41],
  ["Rom", 8, 39],
  ["Rom", 16, 27],
  ["2Cor", 13, 14],
  ["3John", 1, 14],
  ["Rev", 12, 17],
  ["Rev", 22, 21],
];

describe("the canon and its versification", () => {
  it("has 66 books with KJV chapter counts", () => {
    expect(bookIds).toHaveLength(66);
    expect(books.map((book) => book.verseCounts.length)).toEqual(kjvChapters);
    expect(kjvChapters.reduce((a, b) => a + b, 0)).toBe(1189);
    expect(books.filter((book) => book.testament === "old")).toHaveLength(39);
  });

  it.each(verseSamples)("%s %i has %i verses", (book, chapter, verses) => {
    expect(verseCount(book as (typeof bookIds)[number], chapter)).toBe(verses);
  });

  it("has 31,102 verses: 23,145 in the Old Testament and 7,957 in the New", () => {
    const count = (testament: "old" | "new") =>
      books
        .filter((book) => book.testament === testament)
        .flatMap((book) => book.verseCounts)
        .reduce((a, b) => a + b, 0);
    expect(totalVerses).toBe(31102);
    expect(count("old")).toBe(23145);
    expect(count("new")).toBe(7957);
  });

  it("numbers every verse densely, both ways", () => {
    expect(verseOrdinal("Gen", 1, 1)).toBe(0);
    expect(verseOrdinal("Rev", 22, 21)).toBe(31101);
    expect(verseOrdinal("Matt", 1, 1)).toBe(23145);
    expect(verseOrdinal("John", 22, 1)).toBe(-1);
    expect(verseOrdinal("Rom", 8, 40)).toBe(-1);
    expect(verseOrdinal("Gen", 0, 1)).toBe(-1);
    for (const ordinal of [0, 1, 1532, 1533, 23144, 23145, 31101]) {
      const point = versePoint(ordinal);
      expect(verseOrdinal(point.book, point.chapter, point.verse)).toBe(ordinal);
    }
  });

  it("knows each book's names", () => {
    expect(chapterCount("Obad")).toBe(1);
    expect(books.find((book) => book.id === "Song")?.name).toBe("Song of Solomon");
    expect(books.every((book) => book.abbreviations.length > 0)).toBe(true);
  });
});
