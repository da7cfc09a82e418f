import { describe, expect, it } from "vitest";
import { resolveCitation, type Citation } from "../../../server/scripture/citation";
import { findReferences } from "../../../server/scripture/find-references";
import {
  arabicChapters,
  ordinalNumber,
  romanNumber,
} from "../../../server/scripture/manuscript-forms";
import { parseReferences } from "../../../server/scripture/reference-parser";
import { scanReferences } from "../../../server/scripture/reference-scanner";

/**
 * Issue 31, item 5: what real manuscripts contain. Each form is read, and the look-alikes
 * that are not references are left alone.
 */
function osisOf(citations: Citation[]): string[] {
  return citations.map((citation) => resolveCitation(citation).osis);
}

describe("short forms of SWORD and older commentaries", () => {
  it.each([
    ["See De 6:4.", ["Deut.6.4"]],
    ["Lu 2:11 is the angel's news.", ["Luke.2.11"]],
    ["Es 4:14 asks who knows.", ["Esth.4.14"]],
    ["He 11:1 defines faith.", ["Heb.11.1"]],
    ["Compare Eze 34:23 32:24.", ["Ezek.34.23,Ezek.32.24"]],
    ["Isa 36:2 37:25 tell it twice.", ["Isa.36.2,Isa.37.25"]],
  ])("%s (the parser, configured, and the scanner agree)", (text, expected) => {
    expect(osisOf(scanReferences(text))).toEqual(expected);
    expect(osisOf(parseReferences(text))).toEqual(expected);
  });

  it.each([
    "He said 3 things and left.",
    "He 11 times refused.",
    "De 6 is not a reference without a verse.",
    "Es 4 of them came.",
    "He came at 5:30 pm.",
  ])("the same words as words: %s", (text) => {
    expect(findReferences(text)).toEqual([]);
  });

  it("a list after chapter and verse goes on after a space, not into a time", () => {
    expect(osisOf(findReferences("Meet at John 3:16 8:15 am"))).toEqual(["John.3.16"]);
    expect(osisOf(findReferences("Psalm 23 4:5 is not a list"))).toEqual(["Ps.23"]);
  });

  it("a book's number after “and” starts the next reference, even misspelt", () => {
    expect(osisOf(findReferences("1 Jn 4:8 and 1 Corinthans 13:4"))).toEqual([
      "1John.4.8",
      "1Cor.13.4",
    ]);
    expect(osisOf(findReferences("John 3:16 and 17 say it"))).toEqual(["John.3.16,John.3.17"]);
  });
});

describe("every Unicode space after a book's number", () => {
  const spaces = {
    "no-break space": "\u00a0",
    "en space": "\u2002",
    "thin space": "\u2009",
    "hair space": "\u200a",
    "narrow no-break space": "\u202f",
    "medium mathematical space": "\u205f",
    "ideographic space": "\u3000",
  };
  it.each(Object.entries(spaces))("%s", (_name, space) => {
    const text = `Read 1${space}Corinthians 13:4 and 2${space}Tim 3:16, then John${space}3:16.`;
    const found = findReferences(text);
    expect(osisOf(found)).toEqual(["1Cor.13.4", "2Tim.3.16", "John.3.16"]);
    // Cited as written, at the place it is written.
    expect(found.map((citation) => text.slice(citation.start, citation.end))).toEqual(
      found.map((citation) => citation.cited),
    );
    expect(found[0]?.cited).toBe(`1${space}Corinthians 13:4`);
  });
});

describe("roman chapters as older sermons print them", () => {
  it.each([
    ["John x. 11 is the good shepherd.", ["John.10.11"], "John x. 11"],
    ["Isa. liii. 5 speaks of his wounds.", ["Isa.53.5"], "Isa. liii. 5"],
    ["See Ps. xxiii. 1.", ["Ps.23.1"], "Ps. xxiii. 1"],
    ["Gen. i. 1 begins it.", ["Gen.1.1"], "Gen. i. 1"],
    ["Ps. cxix. 105 is a lamp.", ["Ps.119.105"], "Ps. cxix. 105"],
    // A colon for the full stop, as Talmage's printer set his texts (held-out set 7).
    ["Behold, the half was not told me.--I KINGS x: 7.", ["1Kgs.10.7"], "I KINGS x: 7"],
    ["(Hosea ii: 19.)", ["Hos.2.19"], "Hosea ii: 19"],
    ["See Ps. xxiii: 1, xxvii: 1 tonight.", ["Ps.23.1,Ps.27.1"], "Ps. xxiii: 1, xxvii: 1"],
  ])("%s", (text, expected, cited) => {
    const found = findReferences(text);
    expect(osisOf(found)).toEqual(expected);
    expect(found[0]?.cited).toBe(cited);
    expect(text.slice(found[0]!.start, found[0]!.end)).toBe(cited);
  });

  it.each([
    "I. Peace. II. Joy.",
    "He said in chapter iv. 5 things.",
    "Mix. 5 eggs.",
    "Section vi. 3 covers it.",
    "Section vi: 3 covers it.",
  ])("leaves alone what is not a book: %s", (text) => {
    expect(findReferences(text)).toEqual([]);
  });

  it("reads numerals strictly", () => {
    expect([
      romanNumber("liii"),
      romanNumber("xc"),
      romanNumber("cl"),
      romanNumber("iiii"),
    ]).toEqual([53, 90, 150, undefined]);
    expect(romanNumber("mix")).toBeUndefined();
    // A rewrite keeps every position.
    const text = "Isa. liii. 5 and John x. 11.";
    expect(arabicChapters(text).text).toHaveLength(text.length);
  });
});

