import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";
import { kjvStatus } from "./one-quotation";
import { cosmeticallySame } from "../../../server/scripture/wording";

/**
 * Issue 31, item 1: a quotation that differs from the KJV only in spelling (archaic pronouns and
 * verb endings, British spellings) is the verse in modern spelling: verified, not "other
 * wording" and never red. A real change of word beside modern spelling is still a misquote.
 */

describe("a KJV quotation in modern spelling", () => {
  it.each([
    "“Come unto me, all you that labour and are heavy laden, and I will give you rest” (Matthew 11:28).",
    "“Trust in the Lord with all your heart; and lean not unto your own understanding” (Proverbs 3:5).",
    "“For God so loved the world, that he gave his only begotten Son, that whosoever believes in him should not perish, but have everlasting life” (John 3:16).",
    "“Thou wilt keep him in perfect peace, whose mind is stayed on you” (Isaiah 26:3).",
    "“Them that honor me I will honor” (1 Samuel 2:30).",
    "“Whatsoever you do, do it heartily, as to the Lord” (Colossians 3:23).",
  ])("is verified: %s", (text) => {
    expect(kjvStatus(text)).toBe("verified");
  });
});

describe("a changed word beside modern spelling", () => {
  it.each([
    // "rest" for "peace", "world" for "heart": words, not spellings.
    "“Thou wilt keep him in perfect rest, whose mind is stayed on you” (Isaiah 26:3).",
    "“Trust in the Lord with all your strength; and lean not unto your own understanding” (Proverbs 3:5).",
    // The "not" left out, in modern spelling.
    "“Trust in the Lord with all your heart; and lean unto your own understanding” (Proverbs 3:5).",
  ])("is not verified: %s", (text) => {
    expect(kjvStatus(text)).not.toBe("verified");
  });
});

describe("cosmeticallySame", () => {
  it("pairs archaic forms and spellings with their modern forms", () => {
    for (const [quoted, verse] of [
      ["you", "ye"],
      ["your", "thine"],
      ["has", "hath"],
      ["loves", "loveth"],
      ["goes", "goeth"],
      ["know", "knowest"],
      ["give", "givest"],
      ["labor", "labour"],
    ])
      expect(cosmeticallySame(quoted!, verse!), `${quoted}/${verse}`).toBe(true);
  });

  it("does not pair different words, numbers or short words that end alike", () => {
    for (const [quoted, verse] of [
      ["sin", "sins"],
      ["for", "four"],
      ["is", "i"],
      ["rest", "r"],
      ["your", "you"],
      ["lord", "god"],
      ["love", "loveth"],
    ])
      expect(cosmeticallySame(quoted!, verse!), `${quoted}/${verse}`).toBe(false);
  });
});

describe("the cosmetic word list", () => {
  it("names only archaic words the archaic list gives a modern form for", () => {
    const wording = JSON.parse(
      readFileSync(
        path.join(import.meta.dirname, "../../../server/scripture/data/wording.json"),
        "utf8",
      ),
    ) as { archaic: Record<string, string>; cosmetic: { archaic: string[] } };
    expect(wording.cosmetic.archaic.length).toBeGreaterThan(0);
    for (const word of wording.cosmetic.archaic) expect(wording.archaic, word).toHaveProperty(word);
  });
});

// The held-out Moody set (issue 31): the KJV's "intreat" and "enquire" in their later spelling.
describe("a KJV word in its later spelling", () => {
  it.each([
    "“Entreat me not to leave thee, or to return from following after thee: for whither thou goest, I will go” (Ruth 1:16).",
    "“Inquire, I pray thee, at the word of the LORD to day” (1 Kings 22:5).",
  ])("is verified: %s", (text) => {
    expect(kjvStatus(text)).toBe("verified");
  });

  it("counter-example: another word there is still a misquote", () => {
    expect(
      kjvStatus(
        "“Entice me not to leave thee, or to return from following after thee: for whither thou goest, I will go” (Ruth 1:16).",
      ),
    ).toBe("misquoted");
  });
});

// The held-out set 9 (issue 31): The World's Great Sermons (Funk & Wagnalls, 1908) prints the
// simplified spellings of its day, "tho", "altho", "thru", in quotations of the KJV as elsewhere.
describe("a KJV word in a simplified spelling", () => {
  it.each([
    "“For ye know the grace of our Lord Jesus Christ, that, tho he was rich, yet for your sakes he became poor” (2 Corinthians 8:9).",
    "“I can do all things thru Christ which strengtheneth me” (Philippians 4:13).",
    "“Altho the fig tree shall not blossom, neither shall fruit be in the vines” (Habakkuk 3:17).",
  ])("is verified: %s", (text) => {
    expect(kjvStatus(text)).toBe("verified");
  });

  it("is not red where no reference is given", () => {
    const check = checkScripture(
      "He says, “Ye know the grace of our Lord Jesus Christ, that tho he was rich, yet for your sakes he became poor.”",
      { translation: "kjv" },
    );
    expect(check.quotations?.filter((quotation) => quotation.verdict === "misquote")).toEqual([]);
  });

  it("counter-example: a word changed beside it is still a misquote", () => {
    for (const text of [
      "“For ye know the grace of our Lord Jesus Christ, that, tho he was poor, yet for your sakes he became rich” (2 Corinthians 8:9).",
      "“I can do all things thru Moses which strengtheneth me” (Philippians 4:13).",
    ])
      expect(kjvStatus(text), text).toBe("misquoted");
  });
});
