import { describe, expect, it } from "vitest";
import { shapePassage } from "../../../server/generation/offline/passage-shape";
import { offlineDraft } from "../draft-quality/offline-engine";

/**
 * A section heading is a passage's title only when its section is most of the passage (held-out
 * 29c M1: "Peter's First Denial", the heading of John 18:15-18, over a meditation on all three
 * denials, 18:15-27).
 */
describe("a heading as a passage's title", () => {
  it.each(["John 18:15-27", "Ruth 1", "Genesis 1-2"])(
    "%s, whose first section is a small part of it, has no heading for a title",
    (reference) => {
      expect(shapePassage(reference, "web")?.heading).toBeUndefined();
      expect(shapePassage(reference, "bsb")?.heading).toBeUndefined();
    },
  );

  it.each([
    ["John 18:15-18", "Denial"],
    ["Luke 15:11-32", "Prodigal"],
    ["John 15:1-11", "Vine"],
  ])("%s keeps the heading of the section it is (or mostly is)", (reference, word) => {
    expect(shapePassage(reference, "web")?.heading).toContain(word);
  });

  it("a meditation on the three denials is not titled for the first", async () => {
    const { item } = await offlineDraft("meditation", {
      scripture: "John 18:15-27",
      focus: "personal-growth",
      depth: "intermediate",
      approach: "devotional",
      length: "standard",
    });
    const title = (item as { title: string }).title;
    expect(title).not.toMatch(/First Denial/);
    expect(title).toMatch(/John 18:15/);
  });
});
