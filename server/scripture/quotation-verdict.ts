import type { QuotationVerdict } from "@shared/scripture/check-result";
import type { Translation } from "@shared/scripture/translations";
import { comparableWords } from "./quotations";
import {
  areVariants,
  isFunctionWord,
  meaningHeads,
  modernWord,
  namesPronoun,
  negationCount,
  normalWord,
  opposesAny,
  quantifierCount,
  renderedAlike,
  synonymous,
  variantsOf,
} from "./wording";

/**
 * How a quotation stands against the text of its passage in one translation: the same words
 * (exact, or a fragment), another translation's wording or a close paraphrase, or a misquote
 * (words changed, added or left out so that it says something else).
 */
export interface Judgement {
  verdict: Exclude<QuotationVerdict, "wrong-reference">;
  /** Share of the quotation's words found, in order, in the passage (0–1). */
  coverage: number;
  /** The verses the quotation was compared with. */
  compared: string;
  /** Share of the quotation's words that are the passage's own, as written (0–1). */
  verbatim?: number;
  /** What differs, for a misquote: the quotation's words and the passage's words there. */
  differences?: Array<{ quoted: string; original: string }>;
  note?: string;
}

const ellipsis = /\s*(?:\[\s*(?:\.\s*){3}\]|\[\s*…\s*\]|(?:\.\s*){3}|…)\s*/;

interface PassageWords {
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
}

function passageWords(verses: readonly string[]): PassageWords {
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
  };
}

function indexOfRun(words: readonly string[], run: readonly string[], from: number): number {
  outer: for (let start = from; start + run.length <= words.length; start++) {
    for (let offset = 0; offset < run.length; offset++) {
      if (words[start + offset] !== run[offset]) continue outer;
    }
    return start;
  }
  return -1;
}

/** Words whose loss reverses or shifts a verse ("not", or "the love of" before "money"). */
function droppedMeaning(
  passage: PassageWords,
  omittedFrom: number,
  omittedTo: number,
): string | undefined {
  const { words } = passage;
  const omitted = words.slice(omittedFrom, omittedTo);
  // Whole clauses left out ("…, but whoso confesseth…" cut at the colon) shorten the verse
  // faithfully: the words kept say what they said.
  if (wholeClauses(passage, omittedFrom, omittedTo)) return undefined;
  if (negationCount(omitted) > 0)
    return `It leaves out “${omitted.filter((w) => negationCount([w]) > 0).join(" ")}”, which reverses the verse.`;
  return undefined;
}

/** Whether words [from, to) of a passage are whole clauses: a clause ends before and at the end. */
function wholeClauses(passage: PassageWords, from: number, to: number): boolean {
  if (to <= from) return false;
  const before = from === 0 || passage.clauseEnd[from - 1] === true;
  return before && passage.clauseEnd[to - 1] === true;
}

