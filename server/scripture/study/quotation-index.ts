import { formatCitation } from "@shared/scripture/reference";
import { resolveCitation } from "../citation";
import { readDataJson } from "../data-files";
import { scanReferences } from "../reference-scanner";
import { bookIndexOf, firstNewTestamentVerse, verseOrdinal, versePoint } from "../verse-ordinals";

/**
 * New Testament quotations of the Old, as the Berean Standard Bible's editors mark them in its
 * footnotes (data/bsb-citations.json, built by scripts/build-bsb-data.ts): "Cited in Acts
 * 2:17–21" under Joel 2:32, "Deuteronomy 8:3" under Matthew 4:4. An editor's mark, not a guess
 * from shared words: verses that only share a phrase are never taken for quotation and source.
 */

/** A run of verses, as ordinals (end inclusive). */
export interface VerseSpan {
  start: number;
  end: number;
  /** "Acts 2:17–21" */
  reference: string;
}

export interface Quotation {
  quoting: VerseSpan;
  source: VerseSpan;
}

function spanOf(reference: string): VerseSpan {
  const range = scanReferences(reference).map(resolveCitation)[0]?.ranges[0];
  if (!range) throw new Error(`bsb-citations.json: "${reference}" is not a reference`);
  return {
    start: verseOrdinal(range.start.book, range.start.chapter, range.start.verse),
    end: verseOrdinal(range.end.book, range.end.chapter, range.end.verse),
    reference: formatCitation([range]),
  };
}

const touch = (a: VerseSpan, b: VerseSpan) =>
  a.start <= b.end + 1 && b.start <= a.end + 1 && bookIndexOf(a.start) === bookIndexOf(b.start);

function joined(a: VerseSpan, b: VerseSpan): VerseSpan {
  const start = Math.min(a.start, b.start);
  const end = Math.max(a.end, b.end);
  return { start, end, reference: referenceOfSpan(start, end) };
}

/**
 * The editors mark one quotation at more than one of its verses (Acts 2:21 "Joel 2:28–32", Joel
 * 2:32 "Cited in Acts 2:17–21"): pairs whose two sides both touch are one quotation.
 */
function oneEach(pairs: readonly Quotation[]): Quotation[] {
  const merged: Quotation[] = [];
  for (const pair of pairs) {
    const same = merged.find(
      (other) => touch(other.quoting, pair.quoting) && touch(other.source, pair.source),
    );
    if (!same) merged.push({ ...pair });
    else {
      same.quoting = joined(same.quoting, pair.quoting);
      same.source = joined(same.source, pair.source);
    }
  }
  return merged;
}

function referenceOfSpan(start: number, end: number): string {
  const [from, to] = [versePoint(start), versePoint(end)];
  return formatCitation([{ start: from, end: to }]);
}

let quotations: Quotation[] | undefined;

function all(): Quotation[] {
  quotations ??= oneEach(
    readDataJson<{ pairs: Array<[string, string]> }>("bsb-citations.json").pairs.map(
      ([quoting, source]) => ({ quoting: spanOf(quoting), source: spanOf(source) }),
    ),
  );
  return quotations;
}

const holds = (span: VerseSpan, ordinal: number) => span.start <= ordinal && ordinal <= span.end;

/** The quotations a verse makes (New Testament) or is the source of (Old Testament). */
export function quotationsOf(ordinal: number): Quotation[] {
  const side = ordinal >= firstNewTestamentVerse ? "quoting" : "source";
  return all().filter((quotation) => holds(quotation[side], ordinal));
}

/** The other side of a quotation, seen from a verse of one side. */
export function otherSide(quotation: Quotation, ordinal: number): VerseSpan {
  return holds(quotation.quoting, ordinal) ? quotation.source : quotation.quoting;
}

/** Reads the list now (the server warms it; the benchmark measures after it). */
export function warmQuotations(): number {
  return all().length;
}
