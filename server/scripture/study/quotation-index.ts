import commonWords from "./common-words.json";
import { scriptureIndex } from "../bible-index";
import { stem } from "../text-search";
import { totalVerses, verseOrdinal } from "../verse-ordinals";
import { readDerivedFile } from "./study-files";

/**
 * New Testament quotations of the Old, found by text similarity: a New Testament verse and
 * an Old Testament verse that share several rare pairs of neighbouring content words (in the
 * KJV or the WEB) are taken as quotation and source. A quotation worded differently (Hebrews
 * 1:5 "Today I have become your father" ← Psalm 2:7) shares fewer pairs: a rare run of three
 * content words and, beside it, another rare word (KJV "begotten") mark it too. Found by
 * scripts/build-study-indexes.ts into a committed file (a unit test checks it is current) and
 * read on first use; found here, in a second or two, when the file is missing.
 */

const firstNewTestamentVerse = verseOrdinal("Matt", 1, 1);
const common = new Set(commonWords.words);
/** A word pair in more Old Testament verses than this is a stock phrase, not a quotation's mark. */
const maxPairVerses = 25;
/** Shared rare pairs needed to call it a quotation. */
const minSharedPairs = 3;
/** A run of three content words in more Old Testament verses than this is a stock phrase. */
const maxTrigramVerses = 2;
/** The other word a three-word run needs beside it: in at most this many Old Testament verses. */
const maxRareWordVerses = 60;
/** An Old Testament verse "quoted" by three-word runs in more New Testament verses than this is a stock phrase. */
const maxRunQuoters = 3;

export interface Quotation {
  /** Verse ordinals. */
  quoting: number;
  source: number;
  sharedPairs: number;
}

interface QuotationIndex {
  byQuoting: Map<number, Quotation[]>;
  bySource: Map<number, Quotation[]>;
}

let found: QuotationIndex | undefined;

