import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";
import { judgedQuotation } from "./one-quotation";

/**
 * A verse the writer marks off in quotation marks of its own, within words that are not the
 * verse's, is judged by the words he marks (issue 31, set 7): Talmage's "he cried out: “After
 * all this, ‘if a man love not the Lord Jesus Christ, let him be Anathema Maranatha.’”" (1
 * Corinthians 16:22, the apostle's feeling as Talmage imagines it) was red for "After all
 * this". The marked words changed, and a verse's own words round a saying it quotes changed
 * ("wept" for "said"), stay misquotes.
 */
describe("a verse marked off within the writer's words", () => {
  const marked =
    "He cried out: “After all this, ‘if a man love not the Lord Jesus Christ, let him be Anathema Maranatha.’”";

  it("is not a misquote", () => {
    expect(judgedQuotation(`${marked} (1 Corinthians 16:22)`, "kjv")?.verdict).toBe(
      "other-wording",
    );
  });

  it("with no reference beside it, as Talmage printed it, is no finding", () => {
    const check = checkScripture(`Paul felt it. ${marked} And he wrote on.`, {
      translation: "kjv",
    });
    const quotation = check.quotations?.find((each) => each.osis === "1Cor.16.22");
    expect(quotation).toBeDefined();
    expect(quotation?.verdict).not.toBe("misquote");
  });

  it("marked with straight quotation marks, as the Gutenberg text prints it, is no finding", () => {
    const check = checkScripture(
      `Paul felt it. He cried out: "After all this, 'if a man love not the Lord Jesus Christ, let him be Anathema Maranatha.'" And he wrote on.`,
      { translation: "kjv" },
    );
    const quotation = check.quotations?.find((each) => each.osis === "1Cor.16.22");
    expect(quotation).toBeDefined();
    expect(quotation?.verdict).not.toBe("misquote");
  });

  it.each([
    // The marked words without the verse's "not".
    "He cried out: “After all this, ‘if a man love the Lord Jesus Christ, let him be Anathema Maranatha.’” (1 Corinthians 16:22)",
    `He cried out: "After all this, 'if a man love the Lord Jesus Christ, let him be Anathema Maranatha.'" (1 Corinthians 16:22)`,
    // A saying the verse quotes within its own words, changed outside the inner marks.
    "“And he wept, ‘Go, and tell this people, Hear ye indeed, but understand not; and see ye indeed, but perceive not.’” (Isaiah 6:9)",
  ])("counter-example, still a misquote: %s", (text) => {
    expect(judgedQuotation(text, "kjv")?.verdict).toBe("misquote");
  });
});
