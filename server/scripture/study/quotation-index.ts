import commonWords from "./common-words.json";
import { scriptureIndex } from "../bible-index";
import { stem } from "../text-search";
import { totalVerses, verseOrdinal } from "../verse-ordinals";

/**
 * New Testament quotations of the Old, found by text similarity: a New Testament verse and
 * an Old Testament verse that share several rare pairs of neighbouring content words (in the
 * KJV or the WEB) are taken as quotation and source. Built once, on first use, in about a
 * second; only the pairs found are kept.
 */

const firstNewTestamentVerse = verseOrdinal("Matt", 1, 1);
const common = new Set(commonWords.words);
/** A word pair in more Old Testament verses than this is a stock phrase, not a quotation's mark. */
const maxPairVerses = 25;
/** Shared rare pairs needed to call it a quotation. */
const minSharedPairs = 3;

export interface Quotation {
  /** Verse ordinals. */
  quoting: number;
  source: number;
  sharedPairs: number;
}

let found: { byQuoting: Map<number, Quotation[]>; bySource: Map<number, Quotation[]> } | undefined;

function contentPairs(text: string, vocabulary: Map<string, number>): number[] {
  const ids = text
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
  const pairs = new Set<number>();
  for (let index = 1; index < ids.length; index++)
    pairs.add((ids[index - 1] as number) * 100_000 + (ids[index] as number));
  return [...pairs];
}

function build() {
  const index = scriptureIndex();
  const vocabulary = new Map<string, number>();
  const pairsOf = (ordinal: number) => [
    ...new Set([
      ...contentPairs(index.textAt("kjv", ordinal), vocabulary),
      ...contentPairs(index.textAt("web", ordinal), vocabulary),
    ]),
  ];
  const oldTestament = new Map<number, number[]>();
  for (let ordinal = 0; ordinal < firstNewTestamentVerse; ordinal++) {
    for (const pair of pairsOf(ordinal)) {
      const list = oldTestament.get(pair);
      if (!list) oldTestament.set(pair, [ordinal]);
      else if (list.length <= maxPairVerses) list.push(ordinal);
    }
  }
  const byQuoting = new Map<number, Quotation[]>();
  const bySource = new Map<number, Quotation[]>();
  for (let ordinal = firstNewTestamentVerse; ordinal < totalVerses; ordinal++) {
    const shared = new Map<number, number>();
    for (const pair of pairsOf(ordinal)) {
      const sources = oldTestament.get(pair);
      if (!sources || sources.length > maxPairVerses) continue;
      for (const source of sources) shared.set(source, (shared.get(source) ?? 0) + 1);
    }
    for (const [source, count] of shared) {
      if (count < minSharedPairs) continue;
      const quotation = { quoting: ordinal, source, sharedPairs: count };
      byQuoting.set(ordinal, [...(byQuoting.get(ordinal) ?? []), quotation]);
      bySource.set(source, [...(bySource.get(source) ?? []), quotation]);
    }
  }
  return { byQuoting, bySource };
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
