/**
 * Builds the Berean Standard Bible's shipped data from the publisher's USFM edition in
 * ../shared/data/bsb/usfm, checked against the independent BSB.txt (docs/data-sources.md):
 * - server/scripture/data/bsb.txt.br: the text, one verse a line in KJV-numbered ordinal order
 *   (the BSB numbers verses as the KJV does; the 16 verses it leaves out are empty lines), with
 *   the conversion's typographic slips mended (usfmRepairs) and Psalm titles left out, as the
 *   KJV and WEB texts leave them out;
 * - server/scripture/data/bsb-alternates.txt.br: BSB.txt's wording of the verses where its words
 *   differ (an earlier revision of the BSB), so a quotation of either is recognised;
 * - the "bsb" entries of server/scripture/data/verse-numbering.json: the verses it leaves out,
 *   each with the manuscripts its footnote names as having it;
 * - server/scripture/data/bsb-citations.json: the New Testament's quotations of the Old, as the
 *   editors' footnotes mark them (scripts/bsb-citations.ts);
 * - server/scripture/data/bsb-headings.json: the section headings (`\s1`, `\s2`), per book,
 *   as [chapter, verse, heading] with the verse each stands before ([…, 2] for a `\s2`
 *   subheading; […, 2, 1] for one that stands inside its verse, as the Song of Songs'
 *   speakers do).
 * Run `npx tsx scripts/build-bsb-data.ts` (BSB_DIR=… for another copy of the editions).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { format } from "prettier";
import { bookById } from "../shared/scripture/books";
import {
  alternatesFileName,
  compactFileName,
  encodeAlternates,
  encodeCompactTexts,
} from "../server/scripture/compact-texts";
import { comparableWords } from "../server/scripture/quotations";
import { totalVerses, verseOrdinal, versePoint } from "../server/scripture/verse-ordinals";
import {
  movedVerseBreaks,
  readTextEdition,
  readUsfmEdition,
  repairUsfmText,
  stripUsfmMarkup,
  type UsfmBook,
} from "./bsb-editions";
import { citationPairs } from "./bsb-citations";

const directory = path.resolve("server/scripture/data");
const edition = readUsfmEdition();

type HeadingEntry =
  [number, number, string] | [number, number, string, 2] | [number, number, string, 2, 1];

function headingEntries(book: UsfmBook): HeadingEntry[] {
  return book.headings.map((heading) => {
    if (verseOrdinal(book.book, heading.chapter, heading.verse) < 0) {
      throw new Error(`${book.book} ${heading.chapter}:${heading.verse} is not a verse`);
    }
    if (heading.within && heading.level !== 2) throw new Error("a main heading inside a verse");
    const { chapter, verse, text } = heading;
    if (heading.within) return [chapter, verse, text, 2, 1];
    return heading.level === 2 ? [chapter, verse, text, 2] : [chapter, verse, text];
  });
}

/** One book a line, so the file stays compact and its diffs readable. */
function writeHeadings(): void {
  const lines = edition.map(
    (book) => `    ${JSON.stringify(book.book)}: ${JSON.stringify(headingEntries(book))}`,
  );
  const header = {
    source:
      "Berean Standard Bible (public domain, CC0), section headings from BSB-publishing/bsb2usfm results/ at 56564efcd7d09c52483f937dcf0a1a652dc93c6b; see docs/data-sources.md",
    format:
      "per book: [chapter, verse, heading] before that verse; a 4th element 2 marks a subheading (\\s2), a 5th element 1 one that starts inside its verse",
  };
  const text = `{\n  "source": ${JSON.stringify(header.source)},\n  "format": ${JSON.stringify(header.format)},\n  "books": {\n${lines.join(",\n")}\n  }\n}\n`;
  writeFileSync(path.join(directory, "bsb-headings.json"), text);
  const count = edition.reduce((sum, book) => sum + book.headings.length, 0);
  console.log(`bsb headings: ${count}, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KiB`);
}

/** The shipped text by ordinal, and how often each repair was made. */
function shippedText(): { verses: string[]; repairs: Map<string, number> } {
  const verses = new Array<string>(totalVerses).fill("");
  const repairs = new Map<string, number>();
  for (const book of edition) {
    for (const [key, raw] of book.verses) {
      const [chapter, verse] = key.split(":").map(Number) as [number, number];
      const ordinal = verseOrdinal(book.book, chapter, verse);
      if (ordinal < 0) throw new Error(`${book.book} ${key} is outside the KJV numbering`);
      verses[ordinal] = repairUsfmText(raw, repairs);
    }
  }
  return { verses, repairs };
}

/** BSB.txt's text by ordinal, em dashes closed up as in the shipped text. */
function otherEdition(): string[] {
  const other = readTextEdition();
  return Array.from({ length: totalVerses }, (_, ordinal) => {
    const point = versePoint(ordinal);
    const theirs = other[bookById(point.book).number - 1]?.get(`${point.chapter}:${point.verse}`);
    if (theirs === undefined) {
      throw new Error(`BSB.txt has no line for ${point.book} ${point.chapter}:${point.verse}`);
    }
    return theirs.replace(/\s*—\s*/g, "—");
  });
}

