/**
 * Builds server/scripture/data/kjv-renderings.json: for each Hebrew or Greek word (Strong's
 * number) the English words of substance the KJV renders it with, from the KJV with Strong's
 * numbers in the study data. A word put for a verse's word is a translator's choice only where
 * the KJV renders the original word at that place with it elsewhere (“enough” for “satisfied”,
 * H7646), so checking reads the verse's own numbers (server/scripture/kjv-original-words.ts)
 * and looks them up here. A word one original word is rendered by only once, or in fewer than
 * 1 in 10 of its places, is left out (a paraphrase, not a rendering). Run after rebuilding the
 * study data: `npx tsx scripts/build-rendering-variants.ts`.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { comparableWords } from "../server/scripture/quotations";
import { kjvWordsWithStrongs, strongsEntry } from "../server/scripture/study/study-data";
import { totalVerses, versePoint } from "../server/scripture/verse-ordinals";
import { isFunctionWord, normalWord } from "../server/scripture/wording";

const minimumCount = 2;
const minimumShare = 0.1;

const byId = new Map<string, Map<string, number>>();
for (let ordinal = 0; ordinal < totalVerses; ordinal++) {
  for (const piece of kjvWordsWithStrongs(versePoint(ordinal))) {
    // One original word rendered by one English word of substance (“be satisfied”, “cast out”).
    if (piece.strongs.length !== 1) continue;
    const words = comparableWords(piece.text)
      .map(normalWord)
      .filter((word) => !isFunctionWord(word));
    if (words.length !== 1) continue;
    const id = piece.strongs[0]!;
    let counts = byId.get(id);
    if (!counts) byId.set(id, (counts = new Map()));
    counts.set(words[0]!, (counts.get(words[0]!) ?? 0) + 1);
  }
}
const renderings: Record<string, string> = {};
for (const [id, counts] of [...byId].sort(([a], [b]) => a.localeCompare(b))) {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const words = [...counts]
    .filter(([, count]) => count >= minimumCount && count / total >= minimumShare)
    .map(([word]) => word)
    .sort();
  // One word only says nothing another word could be excused by, unless the KJV renders the
  // number at some place with a word too rare to be listed.
  if (words.length >= 2 || (words.length === 1 && counts.size >= 2))
    renderings[id] = words.join(" ");
}
// Words of one root: each number derived from one other (Strong's “from H7648”, “feminine of
// H7646”, not a compound of two), within two steps: the KJV's “have enough” (H7654) renders a
// word of the root of Psalm 37:19's “be satisfied” (H7646). A compound (“from G575 and
// G3639”) ties in no root, or every word prefixed with “from” would be one.
const neighbours = new Map<string, Set<string>>();
const link = (a: string, b: string) => {
  let set = neighbours.get(a);
  if (!set) neighbours.set(a, (set = new Set()));
  set.add(b);
};
for (const [prefix, last] of [
  ["H", 8674],
  ["G", 5624],
] as const) {
  for (let n = 1; n <= last; n++) {
    const id = `${prefix}${n}`;
    const related = strongsEntry(id)?.related ?? [];
    if (related.length !== 1) continue;
    link(id, related[0]!);
    link(related[0]!, id);
  }
}
const cognates: Record<string, string> = {};
for (const id of Object.keys(renderings).sort()) {
  const near = new Set<string>();
  for (const one of neighbours.get(id) ?? []) {
    near.add(one);
    for (const two of neighbours.get(one) ?? []) near.add(two);
  }
  near.delete(id);
  const withRenderings = [...near].filter((other) => renderings[other] !== undefined).sort();
  if (withRenderings.length > 0) cognates[id] = withRenderings.join(" ");
}
const file = path.resolve("server/scripture/data/kjv-renderings.json");
writeFileSync(
  file,
  `${JSON.stringify({ about: "Words of substance the KJV renders each Hebrew or Greek word (Strong's number) with, normalised (server/scripture/wording.ts normalWord), space-separated, each at least twice and in 1 of 10 of its places; built by scripts/build-rendering-variants.ts from the study data; cognates: the numbers of one root within two steps of each (Strong's “from” one number), with renderings of their own.", renderings, cognates })}\n`,
);
console.log(`${Object.keys(renderings).length} Strong's numbers written to ${file}`);
