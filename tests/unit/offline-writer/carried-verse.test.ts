import { describe, expect, it } from "vitest";
import keyVerses from "../../../server/generation/offline/data/key-verses.json";
import { lookup } from "../../../server/scripture/lookup";
import { offlineDraft } from "../draft-quality/offline-engine";

/**
 * The one verse a draft hands the reader to carry, write out or dwell on (issue 30, held-out 29d:
 * a youth sermon on 2 Samuel 11 closed "Take this verse with you: … 'that he may be struck, and
 * die'" (11:15, a section's point); a meditation on Numbers 20:1-13 had the people's complaint
 * (20:5) brought "to mind at each meal"). It is a verse the team lists as the passage's own point
 * or as widely memorised, or a short passage whole; where the list names none, the draft sends
 * the reader to the passage, and quotes no verse there.
 */
function ordinals(reference: string): string[] {
  const found = lookup(reference, { translation: "web" });
  if (!found.ok) throw new Error(reference);
  return found.passage.passages.flatMap((passage) =>
    passage.verses.map((verse) => verse.reference),
  );
}
const carried = new Set([...keyVerses.verses, ...keyVerses.alsoMemorised].flatMap(ordinals));
const quotedVerses = (text: string) =>
  [...text.matchAll(/” \(([1-3]?\s?[A-Z][a-z]+ \d+:[\d–-]+)\)/g)].map((match) => match[1]!);

// Long passages (more than six verses) of which the list names no verse as the whole passage's
// point: chosen by reading the list, before the change.
const unlisted = ["2 Samuel 11:1-27", "Numbers 20:1-13", "John 18:15-27"];

describe("the verse a draft hands the reader", () => {
  for (const scripture of unlisted) {
    it(`${scripture}: the list names none of its verses as the passage's point`, () => {
      expect(ordinals(scripture).filter((verse) => carried.has(verse))).toEqual([]);
    });

    it(`${scripture}: the sermon's call quotes no verse and sends the hearers to the passage`, async () => {
      for (const tone of ["pastoral", "prophetic", "teaching", "healing"]) {
        const { item } = await offlineDraft("sermon", {
          topic: "Faithful in the dark",
          scripture,
          audience: "youth",
          tone,
          length: "25-30",
        });
        const call = (item as { callToAction: string }).callToAction;
        expect(quotedVerses(call), `${tone}: ${call}`).toEqual([]);
        expect(call).not.toContain("“");
      }
    });

    it(`${scripture}: the meditation dwells on the passage, not on one verse of it`, async () => {
      const { item } = await offlineDraft("meditation", { scripture });
      const { revelation, application } = item as { revelation: string; application: string };
      const passage = lookup(scripture, { translation: "web" });
      if (!passage.ok) throw new Error(scripture);
      for (const verse of ordinals(scripture)) {
        expect(application).not.toMatch(
          new RegExp(`${verse.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b(?!–)`),
        );
      }
      expect(quotedVerses(revelation.split("\n")[0]!)).toEqual([]);
    });

    it(`${scripture}: the devotional's step names the passage`, async () => {
      const { item } = await offlineDraft("devotional", {
        theme: "Trusting God",
        focus: "Trust",
        scripture,
      });
      const text = JSON.stringify(item);
      for (const verse of ordinals(scripture))
        expect(text).not.toMatch(new RegExp(`(Write out|Copy|Say|Carry|Read) ${verse}\\b(?!–)`));
    });
  }

  it("a passage whose point the list names closes on that verse", async () => {
    const { item } = await offlineDraft("sermon", {
      topic: "The father who runs",
      scripture: "Luke 15:11-32",
      audience: "general-congregation",
      tone: "pastoral",
      length: "25-30",
    });
    const call = (item as { callToAction: string }).callToAction;
    const quoted = quotedVerses(call);
    expect(quoted).toHaveLength(1);
    expect(ordinals(quoted[0]!).every((verse) => carried.has(verse))).toBe(true);
  });
});
