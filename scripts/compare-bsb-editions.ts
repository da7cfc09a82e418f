/**
 * Compares the two BSB editions in ../shared/data/bsb verse by verse (docs/data-sources.md):
 * the publisher's USFM, as shipped (markup stripped, conversion slips mended), against
 * scrollmapper's BSB.txt. Prints how many verses are the same, differ only in punctuation or
 * spacing, or differ in their words, per book, with examples; `--list` prints every verse whose
 * words differ, with both wordings. `npx tsx scripts/compare-bsb-editions.ts [--list]`
 */
import { bookIds } from "../shared/scripture/books";
import { comparableWords } from "../server/scripture/quotations";
import { totalVerses, verseOrdinal, versePoint } from "../server/scripture/verse-ordinals";
import { movedVerseBreaks, readTextEdition, readUsfmEdition, repairUsfmText } from "./bsb-editions";

const usfm = readUsfmEdition();
const text = readTextEdition();
const words = (verse: string) => comparableWords(verse).join(" ");
const list = process.argv.includes("--list");

let usfmVerses = 0;
let textVerses = 0;
let same = 0;
let punctuation = 0;
let titles = 0;
const wording: string[] = [];
const perBook = new Map<string, number>();
const repairs = new Map<string, number>();

const ours = new Array<string>(totalVerses).fill("");
const theirs = new Array<string>(totalVerses).fill("");
usfm.forEach((book, index) => {
  for (const [key, verse] of book.verses) {
    const [chapter, number] = key.split(":").map(Number) as [number, number];
    ours[verseOrdinal(book.book, chapter, number)] = repairUsfmText(verse);
  }
  for (const [key, verse] of text[index]!) {
    const [chapter, number] = key.split(":").map(Number) as [number, number];
    theirs[verseOrdinal(book.book, chapter, number)] = verse.replace(/\s*—\s*/g, "—");
  }
});
const moved = movedVerseBreaks(ours, theirs, words);
const movedPairs: string[] = [];
for (const ordinal of moved) {
  const point = versePoint(ordinal);
  if (moved.has(ordinal + 1) && !moved.has(ordinal - 1))
    movedPairs.push(`${point.book} ${point.chapter}:${point.verse}–${point.verse + 1}`);
}

usfm.forEach((book, index) => {
  const other = text[index]!;
  titles += book.titles.size;
  const keys = new Set([...book.verses.keys(), ...other.keys()]);
  for (const key of keys) {
    const ours = repairUsfmText(book.verses.get(key) ?? "", repairs);
    const theirs = (other.get(key) ?? "").replace(/\s*—\s*/g, "—");
    if (ours) usfmVerses++;
    if (theirs) textVerses++;
    if (!ours && !theirs) continue;
    if (ours === theirs) same++;
    else if (words(ours) === words(theirs)) punctuation++;
    else if (
      moved.has(verseOrdinal(book.book, ...(key.split(":").map(Number) as [number, number])))
    )
      continue;
    else {
      wording.push(`${book.book} ${key}\n  USFM:    ${ours}\n  BSB.txt: ${theirs}`);
      perBook.set(book.book, (perBook.get(book.book) ?? 0) + 1);
    }
  }
});

console.log(`USFM: ${usfmVerses} verses with text (${titles} Psalm titles kept apart)`);
console.log(`BSB.txt: ${textVerses} verses with text`);
console.log(`identical once the USFM is mended: ${same}`);
console.log(`punctuation or spacing only: ${punctuation}`);
console.log(`the same words broken at another verse: ${moved.size} verses`);
console.log(`  ${movedPairs.join(", ")}`);
console.log(`words differ: ${wording.length}`);
console.log(
  `  by book: ${bookIds
    .filter((book) => perBook.has(book))
    .map((book) => `${book} ${perBook.get(book)}`)
    .join(", ")}`,
);
console.log("repairs made to the USFM (verses):");
for (const [name, count] of repairs) console.log(`  ${count}\t${name}`);
console.log(list ? wording.join("\n") : `examples:\n${wording.slice(0, 5).join("\n")}`);