/**
 * BSB.txt's wording where its words differ from the shipped text's: its earlier revision. Not
 * where it only breaks two verses in another place (the USFM's break is the KJV's there).
 */
function alternatesFrom(verses: readonly string[]): {
  alternates: Map<number, string>;
  moved: number;
} {
  const other = otherEdition();
  const words = (text: string) => comparableWords(text).join(" ");
  const moved = movedVerseBreaks(verses, other, words);
  const alternates = new Map<number, string>();
  verses.forEach((text, ordinal) => {
    const theirs = other[ordinal]!;
    if (theirs && !moved.has(ordinal) && words(theirs) !== words(text))
      alternates.set(ordinal, theirs);
  });
  return { alternates, moved: moved.size };
}

/** Who has a verse the BSB leaves out, from its footnote ("BYZ and TR include 21 …"). */
const witnesses: Record<string, string> = {
  BYZ: "the Byzantine (Majority) text",
  TR: "the Textus Receptus",
  NE: "Nestle’s 1904 Greek text",
  SBL: "the SBL Greek New Testament",
};

function missingVerseNotes(verses: readonly string[]): Record<string, string> {
  const notes: Record<string, string> = {};
  verses.forEach((text, ordinal) => {
    if (text) return;
    const point = versePoint(ordinal);
    const book = edition[bookById(point.book).number - 1]!;
    const note = book.footnotes.find(
      (footnote) =>
        footnote.chapter === point.chapter && footnote.note.includes(`\\fv ${point.verse}\\fv*`),
    )?.note;
    const sigla = note && /\\ft\s+([A-Z][A-Za-z ,]*?)\s+includes?\b/.exec(note)?.[1];
    if (!sigla)
      throw new Error(`no footnote names who has ${point.book} ${point.chapter}:${point.verse}`);
    const names = sigla.split(/,?\s+and\s+|,\s*/).map((siglum) => {
      const name = witnesses[siglum.trim()];
      if (!name) throw new Error(`unknown witness ${siglum} in ${note}`);
      return name;
    });
    const who =
      names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0];
    const where = `${bookById(point.book).name} ${point.chapter}:${point.verse}`;
    const after = note.slice(note.indexOf("\\fv*") + 4).split(/\\ft\b|\\f\*/)[0] ?? "";
    const words = stripUsfmMarkup(after.replace(/\\fv\s*\d+\\fv\*/g, " "))
      .replace(/[.,;]$/, "")
      .replace(/“/g, "‘")
      .replace(/”/g, "’");
    notes[`${point.book}.${point.chapter}.${point.verse}`] =
      `${where}${words ? ` (“${words}”)` : ""} is not in the Berean Standard Bible’s text: its footnote says ${who} ${names.length > 1 ? "have" : "has"} it, and the KJV includes it.`;
  });
  return notes;
}

async function writeNumbering(notes: Record<string, string>): Promise<void> {
  const file = path.join(directory, "verse-numbering.json");
  const data = JSON.parse(readFileSync(file, "utf8")) as {
    extraVerses: Record<string, unknown>;
    missingVerses: Record<string, unknown>;
  };
  data.extraVerses.bsb = {};
  data.missingVerses.bsb = notes;
  writeFileSync(file, await format(JSON.stringify(data), { parser: "json", printWidth: 100 }));
}

/** One pair a line: [quoting, source]. */
function writeCitations(): void {
  const pairs = citationPairs(edition);
  const header = {
    source:
      "Berean Standard Bible (public domain, CC0), footnotes of BSB-publishing/bsb2usfm results/ at 56564efcd7d09c52483f937dcf0a1a652dc93c6b; see docs/data-sources.md",
    format:
      "[New Testament place quoting, Old Testament place quoted], from the footnotes 'Cited in …' (Old Testament) and the places a New Testament footnote ends in",
  };
  const lines = pairs.map((pair) => `    ${JSON.stringify(pair)}`);
  const text = `{\n  "source": ${JSON.stringify(header.source)},\n  "format": ${JSON.stringify(header.format)},\n  "pairs": [\n${lines.join(",\n")}\n  ]\n}\n`;
  writeFileSync(path.join(directory, "bsb-citations.json"), text);
  console.log(`bsb citations: ${pairs.length} quotations`);
}

writeHeadings();
writeCitations();
const { verses, repairs } = shippedText();
const data = encodeCompactTexts(verses);
writeFileSync(path.join(directory, compactFileName("bsb")), data);
console.log(
  `bsb: ${verses.filter(Boolean).length} of ${verses.length} verses, ${(data.length / 1024).toFixed(0)} KiB`,
);
for (const [name, count] of repairs) console.log(`  repaired in ${count} verses: ${name}`);
const { alternates, moved } = alternatesFrom(verses);
writeFileSync(path.join(directory, alternatesFileName("bsb")), encodeAlternates(alternates));
console.log(`bsb alternates (BSB.txt's wording where its words differ): ${alternates.size} verses`);
console.log(`  not kept: ${moved} verses BSB.txt breaks in another place`);
const notes = missingVerseNotes(verses);
await writeNumbering(notes);
console.log(`bsb verses left out: ${Object.keys(notes).join(", ")}`);
