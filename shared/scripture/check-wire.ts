import { checkLimits } from "./api";
import type { ScriptureCheck } from "./check-result";

/**
 * A check as it travels: a verse text that several references or quotations share (a text
 * naming "Psalm 23" forty times) is sent once, in `repeatedTexts`, and each use names it by
 * its place there (`textRef`, `comparedTextRef`) with an empty string in its own field. A text
 * used once stays where it is, so a check with nothing repeated is sent exactly as it is.
 * `unpackCheck` gives the check back whole; its repeated texts are one string in memory.
 */
export function packCheck(check: ScriptureCheck): ScriptureCheck {
  const uses = new Map<string, number>();
  const count = (text: string | undefined) => {
    if (text) uses.set(text, (uses.get(text) ?? 0) + 1);
  };
  for (const reference of check.references) {
    count(reference.text);
    count(reference.quoted?.comparedText);
  }
  for (const quotation of check.quotations ?? []) count(quotation.text);
  const repeatedTexts: string[] = [];
  const places = new Map<string, number>();
  const placeOf = (text: string | undefined): number | undefined => {
    if (!text || (uses.get(text) ?? 0) < 2) return undefined;
    let place = places.get(text);
    if (place === undefined) {
      place = repeatedTexts.push(text) - 1;
      places.set(text, place);
    }
    return place;
  };
  const references = check.references.map((reference) => {
    const textRef = placeOf(reference.text);
    const comparedTextRef = placeOf(reference.quoted?.comparedText);
    return {
      ...reference,
      ...(textRef === undefined ? {} : { text: "", textRef }),
      ...(reference.quoted && comparedTextRef !== undefined
        ? { quoted: { ...reference.quoted, comparedText: "", comparedTextRef } }
        : {}),
    };
  });
  const quotations = check.quotations?.map((quotation) => {
    const textRef = placeOf(quotation.text);
    return textRef === undefined ? quotation : { ...quotation, text: "", textRef };
  });
  if (repeatedTexts.length === 0) return check;
  return { ...check, references, ...(quotations ? { quotations } : {}), repeatedTexts };
}

/** A check as `packCheck` sent it, whole again. A check that was not packed is returned as it is. */
export function unpackCheck(check: ScriptureCheck): ScriptureCheck {
  const { repeatedTexts, ...rest } = check;
  if (!repeatedTexts) return check;
  const textAt = (place: number) => repeatedTexts[place] ?? "";
  return {
    ...rest,
    references: rest.references.map(({ textRef, ...reference }) => {
      const quoted = reference.quoted;
      const unpacked = textRef === undefined ? reference : { ...reference, text: textAt(textRef) };
      if (quoted?.comparedTextRef === undefined) return unpacked;
      const { comparedTextRef, ...own } = quoted;
      return { ...unpacked, quoted: { ...own, comparedText: textAt(comparedTextRef) } };
    }),
    ...(rest.quotations
      ? {
          quotations: rest.quotations.map(({ textRef, ...quotation }) =>
            textRef === undefined ? quotation : { ...quotation, text: textAt(textRef) },
          ),
        }
      : {}),
  };
}

const counted = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * What a check left unchecked, said plainly, or undefined when it read the whole text:
 * "Checked up to character 12,345 of the text: 4,500 references and 30 quotations after it
 * were not checked …".
 */
export function notCheckedNote(check: ScriptureCheck): string | undefined {
  const rest = check.notChecked;
  if (!rest) return undefined;
  if (rest.busy)
    return "The Scripture Checker was busy when this draft was written, so its scripture has not been checked yet and its quotations are as the model wrote them. Once saved, the draft is checked when it is opened again; or check it now in the Scripture Checker.";
  const parts = [
    rest.references > 0 ? counted(rest.references, "reference", "references") : "",
    rest.quotations > 0 ? counted(rest.quotations, "quotation", "quotations") : "",
  ].filter(Boolean);
  const what = parts.length > 0 ? parts.join(" and ") : "The rest";
  return `Only part of this text was checked: one check reads at most ${checkLimits.references} references and ${checkLimits.quotations} quotations, and compares quotations with at most ${checkLimits.verses.toLocaleString("en-US")} verses in all. ${what} after character ${rest.from.toLocaleString("en-US")} ${rest.references + rest.quotations > 1 ? "were" : "was"} not checked; check the rest as a text of its own.`;
}
