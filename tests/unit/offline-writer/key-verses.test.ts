import { describe, expect, it } from "vitest";
import { lookup } from "../../../server/scripture/lookup";
import keyVerses from "../../../server/generation/offline/data/key-verses.json";

describe("the team's key verses", () => {
  it("are real references of at most four verses each, listed once", () => {
    const all = [...keyVerses.verses, ...keyVerses.alsoMemorised];
    expect(new Set(all).size).toBe(all.length);
    for (const reference of all) {
      const found = lookup(reference, { translation: "web" });
      expect(found.ok, reference).toBe(true);
      if (found.ok) {
        const verses = found.passage.passages.flatMap((passage) => passage.verses);
        expect(verses.length, reference).toBeLessThanOrEqual(4);
      }
    }
  });
});
