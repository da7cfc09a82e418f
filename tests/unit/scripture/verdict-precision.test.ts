import { describe, expect, it } from "vitest";
import type { CheckedReference } from "@shared/scripture/check-result";
import { findingsSummary, scriptureFindings } from "@shared/scripture/findings-summary";
import { referenceStatus } from "@shared/scripture/reference-status";
import { scriptureReport } from "../../../server/modules/documents/report-document";
import { checkScripture } from "../../../server/scripture/check-scripture";
import { matchCompounds } from "../../../server/scripture/quotation-verdict";

/**
 * Issue 31, item 1: verdicts that mean what they say. Cosmetic differences (spelling, archaic
 * forms, compounds, a faithful shortening, a quotation running on into the next verse) are
 * never misquotes, and each explanation is given only when its condition holds. Each rule is
 * tested with the quotation that wrongly triggered it and a counter-example that must.
 */
function quotedIn(text: string, translation: "web" | "kjv" = "web"): CheckedReference["quoted"] {
  const check = checkScripture(text, { translation });
  expect(check.references).toHaveLength(1);
  return check.references[0]!.quoted;
}

const notTurned = /turns the verse’s “not” around/;
const joins = /joins words the verse keeps apart/;

describe("cosmetic differences are never misquotes", () => {
  it.each([
    // Compounds written the other way.
    "“Jesus Christ the same yesterday, and today, and forever” (Hebrews 13:8).",
    "“Jesus Christ is the same yesterday and today and for ever” (Hebrews 13:8).",
    "“Because your lovingkindness is better than life, my lips shall praise thee” (Psalm 63:3).",
    "“Because thy loving kindness is better than life, my lips shall praise thee” (Psalm 63:3).",
    // Archaic pronouns and verb endings modernised.
    "“The Lord bless you, and keep you: the Lord make his face shine upon you, and be gracious unto you” (Numbers 6:24-25).",
    "“Come to me, all you that labour and are heavy laden, and I will give you rest” (Matthew 11:28).",
    "“Behold, to obey is better than sacrifice, and to hearken than the fat of rams” (1 Samuel 15:22).",
    // The KJV with the WEB's word in one place (“findeth” where the KJV has “shall have”).
    "“He that covereth his sins shall not prosper, but whoso confesseth and forsaketh them findeth mercy” (Proverbs 28:13).",
    // A word without the KJV's prefix, as a modernised sermon has it (“camps” for “encampeth”).
    "“The angel of the Lord camps round about them that fear Him” (Psalm 34:7).",
    // Shortened: a clause left out, with or without an ellipsis.
    "“He that covereth his sins shall not prosper” (Proverbs 28:13).",
    "“Trust in the LORD with all thine heart; … In all thy ways acknowledge him” (Proverbs 3:5-6).",
  ])("%s", (text) => {
    for (const translation of ["web", "kjv"] as const) {
      const quoted = quotedIn(text, translation);
      expect(quoted?.verdict, translation).toMatch(/^(exact|fragment|other-wording)$/);
      expect(quoted?.note ?? "").not.toMatch(/says something the verse does not/);
    }
  });

  it("reads a compound either way (spelling, not wording)", () => {
    expect(matchCompounds(["for", "ever", "and", "ever"], ["forever", "and", "ever"])).toEqual([
      "forever",
      "and",
      "ever",
    ]);
    expect(matchCompounds(["loving", "kindness"], ["lovingkindness"])).toEqual(["lovingkindness"]);
    expect(matchCompounds(["lovingkindness"], ["loving", "kindness"])).toEqual([
      "loving",
      "kindness",
    ]);
    // Words the passage has as written are never joined or split.
    expect(matchCompounds(["for", "ever"], ["for", "ever", "forever"])).toEqual(["for", "ever"]);
  });

  it("takes a quotation that runs on into the next verse as the verses it quotes", () => {
    for (const text of [
      "“Everyone who drinks of this water will thirst again, but whoever drinks of the water that I will give him will never thirst again” (John 4:13).",
      "Jesus said, “Whosoever drinketh of this water shall thirst again: But whosoever drinketh of the water that I shall give him shall never thirst” (John 4:13).",
    ]) {
      const quoted = quotedIn(text);
      expect(quoted?.verdict).toMatch(/^(exact|fragment)$/);
      expect(quoted?.note).toBe("The quotation runs on into John 4:14.");
    }
  });

  it("but a changed verse is not excused by a word the next verse has", () => {
    // Ephesians 2:9 says “not of works”.
    const quoted = quotedIn("“For by grace you have been saved through works” (Ephesians 2:8).");
    expect(quoted?.verdict).toBe("misquote");
  });
});

