import { describe, expect, it } from "vitest";
import { scriptureFindings } from "@shared/scripture/findings-summary";
import { checkScripture } from "../../../server/scripture/check-scripture";

/**
 * Issue 31, item 6: a quotation with no reference that is a verse changed is flagged with the
 * verse; a loose tie (a few common words found in verses far apart) is not made.
 */
const web = { translation: "web" } as const;

describe("misquotes with no reference", () => {
  it.each([
    [
      'As the psalm begins, "Blessed is the man that walketh not in the counsel of the righteous." So it is.',
      "Psalm 1:1",
      "righteous",
    ],
    [
      'He taught, "Blessed are the meek: for they shall inherit the heavens."',
      "Matthew 5:5",
      "heavens",
    ],
    // A negation left out: said as left out, and still a verse changed.
    ['As the psalmist says, "The Lord is my shepherd; I shall want."', "Psalm 23:1", "want"],
    [
      'Paul told the Romans, "Be conformed to this world, but be transformed by the renewing of your mind."',
      "Romans 12:2",
      "Be conformed",
    ],
  ])("%s", (text, verse, changed) => {
    const check = checkScripture(text, web);
    expect(check.quotations).toHaveLength(1);
    expect(check.quotations?.[0]).toMatchObject({ foundAt: verse, verdict: "misquote" });
    const findings = scriptureFindings(check);
    expect(findings).toHaveLength(1);
    expect(findings[0]?.kind).toBe("misquote");
    // The count the checker page and week pack cards show agrees with the marks.
    expect(check.misquotedCount).toBe(1);
    expect(text.slice(findings[0]!.start, findings[0]!.end)).toContain(changed);
  });

  it("counter-example: the verse as written is found, not flagged", () => {
    const check = checkScripture(
      'We say, "Blessed is the man that walketh not in the counsel of the ungodly."',
      web,
    );
    expect(check.quotations?.[0]).toMatchObject({ foundAt: "Psalm 1:1", verdict: "fragment" });
    expect(scriptureFindings(check)).toHaveLength(0);
  });

  it("makes no loose tie for common words found in verses far apart", () => {
    // KJV John 19:30 and James 1:15 both have “it is finished”.
    const check = checkScripture('His last words were "It is finished." Then silence.', web);
    expect(check.quotations).toEqual([]);
  });

  it.each([
    'She said, "I will always be there for you and your family."',
    'They say "money is the root of all evil" but that is wrong.',
    // Spurgeon, "The Heart—a Gift for God": a few of Amos 4:13's words picked from across it.
    'If you ask, "What is the highest wisdom upon the earth?" it is to believe in Jesus Christ.',
    // A verse with the preacher's stage direction in brackets (John 10:18).
    'He says, "I (pause) have power to lay it down and I have power to take it again."',
  ])("prose that is no verse changed is not flagged as one: %s", (text) => {
    const check = checkScripture(text, web);
    expect(
      (check.quotations ?? []).filter((quotation) => quotation.verdict === "misquote"),
    ).toEqual([]);
  });

  it("reads a shortening of two neighbouring verses, every word theirs, as those verses, not one changed", () => {
    const kjv = { translation: "kjv" } as const;
    // Matthew 11:28's "Come" and 11:29's words, the yoke clause left out (Wilmot-Buxton, 1898).
    const joined = checkScripture(
      'Jesus calls you, saying, "Come, and learn of Me, for I am meek and lowly in heart."',
      kjv,
    );
    expect(joined.quotations?.[0]).toMatchObject({ foundAt: "Matthew 11:28–29" });
    expect(joined.quotations?.[0]?.verdict).not.toBe("misquote");
    expect(scriptureFindings(joined)).toEqual([]);
    // Counter-examples: a word of the verse changed is still a verse changed, and words
    // from neither verse make no tie to the two.
    const changed = checkScripture(
      'He said, "Take my yoke upon you, and learn of me; for I am proud and lowly in heart."',
      kjv,
    );
    expect(changed.quotations?.[0]).toMatchObject({
      foundAt: "Matthew 11:29",
      verdict: "misquote",
    });
    const neither = checkScripture(
      'He said, "Come, and learn of me, for I am proud and lofty in heart."',
      kjv,
    );
    expect(neither.quotations?.map((each) => each.foundAt)).not.toContain("Matthew 11:28–29");
  });
});

