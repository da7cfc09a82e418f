import type {
  StrongsResponse,
  StudyCommentary,
  StudyResponse,
  StudyTopic,
  StudyTranslation,
  StudyVerse,
} from "@shared/study/api";
import { maxStudyChapters } from "@shared/study/api";
import { bookDisplayName, isBookId } from "@shared/scripture/books";
import { translationIds, translations } from "@shared/scripture/translations";
import { scriptureIndex } from "../bible-index";
import { lookup } from "../lookup";
import type { SwordLibrary } from "../sword/sword-library";
import { verseOrdinal, versePoint } from "../verse-ordinals";
import embeddedDuplicates from "./embedded-duplicates.json";
import { crossReferencesFor, type CrossReferenceReason } from "./cross-references";
import { subtopicsOfVerse } from "./naves-subtopics";
import {
  commentaryFor,
  kjvWordsWithStrongs,
  normaliseStrongsId,
  occurrences,
  strongsEntry,
} from "./study-data";
import { committedCommentaries } from "./study-files";

/** A passage's study: translations, word studies, cross-references, commentary, topics. */

export type StudyOutcome =
  | { ok: true; study: StudyResponse }
  | { ok: false; problem: "invalid" | "too_long"; message: string };

const reasonLabels: Record<CrossReferenceReason, string> = {
  quotation: "Quotation between the Testaments",
  scofield: "Cited in Scofield's note",
  topic: "Same topic in Nave's",
};

const duplicates = new Set(embeddedDuplicates.modules.map((name) => name.toLowerCase()));

/** Installed SWORD Bibles other than the ones embedded, and commentaries not committed. */
function swordExtras(sword: SwordLibrary | undefined) {
  const modules = (sword?.modules() ?? []).filter((module) => module.available);
  const committed = new Set(
    Object.values(committedCommentaries).map((source) => source.module.toLowerCase()),
  );
  return {
    bibles: modules.filter(
      (module) => module.kind === "text" && !duplicates.has(module.name.toLowerCase()),
    ),
    commentaries: modules.filter(
      (module) => module.kind === "commentary" && !committed.has(module.name.toLowerCase()),
    ),
  };
}

function referenceText(start: number, end: number): { reference: string; text: string } {
  const from = versePoint(start);
  const to = versePoint(end);
  const index = scriptureIndex();
  const last = Math.min(end, start + 2);
  const text = Array.from({ length: last - start + 1 }, (_, at) => index.textAt("web", start + at))
    .join(" ")
    .concat(last < end ? " …" : "");
  const head = isBookId(from.book)
    ? `${bookDisplayName(from.book, true)} ${from.chapter}:${from.verse}`
    : `${from.book} ${from.chapter}:${from.verse}`;
  const reference =
    end === start
      ? head
      : from.chapter === to.chapter
        ? `${head}–${to.verse}`
        : `${head}–${to.chapter}:${to.verse}`;
  return { reference, text };
}

function chaptersSpanned(ordinals: Array<[number, number]>): number {
  const chapters = new Set<string>();
  for (const [start, end] of ordinals) {
    for (let ordinal = start; ordinal <= end; ordinal++) {
      const point = versePoint(ordinal);
      chapters.add(`${point.book}.${point.chapter}`);
    }
  }
  return chapters.size;
}

