import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { outlineFromManuscript } from "../../../server/modules/packs/extract-outline";
import { strongestSentences } from "../../../server/modules/packs/preacher-words";
import { sentencesOf } from "../../../server/text/sentences";
import { readTranscriptFile } from "../../../server/modules/recordings/captions";
import { transcriptManuscript } from "../../../server/modules/recordings/manuscript";
import { locateQuotation } from "../../../server/scripture/check-scripture";
import { walkingInTheDark } from "./walking-in-the-dark";

/**
 * A verse said without quotation marks (a transcript has none) is scripture, not the preacher's
 * claim (issue 34, held-out "Faith Versus Sight", whose big idea came out as its text read
 * aloud): never the big idea, a point or the call as his words; where it is used, quoted and
 * cited. Whether a sentence is a verse is asked here of the Scripture Checker's own search
 * (locateQuotation), not of the code under test.
 */

/** The verse a span's words are, word for word (the whole verse or a part of it), in any translation. */
function verseIs(span: string): string | undefined {
  const found = locateQuotation(span, ["web", "kjv", "bsb"]);
  const verdict = found?.judgement.verdict;
  return verdict === "exact" || verdict === "fragment" ? found!.reference : undefined;
}

/** The field's sentences outside quotation marks: what it gives as the preacher's own words. */
const ownSentences = (field: string) =>
  sentencesOf(field.replace(/“[^”]*”\s*(?:\([^)]*\))?/g, " ")).filter(
    (sentence) => sentence.split(/\s+/).length >= 3,
  );

function outlineOfTranscript(name: string, title: string) {
  const folder = join(import.meta.dirname, "../recordings/spoken");
  const segments = readTranscriptFile(readFileSync(join(folder, `${name}.vtt`), "utf8"), "vtt");
  const manuscript = transcriptManuscript(segments, title);
  return outlineFromManuscript(manuscript.text, manuscript.filename).outline;
}

const written = (opening: string, close: string) =>
  walkingInTheDark(
    [
      opening,
      "Paul wrote to tired people who could not see how their troubles would end. They had buried friends and lost their homes, and still they kept going.",
    ],
    close,
  );

describe("a verse said without quotation marks is scripture, not the preacher's words", () => {
  it("is not the big idea of the held-out transcript whose text is read aloud (Faith Versus Sight)", () => {
    const outline = outlineOfTranscript("spurgeon-faith-versus-sight", "Faith Versus Sight");
    for (const sentence of ownSentences(outline.bigIdea)) expect(verseIs(sentence)).toBeUndefined();
    // Where the text is used inside the big idea, it is quoted and cited.
    if (/walk by faith/i.test(outline.bigIdea))
      expect(outline.bigIdea).toMatch(/“[^”]*walk by faith[^”]*”\s*\(2 Corinthians 5:7\)/);
  });

  it("quotes and cites a verse read into the call (Hornets' close, Hebrews 12:4 said without marks)", () => {
    const outline = outlineOfTranscript(
      "spurgeon-hornets",
      "Secret Sins Driven Out by Stinging Hornets",
    );
    for (const sentence of ownSentences(outline.callToAction))
      expect(verseIs(sentence)).toBeUndefined();
    expect(outline.callToAction).toMatch(/“[^”]*resisted[^”]*”\s*\(Hebrews 12:4\)/);
  });

  it.each([
    ["the text", "For we walk by faith, not by sight."],
    ["KJV", "Trust in the LORD with all thine heart; and lean not unto thine own understanding."],
    ["WEB", "Trust in Yahweh with all your heart, and don't lean on your own understanding."],
    ["BSB", "Trust in the LORD with all your heart, and lean not on your own understanding."],
    [
      "cosmetic differences",
      "Trust in the Lord with all your heart and lean not on your own understanding!",
    ],
  ])("never takes a verse read as a paragraph of its own (%s) for the big idea", (_, verse) => {
    const { outline } = outlineFromManuscript(
      written(verse, "This week, trust him with the step you cannot see."),
    );
    expect(outline.bigIdea).not.toContain(verse.slice(0, 20));
    for (const sentence of ownSentences(outline.bigIdea)) expect(verseIs(sentence)).toBeUndefined();
  });

  it("never makes a verse the call: the preacher's own sentence asking for a response is", () => {
    const { outline } = outlineFromManuscript(
      written(
        "Faith is the way a Christian walks through every ordinary day.",
        "Come unto me, all ye that labour and are heavy laden, and I will give you rest. So this week, bring him the burden you have carried alone.",
      ),
    );
    expect(outline.callToAction).toMatch(/^So this week, bring him the burden/);
  });

  it("keeps a division said in a verse's words only as that verse, quoted and cited", () => {
    const { outline } = outlineFromManuscript(
      [
        "Rest for the Weary",
        "Text: Matthew 11:28-30",
        "",
        "Jesus speaks to people who are worn out by religion and by life, and he offers them himself.",
        "",
        "1. Come unto me, all ye that labour and are heavy laden",
        "",
        "He calls the tired, not the strong. Nobody is too worn out to come to him.",
        "",
        "2. Learning from a gentle teacher",
        "",
        "His yoke fits because he made it for us. He is gentle with slow learners.",
      ].join("\n"),
    );
    expect(outline.points[0]).toMatch(/^“Come unto me[^”]*”\s*\(Matthew 11:28\)$/);
    expect(outline.points[1]).toBe("Learning from a gentle teacher");
  });

  it("leaves the preacher's own sentences that share a verse's words but are not it", () => {
    for (const own of [
      "We walk by faith in the dark, not by the sight of our own plans.",
      "Faith walks where sight cannot follow, and that is the road of every Christian.",
      "The Lord is my shepherd, and that changes the way we face a Monday morning.",
    ]) {
      const { outline } = outlineFromManuscript(written(own, "This week, trust him."));
      expect(outline.bigIdea).toBe(own);
    }
  });

  it("does not give a verse read aloud as the sermon's words of a point", () => {
    const paragraphs = [
      "For we walk by faith, not by sight. Walk by faith, not by sight, and you walk with God. Faith does not walk by sight, it walks by the promise. The sight of our eyes is not the walk of faith.",
    ];
    const chosen = strongestSentences(paragraphs);
    expect(chosen.length).toBeGreaterThan(0);
    for (const sentence of chosen) expect(verseIs(sentence)).toBeUndefined();
  });
});
