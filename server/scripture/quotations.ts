import type { Citation } from "./citation";

/** A passage in quotation marks: “…” or "…". */
export interface Quotation {
  quote: string;
  start: number;
  end: number;
}

/** Quotes shorter than this are emphasis ("the “good news”"), not quotations of a verse. */
const minimumWords = 3;

const quotePattern = /“([^“”]{1,3000})”|"([^"]{1,3000})"/g;

export function findQuotations(text: string): Quotation[] {
  const found: Quotation[] = [];
  quotePattern.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = quotePattern.exec(text))) {
    const quote = (match[1] ?? match[2] ?? "").trim();
    if (comparableWords(quote).length < minimumWords) continue;
    found.push({ quote, start: match.index, end: match.index + match[0].length });
  }
  return found;
}

/**
 * Words as compared: case, accents, punctuation and apostrophes ignored ("God’s" = "Gods"),
 * dashes and hyphens split words, so only a changed, missing or added word differs.
 */
export function comparableWords(text: string): string[] {
  const cleaned = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’‘ʼ`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  return cleaned ? cleaned.split(" ") : [];
}

const ellipsis = /\s*(?:\[\s*(?:\.\s*){3}\]|\[\s*…\s*\]|(?:\.\s*){3}|…)\s*/;

function indexOfRun(words: readonly string[], run: readonly string[], from: number): number {
  outer: for (let start = from; start + run.length <= words.length; start++) {
    for (let offset = 0; offset < run.length; offset++) {
      if (words[start + offset] !== run[offset]) continue outer;
    }
    return start;
  }
  return -1;
}

/**
 * Whether a quotation reproduces the passage: each part between ellipses must appear, word for
 * word and in order, in the passage's text. Quoting part of a verse is fine; a changed or
 * invented word is not.
 */
export function quotationMatches(quote: string, passage: string): boolean {
  const words = comparableWords(passage);
  const parts = quote
    .split(ellipsis)
    .map(comparableWords)
    .filter((part) => part.length > 0);
  if (parts.length === 0) return false;
  let from = 0;
  for (const part of parts) {
    const at = indexOfRun(words, part, from);
    if (at < 0) return false;
    from = at + part.length;
  }
  return true;
}

/** Between a quotation and the reference after it: “…” (John 3:16), “…” — John 3:16. */
const tightGap = /^[\s,.;:!?()[\]\-–—]{0,6}$/;
/** Between a reference and the quotation after it: John 3:16 (KJV) says, “…”. */
const shortGap = /^[\s,.;:!?()[\]\-–—]*(?:[A-Za-z’']+[\s,.;:!?()[\]\-–—]+){0,4}$/;

/**
 * Pairs quotations with the references they belong to. A quotation followed at once by a
 * reference belongs to it; otherwise to the reference just before it, if only a few words
 * ("says", "reads") stand between. Each side pairs at most once.
 */
export function pairQuotations(
  text: string,
  citations: readonly Citation[],
  quotations: readonly Quotation[],
): Map<number, Quotation> {
  const paired = new Map<number, Quotation>();
  let next = 0;
  for (const quotation of quotations) {
    while (next < citations.length && (citations[next] as Citation).start < quotation.end) next++;
    const after = citations[next];
    if (after && !paired.has(next) && tightGap.test(text.slice(quotation.end, after.start))) {
      paired.set(next, quotation);
      continue;
    }
    const beforeIndex = next - 1;
    const before = citations[beforeIndex];
    if (
      before &&
      before.end <= quotation.start &&
      !paired.has(beforeIndex) &&
      quotation.start - before.end <= 48 &&
      shortGap.test(text.slice(before.end, quotation.start))
    ) {
      paired.set(beforeIndex, quotation);
    }
  }
  return paired;
}
