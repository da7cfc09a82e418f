import { verseOrdinal, versePoint } from "../verse-ordinals";
import { resolveCitation } from "../citation";
import { scanReferences } from "../reference-scanner";
import { commentaryNotesAt, kjvStrongsIds, strongsVerses } from "./study-data";
import { subtopicsOfVerse } from "./naves-subtopics";
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

function addScore(
  found: Map<string, RankedReference>,
  start: number,
  end: number,
  score: number,
  reason: CrossReferenceReason,
  topic?: string,
) {
  const key = `${start}-${end}`;
  const entry: RankedReference = found.get(key) ?? { start, end, score: 0, reasons: [] };
  entry.score += score;
  // The narrowest shared subtopic (the first seen with the highest weight) names the link.
  if (topic && !entry.topic) entry.topic = topic;
  if (!entry.reasons.includes(reason)) entry.reasons.push(reason);
  found.set(key, entry);
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
  const found = new Map<string, RankedReference>();
  const near = (start: number, end: number) =>
    end >= ordinal - contextWindow &&
    start <= ordinal + contextWindow &&
    versePoint(start).book === versePoint(ordinal).book;

  for (const quotation of quotationsOf(ordinal)) {
    const other = quotation.quoting === ordinal ? quotation.source : quotation.quoting;
    addScore(found, other, other, weights.quotation + quotation.sharedPairs, "quotation");
  }
  const scofield = scofieldRanges(ordinal);
  for (const [start, end] of scofield) {
    // A note citing many places is a word study; each of them weighs less.
    const weight = weights.scofield / Math.sqrt(Math.max(1, scofield.length / 3));
    if (!near(start, end)) addScore(found, start, end, weight, "scofield");
  }
  const subtopics = [...subtopicsOfVerse(ordinal)].sort(
    (a, b) => a.ranges.length - b.ranges.length,
  );
  for (const topic of subtopics) {
    if (topic.ranges.length > maxTopicReferences) continue;
    const weight = weights.topic / Math.sqrt(topic.ranges.length);
    for (const [start, end] of topic.ranges) {
      // A long passage (a whole story) says little about one verse.
      if (end - start > 5 || near(start, end)) continue;
      addScore(found, start, end, weight, "topic", topic.name);
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
    if (score >= 0.5) addScore(found, other, other, weights.lemma * score, "lemma");
  }
  return [...found.values()].sort((a, b) => b.score - a.score || a.start - b.start).slice(0, limit);
}