export function studyPassage(passage: string, sword?: SwordLibrary): StudyOutcome {
  const outcome = lookup(passage, { translation: "web" });
  if (!outcome.ok) return { ok: false, problem: "invalid", message: outcome.message };
  const ranges = outcome.passage.passages.map((part): [number, number] => {
    const first = part.verses[0]!;
    const last = part.verses.at(-1)!;
    return [
      verseOrdinal(first.book as never, first.chapter, first.verse),
      verseOrdinal(last.book as never, last.chapter, last.verse),
    ];
  });
  const chapters = chaptersSpanned(ranges);
  if (chapters > maxStudyChapters) {
    return {
      ok: false,
      problem: "too_long",
      message: `A study covers at most ${maxStudyChapters} chapters at a time; ${outcome.passage.reference} spans ${chapters}. Study it in parts.`,
    };
  }
  const extras = swordExtras(sword);
  const studyTranslations: StudyTranslation[] = [
    ...translationIds.map((id) => ({ id, ...translations[id] })),
    ...extras.bibles.map((module) => ({
      id: module.name,
      name: module.description,
      abbreviation: module.name,
    })),
  ];
  const index = scriptureIndex();
  const topics = new Map<string, string[]>();
  const glosses: StudyResponse["glosses"] = {};
  const verses: StudyVerse[] = [];
  for (const [start, end] of ranges) {
    for (let ordinal = start; ordinal <= end; ordinal++) {
      const point = versePoint(ordinal);
      const texts: Record<string, string> = {};
      for (const id of translationIds) {
        const text = index.textAt(id, ordinal);
        if (text) texts[id] = text;
      }
      for (const module of extras.bibles) {
        const text = isBookId(point.book)
          ? sword?.text(module.name)?.verse(point.book, point.chapter, point.verse)
          : undefined;
        if (text) texts[module.name] = text;
      }
      const words = kjvWordsWithStrongs(point);
      for (const id of words.flatMap((word) => word.strongs)) {
        if (glosses[id]) continue;
        const entry = strongsEntry(id);
        if (entry) glosses[id] = { lemma: entry.lemma, transliteration: entry.transliteration };
      }
      const verseTopics = subtopicsOfVerse(ordinal).map((topic) => topic.name);
      for (const name of verseTopics)
        topics.set(name, [...(topics.get(name) ?? []), `${point.chapter}:${point.verse}`]);
      verses.push({
        reference: referenceText(ordinal, ordinal).reference,
        book: point.book,
        chapter: point.chapter,
        verse: point.verse,
        texts,
        words,
        topics: verseTopics,
        crossReferences: crossReferencesFor(ordinal).map((found) => ({
          ...referenceText(found.start, found.end),
          reasons: found.reasons.map((reason) =>
            reason === "topic" && found.topic
              ? `${reasonLabels.topic}: ${found.topic}`
              : reasonLabels[reason],
          ),
          score: Math.round(found.score * 10) / 10,
        })),
      });
    }
  }
  const commentaries: StudyCommentary[] = ranges.flatMap(([start, end]) => {
    const range = { start: versePoint(start), end: versePoint(end) };
    const committed = commentaryFor(range).map((note) => ({
      source: note.source.name,
      reference: note.reference,
      introduction: note.introduction,
      text: note.text,
    }));
    const installed = extras.commentaries.flatMap((module) => {
      const reader = sword?.commentary(module.name);
      const seen = new Set<string>();
      const notes: StudyCommentary[] = [];
      for (let ordinal = start; ordinal <= end && reader; ordinal++) {
        const point = versePoint(ordinal);
        if (!isBookId(point.book)) continue;
        const text = reader.entry(point.book, point.chapter, point.verse)?.trim();
        if (!text || seen.has(text)) continue;
        seen.add(text);
        notes.push({
          source: module.description,
          reference: referenceText(ordinal, ordinal).reference,
          introduction: false,
          text,
        });
      }
      return notes;
    });
    return [...committed, ...installed];
  });
  const passageTopics: StudyTopic[] = [...topics]
    .map(([topic, at]) => ({ topic, verses: at }))
    .sort((a, b) => b.verses.length - a.verses.length || a.topic.localeCompare(b.topic));
  return {
    ok: true,
    study: {
      reference: outcome.passage.reference,
      osis: outcome.passage.osis,
      translations: studyTranslations,
      verses,
      commentaries,
      topics: passageTopics,
      glosses,
    },
  };
}

/**
 * The Hebrew dictionary's braces mark words (its italics: "to tend a {flock}", "cut off
 * ({down}) {poll}"); a reader sees the words plainly.
 */
export function plainDefinition(definition: string): string {
  return definition.replace(/\{([^{}]*)\}/g, "$1");
}

/** A Strong's entry with where the KJV uses it; undefined for an unknown number. */
export function strongsStudy(id: string): StrongsResponse | undefined {
  const normal = normaliseStrongsId(id);
  const entry = normal && strongsEntry(normal);
  if (!normal || !entry) return undefined;
  const found = occurrences(normal, 8);
  const index = scriptureIndex();
  return {
    id: normal,
    language: normal.startsWith("G") ? "Greek" : "Hebrew",
    lemma: entry.lemma,
    transliteration: entry.transliteration,
    pronunciation: entry.pronunciation,
    definition: plainDefinition(entry.definition),
    related: entry.related,
    total: found?.total ?? 0,
    verseCount: found?.verseCount ?? 0,
    renderings: (found?.renderings ?? []).slice(0, 8),
    examples: (found?.verses ?? []).map((point) => {
      const ordinal = verseOrdinal(point.book, point.chapter, point.verse);
      return {
        reference: referenceText(ordinal, ordinal).reference,
        text: index.textAt("kjv", ordinal),
      };
    }),
  };
}
