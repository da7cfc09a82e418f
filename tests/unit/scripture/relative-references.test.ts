import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";

/**
 * Issue 31: references to a verse of the chapter in hand ("Verse 16 says") are read against
 * the chapter the text names, where that is unambiguous, and left unread where it is not.
 */
const read = (text: string) =>
  checkScripture(text, { translation: "web" }).references.map((reference) => [
    reference.cited,
    reference.reference,
  ]);

describe("a verse of the chapter in hand", () => {
  it("is read against a chapter named as a heading, with its quotation checked", () => {
    const text = [
      "John 3",
      "Nicodemus came by night with his questions.",
      "Verse 16 says, “For God so loved the world, that he gave his one and only Son, that whoever believes in him should not die.”",
      "And verses 17-18 go on to say why he came.",
    ].join("\n\n");
    const check = checkScripture(text, { translation: "web" });
    expect(check.references.map((reference) => [reference.cited, reference.reference])).toEqual([
      ["John 3", "John 3"],
      ["Verse 16", "John 3:16"],
      ["verses 17-18", "John 3:17–18"],
    ]);
    expect(check.references[1]?.quoted?.verdict).toBe("misquote");
    expect(check.misquotedCount).toBe(1);
  });

  it("is read after a reading introduced in a sentence, or a chapter on its own line", () => {
    expect(read("Turn with me to John 3. Verse 16 is the heart of it.")).toEqual([
      ["John 3", "John 3"],
      ["Verse 16", "John 3:16"],
    ]);
    expect(
      read("Our text is Romans 8:28.\n\nIn verse 29 Paul goes further, and v. 30 ends it."),
    ).toEqual([
      ["Romans 8:28", "Romans 8:28"],
      ["verse 29", "Romans 8:29"],
      ["v. 30", "Romans 8:30"],
    ]);
    expect(read("Psalm 46 OVERVIEW\n\n“God is our refuge,” verses 1, 2.")).toEqual([
      ["Psalm 46", "Psalm 46"],
      ["verses 1, 2", "Psalm 46:1, 2"],
    ]);
  });

  it("is read against a chapter named earlier on its own line", () => {
    expect(read("Nicodemus came to Jesus by night in John 3. Verse 2 tells us so.")).toEqual([
      ["John 3", "John 3"],
      ["Verse 2", "John 3:2"],
    ]);
  });

  it("is left unread when no chapter is in hand, or two are in view", () => {
    // A chapter named in passing, lines before: not the chapter in hand.
    expect(
      read("David wrote this after Psalm 102, some think.\n\nVerse 1. Bless the LORD."),
    ).toEqual([["Psalm 102", "Psalm 102"]]);
    // The chapter in hand, and another cited on the verse's own line.
    expect(read("John 3\n\nPaul says the same in Romans 8:28, and verse 16 puts it best.")).toEqual(
      [
        ["John 3", "John 3"],
        ["Romans 8:28", "Romans 8:28"],
      ],
    );
    // A range over two chapters names no one chapter.
    expect(read("Read John 3:16–4:2.\n\nVerse 5 follows.")).toEqual([
      ["John 3:16–4:2", "John 3:16–4:2"],
    ]);
    expect(read("Verse 3 of our hymn says it all.")).toEqual([]);
  });

  it("is read when the verse is named by its ordinal, as a sermon reads it aloud", () => {
    expect(
      read("Turn to John 3. In the sixth verse he says it, and the 7th and eighth verses go on."),
    ).toEqual([
      ["John 3", "John 3"],
      ["the sixth verse", "John 3:6"],
      ["the 7th and eighth verses", "John 3:7, 8"],
    ]);
    expect(read("John 3:16 is well known. Now the fifth verse says more.")).toEqual([
      ["John 3:16", "John 3:16"],
      ["the fifth verse", "John 3:5"],
    ]);
    expect(read("Read the twenty-third Psalm. The fourth verse is the valley.")).toEqual([
      ["the twenty-third Psalm", "Psalm 23"],
      ["The fourth verse", "Psalm 23:4"],
    ]);
    // A psalm named by its ordinal in passing (Spurgeon on Psalm 19) is not a second chapter
    // in view for the verses of the psalm in hand.
    expect(
      read(
        "Psalm 19\n\nIt is a contrast with the eighth Psalm. “The heavens declare the glory of God,” verses 1-6.",
      ),
    ).toEqual([
      ["Psalm 19", "Psalm 19"],
      ["the eighth Psalm", "Psalm 8"],
      ["verses 1-6", "Psalm 19:1–6"],
    ]);
    // Counter-examples: no chapter in hand, a verse of a hymn, a day, a verse the chapter lacks.
    expect(read("In the sixth verse he says it.")).toEqual([]);
    expect(read("John 3\n\nWe will sing the second verse of the hymn.")).toEqual([
      ["John 3", "John 3"],
    ]);
    expect(read("Genesis 1\n\nOn the sixth day God made man, the third time he spoke.")).toEqual([
      ["Genesis 1", "Genesis 1"],
    ]);
    expect(read("Psalm 23\n\nThe fortieth verse is not there.")).toEqual([
      ["Psalm 23", "Psalm 23"],
    ]);
  });

  it("is not read as a verse of something else, nor where the chapter has no such verse", () => {
    expect(read("John 3\n\nWe will sing verse 2 of the hymn.")).toEqual([["John 3", "John 3"]]);
    expect(read("John 3\n\nNicodemus came by night.\n\nVerse 40 is not there.")).toEqual([
      ["John 3", "John 3"],
    ]);
  });
});
