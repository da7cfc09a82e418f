import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";

/**
 * References as eighteenth-century sermons print them (the held-out Edwards set, issue 31): a
 * chapter in roman numerals with a colon before the quotation, the older abbreviations, and a
 * run of references each introducing the quotation after it.
 */
const kjv = { translation: "kjv" } as const;
const read = (text: string) =>
  checkScripture(text, kjv).references.map((reference) => ({
    cited: text.slice(reference.start, reference.end),
    osis: reference.osis,
    verdict: reference.quoted?.verdict,
  }));

describe("older sermons' references", () => {
  it("reads a roman chapter whose verse a colon follows", () => {
    expect(read('as a glass, 1 Cor. xiii. 12: "For now we see through a glass, darkly."')).toEqual([
      { cited: "1 Cor. xiii. 12", osis: "1Cor.13.12", verdict: "fragment" },
    ]);
    // Counter-example: "x. 11:3" is not chapter 10, verse 11 with a colon after it.
    expect(read("John x. 11:3 was the time.").map((each) => each.osis)).not.toContain("John.10.11");
  });

  it.each([
    ["Isai. v. 2", "Isa.5.2"],
    ["Numb. x. 29", "Num.10.29"],
    ["Nehem. ix. 27", "Neh.9.27"],
    ["Psal. xxv. 14", "Ps.25.14"],
  ])("reads the abbreviation %s, not a verse of the chapter in hand", (cited, osis) => {
    const text = `Psalm lxxx. 8, and ${cited}, are like it.`;
    expect(read(text).map((each) => each.osis)).toEqual(["Ps.80.8", osis]);
  });

  it("gives each quotation to the reference that introduces it, in a run of them", () => {
    const text =
      'I shall mention but few texts. 1 John iii. 6, "Whosoever sinneth hath not seen him, neither known him." 3 John 11, "He that doeth good is of God: but he that doeth evil hath not seen God." John xiv. 19, "The world seeth me no more; but ye see me."';
    expect(read(text)).toEqual([
      { cited: "1 John iii. 6", osis: "1John.3.6", verdict: "fragment" },
      { cited: "3 John 11", osis: "3John.1.11", verdict: "fragment" },
      { cited: "John xiv. 19", osis: "John.14.19", verdict: "fragment" },
    ]);
  });

  // Charnock (held-out set 5): each reference in brackets, a colon after it.
  it("gives each quotation to the bracketed reference before it, in a run of them", () => {
    const text =
      "it cannot be God (Mal. iii. 6): “I am the Lord, I change not;” (Job xxxvii. 23): “Touching the Almighty, we cannot find him out.” God argues here.";
    expect(read(text)).toEqual([
      { cited: "Mal. iii. 6", osis: "Mal.3.6", verdict: "fragment" },
      { cited: "Job xxxvii. 23", osis: "Job.37.23", verdict: "fragment" },
    ]);
  });

  it("counter-example: a reference after the quotation still names it when the one before introduces none", () => {
    const text =
      'As in John iii. 16. "For God so loved the world," John iii. 16, "that he gave his only begotten Son."';
    expect(read(text)[1]).toMatchObject({ osis: "John.3.16", verdict: "fragment" });
    expect(read(text)[1]?.cited).toBe("John iii. 16");
  });

  it.each([
    ["John vii. 38, 39.", "John.7.38,John.7.39"],
    ["Ezek. xlvii. 9-11, where", "Ezek.47.9-Ezek.47.11"],
    ["Psalm lxxiii. 18, 19: and", "Ps.73.18,Ps.73.19"],
    // A figure dash between the verses (Charnock, held-out set 5).
    ["Ps. xcii. 7‒9, where", "Ps.92.7-Ps.92.9"],
  ])("reads the verses listed after a roman chapter's first: %s", (cited, osis) => {
    expect(read(`See ${cited} And so on.`).map((each) => each.osis)).toEqual([osis]);
  });

  it("counter-example: a list stops before the next book's number", () => {
    expect(read("See Rom. viii. 28, 1 Cor. ii. 9.").map((each) => each.osis)).toEqual([
      "Rom.8.28",
      "1Cor.2.9",
    ]);
  });

  it.each([
    ["1 COR. i. 29-31.--That no flesh should glory in his presence.", "1Cor.1.29-1Cor.1.31"],
    ["DEUTERONOMY xxxii. 35.--Their foot shall slide in due time.", "Deut.32.35"],
    ["as she is represented, Rev. xii., at the beginning.", "Rev.12"],
    ["MATT. xvi.--And Jesus answered and said unto him.", "Matt.16"],
  ])("reads a text in capitals, or a roman chapter alone: %s", (text, osis) => {
    expect(read(text).map((each) => each.osis)).toEqual([osis]);
  });

  it("counter-example: a roman numeral after a word that is no book is left alone", () => {
    expect(read("See Section xii., at the beginning, and PART II. 3.")).toEqual([]);
  });

  // The held-out Moody set (issue 31): a chapter alone in small roman numerals, its full stop
  // ending the reference where a bracket, a colon, the line's end or the sentence follows.
  it.each([
    ['"Loose him, and let him go" (John xi.). He will rebuke Satan.', "John.11"],
    ["In Romans v. it is written, that we have peace.", "Rom.5"],
    ["NAAMAN THE SYRIAN\n\nRead 2 Kings v.\n\nI wish to call your attention to a man.", "2Kgs.5"],
    ["He told her to read Isaiah liii. She replied, I canna read.", "Isa.53"],
    ["In Luke v. we read of the leper coming to Christ.", "Luke.5"],
    ['The same thought is brought out in Isaiah xxx.: "Woe to the rebellious children."', "Isa.30"],
    ["Now, just turn to John xx. I can imagine some of you saying it.", "John.20"],
  ])("reads a roman chapter alone that ends its clause: %s", (text, osis) => {
    expect(read(text).map((each) => each.osis)).toEqual([osis]);
  });

  it("counter-example: a name, a case or a king is no chapter alone", () => {
    // "v." for versus, a one-letter numeral before a capital, a king's numeral in capitals.
    expect(read("The case of Mark v. Smith was heard.")).toEqual([]);
    expect(read("It was in the reign of James II. The king fled.")).toEqual([]);
    expect(read("He met John x. Then he left.")).toEqual([]);
    expect(read("See Section xii. It was long.")).toEqual([]);
  });

  it("leaves unread a verse of a chapter the text points to but does not name", () => {
    const heading = "JOHN xiv. 2.--In my Father's house are many mansions.\n\n";
    const foregoing = read(
      `${heading}Christ spoke to his disciples in the foregoing chapter as one about to leave them. He told them, verse 31, that he would go.`,
    );
    expect(foregoing.map((each) => each.osis)).toEqual(["John.14.2"]);
    // Counter-example: the chapter in hand.
    const inHand = read(
      `${heading}And afterwards, in the verse 12, he tells them he goes to his Father.`,
    );
    expect(inHand.map((each) => each.osis)).toEqual(["John.14.2", "John.14.12"]);
  });

  it("does not give a reference words the writer says are from elsewhere", () => {
    const text =
      'The rivers of living water explained John vii. 38, which is elsewhere called the "river of God\'s pleasures."';
    expect(checkScripture(text, kjv).misquotedCount).toBe(0);
    // Counter-example: words introduced by the reference, changed, are still a misquote.
    const changed = 'As John vii. 38 says, "out of his belly shall flow rivers of living wine."';
    expect(checkScripture(changed, kjv).misquotedCount).toBe(1);
  });

  it("reads a few words, each the cited verse's own, as that verse in other words", () => {
    const text = 'God will only "laugh and mock," Prov. i. 25, 26, at their calamity.';
    expect(read(text)).toEqual([
      { cited: "Prov. i. 25, 26", osis: "Prov.1.25,Prov.1.26", verdict: "other-wording" },
    ]);
    // Counter-example: words not the verse's own are still from elsewhere.
    const elsewhere = '"weep and mourn," Prov. i. 26.';
    expect(read(elsewhere)[0]?.verdict).toBe("wrong-reference");
  });

  it("names the verse a wrongly cited quotation is close to, rather than saying it is nowhere", () => {
    const verses = (text: string) =>
      checkScripture(text, kjv).references[0]?.quoted?.note?.match(
        /(?:[1-3] )?[A-Z][a-z]+ \d+:\d+/g,
      );
    // Revelation 22:17, loosely quoted and cited as Revelation 17:17 (Ruth's Resolution).
    expect(
      verses(
        'Rev. xvii. 17, "And let him that heareth say, Come; and let him that is athirst, come; and whosoever will, let him come."',
      ),
    ).toEqual(["Revelation 17:17", "Revelation 22:17"]);
    // Counter-example: words close to no verse name none but the one cited.
    expect(
      verses(
        'Rev. xvii. 17, "The telephone rang twice in the volcano at noon and nobody answered."',
      ),
    ).toEqual(["Revelation 17:17"]);
  });

  it("reads a verse of the chapter in hand with a colon before its quotation", () => {
    const text =
      '2 COR. i. 14.--As also you have acknowledged us in part.\n\nThat he had approved himself to his own conscience, verse 12: "For our rejoicing is this, the testimony of our conscience."';
    expect(read(text).map((each) => each.osis)).toEqual(["2Cor.1.14", "2Cor.1.12"]);
    // Counter-example: a chapter and verse after "verse" is not a verse of the chapter in hand.
    expect(
      read("2 COR. i. 14.--As also.\n\nSee verse 3:16 in John.").map((each) => each.osis),
    ).toEqual(["2Cor.1.14"]);
  });

  it("takes “own” after a possessive as stress, not a change", () => {
    const quoted = (words: string) =>
      checkScripture(`2 Corinthians 1:12 says, "${words}"`, kjv).misquotedCount;
    expect(quoted("For our own rejoicing is this, the testimony of our conscience.")).toBe(0);
    // Counter-examples: "own" after no possessive, and a word of the verse changed beside it.
    expect(quoted("For our rejoicing is this, the own testimony of our conscience.")).toBe(1);
    expect(quoted("For our own sorrow is this, the testimony of our conscience.")).toBe(1);
  });

  it.each([
    ["1 S. PETER v. 10.", "1 S. PETER v. 10", "1Pet.5.10"],
    ["II. S. Peter i. 5.", "II. S. Peter i. 5", "2Pet.1.5"],
    ["2 St. Peter 3:9", "2 St. Peter 3:9", "2Pet.3.9"],
    ["1 St John 4:8", "1 St John 4:8", "1John.4.8"],
    ["1 Saint John iii. 2.", "1 Saint John iii. 2", "1John.3.2"],
    ["the First Epistle of S. Peter v. 10.", "First Epistle of S. Peter v. 10", "1Pet.5.10"],
    [
      "the second epistle general of St. Peter iii. 9",
      "second epistle general of St. Peter iii. 9",
      "2Pet.3.9",
    ],
    ["S. LUKE xvi. 19.", "LUKE xvi. 19", "Luke.16.19"],
  ])(
    "reads a saint's title before a book's name, and the book's number before the title: %s",
    (text, cited, osis) => {
      expect(read(`${text} And so on.`)).toMatchObject([{ cited, osis }]);
    },
  );

  it("counter-example: a title before a name no book has, or with no chapter, is no reference", () => {
    expect(
      read("S. Peter said it, and so did St. John, as I. S. Smith wrote in 1 S. Smith 3:4."),
    ).toEqual([{ cited: "Smith 3:4", osis: "", verdict: undefined }]);
  });

  it("reads “S.” after a book's number as Samuel, not the number as a verse of the book before", () => {
    expect(read("II S. Peter 1:3 and 2 S. 7:12 say it.")).toMatchObject([
      { cited: "II S. Peter 1:3", osis: "2Pet.1.3" },
      { cited: "2 S. 7:12", osis: "2Sam.7.12" },
    ]);
    expect(read("1 S. 16:7: man looketh on the outward appearance.")).toMatchObject([
      { cited: "1 S. 16:7", osis: "1Sam.16.7" },
    ]);
    // Counter-examples: "S." with no number, or with no verse, is no reference; a saint's title
    // before a book is the book; before a name no book has, it is no book, asked of no book.
    expect(read("S. 7:12 and S. 16 and 2 S. 7 and S. Paul says it.")).toEqual([]);
    expect(read("S. John iii. 16 and S. Matthew v. 8.").map((each) => each.osis)).toEqual([
      "John.3.16",
      "Matt.5.8",
    ]);
    const paul = checkScripture("S. Paul 3:16 says it.", kjv).references;
    expect(paul.map((each) => [each.osis, each.valid, each.reason])).toEqual([
      ["", false, "“Paul” is not a book of the Bible."],
    ]);
  });

  it.each([
    ["MALACHI III.  17.", "MALACHI III.  17", "Mal.3.17"],
    ["Malachi\u00a0iii.\u2009 17.", "Malachi\u00a0iii.\u2009 17", "Mal.3.17"],
    ["1\u202f John  iv.   8.", "1\u202f John  iv.   8", "1John.4.8"],
    ["John iii.\t16, 17.", "John iii.\t16, 17", "John.3.16,John.3.17"],
    ["1  S.  PETER  v.  10.", "1  S.  PETER  v.  10", "1Pet.5.10"],
  ])("reads a run of spaces inside a citation as one space: %j", (text, cited, osis) => {
    expect(read(`See ${text} And so on.`)).toMatchObject([{ cited, osis }]);
  });

  it("counter-example: spaces joined do not join a number to a book it was not written with", () => {
    expect(
      read("Chapter 3  John said so, and Psalm 23:  1 of them.").map((each) => each.osis),
    ).not.toContain("John.3");
  });
});

