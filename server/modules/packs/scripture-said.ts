import { translationIds } from "@shared/scripture/translations";
import { locateQuotation } from "../../scripture/check-scripture";
import { comparableWords } from "../../scripture/quotations";

/**
 * A verse said without quotation marks: a transcript has none, and a manuscript may read a verse
 * into its own sentence ("…no good can come of all your toils, Except the Lord build the house,
 * they labor in vain that build it."). Its words are scripture, never the preacher's claim: a
 * sentence that is a verse is never the big idea, a point or the call as his words, and where a
 * verse is used inside his sentence it is quoted and cited. Found with the Scripture Checker's
 * index (locateQuotation) in any of the product's translations.
 */

export interface VerseSaid {
  /** Where in the sentence the verse's words begin (0: the whole sentence is the verse). */
  start: number;
  /** The verse's canonical reference ("2 Corinthians 5:7"). */
  reference: string;
}

/**
 * A span whose words are a verse's: the whole verse; or a run of it, of six words or more or of
 * four and half the verse, with at most one word in five spelt or worded otherwise (cosmetic
 * differences: "unto" for "to", "you" for "ye", a "yet" left out). A preacher's sentence that
 * gathers a verse's words from across it ("We have peace with God through faith", Romans 5:1–2)
 * or a few common words found in a long verse ("It is a gift", Matthew 15:5) is his own.
 */
function verseOf(span: string): string | undefined {
  const words = comparableWords(span);
  if (words.length < 2) return undefined;
  const found = locateQuotation(span, translationIds);
  if (!found) return undefined;
  const { verdict } = found.judgement;
  if (verdict === "exact") return found.reference;
  if (verdict !== "fragment" && verdict !== "other-wording") return undefined;
  const verse = comparableWords(found.text);
  const enough = words.length >= 6 || (words.length >= 4 && words.length * 2 >= verse.length);
  return enough && runOf(words, verse) ? found.reference : undefined;
}

/**
 * Whether the words are a run of the verse's: four in five of them found in it, in order, within
 * a stretch at most two words longer than the span.
 */
function runOf(words: readonly string[], verse: readonly string[]): boolean {
  let best = 0;
  for (let from = 0; from < verse.length; from++) {
    if (!words.includes(verse[from]!)) continue;
    let at = from;
    let matched = 0;
    for (const word of words) {
      const next = verse.indexOf(word, at);
      if (next < 0 || next - from >= words.length + 2) continue;
      matched++;
      at = next + 1;
    }
    best = Math.max(best, matched);
  }
  return best >= Math.ceil(words.length * 0.8);
}

/** Where a clause may begin inside a sentence: after a comma, semicolon, colon or dash. */
const clauseBreak = /[,;:—–]\s+|\s+-\s+/g;
/** A verse read into a sentence is at its end, and has this many words at least. */
const fewestTailWords = 6;
/** Tails tried in one sentence: each is a search of the index. */
const mostTails = 4;

/** Characters in the longest verse of the three translations (Esther 8:9, about 530). */
const longestVerse = 600;

const known = new Map<string, VerseSaid | null>();

/** The verse a sentence is, or ends with; undefined when it says none. Remembered per sentence. */
export function verseSaid(sentence: string): VerseSaid | undefined {
  const key = sentence.trim();
  const seen = known.get(key);
  if (seen !== undefined) return seen ?? undefined;
  let found: VerseSaid | undefined;
  // No verse is longer than this: a longer sentence (or a transcript's line with no full stop)
  // may only end with one.
  const whole = key.length <= longestVerse ? verseOf(key) : undefined;
  if (whole) found = { start: 0, reference: whole };
  else {
    // The shortest tails first; a verse found is taken back clause by clause while the longer
    // tail is still a verse ("Except the Lord build the house, | they labor in vain…").
    const from = Math.max(0, key.length - longestVerse);
    const starts = [...key.slice(from).matchAll(clauseBreak)]
      .map((match) => from + match.index + match[0].length)
      .filter((start) => comparableWords(key.slice(start)).length >= fewestTailWords)
      .reverse()
      .slice(0, mostTails);
    for (const [index, start] of starts.entries()) {
      const reference = verseOf(key.slice(start));
      if (!reference) continue;
      found = { start, reference };
      for (const longer of starts.slice(index + 1)) {
        const more = verseOf(key.slice(longer));
        if (!more) break;
        found = { start: longer, reference: more };
      }
      break;
    }
  }
  if (known.size > 5000) known.clear();
  known.set(key, found ?? null);
  return found;
}

/** Whether a sentence's words, all of them, are a verse's. */
export function isVerseSaid(sentence: string): boolean {
  return verseSaid(sentence)?.start === 0;
}

/**
 * The sentence with a verse said in it quoted and cited as scripture:
 * "For we walk by faith, not by sight." → "“For we walk by faith, not by sight.” (2 Corinthians
 * 5:7)"; "…of all your toils, Except the Lord build…" → "…of all your toils: “Except the Lord
 * build…” (Psalm 127:1)". A sentence already quoting (quotation marks) is left as it is.
 */
export function citedAsScripture(sentence: string): string {
  const trimmed = sentence.trim();
  if (/["“”]/.test(trimmed)) return trimmed;
  const found = verseSaid(trimmed);
  if (!found) return trimmed;
  const lead = trimmed
    .slice(0, found.start)
    .replace(/[,;:—–-]\s*$/, "")
    .trimEnd();
  const verse = trimmed.slice(found.start).trim();
  const words = verse[0]!.toUpperCase() + verse.slice(1);
  const ending = /[.!?]$/.test(words) ? "" : ".";
  return `${lead ? `${lead}: ` : ""}“${words}${ending}” (${found.reference})`;
}
