import { describe, expect, it } from "vitest";
import { commentaryFor } from "../../../server/scripture/study/study-data";
import { shapePassage } from "../../../server/generation/offline/passage-shape";
import { offlineDraft } from "../draft-quality/offline-engine";

/**
 * What opens each numbered division of Matthew Henry's notes on a passage ("1. That of the
 * treasure hid in the field."): the division's name, read from his text with a pattern of this
 * test's own, not the writer's.
 */
function divisionOpenings(passage: string): string[] {
  return commentaryFor(passage, ["mhcc"])
    .filter((note) => !note.introduction)
    .flatMap((note) =>
      [
        ...note.text.matchAll(
          /(?:^|[.;:?!]\s+)\(?(?:\d{1,2}|[IVX]{1,6})\.\)?\s+([A-Z][^.!?]*[.!?])/g,
        ),
      ].map((match) => match[1]!),
    );
}

// Passages where Henry numbers the divisions of his note (parables, blessings, a chain of
// clauses, a story told in steps); a held-out reading found M2's 'That of the treasure…'.
const numbered = [
  "Matthew 13:44-46",
  "Matthew 13:44-52",
  "Matthew 13:1-9",
  "Luke 10:25-37",
  "Matthew 5:1-12",
  "Genesis 3:1-8",
  "Genesis 12:1-3",
  "Genesis 22:1-14",
  "Romans 8:28-30",
  "Luke 22:39-46",
  "Luke 22:54-62",
  "Matthew 18:21-35",
];

describe("Matthew Henry is quoted only in sentences of his comment, never a division's name", () => {
  it("the passages chosen do have numbered divisions in his notes", () => {
    expect(
      numbered.filter((passage) => divisionOpenings(passage).length > 0).length,
    ).toBeGreaterThan(numbered.length / 2);
  });

  it("no part of a passage is given the words that open one of his numbered divisions", () => {
    for (const passage of numbered) {
      const openings = new Set(divisionOpenings(passage));
      for (const section of shapePassage(passage, "web")!.sections)
        if (section.comment) expect(openings.has(section.comment.text), passage).toBe(false);
    }
  });

  it("a meditation on the treasure and the pearl quotes none of his division names", async () => {
    const openings = divisionOpenings("Matthew 13:44-46");
    expect(openings.length).toBeGreaterThan(0);
    const draft = await offlineDraft("meditation", {
      scripture: "Matthew 13:44-46",
      focus: "identity",
      length: "brief",
    });
    const text = draft.texts.join("\n");
    for (const opening of openings) expect(text).not.toContain(opening);
  });
});