function headDropped(words: readonly string[], firstMatched: number): string | undefined {
  if (words[firstMatched - 1] === "of" && meaningHeads.has(words[firstMatched - 2] ?? "")) {
    const from = words[firstMatched - 3] === "the" ? firstMatched - 3 : firstMatched - 2;
    return `It leaves out “${words.slice(from, firstMatched).join(" ")}”, which changes what the verse says.`;
  }
  return undefined;
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
function negationLeftOutBefore(passage: PassageWords, first: number): number {
  const { words, clauseEnd } = passage;
  let at = first - 1;
  if (at > 0 && negatedSubjects.has(words[at]!) && !clauseEnd[at]) at--;
  if (at < 0 || clauseEnd[at] || negationCount([words[at]!]) === 0) return -1;
  const opens =
    at === 0 || clauseEnd[at - 1] === true || isFunctionWord(normalWord(words[at - 1]!));
  return opens ? at : -1;
}

/** The judgement for quoted words from `first` whose negation at `at` was left out. */
function negationLeftOut(passage: PassageWords, at: number, first: number, compared: string) {
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

/** The quotation word for word in the passage (ellipses may skip words), or undefined. */
function exactJudgement(parts: string[][], passage: PassageWords): Judgement | undefined {
  const { words } = passage;
  let from = 0;
  const runs: Array<[number, number]> = [];
  for (const part of parts) {
    const at = indexOfRun(words, part, from);
    if (at < 0) return joinedJudgement(parts, passage);
    runs.push([at, at + part.length]);
    from = at + part.length;
  }
  const compared = passage.verses.join(" ");
  const [first] = runs[0]!;
  const last = runs[runs.length - 1]![1];
  for (let k = 1; k < runs.length; k++) {
    const note = droppedMeaning(passage, runs[k - 1]![1], runs[k]![0]);
    if (note) return { verdict: "misquote", coverage: 1, compared, note };
  }
  const negationAt = negationLeftOutBefore(passage, first);
  if (negationAt >= 0) return negationLeftOut(passage, negationAt, first, compared);
  const head = headDropped(words, first);
  if (head) {
    return {
      verdict: "misquote",
      coverage: 1,
      compared,
      note: head,
      differences: [
        {
          quoted: words.slice(first, first + 3).join(" "),
          original: words.slice(Math.max(0, first - 3), first + 3).join(" "),
        },
      ],
    };
  }
  const startsVerse = passage.verseStarts.includes(first);
  const endsVerse = passage.verseStarts.includes(last) || last === words.length;
  const verdict = runs.length === 1 && startsVerse && endsVerse ? "exact" : "fragment";
  return { verdict, coverage: 1, compared };
}

/** Word for word but for spacing ("what soever" for "whatsoever"): an edition's spelling. */
function joinedJudgement(parts: string[][], passage: PassageWords): Judgement | undefined {
  const joined = passage.words.join("");
  let from = 0;
  for (const part of parts) {
    const at = joined.indexOf(part.join(""), from);
    if (at < 0) return undefined;
    from = at + part.join("").length;
  }
  return { verdict: "fragment", coverage: 1, compared: passage.verses.join(" ") };
}

/** Related forms ("strength" and "strengthens", "anxiety" and "anxious"). */
export function sameRoot(a: string, b: string): boolean {
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared++;
  return shared >= 5 || (shared >= 4 && a.length <= 8 && b.length <= 8);
}

/**
 * Whether a word is a variant of, or shares a root with, any of `words`: the same answer as
 * `words.some((other) => areVariants(word, other) || sameRoot(word, other))`, built once so a
 * long quotation is not compared with a long passage word by word.
 */
export function nearAny(words: readonly string[]): (word: string) => boolean {
  const variants = new Set<string>();
  const fivePrefixes = new Set<string>();
  const shortFourPrefixes = new Set<string>();
  for (const other of words) {
    variants.add(other);
    for (const variant of variantsOf(other) ?? []) variants.add(variant);
    if (other.length >= 5) fivePrefixes.add(other.slice(0, 5));
    if (other.length >= 4 && other.length <= 8) shortFourPrefixes.add(other.slice(0, 4));
  }
  return (word) =>
    variants.has(word) ||
    (word.length >= 5 && fivePrefixes.has(word.slice(0, 5))) ||
    (word.length >= 4 && word.length <= 8 && shortFourPrefixes.has(word.slice(0, 4)));
}

/** The verses most like the quotation: a window of about its length around the best verse. */
function region(quoteNormal: string[], passage: PassageWords): { from: number; to: number } {
  const starts = passage.verseStarts;
  if (starts.length <= 4) return { from: 0, to: passage.words.length };
  const wanted = new Set(quoteNormal.filter((word) => !isFunctionWord(word)));
  const scores = starts.map((start, verse) => {
    const end = starts[verse + 1] ?? passage.words.length;
    const seen = new Set<string>();
    for (let i = start; i < end; i++)
      if (wanted.has(passage.normal[i]!)) seen.add(passage.normal[i]!);
    return seen.size;
  });
  const width = Math.max(1, Math.ceil(quoteNormal.length / 14));
  let best = 0;
  let bestScore = -1;
  for (let verse = 0; verse < starts.length; verse++) {
    let score = 0;
    for (let k = verse; k < Math.min(starts.length, verse + width); k++) score += scores[k]!;
    if (score > bestScore) {
      bestScore = score;
      best = verse;
    }
  }
  const fromVerse = Math.max(0, best - 1);
  const toVerse = Math.min(starts.length, best + width + 1);
  return { from: starts[fromVerse]!, to: starts[toVerse] ?? passage.words.length };
}

/** Pairs of aligned positions (quote index, passage index) of a longest common subsequence. */
function align(a: readonly string[], b: readonly string[]): Array<[number, number]> {
  const cols = b.length + 1;
  const table = new Uint16Array((a.length + 1) * cols);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * cols + j] =
        a[i] === b[j]
          ? table[(i + 1) * cols + j + 1]! + 1
          : Math.max(table[(i + 1) * cols + j]!, table[i * cols + j + 1]!);
    }
  }
  const pairs: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (table[(i + 1) * cols + j]! >= table[i * cols + j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/**
 * Moves each run of words aligned together to the place of the same words, between its
 * neighbours, that keeps the gaps either side closest to the quotation's: “Let us run” read at
 * the verse's “let us run”, not at a “let us” three clauses before (one word at a time, neither
 * word of a run can move without the other).
 */
function moveRuns(out: Array<[number, number]>, a: readonly string[], b: readonly string[]): void {
  for (let start = 0; start < out.length;) {
    let end = start + 1;
    while (
      end < out.length &&
      out[end]![0] === out[end - 1]![0] + 1 &&
      out[end]![1] === out[end - 1]![1] + 1
    )
      end++;
    const length = end - start;
    const previous = out[start - 1];
    const next = out[end];
    if (length >= 2) {
      const cost = (p: number) =>
        (previous ? Math.sqrt(Math.abs(p - previous[1] - (out[start]![0] - previous[0]))) : 0) +
        (next ? Math.sqrt(Math.abs(next[1] - (p + length - 1) - (next[0] - out[end - 1]![0]))) : 0);
      const low = previous ? previous[1] + 1 : 0;
      const high = (next ? next[1] : b.length) - length;
      let best = out[start]![1];
      let bestCost = cost(best);
      for (let p = low; p <= high; p++) {
        if (p === best) continue;
        let same = true;
        for (let k = 0; k < length && same; k++) same = b[p + k] === a[out[start + k]![0]];
        if (!same) continue;
        const c = cost(p);
        if (c < bestCost) {
          best = p;
          bestCost = c;
        }
      }
      for (let k = 0; k < length; k++) out[start + k]![1] = best + k;
    }
    start = end;
  }
}

/**
 * Moves each aligned word to the place, between its neighbours, that keeps the passage's gaps
 * closest to the quotation's: of two equally long alignments, the one that reads the verse
 * where the quotation does (“the joy of the Lord”, not a “the” three clauses earlier). An
 * aligned function word left far from the rest at either end is let go.
 */
function compact(
  pairs: Array<[number, number]>,
  a: readonly string[],
  b: readonly string[],
): Array<[number, number]> {
  const out = pairs.map(([q, p]) => [q, p] as [number, number]);
  moveRuns(out, a, b);
  for (let pass = 0; pass < 2; pass++) {
    for (let k = 0; k < out.length; k++) {
      const [q] = out[k]!;
      const previous = out[k - 1];
      const next = out[k + 1];
      // Square roots: one gap and one close fit read better than two middling gaps.
      const cost = (p: number) =>
        (previous ? Math.sqrt(Math.abs(p - previous[1] - (q - previous[0]))) : 0) +
        (next ? Math.sqrt(Math.abs(next[1] - p - (next[0] - q))) : 0);
      const low = previous ? previous[1] + 1 : 0;
      const high = next ? next[1] - 1 : b.length - 1;
      let best = out[k]![1];
      let bestCost = cost(best);
      for (let p = low; p <= high; p++) {
        if (b[p] !== a[q] || p === best) continue;
        const c = cost(p);
        if (c < bestCost) {
          best = p;
          bestCost = c;
        }
      }
      out[k]![1] = best;
    }
  }
  const stray = (inner: [number, number], outer: [number, number]) =>
    Math.abs(Math.abs(inner[1] - outer[1]) - Math.abs(inner[0] - outer[0])) > 3;
  while (out.length > 1 && isFunctionWord(a[out[0]![0]]!) && stray(out[1]!, out[0]!)) out.shift();
  while (
    out.length > 1 &&
    isFunctionWord(a[out[out.length - 1]![0]]!) &&
    stray(out[out.length - 2]!, out[out.length - 1]!)
  )
    out.pop();
  return out;
}

/**
 * The quotation's words, split or joined where the passage writes a compound the other way
 * (“forever” for “for ever”, “loving kindness” for “lovingkindness”): spelling, not wording.
 */
export function matchCompounds(quote: readonly string[], passage: readonly string[]): string[] {
  const single = new Set(passage);
  const joined = new Map<string, [string, string]>();
  for (let i = 0; i + 1 < passage.length; i++)
    joined.set(passage[i]! + passage[i + 1]!, [passage[i]!, passage[i + 1]!]);
  const out: string[] = [];
  for (let i = 0; i < quote.length; i++) {
    const word = quote[i]!;
    const next = quote[i + 1];
    if (single.has(word)) {
      out.push(word);
      continue;
    }
    if (next !== undefined && single.has(word + next)) {
      out.push(word + next);
      i++;
      continue;
    }
    const split = joined.get(word);
    if (split) out.push(...split);
    else out.push(word);
  }
  return out;
}

/** Whether two stretches of words differ only by negations (and function words). */
function sameApartFromNegation(a: readonly string[], b: readonly string[]): boolean {
  const substance = (words: readonly string[]) =>
    words
      .filter((word) => negationCount([word]) === 0)
      .map(normalWord)
      .filter((word) => !isFunctionWord(word));
  const x = substance(a);
  const y = substance(b);
  const near = (word: string, others: string[]) =>
    others.some((other) => areVariants(word, other) || sameRoot(word, other));
  return x.every((word) => near(word, y)) && y.every((word) => near(word, x));
}

/** Compares a quotation that is not word for word in the passage. */
function fuzzyJudgement(
  rawQuoteWords: string[],
  passage: PassageWords,
  otherTranslationNamed: boolean,
  others: readonly PassageWords[] = [],
): Judgement {
  const compared = passage.verses.join(" ");
  const quoteWords =
    passage.words.length <= 20_000 ? matchCompounds(rawQuoteWords, passage.words) : rawQuoteWords;
  const quoteNormal = quoteWords.map(normalWord);
  const { from, to } = region(quoteNormal, passage);
  const regionWords = passage.words.slice(from, to);
  const regionNormal = passage.normal.slice(from, to);
  const regionPrinted = passage.printed.slice(from, to);
  const regionClauseEnd = passage.clauseEnd.slice(from, to);
  const pairs = compact(align(quoteNormal, regionNormal), quoteNormal, regionNormal);
  const coverage = pairs.length / Math.max(1, quoteWords.length);
  const verseIndices = passage.verseStarts
    .map((start, verse) => ({ start, verse }))
    .filter(({ start }, k, all) => (all[k + 1]?.start ?? passage.words.length) > from && start < to)
    .map(({ verse }) => verse);
  const verses = verseIndices.map((verse) => passage.verses[verse]!).join(" ");
  if (pairs.length === 0) return { verdict: "misquote", coverage: 0, compared: verses || compared };
  const regionSet = new Set(regionNormal);
  // The same verses in the other translations compared: a word one of them uses there is
  // wording, not a change (“findeth mercy” where the KJV has “shall have mercy”, the WEB “finds”).
  const elsewhere = new Set<string>();
  /** Whether another translation says "all" (or "every", "whole") fewer times in these verses. */
  let otherHasFewerQuantifiers = false;
  const versesQuantifiers = quantifierCount(
    verseIndices.flatMap((verse) =>
      passage.words.slice(
        passage.verseStarts[verse],
        passage.verseStarts[verse + 1] ?? passage.words.length,
      ),
    ),
  );
  for (const other of others) {
    const otherWords: string[] = [];
    for (const verse of verseIndices) {
      const start = other.verseStarts[verse];
      if (start === undefined) continue;
      const end = other.verseStarts[verse + 1] ?? other.words.length;
      for (let i = start; i < end; i++) {
        elsewhere.add(other.normal[i]!);
        otherWords.push(other.words[i]!);
      }
    }
    if (quantifierCount(otherWords) < versesQuantifiers) otherHasFewerQuantifiers = true;
  }
  /** The verse (index into the region) each region word belongs to ends at. */
  const verseEndAfter = (p: number): number => {
    const absolute = from + p;
    const next = passage.verseStarts.find((start) => start > absolute);
    return Math.min(to, next ?? passage.words.length) - from;
  };
  const verseStartBefore = (p: number): number => {
    const absolute = from + p;
    let start = 0;
    for (const s of passage.verseStarts) if (s <= absolute) start = s;
    return Math.max(from, start) - from;
  };
  const anchors: Array<[number, number]> = [
    [-1, pairs[0]![1] - 1],
    ...pairs,
    [quoteWords.length, pairs[pairs.length - 1]![1] + 1],
  ];
  let unexplained = 0;
  /** Of those, words put where the verse has their opposite (words of the verse, so named). */
  let opposed = 0;
  /** The most unexplained words in one place. */
  let mostUnexplained = 0;
  let bigGap = false;
  /** Places inside the quotation where it differs from the passage at all. */
  let spots = 0;
  /** Of those, places where words of substance were put in. */
  let changedSpots = 0;
  /** Of those, places whose words are only another rendering of the verse's original word. */
  let renderedSpots = 0;
  /** Places where one side negates what the other affirms. */
  let negationFlips = 0;
  /** Where each flip is (the anchor pair before it) and whether the quotation negates there. */
  const flips: Array<{ anchor: number; negates: boolean; verseNegation?: string }> = [];
  /** Words of the verse moved into a place where it has other words of substance. */
  const swapped: string[] = [];
  /** "all", "every" or "whole" the verse has in a place where the quotation left it out. */
  const quantifiersLeftOut: string[] = [];
  let content = 0;
  let verbatim = 0;
  let run = 0;
  let longestRun = 0;
  const differences: Array<{ quoted: string; original: string }> = [];
  for (const [k, [qi, pi]] of pairs.entries()) {
    // Word for word, but for archaic forms (“ye” for “you”).
    const same =
      quoteWords[qi] === regionWords[pi] ||
      modernWord(quoteWords[qi]!) === modernWord(regionWords[pi]!);
    if (same) verbatim++;
    const previous = pairs[k - 1];
    const continues = previous && previous[0] === qi - 1 && previous[1] === pi - 1;
    run = same ? (continues ? run + 1 : 1) : 0;
    longestRun = Math.max(longestRun, run);
  }
  /** Whether pair k is inside a run of at least two words the same in both. */
  const inRun = (k: number): boolean => {
    const [q, p] = pairs[k]!;
    const beside = [pairs[k - 1], pairs[k + 1]].some(
      (other) => other && Math.abs(other[0] - q) === 1 && Math.abs(other[1] - p) === 1,
    );
    return beside && modernWord(quoteWords[q]!) === modernWord(regionWords[p]!);
  };
  for (let k = 1; k < anchors.length; k++) {
    const [q0, p0] = anchors[k - 1]!;
    const [q1, p1] = anchors[k]!;
    const leading = k === 1;
    const trailing = k === anchors.length - 1;
    const added = quoteNormal.slice(q0 + 1, q1);
    // At either end, the verse's words beyond the quotation: what its own words there stand for.
    const restOfVerse = leading
      ? regionWords.slice(verseStartBefore(p1), p1)
      : trailing
        ? regionWords.slice(p0 + 1, verseEndAfter(p0))
        : [];
    const omitted =
      leading || trailing
        ? (leading
            ? restOfVerse.slice(-(added.length + 2))
            : restOfVerse.slice(0, added.length + 2)
          ).map(normalWord)
        : regionNormal.slice(p0 + 1, p1);
    let gapUnexplained = 0;
    let renderedHere = false;
    const near =
      added.length * omitted.length > 64
        ? nearAny(omitted)
        : (word: string) =>
            omitted.some((other) => areVariants(word, other) || sameRoot(word, other));
    const swappedBefore = swapped.length;
    // At either end the passage runs on: as many of its words as the quotation has there,
    // within the verse.
    const [originalFrom, originalTo] = leading
      ? [Math.max(verseStartBefore(p1), p1 - (q1 - q0 - 1)), p1]
      : trailing
        ? [p0 + 1, Math.min(verseEndAfter(p0), p0 + q1 - q0)]
        : [p0 + 1, p1];
    const originalWords = regionWords.slice(originalFrom, originalTo);
    const omitsSubstance = originalWords.some((word) => !isFunctionWord(normalWord(word)));
    for (const [at, word] of added.entries()) {
      // A word put where the verse has its opposite (“against thee” for “with thee”, “with
      // me” for “without me”) turns it, though the word lists pair them elsewhere; not where
      // another translation says it so (where the verse does not say it in another place).
      if (opposesAny(word, omitted) && (!elsewhere.has(word) || regionSet.has(word))) {
        gapUnexplained++;
        opposed++;
        continue;
      }
      if (isFunctionWord(word)) continue;
      if (near(word)) continue;
      if (namesPronoun(word, omitted)) continue;
      // A word the KJV renders the same Hebrew or Greek word with (“enough” for “satisfied”).
      if (omitted.some((other) => renderedAlike(word, other) || synonymous(word, other))) {
        renderedHere = true;
        continue;
      }
      if (regionSet.has(word)) {
        // A word of the verse from another place, put where the verse has another word of
        // substance: “the lion … with the lamb” where it has “the leopard … with the kid”.
        // Named as the quotation writes it (“praise”, not its stem “prais”).
        if (omitsSubstance) swapped.push(quoteWords[q0 + 1 + at]!);
        continue;
      }
      if (elsewhere.has(word)) continue;
      gapUnexplained++;
    }
    const quotedWords = quoteWords.slice(q0 + 1, q1);
    // Several words of substance left out in one place, with nothing put in their place and
    // no clause left out whole, join what the verse keeps apart (“Pride goes before … a
    // fall”), between words quoted as the verse has them.
    const interior = !leading && !trailing;
    if (
      interior &&
      q1 - q0 === 1 &&
      omitted.filter((word) => !isFunctionWord(word)).length >= 3 &&
      !wholeClauses({ ...passage, clauseEnd: regionClauseEnd } as PassageWords, p0 + 1, p1) &&
      !regionClauseEnd[p0] &&
      inRun(k - 2) &&
      inRun(k - 1)
    )
      bigGap = true;
    // A quotation that ends (or begins) with its own words where the verse says something
    // else changes the verse there: “who strengthens me” → “who makes all my dreams come true”.
    const replacedAtEnd =
      (leading || trailing) &&
      gapUnexplained > 0 &&
      restOfVerse.some((word) => !isFunctionWord(normalWord(word)));
    unexplained += gapUnexplained;
    // Another translation's choice of word here: a sign of another translation's wording.
    if (renderedHere && gapUnexplained === 0) renderedSpots++;
    mostUnexplained = Math.max(mostUnexplained, gapUnexplained);
    if (gapUnexplained > 0 && (interior || replacedAtEnd)) changedSpots++;
    if ((interior && (q1 - q0 > 1 || p1 - p0 > 1)) || replacedAtEnd) spots++;
    // A negation put in or taken out where the words around it are otherwise the same
    // (“shall perish” for “should not perish”); “I have all that I need” for “I shall not
    // want” says the same thing another way.
    const flipped =
      negationCount(quotedWords) > 0 !== negationCount(originalWords) > 0 &&
      sameApartFromNegation(quotedWords, originalWords);
    if (flipped) {
      negationFlips++;
      flips.push({
        anchor: k - 1,
        negates: negationCount(quotedWords) > 0,
        verseNegation: regionPrinted
          .slice(originalFrom, originalTo)
          .find((_, at) => negationCount([originalWords[at]!]) > 0),
      });
    }
    // "all things work together" quoted as "things work together": "all" (with function words
    // at most) left out within a clause, nothing of substance put in its place. Not a phrase
    // left out ("with all thine heart"), nor a whole clause.
    const quantifierLeftOut =
      interior &&
      gapUnexplained === 0 &&
      quantifierCount(originalWords) > quantifierCount(quotedWords) &&
      originalWords.every(
        (word) => quantifierCount([word]) > 0 || isFunctionWord(normalWord(word)),
      ) &&
      !wholeClauses({ ...passage, clauseEnd: regionClauseEnd } as PassageWords, p0 + 1, p1);
    if (quantifierLeftOut)
      quantifiersLeftOut.push(
        ...originalWords.filter(
          (word) => quantifierCount([word]) > 0 && !quotedWords.includes(word),
        ),
      );
    if (gapUnexplained > 0 || flipped || swapped.length > swappedBefore || quantifierLeftOut)
      differences.push({ quoted: quotedWords.join(" "), original: originalWords.join(" ") });
  }
  for (const word of quoteNormal) if (!isFunctionWord(word)) content++;
  const spanStart = pairs[0]![1];
  const spanEnd = pairs[pairs.length - 1]![1] + 1;
  // Turned around only when one side negates what the other affirms: a negation put in or
  // left out, not one negative for another (“do not be anxious” for “in nothing be anxious”).
  const leadingLength = pairs[0]![0];
  const trailingLength = quoteWords.length - 1 - pairs[pairs.length - 1]![0];
  const spanNegations = negationCount(
    regionWords.slice(
      // Two words more either side: a negation moved past the verb (“never fail” for
      // “fail not”) is the same negation.
      Math.max(verseStartBefore(spanStart), spanStart - leadingLength - 2),
      Math.min(verseEndAfter(spanEnd - 1), spanEnd + trailingLength + 2),
    ),
  );
  const negationsChanged = negationFlips > 0 && negationCount(quoteWords) !== spanNegations;
  // As many negations, but one taken out in one place and put in another, with words of the
  // verse between (“He is here: for he is not risen”): not one moved past its verb (“do not
  // fear” for “fear not”, a word apart).
  const negationMoved =
    !negationsChanged &&
    flips.some((one) =>
      flips.some(
        (other) => one.negates && !other.negates && Math.abs(one.anchor - other.anchor) >= 3,
      ),
    );
  /**
   * The verse word for word from the quotation's start up to a point, then words of its own:
   * in place of the verse's other words (“for you make me strong” where it has “for you are
   * with me”), or after its end. Several words of substance of its own there, with no three
   * words in a row of the verse among them: another translation's wording of the verse runs
   * on with the verse's words (“everyone who believes in him shall not perish”).
   */
  const ownEnding = (): { note: string; quoted: string; original: string } | undefined => {
    if (pairs[0]![0] !== 0) return undefined;
    let head = 0;
    // Word for word but for a function word of the verse's (“the LORD” for “Yahweh”).
    while (
      head < pairs.length &&
      pairs[head]![0] === head &&
      (head === 0 ||
        regionNormal
          .slice(pairs[head - 1]![1] + 1, pairs[head]![1])
          .every((word, k) => k < 2 && isFunctionWord(word)))
    )
      head++;
    const headContent = quoteNormal.slice(0, head).filter((word) => !isFunctionWord(word));
    if (head < 4 || headContent.length < 2 || head >= quoteWords.length) return undefined;
    const afterHead = pairs[0]![1] + head;
    const verseEnd = verseEndAfter(afterHead - 1);
    const restOfVerse = regionNormal.slice(afterHead, verseEnd);
    const tail = quoteNormal.slice(head);
    const tailPairs = pairs.slice(head);
    let tailRun = 0;
    let current = 0;
    for (const [k, [q, p]] of tailPairs.entries()) {
      const previous = tailPairs[k - 1];
      const continues = previous && previous[0] === q - 1 && previous[1] === p - 1;
      const sameWord = modernWord(quoteWords[q]!) === modernWord(regionWords[p]!);
      current = sameWord ? (continues ? current + 1 : 1) : 0;
      tailRun = Math.max(tailRun, current);
    }
    if (tailRun >= 3) return undefined;
    const restNear = nearAny(restOfVerse);
    // The verse's words outside the stretch quoted word for word (“make” in “go and make
    // disciples … for you make me strong” is the head's, not the verse's there).
    const headAt = new Set(pairs.slice(0, head).map(([, p]) => p));
    const versesElsewhere = new Set(regionNormal.filter((_, p) => !headAt.has(p)));
    const headWords = new Set(quoteNormal.slice(0, head));
    const tailContent = tail.filter((word) => !isFunctionWord(word));
    const own = tailContent.filter(
      (word) =>
        !restNear(word) &&
        !namesPronoun(word, restOfVerse) &&
        !(elsewhere.has(word) && !headWords.has(word)) &&
        !versesElsewhere.has(word),
    );
    if (own.length < 2 || own.length * 2 < tailContent.length) return undefined;
    const quoted = quoteWords.slice(head).join(" ");
    const replaced = restOfVerse.some((word) => !isFunctionWord(word));
    if (!replaced) {
      // The whole verse (or its end) quoted, and a clause of its own added after it.
      if (afterHead !== verseEnd) return undefined;
      return { note: `It adds “${quoted}”, which the verse does not have.`, quoted, original: "" };
    }
    const original = regionWords
      .slice(afterHead, Math.min(verseEnd, afterHead + tail.length))
      .join(" ");
    return { note: `It has “${quoted}” where the verse has “${original}”.`, quoted, original };
  };
  const judged = (verdict: Judgement["verdict"], note?: string): Judgement => ({
    verdict,
    coverage,
    verbatim: verbatim / quoteWords.length,
    compared: verses || compared,
    ...(verdict === "misquote" && differences.length > 0 ? { differences } : {}),
    ...(note ? { note } : {}),
  });
  const ending = !otherTranslationNamed ? ownEnding() : undefined;
  if (ending) {
    return {
      ...judged("misquote", ending.note),
      differences: [{ quoted: ending.quoted, original: ending.original }],
    };
  }
  if (coverage < 0.5) {
    // A loose paraphrase still carries most of the verse's words of substance.
    const substance = quoteNormal.filter((word) => !isFunctionWord(word));
    const nearRegion = nearAny(regionNormal);
    const kept = substance.filter(
      (word) => regionSet.has(word) || nearRegion(word) || elsewhere.has(word),
    );
    if (coverage >= 0.3 && substance.length >= 3 && kept.length / substance.length >= 0.5)
      return judged("other-wording");
    return judged("misquote", "These words are not what the passage says.");
  }
  // Starting on the verse's own word just after its negation, reworded or not (“Be afraid, for
  // I am with thee” for “Don’t you be afraid, for I am with you”): it says the opposite.
  const startsAt = from + pairs[0]![1];
  const negationBefore =
    pairs[0]![0] === 0 && !otherTranslationNamed && negationCount(quoteWords.slice(0, 4)) === 0
      ? negationLeftOutBefore(passage, startsAt)
      : -1;
  if (negationBefore >= 0) {
    const left = negationLeftOut(passage, negationBefore, startsAt, compared);
    return { ...judged("misquote", left.note), differences: left.differences };
  }
  if (negationsChanged) {
    // Only the verse's negations left out: the quotation says it is so where the verse says not.
    const left = flips.every((flip) => !flip.negates) ? flips[0]?.verseNegation : undefined;
    return judged(
      "misquote",
      left
        ? `It leaves out the verse’s “${left}”, so it says the opposite.`
        : "It turns the verse’s “not” around.",
    );
  }
  if (negationMoved && !otherTranslationNamed)
    return judged(
      "misquote",
      "It moves the verse’s “not” to another place, so it says something else.",
    );
  // "all" left out where every translation compared says it: the verse says less than it does.
  // Not where a translation says it fewer times (its wording), nor for a translation named.
  if (
    quantifiersLeftOut.length > 0 &&
    !otherTranslationNamed &&
    !otherHasFewerQuantifiers &&
    quantifierCount(quoteWords) < quantifierCount(regionWords.slice(spanStart, spanEnd))
  )
    return judged(
      "misquote",
      `It leaves out “${quantifiersLeftOut[0]}”, so it says less than the verse does.`,
    );
  const head = headDropped(regionWords, spanStart);
  if (head && pairs[0]![0] === 0) return judged("misquote", head);
  const verbatimShare = verbatim / quoteWords.length;
  if (bigGap)
    return judged(
      "misquote",
      "It joins words the verse keeps apart, leaving out what stands between.",
    );
  if (unexplained === 0) {
    if (!otherTranslationNamed && swapped.length > 0 && verbatimShare >= 0.6 && spots <= 2)
      return judged(
        "misquote",
        `It moves “${swapped.join("”, “")}” to where the verse has other words, so it says something the verse does not.`,
      );
    return judged("other-wording");
  }
  // Mostly the passage's own words, with words of substance put in: the verse, changed.
  // Another translation differs in several places; a changed verse in one or two.
  // Several words of its own in one place say something the verse does not; one word for
  // another may be a synonym the word lists lack, so the note says only what is there.
  const shown = differences.filter((difference) => difference.quoted).slice(0, 2);
  const changed =
    mostUnexplained >= 2 || shown.length === 0
      ? "Words are changed or added, so it says something the verse does not."
      : `It has ${shown
          .map(({ quoted, original }) =>
            original
              ? `“${quoted}” where the verse has “${original}”`
              : `“${quoted}”, which the verse does not have`,
          )
          .join(", and ")}.`;
  if (
    !otherTranslationNamed &&
    verbatimShare >= 0.7 &&
    (spots <= 1 ||
      (spots === 2 && changedSpots === 1 && renderedSpots === 0 && verbatimShare >= 0.8))
  )
    return judged("misquote", changed);
  // A short quotation, the verse's words or their other forms (“came” for “am come”) but for
  // one word of substance of its own in one place: “I came for thy prayers” for “… for thy
  // words”. Its few words make the share quoted as written a poor guide; three words or fewer
  // beside a reference are more often a title (“The Morning Exercises”) than a quotation.
  if (
    !otherTranslationNamed &&
    quoteWords.length >= 4 &&
    quoteWords.length <= 8 &&
    changedSpots === 1 &&
    unexplained === 1 &&
    coverage >= 0.5
  )
    return judged("misquote", changed);
  // The verse word for word for a long stretch, then several words of its own in one place
  // (another translation's wording differs by a word here and there).
  if (
    !otherTranslationNamed &&
    changedSpots === 1 &&
    mostUnexplained >= 2 &&
    longestRun >= 5 &&
    verbatimShare >= 0.5
  )
    return judged("misquote", changed);
  const unexplainedShare = unexplained / Math.max(1, content);
  if (
    unexplainedShare > 0.6 ||
    (!otherTranslationNamed && unexplained >= 3 && unexplainedShare >= 0.45)
  ) {
    return judged(
      "misquote",
      opposed > 0 ? changed : "Most of these words are not in the passage.",
    );
  }
  return judged("other-wording");
}

/**
 * Judges a quotation against its passage in each translation given (the first preferred) and
 * returns the exact match if there is one, else the judgement against the closest text.
 */
export function judgeQuotation(
  quote: string,
  passages: ReadonlyArray<{
    translation: Translation;
    verses: readonly string[];
    /** Only its words are read, to excuse a word as another translation's (never judged). */
    wordingOnly?: boolean;
  }>,
  options: { otherTranslationNamed?: boolean } = {},
): (Judgement & { translation: Translation }) | undefined {
  const parts = quote
    .split(ellipsis)
    .map(comparableWords)
    .filter((part) => part.length > 0);
  if (parts.length === 0 || passages.length === 0) return undefined;
  // Words are read passage by passage: most quotations are exact in the first.
  const prepared: Array<{ translation: Translation; words: PassageWords; wordingOnly: boolean }> =
    [];
  let misquotedExact: (Judgement & { translation: Translation }) | undefined;
  for (const passage of passages) {
    const words = passageWords(passage.verses);
    const wordingOnly = passage.wordingOnly ?? false;
    prepared.push({ translation: passage.translation, words, wordingOnly });
    if (wordingOnly) continue;
    const exact = exactJudgement(parts, words);
    // Word for word but misquoted here (a "not" left out before it) may be another
    // translation's words as they stand.
    if (exact?.verdict === "misquote")
      misquotedExact ??= { ...exact, translation: passage.translation };
    else if (exact) return { ...exact, translation: passage.translation };
  }
  if (misquotedExact) return misquotedExact;
  const quoteWords = parts.flat();
  // Judged against the translation it is closest to: a WEB verse with a word added is a
  // misquote of the WEB even if the KJV's wording is loose enough to excuse it.
  let best: (Judgement & { translation: Translation }) | undefined;
  for (const passage of prepared) {
    if (passage.wordingOnly) continue;
    const others = prepared
      .filter(
        (other) => other !== passage && other.words.verses.length === passage.words.verses.length,
      )
      .map((other) => other.words);
    const judged = {
      ...fuzzyJudgement(quoteWords, passage.words, options.otherTranslationNamed ?? false, others),
      translation: passage.translation,
    };
    if (
      !best ||
      judged.coverage > best.coverage ||
      (judged.coverage === best.coverage && (judged.verbatim ?? 0) > (best.verbatim ?? 0))
    )
      best = judged;
  }
  return best;
}
