import { bookNamesEndingWith } from "./book-names";
import type { Citation } from "./citation";
import { scanReferences } from "./reference-scanner";

/**
 * What real manuscripts contain that the scanner's "Book 3:16" forms do not: the spaces a word
 * processor puts after a book's number, chapters in roman numerals as older sermons print them
 * ("John x. 11", "Isa. liii. 5"), and references read aloud ("the 13th chapter of Exodus at
 * the 2nd verse"). The first two are rewritten in place, character for character, so every
 * position in the text stays where it was; the third is read into citations directly.
 */

/** Every Unicode space but the plain one and line breaks (NBSP, thin, narrow no-break, ideographic…). */
const unusualSpaces = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g;

export function plainSpaces(text: string): string {
  return text.replace(unusualSpaces, " ");
}

const romanValues: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 };
const strictRoman = /^c{0,1}(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})$/;

/** The value of a roman numeral up to 150 (lowercase or uppercase), or undefined. */
export function romanNumber(numeral: string): number | undefined {
  const lower = numeral.toLowerCase();
  if (!lower || !strictRoman.test(lower)) return undefined;
  let total = 0;
  for (let i = 0; i < lower.length; i++) {
    const value = romanValues[lower[i]!]!;
    const next = romanValues[lower[i + 1] ?? ""] ?? 0;
    total += value < next ? -value : value;
  }
  return total > 0 && total <= 150 ? total : undefined;
}

/**
 * A capitalised name (a book, for the scanner to judge), then a chapter in roman numerals, a
 * full stop and a verse, and any more verses listed ("John vii. 38, 39", "Ezek. xlvii. 9-11"):
 * "John x. 11", "Isa. liii. 5", "Psalm XXIII. 1", a sermon's text in capitals "1 COR. i. 29", and
 * with a colon for the full stop, as American print of the 1880s has it ("I KINGS x: 7"). Uppercase numerals
 * of one letter ("John I. 1") are left alone: "I." is too often the pronoun. Older print may put a
 * comma after the book ("Isaiah, liii. 5", "S. Peter, ii. 9"), or a comma after the chapter's full
 * stop, as a 1908 compilation prints every text ("Mark vii., 33, 34", "Psalms, cxix., 129"); with
 * that mark the chapter may be in figures ("Isaiah 1., 4"), and the verse is not followed by a
 * word in small letters ("Matt. v., 3 beatitudes" is not chapter 5, verse 3).
 */
const chapterVerseMark = String.raw`(?:[.:]\s?|\.,\s?(?=\d{1,3}(?!\d|\s[a-z])))`;
const romanVerses = String.raw`(?:\s?[-–‒]\s?\d{1,3}|,\s?\d{1,3}(?!\d|[.:]\d|\s[A-Za-z]))*`;
/** A chapter and verse in roman numerals, without its book: "viii. 28", "XXVII. 1, 2". */
const romanChapterVerse = String.raw`(?:[ivxlc]{1,7}|[IVXLC]{2,7})${chapterVerseMark}\d{1,3}`;
const romanReference = new RegExp(
  String.raw`(\b[1-3]?\s?[A-Z](?:[a-z]{1,15}|[A-Z]{1,15})\.?,?\s{1,2})([ivxlc]{1,7}|[IVXLC]{2,7}|\d{1,3}(?=\.,))${chapterVerseMark}(\d{1,3})(${romanVerses})` +
    // The list goes on in the same book: "Rom. v. 1; viii. 28", "Ps. xxiii. 1, xxvii. 1".
    String.raw`((?:\s?[;,]\s?${romanChapterVerse}${romanVerses})*)(?!\d|:\d)`,
  "g",
);

/**
 * A chapter alone in roman numerals, where the sentence goes on after it: "Rev. xii., at the
 * beginning", "Matt. xxv. at the beginning", "MATT. xvi.--And Jesus answered". In small
 * numerals, also where its full stop ends the reference and the clause goes on or stops: a
 * bracket or a colon after it ("(John xi.).", "Isaiah xxx.:"), the end of the line ("Read
 * 2 Kings v."), a word in small letters ("In Luke v. we read"), or, after a numeral of two
 * letters or more, the next sentence ("read Isaiah liii. She replied"). A one-letter numeral
 * before a capital is left alone ("Mark v. Smith", a case; "John x. Then"), as are capitals
 * ("James II. The king").
 */
const romanChapter =
  /(\b[1-3]?\s?[A-Z](?:[a-z]{1,15}|[A-Z]{1,15})\.?\s{1,2})([ivxlc]{1,7}|[IVXLC]{2,7})\.(?=[,;]|--|\s(?:at|and|where|that|in|of)\b|(?<=[ivxlc]\.)(?:[):]|[ \t]*(?:\n|$)|\s[a-z]|(?<=[ivxlc]{2}\.)\s[A-Z]))/g;

/**
 * The text with each roman chapter rewritten as "10:11" in the same number of characters
 * (padded with spaces after the verse), so references are read and positions are kept; and
 * for each rewritten reference, where its rewritten form ends and where the original does.
 */
