import { bookIds, books, type BookId } from "@shared/scripture/books";
import type { VersePoint, VerseRange } from "@shared/scripture/reference";
import type { Translation } from "@shared/scripture/translations";
import { readDataJson } from "./data-files";
import { verseOrdinal, versePoint } from "./verse-ordinals";

/**
 * The Berean Standard Bible's section headings (data/bsb-headings.json, public domain; built by
 * scripts/build-bsb-data.ts from the publisher's USFM). A main heading's section runs to the
 * verse before the next main heading (or the end of the book); a subheading's to the verse
 * before the next heading of either kind. A heading that starts inside a verse (the Song of
 * Songs' speakers) shares that verse with the section before it.
 */
type Entry = [chapter: number, verse: number, heading: string, level?: 2, within?: 1];

interface HeadingsFile {
  books: Partial<Record<BookId, Entry[]>>;
}

/** Headings that name a reading only the BSB's text has (data/bsb-heading-readings.json). */
interface ReadingsFile {
  headings: { at: string; heading: string; why: string }[];
}

export interface SectionHeading {
  heading: string;
  /** 1 for a section heading, 2 for a subheading within one. */
  level: 1 | 2;
  start: VersePoint;
  end: VersePoint;
  /** How many verses the whole section holds, of which `start`-`end` is the part asked for. */
  verses: number;
}

interface Section {
  heading: string;
  level: 1 | 2;
  first: number;
  last: number;
}

let sections: Section[] | undefined;
let bsbReadings: ReadonlySet<string> | undefined;

function lastOrdinalOf(book: BookId): number {
  const counts = books[bookIds.indexOf(book)]?.verseCounts ?? [];
  return verseOrdinal(book, counts.length, counts[counts.length - 1] ?? 0);
}

function loadSections(): Section[] {
  const data = readDataJson<HeadingsFile>("bsb-headings.json");
  const out: Section[] = [];
  for (const book of bookIds) {
    const entries = data.books[book] ?? [];
    const bookEnd = lastOrdinalOf(book);
    entries.forEach(([chapter, verse, heading, subheading], index) => {
      const level = subheading ?? 1;
      const first = verseOrdinal(book, chapter, verse);
      if (first < 0) return;
      let last = bookEnd;
      for (const next of entries.slice(index + 1)) {
        if ((next[3] ?? 1) > level) continue;
        const nextFirst = verseOrdinal(book, next[0], next[1]);
        last = next[4] === 1 ? nextFirst : nextFirst - 1;
        break;
      }
      out.push({ heading, level, first, last: Math.max(first, last) });
    });
  }
  return out;
}

/**
 * The headings whose sections meet the range, in order, each clipped to the range: for
 * John 15:1–11, "Jesus the True Vine" (15:1–8) and "No Greater Love" (15:9–11). Over another
 * translation's text, a heading naming a reading only the BSB has is left out ("Jesus Sends
 * the Seventy-Two" over the WEB's "seventy").
 */
export function sectionHeadingsFor(range: VerseRange, translation: Translation): SectionHeading[] {
  const first = verseOrdinal(range.start.book, range.start.chapter, range.start.verse);
  const last = verseOrdinal(range.end.book, range.end.chapter, range.end.verse);
  if (first < 0 || last < first) return [];
  sections ??= loadSections();
  bsbReadings ??= new Set(
    readDataJson<ReadingsFile>("bsb-heading-readings.json").headings.map((entry) => entry.heading),
  );
  const shown = (section: Section) => translation === "bsb" || !bsbReadings!.has(section.heading);
  return sections
    .filter((section) => section.first <= last && section.last >= first && shown(section))
    .map((section) => ({
      heading: section.heading,
      level: section.level,
      start: versePoint(Math.max(section.first, first)),
      end: versePoint(Math.min(section.last, last)),
      verses: section.last - section.first + 1,
    }));
}
