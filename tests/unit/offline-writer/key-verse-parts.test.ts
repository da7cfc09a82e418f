import { describe, expect, it } from "vitest";
import { translationIds } from "@shared/scripture/translations";
import { lookup } from "../../../server/scripture/lookup";
import keyVerseParts from "../../../server/generation/offline/data/key-verse-parts.json";
import { shapePassage } from "../../../server/generation/offline/passage-shape";
import { offlineDraft } from "../draft-quality/offline-engine";
import { words } from "./compared-words";

/**
 * Issue 30, the class "a verse whose words harm in context" (held-out readings 28f and 29a): a
 * key verse quoted on its own where part of it, read alone to a congregation, says what the
 * passage does not mean for them. The team's data names the part to quote; the writer holds no
 * rule about words.
 */

function verseText(reference: string, translation: (typeof translationIds)[number]): string {
  const found = lookup(reference, { translation });
  if (!found.ok) throw new Error(`${reference} (${translation})`);
  return found.passage.passages.flatMap((passage) => passage.verses.map((v) => v.text)).join(" ");
}

/** A passage of the verse's chapter ending on it: the two verses before it and the verse. */
function endingOn(reference: string): string {
  const [, chapter, verse] = /^(.+):(\d+)$/.exec(reference)!;
  return `${chapter}:${Math.max(1, Number(verse) - 2)}-${verse}`;
}

describe("the team's parts of key verses", () => {
  it("have a reason, each part a shorter piece of its verse in every translation", () => {
    expect(keyVerseParts.parts.length).toBeGreaterThan(0);
    for (const part of keyVerseParts.parts) {
      expect(part.why.length, part.verse).toBeGreaterThan(20);
      for (const translation of translationIds) {
        const piece = part[translation];
        const whole = verseText(part.verse, translation);
        expect(whole, `${part.verse} ${translation}`).toContain(piece);
        expect(words(piece).length, `${part.verse} ${translation}`).toBeLessThan(
          words(whole).length,
        );
      }
    }
  });

  for (const part of keyVerseParts.parts)
    it(`${part.verse}: quoted alone as its part, read whole with its neighbours or as the passage itself`, () => {
      for (const translation of translationIds) {
        const whole = verseText(part.verse, translation);
        const shape = shapePassage(endingOn(part.verse), translation)!;
        const alone = [...(shape.main ? [shape.main] : []), ...shape.key].filter(
          (q) => q.reference === part.verse,
        );
        expect(alone.length, `${part.verse} ${translation}`).toBeGreaterThan(0);
        for (const quotation of alone) expect(quotation.text).toBe(part[translation]);
        // The short passage quoted whole keeps the verse whole: its context is there.
        expect(words(shape.whole.text)).toContain(words(whole));
        // A passage that is the verse itself is the pastor's own text.
        expect(words(shapePassage(part.verse, translation)!.main!.text)).toEqual(words(whole));
      }
    });
});

describe("a prayer for the sick on Jehoshaphat's prayer (held-out 29a, P1)", () => {
  it("prays “our eyes are on you”, never “will you not judge them?” over the people named", async () => {
    for (let variant = 0; variant < 3; variant++) {
      const { item } = await offlineDraft("prayer", {
        prayerType: "wisdom",
        occasion: "illness",
        focus: "For Mark Tully after his diagnosis, as he and Jenny decide on treatment",
        names: "Mark Tully, Jenny Tully",
        scripture: "2 Chronicles 20:5-12",
        variant,
      });
      const content = (item as { content: string }).content;
      expect(content).toContain("our eyes are on you");
      expect(content).not.toMatch(/judge them|great company/);
    }
  });
});

describe("a verse never quoted on its own (key-verse-parts.json `neverAlone`)", () => {
  for (const { verse, why } of keyVerseParts.neverAlone)
    it(`${verse}: no key verse of a passage around it, read whole with the passage`, () => {
      expect(why.length, verse).toBeGreaterThan(20);
      for (const translation of translationIds) {
        const whole = verseText(verse, translation);
        const shape = shapePassage(endingOn(verse), translation)!;
        for (const quotation of [...(shape.main ? [shape.main] : []), ...shape.key])
          expect(quotation.reference, `${verse} ${translation}`).not.toBe(verse);
        expect(words(shape.whole.text)).toContain(words(whole));
        expect(words(shapePassage(verse, translation)!.main!.text)).toEqual(words(whole));
      }
    });
});

describe("a verse read with the verses before it (key-verse-parts.json `readWith`)", () => {
  for (const { verse, with: needs, why } of keyVerseParts.readWith)
    it(`${verse}: quoted with ${needs} from a passage that holds them`, () => {
      expect(why.length, verse).toBeGreaterThan(20);
      const [, chapter] = /^(.+):(\d+)/.exec(needs)!;
      for (const translation of translationIds) {
        const together = verseText(needs, translation);
        const shape = shapePassage(`${chapter}:1-${verse.split(":")[1]}`, translation)!;
        const quoting = [...(shape.main ? [shape.main] : []), ...shape.key].filter((q) =>
          words(q.text).includes(words(verseText(verse, translation))),
        );
        expect(quoting.length, `${verse} ${translation}`).toBeGreaterThan(0);
        for (const quotation of quoting) expect(words(quotation.text)).toContain(words(together));
      }
    });
});

describe("a prayer at a visitation on Job 23 (held-out 29b, P1)", () => {
  it("prays Job's hope with his search for God before it, never “when he has tried me” alone", async () => {
    const { item } = await offlineDraft("prayer", {
      prayerType: "intercession",
      occasion: "grief",
      focus: "For a family after the sudden death of their son",
      names: "Rosa Delgado, Miguel Delgado",
      scripture: "Job 23:1-10",
    });
    const content = (item as { content: string }).content;
    expect(content).toContain("When he has tried me");
    expect(content).toContain("If I go east, he is not there");
  });
});
