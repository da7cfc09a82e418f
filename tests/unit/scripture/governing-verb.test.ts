import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";
import { judgedQuotation } from "./one-quotation";

/**
 * A verb of thinking, seeming or saying that governs the words after it, left out between
 * quoted words, gives as the verse's own what it gives as someone's thought or saying (issue
 * 31, set 7): Talmage's "search the Scriptures, “for in them ye have eternal life”" (John
 * 5:39, "for in them ye think ye have eternal life": Jesus's rebuke made a promise) passed as
 * other wording. Ordinary shortenings keep their verdict: a clause left off, "and" left out,
 * the speaker's own "I say unto you", a saying whose speaker is named after it ("saith the
 * LORD"), a participle that opens a saying ("the voice of the Lord, saying, Whom shall I send").
 */
describe("a verb of thinking or saying left out", () => {
  it.each([
    ["“for in them ye have eternal life” (John 5:39)", "ye think"],
    ["“Search the scriptures; for in them ye have eternal life” (John 5:39)", "ye think"],
    ["“Search the scriptures; for in them you have eternal life” (John 5:39)", "ye think"],
    ["“for in them … ye have eternal life” (John 5:39)", "ye think"],
    ["“Yet the way of the Lord is not equal” (Ezekiel 18:25)", "ye say"],
  ])("is a misquote that names the words: %s", (quotation, left) => {
    const judged = judgedQuotation(`He said, ${quotation}.`, "kjv");
    expect(judged?.verdict).toBe("misquote");
    expect(judged?.note).toContain(`“${left}”`);
  });

  it("with no reference beside it, is flagged with the verse", () => {
    const check = checkScripture(
      "He told them: “Search the scriptures; for in them ye have eternal life.” They went home.",
      { translation: "kjv" },
    );
    const quotation = check.quotations?.find((each) => each.osis === "John.5.39");
    expect(quotation?.verdict).toBe("misquote");
  });

  it.each([
    // The verse itself, and shortened at a clause's end.
    "“Search the scriptures; for in them ye think ye have eternal life” (John 5:39)",
    "“Search the scriptures; for in them ye think ye have eternal life: they are they which testify of me” (John 5:39)",
    // The speaker's own saying left out.
    "“But love your enemies, bless them that curse you” (Matthew 5:44)",
    // A saying whose speaker is named after the verb.
    "“For I know the thoughts that I think toward you, thoughts of peace, and not of evil, to give you an expected end” (Jeremiah 29:11)",
    // A participle opening the saying.
    "“I heard the voice of the Lord: Whom shall I send, and who will go for us?” (Isaiah 6:8)",
    // A verb of seeming with its own words of substance ("seemeth right") kept.
    "“There is a way which seemeth right, but the end thereof are the ways of death” (Proverbs 14:12)",
  ])("counter-example, not a misquote: %s", (quotation) => {
    expect(judgedQuotation(`He said, ${quotation}.`, "kjv")?.verdict).not.toBe("misquote");
  });
});
