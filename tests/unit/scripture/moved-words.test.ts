import { describe, expect, it } from "vitest";
import { judgedQuotation } from "./one-quotation";

/**
 * A word moved past its neighbour ("Some shall rise" for "shall awake, some") is not put for
 * another word: a misquote's note names only what was replaced (issue 31; the held-out Edwards
 * set's Daniel 12:2 note said it had "some" where the verse has "earth", the alignment pairing
 * the quotation's first word with the verse's word before it).
 */
describe("a word moved past its neighbour", () => {
  it.each([
    [
      'Dan. xii. 2, "Some shall rise to everlasting life, and some to shame and everlasting contempt."',
      ["rise", "awake"],
      ["earth", "Some"],
    ],
    [
      'Psalm 46:1, "God is our strength and shelter, a very present help in trouble."',
      ["shelter"],
      ["“strength” where"],
    ],
  ])("is named as neither a replacement nor replaced: %s", (text, named, notNamed) => {
    const quoted = judgedQuotation(text, "kjv");
    // Still a misquote: a word is really changed.
    expect(quoted?.verdict).toBe("misquote");
    for (const word of named) expect(quoted?.note).toContain(`“${word}”`);
    for (const words of notNamed) expect(quoted?.note).not.toContain(words);
  });

  it.each([
    // A word of the verse put for another far from it, and a word replaced in place: named.
    [
      'Isaiah 11:6, "The wolf also shall dwell with the lamb, and the leopard shall lie down with the lamb"',
      "lamb",
    ],
    ['Matthew 5:5, "Blessed are the meek: for they shall inherit the heavens."', "heavens"],
  ])("a word really replaced is still named: %s", (text, word) => {
    const quoted = judgedQuotation(text, "kjv");
    expect(quoted?.verdict).toBe("misquote");
    expect(quoted?.note).toContain(`“${word}”`);
  });
});