function contentIds(text: string, vocabulary: Map<string, number>): number[] {
  return text
    .toLowerCase()
    .replace(/[’']s\b/g, "")
    .split(/[^a-z]+/)
    .filter((word) => word.length > 1 && !common.has(word))
    .map((word) => {
      const stemmed = stem(word);
      let id = vocabulary.get(stemmed);
      if (id === undefined) {
        id = vocabulary.size;
        vocabulary.set(stemmed, id);
      }
      return id;
    });
}

function contentPairs(ids: readonly number[]): number[] {
  const pairs = new Set<number>();
  for (let index = 1; index < ids.length; index++)
    pairs.add((ids[index - 1] as number) * 100_000 + (ids[index] as number));
  return [...pairs];
}

/** Runs of three neighbouring content words, each as one number (ids are below 100,000). */
function contentTrigrams(ids: readonly number[]): number[] {
  const runs: number[] = [];
  for (let index = 2; index < ids.length; index++)
    runs.push(
      ((ids[index - 2] as number) * 100_000 + (ids[index - 1] as number)) * 100_000 +
        (ids[index] as number),
    );
  return runs;
}

function trigramWords(run: number): number[] {
  return [Math.floor(run / 1e10), Math.floor(run / 1e5) % 1e5, run % 1e5];
}

interface VerseWords {
  pairs: number[];
  trigrams: number[];
  words: Set<number>;
}

/** Every quotation, in the order found (the order each verse's list keeps). */
export function findQuotations(): Quotation[] {
  const index = scriptureIndex();
  const vocabulary = new Map<string, number>();
  const wordsOf = (ordinal: number): VerseWords => {
    const kjv = contentIds(index.textAt("kjv", ordinal), vocabulary);
    const web = contentIds(index.textAt("web", ordinal), vocabulary);
    return {
      pairs: [...new Set([...contentPairs(kjv), ...contentPairs(web)])],
      trigrams: [...new Set([...contentTrigrams(kjv), ...contentTrigrams(web)])],
      words: new Set([...kjv, ...web]),
    };
  };
  const oldWords: VerseWords[] = [];
  const oldTestament = new Map<number, number[]>();
  const oldRuns = new Map<number, number[]>();
  const wordVerses = new Map<number, number>();
  const listAdd = (map: Map<number, number[]>, key: number, ordinal: number, cap: number) => {
    const list = map.get(key);
    if (!list) map.set(key, [ordinal]);
    else if (list.length <= cap) list.push(ordinal);
  };
  for (let ordinal = 0; ordinal < firstNewTestamentVerse; ordinal++) {
    const verse = wordsOf(ordinal);
    oldWords.push(verse);
    for (const pair of verse.pairs) listAdd(oldTestament, pair, ordinal, maxPairVerses);
    for (const run of verse.trigrams) listAdd(oldRuns, run, ordinal, maxTrigramVerses);
    for (const word of verse.words) wordVerses.set(word, (wordVerses.get(word) ?? 0) + 1);
  }
  const all: Quotation[] = [];
  const add = (quotation: Quotation) => all.push(quotation);
  const byRuns: Quotation[] = [];
  for (let ordinal = firstNewTestamentVerse; ordinal < totalVerses; ordinal++) {
    const verse = wordsOf(ordinal);
    const shared = new Map<number, number>();
    for (const pair of verse.pairs) {
      const sources = oldTestament.get(pair);
      if (!sources || sources.length > maxPairVerses) continue;
      for (const source of sources) shared.set(source, (shared.get(source) ?? 0) + 1);
    }
    for (const [source, count] of shared) {
      if (count >= minSharedPairs) add({ quoting: ordinal, source, sharedPairs: count });
    }
    const runWords = new Map<number, Set<number>>();
    for (const run of verse.trigrams) {
      const sources = oldRuns.get(run);
      if (!sources || sources.length > maxTrigramVerses) continue;
      for (const source of sources) {
        if ((shared.get(source) ?? 0) >= minSharedPairs) continue;
        const words = runWords.get(source) ?? new Set<number>();
        for (const word of trigramWords(run)) words.add(word);
        runWords.set(source, words);
      }
    }
    for (const [source, inRuns] of runWords) {
      const besides = [...oldWords[source]!.words].some(
        (word) =>
          verse.words.has(word) &&
          !inRuns.has(word) &&
          (wordVerses.get(word) ?? 0) <= maxRareWordVerses,
      );
      if (besides) byRuns.push({ quoting: ordinal, source, sharedPairs: shared.get(source) ?? 0 });
    }
  }
  const quoters = new Map<number, number>();
  for (const quotation of byRuns)
    quoters.set(quotation.source, (quoters.get(quotation.source) ?? 0) + 1);
  for (const quotation of byRuns)
    if ((quoters.get(quotation.source) ?? 0) <= maxRunQuoters) add(quotation);
  return all;
}

function indexOf(quotations: readonly Quotation[]): QuotationIndex {
  const byQuoting = new Map<number, Quotation[]>();
  const bySource = new Map<number, Quotation[]>();
  for (const quotation of quotations) {
    byQuoting.set(quotation.quoting, [...(byQuoting.get(quotation.quoting) ?? []), quotation]);
    bySource.set(quotation.source, [...(bySource.get(quotation.source) ?? []), quotation]);
  }
  return { byQuoting, bySource };
}

/** The quotations as the committed file holds them: quoting, source, shared pairs, repeated. */
export function encodeQuotations(quotations: readonly Quotation[]): string {
  return JSON.stringify(
    quotations.flatMap((quotation) => [quotation.quoting, quotation.source, quotation.sharedPairs]),
  );
}

function decodeQuotations(text: string): Quotation[] {
  const numbers = JSON.parse(text) as number[];
  const quotations: Quotation[] = [];
  for (let at = 0; at + 2 < numbers.length; at += 3)
    quotations.push({
      quoting: numbers[at] as number,
      source: numbers[at + 1] as number,
      sharedPairs: numbers[at + 2] as number,
    });
  return quotations;
}

function build(): QuotationIndex {
  const committed = readDerivedFile("quotations");
  return indexOf(committed === undefined ? findQuotations() : decodeQuotations(committed));
}

/** The quotations a verse makes (New Testament) or is the source of (Old Testament). */
export function quotationsOf(ordinal: number): Quotation[] {
  found ??= build();
  return ordinal >= firstNewTestamentVerse
    ? (found.byQuoting.get(ordinal) ?? [])
    : (found.bySource.get(ordinal) ?? []);
}

/** Builds the index now (the server warms it; the benchmark measures after it). */
export function warmQuotations(): number {
  found ??= build();
  return found.byQuoting.size;
}