describe("references read aloud", () => {
  it.each([
    ["Read the 13th chapter of Exodus at the 2nd verse.", ["Exod.13.2"]],
    ["In the third chapter of John, at the sixteenth verse, we read", ["John.3.16"]],
    ["the twenty-third chapter of Luke, and the forty-third verse", ["Luke.23.43"]],
    ["Turn to the 8th chapter of Romans.", ["Rom.8"]],
    ["the first chapter of First John, at the 9th verse", ["1John.1.9"]],
    // Moody (the held-out set 3, issue 31): a book's longer title, verses in figures.
    [
      "Let us turn to the second chapter of the Acts of the Apostles, and verses 22-26, the words",
      ["Acts.2.22-Acts.2.26"],
    ],
    ["the truth brought out in the third chapter of the Gospel of John.", ["John.3"]],
    ["Paul says in this fifteenth chapter of the 1st of Corinthians what", ["1Cor.15"]],
    ["the third chapter of the Gospel according to St. John, at the 16th verse", ["John.3.16"]],
  ])("%s", (text, expected) => {
    expect(osisOf(findReferences(text))).toEqual(expected);
  });

  it.each([
    "the 13th chapter of his life",
    "the third chapter of Dickens, at the second verse",
    "the 2nd chapter of the report",
    "the 2nd chapter of the Acts of Parliament",
    "the 1st of January",
    "the third chapter of the Gospel of Wealth",
  ])("not a book: %s", (text) => {
    expect(findReferences(text)).toEqual([]);
  });

  it("reads ordinals", () => {
    expect(["13th", "thirteenth", "twenty-first", "thirtieth", "2nd"].map(ordinalNumber)).toEqual([
      13, 13, 21, 30, 2,
    ]);
    expect(
      ["one hundred and nineteenth", "hundred and third", "hundredth", "hundred and 3rd"].map(
        ordinalNumber,
      ),
    ).toEqual([119, 103, 100, 103]);
    expect(["last", "worth", "and", "hundred and hundredth"].map(ordinalNumber)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe("a psalm or a chapter by its ordinal alone, and a verse after a comma (issue 31)", () => {
  it.each([
    ["Read the twenty-third Psalm tonight.", ["Ps.23"]],
    ["The Twenty-third Psalm is the nightingale of the Psalms.", ["Ps.23"]],
    ["the one hundred and nineteenth Psalm rising before him", ["Ps.119"]],
    ["They sang the hundredth Psalm.", ["Ps.100"]],
    ["the 119th Psalm, at the 105th verse", ["Ps.119.105"]],
    ["In the fifty-first Psalm, the tenth verse, David prays", ["Ps.51.10"]],
    // "The first Psalm" names Psalm 1 unless a clause counts psalms some other way.
    ["The first Psalm speaks of the blessed man.", ["Ps.1"]],
    ["the twenty-third Psalm of David", ["Ps.23"]],
    ["Come, let us sing the forty-sixth Psalm.", ["Ps.46"]],
    ["Read the fifty-third of Isaiah.", ["Isa.53"]],
    ["the 53rd of Isaiah, the fifth verse", ["Isa.53.5"]],
    ["in the eighth of Romans, at the 28th verse", ["Rom.8.28"]],
    ["the fifteenth of 1 Corinthians", ["1Cor.15"]],
    ["Consider the third chapter of John, the sixteenth verse.", ["John.3.16"]],
    ["the second chapter of Acts, verses 22-26", ["Acts.2.22-Acts.2.26"]],
  ])("%s", (text, expected) => {
    expect(osisOf(findReferences(text))).toEqual(expected);
  });

  it.each([
    "It was the first Psalm he learned.",
    "The third Psalm that we sang was long.",
    // Spurgeon on Psalms 32 and 51 (the real-prose set): the psalm's rank, not its number.
    "This is the second Psalm of benediction.",
    "This is the first Psalm in which we have the word Spirit.",
    "this is the first Psalm, except the first of all, which begins with Blessedness",
    "the first psalm on the sheet",
    "He wrote a third Psalm.",
    "The 151st Psalm is not in the Bible.",
    "The third of Job's friends spoke.",
    "the fifth of Matthew Henry's volumes",
    // The ordinal may be the book's number: 1 John, 2 Kings.
    "The first of John is love.",
    "the second of Kings",
    "The twentieth of Ruth was a feast day.",
    "the fourth of July",
    "the twenty-third of the month",
    "On the sixth day God made man.",
    "He denied him the third time.",
  ])("not a reference: %s", (text) => {
    expect(findReferences(text)).toEqual([]);
  });

  it("counter-example: an ordinal after the chapter that is not a verse's is not read as one", () => {
    expect(osisOf(findReferences("the third chapter of John, the second time I read it"))).toEqual([
      "John.3",
    ]);
  });
});
