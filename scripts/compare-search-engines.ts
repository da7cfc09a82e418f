/**
 * The study desk's search (server/scripture/text-search.ts, a hand-written BM25 index with a
 * light suffix stemmer and no stop words) against MiniSearch with the Porter stemmer and an
 * English stop-word list, on the frozen searches of bench/data/search-relevance.json (issue 36:
 * replace hand-written code with a maintained library where it is at least as good).
 *
 * The libraries are development dependencies, for this comparison only (the product keeps its
 * own index while it does better): `node --expose-gc node_modules/.bin/tsx
 * scripts/compare-search-engines.ts`. Figures and the decision: docs/scripture.md.
 */
import { readFileSync } from "node:fs";
import MiniSearch from "minisearch";
import { stemmer } from "stemmer";
import { removeStopwords } from "stopword";
import { bookDisplayName } from "../shared/scripture/books";
import { scriptureIndex } from "../server/scripture/bible-index";
import { searchIndexFor, searchScripture, searchWords } from "../server/scripture/text-search";
import { totalVerses, versePoint } from "../server/scripture/verse-ordinals";

interface Case {
  query: string;
  expected: string[];
}
const { queries } = JSON.parse(
  readFileSync(new URL("../bench/data/search-relevance.json", import.meta.url), "utf8"),
) as { queries: Case[] };

const heapMb = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};
const referenceOf = (ordinal: number) => {
  const point = versePoint(ordinal);
  return `${bookDisplayName(point.book, true)} ${point.chapter}:${point.verse}`;
};

type Engine = (query: string) => string[];

function score(name: string, engine: Engine, buildMs: number, heap: number) {
  let hits = 0;
  let reciprocal = 0;
  const misses: string[] = [];
  for (const { query, expected } of queries) {
    const top = engine(query).slice(0, 5);
    const rank = top.findIndex((reference) => expected.includes(reference));
    if (rank >= 0) {
      hits++;
      reciprocal += 1 / (rank + 1);
    } else misses.push(`${query} → ${top.slice(0, 3).join("; ") || "nothing"}`);
  }
  const started = performance.now();
  const rounds = 20;
  for (let round = 0; round < rounds; round++) for (const { query } of queries) engine(query);
  const queryMs = (performance.now() - started) / (rounds * queries.length);
  console.log(
    `${name}: ${hits}/${queries.length} found in the first five, mean reciprocal rank ${(reciprocal / queries.length).toFixed(3)}, index built in ${buildMs.toFixed(0)} ms, heap +${heap.toFixed(0)} MB, ${queryMs.toFixed(2)} ms a search`,
  );
  for (const miss of misses) console.log(`  missed: ${miss}`);
}

const bible = scriptureIndex();
bible.textAt("web", 0);

let before = heapMb();
let started = performance.now();
searchIndexFor("web");
score(
  "Hand-written BM25",
  (query) =>
    searchScripture(query, { translation: "web", limit: 5 }).results.map((r) => r.reference),
  performance.now() - started,
  heapMb() - before,
);

before = heapMb();
started = performance.now();
const mini = new MiniSearch<{ id: number; text: string }>({
  fields: ["text"],
  tokenize: (text) => searchWords(text),
  // removeStopwords keeps a word unless it is on its English list.
  processTerm: (term) => (removeStopwords([term]).length === 0 ? null : stemmer(term)),
});
const documents: Array<{ id: number; text: string }> = [];
for (let ordinal = 0; ordinal < totalVerses; ordinal++) {
  const text = bible.textAt("web", ordinal);
  if (text) documents.push({ id: ordinal, text });
}
mini.addAll(documents);
documents.length = 0;
const miniBuildMs = performance.now() - started;
const miniHeap = heapMb() - before;
for (const combineWith of ["OR", "AND"] as const)
  score(
    `MiniSearch 7.2 (Porter stemmer, stop words, ${combineWith})`,
    (query) =>
      mini
        .search(query, { combineWith })
        .slice(0, 5)
        .map((result) => referenceOf(result.id as number)),
    miniBuildMs,
    miniHeap,
  );
