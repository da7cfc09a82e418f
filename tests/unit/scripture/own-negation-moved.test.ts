import { describe, expect, it } from "vitest";
import { judgedQuotation } from "./one-quotation";

/**
 * The verse's own "not", taken from the words before the quotation into it, turns nothing
 * around (issue 31, set 5). Charnock's "That the Godhead is not like to stone graven by art"
 * (Acts 17:29: "we ought not to think that the Godhead is like unto gold, or silver, or stone,
 * graven by art") was red, "It turns the verse's “not” around", and named "stone" as put for
 * "gold": both false. A "not" counts as the verse's moved only when the verse has one before
 * the quoted words in their clause and every negation the quotation adds is matched by one;
 * and a later item of a list whose first items are left out ("left … children", Mark 10:29)
 * is one of the things named, put for none of them. A "not" the verse does not have, a "not"
 * left out, and a word of no list put in stay misquotes with true notes.
 */
describe("the verse's own negation moved, and a later item of a list", () => {
  it.each([
    "“That the Godhead is not like to stone graven by art,” (Acts 17:29).",
    "“That the Godhead is not like unto gold, or silver, or stone, graven by art” (Acts 17:29).",
    "“There is no man that hath left children for my sake, and the gospel’s” (Mark 10:29).",
  ])("is not a misquote: %s", (text) => {
    const quoted = judgedQuotation(text, "kjv");
    expect(quoted?.verdict).toBe("other-wording");
    expect(quoted?.differences ?? []).toEqual([]);
  });

  it.each([
    // A "not" the verse's clause does not have: turned around.
    ["“God is not a Spirit” (John 4:24).", "“not”"],
    // The verse's "not" left out.
    [
      "“we ought to think that the Godhead is like unto gold, or silver, or stone” (Acts 17:29).",
      "“not”",
    ],
    // A word of no list of the verse's put in.
    ["“That the Godhead is not like to brass graven by art,” (Acts 17:29).", "“brass”"],
    // A word of a later clause, not of a list.
    ["“hath everlasting death” (John 5:24).", "“death”"],
  ])("counter-example, still a misquote: %s", (text, named) => {
    const quoted = judgedQuotation(text, "kjv");
    expect(quoted?.verdict).toBe("misquote");
    expect(quoted?.note).toContain(named);
  });
});
