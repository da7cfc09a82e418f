import { describe, expect, it } from "vitest";
import { kjvWordsWithStrongs, occurrences } from "../../server/scripture/study/study-data";

function numbersOf(book: "John" | "Gen", chapter: number, verse: number) {
  return kjvWordsWithStrongs({ book, chapter, verse })
    .filter((piece) => /\w/.test(piece.text))
    .map((piece) => [piece.text, piece.strongs.join(" ")]);
}

describe("KJV words aligned to Strong's numbers", () => {
  it("give a verb split over a helper word its number on the verb, not on the helper", () => {
    const john32 = numbersOf("John", 3, 2);
    // "thou art a teacher come from God": ἐλήλυθας is "art … come".
    expect(john32).toContainEqual(["art", ""]);
    expect(john32).toContainEqual(["come", "G2064"]);
    expect(john32).toContainEqual(["came", "G2064"]);
    // The word study's list of renderings agrees with the verses.
    const renderings = occurrences("G2064")!.renderings.map((rendering) => rendering.text);
    expect(renderings).toContain("come");
    expect(renderings).not.toContain("art");
  });

  it("keep the number of a helper verb that is the verse's own verb", () => {
    // "In the beginning was the Word": "was" is ἦν itself.
    expect(numbersOf("John", 1, 1).filter(([word]) => word === "was")).toEqual([
      ["was", "G2258"],
      ["was", "G2258"],
      ["was", "G2258"],
    ]);
    // "no man can do these miracles that thou doest": two uses of one verb, both kept.
    expect(numbersOf("John", 3, 2)).toContainEqual(["do", "G4160"]);
  });
});
