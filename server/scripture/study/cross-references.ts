import { bookIndexOf, totalVerses, verseOrdinal } from "../verse-ordinals";
import { resolveCitation } from "../citation";
import { scanReferences } from "../reference-scanner";
import { commentaryNotesAt } from "./study-data";
import { subtopicIdsOfVerse, subtopicRanges, warmSubtopics } from "./naves-subtopics";
import { otherSide, quotationsOf } from "./quotation-index";

/**
 * Cross-references linked by sense (the rule of docs/drafts.md, "scripture linked by sense"):
 * a New Testament quotation of the Old (or the reverse), and verses Nave's places under the
 * same narrow subtopic as the studied verse, weighted by how narrow it is. Scofield's notes are
 * mostly word studies and theme chains that run on from a word ("perish … Mark 2:22, Matthew
 * 15:24"; "world kosmos = mankind (See Matthew 4:8)"; Genesis 3:15's chain cites the kingdom
 * and the day of the Lord): a place his note cites counts only where Nave's also puts it under
 * a subtopic with the verse, and never links on its own. A shared word never links. Fewer
 * verses rather than a loose one: a link must reach minScore.
 */

/** Nave's subtopics citing more passages than this are too broad to link two verses. */
const maxTopicReferences = 120;
/** Verses this close to the studied one are its context, not a cross-reference. */
const contextWindow = 3;
/** A topic link weighs weights.topic / its subtopic's size; it must reach this in all. */
const minScore = 0.25;

const weights = { quotation: 12, scofield: 0.5, topic: 6 } as const;

export type CrossReferenceReason = "quotation" | "scofield" | "topic";

export interface RankedReference {
  start: number;
  end: number;
  score: number;
  reasons: CrossReferenceReason[];
  /** The Nave's subtopic the two verses share, when that is a reason ("God: love of"). */
  topic?: string;
}

const reasonOrder: CrossReferenceReason[] = ["quotation", "scofield", "topic"];
const reasonBit: Record<CrossReferenceReason, number> = {
  quotation: 1,
  scofield: 2,
  topic: 4,
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

/** "A: b: c" → "A: b"; undefined for a line directly under its entry ("A: b"). */
function parentOf(name: string): string | undefined {
  const parts = name.split(": ");
  return parts.length > 2 ? parts.slice(0, -1).join(": ") : undefined;
}

/** The other lines under one heading: neighbours in Nave's order with the same parent. */
function siblingsOf(id: number, parent: string) {
  const total = warmSubtopics();
  const under = (other: number) =>
    other >= 0 && other < total && other !== id && parentOf(subtopicRanges(other).name) === parent;
  const found = [];
  for (let other = id - 1; under(other); other--) found.push(subtopicRanges(other));
  for (let other = id + 1; under(other); other++) found.push(subtopicRanges(other));
  return found;
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
    const other = otherSide(quotation, ordinal);
    found.add(other.start, other.end, weights.quotation, "quotation");
  }
  const subtopics = [...subtopicIdsOfVerse(ordinal)]
    .map((id) => subtopicRanges(id))
    .filter((topic) => topic.count <= maxTopicReferences)
    .sort((a, b) => a.count - b.count || a.id - b.id);
  const topicLinked = new Set<string>();
  for (const topic of subtopics) {
    // The narrower the subtopic, the more it says that two of its verses mean one thing.
    const weight = weights.topic / topic.count;
    for (let at = 0; at < topic.count; at++) {
      const start = topic.start(at);
      const end = topic.end(at);
      // A long passage (a whole story) says little about one verse.
      if (end - start > 5 || near(start, end)) continue;
      found.add(start, end, weight, "topic", topic.name);
      topicLinked.add(`${start}-${end}`);
    }
  }
  // Sibling lines of one narrow Nave's heading ("Jesus, The Christ: shepherd, Jesus the true:
  // he feeds / the good / he laid down his life") speak of one thing: linked by the heading's
  // size, under its name.
  const parents = new Set<string>();
  for (const topic of subtopics) {
    const parent = parentOf(topic.name);
    if (!parent || parents.has(parent)) continue;
    parents.add(parent);
    const siblings = siblingsOf(topic.id, parent);
    const size = siblings.reduce((sum, sibling) => sum + sibling.count, topic.count);
    if (size > maxTopicReferences) continue;
    for (const sibling of siblings) {
      for (let at = 0; at < sibling.count; at++) {
        const start = sibling.start(at);
        const end = sibling.end(at);
        if (end - start > 5 || near(start, end)) continue;
        found.add(start, end, weights.topic / size, "topic", parent);
        topicLinked.add(`${start}-${end}`);
      }
    }
  }
  // Scofield's references only confirm a link Nave's makes (see above).
  for (const [start, end] of scofieldRanges(ordinal)) {
    if (topicLinked.has(`${start}-${end}`)) found.add(start, end, weights.scofield, "scofield");
  }
  return found.best(limit).filter((link) => link.score >= minScore);
}
