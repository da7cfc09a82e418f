import type { CheckedReference, ScriptureCheck } from "@shared/scripture/check-result";
import type { VerseRange } from "@shared/scripture/reference";
import type { Translation } from "@shared/scripture/translations";
import { scriptureIndex, type ScriptureIndex } from "./bible-index";
import { resolveCitation } from "./citation";
import { findQuotations, pairQuotations, quotationMatches } from "./quotations";
import { scanReferences } from "./reference-scanner";

export interface CheckOptions {
  translation: Translation;
}

/** Text shown with a reference: enough for a hover card, not a whole book. */
const shownVerses = 30;
/** A quotation is compared with at most this much of a passage. */
const comparedVerses = 2000;

const markerTranslations: Record<string, Translation> = { KJV: "kjv", WEB: "web" };

export function passageText(
  index: ScriptureIndex,
  translation: Translation,
  ranges: readonly VerseRange[],
  limit: number,
): { text: string; truncated: boolean } {
  const parts: string[] = [];
  let remaining = limit;
  let truncated = false;
  for (const range of ranges) {
    if (remaining <= 0) {
      truncated = true;
      break;
    }
    const verses = index.verses(translation, range, remaining);
    remaining -= verses.length;
    if (verses.length < index.rangeLength(range)) truncated = true;
    parts.push(
      verses
        .map((verse) => verse.text)
        .filter(Boolean)
        .join(" "),
    );
  }
  return { text: parts.join(" … "), truncated };
}

/**
 * Finds every reference in a text (any tool's result) and checks it: does it exist, what does
 * it really say, and does a quotation given with it match. Never throws.
 */
export function checkScripture(text: string, options: CheckOptions): ScriptureCheck {
  const { translation } = options;
  const index = scriptureIndex();
  const citations = scanReferences(text);
  const quotations = pairQuotations(text, citations, findQuotations(text));
  const references = citations.map((citation, position): CheckedReference => {
    const resolved = resolveCitation(citation);
    const shown = resolved.valid
      ? passageText(index, translation, resolved.ranges, shownVerses)
      : { text: "", truncated: false };
    const checked: CheckedReference = {
      reference: resolved.reference,
      cited: citation.cited,
      start: citation.start,
      end: citation.end,
      osis: resolved.osis,
      valid: resolved.valid,
      text: shown.text,
    };
    if (resolved.reason) checked.reason = resolved.reason;
    if (shown.truncated) checked.truncated = true;
    if (citation.translationMarker) checked.citedTranslation = citation.translationMarker;
    const quotation = quotations.get(position);
    if (quotation) {
      checked.quoted = { quote: quotation.quote, matches: false };
      if (resolved.valid) {
        const named = citation.translationMarker && markerTranslations[citation.translationMarker];
        const order: Translation[] = named
          ? [named]
          : [translation, translation === "web" ? "kjv" : "web"];
        for (const candidate of order) {
          const passage = passageText(index, candidate, resolved.ranges, comparedVerses).text;
          if (quotationMatches(quotation.quote, passage)) {
            checked.quoted = { quote: quotation.quote, matches: true, translation: candidate };
            break;
          }
        }
      }
    }
    return checked;
  });
  return {
    translation,
    references,
    invalidCount: references.filter((reference) => !reference.valid).length,
    misquotedCount: references.filter((reference) => reference.quoted && !reference.quoted.matches)
      .length,
  };
}
