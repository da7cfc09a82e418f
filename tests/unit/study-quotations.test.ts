import { describe, expect, it } from "vitest";
import { quotationsOf } from "../../server/scripture/study/quotation-index";
import { verseOrdinal, versePoint } from "../../server/scripture/verse-ordinals";

function quoted(book: string, chapter: number, verse: number): string[] {
  const ordinal = verseOrdinal(book as never, chapter, verse);
  return quotationsOf(ordinal).map((quotation) => {
    const other = versePoint(quotation.quoting === ordinal ? quotation.source : quotation.quoting);
    return `${other.book} ${other.chapter}:${other.verse}`;
  });
}

describe("New Testament quotations of the Old, by text similarity", () => {
  it("finds quotations worded differently: Hebrews 1:5 and Acts 13:33 quote Psalm 2:7", () => {
    expect(quoted("Heb", 1, 5)).toContain("Ps 2:7");
    expect(quoted("Ps", 2, 7)).toEqual(expect.arrayContaining(["Heb 1:5", "Acts 13:33"]));
    expect(quoted("Matt", 1, 23)).toContain("Isa 7:14");
  }, 60_000);

  it("still finds close quotations, and takes no stock phrase for one", () => {
    expect(quoted("Matt", 4, 4)).toContain("Deut 8:3");
    expect(quoted("Rom", 1, 17)).toContain("Hab 2:4");
    // "whence they be" recurs in the Gospels: no quotation of Nabal's words.
    expect(quoted("1Sam", 25, 11)).toEqual([]);
  });
});
