const segmenter = new Intl.Segmenter("en", { granularity: "sentence" });

/** The text's sentences that end as sentences do (a full stop, question or exclamation mark). */
export function completeSentences(text: string): string[] {
  return [...segmenter.segment(text.replace(/\s+/g, " "))]
    .map((part) => part.segment.trim())
    .filter((sentence) => /[.!?][”’"')]?$/.test(sentence) && /^[“"‘'(]?[A-Z]/.test(sentence));
}
