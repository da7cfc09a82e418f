import { describe, expect, it } from "vitest";
import { commentaryFor } from "../../../server/scripture/study/study-data";
import { shapePassage } from "../../../server/generation/offline/passage-shape";
import { offlineDraft } from "../draft-quality/offline-engine";

/**
 * Held-out class 1: a Matthew Henry sentence chosen by the words it shares with some verses
 * can be about others ("It distinguishes his human birth…", on Micah 5:2–3, set under
 * 5:4–5). A section quotes only what opens his note on the verses it starts with: what he says
 * of those verses as a whole.
 */
const passages = [
  "Micah 5:2-5",
  "John 15:1-11",
  "Psalm 23",
  "Habakkuk 2:1-4",
  "Mark 5:21-43",
  "Genesis 50:15-21",
  "Luke 2:8-14",
  "Romans 8:28-39",
  "Isaiah 40:27-31",
  "1 Kings 19:1-8",
];

describe("a section's Matthew Henry comment", () => {
  it("is the opening of his note on the verses the section starts with", () => {
    let quoted = 0;
    for (const passage of passages) {
      const notes = commentaryFor(passage, ["mhcc"]).map((note) =>
        note.text.replace(/^\s*(?:Verses?|Chapter)\s+[\d\s,–-]+/i, "").trimStart(),
      );
      for (const section of shapePassage(passage, "web")!.sections) {
        if (!section.comment) continue;
        quoted++;
        // His opening: at most a psalm's title line and its first words quoted come before it.
        expect(
          notes.some((body) => {
            const at = body.indexOf(section.comment!.text);
            return at >= 0 && at < 120;
          }),
          `${passage} ${section.reference}: ${section.comment.text}`,
        ).toBe(true);
      }
    }
    // Not a test that passes by quoting nothing.
    expect(quoted).toBeGreaterThanOrEqual(passages.length / 2);
  });

  it("never sets his words on the Messiah's birth under the verses on his rule (Micah 5:2–5)", async () => {
    const { texts } = await offlineDraft("sermon", {
      topic: "The ruler from Bethlehem",
      scripture: "Micah 5:2-5",
    });
    expect(texts.join("\n")).not.toContain("It distinguishes his human birth");
  });
});
