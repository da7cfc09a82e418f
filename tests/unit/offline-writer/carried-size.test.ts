import { describe, expect, it } from "vitest";
import { lookup } from "../../../server/scripture/lookup";
import { shapePassage } from "../../../server/generation/offline/passage-shape";
import { offlineDraft } from "../draft-quality/offline-engine";
import { sampledRanges } from "./sampled-passages";

/**
 * Held-out 29e M1 and SO2: a brief meditation on Ephesians 3:14–21 printed 3:14–19 a second
 * time as "the words to sit with" (a key verse's sentence six verses long), and a short
 * Instagram invitation quoted all of Titus 2:11–14 (one sentence). Property: the verse a draft
 * singles out to carry, dwell on or post in little room is at most a few verses (three, 70
 * words), and a meditation never prints the passage it has printed a second time.
 */

const most = { verses: 3, words: 70 };

function versesIn(reference: string): number {
  const found = lookup(reference, { translation: "web" });
  if (!found.ok) throw new Error(reference);
  return found.passage.passages.reduce((sum, passage) => sum + passage.verses.length, 0);
}
const wordsIn = (text: string) => text.split(/\s+/).length;
/** The references of the quotations in a text: “…” (Reference). */
const citations = (text: string) =>
  [...text.matchAll(/” \(((?:[1-3] )?[A-Z][a-z]+(?: of [A-Z][a-z]+)? [\d:–,; ]+)\)/g)].map(
    (match) => match[1]!.trim(),
  );

const chosen = ["Ephesians 3:14-21", "Titus 2:11-14", "John 3:16", "Psalm 23:1-3", "Micah 6:8"];
const sample = [...chosen, ...sampledRanges(200)];

describe("the verse singled out is at most a few verses", () => {
  it(`the carried verse and a short post's verses, over ${sample.length} passages`, () => {
    const long: string[] = [];
    for (const reference of sample) {
      const shape = shapePassage(reference, "web");
      if (!shape) continue;
      for (const verses of [...(shape.main ? [shape.main] : []), ...shape.carried])
        if (versesIn(verses.reference) > most.verses || wordsIn(verses.text) > most.words)
          long.push(`${reference}: ${verses.reference} (${wordsIn(verses.text)} words)`);
    }
    expect(long).toEqual([]);
  }, 600_000);
});

describe("drafts quote the singled-out verse in little room, and the passage once", () => {
  const drafted = [...chosen, ...sample.slice(chosen.length, chosen.length + 25)];
  it(`brief meditations on ${drafted.length} passages`, async () => {
    const twice: string[] = [];
    for (const scripture of drafted) {
      const { item } = await offlineDraft("meditation", {
        scripture,
        focus: "leadership",
        length: "brief",
      });
      const { scripture: printed, revelation } = item as { scripture: string; revelation: string };
      const passage = citations(printed)[0];
      for (const dwelt of citations(revelation.split("\n")[0]!))
        if (dwelt === passage || versesIn(dwelt) > most.verses)
          twice.push(`${scripture}: ${passage} then ${dwelt}`);
    }
    expect(twice).toEqual([]);
  }, 600_000);

  it(`short Instagram invitations on ${drafted.length} passages`, async () => {
    const long: string[] = [];
    for (const scripture of drafted) {
      const { item } = await offlineDraft("social", {
        platform: "instagram",
        contentType: "event-promotion",
        topic: "Christmas Cantata",
        tone: "celebratory",
        length: "short",
        scripture,
        eventName: "Christmas Cantata",
        eventDate: "2026-12-20",
        eventTime: "18:00",
        eventPlace: "Sanctuary",
      });
      const { content } = item as { content: string };
      for (const cited of citations(content))
        if (versesIn(cited) > most.verses) long.push(`${scripture}: ${cited}`);
      // The post still points to the passage, by a verse or by name.
      expect(content, scripture).toMatch(/\d+:\d+/);
    }
    expect(long).toEqual([]);
  }, 600_000);
});
