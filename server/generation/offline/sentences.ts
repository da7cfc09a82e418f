const segmenter = new Intl.Segmenter("en", { granularity: "sentence" });

/**
 * The text's sentences that end as sentences do (a full stop, question or exclamation mark).
 * A commentary's "--" introduces the verse it is about ("…care. --\"The Lord is my
 * shepherd.\""): what it joins is a heading and a citation, not a sentence.
 */
export function completeSentences(text: string): string[] {
  return [...segmenter.segment(text.replace(/\s+/g, " "))]
    .map((part) => part.segment.trim())
    .filter(
      (sentence) =>
        /[.!?][”’"')]?$/.test(sentence) &&
        /^[“"‘'(]?[A-Z]/.test(sentence) &&
        !sentence.includes("--"),
    );
}