describe("“turns the verse’s ‘not’ around” only when one side negates what the other affirms", () => {
  it.each([
    // “will be” for “is”: no negation on either side.
    "“The joy of the Lord will be your strength” (Nehemiah 8:10).",
    // One negative for another.
    "“Do not be anxious about anything, but in every situation, by prayer and petition, with thanksgiving, present your requests to God” (Philippians 4:6 NIV).",
    "“Do not be anxious about anything, but in every situation, by prayer and petition, with thanksgiving, present your requests to God” (Philippians 4:6).",
    // The same thing said without a negation.
    "“The Lord is my shepherd; I have all that I need” (Psalm 23:1 NLT).",
    // A negation moved past its verb.
    "Lamentations 3:22 says, “Because of the Lord's great love we are not consumed, for his compassions never fail.”",
  ])("%s", (text) => {
    const quoted = quotedIn(text);
    expect(quoted?.note ?? "").not.toMatch(notTurned);
    expect(quoted?.verdict).not.toBe("misquote");
  });

  it.each([
    ["“The Lord is my shepherd, I shall want” (Psalm 23:1).", "not"],
    [
      "“For God so loved the world that he gave his only Son, that whoever believes in him shall perish” (John 3:16).",
      "should not",
    ],
    ["“The fool hath said in his heart, There is a God” (Psalm 14:1).", "no"],
  ])("counter-example: %s", (text, original) => {
    const quoted = quotedIn(text);
    expect(quoted?.verdict).toBe("misquote");
    // Each leaves the verse's negation out: said as such, naming the word.
    expect(quoted?.note).toBe(
      `It leaves out the verse’s “${original.split(" ").pop()}”, so it says the opposite.`,
    );
    expect(quoted?.differences?.map((difference) => difference.original)).toContain(original);
  });
});

describe("“joins words the verse keeps apart” only when it does", () => {
  it("not on a faithful NIV quotation of Philippians 4:11-12", () => {
    const quoted = quotedIn(
      "“I am not saying this because I am in need, for I have learned to be content whatever the circumstances. I know what it is to be in need, and I know what it is to have plenty. I have learned the secret of being content in any and every situation, whether well fed or hungry, whether living in plenty or in want.” (Philippians 4:11-12 NIV)",
    );
    expect(quoted?.note ?? "").not.toMatch(joins);
    expect(quoted?.verdict).toBe("other-wording");
  });

  it("not on a quotation that starts at the verse's second “let us” (Hebrews 12:1)", () => {
    const changed = quotedIn(
      "“Let us run with courage the race that is set before us” (Hebrews 12:1).",
      "kjv",
    );
    expect(changed?.note).toBe("It has “courage” where the verse has “patience”.");
    const reworded = quotedIn(
      "“Let us run with endurance the race that is set before us” (Hebrews 12:1).",
      "kjv",
    );
    expect(reworded?.note ?? "").not.toMatch(joins);
  });

  // Charnock (held-out set 5): Psalm 106:19's first deed and 106:20's second, "and worshipped
  // the molten image. Thus they" left out: one subject's two deeds, the first cut short.
  it("not on the rest of a clause left out with the next clause's opening words", () => {
    const quoted = quotedIn(
      "“they made a calf in Horeb, and changed their glory into a similitude of an ox that eateth grass” (Psalm 106:19-20).",
      "kjv",
    );
    expect(quoted?.verdict).not.toBe("misquote");
  });

  it("counter-example: “Pride goes before a fall”", () => {
    const quoted = quotedIn("“Pride goes before a fall” (Proverbs 16:18).");
    expect(quoted?.verdict).toBe("misquote");
    expect(quoted?.note).toMatch(joins);
  });

  it("words of the verse moved to another place are named as such, not as a join", () => {
    const quoted = quotedIn("“The lion shall lie down with the lamb” (Isaiah 11:6).");
    expect(quoted?.verdict).toBe("misquote");
    expect(quoted?.note).not.toMatch(joins);
    expect(quoted?.note).toMatch(/“lion”/);
  });
});

