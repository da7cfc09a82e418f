import { bookById, bookDisplayName, chapterCount, verseCount, type BookId } from "./books";

/** A point as cited: a chapter (no verse) or a verse. Numbers are as written, not yet checked. */
export interface CitedPoint {
  book: BookId;
  chapter: number;
  verse?: number;
}

/** One span of a citation, inclusive: "John 3:16" has start = end; "Matthew 5–7" spans chapters. */
export interface CitedRange {
  start: CitedPoint;
  end: CitedPoint;
}

export interface VersePoint {
  book: BookId;
  chapter: number;
  verse: number;
}

/** A range known to exist, resolved to verses. */
export interface VerseRange {
  start: VersePoint;
  end: VersePoint;
}

export type Validation = { valid: true; ranges: VerseRange[] } | { valid: false; reason: string };

const enDash = "–";

function comparePoints(a: VersePoint, b: VersePoint): number {
  return (
    bookById(a.book).number - bookById(b.book).number || a.chapter - b.chapter || a.verse - b.verse
  );
}

function pointProblem(point: CitedPoint): string | undefined {
  const book = bookById(point.book);
  const chapters = chapterCount(point.book);
  if (!Number.isInteger(point.chapter) || point.chapter < 1 || point.chapter > chapters) {
    const has = chapters === 1 ? "only one chapter" : `${chapters} chapters`;
    return `${book.name} has ${has}, so ${book.name} ${point.chapter} does not exist.`;
  }
  if (point.verse === undefined) return undefined;
  const verses = verseCount(point.book, point.chapter);
  if (!Number.isInteger(point.verse) || point.verse < 1 || point.verse > verses) {
    const name = bookDisplayName(point.book, true);
    return `${name} ${point.chapter} has ${verses} verses, so ${name} ${point.chapter}:${point.verse} does not exist.`;
  }
  return undefined;
}

/** Checks that every book, chapter and verse exists and each range runs forward. */
export function validateCitation(ranges: readonly CitedRange[]): Validation {
  if (ranges.length === 0) return { valid: false, reason: "No chapter or verse was given." };
  const resolved: VerseRange[] = [];
  for (const range of ranges) {
    const problem = pointProblem(range.start) ?? pointProblem(range.end);
    if (problem) return { valid: false, reason: problem };
    const start: VersePoint = { ...range.start, verse: range.start.verse ?? 1 };
    const end: VersePoint = {
      ...range.end,
      verse: range.end.verse ?? verseCount(range.end.book, range.end.chapter),
    };
    if (comparePoints(start, end) > 0) {
      return { valid: false, reason: "The range ends before it starts." };
    }
    resolved.push({ start, end });
  }
  return { valid: true, ranges: resolved };
}

/**
 * One shape per range: whole chapters stay chapters ("Matthew 5–7"); a range with a verse at
 * either end gets verses at both ("John 3:16ff" → "John 3:16–36", "Matthew 5–6:4" → "5:1–6:4").
 */
function normalise(range: CitedRange): CitedRange {
  const { start, end } = range;
  if (start.verse === undefined && end.verse === undefined) return range;
  const startVerse = start.verse ?? 1;
  let endVerse = end.verse;
  if (endVerse === undefined) {
    const last = verseCount(end.book, end.chapter);
    endVerse = last > 0 ? last : undefined;
  }
  return {
    start: { ...start, verse: startVerse },
    end:
      endVerse === undefined
        ? { book: end.book, chapter: end.chapter }
        : { ...end, verse: endVerse },
  };
}

function samePoint(a: CitedPoint, b: CitedPoint): boolean {
  return a.book === b.book && a.chapter === b.chapter && a.verse === b.verse;
}

function chapterVerse(point: CitedPoint): string {
  return point.verse === undefined ? `${point.chapter}` : `${point.chapter}:${point.verse}`;
}

function formatEnd(start: CitedPoint, end: CitedPoint, singular: boolean): string {
  if (samePoint(start, end)) return "";
  if (end.book !== start.book)
    return `${enDash}${bookDisplayName(end.book, singular)} ${chapterVerse(end)}`;
  if (start.verse !== undefined && end.verse !== undefined && end.chapter === start.chapter) {
    return `${enDash}${end.verse}`;
  }
  return `${enDash}${chapterVerse(end)}`;
}

/**
 * The canonical form of a citation: full book names, en dashes, commas between verses of
 * one chapter and semicolons between chapters or books ("John 3:16–18, 20; Romans 8:28").
 */
export function formatCitation(ranges: readonly CitedRange[]): string {
  const normalised = ranges.map(normalise);
  const chapters = new Set<string>();
  for (const { start, end } of normalised) {
    chapters.add(`${start.book}.${start.chapter}`);
    chapters.add(`${end.book}.${end.chapter}`);
  }
  const singular = chapters.size === 1;
  let out = "";
  let previous: CitedPoint | undefined;
  for (const range of normalised) {
    const { start, end } = range;
    const tail = formatEnd(start, end, singular);
    if (!previous) {
      out += `${bookDisplayName(start.book, singular)} ${chapterVerse(start)}${tail}`;
    } else if (previous.book !== start.book) {
      out += `; ${bookDisplayName(start.book, singular)} ${chapterVerse(start)}${tail}`;
    } else if (
      previous.chapter === start.chapter &&
      previous.verse !== undefined &&
      start.verse !== undefined
    ) {
      out += `, ${start.verse}${tail}`;
    } else {
      out += `; ${chapterVerse(start)}${tail}`;
    }
    previous = end;
  }
  return out;
}

function osisPoint(point: CitedPoint): string {
  return point.verse === undefined
    ? `${point.book}.${point.chapter}`
    : `${point.book}.${point.chapter}.${point.verse}`;
}

/** OSIS form ("John.3.16-John.3.18,Rom.8.28"), as the reference parser and SWORD write it. */
export function formatOsis(ranges: readonly CitedRange[]): string {
  return ranges
    .map(normalise)
    .map(({ start, end }) =>
      samePoint(start, end) ? osisPoint(start) : `${osisPoint(start)}-${osisPoint(end)}`,
    )
    .join(",");
}
