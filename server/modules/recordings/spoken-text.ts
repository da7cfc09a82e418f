import type { Glossary, TranscriptSegment } from "@shared/recordings/api";
import { scanReferences } from "../../scripture/reference-scanner";
import { translationIds } from "@shared/scripture/translations";
import { findReferences } from "../../scripture/find-references";
import { lookup } from "../../scripture/lookup";
import { comparableWords } from "../../scripture/quotations";

const units = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const teens = [
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const tens = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

const unit = `(?:${units.join("|")})`;
const below100 = `(?:(?:${tens.join("|")})(?:[- ]${unit})?|${teens.join("|")}|${unit})`;
/** "sixteen", "twenty-three", "one hundred and nineteen", "a hundred fifty". */
const spokenNumber = `(?:(?:(?:a|one)\\s+hundred(?:\\s+(?:and\\s+)?${below100})?)|${below100})`;

/** The value of a number said in words, as matched by `spokenNumber`. */
function numberValue(words: string): number {
  let total = 0;
  for (const word of words.toLowerCase().split(/[\s-]+/)) {
    if (word === "hundred") total = (total || 1) * 100;
    else if (units.includes(word)) total += units.indexOf(word) + 1;
    else if (teens.includes(word)) total += teens.indexOf(word) + 10;
    else if (tens.includes(word)) total += (tens.indexOf(word) + 2) * 10;
  }
  return total;
}

const digitsFor = (words: string) => String(numberValue(words));

/** "chapter three", "verses sixteen through eighteen": the numbers after these words. */
const afterWord = new RegExp(
  String.raw`\b(chapters?|verses?|vv?\.)(\s+)(${spokenNumber})((?:\s*(?:,|and|to|through|thru|-|–)\s*${spokenNumber}\b)*)`,
  "gi",
);
/** "John three sixteen", "Psalm twenty-three": a book's name and a spoken chapter (and verse). */
const afterBook = new RegExp(
  String.raw`\b((?:(?:[1-3]|[Ff]irst|[Ss]econd|[Tt]hird)\s+)?[A-Z][a-z]+)\s+(${spokenNumber})(?:\s+(${spokenNumber})\b|\b(?=\s*(?:[.,;:!?]|$|verses?\b)))`,
  "g",
);

/**
 * A transcript's words with references said aloud written as a reader writes them: "John
 * chapter three, verse sixteen" → "John chapter 3, verse 16" and "John three sixteen" →
 * "John 3:16", which the scripture checker reads. Other numbers stay words.
 */
export function writtenReferences(text: string): string {
  const numbered = text.replace(
    afterWord,
    (_all, word: string, space: string, first: string, rest: string) =>
      `${word}${space}${digitsFor(first)}${rest.replace(new RegExp(spokenNumber, "gi"), digitsFor)}`,
  );
  return numbered.replace(afterBook, (all, book: string, chapter: string, verse?: string) => {
    const written = `${book} ${digitsFor(chapter)}${verse ? `:${digitsFor(verse)}` : ""}`;
    const [reading] = scanReferences(written);
    if (!reading || reading.unknownBook !== undefined || reading.start !== 0) return all;
    if (reading.end === written.length) return written;
    // "Mark two things": only the book and chapter are a reference when the verse is not one.
    return all;
  });
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A correction as a pattern: whole words, any case. */
function correctionPattern(heard: string): RegExp {
  const before = /^\w/.test(heard) ? "\\b" : "";
  const after = /\w$/.test(heard) ? "\\b" : "";
  return new RegExp(`${before}${escape(heard)}${after}`, "gi");
}

/** The segments with the glossary's corrections made, and how often each one was. */
export function applyGlossary(
  segments: TranscriptSegment[],
  entries: Glossary["entries"],
): {
  segments: TranscriptSegment[];
  corrections: { heard: string; correct: string; count: number }[];
} {
  const counts = entries.map(() => 0);
  const patterns = entries.map((entry) => correctionPattern(entry.heard));
  const corrected = segments.map((segment) => {
    let text = segment.text;
    patterns.forEach((pattern, position) => {
      text = text.replace(pattern, () => {
        counts[position]! += 1;
        return entries[position]!.correct;
      });
    });
    return { ...segment, text };
  });
  return {
    segments: corrected,
    corrections: entries
      .map((entry, position) => ({ ...entry, count: counts[position]! }))
      .filter((entry) => entry.count > 0),
  };
}

/** A sentence's last word ends it. */
const endsSentence = (text: string) => /[.!?]["'”’)]*$/.test(text.trim());

const pauseForParagraphMs = 2000;
const wordsForParagraph = 120;
const mostWords = 220;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Whether a text's last sentence names a passage ("Turn with me to John chapter ten."): what
 * is read from it comes next, and belongs in the same paragraph to be checked with it.
 */
function announcesReading(text: string): boolean {
  const last = /[^.!?]*[.!?]["”’)]*\s*$/.exec(text)?.[0] ?? text;
  return findReferences(writtenReferences(last)).length > 0;
}

/**
 * Paragraphs from timed segments: a new one after a pause at a sentence's end, or once a
 * paragraph is long and a sentence ends (hard stop at `mostWords`), but not right after a
 * sentence naming a passage, whose reading follows. Untimed segments are paragraphs already.
 */
export function paragraphsOf(segments: TranscriptSegment[]): TranscriptSegment[] {
  const paragraphs: TranscriptSegment[] = [];
  let current: TranscriptSegment | undefined;
  let words = 0;
  for (const segment of segments) {
    if (segment.start === null) {
      paragraphs.push(segment);
      current = undefined;
      continue;
    }
    const pause = current && current.end !== null ? segment.start - current.end : 0;
    const closes =
      current &&
      ((endsSentence(current.text) &&
        (pause >= pauseForParagraphMs || words >= wordsForParagraph) &&
        !announcesReading(current.text)) ||
        words >= mostWords);
    if (!current || closes) {
      current = { ...segment };
      paragraphs.push(current);
      words = wordCount(segment.text);
      continue;
    }
    current.text = `${current.text} ${segment.text}`;
    current.end = segment.end;
    words += wordCount(segment.text);
  }
  return paragraphs;
}

/** "John 3:16 says, for God so loved…": the words read after a reference. */
const readsAfter =
  /^(\)?[,.:]?\s+(?:(?:and\s+)?(?:it|this verse|the verse|the text|scripture|the bible|he|she|jesus|paul|god)\s+)?(?:says|said|reads|tells us|puts it|writes)[,:]?\s+)([^\s"“”.!?][^"“”.!?]{11,}[.!?])/i;

/** The rest of the sentence naming a reference, then the sentence after it. */
const nextSentence = /^([^.!?]*[.!?]\s+)([^\s"“”.!?][^"“”.!?]{11,}[.!?])/;
/** How many of a passage's first words a sentence must open with to be a reading of it. */
const openingWords = 4;

/** Whether `sentence` opens with the cited passage's first words, in any translation. */
function readsPassage(cited: string, sentence: string): boolean {
  const opening = comparableWords(sentence).slice(0, openingWords).join(" ");
  return translationIds.some((translation) => {
    const found = lookup(cited, { translation });
    if (!found.ok) return false;
    const first = comparableWords(found.passage.text).slice(0, openingWords);
    return first.length === openingWords && first.join(" ") === opening;
  });
}

/**
 * Quotations said aloud have no quotation marks: the words read after a reference ("John
 * 3:16 says, for God so loved the world…"), or the sentence after it when that sentence opens
 * with the passage's own first words ("Turn to Philippians 4:13. I can do all things…"), are
 * marked as a quotation of it, to its sentence's end, so the checker compares them with the
 * verse. Text already quoted is left.
 */
export function markedQuotations(text: string): string {
  if (/["“”]/.test(text)) return text;
  let out = "";
  let at = 0;
  for (const citation of findReferences(text)) {
    if (citation.end < at) continue;
    const after = text.slice(citation.end);
    let match = readsAfter.exec(after);
    if (!match) {
      const next = nextSentence.exec(after);
      if (next && readsPassage(citation.cited, next[2]!)) match = next;
    }
    if (!match) continue;
    const quoteStart = citation.end + match[1]!.length;
    const quoteEnd = quoteStart + match[2]!.length - 1;
    out += `${text.slice(at, quoteStart)}“${text.slice(quoteStart, quoteEnd)}”${text[quoteEnd]}`;
    at = quoteEnd + 1;
  }
  return out + text.slice(at);
}
