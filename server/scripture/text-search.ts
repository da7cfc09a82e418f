import type { SearchResponse } from "@shared/scripture/api";
import { bookDisplayName } from "@shared/scripture/books";
import type { Translation } from "@shared/scripture/translations";
import { scriptureIndex, type ScriptureIndex } from "./bible-index";
import { totalVerses, versePoint } from "./verse-ordinals";

/**
 * Ranked full-text search over verse text: an inverted index of stemmed words per
 * translation (built on first search), scored with BM25. Verses holding every searched word
 * come first, and the exact phrase ranks above scattered words.
 */

/** A light stemmer: enough to meet "forgive", "forgiveth", "forgiven" and "forgiveness". */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:ss|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith("ness") && w.length > 6) w = w.slice(0, -4);
  else if (w.endsWith("eth") && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith("est") && w.length > 6) w = w.slice(0, -3);
  else if (w.endsWith("ing") && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith("ed") && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith("en") && w.length > 6) w = w.slice(0, -2);
  else if (w.endsWith("ly") && w.length > 5) w = w.slice(0, -2);
  if (w.endsWith("e") && w.length > 3) w = w.slice(0, -1);
  return w;
}

export function searchWords(text: string): string[] {
  const cleaned = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’‘ʼ]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  return cleaned ? cleaned.split(" ") : [];
}

interface SearchIndex {
  /** Term → its postings' slice of `verses`/`counts`. */
  terms: Map<string, { from: number; to: number }>;
  verses: Int32Array;
  counts: Uint8Array;
  lengths: Uint16Array;
  averageLength: number;
}

const indexes = new Map<Translation, SearchIndex>();

/**
 * Calls `visit` with each word of a verse as written (case kept, apostrophes in). A character
 * loop: building an index tokenises ~800,000 words, and this is several times faster than
 * regular expressions.
 */
function forEachWord(text: string, visit: (word: string) => void): void {
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 32;
    const inWord =
      (code >= 97 && code <= 122) ||
      (code >= 65 && code <= 90) ||
      (code >= 48 && code <= 57) ||
      (start >= 0 && (code === 39 || code === 0x2019)) ||
      (code > 127 && code !== 0x2019 && code !== 0x2018 && /\p{L}/u.test(text[i] as string));
    if (inWord) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      visit(text.slice(start, i));
      start = -1;
    }
  }
}

/**
 * Two passes over typed arrays: first every word becomes a term id (each distinct spelling is
 * normalised and stemmed once), then the ids are counted into one postings array.
 */
function buildIndex(bible: ScriptureIndex, translation: Translation): SearchIndex {
  const idOfWord = new Map<string, number>();
  const idOfTerm = new Map<string, number>();
  const termNames: string[] = [];
  let tokens = new Int32Array(1 << 20);
  let tokenCount = 0;
  const verseEnd = new Int32Array(totalVerses);
  const visit = (word: string) => {
    let id = idOfWord.get(word);
    if (id === undefined) {
      const term = stem(searchWords(word).join(""));
      id = idOfTerm.get(term);
      if (id === undefined) {
        id = termNames.length;
        termNames.push(term);
        idOfTerm.set(term, id);
      }
      idOfWord.set(word, id);
    }
    if (tokenCount === tokens.length) {
      const grown = new Int32Array(tokens.length * 2);
      grown.set(tokens);
      tokens = grown;
    }
    tokens[tokenCount++] = id;
  };
  for (let ordinal = 0; ordinal < totalVerses; ordinal++) {
    forEachWord(bible.textAt(translation, ordinal), visit);
    verseEnd[ordinal] = tokenCount;
  }
  const termCount = termNames.length;
  const lastVerse = new Int32Array(termCount).fill(-1);
  const frequency = new Int32Array(termCount);
  const lengths = new Uint16Array(totalVerses);
  let from = 0;
  for (let ordinal = 0; ordinal < totalVerses; ordinal++) {
    const to = verseEnd[ordinal] as number;
    lengths[ordinal] = Math.min(65535, to - from);
    for (let t = from; t < to; t++) {
      const id = tokens[t] as number;
      if (lastVerse[id] !== ordinal) {
        lastVerse[id] = ordinal;
        frequency[id] = (frequency[id] as number) + 1;
      }
    }
    from = to;
  }
  const start = new Int32Array(termCount + 1);
  for (let id = 0; id < termCount; id++)
    start[id + 1] = (start[id] as number) + (frequency[id] as number);
  const verses = new Int32Array(start[termCount] as number);
  const counts = new Uint8Array(start[termCount] as number);
  const next = start.slice(0, termCount);
  lastVerse.fill(-1);
  from = 0;
  for (let ordinal = 0; ordinal < totalVerses; ordinal++) {
    const to = verseEnd[ordinal] as number;
    for (let t = from; t < to; t++) {
      const id = tokens[t] as number;
      if (lastVerse[id] === ordinal) {
        const at = (next[id] as number) - 1;
        counts[at] = Math.min(255, (counts[at] as number) + 1);
      } else {
        lastVerse[id] = ordinal;
        const at = next[id] as number;
        verses[at] = ordinal;
        counts[at] = 1;
        next[id] = at + 1;
      }
    }
    from = to;
  }
  const terms = new Map<string, { from: number; to: number }>();
  termNames.forEach((term, id) =>
    terms.set(term, { from: start[id] as number, to: start[id + 1] as number }),
  );
  return { terms, verses, counts, lengths, averageLength: tokenCount / totalVerses };
}

