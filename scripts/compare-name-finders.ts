/**
 * Who a sermon's sentence names: the week pack's own test (server/modules/packs/people-named.ts:
 * given names from Moby Word II, proper nouns that are neither English words nor the Bible's
 * names) against compromise's `people()`, on the week pack's evaluation manuscripts (issue 36:
 * a maintained library where it is at least as good). A sentence naming someone the passage
 * does not is never quoted in a public piece, so what counts is how many of the planted
 * pastoral asides each catches, and how many of the sermon's own sentences each loses.
 * Run: `npx tsx scripts/compare-name-finders.ts`. Figures: docs/week-pack.md.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import nlp from "compromise";
import { lookup } from "../server/scripture/lookup";
import { outlineFromManuscript } from "../server/modules/packs/extract-outline";
import { manuscriptLines } from "../server/modules/packs/manuscript-structure";
import { peopleNamedIn } from "../server/modules/packs/people-named";
import { sentencesOf } from "../server/text/sentences";
import { manuscriptFolder, plantedCases } from "../tests/unit/week-pack/planted-notes";

const folder = manuscriptFolder;
const cases = plantedCases();

type Finder = (sentence: string) => string[];

/** compromise's people, less those the passage itself names. */
function compromiseFinder(passage: string): Finder {
  const found = lookup(passage, { translation: "web" });
  const passageText = found.ok ? found.passage.text.toLowerCase() : "";
  return (sentence) =>
    (nlp(sentence).people().out("array") as string[]).filter(
      (name) => !name.split(/\s+/).some((part) => passageText.includes(part.toLowerCase())),
    );
}

const totals = {
  ours: { asides: 0, lost: 0 },
  compromise: { asides: 0, lost: 0 },
  asides: 0,
  sentences: 0,
};
for (const test of cases) {
  const text = readFileSync(join(folder, test.file), "utf8");
  const { outline } = outlineFromManuscript(text, test.file);
  const finders: Record<"ours" | "compromise", Finder> = {
    ours: peopleNamedIn(outline.passage, text),
    compromise: compromiseFinder(outline.passage),
  };
  for (const line of manuscriptLines(text).filter((l) => l.kind === "prose"))
    for (const sentence of sentencesOf(line.text)) {
      const aside = (test.unmarked ?? []).some((note) => sentence.includes(note));
      if (aside) totals.asides++;
      else totals.sentences++;
      for (const name of ["ours", "compromise"] as const) {
        if (finders[name](sentence).length === 0) {
          if (aside) console.log(`  ${name} misses: ${sentence}`);
          continue;
        }
        if (aside) totals[name].asides++;
        else totals[name].lost++;
      }
    }
}
for (const name of ["ours", "compromise"] as const)
  console.log(
    `${name}: unmarked asides caught ${totals[name].asides} of ${totals.asides}; sermon sentences lost ${totals[name].lost} of ${totals.sentences}`,
  );
