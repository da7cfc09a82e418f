/**
 * Builds server/scripture/data/kjv-renderings.json: for each Hebrew or Greek word (Strong's
 * number) the English words of substance the KJV renders it with, from the KJV with Strong's
 * numbers in the study data. Two words the KJV's translators used for the same original word
 * (“satisfied” and “enough” for H7646; “comforted” and “consoled”…) are a translation's choice,
 * not a change of meaning, so checking reads one put for the other as other wording. A word one
 * original word is rendered by only once, or in fewer than 1 in 10 of its places, is left out
 * (a paraphrase, not a rendering). Run after rebuilding the study data:
 * `npx tsx scripts/build-rendering-variants.ts`.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { comparableWords } from "../server/scripture/quotations";
import { kjvWordsWithStrongs } from "../server/scripture/study/study-data";
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
const groups: string[][] = [];
for (const [, counts] of [...byId].sort(([a], [b]) => a.localeCompare(b))) {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const words = [...counts]
    .filter(([, count]) => count >= minimumCount && count / total >= minimumShare)
    .map(([word]) => word)
    .sort();
  if (words.length >= 2) groups.push(words);
}
const file = path.resolve("server/scripture/data/kjv-renderings.json");
writeFileSync(
  file,
  `${JSON.stringify({ about: "Words of substance the KJV renders one Hebrew or Greek word (Strong's number) with, normalised (server/scripture/wording.ts normalWord), each at least twice and in 1 of 10 of its places; built by scripts/build-rendering-variants.ts from the study data.", groups })}\n`,
);
console.log(`${groups.length} groups written to ${file}`);
