import { LRUCache } from "lru-cache";
import type { ScripturePassage } from "@shared/scripture/api";
import { isBookId } from "@shared/scripture/books";
import type { Translation } from "@shared/scripture/translations";
import { lookup } from "../scripture/lookup";
import type { SwordCommentary, SwordDictionary } from "../scripture/sword/sword-library";
import { searchScripture, searchWords, stem } from "../scripture/text-search";
import { getTopic, listTopics } from "../scripture/topics/topics";
import { topicList } from "../scripture/topics/topic-list";
import {
  keyWordsOf,
  navesVersesForSubject,
  passageCrossReferences,
  type KeyWord,
} from "../scripture/study/study-grounding";
import type { VerseRange } from "@shared/scripture/reference";
import type { GenerationPreferences, Grounding } from "./pipeline-types";
import churchLife from "./church-life-topics.json";

/** Nave's and a commentary: the app's library gives the committed study data, installed or not. */
export interface GroundingSources {
  naves?: SwordDictionary | undefined;
  commentary?: SwordCommentary | undefined;
}

/** What a request asks for: a passage it names, and words describing its subject. */
export interface GroundingQuery {
  passage?: string | undefined;
  subject: string;
}

/**
 * A long passage is cut so the prompt stays a sensible size: two long chapters, the most an
 * offline sermon walks too, so both paths preach the same verses.
 */
export const maxPassageVerses = 80;
/** Topical passages can be whole stories; a few verses are enough to quote and cite. */
const maxTopicalVerses = 3;
const maxCommentaryCharacters = 1500;
const topicalCount: Record<GenerationPreferences["scriptureEmphasis"], number> = {
  low: 2,
  medium: 4,
  high: 6,
};

function passageOf(reference: string | undefined, translation: Translation, maxVerses: number) {
  if (!reference?.trim()) return undefined;
  const outcome = lookup(reference, { translation });
  if (!outcome.ok) return undefined;
  const passages: ScripturePassage[] = outcome.passage.passages;
  const all = passages.flatMap((passage) => passage.verses);
  const verses = all.slice(0, maxVerses).filter((verse) => verse.text);
  const first = verses[0];
  const last = verses.at(-1);
  if (!first || !last) return undefined;
  const text = verses.map((verse) => verse.text).join(" ");
  const ranges = rangesOf(verses);
  if (verses.length === all.length)
    return { reference: outcome.passage.reference, text, first, ranges };
  // Cut short: the reference must name exactly the verses given.
  const cut =
    first === last
      ? first.reference
      : first.book === last.book && first.chapter === last.chapter
        ? `${first.reference}–${last.verse}`
        : `${first.reference}–${last.chapter}:${last.verse}`;
  return { reference: cut, text, first, ranges };
}

/** The verses given, as ranges of consecutive verses ("Romans 8:28; 12:1–2" is two). */
function rangesOf(
  verses: ReadonlyArray<{ book: string; chapter: number; verse: number }>,
): VerseRange[] {
  const ranges: VerseRange[] = [];
  for (const verse of verses) {
    if (!isBookId(verse.book)) continue;
    const point = { book: verse.book, chapter: verse.chapter, verse: verse.verse };
    const last = ranges.at(-1);
    const follows =
      last &&
      last.end.book === point.book &&
      ((last.end.chapter === point.chapter && last.end.verse + 1 === point.verse) ||
        (last.end.chapter + 1 === point.chapter && point.verse === 1));
    if (last && follows) last.end = point;
    else ranges.push({ start: point, end: point });
  }
  return ranges;
}

const divineNames = new Set(["jesus", "christ", "lord", "god's"].map(stem));

/** A curated topic named by one of the subject's words ("forgiving" → Forgiveness). */
function curatedTopicForWord(word: string): string | undefined {
  const wanted = stem(word);
  // "Jesus" or "God" is in most subjects; alone it names no topic of its own.
  if (wanted.length < 4 || divineNames.has(wanted)) return undefined;
  return listTopics().find((topic) =>
    searchWords(topic.name).some((name) => name.length > 3 && stem(name) === wanted),
  )?.name;
}

