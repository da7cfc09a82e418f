/**
 * Readers for the two editions of the Berean Standard Bible in ../shared/data/bsb/ (see its
 * SOURCE.md and docs/data-sources.md): the publisher's USFM (bsb2usfm, with section headings,
 * footnotes and cross-references) and scrollmapper's BSB.txt (one verse a line). Used by
 * scripts/build-bsb-data.ts and scripts/compare-bsb-editions.ts; neither is shipped.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { bookIds, type BookId } from "../shared/scripture/books";

export const bsbDirectory = path.resolve(process.env.BSB_DIR ?? "../shared/data/bsb");

/** Paratext book codes (the USFM files' names), in the order of `bookIds`. */
export const paratextCodes = [
  "GEN", "EXO", "LEV", "NUM", "DEU", "JOS", "JDG", "RUT", "1SA", "2SA", "1KI", "2KI",
  "1CH", "2CH", "EZR", "NEH", "EST", "JOB", "PSA", "PRO", "ECC", "SNG", "ISA", "JER", "LAM",
  "EZK", "DAN", "HOS", "JOL", "AMO", "OBA", "JON", "MIC", "NAM", "HAB", "ZEP", "HAG", "ZEC",
  "MAL", "MAT", "MRK", "LUK", "JHN", "ACT", "ROM", "1CO", "2CO", "GAL", "EPH", "PHP", "COL",
  "1TH", "2TH", "1TI", "2TI", "TIT", "PHM", "HEB", "JAS", "1PE", "2PE", "1JN",
  "2JN", "3JN", "JUD", "REV",
] as const; // prettier-ignore

/** "chapter:verse" → text, for one book. */
export type BookVerses = Map<string, string>;

export interface UsfmHeading {
  chapter: number;
  /** The verse the heading stands before. */
  verse: number;
  level: 1 | 2;
  /** True when it stands inside the verse rather than before it. */
  within: boolean;
  text: string;
}

export interface UsfmBook {
  book: BookId;
  verses: BookVerses;
  /** Psalm titles (`\d`), which the USFM edition puts inside verse 1: "chapter:verse" → title. */
  titles: BookVerses;
  headings: UsfmHeading[];
  /** Each footnote's raw USFM (`\f … \f*`), with the chapter it is in. */
  footnotes: Array<{ chapter: number; note: string }>;
}

/**
 * Removes what is not verse text: footnotes `\f … \f*`, cross-references `\x … \x*`, and the
 * character markers around words (`\wj … \wj*`, `\+w`, `\w word|strong="…"\w*`, `\ref … \ref*`).
 */
