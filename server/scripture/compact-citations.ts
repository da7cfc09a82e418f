import { bookNamesEndingWith } from "./book-names";

/**
 * What older printers put inside a reference that is no part of it, taken out before the
 * scanner reads the text, with a map back to where each remaining character was:
 * - runs of spaces (a justified line's "MALACHI III.  17."; unusual spaces are plain ones by
 *   now), read as one space;
 * - an apostle's title before his book's name, with or without the book's number before it
 *   ("1 S. PETER v. 10", "II. St. John 3:2", "1 Saint John 4:8", "S. LUKE xvi. 19"), so the
 *   number stays with the name;
 * - "Epistle of" between a book's number and name ("the First Epistle of S. Peter v. 10",
 *   "the Second Epistle General of Peter 3:9").
 * A title or "Epistle of" is taken out only before a word that ends a book's name ("S. Peter",
 * not "S. Smith"); whether a reference follows is still the scanner's to decide.
 */

export interface CompactText {
  text: string;
  /** For each character of `text`, its position in the original; one more for the end. */
  origin: number[];
}

const spaceRun = / {2,}|\t+/g;
const title = String.raw`(?:S|St|ST|Saint|SAINT)\.?[ \t]+`;
const ordinalWord = String.raw`(?:[1-3]|I{1,3}|[Ff]irst|[Ss]econd|[Tt]hird|FIRST|SECOND|THIRD|1st|2nd|3rd)\.?[ \t]+`;
const epistleOf = String.raw`(?:[Ee]pistle|EPISTLE)[ \t]+(?:(?:[Gg]eneral|GENERAL)[ \t]+)?(?:of|OF)[ \t]+`;
/** Group 1: "Epistle of " after a book's number; group 2: a title; then the book's word. */
const beforeBook = new RegExp(
  String.raw`(?<=\b${ordinalWord})(${epistleOf})?(${title})?(?=([A-Z][A-Za-z]{2,15})\b)|\b(${title})(?=([A-Z][A-Za-z]{2,15})\b)`,
  "g",
);

/** The spans [start, end) of `text` to leave out. */
function omitted(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  spaceRun.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = spaceRun.exec(text))) {
    // A tab alone is a space; a run keeps its first character, as a space.
    spans.push([match.index + 1, match.index + match[0].length]);
  }
  beforeBook.lastIndex = 0;
  while ((match = beforeBook.exec(text))) {
    if (match[0] === "") {
      beforeBook.lastIndex++;
      continue;
    }
    const word = match[3] ?? match[5]!;
    if (!bookNamesEndingWith(word)) continue;
    spans.push([match.index, match.index + match[0].length]);
  }
  return spans;
}

export function compactCitations(text: string): CompactText {
  const spans = omitted(text);
  const tabs = text.includes("\t");
  if (spans.length === 0 && !tabs) return { text, origin: [] };
  const skip = new Uint8Array(text.length);
  for (const [start, end] of spans) skip.fill(1, start, end);
  let out = "";
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (skip[i]) continue;
    out += text[i] === "\t" ? " " : text[i];
    origin.push(i);
  }
  origin.push(text.length);
  return { text: out, origin };
}

/** Where a span [start, end) of the compact text lies in the original. */
export function originalSpan(
  compact: CompactText,
  start: number,
  end: number,
): { start: number; end: number } {
  if (compact.origin.length === 0) return { start, end };
  return {
    start: compact.origin[start]!,
    end: end > start ? compact.origin[end - 1]! + 1 : compact.origin[start]!,
  };
}
