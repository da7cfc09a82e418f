import { describe, expect, it } from "vitest";
import { judgedQuotation } from "./one-quotation";

/**
 * A quotation that ends (or begins) with words of its own where the verse, in the same clause,
 * says "not": "…he gave his only son so that we might be happy" for "…that whoever believes in
 * him should not perish". One side negates what the other does not, so it is a misquote, and
 * said so; a faithful shortening, or words after the verse's clause has ended, are not this.
 */

describe("its own words where the verse says “not”", () => {
  it.each([
    "“For God so loved the world that he gave his only son so that we might be happy” (John 3:16).",
    "“Do not be afraid, for I am with you; be glad, for the world is yours” (Isaiah 41:10).",
  ])("is a misquote that names the verse's words: %s", (text) => {
    const quoted = judgedQuotation(text);
    expect(quoted?.verdict).toBe("misquote");
    expect(quoted?.note).toMatch(/\b(?:not|don’t)\b/i);
  });

  it.each([
    // Shortened before the negation: the words kept say what they said.
    "“For God so loved the world, that he gave his one and only Son” (John 3:16).",
    // The verse's own words whole.
    "“For God so loved the world, that he gave his one and only Son, that whoever believes in him should not perish, but have eternal life” (John 3:16).",
  ])("is not said of a faithful quotation: %s", (text) => {
    expect(judgedQuotation(text)?.verdict).not.toBe("misquote");
  });

  it("is not said where its words follow the verse's clause", () => {
    const quoted = judgedQuotation(
      "“Trust in the Lord with all your heart, friend” (Proverbs 3:5).",
    );
    expect(quoted?.note ?? "").not.toMatch(/don’t|not/);
  });
});
