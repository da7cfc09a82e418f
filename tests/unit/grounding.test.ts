import { describe, expect, it } from "vitest";
import { groundRequest } from "../../server/generation/grounding";
import { defaultPreferences } from "../../server/generation/pipeline-types";
import { lookup } from "../../server/scripture/lookup";
import { getTopic } from "../../server/scripture/topics/topics";

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
    expect(grounding.passage?.reference).toBe("Psalm 119:1–80");
    expect(grounding.passage?.text).toBe(textOf("Psalm 119:1-80"));
  });

  it("uses the preferred translation", () => {
    const grounding = groundRequest(
      { passage: "Genesis 1:1", subject: "creation" },
      { ...web, translation: "kjv" },
    );
    expect(grounding.translation).toBe("kjv");
    expect(grounding.passage?.text).toBe(textOf("Genesis 1:1", "kjv"));
  });

  it("grounds a passage asked for again the same way, in each request's own translation", () => {
    const first = groundRequest({ passage: "Romans 5:1-5", subject: "Hope in suffering" }, web);
    const again = groundRequest({ passage: "Romans 5:1-5", subject: "Hope in suffering" }, web);
    expect(again).toEqual(first);
    expect(first.study?.keyWords.length).toBeGreaterThan(0);
    const kjv = groundRequest(
      { passage: "Romans 5:1-5", subject: "Hope in suffering" },
      { ...web, translation: "kjv" },
    );
    expect(kjv.passage?.text).toBe(textOf("Romans 5:1-5", "kjv"));
    expect(kjv.study?.crossReferences.map((verse) => verse.reference)).toEqual(
      first.study?.crossReferences.map((verse) => verse.reference),
    );
    for (const verse of kjv.study?.crossReferences ?? [])
      expect(verse.text).toBe(textOf(verse.reference.replace("–", "-"), "kjv"));
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

  it("gives no verses, rather than a word search's, when the subject names no curated topic", () => {
    // A search for "mustard" finds the seed; for "storm", Jonah's; neither is what was asked.
    expect(groundRequest({ subject: "mustard seed" }, web).topical).toEqual([]);
    expect(groundRequest({ subject: "Jesus calms the storm" }, web).topical).toEqual([]);
  });

  it("does not repeat the requested passage among the topical verses", () => {
    const grounding = groundRequest({ passage: "Mark 16:6", subject: "resurrection" }, web);
    expect(grounding.topical.map((verse) => verse.reference)).not.toContain("Mark 16:6");
  });

  // A word search for these finds the word in another sense: Jehu's driving for a blood drive,
  // casting lots for a parking lot, servants treated shamefully for trunk or treat.
  it.each([
    ["Blood drive", "Compassion"],
    ["Coat drive for the homeless shelter", "Compassion"],
    ["Trunk or treat", "Community"],
    ["Fall festival", "Community"],
    ["Parking lot repaving this Saturday", "Servanthood"],
    ["Church workday", "Servanthood"],
    ["Potluck after the service", "Hospitality"],
    ["Car wash fundraiser", "Generosity"],
    ["Welcome our new associate pastor, Rev. Maria Lopez", "Calling to Ministry"],
    ["Giving thanks in hard years", "Thanksgiving"],
    ["Recruit volunteers for Vacation Bible School", "Children"],
    ["Students grieving a classmate", "Grief"],
    ["Bake sale for the youth mission trip", "Mission"],
    ["Good Friday service", "Good Friday"],
    ["Christmas Eve candlelight service", "Christmas"],
    ["Sunday service times change", "Worship"],
    ["Community service day", "Servanthood"],
  ])("grounds “%s” in the curated topic %s", (subject, topicName) => {
    const topic = getTopic(topicName, { translation: "web" })!;
    // A topical passage may be cut to its first verses: compare where each begins.
    const start = (reference: string) => reference.split(/[–-]/)[0];
    const starts = topic.passages.map((passage) => start(passage.reference));
    const { topical } = groundRequest({ subject }, web);
    expect(topical.length).toBeGreaterThan(0);
    for (const verse of topical) expect(starts).toContain(start(verse.reference));
  });
});
