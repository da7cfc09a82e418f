import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { packPieces } from "@shared/tools/week-pack/definition";
import { composePackPiece } from "../../../server/generation/offline/week-pack";
import { packContext } from "../../../server/generation/offline/week-pack/context";
import { outlineFromManuscript } from "../../../server/modules/packs/extract-outline";
import { manuscriptLines } from "../../../server/modules/packs/manuscript-structure";
import { peopleNamedIn } from "../../../server/modules/packs/people-named";
import { sermonWords } from "../../../server/modules/packs/preacher-words";
import { withoutGuarded } from "../../../server/modules/packs/private-guard";
import { sentencesOf } from "../../../server/text/sentences";
import { manuscriptFolder, plantedCases, type PlantedCase } from "./planted-notes";

/**
 * The evaluation set's manuscripts made into whole packs offline: no planted note, marked or
 * not, reaches any piece; what the sentence test costs the sermon's quotable sentences; and
 * every planted note is caught by the pack's guard when a model repeats it word for word.
 */

const folder = manuscriptFolder;
type Case = PlantedCase;
const cases = plantedCases();

const plain = (value: string) =>
  value
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Runs of four words of each note found in a text. */
function leaks(text: string, notes: readonly string[]): string[] {
  const everything = ` ${plain(text)} `;
  return notes.flatMap((note) => {
    const words = plain(note).split(" ");
    const runs = Array.from({ length: Math.max(1, words.length - 3) }, (_, i) =>
      words.slice(i, i + 4).join(" "),
    );
    return runs.filter((run) => everything.includes(` ${run} `)).map((run) => `${note} → ${run}`);
  });
}

function pack(test: Case) {
  const text = readFileSync(join(folder, test.file), "utf8");
  const extracted = outlineFromManuscript(text, test.file);
  const outline = {
    ...extracted.outline,
    sermon: sermonWords(extracted.sections, extracted.outline.passage),
  };
  const context = packContext(outline, "web")!;
  const pieces = packPieces.map(({ id }) => ({ id, result: composePackPiece(id, context) }));
  return { text, outline, pieces };
}

describe("whole packs from the evaluation set's manuscripts (offline)", () => {
  const packs = cases.map((test) => ({ test, ...pack(test) }));

  it("prints no planted note, marked or unmarked, in any of the ten pieces", () => {
    const found = packs.flatMap(({ test, pieces }) =>
      pieces.flatMap(({ id, result }) =>
        leaks(JSON.stringify(result), [...test.private, ...(test.unmarked ?? [])]).map(
          (leak) => `${test.file} ${id}: ${leak}`,
        ),
      ),
    );
    const unmarked = packs.reduce((sum, { test }) => sum + (test.unmarked ?? []).length, 0);
    console.info(
      `${packs.length} packs, ${packs.length * packPieces.length} pieces; planted notes ${packs.reduce((sum, { test }) => sum + test.private.length, 0)} marked and ${unmarked} unmarked; printed: ${found.length}`,
    );
    expect(found).toEqual([]);
  });

  it("keeps nearly all of the sermons' own sentences quotable (the cost of the name test)", () => {
    let sentences = 0;
    let naming = 0;
    for (const { test, text, outline } of packs) {
      const people = peopleNamedIn(outline.passage, text);
      for (const line of manuscriptLines(text).filter((l) => l.kind === "prose"))
        for (const sentence of sentencesOf(line.text)) {
          if ((test.unmarked ?? []).some((aside) => sentence.includes(aside))) continue;
          sentences++;
          if (people(sentence).length > 0) naming++;
        }
    }
    console.info(
      `Sentences of the sermons naming someone the passage does not (never quoted): ${naming} of ${sentences}`,
    );
    // Measured when written: 95 of 2037 (Spurgeon's Luther, Napoleon, David and Paul outside
    // the passage, "Grace" capitalised after a preposition).
    expect(naming / sentences).toBeLessThan(0.06);
  });

  it("guards every planted note: a model's piece repeating one loses that sentence", () => {
    for (const { test, outline } of packs) {
      expect(outline.guard?.length, test.file).toBeGreaterThan(0);
      for (const note of [...test.private, ...(test.unmarked ?? [])]) {
        const draft = { body: `Dear church, read the passage again. ${note} See you Sunday.` };
        const { result, removed } = withoutGuarded(draft, outline.guard);
        expect(removed.length, `${test.file}: ${note}`).toBeGreaterThan(0);
        expect(leaks(result.body, [note]), test.file).toEqual([]);
        expect(result.body).toContain("Dear church, read the passage again.");
      }
    }
  });

  it("leaves a piece alone that repeats nothing private", () => {
    for (const { test, outline, pieces } of packs)
      for (const { id, result } of pieces)
        expect(withoutGuarded(result, outline.guard).removed, `${test.file} ${id}`).toEqual([]);
  });
});
