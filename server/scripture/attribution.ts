import type { Citation } from "./citation";
import { comparableWords, type Quotation } from "./quotations";

/**
 * Which reference a quotation belongs to, as a reader decides it: the reference that follows
 * it directly (in parentheses, after a dash, or closing the sentence), else the one that
 * introduces it in the same sentence, else the last one in the sentence or line just before.
 * Never a reference in a later sentence or paragraph.
 */
export type Attribution = "following" | "same-sentence" | "previous-sentence" | "block";

/** A block quotation found under or above a reference belongs to it. */
interface BlockQuotation extends Quotation {
  introducedBy: number;
}

export interface AttributedQuotation extends Quotation {
  attribution: Attribution;
}

export interface Attributions {
  /** Citation index → its quotation. */
  byCitation: Map<number, AttributedQuotation>;
  /** Quotations no reference introduces: looked up by their words. */
  unattributed: Quotation[];
}

const translationNames =
  "KJV|WEB|NIV|ESV|NKJV|NLT|NASB|NRSV|NRSVUE|RSV|CSB|HCSB|ASV|AMP|MSG|NET|BSB|LSB";
/** Between a quotation and a reference that names its source: “…” (John 3:16), “…” — John 3:16. */
const sourceGap = new RegExp(
  `^[”"’]{0,2}[\\s,.;:!?]{0,3}(?:\\(\\s?(?:(?:${translationNames})[,;]?\\s)?|\\[|[—–]\\s?|-{1,2}\\s?|,\\s?)$`,
);
/** A reference that ends its sentence or line: “…” John 3:16. */
const plainGap = /^[”"’]{0,2}[ \t]{0,2}[,.;:]?[ \t]{0,2}$/;
const endsClause = new RegExp(
  `^\\s{0,2}(?:\\(?(?:${translationNames})\\)?)?\\s{0,2}(?:[.;,)\\]]|\\n|$)`,
);
/**
 * What may stand after a reference on its line for the next paragraph to be its block
 * quotation, tested on the line with its spaces and tabs run together (`singleSpaced`): each
 * place that allows spaces allows one, so no two of them can share a run (linear).
 */
const introducesBlock = new RegExp(
  `^ ?(?:\\(?(?:${translationNames})\\)?)? ?(?:[:.]|[:,]? ?(?:says|reads|records|declares|puts it|writes|tells us)? ?:)? ?$`,
  "i",
);
/** `text` with each run of spaces and tabs as one space. */
const singleSpaced = (text: string) => text.replace(/[ \t]+/g, " ");
const sentenceEnd = /[.!?][”"’)\]]*\s+(?=[A-Z“"‘(\d])|\n\s*/g;

function lineEnd(text: string, position: number): number {
  const end = text.indexOf("\n", position);
  return end < 0 ? text.length : end;
}

/** The paragraph starting on the line after `position`: lines up to a blank line. */
function paragraphAfter(
  text: string,
  position: number,
): { start: number; end: number } | undefined {
  let start = lineEnd(text, position);
  while (start < text.length && /\s/.test(text[start]!)) start++;
  if (start >= text.length) return undefined;
  const blank = /\n[ \t]*\n/g;
  blank.lastIndex = start;
  const found = blank.exec(text);
  const end = Math.min(found ? found.index : text.length, start + 3000);
  return { start, end };
}

/** The paragraph ending on the line before `position`. */
function paragraphBefore(
  text: string,
  position: number,
): { start: number; end: number } | undefined {
  let end = text.lastIndexOf("\n", position - 1);
  while (end > 0 && /\s/.test(text[end - 1]!)) end--;
  if (end <= 0) return undefined;
  const blank = text.lastIndexOf("\n\n", end - 1);
  const start = Math.max(blank < 0 ? 0 : blank + 2, end - 3000);
  return { start, end };
}

function blockQuotation(text: string, span: { start: number; end: number }): Quotation | undefined {
  const raw = text.slice(span.start, span.end);
  const quote = raw
    .split("\n")
    .map((line) => line.replace(/^\s*>\s?/, "").trim())
    .join(" ")
    .replace(/^[“"‘]|[”"’]$/g, "")
    .trim();
  if (comparableWords(quote).length < 3) return undefined;
  // Prose that quotes within itself is not a block quotation: the quotation inside is.
  if (/[“”"]/.test(quote)) return undefined;
  return { quote, start: span.start, end: span.end, block: true };
}

/** Words that give a quotation to another place than the reference before it. */
const fromElsewhere = /\b(?:elsewhere|in another place|other places?)\b/i;

/** Between a reference and the quotation it introduces, as older sermons print them: “John xiv. 19, "…"”, “(Mal. iii. 6): "…"”. */
const leadIn = /^\)?[ \t]{0,2}[,:][ \t]{0,2}$/;

/**
 * Whether references and quotations take turns, each reference introducing the quotation after
 * it (“1 John iii. 6, "…" 3 John 11, "…" John xiv. 19, "…"”): the quotation's own reference is
 * then the one before it, not the next, which introduces a quotation of its own.
 */
function leadsInTurn(
  text: string,
  citations: readonly Citation[],
  quotations: readonly Quotation[],
  quotation: Quotation,
  nextIndex: number,
): boolean {
  const previous = nextIndex > 0 ? citations[nextIndex - 1] : undefined;
  const next = citations[nextIndex]!;
  const introduced = (citation: Citation, start: number) =>
    citation.end <= start && leadIn.test(text.slice(citation.end, start));
  return (
    previous !== undefined &&
    introduced(previous, quotation.start) &&
    quotations.some((other) => other.start >= next.end && introduced(next, other.start))
  );
}

export function attributeQuotations(
  text: string,
  citations: readonly Citation[],
  found: readonly Quotation[],
): Attributions {
  const quotations: Array<Quotation | BlockQuotation> = [...found];
  const inside = (position: number) =>
    quotations.some((quotation) => quotation.start <= position && position < quotation.end) ||
    citations.some((citation) => citation.start <= position && position < citation.end);

  // Block quotations: the paragraph under a reference line ("Romans 8:38–39:"), or above a
  // line that is only a reference ("— Romans 8:38–39").
  citations.forEach((citation, citationIndex) => {
    const after = text.slice(citation.end, lineEnd(text, citation.end));
    const lineStart = text.lastIndexOf("\n", citation.start - 1) + 1;
    const before = text.slice(lineStart, citation.start);
    const alone = /^ ?[—–-]{0,2} ?\(? ?$/.test(singleSpaced(before));
    // A sentence that ends with the reference ("a walk through Romans 5.") introduces nothing;
    // a line that is only the reference, or one that ends with it or a colon, does.
    const endsSentence = /^[^:]*\.[ \t]*$/.test(after);
    if (introducesBlock.test(singleSpaced(after)) && (alone || !endsSentence)) {
      const span = paragraphAfter(text, citation.end);
      if (span && !inside(span.start)) {
        // A block runs to the next reference on its lines, if one closes it.
        const next = citations.find((other) => other.start > span.start && other.start < span.end);
        const block = blockQuotation(text, next ? { ...span, end: next.start } : span);
        if (block) quotations.push({ ...block, introducedBy: citationIndex });
      }
    }
    if (alone && introducesBlock.test(after.replace(/^\)/, ""))) {
      const span = paragraphBefore(text, lineStart);
      if (span && !inside(span.start)) {
        const block = blockQuotation(text, span);
        if (block) quotations.push({ ...block, introducedBy: citationIndex });
      }
    }
  });
  quotations.sort((a, b) => a.start - b.start);

  // Sentence boundaries, ignoring full stops inside quotations and references ("Rom. 8").
  const boundaries: number[] = [];
  sentenceEnd.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = sentenceEnd.exec(text))) {
    if (!inside(match.index)) boundaries.push(match.index);
  }
  const sentenceOf = (position: number) => {
    let low = 0;
    let high = boundaries.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (boundaries[mid]! < position) low = mid + 1;
      else high = mid;
    }
    return low;
  };

  const byCitation = new Map<number, AttributedQuotation>();
  const unattributed: Quotation[] = [];
  for (const quotation of quotations) {
    if ("introducedBy" in quotation) {
      const { introducedBy, ...block } = quotation;
      if (!byCitation.has(introducedBy))
        byCitation.set(introducedBy, { ...block, attribution: "block" });
      continue;
    }
    const nextIndex = citations.findIndex((citation) => citation.start >= quotation.end);
    const next = nextIndex >= 0 ? citations[nextIndex] : undefined;
    if (next && !byCitation.has(nextIndex)) {
      const gap = text.slice(quotation.end, next.start);
      const closes =
        sourceGap.test(gap) ||
        (plainGap.test(gap) && endsClause.test(text.slice(next.end, next.end + 12)));
      // A line that is only the reference names the block above it.
      const signs =
        /^\s*\n[ \t]*(?:(?:[—–-]{1,2}|\()[ \t]*)?$/.test(gap) &&
        endsClause.test(text.slice(next.end, next.end + 12));
      if ((closes || signs) && !leadsInTurn(text, citations, quotations, quotation, nextIndex)) {
        byCitation.set(nextIndex, { ...quotation, attribution: "following" });
        continue;
      }
    }
    const quoteSentence = sentenceOf(quotation.start);
    let chosen: { index: number; attribution: Attribution } | undefined;
    for (let index = (nextIndex < 0 ? citations.length : nextIndex) - 1; index >= 0; index--) {
      const citation = citations[index]!;
      if (citation.end > quotation.start) continue;
      const sentence = sentenceOf(citation.end);
      if (sentence === quoteSentence) {
        chosen = { index, attribution: quotation.block ? "block" : "same-sentence" };
      } else if (sentence === quoteSentence - 1) {
        chosen = { index, attribution: quotation.block ? "block" : "previous-sentence" };
      }
      break;
    }
    // A quotation between the reference and this one took the reference already.
    const between =
      chosen &&
      quotations.some(
        (other) =>
          other !== quotation &&
          other.start >= citations[chosen!.index]!.end &&
          other.end <= quotation.start,
      );
    // "…John vii. 38, which is elsewhere called the "river of God's pleasures"": the writer
    // says the words are another place's.
    const disowned =
      chosen && fromElsewhere.test(text.slice(citations[chosen.index]!.end, quotation.start));
    if (chosen && !byCitation.has(chosen.index) && !between && !disowned) {
      byCitation.set(chosen.index, { ...quotation, attribution: chosen.attribution });
    } else if (!quotation.block) {
      unattributed.push(quotation);
    }
  }
  return { byCitation, unattributed };
}
