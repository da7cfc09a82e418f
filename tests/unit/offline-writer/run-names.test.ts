import { describe, expect, it } from "vitest";
import type { Translation } from "@shared/scripture/translations";
import { lookup } from "../../../server/scripture/lookup";
import { shapePassage } from "../../../server/generation/offline/passage-shape";
import keyVerseParts from "../../../server/generation/offline/data/key-verse-parts.json";
import { offlineDraft, pastorPreferences } from "../draft-quality/offline-engine";

/**
 * Issue 30 (held-out 29b S1 and S2, 29a S1): a passage within one section is walked in runs of
 * verses the writer cut, and each point was named only by its reference ("1. Mark 7:24–26.").
 * A run is named by scripture's own words: a whole sentence of one of its verses, short enough
 * to stand as a heading, quoted and cited, never a verse the team lists as never to be read
 * alone. Where no sentence fits, the point keeps its reference.
 */

interface Verse {
  reference: string;
  text: string;
}

function versesOf(reference: string, translation: Translation): Verse[] {
  const found = lookup(reference, { translation });
  if (!found.ok) throw new Error(reference);
  return found.passage.passages.flatMap((passage) =>
    passage.verses.map((verse) => ({ reference: verse.reference, text: verse.text.trim() })),
  );
}

/** Words and punctuation, without quotation marks and apostrophes, which a quotation may change. */
const plain = (text: string): string =>
  text
    .replace(/[“”‘’"']/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** The verse before a verse in its chapter, or none at a chapter's start. */
function verseBefore(reference: string, translation: Translation): string | undefined {
  const [, chapter, verse] = /^(.+):(\d+)$/.exec(reference)!;
  if (Number(verse) <= 1) return undefined;
  return versesOf(`${chapter}:${Number(verse) - 1}`, translation)[0]?.text;
}

/**
 * Whether a name is a whole sentence of the verse: it starts where the verse or a sentence of
 * it starts (the verse before ending its sentence) and ends where a sentence ends.
 */
function isWholeSentence(name: string, verse: Verse, translation: Translation): boolean {
  const text = plain(verse.text);
  const words = plain(name).replace(/[.!?]$/, "");
  const at = text.indexOf(words);
  if (at < 0) return false;
  const before = text.slice(0, at);
  const after = text.slice(at + words.length);
  const previous = verseBefore(verse.reference, translation);
  const starts =
    at === 0 ? previous === undefined || /[.!?]$/.test(plain(previous)) : /[.!?] $/.test(before);
  // A sentence goes on after a question that the next word does not begin with a capital
  // (the KJV's “What shall we eat? or, What shall we drink?”).
  return starts && /^[.!?](?: \p{Lu}|$)/u.test(after);
}

const neverAlone = new Set(
  keyVerseParts.neverAlone.flatMap((entry) => versesOf(entry.verse, "web")).map((v) => v.reference),
);

/** The points of the longest outline of a passage, each with the run of verses it walks. */
async function runsOf(scripture: string, translation: Translation) {
  const shape = shapePassage(scripture, translation)!;
  expect(shape.divisions, scripture).toBe("runs");
  const { item } = await offlineDraft(
    "sermon",
    { topic: "Sunday's message", scripture, length: "45-60" },
    { ...pastorPreferences, translation },
  );
  const { mainPoints } = item as { mainPoints: string[] };
  expect(mainPoints).toHaveLength(shape.sections.length);
  return mainPoints.map((point, index) => {
    const run = shape.sections[index]!.reference;
    const named = /^“([^”]+)” \(([^()]+)\)\./.exec(point);
    return {
      point,
      run,
      verses: versesOf(run, translation),
      name: named ? { text: named[1]!, reference: named[2]! } : undefined,
    };
  });
}

/** A named point's name is a whole, short sentence of one verse of its run, not one never alone. */
function expectFaithful(
  run: Awaited<ReturnType<typeof runsOf>>[number],
  translation: Translation,
): void {
  const { name, verses, point } = run;
  if (!name) return;
  const verse = verses.find((candidate) => candidate.reference === name.reference);
  expect(verse, `${point}: the name's verse is in ${run.run}`).toBeDefined();
  expect(isWholeSentence(name.text, verse!, translation), point).toBe(true);
  expect(name.text.split(/\s+/).length, point).toBeLessThanOrEqual(25);
  expect(neverAlone.has(name.reference), point).toBe(false);
}

// Gospel narrative, lament, psalm, prophet, teaching, narrative, and the KJV's wording.
const allNamed: Array<[string, Translation]> = [
  ["Mark 7:24-30", "web"],
  ["Lamentations 3:19-33", "web"],
  ["Psalm 121", "web"],
  ["Micah 6:6-8", "web"],
  ["Ruth 1:16-18", "web"],
  ["Isaiah 40:28-31", "web"],
  ["Lamentations 3:19-33", "kjv"],
  ["Psalm 121", "bsb"],
];

describe("each run of a one-section passage is named by a whole sentence of its own verses", () => {
  for (const [scripture, translation] of allNamed)
    it(`${scripture} (${translation})`, async () => {
      for (const run of await runsOf(scripture, translation)) {
        expect(run.name, run.point).toBeDefined();
        expectFaithful(run, translation);
      }
    });
});

/**
 * Runs whose key verse the team lists as never to be read alone (Mark 5:34's “Go in peace, and
 * be cured of your disease”, John 11:4's “This sickness is not to death”, Luke 1:13's son
 * promised), and runs with no sentence short enough (Amos 9:11's runs on into 9:12): never
 * named by those verses or by a sentence cut short; a run without a name keeps its reference.
 * Each of the four has such a run.
 */
describe("a run is never named by a verse never read alone, nor by part of a sentence", () => {
  // With whether a run of it is left without a name: the KJV's Matthew 6:31 (“What shall we
  // eat? or, What shall we drink?…”) is one sentence, named whole or not at all.
  const passages: Array<[string, Translation, boolean]> = [
    ["Mark 5:25-34", "web", true],
    ["John 11:1-6", "web", true],
    ["Luke 1:11-17", "web", true],
    ["Amos 9:11-15", "web", true],
    ["Matthew 6:25-34", "kjv", false],
  ];
  for (const [scripture, translation, unnamed] of passages)
    it(`${scripture} (${translation})`, async () => {
      const runs = await runsOf(scripture, translation);
      for (const run of runs) {
        expectFaithful(run, translation);
        if (!run.name) expect(run.point.startsWith(`${run.run}. “`), run.point).toBe(true);
      }
      expect(runs.some((run) => !run.name)).toBe(unnamed);
    });
});
