/**
 * Lists the places in a held-out set's texts.json that may be scripture references, for reading by hand into
 * references.json: a book's name or abbreviation (with a number before it, "1 Cor.", "2 Kings")
 * followed by a chapter in roman or arabic numerals, and any "chapter" or "verse" with a number
 * or a number word. Uses no part of the checker (its own list of names), so the reference list
 * is made before the checker is run on the texts. Run with the set's folder, e.g.
 * `npx tsx tests/unit/scripture/evaluation/scan-references.ts sermons-heldout4`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const set = process.argv[2];
if (!set) throw new Error("Name the held-out set's folder, e.g. sermons-heldout4.");
const here = path.join(path.dirname(fileURLToPath(import.meta.url)), set);
const { texts } = JSON.parse(readFileSync(path.join(here, "texts.json"), "utf8")) as {
  texts: Array<{ id: string; text: string }>;
};

const books = [
  "Genesis", "Gen", "Exodus", "Exod", "Ex", "Leviticus", "Lev", "Numbers", "Numb", "Num",
  "Deuteronomy", "Deut", "Joshua", "Josh", "Judges", "Judg", "Ruth", "Samuel", "Sam", "Kings",
  "Chronicles", "Chron", "Chr", "Ezra", "Nehemiah", "Neh", "Esther", "Esth", "Job", "Psalms",
  "Psalm", "Psal", "Ps", "Proverbs", "Prov", "Ecclesiastes", "Eccles", "Eccl", "Song of Solomon",
  "Canticles", "Isaiah", "Isai", "Isa", "Jeremiah", "Jer", "Lamentations", "Lam", "Ezekiel",
  "Ezek", "Daniel", "Dan", "Hosea", "Hos", "Joel", "Amos", "Obadiah", "Jonah", "Micah", "Mic",
  "Nahum", "Habakkuk", "Hab", "Zephaniah", "Zeph", "Haggai", "Hag", "Zechariah", "Zech",
  "Malachi", "Mal", "Matthew", "Matt", "Mark", "Luke", "John", "Acts", "Romans", "Rom",
  "Corinthians", "Cor", "Galatians", "Gal", "Ephesians", "Eph", "Philippians", "Phil",
  "Colossians", "Col", "Thessalonians", "Thess", "Timothy", "Tim", "Titus", "Philemon",
  "Hebrews", "Heb", "James", "Jas", "Peter", "Pet", "Jude", "Revelation", "Rev",
]; // prettier-ignore
const book = `(?:(?:[123]|I{1,3})\\.? )?(?:St\\.? )?(?:${books.join("|")})`;
const chapter = `\\.?,? (?:[ivxlc]+|[IVXLC]+|\\d+)\\b[.:]?(?: ?\\d+(?:[-,] ?\\d+)*)?`;
const scans = [
  new RegExp(`\\b${book}${chapter}`, "g"),
  /\b(?:chapter|chap\.|verse|ver\.|v\.)\s+(?:[ivxlc]+|\d+)\b/gi,
  /\b(?:\w+(?:th|st|nd|rd|first|second|third))\s+(?:chapter|verse)\b/gi,
];

for (const { id, text } of texts)
  for (const scan of scans)
    for (const match of text.matchAll(scan))
      console.log(
        JSON.stringify({ id, start: match.index, cited: match[0] }),
        "|",
        text
          .slice(Math.max(0, match.index - 60), match.index + match[0].length + 60)
          .replace(/\n/g, " "),
      );
