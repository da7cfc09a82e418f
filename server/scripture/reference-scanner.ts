import { bookById, type BookId } from "@shared/scripture/books";
import type { CitedPoint, CitedRange } from "@shared/scripture/reference";
import { bookNamesEndingWith, isFullBookName, notBookWords, type BookName } from "./book-names";
import type { Citation } from "./citation";

/**
 * A fast reference finder for checking long texts. bible-passage-reference-parser costs
 * ~0.5 ms per call even on a short string (≈80 ms for a sermon), far over the 5 ms budget
 * for checking a whole result, so checking scans with this instead; the unit tests hold it
 * to the same answers as the parser on every parsing case.
 */

const digit = (code: number) => code >= 48 && code <= 57;
const letter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const upper = (code: number) => code >= 65 && code <= 90;
const space = (code: number) => code === 32 || code === 0xa0 || code === 9;

const ordinalWords: Record<string, 1 | 2 | 3> = {
  "1": 1, "2": 2, "3": 3, i: 1, ii: 2, iii: 3, "1st": 1, "2nd": 2, "3rd": 3,
  first: 1, second: 2, third: 3,
}; // prettier-ignore

interface BookMatch {
  book: BookId | undefined;
  /** Where the name (with its ordinal) starts. */
  start: number;
  /** The name as written, for messages when the book is missing. */
  written: string;
  weak: boolean;
  /** When the name needs an ordinal it lacks ("Corinthians") or has a wrong one ("3 Peter"). */
  choices?: BookId[];
}

interface Cursor {
  text: string;
  pos: number;
}

/** Reads digits at the cursor (at most three: no chapter or verse is longer). */
function readNumber(cursor: Cursor): number | undefined {
  const { text } = cursor;
  let pos = cursor.pos;
  let value = 0;
  while (pos < text.length && digit(text.charCodeAt(pos)) && pos - cursor.pos < 4) {
    value = value * 10 + text.charCodeAt(pos) - 48;
    pos++;
  }
  if (pos === cursor.pos || (pos < text.length && digit(text.charCodeAt(pos)))) return undefined;
  cursor.pos = pos;
  return value;
}

/** The word ending just before `end`, with its start. */
function wordBefore(text: string, end: number): { word: string; start: number } | undefined {
  let start = end;
  while (start > 0 && letter(text.charCodeAt(start - 1))) start--;
  if (start === end) return undefined;
  return { word: text.slice(start, end), start };
}

/** Words after which "I." is an ordinal ("Read I. John 4:8"), not the end of a sentence ("as did I."). */
const beforeDottedI = new Set(
  "read see cf in from and also compare with of to on by both".split(" "),
);

/**
 * An ordinal ("1", "II", "First", dotted "I." or "1st.") just before a book name, with where
 * it starts.
 */
function ordinalBefore(
  text: string,
  nameStart: number,
): { value: 1 | 2 | 3; start: number } | undefined {
  let end = nameStart;
  if (end > 0 && space(text.charCodeAt(end - 1))) end--;
  const dotted = end > 0 && text.charCodeAt(end - 1) === 46;
  if (dotted) end--;
  let start = end;
  while (start > 0 && end - start < 6) {
    const code = text.charCodeAt(start - 1);
    if (!letter(code) && !digit(code)) break;
    start--;
  }
  if (start === end) return undefined;
  if (start > 0) {
    const code = text.charCodeAt(start - 1);
    if (letter(code) || digit(code) || code === 58 /* : */) return undefined;
  }
  const word = text.slice(start, end).toLowerCase();
  const value = ordinalWords[word];
  if (!value) return undefined;
  if (dotted && !/^(?:i{1,3}|[123](?:st|nd|rd)?|first|second|third)$/.test(word)) return undefined;
  if (dotted && word === "i") {
    // "… as did I. John 3:16 says" is the pronoun ending a sentence.
    let before = start;
    while (before > 0 && space(text.charCodeAt(before - 1))) before--;
    const previous = wordBefore(text, before);
    if (previous && previous.start + previous.word.length === before) {
      if (!beforeDottedI.has(previous.word.toLowerCase())) return undefined;
    }
  }
  return { value, start };
}

