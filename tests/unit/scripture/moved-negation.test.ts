import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";

/**
 * Issue 31: a "not" taken out of one place and put in another, with words of the verse
 * between, says something else though the quotation has as many negations as the verse. A
 * negation moved past its verb ("Do not fear" for "Fear not") is the same negation.
 */
const verdictOf = (text: string) => {
  const quoted = checkScripture(text, { translation: "kjv" }).references[0]?.quoted;
  return [quoted?.verdict, quoted?.note];
};
const moved = "It moves the verse’s “not” to another place, so it says something else.";

describe("a negation moved", () => {
  it("to another clause is a misquote", () => {
    expect(verdictOf("“He is here: for he is not risen, as he said” (Matthew 28:6).")).toEqual([
      "misquote",
      moved,
    ]);
    expect(verdictOf("“The LORD is not my shepherd; I shall want” (Psalm 23:1).")).toEqual([
      "misquote",
      moved,
    ]);
  });

  it("past its verb, or worded as another translation has it, is not", () => {
    for (const text of [
      "“Do not fear, little flock; for it is your Father’s good pleasure to give you the kingdom” (Luke 12:32).",
      "“Charity fails never” (1 Corinthians 13:8).",
      "“Be not anxious for anything; but in everything by prayer and supplication with thanksgiving let your requests be made known unto God” (Philippians 4:6).",
    ])
      expect(verdictOf(text)[0], text).not.toBe("misquote");
  });
});
