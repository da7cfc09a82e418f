import { LRUCache } from "lru-cache";
import type { PassageResponse, ScripturePassage } from "@shared/scripture/api";
import { bookDisplayName, type BookId } from "@shared/scripture/books";
import {
  formatCitation,
  formatOsis,
  type CitedRange,
  type VerseRange,
} from "@shared/scripture/reference";
import { translations, type Translation } from "@shared/scripture/translations";
import { scriptureIndex } from "./bible-index";
import { resolveCitation, type Citation } from "./citation";
import { parseReferences } from "./reference-parser";
import { missingVerseNote } from "./verse-numbering";

/** A lookup returns at most this many verses (Psalm 119 fits; a whole book does not). */
export const maxLookupVerses = 400;

export type LookupOutcome =
  | { ok: true; passage: PassageResponse }
  | { ok: false; problem: "not_a_reference" | "does_not_exist" | "too_long"; message: string };

/** The parser costs ~0.5 ms a call; queries repeat, so recent answers are kept. */
const parsed = new LRUCache<string, Citation[]>({
  max: 500,
  memoMethod: (query) => parseReferences(query, "query"),
});

function citationsOf(query: string): Citation[] {
  return parsed.memo(query);
}

function passageOf(
  cited: CitedRange,
  range: VerseRange,
  translation: Translation,
): ScripturePassage {
  const verses = scriptureIndex()
    .verses(translation, range)
    .map((verse) => ({
      reference: `${bookDisplayName(verse.book, true)} ${verse.chapter}:${verse.verse}`,
      book: verse.book,
      chapter: verse.chapter,
      verse: verse.verse,
      text: verse.text,
    }));
  return {
    reference: formatCitation([cited]),
    osis: formatOsis([cited]),
    verses,
    text: verses
      .map((verse) => verse.text)
      .filter(Boolean)
      .join(" "),
  };
}

/**
 * Looks a reference up ("Jn 3:16-18", "Psalm 23", "Romans 8:28; 12:1–2"). Any input is fine:
 * what cannot be read, does not exist or is too long comes back as a problem with a message.
 */
export function lookup(query: string, options: { translation: Translation }): LookupOutcome {
  const text = query.trim();
  if (!text)
    return {
      ok: false,
      problem: "not_a_reference",
      message: "Give a reference, such as John 3:16.",
    };
  const citations = citationsOf(text);
  if (citations.length === 0) {
    return {
      ok: false,
      problem: "not_a_reference",
      message: `“${text.slice(0, 60)}” is not a Bible reference we can read. Try a form like “John 3:16” or “Romans 8:28–39”.`,
    };
  }
  const resolved = citations.map(resolveCitation);
  const invalid = resolved.find((citation) => !citation.valid);
  if (invalid) {
    return {
      ok: false,
      problem: "does_not_exist",
      message: invalid.reason ?? "That reference does not exist.",
    };
  }
  const ranges = resolved.flatMap((citation) => citation.ranges);
  const cited = citations.flatMap((citation) => citation.ranges);
  const index = scriptureIndex();
  const total = ranges.reduce((sum, range) => sum + index.rangeLength(range), 0);
  if (total > maxLookupVerses) {
    return {
      ok: false,
      problem: "too_long",
      message: `That passage has ${total} verses; ask for at most ${maxLookupVerses} at a time.`,
    };
  }
  const passages = ranges.map((range, position) =>
    passageOf(cited[position] as CitedRange, range, options.translation),
  );
  const missing = passages.flatMap((passage) => passage.verses.filter((verse) => !verse.text));
  const notes = missing.map(
    (verse) =>
      missingVerseNote(options.translation, verse.book as BookId, verse.chapter, verse.verse) ??
      `${verse.reference} is not in the ${translations[options.translation].name}: the manuscripts it follows do not have it.`,
  );
  return {
    ok: true,
    passage: {
      ...(notes.length > 0 ? { notes } : {}),
      reference: resolved.map((citation) => citation.reference).join("; "),
      osis: resolved.map((citation) => citation.osis).join(","),
      translation: options.translation,
      passages,
      text: passages
        .map((passage) => passage.text)
        .filter(Boolean)
        .join(" … "),
    },
  };
}