export function arabicChapters(text: string): {
  text: string;
  rewritten: Array<{ end: number; originalEnd: number }>;
} {
  const rewritten: Array<{ end: number; originalEnd: number }> = [];
  const out = text.replace(
    romanReference,
    (
      whole: string,
      name: string,
      numeral: string,
      verse: string,
      more: string,
      listed: string,
      offset: number,
    ) => {
      const chapter = /^\d+$/.test(numeral) ? Number(numeral) : romanNumber(numeral);
      // Only after a book's name: "Section vi. 3" is not a reference to an unknown book.
      const word = /([A-Za-z]+)\.?,?\s*$/.exec(name)?.[1] ?? "";
      if (chapter === undefined || !bookNamesEndingWith(word)) return whole;
      // Older print puts a comma between the book and its chapter ("1 Pet., ii. 9"): dropped.
      const book = name.replace(/,(\s*)$/, "$1");
      // Each chapter listed after it is rewritten too, or the list is left as it was.
      let listedValid = true;
      const listedPlain = listed.replace(
        /([ivxlc]{1,7}|[IVXLC]{2,7})\.?[.:,]\s?(\d{1,3})/g,
        (_: string, listedNumeral: string, listedVerse: string) => {
          const listedChapter = romanNumber(listedNumeral);
          if (listedChapter === undefined) listedValid = false;
          return `${listedChapter}:${listedVerse}`;
        },
      );
      const rest = listedValid ? "" : listed;
      const head = whole.slice(0, whole.length - rest.length);
      // The verses listed after the first (", 39", "-11") stay next to it, before the padding.
      const plain = `${book}${chapter}:${verse}${more}${listedValid ? listedPlain : ""}`;
      if (plain.length > head.length) return whole;
      rewritten.push({ end: offset + plain.length, originalEnd: offset + head.length });
      return plain.padEnd(head.length, " ") + rest;
    },
  );
  const chapters = out.replace(
    romanChapter,
    (whole: string, name: string, numeral: string, offset: number) => {
      const chapter = romanNumber(numeral);
      const word = /([A-Za-z]+)\.?\s*$/.exec(name)?.[1] ?? "";
      if (chapter === undefined || !bookNamesEndingWith(word)) return whole;
      const plain = `${name}${chapter}`;
      if (plain.length > whole.length) return whole;
      // The numeral's full stop is not part of the reference.
      rewritten.push({ end: offset + plain.length, originalEnd: offset + whole.length - 1 });
      return plain.padEnd(whole.length, " ");
    },
  );
  return { text: chapters, rewritten };
}

const ordinalWords = [
  "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
  "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
  "eighteenth", "nineteenth", "twentieth",
]; // prettier-ignore
const tens: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** "13th", "thirteenth", "twenty-first" → 13, 13, 21. */
export function ordinalNumber(word: string): number | undefined {
  const lower = word.toLowerCase();
  const numeric = /^(\d{1,3})(?:st|nd|rd|th)$/.exec(lower);
  if (numeric) return Number(numeric[1]);
  const simple = ordinalWords.indexOf(lower);
  if (simple >= 0) return simple + 1;
  const compound = /^(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[- ]?(\w+)$/.exec(
    lower,
  );
  if (compound) {
    const unit = ordinalWords.indexOf(compound[2]!);
    if (unit >= 0 && unit < 9) return tens[compound[1]!]! + unit + 1;
  }
  if (lower.endsWith("ieth")) return tens[lower.replace(/ieth$/, "y")];
  return undefined;
}

const ordinal = String.raw`(\d{1,3}(?:st|nd|rd|th)|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[- ]?\w+|\w+(?:st|nd|rd|th|ieth))`;
/**
 * "the 13th chapter of Exodus, at the 2nd verse", "the third chapter of John, and the sixteenth
 * verse"; a book by its longer title ("the Gospel of John", "the Gospel according to St. John",
 * "the Acts of the Apostles", "the 1st of Corinthians"); verses in figures ("and verses 22-26").
 */
const spokenReference = new RegExp(
  String.raw`\b(?:the\s+)?${ordinal}\s+chapter\s+of\s+(?:the\s+)?(?:Gospel\s+(?:of|according\s+to)\s+(?:S(?:ain)?t\.?\s+)?)?((?:[1-3](?:st|nd|rd)?\s+of\s+|[1-3]|[Ff]irst|[Ss]econd|[Tt]hird|I{1,3})?\s?[A-Z][a-z]+(?:\s+of\s+(?:the\s+)?[A-Z][a-z]+)?)(?:,?\s+(?:at|and|in)\s+the\s+${ordinal}\s+(?:and\s+following\s+)?verses?|,?\s+(?:at|and|in)\s+(?:the\s+)?verses?\s+(\d{1,3}(?:\s?[-–‒]\s?\d{1,3})?)\b)?`,
  "g",
);

/** The name as the scanner knows it: "1st of Corinthians" is 1 Corinthians, "Acts of the Apostles" Acts. */
function bookName(name: string): string {
  return name
    .replace(/^([1-3])(?:st|nd|rd)\s+of\s+/, "$1 ")
    .replace(/^Acts\s+of\s+the\s+Apostles$/, "Acts");
}

/** References read aloud, as citations of the book the scanner knows by that name. */
export function spokenReferences(text: string): Citation[] {
  const found: Citation[] = [];
  spokenReference.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = spokenReference.exec(text))) {
    const chapter = ordinalNumber(match[1]!);
    const verse =
      match[3] === undefined ? match[4]?.replace(/\s/g, "") : ordinalNumber(match[3])?.toString();
    if (chapter === undefined || (match[3] !== undefined && verse === undefined)) continue;
    // The scanner decides whether the name is a book, as it would in "Exodus 13:2".
    const written = `${bookName(match[2]!)} ${chapter}${verse === undefined ? "" : `:${verse}`}`;
    const [reading] = scanReferences(written);
    if (!reading || reading.unknownBook !== undefined || reading.end !== written.length) continue;
    found.push({
      cited: match[0],
      start: match.index,
      end: match.index + match[0].length,
      ranges: reading.ranges,
    });
  }
  return found;
}
