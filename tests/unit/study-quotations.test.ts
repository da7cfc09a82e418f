import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { otherSide, quotationsOf } from "../../server/scripture/study/quotation-index";
import { verseOrdinal } from "../../server/scripture/verse-ordinals";
import { citationPairs } from "../../scripts/bsb-citations";
import { readUsfmEdition } from "../../scripts/bsb-editions";

function quoted(book: string, chapter: number, verse: number): string[] {
  const ordinal = verseOrdinal(book as never, chapter, verse);
  return quotationsOf(ordinal).map((quotation) => otherSide(quotation, ordinal).reference);
}

const editions = path.resolve("../shared/data/bsb");
const present = existsSync(path.join(editions, "usfm"));

describe("New Testament quotations of the Old, as the BSB's editors mark them", () => {
  it("reads both sides: an Old Testament verse's 'Cited in' and a New Testament verse's source", () => {
    // Hebrews 1:5 and Acts 13:33 quote Psalm 2:7 in other words than the Psalm's.
    expect(quoted("Heb", 1, 5)).toContain("Psalm 2:7");
    expect(quoted("Ps", 2, 7)).toEqual(expect.arrayContaining(["Hebrews 1:5", "Acts 13:33"]));
    expect(quoted("Matt", 1, 23)).toContain("Isaiah 7:14");
    expect(quoted("Matt", 4, 4)).toContain("Deuteronomy 8:3");
    expect(quoted("Mark", 15, 34)).toContain("Psalm 22:1");
    // A quotation of several verses is one place: Peter at Pentecost quotes Joel 2:28–32.
    expect(quoted("Joel", 2, 32)).toEqual(expect.arrayContaining(["Acts 2:17–21", "Romans 10:13"]));
  });

  it("takes no shared phrase for a quotation (the word-pair index did: Acts 10:41 from Genesis 25:34)", () => {
    expect(quoted("Acts", 10, 41)).toEqual([]);
    expect(quoted("Matt", 3, 4)).toEqual([]);
    expect(quoted("John", 11, 25)).toEqual([]);
    expect(quoted("1Sam", 25, 11)).toEqual([]);
  });

  it("does not read a footnote that only points to a parallel or an allusion ('see Mark 9:29')", () => {
    expect(quoted("Matt", 17, 20)).toEqual([]);
    expect(quoted("Matt", 13, 43)).toEqual([]);
  });

  it.skipIf(!present)(
    "is the list the footnotes of ../shared/data/bsb/usfm give",
    () => {
      const committed = JSON.parse(
        readFileSync("server/scripture/data/bsb-citations.json", "utf8"),
      ) as { pairs: string[][] };
      expect(committed.pairs).toEqual(citationPairs(readUsfmEdition(editions)));
    },
    60_000,
  );
});
