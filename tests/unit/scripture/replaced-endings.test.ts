import { describe, expect, it } from "vitest";
import { correctText } from "../../../server/generation/scripture-correction";
import { judgedQuotation } from "./one-quotation";

/**
 * A quotation that is the verse word for word up to a point and then ends in words of its own
 * (where the verse has other words, or after its end) is a misquote; another translation's
 * wording, which runs on with the verse's words, and a faithful shortening are not.
 */

describe("a verse's end replaced by words of its own", () => {
  it.each([
    [
      "Remember “Even though I walk through the valley of the shadow of death, I will fear no evil, for you make me strong.” (Psalm 23:4)",
      "“make me strong” where the verse has “are with me”",
    ],
    [
      "Remember “Even though I walk through the valley of the shadow of death, I will fear no darkness, for you make me strong.” (Psalm 23:4)",
      "“darkness for you make me strong” where the verse has “evil for you are with me”",
    ],
    [
      "“Yea, though I walk through the valley of the shadow of death, I will fear no evil: for thou makest me strong” (Psalm 23:4).",
      "“makest me strong” where the verse has “art with me”",
    ],
    [
      "“Trust in the LORD with all thine heart, because he wants you to be happy” (Proverbs 3:5).",
      "where the verse has",
    ],
    [
      "“God is our refuge and strength, so that all your plans succeed” (Psalm 46:1).",
      "where the verse has",
    ],
    [
      "“In all your ways acknowledge him, and he will make your paths straight, and you will never suffer again” (Proverbs 3:6).",
      "It adds “and you will never suffer again”, which the verse does not have.",
    ],
  ])("%s is a misquote", (text, note) => {
    for (const translation of ["web", "kjv"] as const) {
      const quoted = judgedQuotation(text, translation);
      expect(quoted?.verdict, translation).toBe("misquote");
      expect(quoted?.note, translation).toContain(note);
    }
  });

  it.each([
    // Another translation's wording runs on with the verse's words.
    "“For God so loved the world that He gave His one and only Son, that everyone who believes in Him shall not perish but have eternal life” (John 3:16).",
    "“I can do everything through Christ, who gives me strength” (Philippians 4:13).",
    "“Trust in the Lord with all your heart and lean not on your own understanding” (Proverbs 3:5).",
    "“Create in me a pure heart, O God, and renew a steadfast spirit within me” (Psalm 51:10).",
    // A faithful shortening: whole clauses left out at the end.
    "“Even though I walk through the valley of the shadow of death, I will fear no evil” (Psalm 23:4).",
    "“God is our refuge and strength” (Psalm 46:1).",
    // Running on into the next verse.
    "“Trust in Yahweh with all your heart, and don’t lean on your own understanding. In all your ways acknowledge him” (Proverbs 3:5).",
  ])("%s is not", (text) => {
    const quoted = judgedQuotation(text);
    expect(quoted?.verdict).not.toBe("misquote");
  });

  it("is corrected on the model path", () => {
    const { text, corrections } = correctText(
      "Remember “Even though I walk through the valley of the shadow of death, I will fear no evil, for you make me strong.” (Psalm 23:4)",
      "body",
      "web",
    );
    expect(text).toBe(
      "Remember “Even though I walk through the valley of the shadow of death, I will fear no evil, for you are with me. Your rod and your staff, they comfort me.” (Psalm 23:4)",
    );
    expect(corrections).toMatchObject([{ kind: "corrected" }]);
  });
});
