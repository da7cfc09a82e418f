import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";
import { judgedQuotation } from "./one-quotation";

/**
 * A phrase of place or time of the verse's, moved whole within a faithful shortening, is the
 * verse's words (issue 31, set 6). Robertson's "Rabbi, He to whom thou barest witness beyond
 * Jordan baptizeth, and all men come unto Him" (John 3:26 leaves "beyond Jordan" after "he that
 * was with thee" and has "behold, the same" where Robertson has it) was red, "It moves
 * “beyond”, “Jordan” to where the verse has other words": nothing is put for anything. A
 * subject or object moved, a phrase put where the verse has a phrase of its own, and words
 * put where the verse has words the quotation says elsewhere stay misquotes.
 */
describe("a phrase of the verse moved within a shortening", () => {
  it("is not a misquote", () => {
    const quoted = judgedQuotation(
      "“Rabbi, He to whom thou barest witness beyond Jordan baptizeth, and all men come unto Him.” (John 3:26)",
      "kjv",
    );
    expect(quoted?.verdict).toBe("other-wording");
    expect(quoted?.differences ?? []).toEqual([]);
  });

  it("with no reference beside it, as Robertson printed it, is no finding", () => {
    const text =
      "Then came the complaint: “Rabbi, He to whom thou barest witness beyond Jordan baptizeth, and all men come unto Him.” It was a test of the man.";
    const check = checkScripture(text, { translation: "kjv" });
    const quotation = check.quotations?.find((each) => each.osis === "John.3.26");
    expect(quotation).toBeDefined();
    expect(quotation?.verdict).not.toBe("misquote");
  });

  it.each([
    // A word swap: a subject moved from elsewhere in the verse.
    ["“The lion shall lie down with the lamb” (Isaiah 11:6).", "“lion”"],
    ["“The young lion shall lie down with the kid” (Isaiah 11:6).", "“lion”"],
    // A phrase of place put where the verse has its own ("from Nazareth of Galilee").
    ["“that Jesus came in Jordan, and was baptized of John” (Mark 1:9).", "“Jordan”"],
    // Words put where the verse has words the quotation says elsewhere.
    ["“Thy will be done in heaven, as it is in earth” (Matthew 6:10).", "“heaven”"],
  ])("counter-example, still a misquote: %s", (text, named) => {
    const quoted = judgedQuotation(text, "kjv");
    expect(quoted?.verdict).toBe("misquote");
    expect(quoted?.note).toContain(named);
  });
});
