import type { QuotationVerdict } from "@shared/scripture/check-result";
import { comparableWords } from "./quotations";
import {
  areVariants,
  isFunctionWord,
  meaningHeads,
  negationCount,
  normalWord,
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
  /** What differs, for a misquote: the quotation's words and the passage's words there. */
  differences?: Array<{ quoted: string; original: string }>;
  note?: string;
}

const ellipsis = /\s*(?:\[\s*(?:\.\s*){3}\]|\[\s*…\s*\]|(?:\.\s*){3}|…)\s*/;

interface PassageWords {
  words: string[];
  /** The words as compared across translations (computed when first needed). */
  readonly normal: string[];
  /** Index in `words` where each verse starts, and the verse texts. */
  verseStarts: number[];
  verses: readonly string[];
}

function passageWords(verses: readonly string[]): PassageWords {
  const words: string[] = [];
  const verseStarts: number[] = [];
  for (const verse of verses) {
    verseStarts.push(words.length);
    words.push(...comparableWords(verse));
  }
  let normal: string[] | undefined;
  return {
    words,
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
  words: readonly string[],
  omittedFrom: number,
  omittedTo: number,
): string | undefined {
  const omitted = words.slice(omittedFrom, omittedTo);
  if (negationCount(omitted) > 0)
    return `It leaves out “${omitted.filter((w) => negationCount([w]) > 0).join(" ")}”, which reverses the verse.`;
  return undefined;
}

function headDropped(words: readonly string[], firstMatched: number): string | undefined {
  if (words[firstMatched - 1] === "of" && meaningHeads.has(words[firstMatched - 2] ?? "")) {
    const from = words[firstMatched - 3] === "the" ? firstMatched - 3 : firstMatched - 2;
    return `It leaves out “${words.slice(from, firstMatched).join(" ")}”, which changes what the verse says.`;
  }
  return undefined;
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
    const note = droppedMeaning(words, runs[k - 1]![1], runs[k]![0]);
    if (note) return { verdict: "misquote", coverage: 1, compared, note };
  }
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

/** Compares a quotation that is not word for word in the passage. */
function fuzzyJudgement(
  quoteWords: string[],
  passage: PassageWords,
  otherTranslationNamed: boolean,
): Judgement {
  const compared = passage.verses.join(" ");
  const quoteNormal = quoteWords.map(normalWord);
  const { from, to } = region(quoteNormal, passage);
  const regionWords = passage.words.slice(from, to);
  const regionNormal = passage.normal.slice(from, to);
  const pairs = align(quoteNormal, regionNormal);
  const coverage = pairs.length / Math.max(1, quoteWords.length);
  const verses = passage.verseStarts
    .map((start, verse) => ({ start, verse }))
    .filter(({ start }, k, all) => (all[k + 1]?.start ?? passage.words.length) > from && start < to)
    .map(({ verse }) => passage.verses[verse]!)
    .join(" ");
  if (pairs.length === 0) return { verdict: "misquote", coverage: 0, compared: verses || compared };
  const regionSet = new Set(regionNormal);
  const anchors: Array<[number, number]> = [
    [-1, pairs[0]![1] - 1],
    ...pairs,
    [quoteWords.length, pairs[pairs.length - 1]![1] + 1],
  ];
  let unexplained = 0;
  let bigGap = false;
  /** Places inside the quotation where it differs from the passage at all. */
  let spots = 0;
  /** Of those, places where words of substance were put in. */
  let changedSpots = 0;
  let content = 0;
  let verbatim = 0;
  const differences: Array<{ quoted: string; original: string }> = [];
  for (const [qi, pi] of pairs) if (quoteWords[qi] === regionWords[pi]) verbatim++;
  for (let k = 1; k < anchors.length; k++) {
    const [q0, p0] = anchors[k - 1]!;
    const [q1, p1] = anchors[k]!;
    const added = quoteNormal.slice(q0 + 1, q1);
    const omitted = regionNormal.slice(p0 + 1, p1);
    let gapUnexplained = 0;
    const near =
      added.length * omitted.length > 64
        ? nearAny(omitted)
        : (word: string) =>
            omitted.some((other) => areVariants(word, other) || sameRoot(word, other));
    for (const word of added) {
      if (isFunctionWord(word)) continue;
      if (near(word)) continue;
      if (regionSet.has(word)) continue;
      gapUnexplained++;
    }
    // Several words of substance left out in one place, with no ellipsis, join what the
    // verse keeps apart ("Pride goes before … a fall").
    const interior = k > 1 && k < anchors.length - 1 && q1 - q0 === 1;
    if (interior && omitted.filter((word) => !isFunctionWord(word)).length >= 3) bigGap = true;
    unexplained += gapUnexplained;
    if (gapUnexplained > 0) changedSpots++;
    const interiorGap = k > 1 && k < anchors.length - 1;
    if (interiorGap && (q1 - q0 > 1 || p1 - p0 > 1)) spots++;
    if (
      gapUnexplained > 0 ||
      (k > 1 &&
        k < anchors.length - 1 &&
        negationCount(regionWords.slice(p0 + 1, p1)) !==
          negationCount(quoteWords.slice(q0 + 1, q1)))
    ) {
      differences.push({
        quoted: quoteWords.slice(q0 + 1, q1).join(" "),
        // At either end the passage runs on: as many of its words as the quotation has there.
        original: (k === 1
          ? regionWords.slice(Math.max(0, p1 - (q1 - q0 - 1)), p1)
          : k === anchors.length - 1
            ? regionWords.slice(p0 + 1, p0 + q1 - q0)
            : regionWords.slice(p0 + 1, p1)
        ).join(" "),
      });
    }
  }
  for (const word of quoteNormal) if (!isFunctionWord(word)) content++;
  const spanStart = pairs[0]![1];
  const spanEnd = pairs[pairs.length - 1]![1] + 1;
  const negationsChanged =
    negationCount(quoteWords) !== negationCount(regionWords.slice(spanStart, spanEnd));
  const judged = (verdict: Judgement["verdict"], note?: string): Judgement => ({
    verdict,
    coverage,
    compared: verses || compared,
    ...(verdict === "misquote" && differences.length > 0 ? { differences } : {}),
    ...(note ? { note } : {}),
  });
  if (coverage < 0.5) {
    // A loose paraphrase still carries most of the verse's words of substance.
    const substance = quoteNormal.filter((word) => !isFunctionWord(word));
    const near = nearAny(regionNormal);
    const kept = substance.filter((word) => regionSet.has(word) || near(word));
    if (coverage >= 0.3 && substance.length >= 3 && kept.length / substance.length >= 0.5)
      return judged("other-wording");
    return judged("misquote", "These words are not what the passage says.");
  }
  if (negationsChanged) return judged("misquote", "It turns the verse’s “not” around.");
  const head = headDropped(regionWords, spanStart);
  if (head && pairs[0]![0] === 0) return judged("misquote", head);
  const verbatimShare = verbatim / quoteWords.length;
  if (bigGap)
    return judged(
      "misquote",
      "It joins words the verse keeps apart, leaving out what stands between.",
    );
  if (unexplained === 0) return judged("other-wording");
  // Mostly the passage's own words, with words of substance put in: the verse, changed.
  // Another translation differs in several places; a changed verse in one or two.
  if (
    !otherTranslationNamed &&
    verbatimShare >= 0.7 &&
    (spots <= 1 || (spots === 2 && changedSpots === 1 && verbatimShare >= 0.8))
  ) {
    return judged(
      "misquote",
      "Words are changed or added, so it says something the verse does not.",
    );
  }
  if (unexplained / Math.max(1, content) > 0.6) {
    return judged("misquote", "Most of these words are not in the passage.");
  }
  return judged("other-wording");
}

/**
 * Judges a quotation against its passage in each translation given (the first preferred) and
 * returns the exact match if there is one, else the judgement against the closest text.
 */
export function judgeQuotation(
  quote: string,
  passages: ReadonlyArray<{ translation: "web" | "kjv"; verses: readonly string[] }>,
  options: { otherTranslationNamed?: boolean } = {},
): (Judgement & { translation: "web" | "kjv" }) | undefined {
  const parts = quote
    .split(ellipsis)
    .map(comparableWords)
    .filter((part) => part.length > 0);
  if (parts.length === 0 || passages.length === 0) return undefined;
  // Words are read passage by passage: most quotations are exact in the first.
  const prepared: Array<{ translation: "web" | "kjv"; words: PassageWords }> = [];
  for (const passage of passages) {
    const words = passageWords(passage.verses);
    prepared.push({ translation: passage.translation, words });
    const exact = exactJudgement(parts, words);
    if (exact) return { ...exact, translation: passage.translation };
  }
  const quoteWords = parts.flat();
  // Judged against the translation it is closest to: a WEB verse with a word added is a
  // misquote of the WEB even if the KJV's wording is loose enough to excuse it.
  let best: (Judgement & { translation: "web" | "kjv" }) | undefined;
  for (const passage of prepared) {
    const judged = {
      ...fuzzyJudgement(quoteWords, passage.words, options.otherTranslationNamed ?? false),
      translation: passage.translation,
    };
    if (!best || judged.coverage > best.coverage) best = judged;
  }
  return best;
}
