import type { VerseRange } from "@shared/scripture/reference";
import { bookDisplayName, isBookId } from "@shared/scripture/books";
import type { Translation } from "@shared/scripture/translations";
import { scriptureIndex } from "../bible-index";
import { searchWords, stem } from "../text-search";
import { verseOrdinal, versePoint } from "../verse-ordinals";
import commonWords from "./common-words.json";
import { crossReferencesFor } from "./cross-references";
import { subtopicsOfName } from "./naves-subtopics";
import { kjvWordsWithStrongs, strongsEntry, strongsVerses } from "./study-data";

/**
 * What the study desk gives the writing tools for a passage: its key words with their
 * meanings, its strongest cross-references and a commentary excerpt; and, for a subject
 * without a passage, verses from the Nave's subtopic that matches it.
 */

export interface KeyWord {
  /** As the KJV renders it ("loved"). */
  word: string;
  strongs: string;
  lemma: string;
  transliteration: string;
  /** Strong's gloss, without the etymology ("to love (in a social or moral sense)"). */
  meaning: string;
}

/** Words rarer than this (verses in the KJV) are not "key" but obscure; commoner ones are function words. */
const keyWordVerseRange = { min: 3, max: 350 } as const;
const auxiliaryWords =
  /^(?:should|shall|will|would|may|might|must|let|be|is|was|not|that|he|she|it|they|them|him|his|her|we|ye|you|i|me|us|or|of|and|the|a|to|in|till|neither|nor|but|for|if)$/i;
/** Entries for particles, pronouns and conjunctions: grammar, not a word to study. */
const grammarWords =
  /\b(?:particle|conjunction|preposition|pronoun|accusative|genitive|dative|adverb of)\b/i;
const leadingFunctionWords =
  /^(?:(?:the|a|an|and|he|his|her|him|ye|i|to|of|in|my|thy|unto|shall|will|is|was|be|not|that|they|we|thou|it|hath|have)\s+)+/i;

/** Strong's etymology and cross-references, not the word's meaning. */
const etymology =
  /^(?:(?:apparently )?a prim(?:itive|ary) (?:root|word|particle|verb)|(?:perhaps |probably |apparently )?(?:from|of|akin to|compare|the same as|prolonged|a form of|a variation|for)\b|[GH]\d+\b)/i;
const maxMeaning = 140;

/**
 * Strong's gloss without its etymology and its list of KJV renderings: the first one or two
 * senses ("perhaps from ἄγαν ágan (much) [or compare H5689]; to love (in a social or moral
 * sense):--(be-)love(-ed)." → "to love (in a social or moral sense)").
 */
export function strongsMeaning(definition: string): string {
  // Greek entries list their KJV renderings after ":--", Hebrew ones after ": -".
  const gloss = definition.split(/:\s?-{1,2}/)[0] ?? definition;
  const senses = gloss
    .split(";")
    .map((sense) => sense.replace(/[{}]/g, "").replace(/\s+/g, " ").trim())
    .filter(
      (sense) => sense && !etymology.test(sense) && !/\b[GH]\d+\b|\bform of\b|^,/.test(sense),
    );
  const meaning = (senses.length > 0 ? senses : [gloss.split(";").at(-1) ?? gloss])
    .slice(0, 2)
    .join("; ")
    .replace(/^properly,?\s*/i, "")
    .replace(/[.;,\s]+$/, "");
  return meaning.length <= maxMeaning
    ? meaning
    : `${meaning.slice(0, maxMeaning).replace(/[\s,;(]+\S*$/, "")} …`;
}

function ordinalsOf(ranges: readonly VerseRange[], limit: number): number[] {
  const out: number[] = [];
  for (const range of ranges) {
    const start = verseOrdinal(range.start.book, range.start.chapter, range.start.verse);
    const end = verseOrdinal(range.end.book, range.end.chapter, range.end.verse);
    for (let ordinal = start; ordinal >= 0 && ordinal <= end && out.length < limit; ordinal++)
      out.push(ordinal);
  }
  return out;
}

/** The passage's key words: content words, repeated in it or rare in scripture, first seen first. */
export function keyWordsOf(ranges: readonly VerseRange[], count = 5): KeyWord[] {
  const seen = new Map<string, { word: string; times: number; first: number; verses: number }>();
  let position = 0;
  for (const ordinal of ordinalsOf(ranges, 40)) {
    for (const piece of kjvWordsWithStrongs(versePoint(ordinal))) {
      for (const id of piece.strongs) {
        position += 1;
        const verses = strongsVerses(id)?.length ?? 0;
        if (verses < keyWordVerseRange.min || verses > keyWordVerseRange.max) continue;
        // A rare capitalised word is a name (Ruth, Moab): worth knowing, not a word study.
        if (/^[A-Z]/.test(piece.text) && verses < 100) continue;
        const entry = seen.get(id);
        // "should … perish" both render ἀπόλλυμι: the word shown is the one that carries it.
        const shown = piece.text.replace(leadingFunctionWords, "");
        if (entry && auxiliaryWords.test(entry.word) && shown) entry.word = shown;
        if (entry) entry.times += 1;
        else
          seen.set(id, {
            word: piece.text.replace(leadingFunctionWords, "") || piece.text,
            times: 1,
            first: position,
            verses,
          });
      }
    }
  }
  // Repetition in the passage, then rarity in scripture, marks a word the passage turns on.
  const weight = (entry: { times: number; verses: number }) =>
    entry.times * 2 + 1 / Math.log10(entry.verses + 10);
  return [...seen]
    .sort(([, a], [, b]) => weight(b) - weight(a) || a.first - b.first)
    .filter(
      ([id, entry]) =>
        !auxiliaryWords.test(entry.word) &&
        !grammarWords.test(strongsEntry(id)?.definition.slice(0, 120) ?? ""),
    )
    .slice(0, count)
    .sort(([, a], [, b]) => a.first - b.first)
    .flatMap(([id, entry]) => {
      const lexicon = strongsEntry(id);
      if (!lexicon) return [];
      return [
        {
          word: entry.word,
          strongs: id,
          lemma: lexicon.lemma,
          transliteration: lexicon.transliteration,
          meaning: strongsMeaning(lexicon.definition),
        },
      ];
    });
}

