import type { VerseRange } from "@shared/scripture/reference";
import { bookDisplayName, isBookId } from "@shared/scripture/books";
import type { Translation } from "@shared/scripture/translations";
import { scriptureIndex } from "../bible-index";
import { searchWords, stem } from "../text-search";
import { verseOrdinal, versePoint } from "../verse-ordinals";
import commonWords from "./common-words.json";
import keyWordRules from "./key-word-rules.json";
import { crossReferencesFor } from "./cross-references";
import { subtopicMatchesOfName, subtopicRangeCount, subtopicRanges } from "./naves-subtopics";
import { kjvWordsWithStrongs, occurrences, strongsEntry, strongsVerses } from "./study-data";

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

/** A word in more verses than this is everywhere ("said", "LORD"): it marks no passage. */
const maxKeyWordVerses = 2500;
/** Verses in the KJV: the measure of how rare a word is. */
const bibleVerses = 31_102;
const functionWords = new Set(keyWordRules.functionWords);
const kinshipHead = new RegExp(`\\b(?:${keyWordRules.kinshipHeads.join("|")})\\s+in\\s*$`, "i");
const divineTitles = new Set(keyWordRules.divineTitles);
/** Enough of a verse's text before a word to read "daughter in" or a sentence's end. */
const textBeforeKept = 80;
/** Entries for particles, pronouns and conjunctions: grammar, not a word to study. */
const grammarWords =
  /\b(?:particle|conjunction|preposition|pronoun|accusative|genitive|dative|adverb)\b/i;

/** Strong's etymology and cross-references, not the word's meaning. */
const etymology =
  /^(?:the (?:first|second|third) form|(?:apparently )?a prim(?:itive|ary) (?:root|word|particle|verb)|(?:perhaps |probably |apparently )?(?:from|of|akin to|compare|the same as|prolonged|a form of|a variation|for)\b|[GH]\d+\b)/i;
const senseLead =
  /^(?:properly|by implication|by extension|by analogy(?: or figuratively)?|figuratively|specially|especially|generally|hence|also)\b,?\s*/i;
const maxMeaning = 140;

function stems(text: string): Set<string> {
  return new Set(searchWords(text).map(stem));
}

/**
 * Strong's gloss in the sense the KJV uses: without its etymology and its list of KJV
 * renderings, starting at the sense that holds the word the KJV prints ("orderly arrangement,
 * i.e. decoration; by implication, the world (…)" for "world" → "the world (…)"), or else the
 * first one or two senses ("perhaps from ἄγαν ágan (much); to love (in a social or moral
 * sense):--(be-)love(-ed)." → "to love (in a social or moral sense)").
 * `renderings`: the KJV's words for it, the one in the passage first.
 */
