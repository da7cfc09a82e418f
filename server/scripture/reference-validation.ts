import type { ReferenceCheck } from "@shared/scripture/reference-check";
import type { Translation } from "@shared/scripture/translations";
import { resolveCitation, type Citation, type ResolvedCitation } from "./citation";
import { findReferences } from "./find-references";
import { parseReferences } from "./reference-parser";
import { toKjvNumbering } from "./verse-numbering";

/**
 * Whether what a pastor typed in a scripture field names passages that exist. Every tool's
 * server check, the image creator and the as-you-type check in the forms share this one
 * answer, so the field shows exactly the reason the server would refuse the request with.
 */

/** A reference that exists in the translation's own numbering (the WEB's 3 John 1:15) is valid. */
function resolveIn(citation: Citation, translation: Translation): ResolvedCitation {
  const resolved = resolveCitation(citation);
  if (resolved.valid || citation.unknownBook !== undefined) return resolved;
  const mapped = toKjvNumbering(citation.ranges, translation);
  if (!mapped) return resolved;
  const again = resolveCitation({ ...citation, ranges: mapped.ranges });
  return again.valid ? { ...again, reference: resolved.reference, osis: resolved.osis } : resolved;
}

const trailing = /[\s.,;:!?)\]]+$/;

/**
 * The references in a field's value: as the checker reads prose, or, for a value that is only
 * a book's name ("Jude", "Romans"), that whole book. A lone word inside other words ("the
 * prodigal son") is not taken for a book.
 */
function citationsOf(value: string): Citation[] {
  const found = findReferences(value);
  if (found.length > 0) return found;
  const whole = value.replace(trailing, "");
  return parseReferences(whole, "query").filter(
    (citation) => citation.start === 0 && citation.end >= whole.length,
  );
}

function notAReference(value: string): string {
  const shown = value.length > 60 ? `${value.slice(0, 60)}…` : value;
  return `“${shown}” is not a Bible reference we can read. Give one such as John 3:16 or Romans 8.`;
}

function uncertainReason(citation: Citation): string {
  return `We cannot tell which book “${citation.cited.trim()}” means. Write the book's name in full, such as 1 John 4:8.`;
}

/** Checks a scripture field's value: every reference in it must exist in `translation`. */
export function checkReferenceField(value: string, translation: Translation): ReferenceCheck {
  const text = value.trim();
  const invalid = (reason: string): ReferenceCheck => ({
    valid: false,
    osis: "",
    canonical: "",
    reason,
  });
  if (!text) return invalid("Give a reference, such as John 3:16.");
  const citations = citationsOf(text);
  if (citations.length === 0) return invalid(notAReference(text));
  const resolved: ResolvedCitation[] = [];
  for (const citation of citations) {
    if (citation.uncertain) return invalid(uncertainReason(citation));
    const one = resolveIn(citation, translation);
    if (!one.valid) return invalid(one.reason ?? `${one.reference} does not exist.`);
    resolved.push(one);
  }
  return {
    valid: true,
    osis: resolved.map((one) => one.osis).join(","),
    canonical: resolved.map((one) => one.reference).join("; "),
  };
}

/**
 * The first reference in free prose (an image description, a caption) that does not exist,
 * with why; undefined when every reference it names exists, or it names none.
 */
export function invalidReferenceIn(text: string, translation: Translation): string | undefined {
  for (const citation of findReferences(text)) {
    if (citation.uncertain) return uncertainReason(citation);
    const resolved = resolveIn(citation, translation);
    if (!resolved.valid) return resolved.reason ?? `${resolved.reference} does not exist.`;
  }
  return undefined;
}
