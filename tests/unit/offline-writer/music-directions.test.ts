import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";
import { lookup } from "../../../server/scripture/lookup";
import { offlineDraft } from "../draft-quality/offline-engine";

/**
 * “Selah” and the subscription that ends Habakkuk's prayer are directions to the singer (issue
 * 30, held-out class 3): a prayer, a post and an email quote the verses without them, and the
 * Scripture Checker reads a quotation the same with or without them.
 */
const passages = {
  selahAtTheEnd: "Psalm 46:1-3",
  selahWithin: "Psalm 3:1-4",
  subscription: "Habakkuk 3:17-19",
};

function verseText(reference: string): string {
  const found = lookup(reference, { translation: "web" });
  if (!found.ok) throw new Error(`${reference} not found`);
  return found.passage.text;
}

const directions = /\bSelah\b|music director|stringed instruments/i;

function textsOf(draft: Awaited<ReturnType<typeof offlineDraft>>): string[] {
  const item = draft.item as unknown as Record<string, unknown>;
  const posts = draft.posts.map((post) => post.content);
  const written = Object.values(item).flatMap((value) => (Array.isArray(value) ? value : [value]));
  return [...posts, ...written.filter((value): value is string => typeof value === "string")];
}

/** Every quotation the text gives with a reference is the verses' own words. */
function quotationsMatch(text: string) {
  const check = checkScripture(text, { translation: "web" });
  const quoted = check.references.filter((reference) => reference.quoted);
  expect(quoted.length).toBeGreaterThan(0);
  for (const reference of quoted) expect(reference.quoted!.matches, reference.reference).toBe(true);
}

describe("directions to the singer are left out of what is prayed, posted or sent", () => {
  it("the passages hold them in the WEB", () => {
    expect(verseText(passages.selahAtTheEnd)).toMatch(/Selah\.$/);
    expect(verseText(passages.selahWithin)).toMatch(/Selah\. \S/);
    expect(verseText(passages.subscription)).toContain("For the music director");
  });

  const requests = [
    [
      "prayer",
      {
        prayerType: "intercession",
        focus: "Strength in a hard season",
        duration: "extended",
      },
    ],
    ["social", { platform: "instagram", contentType: "scripture-focus", topic: "Hope" }],
    [
      "email",
      {
        emailType: "encouragement",
        purpose: "A word of hope for the week",
        audience: "general-congregation",
        tone: "pastoral",
        length: "detailed",
      },
    ],
  ] as const;

  for (const [tool, request] of requests)
    for (const scripture of Object.values(passages))
      it(`a ${tool} on ${scripture} quotes the verses without them, word for word`, async () => {
        const draft = await offlineDraft(tool, { ...request, scripture });
        const texts = textsOf(draft);
        expect(texts.join("\n")).toContain(scripture.replace("-", "–").split(":")[0]);
        for (const text of texts) expect(text).not.toMatch(directions);
        quotationsMatch(texts.join("\n\n"));
      });

  it("a sermon reads the psalm as it stands, Selah and all", async () => {
    const draft = await offlineDraft("sermon", {
      topic: "God our refuge",
      scripture: passages.selahAtTheEnd,
      audience: "general-congregation",
      length: "25-30",
    });
    expect(textsOf(draft).join("\n")).toMatch(/\bSelah\b/);
  });
});

describe("the checker compares a quotation without the directions in its verses", () => {
  const [before, after] = verseText("Psalm 88:7-8").split(" Selah. ");
  it.each([
    ["with Selah", `“${before} Selah. ${after}” (Psalm 88:7–8)`],
    ["without Selah", `“${before} ${after}” (Psalm 88:7–8)`],
  ])("Psalm 88:7–8 %s is the verses' own words", (_, text) => {
    const [reference] = checkScripture(text, { translation: "web" }).references;
    expect(reference?.quoted?.matches).toBe(true);
  });

  it("a word put in its place is still a change", () => {
    const text = `“${before} Amen. ${after}” (Psalm 88:7–8)`;
    const [reference] = checkScripture(text, { translation: "web" }).references;
    expect(reference?.quoted?.matches).toBe(false);
  });
});
