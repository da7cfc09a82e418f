/**
 * Builds the Berean Standard Bible's shipped data from the publisher's USFM edition in
 * ../shared/data/bsb/usfm (docs/data-sources.md):
 * - server/scripture/data/bsb-headings.json: the section headings (`\s1`, `\s2`), per book,
 *   as [chapter, verse, heading] with the verse each stands before ([…, 2] for a `\s2`
 *   subheading; […, 2, 1] for one that stands inside its verse, as the Song of Songs'
 *   speakers do).
 * Run `npx tsx scripts/build-bsb-data.ts` (BSB_DIR=… for another copy of the editions).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { verseOrdinal } from "../server/scripture/verse-ordinals";
import { readUsfmEdition, type UsfmBook } from "./bsb-editions";

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

writeHeadings();