// The held-out Moody set (issue 31): "Without the shedding of blood there is no remission"
// (Hebrews 9:22, KJV "and without shedding of blood is no remission") was red against the WEB's
// "apart from", a word the KJV the user checks with has there.
describe("a word the other translation has at that place is its wording, not a change", () => {
  it("is not red against the WEB for the KJV's own word", () => {
    const text =
      'I can see the sparkle on his face. "Without the shedding of blood there is no remission." It was a sad sight.';
    const check = checkScripture(text, { translation: "kjv" });
    expect(scriptureFindings(check).filter((each) => each.severity === "error")).toEqual([]);
  });

  it("counter-example: a word neither translation has there is still a change", () => {
    const text =
      'I can see the sparkle on his face. "Apart from shedding of tears there is no remission." It was a sad sight.';
    const check = checkScripture(text, { translation: "kjv" });
    expect(check.quotations?.[0]).toMatchObject({ foundAt: "Hebrews 9:22", verdict: "misquote" });
  });
});

// The held-out Moody set: John 5:24 quoted with the BSB's "Truly, truly" for the KJV's "Verily,
// verily", and no reference. With a reference it was another translation's wording; without
// one, red: the search's translations (KJV, WEB) were the only wordings it compared.
describe("a quotation without a reference is judged with every translation's wording, as one with a reference is", () => {
  const kjv = { translation: "kjv" } as const;
  const said = (words: string) => `Jesus said, "${words}" and the crowd was silent.`;

  it("is not red for the BSB's word at that place", () => {
    const text = said(
      "Truly, truly, I say unto you, He that heareth my word, and believeth on him that sent me, hath everlasting life.",
    );
    expect(
      scriptureFindings(checkScripture(text, kjv)).filter((each) => each.severity === "error"),
    ).toEqual([]);
    const referenced = checkScripture(`${text} (John 5:24)`, kjv);
    expect(referenced.references[0]?.quoted?.verdict).not.toBe("misquote");
  });

  it("counter-examples: a negation left out, or a word no translation has there, is still a misquote", () => {
    for (const [words, original] of [
      [
        "Truly, truly, I say unto you, He that heareth my word, and believeth on him that sent me, hath everlasting life, and shall come into condemnation.",
        "not",
      ],
      [
        "Truly, truly, I say unto you, He that heareth my word, and doubteth him that sent me, hath everlasting life.",
        "believeth on",
      ],
    ] as const) {
      const found = checkScripture(said(words), kjv).quotations?.[0];
      expect(found).toMatchObject({ foundAt: "John 5:24", verdict: "misquote" });
      expect(found?.differences?.map((each) => each.original)).toContain(original);
    }
  });
});

describe("two verses joined, with no reference", () => {
  const kjv = { translation: "kjv" } as const;

  // Wilmot-Buxton, "Deaf Ears and Stammering Tongues": the words of institution as the Prayer
  // Book joins them, Matthew 26:26 with Luke 22:19; against 1 Corinthians 11:24 alone, "was
  // given" looks like a change of "is broken".
  it("is no misquote of the verse most of it is", () => {
    const check = checkScripture(
      'From that altar: "Take, eat; this is My Body, which was given for you," and they heard not.',
      kjv,
    );
    expect(check.quotations?.filter((each) => each.verdict === "misquote")).toEqual([]);
    expect(check.misquotedCount).toBe(0);
  });

  it("counter-example: a changed clause that is no other verse's is still a misquote", () => {
    const check = checkScripture(
      'From that altar: "Take, eat; this is My Body, which is sold for you," and they heard not.',
      kjv,
    );
    expect(check.quotations?.[0]).toMatchObject({
      foundAt: "1 Corinthians 11:24",
      verdict: "misquote",
    });
  });
});
