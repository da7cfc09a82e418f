import { checkLimits } from "@shared/scripture/api";
import type { ScriptureCheck } from "@shared/scripture/check-result";
import type { Translation } from "@shared/scripture/translations";
import { scriptureIndex } from "./bible-index";
import { checkScripture, passageText, resolveIn } from "./check-scripture";
import { findReferences } from "./find-references";
import { findQuotations } from "./quotations";
import { partOfVerse } from "./verse-numbering";

/*
 * The most one check reads in a text. A reference alone costs little (well under a
 * millisecond); a quotation is compared with its passage or searched for in the whole
 * Bible, 15–40 ms for a verse and up to about 170 ms for a quotation given with a long
 * passage ("Psalms 1–150"). A sermon of 15,000 words names a few dozen of each; a text
 * naming more is checked as far as its 300th reference or its 50th quotation, whichever
 * comes first (`checkLimits`, shared with the UI), and what follows is reported as not
 * checked (`notChecked`).
 */

/**
 * `checkScripture` with its cost bounded by `checkLimits`: the text is checked from its
 * start up to the first reference or quotation past the limits, and the rest counted in
 * `notChecked`. Positions in the answer are the text's own (what is checked is its start).
 */
export function checkBounded(
  text: string,
  options: { translation: Translation },
  limits: typeof checkLimits = checkLimits,
): ScriptureCheck {
  const references = findReferences(text);
  const quotations = findQuotations(text);
  const from = Math.min(
    references[limits.references]?.start ?? text.length,
    quotations[limits.quotations]?.start ?? text.length,
  );
  if (from >= text.length) return checkScripture(text, options);
  return {
    ...checkScripture(text.slice(0, from), options),
    notChecked: {
      from,
      references: references.filter((reference) => reference.start >= from).length,
      quotations: quotations.filter((quotation) => quotation.start >= from).length,
    },
  };
}

/** Text shown with a reference, as the check shows it (check-scripture.ts). */
const shownVerses = 30;

/**
 * The references of a text with their verse texts, as a check gives them, without judging
 * any quotation (that is the costly part): what a printed or exported item shows beside its
 * words. Bounded like a check: its first `checkLimits.references` references.
 */
export function referencesWithText(
  text: string,
  translation: Translation,
): ScriptureCheck["references"] {
  const index = scriptureIndex();
  return findReferences(text)
    .slice(0, checkLimits.references)
    .map((citation) => {
      const resolved = resolveIn(citation, translation);
      const first = resolved.ranges[0];
      const verse = resolved.valid
        ? resolved.part && first
          ? {
              text: partOfVerse(index.verses(translation, first, 1)[0]?.text ?? "", resolved.part),
              truncated: false,
            }
          : passageText(index, translation, resolved.ranges, shownVerses)
        : { text: "", truncated: false };
      return {
        reference: resolved.reference,
        cited: citation.cited,
        start: citation.start,
        end: citation.end,
        osis: resolved.osis,
        valid: resolved.valid,
        text: verse.text,
        ...(verse.truncated ? { truncated: true } : {}),
      };
    });
}
