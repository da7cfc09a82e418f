import { describe, expect, it } from "vitest";
import { judgedQuotation } from "./one-quotation";

/**
 * The KJV/WEB word pairs (data/word-variants.json) say which word the WEB writes where the KJV
 * has another. Against the KJV they excuse the WEB's word for the KJV's (modern wording), not
 * the KJV's word where the KJV itself has the other: the WEB's "mind" for the KJV's "heart" in
 * the Old Testament says nothing of "a sound heart" for 2 Timothy 1:7's "a sound mind" (issue
 * 31: it passed as other wording; held-out content swaps 14 of 15).
 */
describe("a word the pairs give only the other way round", () => {
  it.each([
    [
      "“For God hath not given us the spirit of fear; but of power, and of love, and of a sound heart” (2 Timothy 1:7).",
      "heart",
      "mind",
    ],
    [
      "“Bless the LORD, O my mind: and all that is within me, bless his holy name” (Psalm 103:1).",
      "mind",
      "soul",
    ],
  ])("is a misquote of the KJV: %s", (text, quoted, original) => {
    const judged = judgedQuotation(text, "kjv");
    expect(judged?.verdict).toBe("misquote");
    expect(judged?.note).toContain(`“${quoted}” where the verse has “${original}”`);
  });

  it.each([
    // The WEB's word for the KJV's, as the pairs were found: modern wording.
    [
      "“A soft answer turneth away anger: but grievous words stir up anger” (Proverbs 15:1).",
      "kjv",
    ],
    ["“Go ye into all the world, and proclaim the gospel to every creature” (Mark 16:15).", "kjv"],
    ["“So faith cometh by listening, and listening by the word of God” (Romans 10:17).", "kjv"],
    // The names of God for one another (the hand list).
    [
      "Psalm 145:10, “All thy works shall praise thee, O God; and thy saints shall bless thee.”",
      "kjv",
    ],
    // Against the WEB, already modern, the pairs read both ways.
    ["“Faith comes by listening” (Romans 10:17).", "web"],
  ] as const)("is still other wording: %s", (text, translation) => {
    expect(judgedQuotation(text, translation)?.verdict).toBe("other-wording");
  });
});
