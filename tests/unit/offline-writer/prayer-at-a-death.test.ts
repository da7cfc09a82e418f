import { describe, expect, it } from "vitest";
import { prayerOccasion, prayerType } from "@shared/generation/options";
import occasionData from "../../../server/generation/offline/data/prayer-occasions.json";
import { offlineDraft } from "../draft-quality/offline-engine";

/**
 * A prayer with the "In memory of" field is prayed at a death (held-out 29d P1: "We pray for
 * Karen Sutton and Ray Sutton, Lord; nothing about them is hidden from you." at their mother's
 * funeral). Once the one who has died is committed to God, no later line may take them in among
 * the living prayed for: not by name (typed in both fields), and not in the phrase that stands for
 * everyone prayed for when no name is typed ("each one for whom we pray", which after the
 * committal includes the one just committed).
 */
const remembered = "Dorothy Sutton";
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);
/** The committal's words before any slot: where the prayer has let the one who died go. */
const committal = occasionData.remembered.at(-1)!.split("{")[0]!.slice(0, 40);

async function content(request: Record<string, unknown>) {
  const { item } = await offlineDraft("prayer", {
    focus: "Closing prayer at the funeral of Dorothy Sutton",
    scripture: "Psalm 31:1-5",
    remembered,
    ...request,
  });
  return (item as { content: string }).content;
}

describe("a prayer in memory of someone never prays for them among the living", () => {
  for (const occasion of prayerOccasion.values)
    it(occasion, async () => {
      for (const type of prayerType.values)
        for (const names of ["", "Dorothy Sutton, Karen Sutton, Ray Sutton", "dorothy sutton"])
          for (const variant of [0, 1]) {
            const text = await content({
              occasion,
              prayerType: type,
              names,
              variant,
              duration: "extended",
            });
            const label = `${occasion} ${type} “${names}” ${variant}`;
            // Named once: in the thanks for their life.
            expect(text.toLowerCase().split(remembered.toLowerCase()).length - 1, label).toBe(1);
            const after = sentences(text.slice(text.indexOf(committal)));
            expect(text.indexOf(committal), label).toBeGreaterThan(0);
            for (const sentence of after)
              expect(sentence, label).not.toContain(occasionData.unnamed);
          }
    });
});

/**
 * A confession is the church's own ("we have sinned"): a person named in the names field is
 * prayed for in the names sentence, and never made the one a confession petition asks a clean
 * heart for (that reads as an accusation before the congregation).
 */
describe("a confession never names a person typed as its penitent", () => {
  for (const names of ["Tom Becker", "Tom Becker and Ana Ruiz"])
    it(names, async () => {
      for (const variant of [0, 1, 2]) {
        const text = await content({
          occasion: "confession",
          prayerType: "intercession",
          names,
          variant,
          remembered: "",
          duration: "extended",
        });
        const naming = sentences(text).filter((sentence) => sentence.includes("Tom Becker"));
        expect(naming, text).toHaveLength(1);
      }
    });
});
