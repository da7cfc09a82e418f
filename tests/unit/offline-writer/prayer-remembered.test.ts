import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { prayerOccasion } from "@shared/generation/options";
import { toolSchemas } from "@shared/tools/schemas";
import occasionData from "../../../server/generation/offline/data/prayer-occasions.json";
import { prayerPrompt } from "../../../server/generation/prompts/prayer";
import { defaultPreferences } from "../../../server/generation/pipeline-types";
import { offlineDraft } from "../draft-quality/offline-engine";

/**
 * The prayer form's "In memory of" field (issue 30, held-out 29c P1 and 29b P1: a graveside
 * prayer for Arthur Jensen and a visitation prayer for a son, Mateo, the one who had died named
 * only in the typed focus, which is the title; neither prayer said his name nor committed him to
 * God in the hope of the resurrection). The name is a structured field; nothing is read from the
 * focus or the notes.
 */
const personWords = JSON.parse(
  readFileSync(new URL("./person-number-words.json", import.meta.url), "utf8"),
) as { one: string[]; several: string[] };
const graveside = {
  prayerType: "intercession",
  occasion: "grief",
  focus: "Graveside prayer at the burial of Arthur Jensen, who served this church for sixty years",
  scripture: "Psalm 116:12-19",
  duration: "short",
  tone: "gentle",
  names: "Margaret Jensen, Paul Jensen, Linda Jensen",
  notes: "Arthur was 91. PRIVATE: Paul has not forgiven his sister.",
};
const occasions = prayerOccasion.values;
/** A line's words on either side of its slot: what every prayer with the field shares. */
const fixedParts = (line: string) =>
  line.split("{remembered}").filter((part) => part.trim().split(" ").length >= 3);
const words = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];

async function content(request: Record<string, unknown>) {
  const { item } = await offlineDraft("prayer", { ...graveside, ...request });
  return (item as { content: string }).content;
}

describe("the prayer's In memory of field", () => {
  it("29c P1 redrafted with the field: Arthur Jensen's name is prayed once, thanked for and committed in hope", async () => {
    const text = await content({ remembered: "Arthur Jensen" });
    // Once in the prayer (the focus, which also has his name, is the title, not the prayer).
    expect(text.match(/Arthur Jensen/g)).toHaveLength(1);
    expect(text).toMatch(/thanks for the life of Arthur Jensen/);
    expect(text).toMatch(/commit/);
    expect(text).toMatch(/hope of the resurrection/);
    // The mourners are still prayed for by their own field, and the notes are not printed.
    expect(text).toContain("Margaret Jensen, Paul Jensen, and Linda Jensen");
    expect(text).not.toMatch(/forgiven|91/);
  });

  it("without the field no line for the dead is prayed, and no name is taken from the focus", async () => {
    for (const occasion of occasions) {
      const text = await content({ occasion });
      expect(text).not.toContain("Arthur");
      for (const line of occasionData.remembered)
        for (const part of fixedParts(line)) expect(text).not.toContain(part.trim());
    }
    // A blank field is the same as none.
    expect(await content({ remembered: "   " })).toBe(await content({}));
  });

  it("with the field, every occasion (and none) prays the lines, the name once, in its slot", async () => {
    for (const occasion of occasions)
      for (const name of ["Mateo", "Mateo Delgado", "Baby Grace", "Sister Ruth Okafor"]) {
        const text = await content({ occasion, remembered: name, focus: "A prayer" });
        expect(text.split(name).length - 1, `${occasion} ${name}`).toBe(1);
        for (const line of occasionData.remembered)
          for (const part of fixedParts(line)) expect(text).toContain(part.trim());
        // The name stands where the slot is: right after "the life of".
        expect(text).toContain(`the life of ${name},`);
      }
  });

  it("the lines fit any name: no word refers to the one who died by sex or number, and the slot is used once", () => {
    const slots = occasionData.remembered.join(" ").match(/\{remembered\}/g) ?? [];
    expect(slots).toHaveLength(1);
    for (const line of occasionData.remembered) {
      const fixed = words(line.replace(/\{remembered\}/g, " "));
      for (const word of [...personWords.one, ...personWords.several])
        expect(fixed, line).not.toContain(word);
    }
  });

  it("the field takes one name: a list of names is refused, naming the field", () => {
    const schema = toolSchemas.prayer.request;
    const parsed = schema.safeParse({ ...graveside, remembered: "Arthur Jensen, Mary Jensen" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["remembered"]);
    expect(schema.safeParse({ ...graveside, remembered: "Arthur Jensen" }).success).toBe(true);
    expect(schema.safeParse({ ...graveside, remembered: "x".repeat(101) }).success).toBe(false);
  });

  it("the model is told the field when it is filled, and not otherwise", async () => {
    const schema = toolSchemas.prayer.request;
    const grounding = { translation: "web" as const, topical: [] };
    const withName = prayerPrompt(
      schema.parse({ ...graveside, remembered: "Arthur Jensen" }),
      grounding,
      defaultPreferences,
    ).prompt;
    const without = prayerPrompt(schema.parse(graveside), grounding, defaultPreferences).prompt;
    expect(withName).toMatch(/In memory of[^\n]*: Arthur Jensen/);
    expect(without).not.toMatch(/In memory of/);
  });
});
