import { isMusicDirection } from "./music-directions";

/** A passage quoted in the text: in “…”, "…" or ‘…’, or set off as a block under its reference. */
export interface Quotation {
  quote: string;
  start: number;
  end: number;
  /** A translation named right after the quotation: “…” (NIV). */
  translationMarker?: string;
  /** Set for a block quotation: a paragraph on the lines after or before its reference. */
  block?: boolean;
}

/**
 * Quotes shorter than this are emphasis ("the “good news”"), not quotations of a verse; a
 * two-word quotation counts only if it is word for word in its passage ("Jesus wept").
 */
export const minimumWords = 2;

const straightOrSingle =
  /"([^"\n]{1,3000}(?:\n[^"\n]{1,3000}){0,5})"|(?<![A-Za-z])‘([^‘’]{1,3000}?)’(?![A-Za-z])/g;
const markerAfter =
  /^[”"’]{0,2}\s{0,2}[(,]?\s{0,2}\(?(KJV|WEB|NIV|ESV|NKJV|NLT|NASB|NRSV|NRSVUE|RSV|CSB|HCSB|ASV|AMP|MSG|NET|BSB|LSB)\b/;

/**
 * Curly quotations, nested ones kept inside (“… says Yahweh, “thoughts of peace” …”). A
 * verse quoted with its own closing mark (“… forsake you.””) keeps the extra mark outside.
 */
function curlyQuotations(text: string): Array<{ start: number; end: number; inner: string }> {
  const found: Array<{ start: number; end: number; inner: string }> = [];
  let position = 0;
  while ((position = text.indexOf("“", position)) >= 0) {
    let depth = 0;
    let end = -1;
    let firstClose = -1;
    for (let i = position; i < text.length && i < position + 3000; i++) {
      const char = text[i];
      if (char === "“") depth++;
      else if (char === "”") {
        if (firstClose < 0) firstClose = i;
        depth--;
        if (depth === 0) {
          end = i;
          break;
        }
      } else if (char === "\n" && text[i + 1] === "\n") break;
    }
    // Unbalanced marks: the first closing one ends it.
    if (end < 0) end = firstClose;
    if (end < 0) {
      position++;
      continue;
    }
    let after = end + 1;
    while (text[after] === "”") after++;
    found.push({ start: position, end: after, inner: text.slice(position + 1, end) });
    position = after;
  }
  return found;
}

export function findQuotations(text: string): Quotation[] {
  const found: Quotation[] = [];
  const add = (start: number, end: number, raw: string) => {
    const quote = raw.replace(/[“”]/g, "").trim();
    const words = comparableWords(quote);
    // "a b" or "I, O" is punctuation play, not a quotation anyone could check.
    if (words.length < minimumWords || words.join("").length < 5) return;
    const quotation: Quotation = { quote, start, end };
    const marker = markerAfter.exec(text.slice(end, end + 16));
    if (marker) quotation.translationMarker = marker[1];
    found.push(quotation);
  };
  for (const curly of curlyQuotations(text)) add(curly.start, curly.end, curly.inner);
  straightOrSingle.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = straightOrSingle.exec(text))) {
    const start = match.index;
    const end = start + match[0].length;
    if (found.some((other) => other.start <= start && start < other.end)) continue;
    // A space after the opening mark and before the closing one: the prose between two
    // quotations (“…strength." There were no babes … he addeth, "That thou…”), read out of
    // step. Its closing mark opens the next quotation.
    if (match[1] !== undefined && /^\s/.test(match[1]) && /\s$/.test(match[1])) {
      straightOrSingle.lastIndex = end - 1;
      continue;
    }
    add(start, end, match[1] ?? match[2] ?? "");
  }
  return found.sort((x, y) => x.start - y.start);
}

/**
 * Words as compared: case, accents, punctuation and apostrophes ignored ("God’s" = "Gods"),
 * dashes and hyphens split words, so only a changed, missing or added word differs.
 */
const apostrophes = /['’‘ʼ`]/g;
const beyondAscii = /[^\t-~]/;

export function comparableWords(text: string): string[] {
  let plain = text.replace(apostrophes, "");
  // Accents and ligatures ("Judæa") only where there are any: most verses are plain ASCII.
  if (beyondAscii.test(plain)) {
    plain = plain
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/æ/g, "ae")
      .replace(/Æ/g, "Ae")
      .replace(/œ/g, "oe");
  }
  const cleaned = plain
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  // "Selah" is a direction for the singer: a quotation is the same with or without it.
  return cleaned ? cleaned.split(" ").filter((word) => !isMusicDirection(word)) : [];
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
