import type { BookId } from "@shared/scripture/books";
import { parseReferences } from "../../scripture/reference-parser";
import { resolveCitation } from "../../scripture/citation";

export type PassageCheck =
  { ok: true; reference: string; books: BookId[] } | { ok: false; problem: string };

/** Words that may join references in a reading ("Isaiah 9:2–7 or 62:6–12"). */
const joiningWords = /\b(or|and|alt|alternate|also)\b/gi;

/**
 * A reading checked against the Bible index: every reference must exist, and nothing but
 * references and joining words may be in the cell. `reference` is the canonical form.
 */
export function checkPassage(text: string): PassageCheck {
  const citations = parseReferences(text, "query");
  if (citations.length === 0) {
    return { ok: false, problem: `'${text}' is not a Bible reference we can read.` };
  }
  for (const citation of citations) {
    if (citation.unknownBook !== undefined) {
      return { ok: false, problem: `'${citation.cited}' is not a book we know.` };
    }
    const resolved = resolveCitation(citation);
    if (!resolved.valid) {
      return {
        ok: false,
        problem: `'${citation.cited}': ${resolved.reason ?? "no such passage."}`,
      };
    }
  }
  let rest = text;
  for (const citation of [...citations].reverse()) {
    rest = rest.slice(0, citation.start) + " " + rest.slice(citation.end);
  }
  const leftover = rest
    .replace(joiningWords, " ")
    .replace(/[\s,;:.()[\]–—-]+/g, " ")
    .trim();
  if (leftover) {
    return {
      ok: false,
      problem: `'${text}' has text we cannot read as a reference: '${leftover}'.`,
    };
  }
  return {
    ok: true,
    reference: citations.map((citation) => resolveCitation(citation).reference).join("; "),
    books: [
      ...new Set(citations.flatMap((citation) => citation.ranges.map((range) => range.start.book))),
    ],
  };
}
