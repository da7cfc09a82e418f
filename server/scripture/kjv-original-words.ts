import { comparableWords } from "./quotations";
import { kjvWordsWithStrongs, StudyDataMissing } from "./study/study-data";
import { totalVerses, versePoint } from "./verse-ordinals";
import { isFunctionWord, normalWord } from "./wording";

/**
 * The Hebrew or Greek words (Strong's numbers) the KJV's words of substance in a verse
 * render, by normalised word, from the tagged KJV of the study data (read on first use).
 */
type OriginalWords = ReadonlyMap<string, readonly string[]>;

/** The verses read lately: a check reads the same few verses for each quotation. */
const recent = new Map<number, OriginalWords>();
const recentLimit = 256;

function originalWordsOf(ordinal: number): OriginalWords {
  const known = recent.get(ordinal);
  if (known) return known;
  const byWord = new Map<string, string[]>();
  for (const piece of kjvWordsWithStrongs(versePoint(ordinal))) {
    if (piece.strongs.length === 0) continue;
    for (const word of comparableWords(piece.text).map(normalWord)) {
      if (isFunctionWord(word)) continue;
      const ids = byWord.get(word) ?? [];
      byWord.set(word, [...new Set([...ids, ...piece.strongs])]);
    }
  }
  if (recent.size >= recentLimit) recent.delete(recent.keys().next().value!);
  recent.set(ordinal, byWord);
  return byWord;
}

/**
 * The Strong's numbers the KJV renders with a (normalised) word of a verse (by ordinal), or
 * undefined when the word cannot be tied to one: not among the KJV's tagged words there (a
 * WEB word with no KJV counterpart), or no tagged KJV to read.
 */
export function originalWordsAt(ordinal: number, word: string): readonly string[] | undefined {
  if (!(ordinal >= 0 && ordinal < totalVerses)) return undefined;
  try {
    return originalWordsOf(ordinal).get(word);
  } catch (error) {
    if (error instanceof StudyDataMissing) return undefined;
    throw error;
  }
}