export function stripUsfmMarkup(text: string): string {
  return text
    .replace(/\\f\s[\s\S]*?\\f\*/g, "")
    .replace(/\\x\s[\s\S]*?\\x\*/g, "")
    .replace(/\\\+?w\s([^|\\]*)(\|[^\\]*)?\\\+?w\*/g, "$1")
    .replace(/\\ref\s([^|\\]*)(\|[^\\]*)?\\ref\*/g, "$1")
    .replace(/\\\+?[a-z]+[0-9]*\*?/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Lines whose marker carries no verse text. */
const skipped = /^\\(id|usfm|h|toc\d|mt\d?|r|ms\d?|mr|qa|rem|ide)\b/;

export function parseUsfmBook(book: BookId, source: string): UsfmBook {
  const verses: BookVerses = new Map();
  const titles: BookVerses = new Map();
  const headings: UsfmHeading[] = [];
  const footnotes: UsfmBook["footnotes"] = [];
  let pending: Array<{ level: 1 | 2; text: string }> = [];
  let chapter = 0;
  let verse = 0;
  const append = (into: BookVerses, text: string) => {
    if (!verse || !text.trim()) return;
    const key = `${chapter}:${verse}`;
    into.set(key, `${into.get(key) ?? ""} ${text}`);
  };
  for (const line of source.split(/\r?\n/)) {
    const marker = /^\\([a-z]+\d?)\s?/.exec(line);
    if (!marker) continue;
    const rest = line.slice(marker[0].length);
    const name = marker[1] as string;
    if (skipped.test(line)) continue;
    for (const note of line.match(/\\f\s[\s\S]*?\\f\*/g) ?? []) footnotes.push({ chapter, note });
    if (name === "c") {
      chapter = Number.parseInt(rest, 10);
      verse = 0;
      continue;
    }
    if (name === "s1" || name === "s2") {
      pending.push({ level: name === "s1" ? 1 : 2, text: stripUsfmMarkup(rest) });
      continue;
    }
    // A paragraph or poetry line: its text, split at each verse marker.
    const parts = rest.split(/\\v\s+(\d+)\s?/);
    const into = name === "d" ? titles : verses;
    if (pending.length && verse && stripUsfmMarkup(parts[0] as string)) {
      // A heading inside a verse (the Song of Songs' speakers): it starts within that verse.
      for (const heading of pending) headings.push({ chapter, verse, within: true, ...heading });
      pending = [];
    }
    append(into, parts[0] as string);
    for (let index = 1; index < parts.length; index += 2) {
      verse = Number(parts[index]);
      for (const heading of pending) headings.push({ chapter, verse, within: false, ...heading });
      pending = [];
      append(into, parts[index + 1] as string);
    }
  }
  for (const map of [verses, titles]) {
    for (const [key, text] of map) map.set(key, stripUsfmMarkup(text));
  }
  return { book, verses, titles, headings, footnotes };
}

/**
 * Typographic slips of the USFM conversion, mended before the text is shipped or compared
 * (scripts/build-bsb-data.ts counts each; docs/data-sources.md lists them). None changes a
 * word except "vvv", a stray token in three verses.
 */
export const usfmRepairs: ReadonlyArray<[name: string, pattern: RegExp, replacement: string]> = [
  ["stray token vvv", /\s?\bvvv\b\s?/g, " "],
  ["closing-quote placeholder [’’]", /\[’’\]/g, ""],
  ["square brackets around words", /\[([a-z][a-z ]*)\]/g, "$1"],
  ["spaced ellipsis left by the conversion (Numbers 26, John 21:7)", /\s\.\s\.\s\.(?=\s)/g, ""],
  ["space before punctuation", /(?<=[\w’”)])\s+(?=[,;:.?!](?:\s|$|[”’]))/g, ""],
  ["space inside a thousands figure", /(?<=\d) ,(?=\d{3})/g, ","],
  ["missing space after a comma or colon", /(?<=[A-Za-z])([,:])(?=[A-Za-z])/g, "$1 "],
  ["missing space after a full stop, where a footnote stood", /(?<=[a-z][.!?])(?=[A-Z])/g, " "],
  ["space before a closing quotation mark", /(?<=[,.?!]) +(?=[”’](?:\s|$))/g, ""],
  ["space after an opening quotation mark", /(?<=[“‘]) +/g, ""],
  ["space or hyphen inside a parenthesis", /\( +(?:- +)?/g, "("],
  ["space before a closing parenthesis", / +\)/g, ")"],
  ["spaces around an em dash", /\s*—\s*/g, "—"],
];

/** The text with `usfmRepairs` applied; `counts`, when given, gathers how often each applied. */
export function repairUsfmText(text: string, counts?: Map<string, number>): string {
  let out = text;
  for (const [name, pattern, replacement] of usfmRepairs) {
    const next = out.replace(pattern, replacement);
    if (next !== out && counts) counts.set(name, (counts.get(name) ?? 0) + 1);
    out = next;
  }
  return out.replace(/\s+/g, " ").trim();
}

export function readUsfmEdition(directory = bsbDirectory): UsfmBook[] {
  return bookIds.map((book, index) =>
    parseUsfmBook(
      book,
      readFileSync(path.join(directory, "usfm", `${paratextCodes[index]}.usfm`), "utf8"),
    ),
  );
}

/** BSB.txt: `### Book` before each book, then `[chapter:verse] text` lines, in canonical order. */
export function readTextEdition(directory = bsbDirectory): BookVerses[] {
  const out: BookVerses[] = [];
  let current: BookVerses | undefined;
  for (const line of readFileSync(path.join(directory, "BSB.txt"), "utf8").split(/\r?\n/)) {
    if (line.startsWith("### ")) {
      current = new Map();
      out.push(current);
      continue;
    }
    const match = /^\[(\d+):(\d+)\]\s?(.*)$/.exec(line);
    if (match && current) {
      current.set(`${match[1]}:${match[2]}`, (match[3] as string).replace(/\s+/g, " ").trim());
    }
  }
  if (out.length !== bookIds.length) throw new Error(`BSB.txt has ${out.length} books, not 66`);
  return out;
}

/**
 * Verses where the two editions put the same words at a different verse break: two
 * neighbouring verses whose words differ one by one but not together (BSB.txt moves a list's
 * opening words, "Of Gershom:", away from the names that follow). Ordinals of both verses.
 */
export function movedVerseBreaks(
  ours: readonly string[],
  theirs: readonly string[],
  words: (text: string) => string,
): Set<number> {
  const moved = new Set<number>();
  for (let ordinal = 0; ordinal + 1 < ours.length; ordinal++) {
    const [a, b] = [ours[ordinal] ?? "", ours[ordinal + 1] ?? ""];
    const [c, d] = [theirs[ordinal] ?? "", theirs[ordinal + 1] ?? ""];
    if (!a || !b || words(a) === words(c)) continue;
    if (words(`${a} ${b}`) === words(`${c} ${d}`)) {
      moved.add(ordinal);
      moved.add(ordinal + 1);
    }
  }
  return moved;
}
