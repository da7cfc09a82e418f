import type { Refinement, RefinementKind } from "@shared/generation/refinement";
import type { Author, GenerationPreferences, Translation } from "../pipeline-types";
import { lookup } from "../../scripture/lookup";
import { readDetails, type DraftDetails } from "../details/extract";
import type { TraditionVoice } from "@shared/traditions";
import { chooser, voiceOf, type Choose, type Verse } from "./phrasing";

/**
 * What every offline draft starts from besides its grounding: seeded choices (a new variant or
 * refinement reshuffles them), the details read from the request, who is writing, and how a
 * refinement bends the plan.
 */
export interface DraftPlan {
  choose: Choose;
  /** Which alternative this is; "another angle" moves one further along. */
  variant: number;
  refine: RefinementKind | undefined;
  details: DraftDetails;
  author: Author | undefined;
  /** Simpler language: shorter quotations, no doctrinal elaboration. */
  simple: boolean;
  /** More illustrations: every part gets an illustration idea or picture. */
  illustrated: boolean;
  /** The church's tradition: its words, invitation, formality and method. */
  voice: TraditionVoice;
}

export function draftPlan(
  request: Refinement & { notes: string },
  fields: readonly string[],
  preferences: GenerationPreferences,
): DraftPlan {
  const variant = (request.variant ?? 0) + (request.refine === "angle" ? 1 : 0);
  const author = preferences.author;
  return {
    // A refinement keeps the current draft's choices (only "another angle" moves the variant).
    choose: chooser(
      { ...request, refine: undefined, currentDraft: undefined, variant: undefined },
      variant,
    ),
    variant,
    refine: request.refine,
    details: readDetails(fields, request.notes),
    author: author && (author.name || author.church || author.emailSignature) ? author : undefined,
    simple: request.refine === "simpler" || preferences.languageStyle === "contemporary",
    illustrated: request.refine === "illustrations",
    voice: voiceOf(preferences),
  };
}

/** Verses the notes name ("use Romans 8:28"), with their real text, for the draft to quote. */
export function notedVerses(details: DraftDetails, translation: Translation): Verse[] {
  return details.verses.flatMap((reference) => {
    const found = lookup(reference, { translation });
    if (!found.ok) return [];
    const verses = found.passage.passages.flatMap((passage) => passage.verses).slice(0, 6);
    const text = verses.map((verse) => verse.text).join(" ");
    return text ? [{ reference: found.passage.reference, text }] : [];
  });
}

type PassageVerse = { reference: string; chapter: number; verse: number; text: string };

function citeRange(verses: readonly PassageVerse[]): string {
  const first = verses[0]!;
  const last = verses[verses.length - 1]!;
  if (first === last) return first.reference;
  return first.chapter === last.chapter
    ? `${first.reference}–${last.verse}`
    : `${first.reference}–${last.chapter}:${last.verse}`;
}

/**
 * A passage cut into at most `count` consecutive parts of similar length. Each part keeps the
 * leading whole verses a quotation of about 45 words holds and is cited as exactly those
 * verses: a point quotes "Matthew 18:21–22", never the whole range it stands for.
 */
export function passageParts(reference: string, translation: Translation, count: number): Verse[] {
  const found = lookup(reference, { translation });
  if (!found.ok) return [];
  const verses = found.passage.passages
    .flatMap((passage) => passage.verses)
    .filter((verse) => verse.text)
    .slice(0, 30);
  const length = (verse: PassageVerse) => verse.text.split(/\s+/).length;
  const total = verses.reduce((sum, verse) => sum + length(verse), 0) || 1;
  const groups: PassageVerse[][] = [];
  let words = 0;
  for (const verse of verses) {
    const index = Math.min(count - 1, Math.floor((words * count) / total));
    (groups[index] ??= []).push(verse);
    words += length(verse);
  }
  return groups
    .filter((group) => group && group.length > 0)
    .map((group) => {
      const kept: PassageVerse[] = [];
      let quoted = 0;
      for (const verse of group) {
        if (kept.length > 0 && quoted + length(verse) > 45) break;
        kept.push(verse);
        quoted += length(verse);
      }
      return { reference: citeRange(kept), text: kept.map((verse) => verse.text).join(" ") };
    });
}

/** A value one step along its scale when the refinement asks for shorter or longer. */
export function stepped<T>(scale: readonly T[], current: T, refine: RefinementKind | undefined): T {
  const index = scale.indexOf(current);
  if (refine === "shorter") return scale[Math.max(0, index - 1)] as T;
  if (refine === "longer") return scale[Math.min(scale.length - 1, index + 1)] as T;
  return current;
}
