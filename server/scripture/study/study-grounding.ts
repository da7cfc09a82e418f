import type { VerseRange } from "@shared/scripture/reference";
import { searchWords, stem } from "../text-search";
import { verseOrdinal, versePoint } from "../verse-ordinals";
import keyWordRules from "./key-word-rules.json";
import { kjvWordsWithStrongs, occurrences, strongsEntry, strongsVerses } from "./study-data";

/**
 * What the study desk gives the writing tools for a passage: its key words with their
 * meanings (the passage's shape, key verses and linked scripture come from
 * server/generation/offline/passage-shape.ts).
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
    : `${withoutLastWord(meaning.slice(0, maxMeaning))} …`;
}

const separator = /[\s,;(]/;

/**
 * `text` without its last word and the spaces, commas, semicolons and brackets before it, as
 * `text.replace(/[\s,;(]+\S*$/, "")` gives it, in one pass from the end (that pattern
 * backtracks: its two parts share ",;(").
 */
function withoutLastWord(text: string): string {
  let end = text.length;
  while (end > 0 && !/\s/.test(text[end - 1]!)) end--;
  if (end === 0) {
    // No space: cut at the first comma, semicolon or bracket.
    const at = text.search(/[,;(]/);
    return at < 0 ? text : text.slice(0, at);
  }
  // The run of separators that holds the last space, from its start.
  let start = end - 1;
  while (start > 0 && separator.test(text[start - 1]!)) start--;
  return text.slice(0, start);
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
