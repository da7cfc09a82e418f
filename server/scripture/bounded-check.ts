import { checkLimits } from "@shared/scripture/api";
import type { ScriptureCheck } from "@shared/scripture/check-result";
import type { Translation } from "@shared/scripture/translations";
import { scriptureIndex } from "./bible-index";
import { checkScripture, comparedVerses, passageText, resolveIn } from "./check-scripture";
import { findReferences } from "./find-references";
import { attributeQuotations } from "./attribution";
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
 *
 * Items are not all the same cost: a quotation is compared with every verse of its passage
 * (up to 2,000), so 50 quotations each given with "Psalms 1-150" held a thread about 9 s.
 * The check also stops before the reference that would take the verses compared, in all,
 * past `checkLimits.verses` (5,000: two whole Psalters; a sermon compares a few hundred).
 */

/** How near before a reference a quotation may stand and still be paired with it. */
const nearBefore = 400;

/**
 * Where the verses compared would pass `limit`: the start of the first reference, quoted
 * nearby, whose passage takes the sum over it (each counted up to `comparedVerses`).
 */
function versesBound(
  text: string,
  references: ReturnType<typeof findReferences>,
  quotations: ReturnType<typeof findQuotations>,
  translation: Translation,
  limit: number,
): number {
  const index = scriptureIndex();
  let verses = 0;
  let quotation = 0;
  for (const [position, reference] of references.entries()) {
    const next = references[position + 1]?.start ?? text.length;
    while (
      quotation < quotations.length &&
      quotations[quotation]!.start < reference.start - nearBefore
    )
      quotation++;
    // Only a reference with a quotation near it has its passage compared.
    if (quotation >= quotations.length || quotations[quotation]!.start >= next) continue;
    const resolved = resolveIn(reference, translation);
    if (!resolved.valid) continue;
    const length = resolved.ranges.reduce((sum, range) => sum + index.rangeLength(range), 0);
    verses += Math.min(comparedVerses, length);
    if (verses > limit) return reference.start;
  }
  return text.length;
}

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
  const references = findReferences(text, { relative: true });
  const quotations = findQuotations(text);
  const from = Math.min(
    references[limits.references]?.start ?? text.length,
    quotations[limits.quotations]?.start ?? text.length,
    versesBound(
      text,
      references.slice(0, limits.references),
      quotations,
      options.translation,
      limits.verses,
    ),
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
  return findReferences(text, { relative: true })
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

/**
 * The references of a text that follow one of its quotations as its source ("“…” (John 3:16)"),
 * with their verse texts: the verses it quotes, not those it only names ("Turn to Psalm 137"),
 * nor one a reader might take a later question or prayer in its paragraph to be from. A
 * quotation of part of its verses (a child's memory verse, “Who knows… for such a time as
 * this?” of Esther 4:14) has that part as its text, the verses' own words, not the rest
 * (“…you and your father's house will perish”).
 */
export function quotedReferencesWithText(
  text: string,
  translation: Translation,
): ScriptureCheck["references"] {
  const citations = findReferences(text, { relative: true }).slice(0, checkLimits.references);
  const { byCitation } = attributeQuotations(text, citations, findQuotations(text));
  const quoted = referencesWithText(text, translation).flatMap((reference, at) => {
    const quotation = byCitation.get(at);
    if (quotation?.attribution !== "following") return [];
    const part = partQuoted(reference.text, quotation.quote);
    return [{ reference: part ? { ...reference, text: part } : reference, part: Boolean(part) }];
  });
  // Verses quoted whole somewhere (a story reading Isaiah 43:1) print whole, not by a part
  // quoted elsewhere in the text (its big idea's clause).
  const whole = new Set(quoted.filter((one) => !one.part).map((one) => one.reference.reference));
  return quoted
    .filter((one) => !one.part || !whole.has(one.reference.reference))
    .map((one) => one.reference);
}

/**
 * The words of `verses` a quotation gives when it gives only part of them, letter for letter
 * whatever its quotation marks (through the sentence's closing stop); undefined when it gives
 * them all or is not one run of them.
 */
function partQuoted(verses: string, quotation: string): string | undefined {
  const at: number[] = [];
  let letters = "";
  for (const match of verses.matchAll(/[\p{L}\p{N}]/gu)) {
    letters += match[0].toLowerCase();
    at.push(match.index);
  }
  const quoted = (quotation.match(/[\p{L}\p{N}]/gu) ?? []).join("").toLowerCase();
  const from = quoted ? letters.indexOf(quoted) : -1;
  if (from < 0 || quoted.length >= letters.length) return undefined;
  const end = at[from + quoted.length - 1]! + 1;
  const stop = /^[.!?,;:]*/.exec(verses.slice(end))![0];
  return verses.slice(at[from], end + stop.length).replace(/[,;:]$/, "");
}
