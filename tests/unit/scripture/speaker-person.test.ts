import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";
import { judgedQuotation } from "./one-quotation";

/**
 * The verse's speaker given as the one it speaks to (or that one as the speaker), where the
 * verse speaks to someone, is a misquote (issue 31, set 7): Talmage's "Surely the isles shall
 * wait for thee" (Isaiah 60:9, "wait for me": the LORD speaks, and the verse's "thee" is Zion)
 * was read as other wording. A person turned to fit the writer's sentence stays allowed: a
 * third person for the second or the second for the third, a verse that speaks to no one said
 * to the hearer, and a verse said again in another voice.
 */
describe("the verse's speaker given as the one it speaks to", () => {
  it.each([
    ["“Surely the isles shall wait for thee” (Isaiah 60:9).", "thee", "me"],
    [
      "“Come unto me, all ye that labour and are heavy laden, and I will give me rest” (Matthew 11:28).",
      "me",
      "you",
    ],
  ])("is a misquote: %s", (text, quoted, original) => {
    const judged = judgedQuotation(text, "kjv");
    expect(judged?.verdict).toBe("misquote");
    expect(judged?.differences).toContainEqual({ quoted, original });
  });

  it("with no reference beside it and other words changed, as Talmage printed it, is a misquote", () => {
    const check = checkScripture(
      'Strike eight bells. "Surely the isles shall wait for thee, and the ships of Tarshish to bring thy sons from afar, their silver and their gold with them, to the name of the Lord thy God, and the Holy One of Israel." And so on.',
      { translation: "kjv" },
    );
    const quotation = check.quotations?.find((each) => each.osis === "Isa.60.9");
    expect(quotation?.verdict).toBe("misquote");
  });

  it.each([
    "“Surely the isles shall wait for me” (Isaiah 60:9).",
    // The person turned to fit the sentence.
    "“work out his own salvation with fear and trembling” (Philippians 2:12).",
    "“put a ring on your hand, and shoes on his feet” (Luke 15:22).",
    "“you have sold yourself for nought” (Isaiah 52:3).",
    // A verse that speaks to no one, said to the hearer.
    "“The Lord is your shepherd; you shall not want” (Psalm 23:1).",
    // Said again in another voice.
    "“He will never leave me, nor forsake me” (Hebrews 13:5).",
  ])("counter-example, no misquote: %s", (text) => {
    expect(judgedQuotation(text, "kjv")?.verdict).not.toBe("misquote");
  });
});
