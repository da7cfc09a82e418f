import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";
import { judgedQuotation } from "./one-quotation";

/**
 * A list of the verse's own words in another order is the verse's words (issue 31, set 6).
 * Robertson quotes his text rightly, then takes its three nouns from the lowest up: "I pray God
 * your whole body and soul and spirit be preserved blameless" (1 Thessalonians 5:23 has "spirit
 * and soul and body"). It was red, "“body” where the verse has “spirit”, “spirit” where the verse
 * has “body”", though both are the verse's words: nothing is put for anything. A list of single
 * words joined by "and" or "or", the same words in another order, is other wording; a word of
 * the list changed, or a word moved that is not in a list, stays a misquote.
 */
describe("a list of the verse's words in another order", () => {
  it.each([
    "“I pray God your whole body and soul and spirit be preserved blameless” (1 Thessalonians 5:23).",
    "“I pray God your whole body and spirit and soul be preserved blameless” (1 Thessalonians 5:23).",
    "“knowing evil and good” (Genesis 3:5).",
  ])("is not a misquote: %s", (text) => {
    const quoted = judgedQuotation(text, "kjv");
    expect(quoted?.verdict).toBe("other-wording");
    expect(quoted?.differences ?? []).toEqual([]);
  });

  it("with no reference beside it, as Robertson printed it, is no finding", () => {
    const text =
      "We take then first of all the triad in discord: “I pray God your whole body and soul and spirit be preserved blameless.” The apostle here divides human nature.";
    const check = checkScripture(text, { translation: "kjv" });
    const quotation = check.quotations?.find((each) => each.osis === "1Thess.5.23");
    expect(quotation).toBeDefined();
    expect(quotation?.verdict).not.toBe("misquote");
  });

  it.each([
    // A word of the list changed: not the verse's list.
    [
      "“I pray God your whole spirit and mind and body be preserved blameless” (1 Thessalonians 5:23).",
      "mind",
    ],
    ['Psalm 46:1, "God is our strength and shelter, a very present help in trouble."', "shelter"],
    // A word of the verse moved where it is in no list.
    ["“The lion shall lie down with the lamb” (Isaiah 11:6).", "lion"],
    // Items of a list with their articles ("the heaven and the earth"): not single words.
    ["“In the beginning God created the earth and the heaven” (Genesis 1:1).", "earth"],
  ])("counter-example, still a misquote: %s", (text, named) => {
    const quoted = judgedQuotation(text, "kjv");
    expect(quoted?.verdict).toBe("misquote");
    expect(quoted?.note).toContain(`“${named}”`);
  });
});
