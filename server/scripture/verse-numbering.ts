import type { BookId } from "@shared/scripture/books";
import type { CitedPoint, CitedRange } from "@shared/scripture/reference";
import type { Translation } from "@shared/scripture/translations";
import { verseOrdinal } from "./verse-ordinals";
import { readDataJson } from "./data-files";

/**
 * A translation's own numbering where it differs from the KJV's (the WEB has a 3 John 1:15
 * and a Revelation 12:18, and numbers the Romans doxology 14:24–26), and the verses a
 * translation does not have, each with why (data/verse-numbering.json).
 */
interface ExtraVerse {
  kjv: string;
  startsWith?: string;
  endsWith?: string;
}

interface NumberingData {
  extraVerses: Record<Translation, Record<string, ExtraVerse>>;
  missingVerses: Record<Translation, Record<string, string>>;
}

const data = readDataJson<NumberingData>("verse-numbering.json");

const osisOf = (point: CitedPoint) => `${point.book}.${point.chapter}.${point.verse}`;

function kjvPoint(osis: string): CitedPoint {
  const [book, chapter, verse] = osis.split(".");
  return { book: book as BookId, chapter: Number(chapter), verse: Number(verse) };
}

/**
 * The ranges in KJV numbering, for a citation made in `translation`'s numbering; and, when it
 * is one verse that is part of a KJV verse, which part of that verse's text it is.
 */
export function toKjvNumbering(
  ranges: readonly CitedRange[],
  translation: Translation,
): { ranges: CitedRange[]; part?: ExtraVerse } | undefined {
  const extras = data.extraVerses[translation];
  let changed = false;
  const map = (point: CitedPoint): CitedPoint => {
    if (point.verse === undefined) return point;
    const extra = extras[osisOf(point)];
    if (!extra) return point;
    changed = true;
    return kjvPoint(extra.kjv);
  };
  const mapped = ranges.map((range) => ({ start: map(range.start), end: map(range.end) }));
  if (!changed) return undefined;
  const only = ranges.length === 1 ? ranges[0]! : undefined;
  const part =
    only && only.start.verse !== undefined && osisOf(only.start) === osisOf(only.end)
      ? extras[osisOf(only.start)]
      : undefined;
  return { ranges: mapped, ...(part && (part.startsWith || part.endsWith) ? { part } : {}) };
}

/** The part of a KJV-numbered verse's text that a translation numbers as its own verse. */
export function partOfVerse(text: string, part: ExtraVerse): string {
  if (part.startsWith) {
    const at = text.indexOf(part.startsWith);
    return at >= 0 ? text.slice(at) : text;
  }
  if (part.endsWith) {
    const at = text.indexOf(part.endsWith);
    return at >= 0 ? text.slice(0, at + part.endsWith.length) : text;
  }
  return text;
}

/** Why a translation has no text for a verse, or undefined when it has it. */
export function missingVerseNote(
  translation: Translation,
  book: BookId,
  chapter: number,
  verse: number,
): string | undefined {
  return data.missingVerses[translation][`${book}.${chapter}.${verse}`];
}

/** The notes for every verse in `ranges` that `translation` does not have. */
export function missingVerseNotes(
  translation: Translation,
  ranges: ReadonlyArray<{
    start: { book: BookId; chapter: number; verse: number };
    end: { book: BookId; chapter: number; verse: number };
  }>,
): string[] {
  const notes: string[] = [];
  for (const [osis, note] of Object.entries(data.missingVerses[translation])) {
    const point = kjvPoint(osis);
    const ordinal = verseOrdinal(point.book, point.chapter, point.verse!);
    const inside = ranges.some(
      (range) =>
        verseOrdinal(range.start.book, range.start.chapter, range.start.verse) <= ordinal &&
        ordinal <= verseOrdinal(range.end.book, range.end.chapter, range.end.verse),
    );
    if (inside) notes.push(note);
  }
  return notes;
}
