import { verseCount } from "@shared/scripture/books";
import type { Citation } from "./citation";
import { ordinalNumber, ordinalPattern } from "./manuscript-forms";

/**
 * References to a verse of the chapter in hand ("Verse 16 says", "verses 3-5", "ver. 2"),
 * read against the chapter the text has named as its own: a reference to one chapter of one
 * book that opens a line ("Psalm 1 OVERVIEW", a heading "John 3") or is introduced as the
 * reading ("Turn to John 3.", "Our text is John 3:16"), or one named earlier on the verse's
 * own line, unless the words just before it point to another chapter ("in the foregoing
 * chapter … verse 31"). A chapter named in passing on an earlier line ("by the connection with Psalm
 * 102") is not the chapter in hand; where two chapters are in view (the chapter in hand, and
 * "as in Romans 8:28" on the verse's line) the verse is ambiguous. Either way it is left
 * unread rather than guessed. A psalm named by its ordinal alone ("a contrast with the eighth
 * Psalm") is named in passing: it counts only when introduced as the reading.
 */

/**
 * "Verse 16", "verses 3-5", "verses 7, 8", "Verses 2-3, 5", "ver. 2", "vv. 3–5", "v. 7"; not
 * "verse 3 of …", nor a chapter and verse ("16:3").
 */
const relativeVerse =
  /\b(?:[Vv]erses?|[Vv]er\.|[Vv]v?\.)\s{0,2}(\d{1,3}(?:(?:\s*[-–—]\s*|,\s*|\s+and\s+)\d{1,3})*)(?!\d|[:.]\d)/g;

/**
 * The same read aloud: "the sixth verse", "the 2nd verse", "the sixth and seventh verses";
 * not "the sixth day", nor "the verse" with no number.
 */
const spokenVerse = new RegExp(
  String.raw`\b[Tt]he\s+${ordinalPattern}(?:\s+and\s+(?:the\s+)?${ordinalPattern})?\s+verses?\b`,
  "g",
);

/** A relative reference's place and verses, as "2-3, 5" is written. */
interface Relative {
  start: number;
  end: number;
  cited: string;
  list: string;
}

/** Every relative reference in `text`, in figures or read aloud, in order. */
function relativePlaces(text: string): Relative[] {
  const places: Relative[] = [];
  for (const match of text.matchAll(relativeVerse))
    places.push({
      start: match.index,
      end: match.index + match[0].length,
      cited: match[0],
      list: match[1]!,
    });
  for (const match of text.matchAll(spokenVerse)) {
    const numbers = [match[1], match[2]]
      .filter((word) => word !== undefined)
      .map((word) => ordinalNumber(word));
    if (numbers.length === 0 || numbers.some((number) => number === undefined)) continue;
    places.push({
      start: match.index,
      end: match.index + match[0].length,
      cited: match[0],
      list: numbers.join(", "),
    });
  }
  return places.sort((a, b) => a.start - b.start);
}

/** A chapter other than the one in hand, named but not by its number. */
const anotherChapter =
  /\b(?:foregoing|preceding|former|previous|last|next|following|other|same)\s+chapters?\b/i;

/** The words before `position` on its line, up to two sentences' length. */
function wordsBefore(text: string, position: number): string {
  const lineStart = text.lastIndexOf("\n", position - 1) + 1;
  return text.slice(Math.max(lineStart, position - 200), position);
}

/** "2-3, 5" as verse ranges: [[2, 3], [5, 5]]. */
function verseRanges(list: string): Array<[number, number]> {
  return list.split(/,\s*|\s+and\s+/).map((part) => {
    const [first, last = first] = part.split(/\s*[-–—]\s*/).map(Number) as [number, number?];
    return [first, last];
  });
}

/** What may stand before a reference on its line when it names the reading. */
const introducesReading =
  /^(?:[\s"'“‘(]*|.*?\b(?:[Tt]urn(?: with me)? to|[Rr]ead(?:ing)?(?: from)?|[Oo]pen(?: your Bibles?)? to|[Oo]ur (?:text|passage|reading)(?: today| this morning| tonight)?(?: is| comes from)?|[Tt]ext|[Pp]assage|[Ss]cripture(?: reading)?)[:\s]+)$/;

/** The book and chapter a citation names, when it names exactly one. */
function oneChapter(
  citation: Citation,
): { book: Citation["ranges"][number]["start"]["book"]; chapter: number } | undefined {
  if (citation.unknownBook !== undefined || citation.ranges.length === 0) return undefined;
  const { book, chapter } = citation.ranges[0]!.start;
  const same = citation.ranges.every(
    (range) =>
      range.start.book === book &&
      range.end.book === book &&
      range.start.chapter === chapter &&
      range.end.chapter === chapter,
  );
  return same ? { book, chapter } : undefined;
}

/** Whether a citation names the chapter in hand: it opens its line or is introduced as the reading. */
function namesChapterInHand(text: string, citation: Citation): boolean {
  const lineStart = text.lastIndexOf("\n", citation.start - 1) + 1;
  const before = text.slice(lineStart, citation.start);
  return before.length <= 80 && introducesReading.test(before);
}

/**
 * The relative references in `text`, each read against the chapter in hand at its place
 * (`citations` are the text's other references, in order). A verse the chapter does not have
 * is left unread: the number may mean something else.
 */
export function relativeReferences(text: string, citations: readonly Citation[]): Citation[] {
  const found: Citation[] = [];
  let next = 0;
  let inHand: ReturnType<typeof oneChapter>;
  for (const place of relativePlaces(text)) {
    const { start, end } = place;
    while (next < citations.length && citations[next]!.end <= start) {
      const citation = citations[next]!;
      if (namesChapterInHand(text, citation)) inHand = oneChapter(citation) ?? inHand;
      next++;
    }
    // Inside a reference already read ("John 3, verse 16"): citations from `next` on end after
    // `start`, and are in order of their starts.
    let overlaps = false;
    for (let k = next; k < citations.length && citations[k]!.start < end; k++) overlaps = true;
    if (overlaps) continue;
    // A chapter named earlier on the same line counts too ("Nicodemus came to Jesus in John
    // 3. Verse 2 says…"); two different chapters in view make the verse ambiguous.
    const lineStart = text.lastIndexOf("\n", start - 1) + 1;
    const onLine: Array<ReturnType<typeof oneChapter>> = [];
    for (let k = next - 1; k >= 0 && citations[k]!.start >= lineStart; k--)
      if (!citations[k]!.inPassing) onLine.push(oneChapter(citations[k]!));
    const candidates = [...(inHand ? [inHand] : []), ...onLine];
    const chapter = candidates[0];
    if (
      !chapter ||
      candidates.some(
        (other) => !other || other.book !== chapter.book || other.chapter !== chapter.chapter,
      )
    )
      continue;
    // "verse 3 of Psalm 23", "verse 2 of the hymn": the verse is of something else.
    if (/^\s+of\b/i.test(text.slice(end, end + 5))) continue;
    // "In the foregoing chapter … He told them, verse 31": a verse of another chapter, unnamed.
    if (anotherChapter.test(wordsBefore(text, start))) continue;
    const ranges = verseRanges(place.list);
    const verses = verseCount(chapter.book, chapter.chapter);
    if (ranges.some(([first, last]) => first < 1 || last < first || last > verses)) continue;
    const { book } = chapter;
    found.push({
      cited: place.cited,
      start,
      end,
      ranges: ranges.map(([first, last]) => ({
        start: { book, chapter: chapter.chapter, verse: first },
        end: { book, chapter: chapter.chapter, verse: last },
      })),
      relative: true,
    });
  }
  return found;
}
