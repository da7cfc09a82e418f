import type { ScriptureVerse } from "@shared/scripture/api";
import { translations, type Translation } from "@shared/scripture/translations";
import { lookup } from "../../scripture/lookup";
import { parseReferences } from "../../scripture/reference-parser";
import { resolveCitation } from "../../scripture/citation";

/** What scripture art shows: the verse text of the reference the description names. */
export interface ArtScripture {
  reference: string;
  text: string;
  translation: Translation;
}

export type ScriptureFinding =
  | { kind: "none" }
  | { kind: "verse"; scripture: ArtScripture }
  /** The description names a reference that does not exist ("John 22:5"). */
  | { kind: "invalid"; cited: string; reason: string };

/** Verse text beyond this many characters is cut at a verse boundary (an image holds only so much). */
export const maxArtScriptureLength = 420;

function translationFor(description: string, marker: string | undefined): Translation {
  const named = `${marker ?? ""} ${description}`;
  if (/\b(KJV|King James)\b/i.test(named)) return "kjv";
  return /\b(BSB|Berean)\b/i.test(named) ? "bsb" : "web";
}

function rangeReference(verses: ScriptureVerse[]): string {
  const first = verses[0]!;
  const last = verses[verses.length - 1]!;
  if (verses.length === 1) return first.reference;
  if (first.chapter === last.chapter) return `${first.reference}–${last.verse}`;
  return `${first.reference}–${last.chapter}:${last.verse}`;
}

/** The first reference the description names, looked up in the WEB (or the KJV or BSB when asked for). */
export function findArtScripture(description: string): ScriptureFinding {
  const citation = parseReferences(description, "text")[0];
  if (!citation) return { kind: "none" };
  const resolved = resolveCitation(citation);
  if (!resolved.valid) {
    return {
      kind: "invalid",
      cited: resolved.reference,
      reason: resolved.reason ?? "That reference does not exist.",
    };
  }
  const translation = translationFor(description, citation.translationMarker);
  const outcome = lookup(citation.cited, { translation });
  if (!outcome.ok) return { kind: "invalid", cited: resolved.reference, reason: outcome.message };
  const verses = outcome.passage.passages[0]?.verses.filter((verse) => verse.text) ?? [];
  if (verses.length === 0) return { kind: "invalid", cited: resolved.reference, reason: "" };

  const kept: ScriptureVerse[] = [];
  let length = 0;
  for (const verse of verses) {
    const added = verse.text.length + (kept.length > 0 ? 1 : 0);
    if (kept.length > 0 && length + added > maxArtScriptureLength) break;
    kept.push(verse);
    length += added;
  }
  const whole = kept.length === verses.length && outcome.passage.passages.length === 1;
  return {
    kind: "verse",
    scripture: {
      reference: whole ? outcome.passage.reference : rangeReference(kept),
      text: kept.map((verse) => verse.text.trim()).join(" "),
      translation,
    },
  };
}

export function translationAbbreviation(translation: Translation): string {
  return translations[translation].abbreviation;
}
