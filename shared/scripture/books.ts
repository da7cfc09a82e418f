import { kjvVerseCounts } from "./kjv-verse-counts";

/** OSIS book ids of the 66-book canon, in canonical order (the ids SWORD and the parser use). */
export const bookIds = [
  "Gen", "Exod", "Lev", "Num", "Deut", "Josh", "Judg", "Ruth", "1Sam", "2Sam", "1Kgs", "2Kgs",
  "1Chr", "2Chr", "Ezra", "Neh", "Esth", "Job", "Ps", "Prov", "Eccl", "Song", "Isa", "Jer", "Lam",
  "Ezek", "Dan", "Hos", "Joel", "Amos", "Obad", "Jonah", "Mic", "Nah", "Hab", "Zeph", "Hag", "Zech",
  "Mal", "Matt", "Mark", "Luke", "John", "Acts", "Rom", "1Cor", "2Cor", "Gal", "Eph", "Phil", "Col",
  "1Thess", "2Thess", "1Tim", "2Tim", "Titus", "Phlm", "Heb", "Jas", "1Pet", "2Pet", "1John",
  "2John", "3John", "Jude", "Rev",
] as const; // prettier-ignore

export type BookId = (typeof bookIds)[number];

export interface Book {
  id: BookId;
  /** 1-based position in the canon. */
  number: number;
  name: string;
  testament: "old" | "new";
  /** Verses in each chapter (KJV versification); index 0 is chapter 1. */
  verseCounts: readonly number[];
  /** Common abbreviations, the usual short form first. */
  abbreviations: readonly string[];
}

