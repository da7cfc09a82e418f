import { books, type BookId } from "@shared/scripture/books";

/**
 * Book names and abbreviations as the fast scanner looks them up: by their last word,
 * lowercased, then checked against the words and ordinal ("1", "II", "First") before it.
 */
export interface BookName {
  /** The book when no ordinal precedes the name ("John"), if there is one. */
  plain?: BookId;
  /** The book for each ordinal ("1 John"). */
  numbered: Partial<Record<1 | 2 | 3, BookId>>;
  /** Words that must come before the last one ("song of" for "Song of Solomon"). */
  before?: string;
  /** Two letters that are also English words ("Is", "Am"): only trusted with chapter and verse. */
  weak: boolean;
}

const extraNames: Array<[string, BookId]> = [
  ["Psalm", "Ps"],
  ["Song of Songs", "Song"],
  ["Canticles", "Song"],
  ["Philem", "Phlm"],
  ["Qoheleth", "Eccl"],
  // Short forms of SWORD's and older commentaries' (Matthew Henry, Spurgeon): "De 6:4",
  // "Lu 2:11", "Es 4:14", "He 11:1". "He", "Es" and "De" are words too: weak below.
  ["De", "Deut"],
  ["Lu", "Luke"],
  ["Es", "Esth"],
  ["He", "Heb"],
  // The Greek forms of prophets' names the KJV's New Testament and older sermons print
  // ("Esaias 53:5", "Osee 6:6", "Jonas 2:9"; "Esay" is the Geneva Bible's).
  ["Esaias", "Isa"],
  ["Esay", "Isa"],
  ["Osee", "Hos"],
  ["Jonas", "Jonah"],
  // The shortest form older commentaries give Samuel ("2 S. 7:12", "1 S 16:7"); "S." alone
  // is a saint's title ("S. John"), so "s" is weak below and read only with a number before it.
  ["1 S", "1Sam"],
  ["2 S", "2Sam"],
  // Misspellings common enough that flagging the reference would only confuse.
  ["Phillipians", "Phil"],
  ["Philipians", "Phil"],
  ["Galations", "Gal"],
  ["Collosians", "Col"],
  ["Revelations", "Rev"],
  // "Revelation of John 1:8" is Revelation, not John.
  ["Revelation of John", "Rev"],
  ["Revelation to John", "Rev"],
  ["Revelation of Jesus Christ", "Rev"],
  ["Revelation of St John", "Rev"],
];

const weakWords = new Set([
  "is",
  "am",
  "ex",
  "ho",
  "re",
  "la",
  "na",
  "ne",
  "ob",
  "ge",
  "le",
  "nu",
  "ga",
  "da",
  "jo",
  "he",
  "es",
  "de",
  "s",
]);

const table = new Map<string, BookName[]>();

function entryFor(last: string, before: string | undefined): BookName {
  const list = table.get(last) ?? [];
  table.set(last, list);
  let entry = list.find((candidate) => candidate.before === before);
  if (!entry) {
    entry = {
      numbered: {},
      weak: weakWords.has(last) && before === undefined,
      ...(before ? { before } : {}),
    };
    list.push(entry);
    // Longer names first, so "Song of Songs" is tried before "Songs" alone.
    list.sort((a, b) => (b.before?.length ?? 0) - (a.before?.length ?? 0));
  }
  return entry;
}

function addName(name: string, id: BookId): void {
  const match = /^([123]) (.+)$/.exec(name);
  const words = (match ? (match[2] as string) : name).toLowerCase().split(" ");
  const last = words.pop() as string;
  const entry = entryFor(last, words.length > 0 ? words.join(" ") : undefined);
  if (match) entry.numbered[Number(match[1]) as 1 | 2 | 3] ??= id;
  else entry.plain ??= id;
}

for (const book of books) {
  for (const name of [book.name, ...book.abbreviations]) addName(name, book.id);
}
for (const [name, id] of extraNames) addName(name, id);

/**
 * Book names written out in full ("john", "first corinthians" is "corinthians" here): in
 * lowercase prose these are still read as references when a verse follows ("john 3:16").
 */
const fullNames = new Set<string>();
for (const book of books) fullNames.add(book.name.replace(/^[123] /, "").toLowerCase());
for (const [name] of extraNames) fullNames.add(name.toLowerCase());

export function isFullBookName(name: string): boolean {
  return fullNames.has(name.replace(/\s+/g, " ").toLowerCase());
}

export function bookNamesEndingWith(word: string): readonly BookName[] | undefined {
  return table.get(word.toLowerCase());
}

/** Words that, capitalised before "3:16", are not meant as a book ("Sunday 10:30"). */
export const notBookWords = new Set(
  [
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep",
    "sept", "oct", "nov", "dec", "chapter", "chapters", "verse", "verses", "page", "pages", "part",
    "step", "session", "week", "day", "lesson", "room", "service", "services", "time", "at",
    "from", "until", "till", "by", "about", "around", "ratio", "score", "scale", "version",
  ], // prettier-ignore
);
