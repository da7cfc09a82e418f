import { describe, expect, it } from "vitest";
import { lookup } from "../../../server/scripture/lookup";
import { shapePassage } from "../../../server/generation/offline/passage-shape";

/**
 * A quotation never starts mid-sentence where the passage holds the sentence's start (held-out
 * 28e P1: “that you may walk worthily of the Lord…” (Colossians 1:10–12), the prayer of 1:9 it
 * completes left out). Passages whose key verses sit inside sentences that begin verses before.
 */
const passages = [
  "Colossians 1:9-12",
  "Ephesians 2:1-10",
  "Luke 2:25-35",
  "Philippians 2:5-11",
  "Hebrews 12:1-3",
  "1 Peter 1:3-9",
  "Isaiah 40:27-31",
  "Romans 8:31-39",
  "2 Corinthians 4:16-18",
  "Ephesians 3:14-21",
];

/** The passage's own first words, which may open mid-sentence where the pastor chose to start. */
function opening(reference: string): string {
  const found = lookup(reference, { translation: "web" });
  if (!found.ok) throw new Error(reference);
  return found.passage.passages[0]!.verses[0]!.text.trim();
}

describe("quotations open where their sentence opens", () => {
  for (const passage of passages) {
    it(passage, () => {
      const shape = shapePassage(passage, "web")!;
      const quotations = [
        ...(shape.main ? [shape.main] : []),
        shape.keyed,
        ...shape.key,
        ...shape.sections.flatMap((section) => [section.quoted, section.fuller]),
      ];
      for (const quotation of quotations) {
        for (const run of quotation.text.split(" … ")) {
          const words = run.replace(/^[“”‘’"'\s]+/, "");
          if (opening(passage).startsWith(words.slice(0, 20))) continue;
          expect(words[0], `${quotation.reference}: ${run.slice(0, 60)}`).toMatch(/[A-Z]/);
        }
      }
    });
  }
});

/**
 * A division of the commentary's or the translation's that opens inside a sentence (Henry's
 * Hebrews 1:4–14: “having become as much better than the angels…”) starts where the sentence
 * ends, so no section is quoted from mid-sentence. Read as whole chapters.
 */
describe("a section opens where a sentence opens", () => {
  for (const chapter of ["Hebrews 1", "Matthew 18", "Acts 7", "Titus 3", "2 Peter 1"]) {
    it(chapter, () => {
      for (const section of shapePassage(chapter, "web")!.sections) {
        const words = section.quoted.text.split(" … ")[0]!.replace(/^[“”‘’"'\s(]+/, "");
        expect(words[0], `${section.reference}: ${words.slice(0, 60)}`).toMatch(/[A-Z]/);
      }
    });
  }
});