function referenceName(start: number, end: number): string {
  const from = versePoint(start);
  const to = versePoint(end);
  const book = isBookId(from.book) ? bookDisplayName(from.book, true) : from.book;
  const head = `${book} ${from.chapter}:${from.verse}`;
  if (end === start) return head;
  return from.chapter === to.chapter ? `${head}–${to.verse}` : `${head}–${to.chapter}:${to.verse}`;
}

function textOf(start: number, end: number, translation: Translation): string {
  const index = scriptureIndex();
  const parts: string[] = [];
  for (let ordinal = start; ordinal <= Math.min(end, start + 2); ordinal++)
    parts.push(index.textAt(translation, ordinal));
  return parts.join(" ");
}

/** The passage's strongest cross-references outside it, with their text. */
export function passageCrossReferences(
  ranges: readonly VerseRange[],
  translation: Translation,
  count = 3,
): Array<{ reference: string; text: string }> {
  const ordinals = ordinalsOf(ranges, 30);
  const inside = new Set(ordinals);
  const scores = new Map<string, { start: number; end: number; score: number }>();
  for (const ordinal of ordinals) {
    for (const found of crossReferencesFor(ordinal, 5)) {
      if (inside.has(found.start) || inside.has(found.end)) continue;
      const key = `${found.start}-${Math.min(found.end, found.start + 2)}`;
      const entry = scores.get(key) ?? {
        start: found.start,
        end: Math.min(found.end, found.start + 2),
        score: 0,
      };
      entry.score += found.score;
      scores.set(key, entry);
    }
  }
  return [...scores.values()]
    .sort((a, b) => b.score - a.score || a.start - b.start)
    .slice(0, count)
    .map((found) => ({
      reference: referenceName(found.start, found.end),
      text: textOf(found.start, found.end, translation),
    }))
    .filter((found) => found.text);
}

const common = new Set(commonWords.words);

/** A subject's content words, stemmed ("forgiving others who hurt us" → forgiv, other, hurt). */
export function subjectStems(subject: string): string[] {
  return [
    ...new Set(
      searchWords(subject)
        .filter((word) => word.length > 2 && !common.has(word))
        .map(stem),
    ),
  ];
}

/** Neighbouring verses cited one by one (Matthew 4:1, 4:2, …) read as one passage. */
function mergedRanges(ranges: ReadonlyArray<[number, number]>): Array<[number, number]> {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const [start, end] of sorted) {
    const last = out.at(-1);
    if (last && start <= last[1] + 1 && versePoint(start).chapter === versePoint(last[0]).chapter)
      last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/**
 * Verses for a subject from the Nave's subtopic whose name holds the subject's words
 * ("temptation of Jesus" → "Jesus, The Christ: temptation of"), those whose text holds the
 * subject's words first. [] unless a subtopic names every word of a subject of two words or more
 * (a one-word subject is a curated topic's business).
 */
export function navesVersesForSubject(
  subject: string,
  translation: Translation,
  count: number,
): Array<{ reference: string; text: string }> {
  const stems = subjectStems(subject);
  if (stems.length === 0) return [];
  // Every word of the subject must be in the subtopic's name: a partial match misleads.
  const needed = stems.length;
  if (needed < 2) return [];
  const best = subtopicsOfName(stems)
    .filter((candidate) => candidate.matched >= needed && candidate.subtopic.ranges.length >= 2)
    .sort(
      (a, b) =>
        b.matched - a.matched ||
        a.extra - b.extra ||
        b.subtopic.ranges.length - a.subtopic.ranges.length,
    )[0];
  if (!best) return [];
  const index = scriptureIndex();
  const relevance = ([start, end]: [number, number]) => {
    const text = searchWords(
      index.textAt(translation, start) + " " + index.textAt(translation, end),
    )
      .map(stem)
      .join(" ");
    return stems.filter((word) => text.includes(word)).length;
  };
  return mergedRanges(best.subtopic.ranges)
    .map((range, order) => ({ range, order, score: relevance(range) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map(({ range: [start, end] }) => {
      const last = Math.min(end, start + 2);
      return { reference: referenceName(start, last), text: textOf(start, last, translation) };
    })
    .filter((verse) => verse.text);
}
