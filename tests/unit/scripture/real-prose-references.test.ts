import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";

/**
 * Reference recognition on real prose, per reference (issue 31): the checker's references in
 * the 45 real-prose texts (Spurgeon's Treasury of David, Matthew Henry) against the
 * hand-checked list in evaluation/real-prose/references.json. A reference is right when one
 * found starts where the label does and names the same passage. References to a verse of the
 * chapter in hand ("Verse 1.") are listed apart: those whose chapter the text names carry
 * their passage and are counted; those whose chapter it never names must not be read.
 */
interface Label {
  id: string;
  start: number;
  cited: string;
  osis: string;
}
const dir = path.join(import.meta.dirname, "evaluation/real-prose");
const texts = JSON.parse(readFileSync(path.join(dir, "texts.json"), "utf8")) as Array<{
  id: string;
  text: string;
}>;
const labelled = JSON.parse(readFileSync(path.join(dir, "references.json"), "utf8")) as {
  references: Label[];
  relative: Array<Omit<Label, "osis"> & { osis?: string }>;
};

const found = texts.flatMap((item) =>
  checkScripture(item.text, { translation: "kjv" }).references.map((reference) => ({
    id: item.id,
    start: reference.start,
    cited: item.text.slice(reference.start, reference.end),
    osis: reference.osis,
  })),
);
const key = (each: { id: string; start: number }) => `${each.id}@${each.start}`;
const placeable = labelled.relative.filter((label): label is Label => label.osis !== undefined);
const unplaceable = new Set(labelled.relative.filter((label) => !label.osis).map(key));
const labels = new Map([...labelled.references, ...placeable].map((label) => [key(label), label]));
const right = found.filter((each) => labels.get(key(each))?.osis === each.osis);
// Named to a passage the label does not name, or read where the chapter cannot be known.
const wrongPassage = found.filter((each) => {
  const label = labels.get(key(each));
  return (label !== undefined && label.osis !== each.osis) || unplaceable.has(key(each));
});
const foundKeys = new Set(right.map(key));
const missed = labelled.references.filter((label) => !foundKeys.has(key(label)));
const relativeRead = placeable.filter((label) => foundKeys.has(key(label)));
const spurious = found.filter((each) => !labels.has(key(each)));

describe(`references in real prose (${labelled.references.length} hand-checked)`, () => {
  const precision = right.length / Math.max(1, found.length);
  const recall = (labelled.references.length - missed.length) / labelled.references.length;
  console.log(
    `references: precision ${right.length}/${found.length} (${(100 * precision).toFixed(1)}%), recall ${labelled.references.length - missed.length}/${labelled.references.length} (${(100 * recall).toFixed(1)}%), to a wrong passage ${wrongPassage.length}; relative references ('Verse 1.') read ${relativeRead.length} of the ${placeable.length} whose chapter the text names (${unplaceable.size} name a chapter the text does not)`,
  );

  it("finds at least 98% of the references, each where it is, and 98% of what it finds is one", () => {
    if (missed.length + spurious.length > 0)
      console.log({ missed: missed.map((label) => label.cited), spurious });
    expect(recall).toBeGreaterThanOrEqual(0.98);
    expect(precision).toBeGreaterThanOrEqual(0.98);
  });

  it("resolves none to a wrong passage, and reads no verse whose chapter the text never names", () => {
    expect(wrongPassage).toEqual([]);
  });

  it("reads at least 95% of the verses of the chapter in hand whose chapter the text names", () => {
    expect(relativeRead.length / placeable.length).toBeGreaterThanOrEqual(0.95);
  });
});
