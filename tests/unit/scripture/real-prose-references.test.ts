import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";

/**
 * Reference recognition on real prose, per reference (issue 31): the checker's references in
 * the 45 real-prose texts (Spurgeon's Treasury of David, Matthew Henry) against the
 * hand-checked list in evaluation/real-prose/references.json. A reference is right when one
 * found starts where the label does and names the same passage.
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
  relative: unknown[];
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
const labels = new Map(labelled.references.map((label) => [key(label), label]));
const right = found.filter((each) => labels.get(key(each))?.osis === each.osis);
const wrongPassage = found.filter((each) => {
  const label = labels.get(key(each));
  return label !== undefined && label.osis !== each.osis;
});
const foundKeys = new Set(right.map(key));
const missed = labelled.references.filter((label) => !foundKeys.has(key(label)));
const spurious = found.filter((each) => !labels.has(key(each)));

describe(`references in real prose (${labelled.references.length} hand-checked)`, () => {
  const precision = right.length / Math.max(1, found.length);
  const recall = right.length / labelled.references.length;
  console.log(
    `references: precision ${right.length}/${found.length} (${(100 * precision).toFixed(1)}%), recall ${right.length}/${labelled.references.length} (${(100 * recall).toFixed(1)}%), to a wrong passage ${wrongPassage.length}; relative references ('Verse 1.') not counted: ${labelled.relative.length}`,
  );

  it("finds at least 98% of the references, each where it is, and 98% of what it finds is one", () => {
    if (missed.length + spurious.length > 0)
      console.log({ missed: missed.map((label) => label.cited), spurious });
    expect(recall).toBeGreaterThanOrEqual(0.98);
    expect(precision).toBeGreaterThanOrEqual(0.98);
  });

  it("resolves none to a wrong passage", () => {
    expect(wrongPassage).toEqual([]);
  });
});
