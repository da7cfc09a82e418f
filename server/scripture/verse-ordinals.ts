import { books, type BookId, type Book } from "@shared/scripture/books";
import type { VersePoint } from "@shared/scripture/reference";

/**
 * Every KJV verse gets a dense ordinal (Genesis 1:1 = 0 … Revelation 22:21 = 31,101), so
 * texts are plain arrays and a lookup is two array reads.
 */
const bookIndex = new Map<BookId, number>(books.map((book, index) => [book.id, index]));
const firstChapterOfBook = new Int32Array(books.length);
const chapterStarts: number[] = [];
let verseTotal = 0;
books.forEach((book, index) => {
  firstChapterOfBook[index] = chapterStarts.length;
  for (const verses of book.verseCounts) {
    chapterStarts.push(verseTotal);
    verseTotal += verses;
  }
});
chapterStarts.push(verseTotal);
const chapterStart = Int32Array.from(chapterStarts);

export const totalVerses = verseTotal;

const ordinalBook = new Uint8Array(totalVerses);
const ordinalChapter = new Uint8Array(totalVerses);
const ordinalVerse = new Uint8Array(totalVerses);
{
  let ordinal = 0;
  books.forEach((book, index) => {
    book.verseCounts.forEach((verses, chapterIndex) => {
      for (let verse = 1; verse <= verses; verse++, ordinal++) {
        ordinalBook[ordinal] = index;
        ordinalChapter[ordinal] = chapterIndex + 1;
        ordinalVerse[ordinal] = verse;
      }
    });
  });
}

/** The ordinal of a verse, or -1 when it does not exist in the KJV versification. */
export function verseOrdinal(book: BookId, chapter: number, verse: number): number {
  const index = bookIndex.get(book);
  if (index === undefined) return -1;
  const counts = (books[index] as Book).verseCounts;
  if (
    chapter < 1 ||
    chapter > counts.length ||
    verse < 1 ||
    verse > (counts[chapter - 1] as number)
  ) {
    return -1;
  }
  return (chapterStart[(firstChapterOfBook[index] as number) + chapter - 1] as number) + verse - 1;
}

/** The ordinal of Matthew 1:1: verses below it are the Old Testament's. */
export const firstNewTestamentVerse = verseOrdinal("Matt", 1, 1);

/** The index in `books` of the book a verse (by ordinal) is in. */
export function bookIndexOf(ordinal: number): number {
  return ordinalBook[ordinal] as number;
}

export function versePoint(ordinal: number): VersePoint {
  return {
    book: (books[ordinalBook[ordinal] as number] as Book).id,
    chapter: ordinalChapter[ordinal] as number,
    verse: ordinalVerse[ordinal] as number,
  };
}