const names: Record<BookId, [name: string, ...abbreviations: string[]]> = {
  Gen: ["Genesis", "Gen", "Ge", "Gn"],
  Exod: ["Exodus", "Exod", "Exo", "Ex"],
  Lev: ["Leviticus", "Lev", "Le", "Lv"],
  Num: ["Numbers", "Num", "Nu", "Nm", "Nb", "Numb"],
  Deut: ["Deuteronomy", "Deut", "Deu", "Dt"],
  Josh: ["Joshua", "Josh", "Jos", "Jsh"],
  Judg: ["Judges", "Judg", "Jdg", "Jg", "Jdgs"],
  Ruth: ["Ruth", "Rth", "Ru"],
  "1Sam": ["1 Samuel", "1 Sam", "1 Sa", "1 Sm"],
  "2Sam": ["2 Samuel", "2 Sam", "2 Sa", "2 Sm"],
  "1Kgs": ["1 Kings", "1 Kgs", "1 Ki", "1 Kin"],
  "2Kgs": ["2 Kings", "2 Kgs", "2 Ki", "2 Kin"],
  "1Chr": ["1 Chronicles", "1 Chr", "1 Chron", "1 Ch"],
  "2Chr": ["2 Chronicles", "2 Chr", "2 Chron", "2 Ch"],
  Ezra: ["Ezra", "Ezr"],
  Neh: ["Nehemiah", "Neh", "Ne", "Nehem"],
  Esth: ["Esther", "Esth", "Est"],
  Job: ["Job", "Jb"],
  Ps: ["Psalms", "Ps", "Psa", "Pss", "Psalm", "Psal"],
  Prov: ["Proverbs", "Prov", "Pro", "Prv", "Pr"],
  Eccl: ["Ecclesiastes", "Eccl", "Eccles", "Ecc", "Qoh"],
  Song: ["Song of Solomon", "Song", "Song of Songs", "SOS", "Canticles"],
  Isa: ["Isaiah", "Isa", "Is", "Isai"],
  Jer: ["Jeremiah", "Jer", "Je", "Jr"],
  Lam: ["Lamentations", "Lam", "La"],
  Ezek: ["Ezekiel", "Ezek", "Eze", "Ezk"],
  Dan: ["Daniel", "Dan", "Da", "Dn"],
  Hos: ["Hosea", "Hos", "Ho"],
  Joel: ["Joel", "Jl"],
  Amos: ["Amos", "Am"],
  Obad: ["Obadiah", "Obad", "Ob"],
  Jonah: ["Jonah", "Jon", "Jnh"],
  Mic: ["Micah", "Mic", "Mc"],
  Nah: ["Nahum", "Nah", "Na"],
  Hab: ["Habakkuk", "Hab", "Hb"],
  Zeph: ["Zephaniah", "Zeph", "Zep", "Zp"],
  Hag: ["Haggai", "Hag", "Hg"],
  Zech: ["Zechariah", "Zech", "Zec", "Zc"],
  Mal: ["Malachi", "Mal", "Ml"],
  Matt: ["Matthew", "Matt", "Mat", "Mt"],
  Mark: ["Mark", "Mk", "Mrk", "Mar"],
  Luke: ["Luke", "Lk", "Luk"],
  John: ["John", "Jn", "Jhn", "Joh"],
  Acts: ["Acts", "Act", "Ac"],
  Rom: ["Romans", "Rom", "Ro", "Rm"],
  "1Cor": ["1 Corinthians", "1 Cor", "1 Co"],
  "2Cor": ["2 Corinthians", "2 Cor", "2 Co"],
  Gal: ["Galatians", "Gal", "Ga"],
  Eph: ["Ephesians", "Eph", "Ephes"],
  Phil: ["Philippians", "Phil", "Php", "Pp"],
  Col: ["Colossians", "Col"],
  "1Thess": ["1 Thessalonians", "1 Thess", "1 Thes", "1 Th"],
  "2Thess": ["2 Thessalonians", "2 Thess", "2 Thes", "2 Th"],
  "1Tim": ["1 Timothy", "1 Tim", "1 Ti", "1 Tm"],
  "2Tim": ["2 Timothy", "2 Tim", "2 Ti", "2 Tm"],
  Titus: ["Titus", "Tit"],
  Phlm: ["Philemon", "Phlm", "Philem", "Phm"],
  Heb: ["Hebrews", "Heb"],
  Jas: ["James", "Jas", "Jm"],
  "1Pet": ["1 Peter", "1 Pet", "1 Pe", "1 Pt"],
  "2Pet": ["2 Peter", "2 Pet", "2 Pe", "2 Pt"],
  "1John": ["1 John", "1 Jn", "1 Jhn", "1 Joh", "1 Jo"],
  "2John": ["2 John", "2 Jn", "2 Jhn", "2 Joh", "2 Jo"],
  "3John": ["3 John", "3 Jn", "3 Jhn", "3 Joh", "3 Jo"],
  Jude: ["Jude", "Jud", "Jd"],
  Rev: ["Revelation", "Rev", "Re", "Rv", "Revelations"],
};

export const books: readonly Book[] = bookIds.map((id, index) => {
  const [name, ...abbreviations] = names[id];
  return {
    id,
    number: index + 1,
    name,
    testament: index < 39 ? "old" : "new",
    verseCounts: kjvVerseCounts[id],
    abbreviations,
  };
});

const byId = new Map<string, Book>(books.map((book) => [book.id, book]));

export function isBookId(value: string): value is BookId {
  return byId.has(value);
}

export function bookById(id: BookId): Book {
  return byId.get(id)!;
}

/** Looks up an OSIS id that may come from outside (a parser, a request); undefined when unknown. */
export function findBook(id: string): Book | undefined {
  return byId.get(id);
}

export function chapterCount(id: BookId): number {
  return bookById(id).verseCounts.length;
}

/** Verses in a chapter, or 0 when the chapter does not exist. */
export function verseCount(id: BookId, chapter: number): number {
  return bookById(id).verseCounts[chapter - 1] ?? 0;
}

/** Psalms reads "Psalm 23" for one psalm and "Psalms 23–24" for several. */
export function bookDisplayName(id: BookId, singular: boolean): string {
  return id === "Ps" && singular ? "Psalm" : bookById(id).name;
}