describe("a misquote is never reported as verified (item 3)", () => {
  const text =
    "Paul's confidence was not in himself: “I can do all things through Christ, who makes all my dreams come true” (Philippians 4:13). Later he says God will supply every need (Philippians 4:19).";

  it("is a finding, its words marked, counted once in the summary", () => {
    const check = checkScripture(text, { translation: "web" });
    const phil413 = check.references.find((reference) => reference.osis === "Phil.4.13");
    expect(phil413?.quoted?.verdict).toBe("misquote");
    expect(phil413?.quoted?.differences).toEqual([
      { quoted: "makes all my dreams come true", original: "strengthens me" },
    ]);
    expect(check.misquotedCount).toBe(1);
    const findings = scriptureFindings(check);
    expect(findings).toHaveLength(1);
    const [finding] = findings;
    expect(text.slice(finding!.start, finding!.end)).toContain("makes all my dreams come true");
    const summary = findingsSummary(check);
    expect(summary.tone).toBe("error");
    expect(summary.text).toMatch(/^1 quotation differs from the WEB/);
  });

  it("counter-example: the verse as written is not a finding", () => {
    const check = checkScripture(
      "“I can do all things through Christ, who strengthens me” (Philippians 4:13).",
      { translation: "web" },
    );
    expect(check.misquotedCount).toBe(0);
    expect(scriptureFindings(check)).toHaveLength(0);
  });

  it("a one-word change in a KJV quotation is caught (“that ye tolerate one another”)", () => {
    const quoted = quotedIn("Jesus commands “that ye tolerate one another” (John 13:34).");
    expect(quoted?.verdict).toBe("misquote");
    expect(quoted?.differences).toEqual([{ quoted: "tolerate", original: "love" }]);
  });
});

describe("the page, the summary and the report count the same things", () => {
  const text = [
    "“I can do all things through Christ, who makes all my dreams come true” (Philippians 4:13).",
    "He means “I can do all things through Christ, who strengthens me” (Philippians 4:13).",
    "“Do not be anxious about anything, but in every situation, by prayer and petition, with thanksgiving, present your requests to God” (Philippians 4:6).",
    "God will supply every need (Philippians 4:19).",
  ].join("\n\n");
  const check = checkScripture(text, { translation: "web" });

  it("marks in the text only what the summary counts: other wording is not a differing quotation", () => {
    const statuses = check.references.map((reference) => referenceStatus(reference));
    const misquotedMarks = statuses.filter((status) => status === "misquoted").length;
    expect(check.references.map((reference) => reference.quoted?.verdict)).toEqual([
      "misquote",
      "exact",
      "other-wording",
      undefined,
    ]);
    expect(misquotedMarks).toBe(1);
    expect(misquotedMarks).toBe(findingsSummary(check).counts.misquote ?? 0);
  });

  it("lists under “Verified references” only what is word for word, other wording apart", () => {
    const report = scriptureReport(text, check, { now: new Date("2026-11-27T12:00:00Z") });
    const verified = report.sections.find((section) => section.heading === "Verified references");
    expect(verified?.tags).toEqual(["Philippians 4:19"]);
    const reworded = report.sections.find((section) => section.heading === "Quoted in other words");
    expect(reworded?.paragraphs).toHaveLength(1);
    expect(reworded?.paragraphs[0]).toMatch(/^Philippians 4:6: “Do not be anxious/);
  });
});

describe("the note says only what is there", () => {
  it("names the word put for another, without claiming the meaning changed", () => {
    const quoted = quotedIn("“For God loveth a joyful giver” (2 Corinthians 9:7).", "kjv");
    expect(quoted?.note).toBe("It has “joyful” where the verse has “cheerful”.");
  });

  it("reads a word the KJV gives the same Hebrew word elsewhere as wording (“enough”, “satisfied”), and a modern synonym (“consoled”)", () => {
    const quoted = quotedIn(
      "“They shall not be ashamed in the evil time, and in the days of famine they shall have enough” (Psalm 37:19).",
      "kjv",
    );
    expect(quoted?.verdict).toBe("other-wording");
    expect(
      quotedIn("“Blessed are they that mourn: for they shall be consoled” (Matthew 5:4).", "kjv")
        ?.verdict,
    ).toBe("other-wording");
    // Two words the KJV both uses are told apart by its translators: “die” is not “perish”.
    expect(
      quotedIn(
        "“That whosoever believeth in him should not die, but have everlasting life” (John 3:16).",
        "kjv",
      )?.verdict,
    ).toBe("misquote");
  });

  it("says the verse is changed when several words of its own stand in one place", () => {
    const quoted = quotedIn(
      "In Romans 8:28 Paul says, “We know that all things are good for those who love God and keep his law.”",
    );
    expect(quoted?.verdict).toBe("misquote");
    expect(quoted?.note).toBe(
      "Words are changed or added, so it says something the verse does not.",
    );
  });

  it("reads a word at the end of a quotation against the verse's words there (“faithfulness”, “faith”)", () => {
    const quoted = quotedIn(
      "“But the fruit of the Spirit is love, joy, peace, forbearance, kindness, goodness, faithfulness” (Galatians 5:22).",
    );
    expect(quoted?.verdict).toBe("other-wording");
  });
});
