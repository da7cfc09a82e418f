import { describe, expect, it } from "vitest";
import { judgedQuotation } from "./one-quotation";

/**
 * Two false alarms of set 7 (Talmage, issue 31), mended as classes. The subject a verse leaves
 * to its context, named where the verse opens with function words only: "God hath made of one
 * blood all nations of men" for Acts 17:26's "And hath made" (verse 24: "God that made the
 * world"), as a pronoun's person is named from context (pronoun-named.test.ts). A contrast
 * word of the same sense: "while" for "but" (Matthew 25:46). A name no verse near has, a word
 * put for a word of substance, and a contrast word put for a word of substance stay misquotes.
 */
describe("the subject the verse leaves to its context, and a contrast word", () => {
  it.each([
    "“God hath made of one blood all nations of men” (Acts 17:26).",
    "“These shall go away into everlasting punishment, while the righteous go into life eternal” (Matthew 25:46).",
    "“These shall go away into everlasting punishment: whereas the righteous into life eternal” (Matthew 25:46).",
  ])("is not a misquote: %s", (text) => {
    const judged = judgedQuotation(text, "kjv");
    expect(judged?.verdict).toBe("other-wording");
    expect(judged?.differences ?? []).toEqual([]);
  });

  it.each([
    // A name the verses near do not print (17:22's "Paul" is four verses before).
    ["“Moses hath made of one blood all nations of men” (Acts 17:26).", "Moses"],
    ["“Paul hath made of one blood all nations of men” (Acts 17:26).", "Paul"],
    // Put for a word of substance, not for a verse's opening "And".
    ["“Angels hath made of one blood all nations of men” (Acts 17:26).", "Angels"],
    [
      "“These shall go away into everlasting life: but the righteous into life eternal” (Matthew 25:46).",
      "life",
    ],
  ])("counter-example, still a misquote: %s", (text, named) => {
    const judged = judgedQuotation(text, "kjv");
    expect(judged?.verdict).toBe("misquote");
    expect(judged?.note).toContain(`“${named}`);
  });
});
