import { books, type BookId } from "@shared/scripture/books";

/**
 * Where each verse sits in a zText/zCom index. Each testament's index starts with two header
 * entries; then every book has an intro entry and every chapter an intro entry before its
 * verses. Only the 66 books are mapped: the deuterocanon of the "A" systems comes after
 * Malachi, so it moves no canonical index.
 */
export const supportedVersifications = ["KJV", "KJVA", "NRSV", "NRSVA"] as const;
export type VersificationName = (typeof supportedVersifications)[number];

/** NRSV(A) differs from the KJV in the 66 books only here (SWORD's canon_nrsva.h). */
const nrsvChanges: Partial<Record<BookId, Record<number, number>>> = {
  "3John": { 1: 15 },
  Rev: { 12: 18 },
};

export interface VerseLocation {
  testament: "ot" | "nt";
  index: number;
}

export interface Versification {
  name: VersificationName;
  verseCount(book: BookId, chapter: number): number;
  /** Index entries the 66 books need in a testament file (files may hold more, never fewer). */
  entriesNeeded(testament: "ot" | "nt"): number;
  locate(book: BookId, chapter: number, verse: number): VerseLocation | undefined;
}

function build(name: VersificationName): Versification {
  const changes = name.startsWith("NRSV") ? nrsvChanges : {};
  const counts = new Map<BookId, number[]>(
    books.map((book) => {
      const list = [...book.verseCounts];
      for (const [chapter, verses] of Object.entries(changes[book.id] ?? {})) {
        list[Number(chapter) - 1] = verses;
      }
      return [book.id, list];
    }),
  );
  const chapterIntro = new Map<BookId, number[]>();
  const testamentOf = new Map<BookId, "ot" | "nt">();
  const next = { ot: 2, nt: 2 };
  for (const book of books) {
    const testament = book.testament === "old" ? "ot" : "nt";
    let index = next[testament] + 1;
    const intros: number[] = [];
    for (const verses of counts.get(book.id) as number[]) {
      intros.push(index);
      index += 1 + verses;
    }
    chapterIntro.set(book.id, intros);
    testamentOf.set(book.id, testament);
    next[testament] = index;
  }
  return {
    name,
    verseCount: (book, chapter) => counts.get(book)?.[chapter - 1] ?? 0,
    entriesNeeded: (testament) => next[testament],
    locate(book, chapter, verse) {
      const intro = chapterIntro.get(book)?.[chapter - 1];
      const verses = counts.get(book)?.[chapter - 1] ?? 0;
      if (intro === undefined || verse < 0 || verse > verses) return undefined;
      return { testament: testamentOf.get(book) as "ot" | "nt", index: intro + verse };
    },
  };
}

const cache = new Map<string, Versification>();

/** The versification a module declares (KJV when it declares none); undefined if unsupported. */
export function versificationFor(declared: string | undefined): Versification | undefined {
  const name = (declared ?? "KJV").toUpperCase();
  if (!(supportedVersifications as readonly string[]).includes(name)) return undefined;
  let found = cache.get(name);
  if (!found) {
    found = build(name as VersificationName);
    cache.set(name, found);
  }
  return found;
}