/** The whole subject as a topic (team index or a Nave's heading). */
function wholeTopic(subject: string, translation: Translation, sources: GroundingSources) {
  const whole = getTopic(subject, { translation, naves: sources.naves });
  return whole?.passages.some((passage) => passage.text) ? whole : undefined;
}

/** Single words of the subject as topics (team index only: Nave's has entries for words like "from"). */
function wordTopic(subject: string, translation: Translation) {
  const words = searchWords(subject).filter((word) => word.length > 3);
  for (const word of words) {
    const topic = getTopic(word, { translation }) ?? getTopic(stem(word), { translation });
    if (topic?.passages.some((passage) => passage.text)) return topic;
  }
  for (const word of words) {
    const named = curatedTopicForWord(word);
    const topic = named ? getTopic(named, { translation }) : undefined;
    if (topic?.passages.some((passage) => passage.text)) return topic;
  }
  return undefined;
}

/** A phrase as whole words, any case, with an optional plural. */
function wholePhrase(phrase: string): RegExp {
  return new RegExp(
    `(?<![\\p{L}'’-])${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}s?(?![\\p{L}'’-])`,
    "iu",
  );
}

/**
 * The phrases naming a curated topic, longest first: a topic's own name of two words or more
 * ("Good Friday service" names Good Friday) and the everyday church-life subjects ("Blood
 * drive" → Compassion).
 */
const topicPhrases = [
  ...topicList.flatMap((topic) =>
    [topic.name, ...(topic.aliases ?? [])]
      .filter((name) => name.includes(" "))
      .map((name) => ({ topic: topic.name, phrase: name })),
  ),
  ...churchLife.subjects.flatMap(({ topic, phrases }) =>
    phrases.map((phrase) => ({ topic, phrase })),
  ),
]
  .map(({ topic, phrase }) => ({
    topic,
    length: phrase.length,
    // A cheap test first: most subjects contain none of these phrases at all.
    lowercase: phrase.toLowerCase(),
    pattern: wholePhrase(phrase),
  }))
  .sort((a, b) => b.length - a.length);

/** The curated topic a subject names by a phrase; the longest phrase found wins. */
function churchLifeTopic(subject: string, translation: Translation) {
  const lowercase = subject.toLowerCase();
  const name = topicPhrases.find(
    (phrase) => lowercase.includes(phrase.lowercase) && phrase.pattern.test(subject),
  )?.topic;
  const topic = name ? getTopic(name, { translation }) : undefined;
  return topic?.passages.some((passage) => passage.text) ? topic : undefined;
}

/** The topic verses fall back on when nothing in a subject names scripture's own words. */
const fallbackTopic = "Community";

/**
 * A text search for the subject's words, kept only where a verse carries at least two of them
 * (or the one a one-word subject has): a verse sharing one word of "Blood drive" or "Parking
 * lot" uses it in another sense.
 */
function searchedVerses(subject: string, translation: Translation, count: number) {
  const terms = [
    ...new Set(
      searchWords(subject)
        .filter((word) => word.length > 3)
        .map(stem),
    ),
  ];
  const needed = Math.min(2, terms.length);
  return searchScripture(subject, { translation, limit: count * 4 })
    .results.filter((result) => {
      const words = new Set(searchWords(result.text).map(stem));
      return terms.filter((term) => words.has(term)).length >= needed;
    })
    .slice(0, count)
    .map((result) => ({ reference: result.reference, text: result.text }));
}

/**
 * Verses for a subject: the curated topic that is the whole subject or the church-life topic it
 * names; else the Nave's subtopic that names it ("temptation of Jesus"); else a topic named by
 * one of its words; else verses that carry its words; else a topic that fits any church notice.
 */
function topicalVerses(
  subject: string,
  translation: Translation,
  count: number,
  sources: GroundingSources,
): Array<{ reference: string; text: string }> {
  let topic = wholeTopic(subject, translation, sources) ?? churchLifeTopic(subject, translation);
  if (!topic) {
    const naves = navesVersesForSubject(subject, translation, count);
    if (naves.length > 0) return naves;
    topic = wordTopic(subject, translation);
  }
  if (!topic) {
    if (searchWords(subject).length === 0) return [];
    const searched = searchedVerses(subject, translation, count);
    if (searched.length > 0) return searched;
    topic = getTopic(fallbackTopic, { translation });
  }
  if (topic) {
    return topic.passages
      .filter((passage) => passage.text)
      .slice(0, count)
      .flatMap((passage) => {
        const cut = passageOf(passage.reference, translation, maxTopicalVerses);
        return cut ? [{ reference: cut.reference, text: cut.text }] : [];
      });
  }
  return [];
}

