import type { StudyGrounding } from "../pipeline-types";

/**
 * The study desk's key words, as a sentence for an offline draft: each word the passage turns
 * on with its Greek or Hebrew word and Strong's gloss, for the pastor to study further. A word
 * stands in single quotes: double ones would be read as a quotation of scripture.
 */
export function keyWordsLine(
  study: StudyGrounding | undefined,
  count = 3,
  variant = 0,
): string | undefined {
  // Another draft studies the passage's next key words, where it has them.
  const all = study?.keyWords ?? [];
  const start = all.length >= count * 2 ? (variant * count) % (all.length - count + 1) : 0;
  const words = all.slice(start, start + count);
  if (words.length === 0) return undefined;
  const language = (strongs: string) => (strongs.startsWith("G") ? "Greek" : "Hebrew");
  const parts = words.map(
    (word) =>
      `‘${word.word}’ (${language(word.strongs)} ${word.transliteration}, ${word.strongs}: ${word.meaning})`,
  );
  return `Key words to study (KJV, with Strong's): ${parts.join("; ")}.`;
}