function matchesBefore(text: string, wordStart: number, before: string): number | undefined {
  const words = before.split(" ");
  let pos = wordStart;
  for (let index = words.length - 1; index >= 0; index--) {
    if (pos === 0 || !space(text.charCodeAt(pos - 1))) return undefined;
    const previous = wordBefore(text, pos - 1);
    if (!previous || previous.word.toLowerCase() !== words[index]) return undefined;
    pos = previous.start;
  }
  return pos;
}

/**
 * The book whose name ends at `end` (before an optional "." and spaces), if any. A name must
 * start with a capital letter: in prose, "mark 5" and "is 5" are not references.
 */
function bookEndingAt(text: string, end: number): BookMatch | undefined {
  const found = wordBefore(text, end);
  if (!found) return undefined;
  const candidates = bookNamesEndingWith(found.word);
  if (!candidates) return undefined;
  for (const candidate of candidates) {
    const nameStart = candidate.before
      ? matchesBefore(text, found.start, candidate.before)
      : found.start;
    if (nameStart === undefined) continue;
    // In lowercase only a name written out in full counts ("john 3:16"), and only with a verse.
    const lowercase = !upper(text.charCodeAt(nameStart));
    if (lowercase && !isFullBookName(text.slice(nameStart, end))) continue;
    const ordinal = ordinalBefore(text, nameStart);
    if (ordinal) {
      const numbered = candidate.numbered[ordinal.value];
      // A name of one letter ("2 S. 7:12") is trusted with chapter and verse only.
      if (numbered)
        return {
          book: numbered,
          start: ordinal.start,
          written: text.slice(ordinal.start, end),
          weak: candidate.weak && found.word.length === 1,
        };
      if (candidate.plain && !hasNumbered(candidate)) {
        return matchFor(candidate, nameStart, text, end);
      }
      return {
        book: undefined,
        start: ordinal.start,
        written: text.slice(ordinal.start, end),
        weak: false,
        choices: Object.values(candidate.numbered),
      };
    }
    if (candidate.plain) return matchFor(candidate, nameStart, text, end);
    if (hasNumbered(candidate)) {
      return {
        book: undefined,
        start: nameStart,
        written: text.slice(nameStart, end),
        weak: candidate.weak,
        choices: Object.values(candidate.numbered),
      };
    }
  }
  return undefined;
}

function hasNumbered(candidate: BookName): boolean {
  return Object.keys(candidate.numbered).length > 0;
}

function matchFor(candidate: BookName, start: number, text: string, end: number): BookMatch {
  return { book: candidate.plain, start, written: text.slice(start, end), weak: candidate.weak };
}

/**
 * Where the number after a book name starting at `pos` begins ("1 John 4:8" → the "4"),
 * and where the name ends (before "." and spaces); undefined when no name is there.
 */
function nameAt(text: string, pos: number): { nameEnd: number; numberStart: number } | undefined {
  let cursor = pos;
  if (digit(text.charCodeAt(cursor))) cursor++;
  const limit = Math.min(text.length, pos + 30);
  while (cursor < limit) {
    const code = text.charCodeAt(cursor);
    if (digit(code)) break;
    if (!letter(code) && !space(code) && code !== 46) return undefined;
    cursor++;
  }
  if (cursor >= limit || cursor === pos) return undefined;
  let nameEnd = cursor;
  while (nameEnd > pos && space(text.charCodeAt(nameEnd - 1))) nameEnd--;
  if (text.charCodeAt(nameEnd - 1) === 46) nameEnd--;
  return { nameEnd, numberStart: cursor };
}

/** A known book name starting exactly at `pos`: the next citation in a list or a range. */
function bookAt(text: string, pos: number): { book: BookId; numberStart: number } | undefined {
  const name = nameAt(text, pos);
  if (!name) return undefined;
  const match = bookEndingAt(text, name.nameEnd);
  return match?.book && match.start === pos
    ? { book: match.book, numberStart: name.numberStart }
    : undefined;
}

interface Item {
  chapter: number;
  verse?: number;
}

/** "16", "3:16", "3.16", with an optional partial-verse letter ("16a"). */
function readItem(cursor: Cursor): Item | undefined {
  const first = readNumber(cursor);
  if (first === undefined) return undefined;
  const { text } = cursor;
  const separator = text.charCodeAt(cursor.pos);
  if ((separator === 58 || separator === 46) && digit(text.charCodeAt(cursor.pos + 1))) {
    const saved = cursor.pos;
    cursor.pos++;
    const second = readNumber(cursor);
    if (second === undefined) {
      cursor.pos = saved;
      return { chapter: first };
    }
    skipPartial(cursor);
    return { chapter: first, verse: second };
  }
  skipPartial(cursor);
  return { chapter: first };
}

