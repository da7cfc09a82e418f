import type { ScripturePassage } from "@shared/scripture/api";
import { isBookId } from "@shared/scripture/books";
import type { Translation } from "@shared/scripture/translations";
import { lookup } from "../scripture/lookup";
import type { SwordCommentary, SwordDictionary } from "../scripture/sword/sword-library";
import { searchScripture, searchWords, stem } from "../scripture/text-search";
import { getTopic } from "../scripture/topics/topics";
import type { GenerationPreferences, Grounding } from "./pipeline-types";

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

/** A long passage (a whole psalm or chapter) is cut so the prompt stays a sensible size. */
const maxPassageVerses = 30;
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
  if (verses.length === all.length) return { reference: outcome.passage.reference, text, first };
  // Cut short: the reference must name exactly the verses given.
  const cut =
    first === last
      ? first.reference
      : first.book === last.book && first.chapter === last.chapter
        ? `${first.reference}–${last.verse}`
        : `${first.reference}–${last.chapter}:${last.verse}`;
  return { reference: cut, text, first };
}

/** A topic for a subject: the whole subject (team index or Nave's), then single words (team index only: Nave's has entries for words like "from"). */
function topicFor(subject: string, translation: Translation, sources: GroundingSources) {
  const whole = getTopic(subject, { translation, naves: sources.naves });
  if (whole?.passages.some((passage) => passage.text)) return whole;
  for (const word of searchWords(subject).filter((word) => word.length > 3)) {
    const topic = getTopic(word, { translation }) ?? getTopic(stem(word), { translation });
    if (topic?.passages.some((passage) => passage.text)) return topic;
  }
  return undefined;
}

/** Verses for a subject: from its topic when one is known, else a text search. */
function topicalVerses(
  subject: string,
  translation: Translation,
  count: number,
  sources: GroundingSources,
): Array<{ reference: string; text: string }> {
  const topic = topicFor(subject, translation, sources);
  if (topic) {
    return topic.passages
      .filter((passage) => passage.text)
      .slice(0, count)
      .flatMap((passage) => {
        const cut = passageOf(passage.reference, translation, maxTopicalVerses);
        return cut ? [{ reference: cut.reference, text: cut.text }] : [];
      });
  }
  return searchScripture(subject, { translation, limit: count }).results.map((result) => ({
    reference: result.reference,
    text: result.text,
  }));
}

/** Finds the real scripture a request rests on; never throws, may find nothing. */
export function groundRequest(
  query: GroundingQuery,
  preferences: GenerationPreferences,
  sources: GroundingSources = {},
): Grounding {
  const { translation } = preferences;
  const passage = passageOf(query.passage, translation, maxPassageVerses);
  const topical = topicalVerses(
    query.subject,
    translation,
    topicalCount[preferences.scriptureEmphasis] + 1,
    sources,
  )
    .filter((verse) => verse.reference !== passage?.reference)
    .slice(0, topicalCount[preferences.scriptureEmphasis]);
  const grounding: Grounding = { translation, topical };
  if (passage) {
    grounding.passage = { reference: passage.reference, text: passage.text };
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
