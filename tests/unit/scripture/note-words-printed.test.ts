import { describe, expect, it } from "vitest";
import { judgedQuotation } from "./one-quotation";

/**
 * A misquote's note gives the verse's words as the verse prints them: "God" or a name with its
 * capital (before, "where the verse has “god”" and "“jerubbaal namely gideon”", the words as
 * compared rather than as printed).
 */
describe("the verse's words in a misquote's note", () => {
  it.each([
    ["“In the beginning, the angels created the heavens and the earth.” (Genesis 1:1)", "God"],
    [
      "Jesus answered, “Blessed art thou, Judas Barjona: for flesh and blood hath not revealed it unto thee” (Matthew 16:17 KJV).",
      "Simon",
    ],
  ])("%s", (text, printed) => {
    const quoted = judgedQuotation(text, text.includes("KJV") ? "kjv" : "web");
    expect(quoted?.verdict).toBe("misquote");
    expect(quoted?.note).toContain(`where the verse has “${printed}”`);
  });
});

/**
 * And the quotation's words as the pastor typed them: “It has “Judas””, not “judas” (the words
 * as compared), in the note and in the difference the reports print ("Written: …").
 */
describe("the quotation's words in a misquote's note", () => {
  it.each([
    [
      "Jesus answered, “Blessed art thou, Judas Barjona: for flesh and blood hath not revealed it unto thee” (Matthew 16:17 KJV).",
      "Judas",
      "Simon",
    ],
    [
      "“In the beginning, the Angels created the heavens and the earth.” (Genesis 1:1)",
      "Angels",
      "God",
    ],
  ])("%s", (text, typed, printed) => {
    const quoted = judgedQuotation(text, text.includes("KJV") ? "kjv" : "web");
    expect(quoted?.verdict).toBe("misquote");
    // The quoted words there as typed ("the Angels" or "Angels"), never lower-cased.
    expect(quoted?.note).toMatch(
      new RegExp(`It has “(?:\\w+ )?${typed}” where the verse has “${printed}”`),
    );
    expect(
      quoted?.differences?.some(
        ({ quoted: written, original }) => written.endsWith(typed) && original === printed,
      ),
    ).toBe(true);
  });
});