function skipPartial(cursor: Cursor): void {
  const code = cursor.text.charCodeAt(cursor.pos);
  if (
    (code === 97 || code === 98 || code === 99) &&
    !letter(cursor.text.charCodeAt(cursor.pos + 1))
  ) {
    cursor.pos++;
  }
}

const rangePattern = /\s{0,2}(?:[-–—‒]|to |through )\s{0,2}/y;
const listPattern = /\s{0,2}[,;]\s{0,2}(?:and\s+)?|\s+and\s+/y;
const spaceListPattern = /[ \t]{1,2}(?=\d{1,3}:\d{1,3}(?![\d:])(?!\s*(?:am|pm|a\.m\.|p\.m\.)\b))/iy;
const bookNumberAhead = /^[1-3](?:st|nd|rd)?\.?\s{1,2}[A-Z](?:[a-z]{2,}|[a-z]?\.\s{0,2}\d)/;
const followingPattern = /\s{0,2}ff?\b/y;
const markerPattern =
  /[ \t]?[,(]?\s?\(?(KJV|WEB|NIV|ESV|NKJV|NLT|NASB|NRSV|NRSVUE|RSV|CSB|HCSB|ASV|AMP|MSG|NET|BSB|LSB)\b\)?/y;

function sticky(pattern: RegExp, text: string, pos: number): number | undefined {
  pattern.lastIndex = pos;
  return pattern.test(text) ? pattern.lastIndex : undefined;
}

interface Context {
  book: BookId;
  chapter: number;
  verseLevel: boolean;
  singleChapter: boolean;
}

/** Turns a number or "c:v" into a point, given what came before ("John 3:16, 18" → verse 18). */
function pointFor(item: Item, context: Context, asChapter: boolean): CitedPoint {
  if (item.verse !== undefined)
    return { book: context.book, chapter: item.chapter, verse: item.verse };
  if (context.singleChapter && !asChapter)
    return { book: context.book, chapter: 1, verse: item.chapter };
  if (context.verseLevel)
    return { book: context.book, chapter: context.chapter, verse: item.chapter };
  return { book: context.book, chapter: item.chapter };
}

function firstPoint(item: Item, context: Context, hasRange: boolean): CitedPoint {
  // Single-chapter books: "Jude 3" is verse 3, "Jude 1" the whole book.
  if (context.singleChapter && item.verse === undefined && (item.chapter !== 1 || hasRange)) {
    return { book: context.book, chapter: 1, verse: item.chapter };
  }
  return item.verse === undefined
    ? { book: context.book, chapter: item.chapter }
    : { book: context.book, chapter: item.chapter, verse: item.verse };
}

function rangeEnd(cursor: Cursor, start: CitedPoint, context: Context): CitedPoint | undefined {
  const { text } = cursor;
  const afterDash = sticky(rangePattern, text, cursor.pos);
  if (afterDash === undefined) return undefined;
  const otherBook = bookAt(text, afterDash);
  if (otherBook) {
    // "Genesis 50:26–Exodus 1:2"; an em dash before a book is punctuation, not a range.
    if (text.slice(cursor.pos, afterDash).includes("—")) return undefined;
    const itemCursor: Cursor = { text, pos: otherBook.numberStart };
    const item = readItem(itemCursor);
    if (!item) return undefined;
    cursor.pos = itemCursor.pos;
    return item.verse === undefined
      ? { book: otherBook.book, chapter: item.chapter }
      : { book: otherBook.book, chapter: item.chapter, verse: item.verse };
  }
  if (!digit(text.charCodeAt(afterDash))) return undefined;
  const itemCursor: Cursor = { text, pos: afterDash };
  const item = readItem(itemCursor);
  if (!item) return undefined;
  cursor.pos = itemCursor.pos;
  if (item.verse !== undefined)
    return { book: context.book, chapter: item.chapter, verse: item.verse };
  if (start.verse !== undefined)
    return { book: context.book, chapter: start.chapter, verse: item.chapter };
  return { book: context.book, chapter: item.chapter };
}

/** Reads the chapters and verses after a book name: "3:16–18, 20; 4:1". */
function readTail(
  text: string,
  pos: number,
  book: BookId,
): { ranges: CitedRange[]; end: number } | undefined {
  const cursor: Cursor = { text, pos };
  const first = readItem(cursor);
  if (!first) return undefined;
  const context: Context = {
    book,
    chapter: first.chapter,
    verseLevel: first.verse !== undefined,
    singleChapter: bookById(book).verseCounts.length === 1,
  };
  const ranges: CitedRange[] = [];
  const dashAhead = sticky(rangePattern, text, cursor.pos);
  const start = firstPoint(
    first,
    context,
    dashAhead !== undefined && digit(text.charCodeAt(dashAhead)),
  );
  if (start.verse !== undefined) {
    context.verseLevel = true;
    context.chapter = start.chapter;
  }
  ranges.push(withEnd(cursor, start, context));
  for (;;) {
    // A list goes on after a comma, a semicolon or "and", or, after chapter and verse, after
    // a space before another chapter and verse ("Eze 34:23 32:24", as commentaries write).
    const next =
      sticky(listPattern, text, cursor.pos) ??
      (context.verseLevel ? sticky(spaceListPattern, text, cursor.pos) : undefined);
    if (next === undefined || !digit(text.charCodeAt(next)) || bookAt(text, next)) break;
    // "1 Jn 4:8 and 1 Corinthans 13:4": a 1, 2 or 3 before a capitalised name is the next
    // book's number, even when the name is misspelt, or abbreviated to a letter or two and a
    // full stop ("and 2 S. 7:12").
    if (bookNumberAhead.test(text.slice(next, next + 24))) break;
    const itemCursor: Cursor = { text, pos: next };
    const item = readItem(itemCursor);
    if (!item) break;
    cursor.pos = itemCursor.pos;
    const point = pointFor(item, context, false);
    context.chapter = point.chapter;
    context.verseLevel = point.verse !== undefined;
    ranges.push(withEnd(cursor, point, context));
  }
  return { ranges, end: cursor.pos };
}

function withEnd(cursor: Cursor, start: CitedPoint, context: Context): CitedRange {
  const following = sticky(followingPattern, cursor.text, cursor.pos);
  if (following !== undefined && start.verse !== undefined) {
    cursor.pos = following;
    return { start, end: { book: start.book, chapter: start.chapter } };
  }
  const end = rangeEnd(cursor, start, context);
  if (!end) return { start, end: start };
  if (end.book === context.book) {
    context.chapter = end.chapter;
    context.verseLevel = end.verse !== undefined;
  } else {
    context.book = end.book;
    context.chapter = end.chapter;
    context.verseLevel = end.verse !== undefined;
  }
  return { start, end };
}

const numberRun = /\d+/g;
const chapterVerse = /\d{1,3}:[1-9]\d{0,2}(?!\d)(?!\s*(?:am|pm|a\.m\.|p\.m\.)\b)/iy;
/** ", verses 16 to 18" after a chapter, as a reference is read aloud. */
const spokenVerses =
  /\s{0,2},?\s{0,2}(?:verses?|vv?\.)\s{1,2}(\d{1,3})(?:\s{0,2}(?:-|–|—|to|through|and)\s{0,2}(\d{1,3}))?(?!\d)/iy;
const chapterWord = /^chapters?$/i;

/** "John chapter 3" or "John 3": the chapter read, then "verse 16" or "verses 16 to 18" if given. */
function spokenTail(
  text: string,
  numberStart: number,
  book: BookId,
): { ranges: CitedRange[]; end: number } | undefined {
  const cursor: Cursor = { text, pos: numberStart };
  const chapter = readNumber(cursor);
  if (chapter === undefined) return undefined;
  spokenVerses.lastIndex = cursor.pos;
  const verses = spokenVerses.exec(text);
  if (!verses) {
    return { ranges: [{ start: { book, chapter }, end: { book, chapter } }], end: cursor.pos };
  }
  const first = Number(verses[1]);
  const last = verses[2] === undefined ? first : Number(verses[2]);
  return {
    ranges: [{ start: { book, chapter, verse: first }, end: { book, chapter, verse: last } }],
    end: spokenVerses.lastIndex,
  };
}

/** Whether a book name was written in lowercase ("john", "1 john"): then a verse is required. */
function writtenInLowercase(written: string): boolean {
  return /^[^A-Za-z]*[a-z]/.test(written);
}

/** Every reference in a text, in order; unknown books cited with chapter and verse are included. */
export function scanReferences(text: string): Citation[] {
  const citations: Citation[] = [];
  numberRun.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = numberRun.exec(text))) {
    const numberStart = match.index;
    let nameEnd = numberStart;
    while (nameEnd > 0 && numberStart - nameEnd < 2 && space(text.charCodeAt(nameEnd - 1)))
      nameEnd--;
    if (nameEnd > 0 && text.charCodeAt(nameEnd - 1) === 46) nameEnd--;
    if (nameEnd === 0 || !letter(text.charCodeAt(nameEnd - 1))) continue;
    const previous = citations[citations.length - 1];
    // "John chapter 3 verse 16": the book is before the word "chapter".
    const spokenWord = wordBefore(text, nameEnd);
    const spoken = spokenWord !== undefined && chapterWord.test(spokenWord.word);
    let bookEnd = nameEnd;
    if (spoken) {
      bookEnd = spokenWord.start;
      while (bookEnd > 0 && spokenWord.start - bookEnd < 2 && space(text.charCodeAt(bookEnd - 1)))
        bookEnd--;
    }
    const book = bookEndingAt(text, bookEnd);
    if (book && previous && book.start < previous.end) continue;
    if (book?.book) {
      let tail = spoken
        ? spokenTail(text, numberStart, book.book)
        : readTail(text, numberStart, book.book);
      if (!tail) continue;
      // "John 3, verse 16": a chapter alone, then its verses in words.
      if (!spoken && tail.ranges.length === 1 && tail.ranges[0]?.start.verse === undefined) {
        spokenVerses.lastIndex = tail.end;
        if (spokenVerses.test(text)) tail = spokenTail(text, numberStart, book.book) ?? tail;
      }
      const hasVerse = tail.ranges.some((range) => range.start.verse !== undefined);
      if ((book.weak || writtenInLowercase(book.written)) && !hasVerse && !spoken) continue;
      const citation: Citation = {
        cited: text.slice(book.start, tail.end),
        start: book.start,
        end: tail.end,
        ranges: tail.ranges,
      };
      const marker = markerPattern.exec(text.slice(tail.end, tail.end + 12));
      markerPattern.lastIndex = 0;
      if (marker) citation.translationMarker = marker[1];
      citations.push(citation);
      numberRun.lastIndex = tail.end;
      continue;
    }
    if (spoken) continue;
    const unknown = unknownBookAt(text, nameEnd, numberStart, book);
    if (unknown) {
      citations.push(unknown);
      numberRun.lastIndex = unknown.end;
    }
  }
  return citations;
}

