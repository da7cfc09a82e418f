import { bookIndexOf, totalVerses, verseOrdinal } from "../verse-ordinals";
import { resolveCitation } from "../citation";
import { scanReferences } from "../reference-scanner";
import { commentaryNotesAt, kjvStrongsIds, strongsVerses } from "./study-data";
import { subtopicIdsOfVerse, subtopicRanges } from "./naves-subtopics";
import { quotationsOf } from "./quotation-index";

/**
 * Cross-references derived from the study data, ranked: a New Testament quotation of the Old
 * (or the reverse), the references in Scofield's note on the verse, verses sharing a narrow
 * Nave's topic, and verses sharing rare original-language words (Strong's numbers).
 */

/** Nave's subtopics citing more passages than this are too broad to link two verses. */
const maxTopicReferences = 200;
/** A Strong's word in more verses than this is too common to link two verses. */
const maxLemmaVerses = 150;
/** Verses this close to the studied one are its context, not a cross-reference. */
const contextWindow = 3;

const weights = { quotation: 12, scofield: 6, topic: 6, lemma: 3 } as const;

export type CrossReferenceReason = "quotation" | "scofield" | "topic" | "lemma";

export interface RankedReference {
  start: number;
  end: number;
  score: number;
  reasons: CrossReferenceReason[];
  /** The Nave's subtopic the two verses share, when that is a reason ("God: love of"). */
  topic?: string;
}

const reasonOrder: CrossReferenceReason[] = ["quotation", "scofield", "topic", "lemma"];
const reasonBit: Record<CrossReferenceReason, number> = {
  quotation: 1,
  scofield: 2,
  topic: 4,
  lemma: 8,
};

/**
 * The candidates of one verse, scored in flat arrays: a verse has thousands of candidates and
 * only the best few become RankedReference objects. A candidate's reasons are kept as bits;
 * they are added in reasonOrder's order, so the bits give them back in the order found.
 * Candidates are found by their start verse through one table shared by every call (the
 * scoring is synchronous), cleared after use: a Map of thousands of keys per verse cost more
 * than the scoring itself.
 */
const noSlot = -1;
const slotByStart = new Int32Array(totalVerses).fill(noSlot);

class Candidates {
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  private readonly scores: number[] = [];
  private readonly reasons: number[] = [];
  private readonly topics: Array<string | undefined> = [];
  /** The next candidate with the same start verse (another end), or noSlot. */
  private readonly sameStart: number[] = [];

  add(start: number, end: number, score: number, reason: CrossReferenceReason, topic?: string) {
    let slot = slotByStart[start]!;
    while (slot !== noSlot && this.ends[slot] !== end) slot = this.sameStart[slot]!;
    if (slot === noSlot) {
      slot = this.starts.length;
      this.sameStart.push(slotByStart[start]!);
      slotByStart[start] = slot;
      this.starts.push(start);
      this.ends.push(end);
      this.scores.push(0);
      this.reasons.push(0);
      this.topics.push(undefined);
    }
    this.scores[slot]! += score;
    // The narrowest shared subtopic (the first seen with the highest weight) names the link.
    if (topic && !this.topics[slot]) this.topics[slot] = topic;
    this.reasons[slot]! |= reasonBit[reason];
  }

  /** The best `limit`, highest score first (then the earlier verse, then the first found). */
  best(limit: number): RankedReference[] {
    for (const start of this.starts) slotByStart[start] = noSlot;
    const before = (a: number, b: number) =>
      this.scores[a]! > this.scores[b]! ||
      (this.scores[a] === this.scores[b] &&
        (this.starts[a]! < this.starts[b]! || (this.starts[a] === this.starts[b] && a < b)));
    // Kept in order by insertion: limit is a handful, the candidates thousands.
    const chosen: number[] = [];
    for (let slot = 0; slot < this.starts.length && limit > 0; slot++) {
      if (chosen.length === limit && !before(slot, chosen[limit - 1]!)) continue;
      let at = Math.min(chosen.length, limit - 1);
      chosen[at] = slot;
      while (at > 0 && before(slot, chosen[at - 1]!)) {
        chosen[at] = chosen[at - 1]!;
        chosen[--at] = slot;
      }
    }
    return chosen.map((slot) => {
      const found: RankedReference = {
        start: this.starts[slot]!,
        end: this.ends[slot]!,
        score: this.scores[slot]!,
        reasons: reasonOrder.filter((reason) => (this.reasons[slot]! & reasonBit[reason]) !== 0),
      };
      const topic = this.topics[slot];
      if (topic) found.topic = topic;
      return found;
    });
  }
}

function scofieldRanges(ordinal: number): Array<[number, number]> {
  return commentaryNotesAt("scofield", ordinal)
    .flatMap((note) => note.references ?? [])
    .flatMap((reference) => scanReferences(reference).map(resolveCitation))
    .filter((citation) => citation.valid)
    .flatMap((citation) => citation.ranges)
    .map((range): [number, number] => [
      verseOrdinal(range.start.book, range.start.chapter, range.start.verse),
      verseOrdinal(range.end.book, range.end.chapter, range.end.verse),
    ])
    .filter(([start, end]) => start >= 0 && end >= start);
}

/** A verse's cross-references, best first; `limit` of them. */
export function crossReferencesFor(ordinal: number, limit = 8): RankedReference[] {
  const found = new Candidates();
  const book = bookIndexOf(ordinal);
  const near = (start: number, end: number) =>
    end >= ordinal - contextWindow &&
    start <= ordinal + contextWindow &&
    bookIndexOf(start) === book;

  for (const quotation of quotationsOf(ordinal)) {
    const other = quotation.quoting === ordinal ? quotation.source : quotation.quoting;
    found.add(other, other, weights.quotation + quotation.sharedPairs, "quotation");
  }
  const scofield = scofieldRanges(ordinal);
  for (const [start, end] of scofield) {
    // A note citing many places is a word study; each of them weighs less.
    const weight = weights.scofield / Math.sqrt(Math.max(1, scofield.length / 3));
    if (!near(start, end)) found.add(start, end, weight, "scofield");
  }
  const subtopics = [...subtopicIdsOfVerse(ordinal)]
    .map((id) => subtopicRanges(id))
    .sort((a, b) => a.count - b.count || a.id - b.id);
  for (const topic of subtopics) {
    if (topic.count > maxTopicReferences) continue;
    const weight = weights.topic / Math.sqrt(topic.count);
    for (let at = 0; at < topic.count; at++) {
      const start = topic.start(at);
      const end = topic.end(at);
      // A long passage (a whole story) says little about one verse.
      if (end - start > 5 || near(start, end)) continue;
      found.add(start, end, weight, "topic", topic.name);
    }
  }
  const lemmaScores = new Map<number, number>();
  for (const id of new Set(kjvStrongsIds(ordinal))) {
    const verses = strongsVerses(id);
    if (!verses || verses.length > maxLemmaVerses || verses.length < 2) continue;
    const weight = 1 / Math.log2(verses.length + 1);
    for (const other of verses) {
      if (!near(other, other)) lemmaScores.set(other, (lemmaScores.get(other) ?? 0) + weight);
    }
  }
  for (const [other, score] of lemmaScores) {
    // One shared word is chance; two or more rare ones are a link.
    if (score >= 0.5) found.add(other, other, weights.lemma * score, "lemma");
  }
  return found.best(limit);
}
