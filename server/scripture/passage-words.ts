import { LRUCache } from "lru-cache";
import { comparableWords } from "./quotations";
import { governingVerb, isFunctionWord, isSpeakerWord, negationCount, normalWord } from "./wording";

/**
 * A passage's words as a quotation is compared with them (quotation-verdict.ts): the words,
 * as printed, where clauses end, where verses start; and what follows from those alone
 * (whole clauses left out, a negation left out before the quoted words).
 */

export interface PassageWords {
  words: string[];
  /** Each word as the verse prints it (“Don’t” for “dont”), for notes. */
  printed: string[];
  /** Whether each word ends a clause in the verse's text (a comma, colon, full stop… after it). */
  clauseEnd: boolean[];
  /** The words as compared across translations (computed when first needed). */
  readonly normal: string[];
  /** Index in `words` where each verse starts, and the verse texts. */
  verseStarts: number[];
  verses: readonly string[];
  /** Each verse's ordinal (verse-ordinals.ts), where the caller knows them. */
  ordinals?: readonly number[];
}

export function passageWords(
  verses: readonly string[],
  ordinals?: readonly number[],
): PassageWords {
  const words: string[] = [];
  const printed: string[] = [];
  const clauseEnd: boolean[] = [];
  const verseStarts: number[] = [];
  for (const verse of verses) {
    verseStarts.push(words.length);
    for (const token of verse.split(/\s+/)) {
      const tokenWords = comparableWords(token);
      if (tokenWords.length === 0) {
        // A dash or colon standing alone ends the clause before it.
        if (clauseEnd.length > 0 && /[,;:.!?—–]/.test(token))
          clauseEnd[clauseEnd.length - 1] = true;
        continue;
      }
      words.push(...tokenWords);
      const shown = token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
      for (const word of tokenWords) printed.push(tokenWords.length === 1 ? shown : word);
      for (let k = 0; k < tokenWords.length; k++)
        clauseEnd.push(k === tokenWords.length - 1 && /[,;:.!?—–)]["”’']*$/.test(token));
    }
    // A verse's end ends a clause.
    if (clauseEnd.length > 0) clauseEnd[clauseEnd.length - 1] = true;
  }
  let normal: string[] | undefined;
  return {
    words,
    printed,
    clauseEnd,
    get normal() {
      normal ??= words.map(normalWord);
      return normal;
    },
    verseStarts,
    verses,
    ordinals,
  };
}

/**
 * A passage's words, read once for many quotations: a check compares each quotation with its
 * passage, and a draft quotes the same passage many times (fifteen misquotations of Genesis 1–2
 * read its 1,600 words fifteen times, most of each quotation's check). Callers never change
 * what they are given. Kept by the verses' text (and ordinals), a few passages at a time.
 */
const readPassages = new LRUCache<string, PassageWords>({ max: 32 });

export function passageWordsOf(
  verses: readonly string[],
  ordinals?: readonly number[],
): PassageWords {
  const key = `${ordinals?.join(",") ?? ""}\u0001${verses.join("\u0000")}`;
  let read = readPassages.get(key);
  if (!read) {
    read = passageWords(verses, ordinals);
    readPassages.set(key, read);
  }
  return read;
}

/** Whether words [from, to) of a passage are whole clauses: a clause ends before and at the end. */
export function wholeClauses(passage: PassageWords, from: number, to: number): boolean {
  if (to <= from) return false;
  const before = from === 0 || passage.clauseEnd[from - 1] === true;
  return before && passage.clauseEnd[to - 1] === true;
}

/** Whether the clause holding word `at` lies wholly within [from, to). */
export function clauseWithin(passage: PassageWords, at: number, from: number, to: number): boolean {
  let start = at;
  while (start > 0 && !passage.clauseEnd[start - 1]) start--;
  let end = at;
  while (end < passage.words.length - 1 && !passage.clauseEnd[end]) end++;
  return start >= from && end < to;
}

/** Words that may stand between a negation and its verb (“Don’t you be afraid”). */
const negatedSubjects = new Set(["you", "thou", "ye"]);

/**
 * A negation of the verse just before the quoted words and in their clause, left out (“Be
 * conformed to this world” for “Don’t be conformed…”, “Let your heart be troubled” for “Don’t
 * let…”): the quotation says the opposite. The negation is the quoted words' own only where
 * its clause opens with it or a function word stands before it (“be not”, “and don’t”); after
 * a word of substance it is that word's (“loveth not knoweth not God”). Its index, or -1.
 */
export function negationLeftOutBefore(passage: PassageWords, first: number): number {
  const { words, clauseEnd } = passage;
  let at = first - 1;
  if (at > 0 && negatedSubjects.has(words[at]!) && !clauseEnd[at]) at--;
  if (at < 0 || clauseEnd[at] || negationCount([words[at]!]) === 0) return -1;
  const opens =
    at === 0 || clauseEnd[at - 1] === true || isFunctionWord(normalWord(words[at - 1]!));
  return opens ? at : -1;
}

/** The judgement for quoted words from `first` whose negation at `at` was left out. */
export function negationLeftOut(
  passage: PassageWords,
  at: number,
  first: number,
  compared: string,
) {
  const negation = passage.printed[at]!;
  // The quoted words up to three, within their clause (“be afraid”, not “be afraid for”).
  let end = first + 1;
  while (end < first + 3 && end < passage.words.length && !passage.clauseEnd[end - 1]) end++;
  const quoted = passage.printed.slice(first, end).join(" ");
  const original = passage.printed.slice(at, end).join(" ");
  return {
    verdict: "misquote" as const,
    coverage: 1,
    verbatim: 1,
    compared,
    note: `It leaves out the verse’s “${negation}” before “${quoted}”, so it says the opposite.`,
    differences: [{ quoted, original }],
  };
}

/**
 * A verb of thinking, seeming or saying among the passage's words [from, to) that a quotation
 * leaves out between words it quotes, governing the quoted words after it: "for in them ye
 * have eternal life" for John 5:39's "for in them ye think ye have eternal life", "Yet the way
 * of the Lord is not equal" for Ezekiel 18:25's "Yet ye say, The way…". What the verse gives
 * as someone's thought or saying, the quotation says outright. Only where the verb is the
 * last word left out but for function words before the next quoted word ("think ye"), none
 * ending a clause; a verb of saying only where it is the last (or "that" follows), and not the
 * speaker's own ("I say unto you"). Not a saying whose speaker is named after it ("saith the
 * LORD", a faithful shortening). The note and the verse's words there (with the
 * words either side), else undefined.
 */
export function governingVerbLeftOut(
  passage: PassageWords,
  from: number,
  to: number,
): { note: string; original: string } | undefined {
  const { normal, clauseEnd, printed } = passage;
  let at = to - 1;
  while (at >= from && !governingVerb(normal[at]!)) {
    if (!isFunctionWord(normal[at]!) || negationCount([passage.words[at]!]) > 0) return undefined;
    at--;
  }
  if (at < from) return undefined;
  const kind = governingVerb(normal[at]!)!;
  const after = normal.slice(at + 1, to);
  if (kind === "thinking" && clauseEnd.slice(at, to).some(Boolean)) return undefined;
  if (kind === "saying") {
    if (after.some((word) => word !== "that")) return undefined;
    if (at > 0 && !clauseEnd[at - 1] && isSpeakerWord(normal[at - 1]!)) return undefined;
  }
  // The same words left out, read one word earlier where the word before them is the one they
  // end with: "ye [think ye] have" is "[ye think] ye have".
  let [start, end] = [from, to];
  while (
    start > 0 &&
    end - 1 > at &&
    !clauseEnd[start - 1] &&
    normal[start - 1] === normal[end - 1]
  ) {
    start--;
    end--;
  }
  const left = printed.slice(start, end).join(" ");
  const gives = kind === "thinking" ? "as only thought" : "as someone’s saying";
  return {
    note: `It leaves out the verse’s “${left}”, so it says outright what the verse gives ${gives}.`,
    original: printed.slice(Math.max(0, from - 1), to + 1).join(" "),
  };
}
