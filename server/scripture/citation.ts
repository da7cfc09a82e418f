import {
  formatCitation,
  formatOsis,
  validateCitation,
  type CitedRange,
  type VerseRange,
} from "@shared/scripture/reference";

/** A reference found in text, before it is checked. */
export interface Citation {
  /** The reference exactly as written. */
  cited: string;
  /** Where it starts and ends in the text (end exclusive). */
  start: number;
  end: number;
  ranges: CitedRange[];
  /** Set when the text names a book the Bible does not have ("Hezekiah 1:1"). */
  unknownBook?: string;
  /** Why an unknown book cannot be read, when there is more to say than "no such book". */
  problem?: string;
  /** Set when a name might be a misspelt book but is too far from it to be sure. */
  uncertain?: boolean;
  /** A translation named right after the reference: "John 3:16 (KJV)". */
  translationMarker?: string;
  /** A verse of the chapter in hand ("Verse 16"), read against it (relative-references.ts). */
  relative?: true;
  /**
   * A psalm or chapter named by its ordinal alone ("the eighth Psalm", "the fifty-third of
   * Isaiah"), as prose names one in passing: the chapter in hand only when introduced as the
   * reading, never a second chapter in view for a verse on its line (relative-references.ts).
   */
  inPassing?: true;
}

export interface ResolvedCitation {
  /** Canonical form, "John 3:16–18"; for an unknown book, the reference as written. */
  reference: string;
  osis: string;
  valid: boolean;
  reason?: string;
  /** The verses, when valid. */
  ranges: VerseRange[];
}

export function resolveCitation(citation: Citation): ResolvedCitation {
  if (citation.unknownBook !== undefined || citation.ranges.length === 0) {
    const name = citation.unknownBook ?? citation.cited;
    return {
      reference: citation.cited.replace(/\s+/g, " ").trim(),
      osis: "",
      valid: false,
      reason: citation.problem ?? `“${name}” is not a book of the Bible.`,
      ranges: [],
    };
  }
  const reference = formatCitation(citation.ranges);
  const osis = formatOsis(citation.ranges);
  const validation = validateCitation(citation.ranges);
  return validation.valid
    ? { reference, osis, valid: true, ranges: validation.ranges }
    : { reference, osis, valid: false, reason: validation.reason, ranges: [] };
}
