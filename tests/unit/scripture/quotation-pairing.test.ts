import { describe, expect, it } from "vitest";
import { checkScripture, withoutAsides } from "../../../server/scripture/check-scripture";
import { findQuotations } from "../../../server/scripture/quotations";

/**
 * Issue 31, item 2: a quotation is paired with a reference only when its words are an attempt
 * at the passage; titles, proverbs and themes near a reference are left alone; an aside inside
 * a quotation is the writer's and is left out when comparing.
 */
const web = { translation: "web" } as const;

describe("only real quotations are paired with a reference", () => {
  it.each([
    // A book's title in the sentence after a reference (Treasury of David's manner).
    'See Ps. 119:37. Richard Steele\'s "Antidote against Distractions," 1673, is worth reading.',
    // A proverb.
    'The mine is deep (Job 28:1). "Pearls lie deep." We must dig.',
    // A theme in the next sentence, a few words not the verse's own.
    'Psalm 93:1. "Jehovah is King," and all the earth must bow.',
    // A remark in the next sentence.
    'Read Romans 8:28. "Money solves all problems," he joked.',
  ])("%s", (text) => {
    const check = checkScripture(text, web);
    expect(check.references).toHaveLength(1);
    expect(check.references[0]?.quoted).toBeUndefined();
    expect(check.misquotedCount).toBe(0);
  });

  it.each([
    // The reference introduces the words: a claim that they are scripture.
    "Romans 8:28 says, “Money solves all problems.”",
    // Introduced with a colon: a claim, however short.
    "Romans 6:23 puts it bluntly: “Sin is death.”",
    // The reference follows the words directly.
    "“Money solves all problems” (Romans 8:28).",
    // Near, not introducing, but an attempt at the verse with a word changed.
    'Read Romans 8:28. "All things work together for money," he said.',
  ])("counter-example, still a finding: %s", (text) => {
    const check = checkScripture(text, web);
    expect(check.references[0]?.quoted?.verdict).toBe("misquote");
    expect(check.misquotedCount).toBe(1);
  });
});

describe("asides inside a quotation", () => {
  it("leaves out “(saith Paul)” and “, saith the apostle Paul,” when comparing", () => {
    for (const text of [
      '"O wretched man (saith Paul), who shall deliver me?" Romans 7:24.',
      "“O wretched man that I am, saith the apostle Paul, who shall deliver me from the body of this death?” (Romans 7:24).",
    ]) {
      const quoted = checkScripture(text, web).references[0]?.quoted;
      expect(quoted?.verdict).toMatch(/^(exact|fragment|other-wording)$/);
    }
  });

  it("keeps an attribution the verse has itself, and ellipses in brackets", () => {
    const jeremiah =
      "For I know the thoughts that I think toward you,” says Yahweh, “thoughts of peace";
    expect(withoutAsides("thoughts toward you, says Yahweh, thoughts", jeremiah)).toBe(
      "thoughts toward you, says Yahweh, thoughts",
    );
    expect(withoutAsides("O wretched man (saith Paul), who", "O wretched man that I am")).toBe(
      "O wretched man, who",
    );
    expect(withoutAsides("all thine heart [...] and he", "all thine heart")).toBe(
      "all thine heart [...] and he",
    );
  });
});

describe("quotation marks read in step", () => {
  it("does not take the prose between two quotations for one (a space inside both marks)", () => {
    const text =
      'Because in the first verse he saith, "Out of the mouths of babes and sucklings hast thou ordained strength." There were no babes in the time of Adam\'s innocency (Ephesians 1:22). Secondly, he addeth, "That thou mightest still the enemy and the avenger;" the devil.';
    const quotations = findQuotations(text).map((quotation) => quotation.quote);
    expect(quotations).toEqual([
      "Out of the mouths of babes and sucklings hast thou ordained strength.",
      "That thou mightest still the enemy and the avenger;",
    ]);
    expect(checkScripture(text, web).misquotedCount).toBe(0);
  });

  it("counter-example: a stray space before the closing mark alone still ends a quotation", () => {
    const text =
      '"O wretched man that I am! who shall deliver me from the body of this death? " (Romans 7:24).';
    expect(checkScripture(text, web).references[0]?.quoted?.verdict).toBe("exact");
  });
});

describe("a writer's name for the verse's pronoun", () => {
  it("reads “dwelleth in God” for “dwelleth in him” as the verse's words", () => {
    const quoted = checkScripture(
      "“And he that keepeth his commandments dwelleth in God, and God in him” (1 John 3:24).",
      { translation: "kjv" },
    ).references[0]?.quoted;
    expect(quoted?.verdict).toBe("other-wording");
  });

  it("counter-example: another word for the pronoun is a change", () => {
    const quoted = checkScripture(
      "“And he that keepeth his commandments dwelleth in riches, and he in him” (1 John 3:24).",
      { translation: "kjv" },
    ).references[0]?.quoted;
    expect(quoted?.verdict).toBe("misquote");
  });
});
