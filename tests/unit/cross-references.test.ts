import { describe, expect, it } from "vitest";
import { crossReferencesFor } from "../../server/scripture/study/cross-references";
import { totalVerses, verseOrdinal } from "../../server/scripture/verse-ordinals";

/** A spread of verses through both Testaments. */
const verses = Array.from({ length: 40 }, (_, at) => Math.floor((at * totalVerses) / 40) + 11);

describe("a verse's cross-references", () => {
  it("are the head of a longer ranking, best first, then the earlier passage", () => {
    for (const ordinal of verses) {
      const best = crossReferencesFor(ordinal, 5);
      const longer = crossReferencesFor(ordinal, 60);
      expect(best).toEqual(longer.slice(0, 5));
      for (let at = 1; at < longer.length; at++) {
        const [before, after] = [longer[at - 1]!, longer[at]!];
        expect(
          before.score > after.score ||
            (before.score === after.score && before.start <= after.start),
        ).toBe(true);
      }
    }
  });

  it("of one verse do not change with the verses asked for before it", () => {
    const john316 = verseOrdinal("John", 3, 16);
    const first = crossReferencesFor(john316);
    for (const ordinal of verses) crossReferencesFor(ordinal);
    expect(crossReferencesFor(john316)).toEqual(first);
    expect(first.length).toBeGreaterThan(0);
    expect(crossReferencesFor(john316, 0)).toEqual([]);
  });
});
