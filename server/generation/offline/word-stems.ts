import british from "./data/british-spellings.json";
import endings from "./data/word-endings.json";

/** British spellings read as American: the passage's translations spell the American way. */
const american = new Map(Object.entries(british.words).map(([us, uk]) => [uk, us]));
const vowel = /[aeiouy]/;

/**
 * A word folded to a stem shared with its other forms ("died", "dies", "die" → "di";
 * "contentment" → "content"; "faithfulness" → "faith"): lower case, American spelling, the
 * longest of the data's endings removed where a stem with a vowel is left, then a final "e"
 * or doubled consonant ("sinned" → "sin"). Two words with the same stem are the same word.
 */
export function stemOf(word: string): string {
  let stem = word.toLowerCase().replace(/['’]s?$/, "");
  stem = american.get(stem) ?? stem;
  if (/ie[sd]$/.test(stem)) stem = stem.length > 4 ? `${stem.slice(0, -3)}y` : stem.slice(0, -1);
  if (/^[^aeiou]{1,2}ying$/.test(stem)) stem = `${stem.slice(0, -4)}ie`;
  for (const ending of endings.endings) {
    const left = stem.slice(0, -ending.length);
    if (
      stem.endsWith(ending) &&
      left.length >= endings.minimumStem &&
      vowel.test(left) &&
      !(/^e?s$/.test(ending) && /(?:ss|us|is)$/.test(stem))
    ) {
      stem = left;
      break;
    }
  }
  if (stem.length > 2 && stem.endsWith("e")) stem = stem.slice(0, -1);
  if (/([^aeioulsz])\1$/.test(stem)) stem = stem.slice(0, -1);
  return stem.replace(/y$/, "i");
}

const known = new Map<string, string>();

/** The stems of a text's words of three letters or more. */
export function stemsOf(text: string): Set<string> {
  const stems = new Set<string>();
  for (const word of text.match(/[A-Za-z][A-Za-z'’]+/g) ?? []) {
    if (word.length < 3) continue;
    let stem = known.get(word);
    if (stem === undefined) known.set(word, (stem = stemOf(word)));
    stems.add(stem);
  }
  return stems;
}
