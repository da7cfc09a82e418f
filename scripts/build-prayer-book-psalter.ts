/**
 * Builds server/scripture/data/prayer-book-psalter.txt.br: the Prayer Book psalter (Miles
 * Coverdale's psalms as the Book of Common Prayer prints them; this text is the American
 * 1928 revision), one verse a line as "psalm:verse<TAB>text", in the Prayer Book's own
 * numbering. The checker reads it (server/scripture/prayer-book-psalter.ts) so that a psalm
 * quoted in the psalter's words is not called a misquote of the KJV.
 *
 * Source (docs/data-sources.md): yaml/psalms.yaml of github.com/tomazon/Markedup_1928_Psalter
 * at commit 10d8d7162335d363676eccb08fca6b3cedb8cb54. The file marks up the text for chanting
 * (Saint Dunstan's pointing) and its history; the markup is taken out here and the 1928
 * words kept. Run: `npx tsx scripts/build-prayer-book-psalter.ts path/to/psalms.yaml`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { parse } from "yaml";

interface PsalmsYaml {
  psalm: Record<string, { part: Record<string, { verse?: Record<string, string> }> }>;
}

/** The 1928 words of a marked-up verse. */
export function plainVerse(marked: string): string {
  return (
    marked
      // A word sung otherwise (<DS sung>printed</DS>): the printed word is the 1928 text's.
      .replace(/<[^>]*>/g, "")
      .replace(/\{[^}]*\}/g, "")
      .replace(/&nbsp;/g, " ")
      .replace(/&euml;/g, "ë")
      // Pointing marks inside a word ("trou+ble", "mult^it^ude", "Bless=ed") join it; between
      // words, and the chant's half-verse asterisk, they are spaces. Stray brackets go.
      .replace(/(?<=\S)[+^=]+(?=\S)/g, "")
      .replace(/[+^=*{}[\]]/g, " ")
      .replace(/\s+([,;:.!?])/g, "$1")
      .replace(/\s+/g, " ")
      .trim()
  );
}

function main(): void {
  const source = process.argv[2];
  if (!source) throw new Error("Give the path of Markedup_1928_Psalter's yaml/psalms.yaml.");
  const data = parse(readFileSync(source, "utf8")) as PsalmsYaml;
  const lines: string[] = [];
  const psalms = Object.keys(data.psalm).sort((a, b) => Number(a) - Number(b));
  if (psalms.length !== 150) throw new Error(`${psalms.length} psalms, not 150`);
  for (const psalm of psalms) {
    const verses = new Map<number, string>();
    for (const part of Object.values(data.psalm[psalm]!.part)) {
      for (const [verse, text] of Object.entries(part.verse ?? {})) {
        verses.set(Number(verse), plainVerse(String(text)));
      }
    }
    const numbers = [...verses.keys()].sort((a, b) => a - b);
    numbers.forEach((number, position) => {
      if (number !== position + 1)
        throw new Error(`Psalm ${Number(psalm)} lacks verse ${position + 1}`);
    });
    for (const number of numbers) lines.push(`${Number(psalm)}:${number}\t${verses.get(number)}`);
  }
  const text = lines.join("\n");
  const out = path.resolve("server/scripture/data/prayer-book-psalter.txt.br");
  writeFileSync(
    out,
    brotliCompressSync(Buffer.from(text, "utf8"), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }),
  );
  console.log(`${psalms.length} psalms, ${lines.length} verses -> ${out}`);
}

main();
