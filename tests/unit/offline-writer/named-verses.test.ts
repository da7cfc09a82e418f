import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { writingToolKeys, writingTools } from "@shared/tools";
import type { WritingToolSpec } from "@shared/tools/define";
import { lookup } from "../../../server/scripture/lookup";
import { verseOrdinal } from "../../../server/scripture/verse-ordinals";
import { versesNamed } from "../../../server/generation/offline/named-verses";
import { shapePassage } from "../../../server/generation/offline/passage-shape";
import { stemOf } from "../../../server/generation/offline/word-stems";
import { offlineDraft } from "../draft-quality/offline-engine";
import { words } from "./compared-words";

interface FrozenCase {
  kind: string;
  passage: string;
  subject: string;
  expect: string[];
}
const frozen = JSON.parse(
  readFileSync(new URL("./named-verse-cases.json", import.meta.url), "utf8"),
) as { cases: FrozenCase[] };

/** A passage's verses in the WEB, looked up independently of the writer, with their references. */
function passageVerses(reference: string) {
  const found = lookup(reference, { translation: "web" });
  if (!found.ok) throw new Error(`${reference}: ${found.message}`);
  return found.passage.passages
    .flatMap((passage) => passage.verses)
    .map((verse) => ({
      ordinal: verseOrdinal(verse.book as never, verse.chapter, verse.verse),
      reference: verse.reference,
      text: verse.text,
    }));
}

function named(passage: string, subject: string): string[] {
  const verses = passageVerses(passage);
  const chosen = versesNamed(subject, verses, "web");
  return verses.filter((verse) => chosen.includes(verse.ordinal)).map((verse) => verse.reference);
}

describe("a word's forms fold to one stem", () => {
  it("inflections, derived nouns and British spellings are the same word; other words are not", () => {
    const same = [
      ["die", "died", "dies", "dying"],
      ["contentment", "content"],
      ["faithfulness", "faithful"],
      ["mercies", "mercy"],
      ["hoped", "hope", "hopes"],
      ["sinned", "sin"],
      ["Saviour", "Savior"],
    ];
    for (const forms of same) expect(new Set(forms.map(stemOf)).size, forms.join(" ")).toBe(1);
    for (const [one, other] of [
      ["faith", "faithful"],
      ["good", "god"],
      ["still", "steal"],
    ])
      expect(stemOf(one!), `${one} / ${other}`).not.toBe(stemOf(other!));
  });
});

describe("the verse a pastor's subject names (frozen cases, written before the selector)", () => {
  const cases = frozen.cases;
  const naming = cases.filter((found) => found.expect.length > 0);

  it("never selects a verse outside the passage, nor more than two", () => {
    for (const found of cases) {
      const inside = new Set(passageVerses(found.passage).map((verse) => verse.reference));
      const chosen = named(found.passage, found.subject);
      expect(chosen.length, found.subject).toBeLessThanOrEqual(2);
      for (const reference of chosen) expect(inside.has(reference), reference).toBe(true);
    }
  });

  it("selects nothing for a subject that names no verse (common words only)", () => {
    for (const found of cases.filter((found) => found.expect.length === 0))
      expect(named(found.passage, found.subject), found.subject).toEqual([]);
  });

  it("finds the verse a pastor expects for at least nine in ten subjects that name one", () => {
    const hits = naming.filter((found) =>
      named(found.passage, found.subject).some((reference) => found.expect.includes(reference)),
    );
    expect(hits.length / naming.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe("a draft quotes the verse its subject names", () => {
  const elijah = {
    topic: "When the prophet wants to die: Elijah under the broom tree",
    scripture: "1 Kings 19:1-18",
    audience: "general-congregation",
    tone: "pastoral",
    // A length that quotes each part by its key verses (the longest read a short part whole).
    length: "25-30",
  };
  const verse4 = words(passageVerses("1 Kings 19:4")[0]!.text);

  it("a sermon on Elijah under the broom tree quotes 1 Kings 19:4 whole, beside its part's key verses", async () => {
    const draft = await offlineDraft("sermon", elijah);
    const text = words(draft.texts.join("\n"));
    expect(text).toContain(verse4);
    // Still the key verses the part quoted before.
    expect(text).toContain(words(passageVerses("1 Kings 19:7")[0]!.text));
  });

  it("the notes never choose a verse: the same words in the notes under a plain topic quote no 19:4", async () => {
    const draft = await offlineDraft("sermon", {
      ...elijah,
      topic: "Sunday's message",
      notes: "When the prophet wants to die: Elijah under the broom tree",
    });
    expect(words(draft.texts.join("\n"))).not.toContain(verse4);
  });

  it("a subject that names no verse leaves the passage's shape as it was", () => {
    for (const found of frozen.cases.filter((found) => found.expect.length === 0))
      expect(shapePassage(found.passage, "web", found.subject), found.subject).toEqual(
        shapePassage(found.passage, "web"),
      );
  });
});

describe("only a subject field the pastor means to be read may name a verse", () => {
  it("no tool's typed subject carries the notes or a field declared an instruction", () => {
    for (const tool of writingToolKeys) {
      const spec: WritingToolSpec = writingTools[tool];
      // Each free-text field holds a word of its own; the private ones must not reach the subject.
      const request: Record<string, unknown> = { ...spec.example };
      const privateWords: string[] = [];
      for (const field of spec.fields) {
        if (field.kind === "select") continue;
        const word = `zq${field.name.toLowerCase()}`;
        request[field.name] = `${String(request[field.name] ?? "")} ${word}`.trim();
        if (field.instruction || field.name === "notes") privateWords.push(word);
      }
      const typed = spec.grounding(request as never).typedSubject ?? "";
      for (const word of privateWords) expect(typed, `${tool}: ${word}`).not.toContain(word);
    }
  });
});
