import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";
import { psalterVersesAround } from "../../../server/scripture/prayer-book-psalter";
import { judgedQuotation } from "./one-quotation";

/**
 * Issue 31: a psalm quoted as the Book of Common Prayer's psalter has it (Coverdale's words,
 * as Anglican, Episcopal and Methodist congregations say them) is not a misquote of the KJV;
 * a word changed from the psalter's still is. The quotations are those of the held-out sets
 * (Wilmot-Buxton's Psalm 51:2, Spurgeon's Psalm 19:7) and others from the psalter.
 */
describe("the Prayer Book psalter's wording", () => {
  it.each([
    ["“Wash me throughly from my wickedness, and cleanse me from my sin!” (Psalm 51:2)"],
    ["“The law of the Lord is an undefiled law, converting the soul” (Psalm 19:7)"],
    ["“The sacrifice of God is a troubled spirit” (Psalm 51:17)"],
    [
      "“He shall feed me in a green pasture, and lead me forth beside the waters of comfort” (Psalm 23:2)",
    ],
    ["“The Lord is my shepherd; therefore can I lack nothing.” (Psalm 23:1)"],
  ])("is other wording, named, with the KJV set: %s", (text) => {
    const quoted = judgedQuotation(text, "kjv");
    expect(quoted?.verdict).toBe("other-wording");
    expect(quoted?.note).toMatch(/Prayer Book psalter/);
  });

  it("is other wording where the Prayer Book numbers the verse otherwise (Psalm 1:3 is its 3 and 4)", () => {
    const quoted = judgedQuotation(
      "“His leaf also shall not wither; and look, whatsoever he doeth, it shall prosper.” (Psalm 1:3)",
      "kjv",
    );
    expect(quoted?.verdict).toBe("other-wording");
  });

  it("is not flagged when quoted with no reference", () => {
    const check = checkScripture(
      "Let us pray with David, “wash me throughly from my wickedness, and cleanse me from my sin!” and mean it.",
      { translation: "kjv" },
    );
    expect((check.quotations ?? []).filter((each) => each.verdict === "misquote")).toEqual([]);
    expect(check.misquotedCount).toBe(0);
  });

  it.each([
    // The psalter's words with one replaced.
    [
      "“Wash me throughly from my foolishness, and cleanse me from my sin!” (Psalm 51:2)",
      "foolishness",
    ],
    ["“The law of the Lord is an undefiled law, converting the heart” (Psalm 19:7)", "heart"],
    ["“The sacrifice of God is a joyful spirit” (Psalm 51:17)", "joyful"],
    // The KJV's words with one replaced.
    ["“Wash me throughly from mine anger, and cleanse me from my sin.” (Psalm 51:2)", "anger"],
  ])("a word changed is still a misquote: %s", (text, word) => {
    const quoted = judgedQuotation(text, "kjv");
    expect(quoted?.verdict).toBe("misquote");
    expect(quoted?.note ?? "").not.toMatch(/Prayer Book/);
    expect(JSON.stringify(quoted?.differences)).toContain(word);
  });

  it("a word changed from the psalter's is flagged with no reference too", () => {
    const check = checkScripture(
      "Let us pray with David, “wash me throughly from my foolishness, and cleanse me from my sin!” and mean it.",
      { translation: "kjv" },
    );
    expect((check.quotations ?? []).map((each) => each.verdict)).toEqual(["misquote"]);
  });

  // Wilmot-Buxton's Psalm 39:1, the psalter's "offend" in the KJV's "not with my tongue": each
  // word is one of the two texts' there, so it is their wording; a word in neither is a change.
  const blend = "“I said I will take heed to my ways, that I offend not with my tongue”";
  const changed = "“I said I will take heed to my ways, that I stumble not with my tongue”";
  it("a word the psalter has there is its wording, with a reference or without", () => {
    expect(judgedQuotation(`${blend} (Psalm 39:1).`, "kjv")?.verdict).toBe("other-wording");
    const check = checkScripture(`He learnt the verse, ${blend}, and went away.`, {
      translation: "kjv",
    });
    expect(check.misquotedCount).toBe(0);
  });

  it("a word in neither text there is still a change, with a reference or without", () => {
    const quoted = judgedQuotation(`${changed} (Psalm 39:1).`, "kjv");
    expect(quoted?.verdict).toBe("misquote");
    expect(JSON.stringify(quoted?.differences)).toContain("stumble");
    const check = checkScripture(`He learnt the verse, ${changed}, and went away.`, {
      translation: "kjv",
    });
    expect((check.quotations ?? []).map((each) => each.verdict)).toEqual(["misquote"]);
  });

  it("reads the psalter's verses near a cited verse, in its own numbering", () => {
    const around = (chapter: number, verse: number) =>
      psalterVersesAround({
        start: { book: "Ps", chapter, verse },
        end: { book: "Ps", chapter, verse },
      }).join(" ");
    expect(around(51, 2)).toMatch(/from my wickedness/);
    expect(around(150, 6)).toMatch(/Let every thing that hath breath/);
    expect(around(119, 176)).toMatch(/like a sheep that is lost/);
    expect(
      psalterVersesAround({
        start: { book: "Isa", chapter: 40, verse: 1 },
        end: { book: "Isa", chapter: 40, verse: 1 },
      } as never),
    ).toEqual([]);
  });
});
