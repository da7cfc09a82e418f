const segmenter = new Intl.Segmenter("en", { granularity: "sentence" });

/** A commentator's number for a division of his note: "1.", "2.", "IV.", "(3.)". */
const divisionNumber = /^\(?(?:\d{1,2}|[IVXL]{1,6})\.\)?$/;

/**
 * The text's sentences that end as sentences do (a full stop, question or exclamation mark).
 * A commentary's "--" introduces the verse it is about ("…care. --\"The Lord is my
 * shepherd.\""): what it joins is a heading and a citation, not a sentence. A numbered
 * division of a note opens with its name ("1. That of the treasure hid in the field."), often
 * no sentence at all: what follows a division's number is never taken for a sentence.
 */
export function completeSentences(text: string): string[] {
  const segments = [...segmenter.segment(text.replace(/\s+/g, " "))].map((part) =>
    part.segment.trim(),
  );
  return segments.filter(
    (sentence, index) =>
      /[.!?][”’"')]?$/.test(sentence) &&
      /^[“"‘'(]?[A-Z]/.test(sentence) &&
      !sentence.includes("--") &&
      !divisionNumber.test(sentence) &&
      !(index > 0 && divisionNumber.test(segments[index - 1]!)),
  );
}
