import type { Translation } from "@shared/scripture/translations";
import { scriptureIndex } from "../../scripture/bible-index";
import { stemOf, stemsOf } from "./word-stems";
import functionWords from "./data/function-words.json";
import limits from "./data/named-verse-limits.json";

/**
 * The verses of a passage that a pastor's subject names: the subject (a structured field, never
 * the notes) is matched to the passage only by its words that are rare both in scripture as a
 * whole and within the passage ("die" and "tree" in 1 Kings 19:1-18 are 19:4), so that a
 * common word ("God", "love", "being") or a word the whole passage uses never chooses a verse,
 * and a subject that names no verse changes nothing. Only the passage's own verses are read.
 */

interface Verse {
  ordinal: number;
  text: string;
}

const noSubject: ReadonlySet<string> = new Set(functionWords.words.map(stemOf));
const versesUsing = new Map<Translation, Map<string, number>>();

/** In how many verses of the whole Bible each stem occurs, counted once per translation. */
function scriptureCounts(translation: Translation): Map<string, number> {
  const known = versesUsing.get(translation);
  if (known) return known;
  const counts = new Map<string, number>();
  const index = scriptureIndex();
  for (let ordinal = 0; ordinal < index.verseCount(); ordinal++)
    for (const stem of stemsOf(index.textAt(translation, ordinal)))
      counts.set(stem, (counts.get(stem) ?? 0) + 1);
  versesUsing.set(translation, counts);
  return counts;
}

/** The ordinals of the verses the subject names, in the passage's order (none, one or two). */
export function versesNamed(
  subject: string | undefined,
  verses: readonly Verse[],
  translation: Translation,
): number[] {
  if (!subject?.trim() || verses.length < 2) return [];
  const counts = scriptureCounts(translation);
  const all = scriptureIndex().verseCount();
  const stems = verses.map((verse) => stemsOf(verse.text));
  const fewest = Math.min(
    limits.mostVersesInPassage,
    Math.max(1, Math.floor(verses.length * limits.mostShareOfPassage)),
  );
  const weights = verses.map(() => 0);
  for (const word of stemsOf(subject.slice(0, 300))) {
    const using = counts.get(word) ?? 0;
    if (noSubject.has(word) || using === 0 || using > limits.commonShareOfScripture * all) continue;
    const holding = stems.flatMap((found, index) => (found.has(word) ? [index] : []));
    if (holding.length === 0 || holding.length > fewest) continue;
    for (const index of holding) weights[index]! += Math.log(all / using);
  }
  const best = Math.max(...weights);
  if (best < limits.leastInformation) return [];
  const named = verses.flatMap((verse, index) => (weights[index] === best ? [verse.ordinal] : []));
  return named.length <= limits.mostVersesNamed ? named : [];
}
