import type { QuotationVerdict } from "@shared/scripture/check-result";
import type { Translation } from "@shared/scripture/translations";
import {
  governingVerbLeftOut,
  negationLeftOut,
  negationLeftOutBefore,
  passageWords,
  passageWordsOf,
  wholeClauses,
  clauseWithin,
  type PassageWords,
} from "./passage-words";
import { namesAround, subjectsBefore } from "./context-names";
import { originalWordsAt } from "./kjv-original-words";
import { sameNameSpelt } from "./names";
import { comparableWords } from "./quotations";
import { saidOnce } from "./repeated-words";
import { align, compact } from "./word-alignment";
import {
  areVariants,
  cosmeticallySame,
  isFunctionWord,
  meaningHeads,
  modernWord,
  namesParticipant,
  namesPersonInContext,
  namesPronoun,
  negationCount,
  normalWord,
  opposesAny,
  opensPhrase,
  personOf,
  quantifierCount,
  speakerExchanged,
  standsFor,
  renderedAlike,
  renderedVariously,
  rendersOriginalWith,
  synonymous,
  variantsOf,
} from "./wording";

/** Possessives “own” may follow, as normalWord gives them. */
const possessives = new Set(
  ["my", "thy", "his", "her", "its", "our", "your", "their", "mine", "thine"].map(normalWord),
);

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

type SameWord = (quoted: string, verse: string) => boolean;
const identical: SameWord = (quoted, verse) => quoted === verse;
/** The verse's word but for its spelling: an archaic or British form, or a name spelt otherwise. */
const spelledAlike: SameWord = (quoted, verse) =>
  cosmeticallySame(quoted, verse) || sameNameSpelt(quoted, verse);

