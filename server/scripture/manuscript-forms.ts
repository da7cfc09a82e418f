import { chapterCount } from "@shared/scripture/books";
import { bookNamesEndingWith } from "./book-names";
import type { Citation } from "./citation";
import { readDataJson } from "./data-files";
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

/** "13th", "thirteenth", "twenty-first", "hundred and nineteenth" → 13, 13, 21, 119. */
export function ordinalNumber(word: string): number | undefined {
  const lower = word.toLowerCase().replace(/\s+/g, " ");
  const hundreds = /^(?:(?:one|a) )?hundred(?:th| and (.+))$/.exec(lower);
  if (hundreds) {
    if (hundreds[1] === undefined) return 100;
    const rest = ordinalNumber(hundreds[1]);
    return rest === undefined || rest >= 100 ? undefined : 100 + rest;
  }
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

const ordinalOnce = String.raw`\d{1,3}(?:st|nd|rd|th)|(?:[Tt]wenty|[Tt]hirty|[Ff]orty|[Ff]ifty|[Ss]ixty|[Ss]eventy|[Ee]ighty|[Nn]inety)[- ]?\w+|\w+(?:st|nd|rd|th|ieth)`;
/**
 * An ordinal in figures or words, not the end of a longer word ("twenty-third" is not
 * "third"): "13th", "sixteenth", "twenty-third", "one hundred and nineteenth", "hundredth".
 * Whether the word is an ordinal at all is `ordinalNumber`'s to say ("last", "worth").
 */
export const ordinalPattern = String.raw`(?<![\w-])((?:(?:[Oo]ne|[Aa])\s+)?[Hh]undred(?:th\b|\s+and\s+(?:${ordinalOnce}))|${ordinalOnce})`;
const ordinal = ordinalPattern;

/** A book by its name or longer title: "John", "First John", "the Gospel according to St. John", "the 1st of Corinthians". */
const bookTitle = String.raw`(?:the\s+)?(?:Gospel\s+(?:of|according\s+to)\s+(?:S(?:ain)?t\.?\s+)?)?((?:[1-3](?:st|nd|rd)?\s+of\s+|[1-3]|[Ff]irst|[Ss]econd|[Tt]hird|I{1,3})?\s?[A-Z][a-z]+(?:\s+of\s+(?:the\s+)?[A-Z][a-z]+)?)`;

/**
 * The verse after a chapter read aloud: ", at the 2nd verse", ", and the forty-third verse",
 * ", the sixteenth verse", "and verses 22-26", ", verse 4".
 */
const verseTail = String.raw`(?:(?:,\s+|,?\s+(?:at|and|in)\s+)the\s+${ordinal}\s+(?:and\s+following\s+)?verses?\b|(?:,\s+|,?\s+(?:at|and|in)\s+)(?:the\s+)?verses?\s+(\d{1,3}(?:\s?[-–‒]\s?\d{1,3})?)\b)?`;

/**
 * "the 13th chapter of Exodus, at the 2nd verse", "the third chapter of John, the sixteenth
 * verse"; a book by its longer title ("the Gospel of John", "the Gospel according to St. John",
 * "the Acts of the Apostles", "the 1st of Corinthians"); verses in figures ("and verses 22-26").
 */
const spokenReference = new RegExp(
  String.raw`\b(?:[Tt]he\s+)?${ordinal}\s+chapter\s+of\s+${bookTitle}${verseTail}`,
  "g",
);

/**
 * "the twenty-third Psalm", "The 119th Psalm", "the one hundred and third Psalm, the first
 * verse", "This one hundred and third Psalm": a psalm by its number, "Psalm" capitalised as a name is. Not where a clause follows
 * that counts psalms some other way ("the first Psalm he learned", "the third Psalm that we
 * sang"): the words that start such a clause are in data/spoken-references.json.
 */
const psalmByOrdinal = new RegExp(
  String.raw`\b(?:[Tt]he|[Tt]his)\s+${ordinal}\s+Psalm\b(?![-'’])${verseTail}`,
  "g",
);

/**
 * "the fifty-third of Isaiah", "the 8th of Romans, the twenty-eighth verse": a chapter by its
 * ordinal and the book's name alone. Not a possessive ("the third of Job's friends"), nor a
 * name whose number the ordinal may be ("the first of John" may be 1 John, "the second of
 * Kings" is 2 Kings), nor a chapter the book does not have ("the twentieth of Ruth").
 */
const chapterOfBook = new RegExp(
  String.raw`\b[Tt]he\s+${ordinal}\s+of\s+([1-3]\s?)?([A-Z][a-z]+)\b(?![-'’]|\s+[A-Z])${verseTail}`,
  "g",
);

const spokenData = readDataJson<{
  relativeAfterPsalm: string[];
  subjectAfterPsalm: string[];
  prepositions: string[];
  rankBeforePsalm: string[];
}>("spoken-references.json");
const prepositions = spokenData.prepositions.join("|");
const relativeAfterPsalm = new RegExp(
  String.raw`^\s+(?:(?:${spokenData.relativeAfterPsalm.join("|")})\b|(?:${prepositions})\s+(?:which|whom)\b)`,
  "i",
);
const subjectAfterPsalm = new RegExp(
  String.raw`^\s+(?:${spokenData.subjectAfterPsalm.join("|")})\b`,
  "i",
);
const prepositionBefore = new RegExp(String.raw`\b(?:${prepositions})\s+$`, "i");
const rankBeforePsalm = new RegExp(
  String.raw`\b(?:${spokenData.rankBeforePsalm.map((words) => words.replace(/ /g, String.raw`\s+`)).join("|")})\s+$`,
  "i",
);
/** "the second Psalm of benediction", not "the twenty-third Psalm of David". */
const ofCommonNoun = /^\s+of\s+(?:the\s+)?[a-z]/;

/** The name as the scanner knows it: "1st of Corinthians" is 1 Corinthians, "Acts of the Apostles" Acts. */
function bookName(name: string): string {
  return name
    .replace(/^([1-3])(?:st|nd|rd)\s+of\s+/, "$1 ")
    .replace(/^Acts\s+of\s+the\s+Apostles$/, "Acts");
}

/** The verse read after a chapter ("sixteenth", "22-26"), "" for none, undefined if no verse. */
function tailVerse(
  ordinalWord: string | undefined,
  figures: string | undefined,
): string | undefined {
  if (ordinalWord !== undefined) return ordinalNumber(ordinalWord)?.toString();
  return figures === undefined ? "" : figures.replace(/\s/g, "");
}

/** The citation of `name` at `chapter` (and `verse`), when the scanner reads it as a book. */
function spokenCitation(
  match: RegExpExecArray,
  name: string,
  chapter: number | undefined,
  verse: string | undefined,
): Citation | undefined {
  if (chapter === undefined || verse === undefined) return undefined;
  // The scanner decides whether the name is a book, as it would in "Exodus 13:2".
  const written = `${bookName(name)} ${chapter}${verse === "" ? "" : `:${verse}`}`;
  const [reading] = scanReferences(written);
  if (!reading || reading.unknownBook !== undefined || reading.end !== written.length)
    return undefined;
  return {
    cited: match[0],
    start: match.index,
    end: match.index + match[0].length,
    ranges: reading.ranges,
  };
}

/** References read aloud, as citations of the book the scanner knows by that name. */
export function spokenReferences(text: string): Citation[] {
  const found: Citation[] = [];
  const add = (citation: Citation | undefined) => {
    if (
      citation &&
      !found.some((other) => other.start < citation.end && citation.start < other.end)
    )
      found.push(citation);
  };
  let match: RegExpExecArray | null;
  spokenReference.lastIndex = 0;
  while ((match = spokenReference.exec(text)))
    add(spokenCitation(match, match[2]!, ordinalNumber(match[1]!), tailVerse(match[3], match[4])));
  psalmByOrdinal.lastIndex = 0;
  while ((match = psalmByOrdinal.exec(text))) {
    const chapter = ordinalNumber(match[1]!);
    if (chapter === undefined || chapter > 150) continue;
    // "the first Psalm he learned", "this is the second Psalm of benediction": a rank.
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 20);
    const before = text.slice(Math.max(0, match.index - 12), match.index);
    const rank =
      relativeAfterPsalm.test(after) ||
      ofCommonNoun.test(after) ||
      (subjectAfterPsalm.test(after) && !prepositionBefore.test(before)) ||
      rankBeforePsalm.test(before);
    if (match[2] === undefined && match[3] === undefined && rank) continue;
    const citation = spokenCitation(match, "Psalm", chapter, tailVerse(match[2], match[3]));
    if (citation) add({ ...citation, inPassing: true });
  }
  chapterOfBook.lastIndex = 0;
  while ((match = chapterOfBook.exec(text))) {
    const chapter = ordinalNumber(match[1]!);
    const number = match[2]?.trim();
    const name = match[3]!;
    if (chapter === undefined) continue;
    // "the third of John" may be 3 John: an ordinal that may be the book's number is not read.
    const numbered = bookNamesEndingWith(name)?.some(
      (candidate) => Object.keys(candidate.numbered).length > 0,
    );
    if (!number && numbered && chapter <= 3) continue;
    const citation = spokenCitation(
      match,
      number ? `${number} ${name}` : name,
      chapter,
      tailVerse(match[4], match[5]),
    );
    const book = citation?.ranges[0]?.start.book;
    if (book && chapter <= chapterCount(book)) add({ ...citation, inPassing: true });
  }
  return found.sort((a, b) => a.start - b.start);
}
