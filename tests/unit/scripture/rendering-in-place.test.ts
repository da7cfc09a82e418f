import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";

/**
 * A word put for a verse's word is the KJV translators' kind of choice only where the KJV
 * renders the original word at that place of the verse (its Strong's number) with it somewhere
 * else, not where it renders some other Hebrew or Greek word with both. “wind” and “spirit”
 * both render H7307, and “day” and “morning” both render H7837; but John 4:24's “Spirit” is
 * G4151, which the KJV does not render “wind” (but once), and Psalm 30:5's “morning” is H1242,
 * which it renders “day” 3 times in about 200.
 */
const quotedIn = (text: string) =>
  checkScripture(text, { translation: "kjv" }).references[0]?.quoted;

describe("a word the KJV renders the verse's original word with", () => {
  it.each([
    // H7307, rendered “wind” as often as “spirit” (and Hebrews 1:7 reads “winds” here).
    "“Who maketh his angels winds; his ministers a flaming fire” (Psalm 104:4).",
    // H7646, rendered “fill” and “satisfied”.
    "“I shall be filled, when I awake, with thy likeness” (Psalm 17:15).",
    "“The meek shall eat and be filled: they shall praise the LORD that seek him” (Psalm 22:26).",
  ])("%s is other wording, not a misquote", (text) => {
    expect(quotedIn(text)?.verdict).toBe("other-wording");
  });
});

describe("a word the KJV renders only other original words with", () => {
  it.each([
    [
      "“God is a Wind: and they that worship him must worship him in spirit and in truth” (John 4:24).",
      "wind",
      "Spirit",
    ],
    ["“Weeping may endure for a night, but joy cometh in the day” (Psalm 30:5).", "day", "morning"],
  ])("%s is a misquote that names the word", (text, quoted, original) => {
    const judged = quotedIn(text);
    expect(judged?.verdict).toBe("misquote");
    expect(judged?.note?.toLowerCase()).toContain(
      `“${quoted}” where the verse has “${original}”`.toLowerCase(),
    );
  });
});
