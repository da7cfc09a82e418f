import { comparableWords } from "./quotations";

/**
 * A word, or up to four, said twice in a row with a dash, comma or "!" between, as a writer
 * repeats for emphasis ("The half--the half was not told me!", Talmage on 1 Kings 10:7).
 */
const repeat =
  /(?<![\p{L}\p{N}'’])((?:[\p{L}'’]+\s+){0,3}[\p{L}'’]+)\s*(?:--|[—–,!])\s*\1(?![\p{L}\p{N}'’])/giu;

/**
 * The quotation with the writer's repeated words said once, where the verses say them once;
 * else undefined. A repeat the verses have themselves ("Verily, verily", "Holy, holy, holy")
 * is their own words and stays.
 */
export function saidOnce(quote: string, verses: readonly string[]): string | undefined {
  if (!repeat.test(quote)) return undefined;
  repeat.lastIndex = 0;
  const versesText = verses.map((verse) => ` ${comparableWords(verse).join(" ")} `);
  let changed = false;
  const once = quote.replace(repeat, (whole, words: string) => {
    const run = comparableWords(words);
    const twice = ` ${[...run, ...run].join(" ")} `;
    if (run.length === 0 || versesText.some((verse) => verse.includes(twice))) return whole;
    changed = true;
    return words;
  });
  return changed ? once : undefined;
}