export function strongsMeaning(definition: string, renderings: readonly string[] = []): string {
  // Greek entries list their KJV renderings after ":--", Hebrew ones after ": -".
  const gloss = definition.split(/:\s?-{1,2}/)[0] ?? definition;
  const senses = gloss
    .split(";")
    .map((sense) =>
      sense
        .replace(/[{}]/g, "")
        .replace(/\s*[([][^()[\]]*\b[GH]\d+\b[^()[\]]*[)\]]/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(
      (sense) => sense && !etymology.test(sense) && !/\b[GH]\d+\b|\bform of\b|^,/.test(sense),
    );
  const found = senses.length > 0 ? senses : [gloss.split(";").at(-1) ?? gloss];
  const wanted = renderings.map((rendering) => [...stems(rendering)]).filter((w) => w.length);
  const used = wanted
    .map((words) => found.findIndex((sense) => words.every((word) => stems(sense).has(word))))
    .find((at) => at >= 0);
  const chosen = used === undefined || used === 0 ? found.slice(0, 2) : [found[used]!];
  const meaning = chosen
    .join("; ")
    .replace(senseLead, "")
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

/** The KJV's commonest words for a Strong's number, function words dropped ("the world" → "world"). */
function kjvRenderings(id: string): string[] {
  const counts = new Map<string, number>();
  for (const rendering of occurrences(id, 0)?.renderings ?? []) {
    const word = searchWords(rendering.text)
      .filter((part) => !functionWords.has(part))
      .join(" ");
    if (word) counts.set(word, (counts.get(word) ?? 0) + rendering.count);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([word]) => word);
}

interface Candidate {
  word: string;
  /** Verses of the passage it is in. */
  verses: Set<number>;
  first: number;
  inBible: number;
  name: boolean;
}

/** The printed words, their leading function words dropped ("should perish" → "perish"). */
function contentOf(text: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  while (words.length > 0 && functionWords.has(words[0]!.toLowerCase())) words.shift();
  return words.join(" ").replace(/[^\p{L}\s’'-]+$/u, "");
}

/**
 * The passage's key words: the nouns and verbs it turns on — in more of its verses, and rarer
 * in the Bible, scores higher (verses in the passage × log(Bible verses / verses with the
 * word))². Function words, names, grammar entries and the "law" of "daughter in law" are left out.
 */
export function keyWordsOf(ranges: readonly VerseRange[], count = 5): KeyWord[] {
  const seen = new Map<string, Candidate>();
  let position = 0;
  for (const ordinal of ordinalsOf(ranges, 40)) {
    // The verse's text before each piece: only its end is read, so only its end is kept.
    let before = "";
    for (const piece of kjvWordsWithStrongs(versePoint(ordinal))) {
      const earlier = before;
      before = (before + piece.text).slice(-textBeforeKept);
      if (kinshipHead.test(earlier)) continue;
      const shown = contentOf(piece.text);
      if (!shown || functionWords.has(shown.toLowerCase())) continue;
      // A capital inside a sentence marks a name (Naomi, Moab) or a title of God.
      const midSentence = /[\p{L},]\s*$/u.test(earlier);
      const capital = /^\p{Lu}/u.test(shown) && midSentence && !divineTitles.has(shown);
      for (const id of piece.strongs) {
        position += 1;
        const inBible = strongsVerses(id)?.length ?? 0;
        if (inBible < 2 || inBible > maxKeyWordVerses) continue;
        const entry = seen.get(id);
        if (entry) {
          entry.verses.add(ordinal);
          entry.name ||= capital;
          continue;
        }
        seen.set(id, {
          word: midSentence || divineTitles.has(shown) ? shown : shown.toLowerCase(),
          verses: new Set([ordinal]),
          first: position,
          inBible,
          name: capital,
        });
      }
    }
  }
  // Rarity counts twice: "born" six times in John 3 outweighs "man" six times.
  const weight = (entry: Candidate) =>
    entry.verses.size * Math.log(bibleVerses / entry.inBible) ** 2;
  return [...seen]
    .filter(
      ([id, entry]) =>
        !entry.name && !grammarWords.test(strongsEntry(id)?.definition.slice(0, 120) ?? ""),
    )
    .sort(([, a], [, b]) => weight(b) - weight(a) || a.first - b.first)
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
          // Two spellings that read alike ("gôlâh gôlâh") are one word to a reader.
          transliteration: [...new Set(lexicon.transliteration.split(/\s+/))].join(" "),
          meaning: strongsMeaning(lexicon.definition, [entry.word, ...kjvRenderings(id)]),
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
  const best = subtopicMatchesOfName(stems)
    .map((candidate) => ({ ...candidate, ranges: subtopicRangeCount(candidate.id) }))
    .filter((candidate) => candidate.matched >= needed && candidate.ranges >= 2)
    .sort((a, b) => b.matched - a.matched || a.extra - b.extra || b.ranges - a.ranges)[0];
  if (!best) return [];
  const chosen = subtopicRanges(best.id);
  const bestRanges = Array.from({ length: chosen.count }, (_, at): [number, number] => [
    chosen.start(at),
    chosen.end(at),
  ]);
  const index = scriptureIndex();
  const relevance = ([start, end]: [number, number]) => {
    const text = searchWords(
      index.textAt(translation, start) + " " + index.textAt(translation, end),
    )
      .map(stem)
      .join(" ");
    return stems.filter((word) => text.includes(word)).length;
  };
  return mergedRanges(bestRanges)
    .map((range, order) => ({ range, order, score: relevance(range) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map(({ range: [start, end] }) => {
      const last = Math.min(end, start + 2);
      return { reference: referenceName(start, last), text: textOf(start, last, translation) };
    })
    .filter((verse) => verse.text);
}