describe("the Greek forms of the prophets' names, as the KJV's New Testament prints them", () => {
  it("reads Esaias, Esay, Osee and Jonas with a chapter and verse as Isaiah, Hosea and Jonah", () => {
    const text =
      'Esaias 53:5 says, "he was wounded for our transgressions"; see also Esay 40:3, Osee 6:6 and Jonas 2:9.';
    expect(read(text).map((reference) => reference.osis)).toEqual([
      "Isa.53.5",
      "Isa.40.3",
      "Hos.6.6",
      "Jonah.2.9",
    ]);
    expect(read(text)[0]?.verdict).not.toBe("misquote");
  });

  it("counter-example: the prophet named without a chapter is no reference", () => {
    expect(
      read("For Esaias saith, Lord, who hath believed our report? As Jonas was three days…"),
    ).toEqual([]);
  });
});

describe("a list of roman chapters after one book (issue 31, item 5)", () => {
  it.each([
    [
      "Read also Acts iv. 10; v. 28; vii. 52.",
      "Acts iv. 10; v. 28; vii. 52",
      "Acts.4.10,Acts.5.28,Acts.7.52",
    ],
    ["See Rom. v. 1, viii. 28, and rest.", "Rom. v. 1, viii. 28", "Rom.5.1,Rom.8.28"],
    ["Psalm xxiii. 1; xxvii. 1, 2.", "Psalm xxiii. 1; xxvii. 1, 2", "Ps.23.1,Ps.27.1,Ps.27.2"],
  ])("reads every chapter of %s", (text, cited, osis) => {
    expect(read(text).map(({ cited, osis }) => ({ cited, osis }))[0]).toEqual({ cited, osis });
  });

  it("counter-example: the list stops at the next book, and at a capital I (the pronoun)", () => {
    expect(read("Hebrews ix. 22; 1 Peter i. 19; and more").map((each) => each.osis)).toEqual([
      "Heb.9.22",
      "1Pet.1.19",
    ]);
    expect(read("Acts iv. 10; I. 2 think so").map((each) => each.osis)).toEqual(["Acts.4.10"]);
  });
});

describe("a comma between the book and its roman chapter, as older print has it", () => {
  it.each([
    ["1 Pet., ii. 9", "1Pet.2.9"],
    ["Isaiah, liii. 5", "Isa.53.5"],
    ["Romans, viii. 28", "Rom.8.28"],
  ])("reads %s", (cited, osis) => {
    expect(read(`See ${cited} and so on.`)).toEqual([{ cited, osis, verdict: undefined }]);
  });

  it("counter-example: a word that names no book before the comma is not read", () => {
    expect(read("In Section, vi. 3 and so on.")).toEqual([]);
  });
});
