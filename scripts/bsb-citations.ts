/**
 * The New Testament's quotations of the Old, as the Berean Standard Bible's editors mark them in
 * their footnotes: an Old Testament verse's note "Cited in Acts 2:17–21 and Romans 10:13", and a
 * New Testament verse's note naming the Old Testament places it quotes ("Deuteronomy 8:3",
 * "Exodus 20:13–17; Deuteronomy 5:17–21", "… Isaiah 8:12"). A note that only points the reader
 * to another place ("see Mark 9:29", "See Daniel 12:3") names a parallel or an allusion, not a
 * quotation, and is not read.
 */
import { formatCitation } from "../shared/scripture/reference";
import { resolveCitation } from "../server/scripture/citation";
import { scanReferences } from "../server/scripture/reference-scanner";
import { firstNewTestamentVerse, verseOrdinal } from "../server/scripture/verse-ordinals";
import { stripUsfmMarkup, type UsfmBook } from "./bsb-editions";

/** [quoting (New Testament), source (Old Testament)], each a canonical reference. */
export type CitationPair = [quoting: string, source: string];

interface Place {
  reference: string;
  oldTestament: boolean;
}

function places(text: string): Place[] {
  return scanReferences(text)
    .map(resolveCitation)
    .filter((citation) => citation.valid)
    .flatMap((citation) =>
      citation.ranges.map((range) => ({
        reference: formatCitation([range]),
        oldTestament:
          verseOrdinal(range.start.book, range.start.chapter, range.start.verse) <
          firstNewTestamentVerse,
      })),
    );
}

/**
 * The Old Testament places a New Testament note names in a clause of its own, made of nothing
 * but references ("Psalm 2:7; literally today I have begotten You", "Or “…” Isaiah 8:12");
 * never a clause that says "see".
 */
function quotedSources(text: string): Place[] {
  return text
    .replace(/\((?:see also )?LXX\)/gi, "")
    .split(/[“”;]|\.\s/)
    .map((clause) => clause.trim())
    .filter((clause) => clause && !/\bsee\b/i.test(clause))
    .flatMap((clause) => {
      const rest = scanReferences(clause)
        .reduceRight(
          (left, citation) => left.slice(0, citation.start) + left.slice(citation.end),
          clause,
        )
        .replace(/\band\b|[,.\s]/g, "");
      return rest === "" ? places(clause).filter((place) => place.oldTestament) : [];
    });
}

const isOldTestament = (book: UsfmBook) => verseOrdinal(book.book, 1, 1) < firstNewTestamentVerse;

export function citationPairs(edition: readonly UsfmBook[]): CitationPair[] {
  const pairs = new Map<string, CitationPair>();
  const add = (quoting: string, source: string) =>
    pairs.set(`${quoting}|${source}`, [quoting, source]);
  // The New Testament's own notes first, so a verse quoting several places lists them in the
  // order its writer quotes them (Hebrews 1:5: Psalm 2:7, then 2 Samuel 7:14).
  const newTestamentFirst = [...edition].sort(
    (a, b) => Number(isOldTestament(a)) - Number(isOldTestament(b)),
  );
  for (const book of newTestamentFirst) {
    for (const { note } of book.footnotes) {
      const at = /\\fr\s+(\d+):(\d+)/.exec(note);
      if (!at) continue;
      const verse = places(`${book.book} ${at[1]}:${at[2]}`)[0];
      if (!verse) continue;
      const text = stripUsfmMarkup(note.replace(/^\\f\s\+\s\\fr\s[\d:.–-]+\s*/, ""));
      if (verse.oldTestament) {
        const cited = /\bcited in (.*)$/i.exec(text)?.[1];
        for (const place of cited ? places(cited) : [])
          if (!place.oldTestament) add(place.reference, verse.reference);
      } else {
        for (const place of quotedSources(text)) add(verse.reference, place.reference);
      }
    }
  }
  return [...pairs.values()];
}