/**
 * "Hezekiah 1:1", "3 Corinthians 2:1", "Corinthians 13:4": a capitalised name before chapter
 * and verse that is no book (or needs its number). Times and dates are left alone.
 */
function unknownBookAt(
  text: string,
  nameEnd: number,
  numberStart: number,
  book: BookMatch | undefined,
): Citation | undefined {
  chapterVerse.lastIndex = numberStart;
  if (!chapterVerse.test(text)) return undefined;
  const end = chapterVerse.lastIndex;
  if (book) {
    if (book.weak) return undefined;
    const choices = (book.choices ?? []).map((id) => bookById(id).name).join(" or ");
    const hasOrdinal =
      ordinalBefore(text, book.start + book.written.search(/[A-Za-z]+$/)) !== undefined;
    return {
      cited: text.slice(book.start, end),
      start: book.start,
      end,
      ranges: [],
      unknownBook: book.written,
      problem: hasOrdinal
        ? `There is no “${book.written}”: did you mean ${choices}?`
        : `Say which book: ${choices}.`,
    };
  }
  const word = wordBefore(text, nameEnd);
  if (!word || word.word.length < 3 || !upper(word.word.charCodeAt(0))) return undefined;
  if (notBookWords.has(word.word.toLowerCase())) return undefined;
  const ordinal = ordinalBefore(text, word.start);
  const start =
    ordinal && /^\d$/.test(text.slice(ordinal.start, ordinal.start + 1))
      ? ordinal.start
      : word.start;
  return {
    cited: text.slice(start, end),
    start,
    end,
    ranges: [],
    unknownBook: text.slice(start, nameEnd),
  };
}
