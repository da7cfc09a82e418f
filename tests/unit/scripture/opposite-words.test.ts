import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";

/**
 * Issue 31: a word of substance put where the verse has its plain opposite (“everlasting death”
 * for “everlasting life”), or any word of a later clause put in place of the verse's, says what
 * the verse does not, even when the verse uses the word further on (“passed from death unto
 * life”), where an alignment would pair it and read the words between as left out.
 * Counter-examples: the verse's pairs quoted whole, shortened with both words kept, cut at a
 * clause, or a stretch left out whole, stay clean.
 */
const quotedIn = (text: string, translation: "web" | "kjv" = "kjv") =>
  checkScripture(text, { translation }).references[0]?.quoted;

describe("a word put for its opposite", () => {
  it.each([
    [
      "“He that heareth my word, and believeth on him that sent me, hath everlasting death” (John 5:24).",
      "death",
      "life",
    ],
    ["“For the wages of sin is life” (Romans 6:23).", "life", "death"],
    ["“God is light, and in him is no light at all” (1 John 1:5).", "light", "darkness"],
    // Not an opposite, but the same class: a word of a later clause put in place of the verse's.
    [
      "“He that heareth my word, and believeth on him that sent me, hath everlasting condemnation” (John 5:24).",
      "condemnation",
      "life",
    ],
  ])("%s is a misquote that names both words", (text, quoted, original) => {
    const judged = quotedIn(text);
    expect(judged?.verdict).toBe("misquote");
    expect(judged?.note).toContain(`“${quoted}” where the verse has “${original}”`);
  });

  it.each([
    ["“He that heareth my word … hath everlasting life” (John 5:24).", "kjv"],
    ["“He … is passed from death unto life” (John 5:24).", "kjv"],
    ["“The wages of sin is death” (Romans 6:23).", "kjv"],
    ["“Woe unto them that call evil good, and good evil” (Isaiah 5:20).", "kjv"],
    ["“Woe unto them that call good evil” (Isaiah 5:20).", "kjv"],
    ["“I have set before you life and death, blessing and cursing” (Deuteronomy 30:19).", "kjv"],
    ["“God is light, and in him is no darkness at all” (1 John 1:5).", "kjv"],
    ["“Whoever hates his brother is in the darkness” (1 John 2:11).", "web"],
    // A stretch left out whole, where the alignment could pair the first of a repeated phrase.
    [
      "“Finally, brethren, farewell. Be perfect, be of one mind, live in peace” (2 Corinthians 13:11).",
      "kjv",
    ],
    ["“Come unto me, all ye that labour, and I will give you rest” (Matthew 11:28).", "kjv"],
  ] as const)("%s is not", (text, translation) => {
    expect(quotedIn(text, translation)?.verdict).not.toBe("misquote");
  });
});
