import type { Translation } from "@shared/scripture/translations";
import { scriptureIndex } from "./bible-index";
import { comparableWords } from "./quotations";
import { totalVerses, versePoint } from "./verse-ordinals";
import { isFunctionWord, normalWord, quantifierCount } from "./wording";

/** Verses either side of a passage, within its chapter, where the person a pronoun means is named. */
const contextVerses = 3;

/**
 * The names (as compared) a text prints with a capital where no sentence starts: "John" in
 * "shut up John in prison", not "And" at a verse's start nor "Then" after a full stop.
 */
export function namesIn(texts: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const text of texts) {
    let sentenceStart = true;
    for (const token of text.split(/\s+/)) {
      const core = token.replace(/^[^\p{L}]+/u, "");
      const opensQuotation = /^[“‘"'(]/.test(token);
      if (!sentenceStart && !opensQuotation && /^\p{Lu}\p{Ll}/u.test(core)) {
        const [word] = comparableWords(core);
        if (word && !isFunctionWord(normalWord(word))) names.add(normalWord(word));
      }
      if (core) sentenceStart = /[.?!]["”’']?$/.test(token);
    }
  }
  return names;
}

/**
 * The names in a passage's verses and in the verses around them in the same chapter and
 * translation: the persons its pronouns may mean ("reproved by him", Luke 3:19, where 3:20
 * names John). Without ordinals, the passage's own verses.
 */
export function namesAround(
  verses: readonly string[],
  translation?: Translation,
  ordinals?: readonly number[],
): Set<string> {
  if (!translation || !ordinals?.length) return namesIn(verses);
  const index = scriptureIndex();
  // Callers may give one ordinal more than the verses (a window that may run on).
  const given = ordinals.slice(0, verses.length);
  const first = Math.min(...given);
  const last = Math.max(...given);
  const texts = [...verses];
  const chapterOf = (ordinal: number) => {
    const point = versePoint(ordinal);
    return `${point.book} ${point.chapter}`;
  };
  for (let ordinal = first - contextVerses; ordinal <= last + contextVerses; ordinal++) {
    if (ordinal < 0 || ordinal >= totalVerses || (ordinal >= first && ordinal <= last)) continue;
    if (chapterOf(ordinal) !== chapterOf(first) && chapterOf(ordinal) !== chapterOf(last)) continue;
    texts.push(index.textAt(translation, ordinal));
  }
  return namesIn(texts);
}

/**
 * The first word of substance (as compared) of each of the verses just before a passage, within
 * its chapter and translation: the subjects a verse that opens on its verb leaves to them
 * ("Doth not behave itself unseemly", 1 Corinthians 13:5, whose subject is verse 4's "Charity";
 * 13:6 and 13:7 leave it to the same verse); not a word saying how many ("All the brethren").
 * Empty without ordinals.
 */
export function subjectsBefore(translation?: Translation, ordinals?: readonly number[]): string[] {
  if (!translation || !ordinals?.length) return [];
  const index = scriptureIndex();
  const first = Math.min(...ordinals);
  const chapterOf = (ordinal: number) => {
    const point = versePoint(ordinal);
    return `${point.book} ${point.chapter}`;
  };
  const subjects: string[] = [];
  for (let ordinal = first - 1; ordinal >= Math.max(0, first - contextVerses); ordinal--) {
    if (chapterOf(ordinal) !== chapterOf(first)) break;
    const subject = comparableWords(index.textAt(translation, ordinal))
      .map(normalWord)
      // "All the brethren greet you" (1 Corinthians 16:20): "all" says how many, not who.
      .find((word) => !isFunctionWord(word) && quantifierCount([word]) === 0);
    if (subject) subjects.push(subject);
  }
  return subjects;
}