const noSources: GroundingSources = {};

interface TopicalQuery {
  subject: string;
  translation: Translation;
  count: number;
  sources: GroundingSources;
}

type TopicalVerses = ReadonlyArray<{ reference: string; text: string }>;

/**
 * A subject's verses, kept for the subjects asked for last with the same sources: a pastor
 * regenerates and refines the same request. Read, never changed.
 */
const topicalBySources = new WeakMap<
  GroundingSources,
  LRUCache<string, TopicalVerses, TopicalQuery>
>();

function rememberedTopicalVerses(query: TopicalQuery): TopicalVerses {
  let remembered = topicalBySources.get(query.sources);
  if (!remembered) {
    remembered = new LRUCache({
      max: 500,
      memoMethod: (_key, _stale, { context }) =>
        topicalVerses(context.subject, context.translation, context.count, context.sources),
    });
    topicalBySources.set(query.sources, remembered);
  }
  return remembered.memo(`${query.translation} ${query.count} ${query.subject}`, {
    context: query,
  });
}

type PassageStudy = NonNullable<ReturnType<typeof passageOf>> & {
  keyWords: readonly KeyWord[];
  crossReferences: ReadonlyArray<{ reference: string; text: string }>;
};

/**
 * A named passage with its key words and cross-references, kept for the passages asked for
 * most recently: the same passages come back week after week (a lectionary's readings, a
 * series), and working these out is most of a request's own time. They are read, never changed.
 */
const passageStudies = new LRUCache<
  string,
  PassageStudy | "none",
  { reference: string; translation: Translation }
>({
  max: 500,
  memoMethod: (_key, _stale, { context: { reference, translation } }) => {
    const passage = passageOf(reference, translation, maxPassageVerses);
    if (!passage) return "none";
    return {
      ...passage,
      keyWords: keyWordsOf(passage.ranges),
      crossReferences: passageCrossReferences(passage.ranges, translation),
    };
  },
});

function passageStudy(reference: string | undefined, translation: Translation) {
  if (!reference?.trim()) return undefined;
  const found = passageStudies.memo(`${translation} ${reference.trim()}`, {
    context: { reference, translation },
  });
  return found === "none" ? undefined : found;
}

/** Finds the real scripture a request rests on; never throws, may find nothing. */
export function groundRequest(
  query: GroundingQuery,
  preferences: GenerationPreferences,
  sources: GroundingSources = noSources,
): Grounding {
  const { translation } = preferences;
  const passage = passageStudy(query.passage, translation);
  const topical = rememberedTopicalVerses({
    subject: query.subject,
    translation,
    count: topicalCount[preferences.scriptureEmphasis] + 1,
    sources,
  })
    .filter((verse) => verse.reference !== passage?.reference)
    .slice(0, topicalCount[preferences.scriptureEmphasis]);
  const grounding: Grounding = { translation, topical };
  if (passage) {
    grounding.passage = { reference: passage.reference, text: passage.text };
    const crossReferences = passage.crossReferences.filter(
      (verse) => !topical.some((chosen) => chosen.reference === verse.reference),
    );
    grounding.study = { keyWords: passage.keyWords, crossReferences };
    // The passage's own cross-references follow the subject's verses, so the supporting
    // scripture the composer can quote speaks to the passage as well as the topic.
    grounding.topical = [...topical, ...crossReferences];
    const first = passage.first;
    const comment =
      first &&
      isBookId(first.book) &&
      sources.commentary?.entry(first.book, first.chapter, first.verse)?.trim();
    if (comment && sources.commentary) {
      grounding.commentary = {
        source: sources.commentary.name,
        text:
          comment.length > maxCommentaryCharacters
            ? `${comment.slice(0, maxCommentaryCharacters).replace(/\s+\S*$/, "")} …`
            : comment,
      };
    }
  }
  return grounding;
}
