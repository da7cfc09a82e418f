import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";
import { judgedQuotation } from "./one-quotation";

/**
 * Words the writer says twice for emphasis are not words added to the verse (issue 31, set 7):
 * Talmage's "The half--the half was not told me!" (1 Kings 10:7, "the half was not told me",
 * with "the half" said twice) was tied to the parallel 2 Chronicles 9:6 ("the one half of the
 * greatness of thy wisdom was not told me") as other wording, and with its reference was other
 * wording. A repeat the verse has itself stays its own words; a word changed beside a repeat
 * stays a change.
 */
describe("words the writer repeats", () => {
  it("are the verse's words, said once, with the reference", () => {
    expect(
      judgedQuotation("The queen said, “The half--the half was not told me” (1 Kings 10:7).", "kjv")
        ?.verdict,
    ).toBe("fragment");
  });

  it("tie the quotation to the verse that has them, not a parallel in other words", () => {
    const check = checkScripture(
      "The queen looked about her. “The half--the half was not told me!” So she went home.",
      { translation: "kjv" },
    );
    expect(check.quotations?.map((quotation) => [quotation.osis, quotation.verdict])).toEqual([
      ["1Kgs.10.7", "fragment"],
    ]);
  });

  it.each([
    // A repeat the verse has itself.
    [
      "“Verily, verily, I say unto you, He that believeth on me hath everlasting life” (John 6:47)",
      "exact",
    ],
    ["“Holy, holy, holy, is the LORD of hosts” (Isaiah 6:3)", "fragment"],
  ])("counter-example, the verse's own repeat: %s", (quotation, verdict) => {
    expect(judgedQuotation(`He said, ${quotation}.`, "kjv")?.verdict).toBe(verdict);
  });

  it("counter-example: a word changed beside a repeat stays a misquote", () => {
    expect(
      judgedQuotation("The queen said, “The half--the half was told me” (1 Kings 10:7).", "kjv")
        ?.verdict,
    ).toBe("misquote");
  });
});
