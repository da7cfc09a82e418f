import { describe, expect, it } from "vitest";
import { groundRequest } from "../../server/generation/grounding";
import { defaultPreferences } from "../../server/generation/pipeline-types";
import { lookup } from "../../server/scripture/lookup";

const web = { ...defaultPreferences, translation: "web" as const };

/** The verse text a reference really has, for comparing with what grounding gives. */
function textOf(reference: string, translation: "web" | "kjv" = "web"): string {
  const outcome = lookup(reference, { translation });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.passage.text;
}

describe("grounding a request in real scripture", () => {
  it("gives the requested passage's real text", () => {
    const grounding = groundRequest({ passage: "Jn 3:16", subject: "God's love" }, web);
    expect(grounding.passage).toEqual({ reference: "John 3:16", text: textOf("John 3:16") });
  });

  it("cuts a long passage and names exactly the verses it keeps", () => {
    const grounding = groundRequest({ passage: "Psalm 119", subject: "the word" }, web);
    expect(grounding.passage?.reference).toBe("Psalm 119:1–30");
    expect(grounding.passage?.text).toBe(textOf("Psalm 119:1-30"));
  });

  it("uses the preferred translation", () => {
    const grounding = groundRequest(
      { passage: "Genesis 1:1", subject: "creation" },
      { ...web, translation: "kjv" },
    );
    expect(grounding.translation).toBe("kjv");
    expect(grounding.passage?.text).toBe(textOf("Genesis 1:1", "kjv"));
  });

  it("finds no passage for a reference that does not exist, and never throws", () => {
    expect(groundRequest({ passage: "Ephesians 7:12", subject: "" }, web).passage).toBeUndefined();
    expect(groundRequest({ passage: "not a verse", subject: "" }, web).passage).toBeUndefined();
    expect(groundRequest({ subject: "" }, web).topical).toEqual([]);
  });

  it("chooses topical verses whose references and text agree, as many as the emphasis asks", () => {
    const high = groundRequest({ subject: "Hope in suffering" }, web);
    const low = groundRequest(
      { subject: "Hope in suffering" },
      { ...web, scriptureEmphasis: "low" },
    );
    expect(high.topical.length).toBe(6);
    expect(low.topical.length).toBe(2);
    for (const verse of high.topical) expect(verse.text).toBe(textOf(verse.reference));
  });

  it("falls back to a text search when no topic matches", () => {
    const grounding = groundRequest({ subject: "mustard seed" }, web);
    expect(grounding.topical.length).toBeGreaterThan(0);
    expect(grounding.topical.some((verse) => /mustard/i.test(verse.text))).toBe(true);
  });

  it("does not repeat the requested passage among the topical verses", () => {
    const grounding = groundRequest({ passage: "Mark 16:6", subject: "resurrection" }, web);
    expect(grounding.topical.map((verse) => verse.reference)).not.toContain("Mark 16:6");
  });
});