export function searchIndexFor(translation: Translation): SearchIndex {
  let index = indexes.get(translation);
  if (!index) {
    index = buildIndex(scriptureIndex(), translation);
    indexes.set(translation, index);
  }
  return index;
}

/** Keeps the n highest-scoring verses (a min-heap), so common words need no full sort. */
class TopScores {
  private readonly verses: number[] = [];
  private readonly scores: number[] = [];

  constructor(private readonly size: number) {}

  offer(verse: number, score: number): void {
    const { verses, scores } = this;
    if (verses.length < this.size) {
      verses.push(verse);
      scores.push(score);
      this.up(verses.length - 1);
    } else if (score > (scores[0] as number)) {
      verses[0] = verse;
      scores[0] = score;
      this.down(0);
    }
  }

  items(): number[] {
    return [...this.verses];
  }

  private swap(a: number, b: number): void {
    [this.verses[a], this.verses[b]] = [this.verses[b] as number, this.verses[a] as number];
    [this.scores[a], this.scores[b]] = [this.scores[b] as number, this.scores[a] as number];
  }

  private up(index: number): void {
    let i = index;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((this.scores[parent] as number) <= (this.scores[i] as number)) return;
      this.swap(i, parent);
      i = parent;
    }
  }

  private down(index: number): void {
    let i = index;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (
        left < this.scores.length &&
        (this.scores[left] as number) < (this.scores[smallest] as number)
      )
        smallest = left;
      if (
        right < this.scores.length &&
        (this.scores[right] as number) < (this.scores[smallest] as number)
      )
        smallest = right;
      if (smallest === i) return;
      this.swap(i, smallest);
      i = smallest;
    }
  }
}

const k1 = 1.2;
const b = 0.75;

/**
 * Per-verse scratch space, reused by every search (searching is synchronous) and cleared
 * verse by verse afterwards: allocating it per search made the garbage collector the cost.
 */
const scratch = {
  scores: new Float64Array(totalVerses),
  matched: new Uint8Array(totalVerses),
  touched: new Int32Array(totalVerses),
};

export function searchScripture(
  query: string,
  options: { translation: Translation; limit?: number },
): SearchResponse {
  const { translation } = options;
  const limit = Math.max(1, Math.min(100, options.limit ?? 20));
  const words = searchWords(query).slice(0, 20);
  const terms = [...new Set(words.map(stem))];
  const empty: SearchResponse = { query, translation, total: 0, results: [] };
  if (terms.length === 0) return empty;
  const index = searchIndexFor(translation);
  const { scores, matched, touched } = scratch;
  let touchedCount = 0;
  try {
    return rankVerses();
  } finally {
    for (let i = 0; i < touchedCount; i++) {
      const verse = touched[i] as number;
      scores[verse] = 0;
      matched[verse] = 0;
    }
  }

  function rankVerses(): SearchResponse {
    for (const term of terms) {
      const postings = index.terms.get(term);
      if (!postings) continue;
      const size = postings.to - postings.from;
      const idf = Math.log(1 + (totalVerses - size + 0.5) / (size + 0.5));
      for (let i = postings.from; i < postings.to; i++) {
        const verse = index.verses[i] as number;
        const count = index.counts[i] as number;
        const length = index.lengths[verse] as number;
        const weight =
          (count * (k1 + 1)) / (count + k1 * (1 - b + (b * length) / index.averageLength));
        if (matched[verse] === 0) touched[touchedCount++] = verse;
        matched[verse] = (matched[verse] as number) + 1;
        scores[verse] = (scores[verse] as number) + idf * weight;
      }
    }
    if (touchedCount === 0) return empty;
    let best = 0;
    for (let i = 0; i < touchedCount; i++)
      best = Math.max(best, matched[touched[i] as number] as number);
    let total = 0;
    const leading = new TopScores(Math.max(limit * 5, 100));
    for (let i = 0; i < touchedCount; i++) {
      const verse = touched[i] as number;
      if (matched[verse] !== best) continue;
      total++;
      leading.offer(verse, scores[verse] as number);
    }
    const bible = scriptureIndex();
    const phrase = words.length > 1 ? ` ${words.join(" ")} ` : undefined;
    // The exact phrase lifts a verse; only the leading candidates are worth the check.
    const considered = leading.items().map((verse) => {
      let score = scores[verse] as number;
      if (phrase && ` ${searchWords(bible.textAt(translation, verse)).join(" ")} `.includes(phrase))
        score *= 1.5;
      return { verse, score };
    });
    considered.sort((x, y) => y.score - x.score);
    const results = considered.slice(0, limit).map(({ verse, score }) => {
      const point = versePoint(verse);
      return {
        reference: `${bookDisplayName(point.book, true)} ${point.chapter}:${point.verse}`,
        osis: `${point.book}.${point.chapter}.${point.verse}`,
        text: bible.textAt(translation, verse),
        score: Math.round(score * 1000) / 1000,
      };
    });
    return { query, translation, total, results };
  }
}
