import { describe, expect, it } from "vitest";
import { bookDisplayName, bookIds, type BookId } from "@shared/scripture/books";
import { henryBookIntroduction, henryOutline } from "../../../server/scripture/study/henry-outline";
import { commentaryFor } from "../../../server/scripture/study/study-data";
import { verseOrdinal } from "../../../server/scripture/verse-ordinals";
import { offlineDraft } from "../draft-quality/offline-engine";

/**
 * A meditation's "Historical & Cultural Context" is Matthew Henry's own words on where the
 * passage stands: his outline of its chapter and, in a book's first chapter or a chapter he does
 * not outline, his introduction to the book, each named. It
 * used to be a step of method ("Read the chapter 1 Corinthians 3:5–11 stands in…") and the
 * draft's own title again ("The Berean Standard Bible heads its section “God’s Grace to Paul”.").
 */

const flat = (text: string) => text.replace(/\s+/g, " ");

function outlineOf(book: BookId, chapter: number) {
  const first = verseOrdinal(book, chapter, 1);
  return henryOutline(first, first).map((division) => division.heading);
}

describe("Henry's outline of a chapter", () => {
  // Each expected name read by hand from Henry's chapter introduction.
  it.each([
    [
      "1Cor",
      3,
      "And they should not glory in men, because ministers and all things else are theirs through Christ",
    ],
    [
      "Gen",
      7,
      "Noah, and his family and the living creatures, enter the ark, and the flood begins",
    ],
    ["2Sam", 12, "Nathan's parable--David confesses his sin"],
    [
      "Ps",
      5,
      "God will certainly hear prayer: David gives to God the glory, and takes to himself the comfort",
    ],
  ] as const)("names each division whole: %s %i", (book, chapter, name) => {
    expect(outlineOf(book, chapter)).toContain(name);
  });

  it("takes no verse number in Henry's notes for a division", () => {
    // "…is here said to be, “for thy servant's sake,” ver. #(19)": a note, not an outline.
    expect(outlineOf("1Chr", 17)).toEqual([]);
    expect(outlineOf("Ps", 16)).toEqual([]);
  });
});

describe("Henry's introduction to a book", () => {
  it("is his opening sentences, whole, or nothing", () => {
    let introduced = 0;
    for (const book of bookIds) {
      const sentences = henryBookIntroduction(book);
      if (sentences.length === 0) continue;
      introduced++;
      const note = commentaryFor(`${bookDisplayName(book, true)} 1:1`, ["mhcc"]);
      const text = flat(note.find((found) => found.introduction)?.text ?? "");
      for (const sentence of sentences) {
        expect(text).toContain(sentence);
        expect(sentence).toMatch(/^[A-Z].*[.!?]["”]?$/);
        expect(sentence).not.toMatch(/Chapter Outline|--/);
      }
    }
    expect(introduced).toBeGreaterThan(55);
  });
});

describe("a meditation's context", () => {
  it.each([
    ["1 Corinthians 3:5-11", "The true servants of Christ can do nothing without him (3:5–9)"],
    ["1 Timothy 1:12-17", "Of his own conversion and call to the apostleship (1:12–17)"],
    ["Luke 7:11-17", "The widow's son raised (7:11–18)"],
    ["Romans 8:28-39", "Their final triumph, through Christ (8:32–39)"],
  ])("places %s by Henry's own words", async (scripture, division) => {
    const { item } = await offlineDraft("meditation", { scripture });
    const { context, title } = item as { context: string; title: string };
    // His introduction to the book stands first for a passage in its first chapter; further in,
    // his outline of the chapter does (29b M2: Mark's family over Gethsemane).
    expect(context).toMatch(
      /^1 Timothy 1/.test(scripture)
        ? /^Matthew Henry's introduction to [1-3]? ?[A-Z][a-z]+: “[A-Z]/
        : /^Matthew Henry's outline of [1-3]? ?[A-Z][a-z]+ \d+:\n/,
    );
    expect(context).toContain(division);
    expect(context).not.toMatch(/Read the chapter|Read the verses around|before and after/);
    expect(context).not.toContain(title);
    // The section says where its words come from: Henry's named words and his outline.
    const sources = (item as { sources: Record<string, string[]> }).sources.context!;
    if (context.includes("introduction to"))
      expect(sources).toContain("Matthew Henry's Concise Commentary, his own words");
    expect(sources).toContain("Matthew Henry's outline of the chapter");
  });

  it.each([
    ["Mark 14:32-42", "Mark", "Christ's agony in the garden (14:32–42)"],
    ["John 18:15-27", "John", "Christ before Annas and Caiaphas (18:13–27)"],
    ["Psalm 22:1-11", "Psalms", "Complaints of discouragement (22:1–10)"],
  ])(
    "gives %s Henry's outline of its chapter, not his introduction to its book",
    async (scripture, book, division) => {
      const { item } = await offlineDraft("meditation", { scripture });
      const { context } = item as { context: string };
      expect(context).toContain(division);
      expect(context).not.toContain(`introduction to ${book}`);
    },
  );

  it.each([
    ["Isaiah 40:27-31", "Isaiah"],
    ["Psalm 23", "Psalms"],
  ])(
    "gives %s, in a chapter Henry does not outline, his introduction to its book",
    async (scripture, book) => {
      const { item } = await offlineDraft("meditation", { scripture });
      const { context } = item as { context: string };
      expect(context).toMatch(new RegExp(`^Matthew Henry's introduction to ${book}: “[A-Z]`));
      expect(context).not.toContain("outline of");
    },
  );

  it("keeps a step true of any passage where Henry says nothing of the book or chapter", async () => {
    const { item } = await offlineDraft("meditation", { scripture: "2 Chronicles 7:14" });
    const { context } = item as { context: string };
    expect(context).not.toMatch(/Matthew Henry/);
    expect(context).toMatch(/2 Chronicles 7:14/);
  });
});
