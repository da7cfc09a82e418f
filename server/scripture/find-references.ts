import { bookById } from "@shared/scripture/books";
import { isFullBookName, notBookWords } from "./book-names";
import type { Citation } from "./citation";
import { compactCitations, originalSpan } from "./compact-citations";
import { arabicChapters, plainSpaces, spokenReferences } from "./manuscript-forms";
import { parseReferences } from "./reference-parser";
import { scanReferences } from "./reference-scanner";
import { relativeReferences } from "./relative-references";

/**
 * Every reference in a text, as checking reads them. The fast scanner knows the usual names
 * and abbreviations; what it cannot place ("Mathew 5:3", "Phillipains 4:13", "mathew 5:3") is
 * handed, in a short window, to bible-passage-reference-parser, which reads most misspelt
 * names. A name the parser reads but that is far from the book it chose is reported as
 * uncertain rather than silently taken for that book.
 */

/** Chapter and verse with nothing the scanner recognised in front of it. */
const chapterAndVerse = /(?<![\d:.$£€])(\d{1,3})[:.](\d{1,3})(?![\d:])/g;
const timeAfter = /^\s*(?:am|pm|a\.m\.|p\.m\.|o'?clock|hours?|minutes?)\b/i;
const windowBefore = 40;

const parsedWindows = new Map<string, Citation[]>();
const cacheLimit = 500;

function parseWindow(window: string): Citation[] {
  const cached = parsedWindows.get(window);
  if (cached) return cached;
  const citations = parseReferences(window);
  if (parsedWindows.size >= cacheLimit) parsedWindows.delete(parsedWindows.keys().next().value!);
  parsedWindows.set(window, citations);
  return citations;
}

/** Optimal string alignment distance (edits, with swapped neighbours as one edit). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array(rows * cols).fill(0);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        d[(i - 1) * cols + j]! + 1,
        d[i * cols + j - 1]! + 1,
        d[(i - 1) * cols + j - 1]! + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[(i - 2) * cols + j - 2]! + 1);
      }
      d[i * cols + j] = best;
    }
  }
  return d[rows * cols - 1]!;
}

const letters = (value: string) => value.toLowerCase().replace(/[^a-z]/g, "");
const ordinalPrefix = /^\s*(?:[123](?:st|nd|rd)?|i{1,3}|first|second|third)\.?\s+/i;

/** How far a written name is from the nearest name of the book the parser chose. */
function nameDistance(written: string, citation: Citation): number {
  const book = bookById(citation.ranges[0]!.start.book);
  const name = letters(written.replace(ordinalPrefix, ""));
  return Math.min(
    ...[book.name, ...book.abbreviations].map((candidate) =>
      editDistance(name, letters(candidate.replace(/^[123] /, ""))),
    ),
  );
}

/** The parser's reading of the reference at `numberStart`, if it has one worth trusting. */
function parserReading(text: string, numberStart: number, end: number): Citation | undefined {
  let from = Math.max(0, numberStart - windowBefore);
  const lineStart = text.lastIndexOf("\n", numberStart - 1) + 1;
  from = Math.max(from, lineStart);
  while (from > lineStart && /[A-Za-z]/.test(text[from - 1] ?? "")) from++;
  const window = text.slice(from, Math.min(text.length, end + 20));
  const at = numberStart - from;
  const found = parseWindow(window).find(
    (citation) => citation.unknownBook === undefined && citation.start < at && citation.end > at,
  );
  if (!found) return undefined;
  const written = window.slice(
    found.start,
    found.start + window.slice(found.start).search(/\d{1,3}[:.]\d/),
  );
  const name = letters(written.replace(ordinalPrefix, ""));
  if (name.length < 3 || notBookWords.has(name)) return undefined;
  // In prose a lowercase word is only a book when it is spelt out ("john"), or long enough
  // that it cannot be an ordinary short word ("mathew").
  if (/^[^A-Za-z]*[a-z]/.test(written) && name.length < 5 && !isFullBookName(name))
    return undefined;
  return {
    ...found,
    cited: window.slice(found.start, found.end),
    start: found.start + from,
    end: found.end + from,
    written: written.trim(),
  } as Citation & { written: string };
}

/** A misspelt name is trusted when it is at most this many edits from the book's name. */
function trustedDistance(name: string): number {
  return name.length <= 4 ? 1 : name.length <= 8 ? 2 : 3;
}

/**
 * Every reference in a text. Unusual spaces and roman chapters are read as plain ones (the
 * text is rewritten character for character, so positions hold), runs of spaces and a title
 * before a book's name are left out (compact-citations.ts maps positions back), references read aloud are
 * added, and each citation keeps the words as written. With `relative`, as a check reads a
 * text, verses of the chapter in hand ("Verse 16") are read against it too.
 */
export function findReferences(original: string, options: { relative?: boolean } = {}): Citation[] {
  // Runs of spaces and a title before a book's name are left out (positions are mapped back).
  const compact = compactCitations(plainSpaces(original));
  const { text, rewritten } = arabicChapters(compact.text);
  const found = readReferences(text);
  const spoken = spokenReferences(text).filter(
    (citation) => !found.some((other) => other.start < citation.end && citation.start < other.end),
  );
  const named = spoken.length > 0 ? [...found, ...spoken].sort((a, b) => a.start - b.start) : found;
  // "Verse 16 says" after the chapter in hand is named ("John 3" as a heading).
  const relative = options.relative ? relativeReferences(text, named) : [];
  const all =
    relative.length > 0 ? [...named, ...relative].sort((a, b) => a.start - b.start) : named;
  if (text === original) return all;
  return all.map((citation) => {
    // A roman chapter's reference ends where the original does.
    const end =
      rewritten.find((place) => citation.end > place.end - 3 && citation.end <= place.end)
        ?.originalEnd ?? citation.end;
    const span = originalSpan(compact, citation.start, end);
    return { ...citation, ...span, cited: original.slice(span.start, span.end) };
  });
}

function readReferences(text: string): Citation[] {
  const scanned = scanReferences(text);
  const out: Citation[] = [];
  const covered = (position: number) =>
    scanned.some((citation) => citation.start <= position && position < citation.end);
  for (const citation of scanned) {
    if (citation.unknownBook === undefined || citation.problem !== undefined) {
      out.push(citation);
      continue;
    }
    const numberStart = citation.start + citation.cited.search(/\d{1,3}[:.]\d/);
    out.push(readMisspelt(text, numberStart, citation.end) ?? citation);
  }
  // Lowercase or unusual names the scanner passed over ("mathew 5:3").
  chapterAndVerse.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = chapterAndVerse.exec(text))) {
    const at = match.index;
    if (covered(at) || out.some((citation) => citation.start <= at && at < citation.end)) continue;
    if (timeAfter.test(text.slice(at + match[0].length, at + match[0].length + 10))) continue;
    if (!/[A-Za-z]\.?\s{0,2}$/.test(text.slice(Math.max(0, at - 3), at))) continue;
    const reading = readMisspelt(text, at, at + match[0].length);
    if (reading && reading.unknownBook === undefined) out.push(reading);
  }
  return out.sort((a, b) => a.start - b.start);
}

function readMisspelt(text: string, numberStart: number, end: number): Citation | undefined {
  const reading = parserReading(text, numberStart, end) as
    (Citation & { written: string }) | undefined;
  if (!reading) return undefined;
  const { written, ...citation } = reading;
  const name = letters(written.replace(ordinalPrefix, ""));
  if (nameDistance(written, citation) <= trustedDistance(name)) return citation;
  const guess = bookById(citation.ranges[0]!.start.book).name;
  return {
    cited: citation.cited,
    start: citation.start,
    end: citation.end,
    ranges: [],
    unknownBook: written,
    uncertain: true,
    problem: `We cannot be sure which book “${written}” means (${guess}?). Write the book’s name in full.`,
  };
}