function indexOfRun(
  words: readonly string[],
  run: readonly string[],
  from: number,
  same: SameWord = identical,
): number {
  outer: for (let start = from; start + run.length <= words.length; start++) {
    for (let offset = 0; offset < run.length; offset++) {
      if (!same(run[offset]!, words[start + offset]!)) continue outer;
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
  // A negation left out with its whole clause (“He … is passed from death unto life”, leaving
  // out “shall not come into condemnation”) reverses nothing that is kept.
  const dropped = omitted.filter(
    (word, at) =>
      negationCount([word]) > 0 && !clauseWithin(passage, omittedFrom + at, omittedFrom, omittedTo),
  );
  if (dropped.length > 0) return `It leaves out “${dropped.join(" ")}”, which reverses the verse.`;
  return governingVerbLeftOut(passage, omittedFrom, omittedTo)?.note;
}

function headDropped(words: readonly string[], firstMatched: number): string | undefined {
  if (words[firstMatched - 1] === "of" && meaningHeads.has(words[firstMatched - 2] ?? "")) {
    const from = words[firstMatched - 3] === "the" ? firstMatched - 3 : firstMatched - 2;
    return `It leaves out “${words.slice(from, firstMatched).join(" ")}”, which changes what the verse says.`;
  }
  return undefined;
}

/**
 * The quotation word for word in the passage (ellipses may skip words), or undefined. With
 * `same` = spelledAlike, word for word in modern spelling ("all you that labour") or with a
 * name spelt otherwise ("Jerrubbaal").
 */
function exactJudgement(
  parts: string[][],
  passage: PassageWords,
  same: SameWord = identical,
): Judgement | undefined {
  const { words } = passage;
  let from = 0;
  const runs: Array<[number, number]> = [];
  for (const part of parts) {
    const at = indexOfRun(words, part, from, same);
    if (at < 0) return same === identical ? joinedJudgement(parts, passage) : undefined;
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

/**
 * The quotation's words, split or joined where the passage writes a compound the other way
 * (“forever” for “for ever”, “loving kindness” for “lovingkindness”): spelling, not wording.
 */
export function matchCompounds(quote: readonly string[], passage: readonly string[]): string[] {
  return matchCompoundsPrinted(quote, quote, passage).words;
}

/**
 * matchCompounds, carrying each word as the quotation prints it (`printed`, one per word of
 * `quote`): two words joined print as written (“for ever”), a word split prints as its parts.
 */
function matchCompoundsPrinted(
  quote: readonly string[],
  printed: readonly string[],
  passage: readonly string[],
): { words: string[]; printed: string[] } {
  const single = new Set(passage);
  const joined = new Map<string, [string, string]>();
  for (let i = 0; i + 1 < passage.length; i++)
    joined.set(passage[i]! + passage[i + 1]!, [passage[i]!, passage[i + 1]!]);
  const out: string[] = [];
  const outPrinted: string[] = [];
  for (let i = 0; i < quote.length; i++) {
    const word = quote[i]!;
    const next = quote[i + 1];
    if (single.has(word)) {
      out.push(word);
      outPrinted.push(printed[i]!);
      continue;
    }
    if (next !== undefined && single.has(word + next)) {
      out.push(word + next);
      outPrinted.push(`${printed[i]!} ${printed[i + 1]!}`);
      i++;
      continue;
    }
    const split = joined.get(word);
    if (split) {
      out.push(...split);
      outPrinted.push(...split);
    } else {
      out.push(word);
      outPrinted.push(printed[i]!);
    }
  }
  return { words: out, printed: outPrinted };
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

/**
 * Words moved past a neighbour (“Some shall rise” for “shall awake, some”): a word of substance
 * the alignment leaves out of the quotation in one place that is a word of the verse left out
 * of it in the place beside it (the same word, compared). One alignment cannot pair a word
 * moved past another; neither is a replacement, so no note pairs either with another word.
 * `versePlace(k)` is the verse's stretch [from, to) left out between anchors k - 1 and k.
 */
function movedWords(
  anchors: ReadonlyArray<readonly [number, number]>,
  quoteNormal: readonly string[],
  quoteWords: readonly string[],
  regionNormal: readonly string[],
  versePlace: (k: number) => [number, number],
): { quote: Set<number>; verse: Set<number> } {
  const quote = new Set<number>();
  const verse = new Set<number>();
  for (let k = 1; k < anchors.length; k++) {
    for (let q = anchors[k - 1]![0] + 1; q < anchors[k]![0]; q++) {
      const word = quoteNormal[q]!;
      if (isFunctionWord(word) || negationCount([quoteWords[q]!]) > 0) continue;
      for (const beside of [k - 1, k + 1]) {
        if (beside < 1 || beside >= anchors.length) continue;
        const [from, to] = versePlace(beside);
        let at = -1;
        for (let p = from; p < to && at < 0; p++)
          if (!verse.has(p) && regionNormal[p] === word) at = p;
        if (at >= 0) {
          quote.add(q);
          verse.add(at);
          break;
        }
      }
    }
  }
  return { quote, verse };
}

/** The words that join items of a list. */
const listJoiners = new Set(["and", "or", "nor"]);
/** The longest stretch, and the most words between, that `exchangedStretches` reads. */
const exchangeStretch = 3;
const exchangePivot = 6;

/**
 * Two stretches of the verse, each naming one who acts or is acted on, exchanged round the
 * verse's words between them ("Thou shalt love thyself as thy neighbour" for "thy neighbour
 * as thyself", Leviticus 19:18; "came from Jordan, and was baptized of John in Nazareth of
 * Galilee", Mark 1:9): every word is the verse's, but who does what to whom, or where, is
 * exchanged. Not items of a list ("earth and heaven", "with all thy soul, and with all thy
 * heart"), not clauses in another order (they are longer, and nothing stays between them), not
 * where the verse says it both ways. Returns the quotation's and the verse's stretches (as
 * printed), else undefined.
 */
function exchangedStretches(
  quoteNormal: readonly string[],
  quotePrinted: readonly string[],
  regionNormal: readonly string[],
  regionPrinted: readonly string[],
  passageText: string,
  sameVerse: (p0: number, p1: number) => boolean,
): { quoted: string; original: string } | undefined {
  if (regionNormal.length > 400) return undefined;
  const quoteText = ` ${quoteNormal.join(" ")} `;
  const at = (words: readonly string[]) => quoteText.indexOf(` ${words.join(" ")} `);
  // Read once for each word rather than for each stretch tried: whether it names one who acts
  // (a stretch ends on such a word) and whether it joins a list (no stretch holds one).
  const names = regionNormal.map((word) => namesParticipant(word));
  const joins = regionNormal.map((word) => listJoiners.has(word));
  const joinerIn = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (joins[k]) return true;
    return false;
  };
  // The exchanged words stand in the quotation as a run: where its words hold no space, each
  // two words that meet in it (the second stretch's last and the pivot's first, the pivot's
  // last and the first stretch's first) are two words side by side in the quotation.
  const spaced = (word: string) => word.includes(" ") || word === "";
  const pairsChecked = !quoteNormal.some(spaced) && !regionNormal.some(spaced);
  const quotePairs = new Set(quoteNormal.slice(1).map((word, k) => `${quoteNormal[k]} ${word}`));
  const side = (left: string, right: string) => !pairsChecked || quotePairs.has(`${left} ${right}`);
  for (let a = 0; a < regionNormal.length; a++)
    for (let x = 1; x <= exchangeStretch; x++) {
      // Each a phrase: ending on the one it names, no list within it.
      if (a + x > regionNormal.length || !names[a + x - 1] || joinerIn(a, a + x)) continue;
      for (let between = 1; between <= exchangePivot; between++)
        for (let y = 1; y <= exchangeStretch; y++) {
          const end = a + x + between + y;
          if (end > regionNormal.length || !names[end - 1] || joinerIn(end - y, end)) continue;
          if (
            !side(regionNormal[end - 1]!, regionNormal[a + x]!) ||
            !side(regionNormal[a + x + between - 1]!, regionNormal[a]!) ||
            !sameVerse(a, end - 1)
          )
            continue;
          const first = regionNormal.slice(a, a + x);
          const pivot = regionNormal.slice(a + x, a + x + between);
          const second = regionNormal.slice(a + x + between, end);
          // Items of a list: the words between are a joiner and then function words ("hope
          // and a future") or the words that stand before the first item ("with all thy
          // heart, and with all thy soul").
          const frame = pivot.slice(1);
          if (
            listJoiners.has(pivot[0]!) &&
            (frame.every(isFunctionWord) ||
              frame.every((word, i) => regionNormal[a - frame.length + i] === word))
          )
            continue;
          if (first.every((word) => second.includes(word))) continue;
          if (second.every((word) => first.includes(word))) continue;
          const exchanged = [...second, ...pivot, ...first];
          const found = at(exchanged);
          if (found < 0 || at([...first, ...pivot, ...second]) >= 0) continue;
          if (passageText.includes(` ${exchanged.join(" ")} `)) continue;
          const from = quoteText.slice(0, found).trim().split(" ").filter(Boolean).length;
          return {
            quoted: quotePrinted.slice(from, from + exchanged.length).join(" "),
            original: regionPrinted.slice(a, end).join(" "),
          };
        }
    }
  return undefined;
}

/** Compares a quotation that is not word for word in the passage. */
function fuzzyJudgement(
  rawQuoteWords: string[],
  /** Each of rawQuoteWords as the quotation prints it (“Judas”), for notes. */
  rawQuotePrinted: readonly string[],
  passage: PassageWords,
  otherTranslationNamed: boolean,
  others: readonly PassageWords[] = [],
  /** The passage's translation: the KJV/WEB word pairs are read its way round (standsFor). */
  translation?: Translation,
): Judgement {
  const compared = passage.verses.join(" ");
  const { words: quoteWords, printed: quotePrinted } =
    passage.words.length <= 20_000
      ? matchCompoundsPrinted(rawQuoteWords, rawQuotePrinted, passage.words)
      : { words: rawQuoteWords, printed: [...rawQuotePrinted] };
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
  /** The names the verses and their neighbours print: the persons their pronouns may mean. */
  let around: Set<string> | undefined;
  const namesNear = () => (around ??= namesAround(passage.verses, translation, passage.ordinals));
  /** The subjects the verses before the passage give a verse of it that opens on its verb. */
  let subjects: string[] | undefined;
  const subjectsNear = () => (subjects ??= subjectsBefore(translation, passage.ordinals));
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
  /**
   * Whether a quoted word renders the verse's word at region index p as the KJV renders its
   * original word (Strong's numbers) elsewhere. Where that word cannot be tied to one, or the
   * KJV renders its original word one way only (so shows no choice of words to judge by),
   * whether the KJV renders any one original word with both.
   */
  const renderedAt = (word: string, p: number): boolean => {
    const absolute = from + p;
    let verse = 0;
    passage.verseStarts.forEach((start, index) => {
      if (start <= absolute) verse = index;
    });
    const ordinal = passage.ordinals?.[verse];
    const ids = ordinal === undefined ? undefined : originalWordsAt(ordinal, regionNormal[p]!);
    return ids && renderedVariously(ids)
      ? rendersOriginalWith(ids, word)
      : renderedAlike(word, regionNormal[p]!);
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
  /** A negation of the verse's where the quotation ends (or begins) with words of its own. */
  let negationReplaced: { quoted: string; original: string } | undefined;
  /** Where each flip is (the anchor pair before it) and whether the quotation negates there. */
  const flips: Array<{ anchor: number; negates: boolean; verseNegation?: string }> = [];
  /** Words of the verse moved into a place where it has other words of substance. */
  const swapped: string[] = [];
  /** The first pronoun of the verse's speaker given as the one it speaks to, or the reverse. */
  let speakerTurned: { quoted: string; original: string } | undefined;
  let speakerTurns = 0;
  /** A verb of thinking or saying left out, that governs the quoted words after it. */
  let governedLeftOut: { note: string; quoted: string; original: string } | undefined;
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
  /**
   * Where the quotation breaks off the verse's clause after region word p0 and goes on, with
   * its word of substance q1, in a later clause (at p1): the verse's first word of substance
   * after p0 that the quotation never says, which q1 stands in place of; else undefined. A
   * clause left at its end ("sent me, … is passed"), resumed with a function word ("labour,
   * and I will give you rest") or where the words before the gap stand again replaces nothing.
   */
  /**
   * Whether the verse's words left out between region words p0 and p1 are the rest of p0's
   * clause and then only the function words that open the next ("and [worshipped the molten
   * image. Thus they] changed", Psalm 106:19–20): one subject's two deeds, the first cut short.
   */
  const restOfClauseLeftOut = (p0: number, p1: number): boolean => {
    const end = regionClauseEnd.slice(p0 + 1, p1).indexOf(true);
    return end >= 0 && regionNormal.slice(p0 + 2 + end, p1).every((word) => isFunctionWord(word));
  };
  const replacedAcross = (q1: number, p0: number, p1: number): number | undefined => {
    if (regionClauseEnd[p0] || isFunctionWord(quoteNormal[q1]!)) return undefined;
    // The words before the gap stand before p1 too ("be of [good comfort, be of] one mind"):
    // a stretch left out whole, the alignment pairing the first of a repeated phrase.
    if (regionNormal[p1 - 1] === quoteNormal[q1 - 1]) return undefined;
    // A later item of a list whose first items are left out ("like to stone" for "like unto
    // gold, or silver, or stone", Acts 17:29): one of the things named, put for none.
    const joiner = regionNormal[p1 - 1];
    if (joiner === "or" || joiner === "and") {
      const items = regionNormal
        .slice(p0 + 1, p1 - 1)
        .join(" ")
        .split(` ${joiner} `);
      if (items.every((item) => item !== "" && item.split(" ").length <= 2)) return undefined;
    }
    let clauseEndAt = -1;
    for (let p = p0 + 1; p < p1 - 1 && clauseEndAt < 0; p++)
      if (regionClauseEnd[p]) clauseEndAt = p;
    if (clauseEndAt < 0 || restOfClauseLeftOut(p0, p1)) return undefined;
    for (let p = p0 + 1; p <= clauseEndAt; p++) {
      const word = regionNormal[p]!;
      if (isFunctionWord(word) || negationCount([regionWords[p]!]) > 0) continue;
      return quoteNormal.includes(word) ? undefined : p;
    }
    return undefined;
  };
  const moved = movedWords(anchors, quoteNormal, quoteWords, regionNormal, (k) => {
    const [, p0] = anchors[k - 1]!;
    const [, p1] = anchors[k]!;
    if (k === 1) return [verseStartBefore(p1), p1];
    if (k === anchors.length - 1) return [p0 + 1, verseEndAfter(p0)];
    return [p0 + 1, p1];
  });
  // A phrase of place or time of the verse's, left out where the verse has it, put whole where
  // the verse's own words are left out ("He to whom thou barest witness beyond Jordan
  // baptizeth", John 3:26, for "he that was with thee beyond Jordan, to whom thou barest
  // witness, behold, the same baptizeth"): a shortening, nothing put for anything. Not a
  // subject or object moved ("The young lion shall lie down with the kid").
  const movedPhrase = new Set<number>();
  const alignedVerse = new Set(pairs.map(([, p]) => p));
  const quoteSet = new Set(quoteNormal);
  for (let k = 2; k < anchors.length - 1; k++) {
    const [q0, p0] = anchors[k - 1]!;
    const [q1, p1] = anchors[k]!;
    const phrase = quoteNormal.slice(q0 + 1, q1);
    if (phrase.length < 2 || !opensPhrase(phrase[0]!) || phrase.every(isFunctionWord)) continue;
    // The verse's words where it is put: no phrase of place or time of their own ("lie down
    // beside the still waters" for "in green pastures", Psalm 23:2), at most one word of
    // substance ("behold, the same"), and none said elsewhere in the quotation.
    const standsIn = regionNormal.slice(p0 + 1, p1);
    const substance = standsIn.filter((word) => !isFunctionWord(word));
    if (
      standsIn.some(opensPhrase) ||
      substance.length > 1 ||
      substance.some((word) => quoteSet.has(word))
    )
      continue;
    // The same words in the same verse, outside this place, none of them quoted where they are.
    const verseTo = verseEndAfter(p0);
    let source = -1;
    for (let p = verseStartBefore(p0); p + phrase.length <= verseTo && source < 0; p++) {
      if (p + phrase.length > p0 + 1 && p < p1) continue;
      if (
        phrase.every(
          (word, i) =>
            regionNormal[p + i] === word && !alignedVerse.has(p + i) && !moved.verse.has(p + i),
        )
      )
        source = p;
    }
    if (source < 0) continue;
    for (let i = 0; i < phrase.length; i++) {
      movedPhrase.add(q0 + 1 + i);
      moved.quote.add(q0 + 1 + i);
      moved.verse.add(source + i);
    }
  }
  for (let k = 1; k < anchors.length; k++) {
    const [q0, p0] = anchors[k - 1]!;
    const [q1, p1] = anchors[k]!;
    const leading = k === 1;
    const trailing = k === anchors.length - 1;
    const interior = !leading && !trailing;
    const added = quoteNormal.slice(q0 + 1, q1);
    // At either end, the verse's words beyond the quotation: what its own words there stand for.
    const restOfVerse = leading
      ? regionWords.slice(verseStartBefore(p1), p1)
      : trailing
        ? regionWords.slice(p0 + 1, verseEndAfter(p0))
        : [];
    // Where in the region the verse's words there start.
    const omittedFrom = leading ? Math.max(verseStartBefore(p1), p1 - (added.length + 2)) : p0 + 1;
    // The verse's words there, as written and as compared.
    const omittedWritten =
      leading || trailing
        ? leading
          ? restOfVerse.slice(-(added.length + 2))
          : restOfVerse.slice(0, added.length + 2)
        : regionWords.slice(p0 + 1, p1);
    const omitted =
      leading || trailing ? omittedWritten.map(normalWord) : regionNormal.slice(p0 + 1, p1);
    let gapUnexplained = 0;
    let renderedHere = false;
    // Nothing quoted here, the verse's clause broken off and the quotation's next word found
    // in a clause further on ("hath everlasting death" or "… condemnation" for "hath
    // everlasting life, and shall not come into condemnation; but is passed from death"): that
    // word put for the verse's word of substance there, not words left out.
    const replacedHere = interior && added.length === 0 ? replacedAcross(q1, p0, p1) : undefined;
    // Nothing of substance put where the verse says whose thought or saying the words after are.
    if (interior && !governedLeftOut && added.every(isFunctionWord)) {
      const left = governingVerbLeftOut(passage, from + p0 + 1, from + p1);
      if (left) governedLeftOut = { ...left, quoted: quotePrinted.slice(q0, q1 + 1).join(" ") };
    }
    if (replacedHere !== undefined) {
      gapUnexplained++;
      if (opposesAny(quoteNormal[q1]!, [regionNormal[replacedHere]!])) opposed++;
    }
    const near =
      added.length * omitted.length > 64
        ? nearAny(omitted)
        : (word: string) =>
            omitted.some((other) => standsFor(word, other, translation) || sameRoot(word, other));
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
      if (movedPhrase.has(q0 + 1 + at)) continue;
      // A word put where the verse has its opposite (“against thee” for “with thee”, “with
      // me” for “without me”) turns it, though the word lists pair them elsewhere; not where
      // another translation says it so (where the verse does not say it in another place).
      if (opposesAny(word, omitted) && (!elsewhere.has(word) || regionSet.has(word))) {
        gapUnexplained++;
        opposed++;
        continue;
      }
      // The verse's speaker given as the one it speaks to, or that one as the speaker.
      if (speakerExchanged(word, omitted, regionNormal, quoteNormal)) {
        gapUnexplained++;
        const turnedAt = omitted.findIndex((other) =>
          speakerExchanged(word, [other], regionNormal, quoteNormal),
        );
        speakerTurned ??= {
          quoted: quotePrinted[q0 + 1 + at]!,
          original: omittedWritten[turnedAt] ?? "",
        };
        speakerTurns++;
        continue;
      }
      if (isFunctionWord(word)) continue;
      // A name of the verse's there spelt otherwise (“Jerrubbaal” for “Jerubbaal”).
      const written = quoteWords[q0 + 1 + at]!;
      if (omittedWritten.some((other) => sameNameSpelt(written, other))) continue;
      // “Our own rejoicing” for “our rejoicing”: “own” after a possessive only stresses it.
      if (word === "own" && possessives.has(quoteNormal[q0 + at] ?? "")) continue;
      if (near(word)) continue;
      if (namesPronoun(word, omitted)) continue;
      if (
        namesPersonInContext(
          word,
          quotePrinted[q0 + 1 + at]!,
          omitted,
          namesNear,
          leading && omitted.length > 0 && omittedFrom === verseStartBefore(p1),
        )
      )
        continue;
      // The verse's subject, left to the verses before, named before the verse's first words
      // ("Love doth not behave itself unseemly", 1 Corinthians 13:5, whose subject is verse
      // 4's "Charity"): the one word of substance put there, the subject those verses open on.
      if (
        leading &&
        restOfVerse.every((other) => isFunctionWord(normalWord(other))) &&
        added.filter((other) => !isFunctionWord(other)).length === 1 &&
        subjectsNear().some(
          (subject) => standsFor(word, subject, translation) || sameRoot(word, subject),
        )
      )
        continue;
      // A word the KJV renders the verse's Hebrew or Greek word there with (“enough” for
      // “satisfied”).
      if (
        omitted.some((other, at) => renderedAt(word, omittedFrom + at) || synonymous(word, other))
      ) {
        renderedHere = true;
        continue;
      }
      if (regionSet.has(word)) {
        // A word of the verse from another place, put where the verse has another word of
        // substance: “the lion … with the lamb” where it has “the leopard … with the kid”.
        // Named as the quotation prints it (“Praise”, not its stem “prais”).
        if (omitsSubstance) swapped.push(quotePrinted[q0 + 1 + at]!);
        continue;
      }
      if (elsewhere.has(word)) continue;
      gapUnexplained++;
    }
    const quotedWords = quoteWords.slice(q0 + 1, q1);
    // As the quotation prints them (“Judas”, not “judas”), for the note; not a word moved
    // from beside (it replaces nothing), nor, below, the verse's word it was moved from.
    const keptQuoted: number[] = [];
    for (let q = q0 + 1; q < q1; q++) if (!moved.quote.has(q)) keptQuoted.push(q);
    const quotedPrinted = keptQuoted.map((q) => quotePrinted[q]!).join(" ");
    const [shownFrom, shownTo] = leading
      ? [Math.max(verseStartBefore(p1), p1 - keptQuoted.length), p1]
      : trailing
        ? [p0 + 1, Math.min(verseEndAfter(p0), p0 + 1 + keptQuoted.length)]
        : [p0 + 1, p1];
    const originalPrinted: string[] = [];
    for (let p = shownFrom; p < shownTo; p++)
      if (!moved.verse.has(p)) originalPrinted.push(regionPrinted[p]!);
    // Several words of substance left out in one place, with nothing put in their place and
    // no clause left out whole, join what the verse keeps apart (“Pride goes before … a
    // fall”), between words quoted as the verse has them; not the rest of a clause left out
    // (restOfClauseLeftOut).
    if (
      interior &&
      q1 - q0 === 1 &&
      omitted.filter((word) => !isFunctionWord(word)).length >= 3 &&
      !wholeClauses({ ...passage, clauseEnd: regionClauseEnd } as PassageWords, p0 + 1, p1) &&
      !restOfClauseLeftOut(p0, p1) &&
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
    // Its own words at an end, where the verse says "not" ("so that we might be happy" where
    // it has "should not perish"): one side negates what the other does not.
    // The verse's words there, within their clause: up to two more than the quotation has (a
    // negation after its verb), never into the next clause ("the ungodly, nor standeth…").
    const replacedWords: string[] = [];
    const replacedPrinted: string[] = [];
    // Its own words after the verse's clause has ended ("with all your heart, friend") replace
    // nothing of it.
    if (trailing && !regionClauseEnd[p0])
      for (let i = p0 + 1; i < verseEndAfter(p0) && replacedWords.length < added.length + 2; i++) {
        replacedWords.push(regionWords[i]!);
        replacedPrinted.push(regionPrinted[i]!);
        if (regionClauseEnd[i]) break;
      }
    if (leading && !regionClauseEnd[p1 - 1])
      for (
        let i = p1 - 1;
        i >= verseStartBefore(p1) && replacedWords.length < added.length + 2;
        i--
      ) {
        if (regionClauseEnd[i]) break;
        replacedWords.unshift(regionWords[i]!);
        replacedPrinted.unshift(regionPrinted[i]!);
      }
    if (
      replacedAtEnd &&
      !negationReplaced &&
      negationCount(replacedWords) > 0 &&
      negationCount(quotedWords) === 0
    )
      negationReplaced = { quoted: quotedPrinted, original: replacedPrinted.join(" ") };
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
    if (replacedHere !== undefined)
      differences.push({ quoted: quotePrinted[q1]!, original: regionPrinted[replacedHere]! });
    else if (
      (gapUnexplained > 0 || flipped || swapped.length > swappedBefore || quantifierLeftOut) &&
      // Only a word moved here: at an end, the verse's words beyond the quotation are not
      // replaced; within it, nothing is.
      (quotedPrinted !== "" || (!leading && !trailing && originalPrinted.length > 0))
    )
      differences.push({
        quoted: quotedPrinted,
        // The verse's words as it prints them ("God", "Jerubbaal"), for the note.
        original: originalPrinted.join(" "),
      });
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
  // The verse's own negation before the words quoted, in their clause, taken into them ("That
  // the Godhead is not like to stone" for Acts 17:29's "we ought not to think that the Godhead
  // is like unto … stone"): every negation put in is the verse's, moved, and nothing is
  // turned around.
  let clauseStart = spanStart;
  while (clauseStart > verseStartBefore(spanStart) && !regionClauseEnd[clauseStart - 1])
    clauseStart--;
  const negationsBefore = negationCount(
    regionWords.slice(
      clauseStart,
      Math.max(clauseStart, Math.max(verseStartBefore(spanStart), spanStart - leadingLength - 2)),
    ),
  );
  const ownNegationMoved =
    negationsBefore > 0 &&
    flips.every((flip) => flip.negates) &&
    negationCount(quoteWords) === spanNegations + negationsBefore;
  const negationsChanged =
    negationFlips > 0 && negationCount(quoteWords) !== spanNegations && !ownNegationMoved;
  // Nor is it a difference to name.
  if (ownNegationMoved)
    for (let at = differences.length - 1; at >= 0; at--) {
      const { quoted, original } = differences[at]!;
      const words = comparableWords(quoted);
      if (original === "" && words.length > 0 && negationCount(words) === words.length)
        differences.splice(at, 1);
    }
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
    const quoted = quotePrinted.slice(head).join(" ");
    const replaced = restOfVerse.some((word) => !isFunctionWord(word));
    if (!replaced) {
      // The whole verse (or its end) quoted, and a clause of its own added after it.
      if (afterHead !== verseEnd) return undefined;
      return { note: `It adds “${quoted}”, which the verse does not have.`, quoted, original: "" };
    }
    const original = regionPrinted
      .slice(afterHead, Math.min(verseEnd, afterHead + tail.length))
      .join(" ");
    return { note: `It has “${quoted}” where the verse has “${original}”.`, quoted, original };
  };
  // Two stretches of the verse exchanged (exchangedStretches): a misquote where nothing else
  // is, named as such; a change named otherwise ("in heaven, as it is in earth") keeps its note.
  const exchanged = !otherTranslationNamed
    ? exchangedStretches(
        quoteNormal,
        quotePrinted,
        regionNormal,
        regionPrinted,
        ` ${passage.normal.join(" ")} `,
        (p0, p1) => verseStartBefore(p0) === verseStartBefore(p1),
      )
    : undefined;
  const judged = (verdict: Judgement["verdict"], note?: string): Judgement =>
    verdict === "other-wording" && exchanged
      ? {
          verdict: "misquote",
          coverage,
          verbatim: verbatim / quoteWords.length,
          compared: verses || compared,
          differences: [exchanged],
          note: `It has “${exchanged.quoted}” where the verse has “${exchanged.original}”, so it says something the verse does not.`,
        }
      : {
          verdict,
          coverage,
          verbatim: verbatim / quoteWords.length,
          compared: verses || compared,
          ...(verdict === "misquote" && differences.length > 0 ? { differences } : {}),
          ...(note ? { note } : {}),
        };
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
  if (governedLeftOut && !otherTranslationNamed)
    return {
      ...judged("misquote", governedLeftOut.note),
      differences: [{ quoted: governedLeftOut.quoted, original: governedLeftOut.original }],
    };
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
  if (negationReplaced && !otherTranslationNamed)
    return {
      ...judged(
        "misquote",
        `It has “${negationReplaced.quoted}” where the verse has “${negationReplaced.original}”.`,
      ),
      differences: [negationReplaced],
    };
  // Whatever else is reworded: who speaks and who is spoken to are exchanged. Not the verse
  // said again in another voice, where the quotation leaves out or turns the verse's own
  // words of the person it puts in ("He will never leave me" for "I will never leave thee",
  // Hebrews 13:5: its "I" is gone, so its "me" is the writer).
  const turnedTo =
    speakerTurned && personOf(normalWord(comparableWords(speakerTurned.quoted)[0] ?? ""));
  const revoiced =
    turnedTo !== undefined &&
    quoteNormal.filter((word) => personOf(word) === turnedTo).length - speakerTurns <
      regionNormal.slice(spanStart, spanEnd).filter((word) => personOf(word) === turnedTo).length;
  if (speakerTurned && !revoiced && !otherTranslationNamed)
    return {
      ...judged(
        "misquote",
        `It has “${speakerTurned.quoted}” where the verse has “${speakerTurned.original}”, so the one the verse speaks to and the one who speaks are exchanged.`,
      ),
      differences: [speakerTurned],
    };
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
  // Words of the verse moved and a word of its own put in ("Soul, take thy sorrow; thou hast
  // goods…"): the verse's clauses reordered is wording, a word of its own in them is a change.
  if (
    !otherTranslationNamed &&
    swapped.length > 0 &&
    unexplained === 1 &&
    verbatimShare >= 0.6 &&
    spots <= 2
  )
    return judged(
      "misquote",
      "Words are changed or added, so it says something the verse does not.",
    );
  return judged("other-wording");
}

/** Single words joined by one "and" or "or" ("spirit and soul and body"): each run's items. */
function wordLists(words: readonly string[]): Array<{ at: number[]; items: string[] }> {
  const lists: Array<{ at: number[]; items: string[] }> = [];
  const item = (k: number) => words[k] !== undefined && !isFunctionWord(normalWord(words[k]!));
  for (let k = 0; k < words.length; k++) {
    const joiner = words[k + 1];
    if (!item(k) || (joiner !== "and" && joiner !== "or") || !item(k + 2)) continue;
    const at = [k];
    while (words[at[at.length - 1]! + 1] === joiner && item(at[at.length - 1]! + 2))
      at.push(at[at.length - 1]! + 2);
    lists.push({ at, items: at.map((each) => normalWord(words[each]!)) });
    k = at[at.length - 1]!;
  }
  return lists;
}

/** A passage's lists (wordLists), found once for each passage's words (passageWordsOf). */
const passageLists = new WeakMap<readonly string[], ReturnType<typeof wordLists>>();
function versesLists(verse: readonly string[]): ReturnType<typeof wordLists> {
  let lists = passageLists.get(verse);
  if (!lists) {
    lists = wordLists(verse);
    passageLists.set(verse, lists);
  }
  return lists;
}

/**
 * The quotation with each list of single words joined by "and" or "or" set in the order the
 * verse has the same words in ("your whole body and soul and spirit" for "your whole spirit and
 * soul and body", 1 Thessalonians 5:23): the same words, the same joiner, the word before or
 * after the list the verse's there too; undefined when no list is in another order. A word of
 * the list changed ("spirit and mind and body") is no list of the verse's, and stays a change.
 */
function listsInVerseOrder(quote: string, verse: readonly string[]): string | undefined {
  const tokens = quote.split(/(\s+)/);
  // Each word of the quotation, with its token when the token holds that word alone.
  const words: string[] = [];
  const tokenOf: Array<number | undefined> = [];
  for (const [index, token] of tokens.entries()) {
    const tokenWords = comparableWords(token);
    for (const word of tokenWords) {
      words.push(word);
      tokenOf.push(tokenWords.length === 1 ? index : undefined);
    }
  }
  const verseLists = versesLists(verse);
  const normalAt = (list: readonly string[], k: number) =>
    list[k] === undefined ? undefined : normalWord(list[k]!);
  let changed = false;
  for (const { at, items } of wordLists(words)) {
    if (at.some((k) => tokenOf[k] === undefined)) continue;
    const sorted = [...items].sort().join(" ");
    const match = verseLists.find(
      (list) =>
        list.items.length === items.length &&
        verse[list.at[0]! + 1] === words[at[0]! + 1] &&
        list.items.join(" ") !== items.join(" ") &&
        [...list.items].sort().join(" ") === sorted &&
        ((at[0]! > 0 &&
          list.at[0]! > 0 &&
          normalAt(words, at[0]! - 1) === normalAt(verse, list.at[0]! - 1)) ||
          normalAt(words, at[at.length - 1]! + 1) ===
            normalAt(verse, list.at[list.at.length - 1]! + 1)),
    );
    if (!match) continue;
    // The quotation's own words (its spelling and capitals), in the verse's order.
    const own = at.map((k) => tokens[tokenOf[k]!]!);
    const left = [...at.keys()];
    for (const [place, k] of at.entries()) {
      const from = left.findIndex((index) => items[index] === match.items[place]);
      const [index] = left.splice(from, 1);
      const token = tokens[tokenOf[k]!]!;
      const written = own[index!]!.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
      const core = token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
      if (!written || !core) return undefined;
      tokens[tokenOf[k]!] = token.replace(core, written);
    }
    changed = true;
  }
  return changed ? tokens.join("") : undefined;
}

/**
 * Judges a quotation against its passage in each translation given (the first preferred) and
 * returns the exact match if there is one, else the judgement against the closest text. A
 * misquote only because a list of the verse's words is in another order ("body and soul and
 * spirit" for "spirit and soul and body") is the verse's words, reworded: other wording.
 */
export function judgeQuotation(
  quote: string,
  passages: ReadonlyArray<{
    translation: Translation;
    verses: readonly string[];
    /** Each verse's ordinal, so a word can be tied to the KJV's original word there. */
    ordinals?: readonly number[];
    /** Only its words are read, to excuse a word as another translation's (never judged). */
    wordingOnly?: boolean;
  }>,
  options: { otherTranslationNamed?: boolean } = {},
): (Judgement & { translation: Translation }) | undefined {
  const judged = judgeAsWritten(quote, passages, options);
  // Words the writer says twice for emphasis ("The half--the half was not told me", 1 Kings
  // 10:7), where the verse says them once: the verse's words, not words added to it.
  if (judged?.verdict !== "exact" && judged?.verdict !== "fragment") {
    const once = saidOnce(
      quote,
      passages.filter((passage) => !passage.wordingOnly).flatMap((passage) => passage.verses),
    );
    const again = once === undefined ? undefined : judgeAsWritten(once, passages, options);
    if (again?.verdict === "exact" || again?.verdict === "fragment")
      return { ...again, verdict: "fragment" };
  }
  if (judged?.verdict !== "misquote") return judged;
  const marked = markedOff(quote, passages);
  if (marked) return marked;
  for (const passage of passages) {
    if (passage.wordingOnly) continue;
    const reordered = listsInVerseOrder(quote, passageWordsOf(passage.verses).words);
    if (reordered === undefined) continue;
    const again = judgeAsWritten(reordered, passages, options);
    if (again && again.verdict !== "misquote")
      return {
        ...again,
        verdict:
          again.verdict === "exact" || again.verdict === "fragment"
            ? "other-wording"
            : again.verdict,
      };
  }
  return judged;
}

/**
 * A quotation marked off within a quotation: ‘…’ or '…' inside “…” or "…" (the outer marks
 * are gone); a mark opens after no letter and closes before none (not "God's", "don’t").
 */
const innerQuotation = /(?<![A-Za-z])‘([^‘’]+)’(?![A-Za-z])|(?<![A-Za-z])'([^']+)'(?![A-Za-z])/g;

/**
 * A verse the writer marks off in quotation marks of its own within words that are not the
 * verse's ("After all this, ‘if a man love not the Lord Jesus Christ, let him be Anathema
 * Maranatha.’", 1 Corinthians 16:22, the apostle's feeling as Talmage imagines it): the inner
 * marks say which words are the verse's, and those are judged alone. Only where the marked
 * words open a verse: a saying a verse quotes within its own words ("And he said, ‘Go…’",
 * Isaiah 6:9) is judged whole, so "And he wept, ‘Go…’" stays a misquote. The inner words'
 * judgement when it is no misquote, as other wording (the outer words are not the verse's),
 * else undefined.
 */
function markedOff(
  quote: string,
  passages: Parameters<typeof judgeQuotation>[1],
): (Judgement & { translation: Translation }) | undefined {
  const inner = [...quote.matchAll(innerQuotation)];
  if (inner.length !== 1) return undefined;
  const words = inner[0]![1] ?? inner[0]![2]!;
  // The writer's words before the verse, the verse to the end ("…, ‘if a man…’"): not a
  // quotation whose words go on after a saying within it.
  if (comparableWords(quote.slice(inner[0]!.index + inner[0]![0].length)).length > 0)
    return undefined;
  if (comparableWords(words).length < 3) return undefined;
  // The marked words open a verse: the verse is marked off whole from its start, not a saying
  // within it whose own words stand round it.
  const first = normalWord(comparableWords(words)[0]!);
  const opens = passages.some((passage) =>
    passage.verses.some((verse) => normalWord(comparableWords(verse)[0] ?? "") === first),
  );
  if (!opens) return undefined;
  const judged = judgeAsWritten(words, passages, {});
  if (!judged || judged.verdict === "misquote") return undefined;
  return { ...judged, verdict: "other-wording" };
}

function judgeAsWritten(
  quote: string,
  passages: Parameters<typeof judgeQuotation>[1],
  options: { otherTranslationNamed?: boolean },
): (Judgement & { translation: Translation }) | undefined {
  // Each part's words as compared and as printed (“Judas” for “judas”), one for one.
  const printedParts = quote
    .split(ellipsis)
    .map((part) => {
      const read = passageWords([part]);
      return read.words.length === read.printed.length ? read : { ...read, printed: read.words };
    })
    .filter((part) => part.words.length > 0);
  const parts = printedParts.map((part) => part.words);
  if (parts.length === 0 || passages.length === 0) return undefined;
  // Words are read passage by passage: most quotations are exact in the first.
  const prepared: Array<{ translation: Translation; words: PassageWords; wordingOnly: boolean }> =
    [];
  let misquotedExact: (Judgement & { translation: Translation }) | undefined;
  for (const passage of passages) {
    const words = passageWordsOf(passage.verses, passage.ordinals);
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
  // Word for word but for archaic forms and spellings: the verse, in modern spelling.
  for (const passage of prepared) {
    if (passage.wordingOnly) continue;
    const modernised = exactJudgement(parts, passage.words, spelledAlike);
    if (modernised) return { ...modernised, translation: passage.translation };
  }
  const quoteWords = parts.flat();
  const quotePrinted = printedParts.flatMap((part) => part.printed);
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
      ...fuzzyJudgement(
        quoteWords,
        quotePrinted,
        passage.words,
        options.otherTranslationNamed ?? false,
        others,
        passage.translation,
      ),
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
