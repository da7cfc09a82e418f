import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";

/**
 * Issue 31: a function word put where the verse has its opposite (“with me” for “without me”,
 * “against thee” for “with thee”) turns what the verse says, though the word lists pair
 * “against” and “with” as words translations use for each other. Counter-examples: the
 * verse's own function words, modernised or moved, stay clean.
 */
const quotedIn = (text: string, translation: "web" | "kjv" = "kjv") =>
  checkScripture(text, { translation }).references[0]?.quoted;

describe("a function word put for its opposite", () => {
  it.each([
    ["“For with me ye can do nothing” (John 15:5).", "with", "without"],
    ["“Fear thou not; for I am against thee” (Isaiah 41:10).", "against", "with"],
    ["“If God be against us, who can be for us?” (Romans 8:31).", "against", "for"],
  ])("%s is a misquote that names the word", (text, quoted, original) => {
    const judged = quotedIn(text);
    expect(judged?.verdict).toBe("misquote");
    expect(judged?.note).toContain(`“${quoted}” where the verse has “${original}”`);
  });

  it.each([
    ["“I will fear no evil: for you are with me” (Psalm 23:4).", "kjv"],
    ["“If God is for us, who can be against us?” (Romans 8:31).", "web"],
    ["“Without faith it is impossible to please him” (Hebrews 11:6).", "kjv"],
    ["“I can do all things through Christ, who strengthens me” (Philippians 4:13).", "kjv"],
  ] as const)("%s is not", (text, translation) => {
    expect(quotedIn(text, translation)?.verdict).not.toBe("misquote");
  });
});
