import { LRUCache } from "lru-cache";
import type { ScripturePassage } from "@shared/scripture/api";
import { isBookId } from "@shared/scripture/books";
import type { Translation } from "@shared/scripture/translations";
import { lookup } from "../scripture/lookup";
import { getTopic } from "../scripture/topics/topics";
import { keyWordsOf, type KeyWord } from "../scripture/study/study-grounding";
import type { VerseRange } from "@shared/scripture/reference";
import type { GenerationPreferences, Grounding } from "./pipeline-types";
import { shapePassage } from "./offline/passage-shape";
import { topicForSubject } from "./offline/subject-verses";

/** What a request asks for: a passage it names, and words describing its subject. */
export interface GroundingQuery {
  passage?: string | undefined;
  subject: string;
  /** The subject as the pastor typed it in a structured field, never the notes: it may name a verse of the passage. */
  typedSubject?: string | undefined;
}

/**
 * A long passage is cut so the prompt stays a sensible size: two long chapters, the most an
 * offline sermon walks too, so both paths preach the same verses.
 */
export const maxPassageVerses = 80;
/** Topical passages can be whole stories; a few verses are enough to quote and cite. */
const maxTopicalVerses = 3;
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

type PassageStudy = NonNullable<ReturnType<typeof passageOf>> & {
  keyWords: readonly KeyWord[];
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
    return { ...passage, keyWords: keyWordsOf(passage.ranges) };
  },
});

function passageStudy(reference: string | undefined, translation: Translation) {
  if (!reference?.trim()) return undefined;
  const found = passageStudies.memo(`${translation} ${reference.trim()}`, {
    context: { reference, translation },
  });
  return found === "none" ? undefined : found;
}

/** The curated topic's verses, a few verses of each passage, as many as the emphasis asks. */
function topicVerses(subject: string, translation: Translation, count: number) {
  const name = topicForSubject(subject);
  const topic = name ? getTopic(name, { translation }) : undefined;
  return (topic?.passages ?? [])
    .filter((passage) => passage.text)
    .slice(0, count)
    .flatMap((passage) => {
      const cut = passageOf(passage.reference, translation, maxTopicalVerses);
      return cut ? [{ reference: cut.reference, text: cut.text }] : [];
    });
}

/**
 * Finds the real scripture a request rests on; never throws, may find nothing. A named passage
 * brings its own shape and the scripture linked to it by sense; a subject brings only the
 * verses of the curated topic it names by one of the team's meaning phrases, else none.
 */
export function groundRequest(
  query: GroundingQuery,
  preferences: GenerationPreferences,
): Grounding {
  const { translation } = preferences;
  const passage = passageStudy(query.passage, translation);
  if (passage) {
    const shape = shapePassage(passage.reference, translation, query.typedSubject);
    return {
      translation,
      passage: { reference: passage.reference, text: passage.text },
      topical: shape?.related ?? [],
      study: { keyWords: passage.keyWords, crossReferences: [] },
      ...(shape ? { shape } : {}),
    };
  }
  const topical = topicVerses(
    query.subject,
    translation,
    topicalCount[preferences.scriptureEmphasis],
  );
  const shape = topical[0] && shapePassage(topical[0].reference, translation);
  return { translation, topical, ...(shape ? { shape } : {}) };
}
