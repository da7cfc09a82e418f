import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";

/**
 * Issue 31: "all" left out of a verse ("things work together for good") says less than the
 * verse does, though "all" is a function word: a misquote, with a note that says only that.
 * Counter-examples: another translation's word for it, a phrase or clause left out whole, and
 * a word of substance put in its place (named as such).
 */
const verdictOf = (text: string, translation: "web" | "kjv" = "web") => {
  const quoted = checkScripture(text, { translation }).references[0]?.quoted;
  return [quoted?.verdict, quoted?.note];
};

describe("a quotation that leaves out “all”", () => {
  it("is a misquote, and its note names the word left out", () => {
    for (const [text, translation, word] of [
      [
        "“And we know that things work together for good to them that love God” (Romans 8:28).",
        "kjv",
        "all",
      ],
      ["“I can do things through Christ, who strengthens me” (Philippians 4:13).", "web", "all"],
      [
        "“Trust in Yahweh with your heart, and don’t lean on your own understanding” (Proverbs 3:5).",
        "web",
        "all",
      ],
      ["“Let that has breath praise Yah!” (Psalm 150:6).", "web", "everything"],
    ] as const) {
      expect(verdictOf(text, translation), text).toEqual([
        "misquote",
        `It leaves out “${word}”, so it says less than the verse does.`,
      ]);
    }
  });

  it("marks the verse's word in the card's comparison", () => {
    const quoted = checkScripture(
      "“I can do things through Christ, who strengthens me” (Philippians 4:13).",
      { translation: "web" },
    ).references[0]?.quoted;
    expect(quoted?.differences?.some((difference) => /\ball\b/.test(difference.original))).toBe(
      true,
    );
  });
});

describe("what is not “all” left out", () => {
  it("another translation's word for it is wording", () => {
    expect(
      verdictOf("“I can do everything through him who gives me strength” (Philippians 4:13)."),
    ).toEqual(["other-wording", undefined]);
  });

  it("a phrase holding it, left out whole, is a shortening", () => {
    expect(
      verdictOf(
        "“Trust in the LORD; and lean not unto thine own understanding” (Proverbs 3:5).",
        "kjv",
      )[0],
    ).not.toBe("misquote");
  });

  it("a word of substance in its place is named as that", () => {
    expect(
      verdictOf("“For some have sinned, and fall short of the glory of God” (Romans 3:23)."),
    ).toEqual(["misquote", "It has “some” where the verse has “all”."]);
  });

  it("the verse quoted whole is exact", () => {
    expect(
      verdictOf("“For all have sinned, and fall short of the glory of God” (Romans 3:23).")[0],
    ).toBe("exact");
  });
});
