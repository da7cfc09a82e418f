import { scriptureIndex } from "./bible-index";
import { comparableWords } from "./quotations";

/**
 * Proper names as the KJV spells them, and the spellings of a name that change nothing:
 * "Jerrubbaal" for "Jerubbaal", a letter doubled or single as older printings have it. A name
 * is a word the KJV prints only with a capital (never "jerubbaal" in lower case); a spelling of
 * it is a word the KJV does not have at all that differs from it only by doubled letters. So
 * another name ("Peter" for "Paul", "Saul" for "Paul") and an ordinary word spelt with a doubled
 * letter ("latter" for "later") are never the same name.
 */
interface KjvWords {
  /** Every word of the KJV, lower case. */
  all: ReadonlySet<string>;
  /** Words the KJV never prints in lower case. */
  names: ReadonlySet<string>;
}

let kjvWords: KjvWords | undefined;

function readKjvWords(): KjvWords {
  const all = new Set<string>();
  const lower = new Set<string>();
  const index = scriptureIndex();
  for (let ordinal = 0; ordinal < index.verseCount(); ordinal++) {
    for (const token of index.textAt("kjv", ordinal).split(/\s+/)) {
      const words = comparableWords(token);
      if (words.length !== 1) {
        for (const word of words) all.add(word);
        continue;
      }
      const word = words[0]!;
      all.add(word);
      const letters = token.replace(/^[^\p{L}]+/u, "");
      if (!/^\p{Lu}/u.test(letters)) lower.add(word);
    }
  }
  const names = new Set([...all].filter((word) => !lower.has(word)));
  return { all, names };
}

/** A name's letters with each doubled letter single ("jerrubbaal" → "jerubal"). */
function spellingKey(word: string): string {
  return word.replace(/(.)\1+/g, "$1");
}

/**
 * Whether a quoted word (compared form, lower case) is the verse's name (the same) spelt
 * otherwise: the verse's word a name, the quoted word no word of the KJV, both the same but
 * for doubled letters.
 */
export function sameNameSpelt(quoted: string, verse: string): boolean {
  if (quoted === verse || quoted.length < 4) return false;
  if (spellingKey(quoted) !== spellingKey(verse)) return false;
  kjvWords ??= readKjvWords();
  return kjvWords.names.has(verse) && !kjvWords.all.has(quoted);
}
