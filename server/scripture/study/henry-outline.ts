import { bookDisplayName, type BookId } from "@shared/scripture/books";
import { sentencesOf } from "../../text/sentences";
import { verseOrdinal, versePoint } from "../verse-ordinals";
import { commentaryFor } from "./study-data";

/**
 * Matthew Henry's Concise Commentary opens each chapter with an outline ("Christ the true
 * Vine. (1-8)") and each book with a few sentences on its writer, readers and design: his own
 * words on where a passage stands.
 */

export interface OutlineDivision {
  /** Henry's name for the division, as he wrote it. */
  heading: string;
  /** The division's first and last verses, as ordinals. */
  first: number;
  last: number;
}

/** The chapter introductions that meet the range, within one chapter each. */
function chapterIntroductions(first: number, last: number) {
  return commentaryFor({ start: versePoint(first), end: versePoint(last) }, ["mhcc"]).filter(
    (note) => note.introduction && note.start.chapter === note.end.chapter,
  );
}

/** A division's verses as Henry prints them after its name: "(1-8)", "(ver. 5)", "(14:1-3)". */
const versesMark = /\((?:[A-Za-z]+\.?\s+)?(?:\d+:)?(\d+)(?:\s*[-–]\s*(\d+))?\)/g;

/**
 * Henry's outline of the chapters the verses (ordinals) stand in, division by division: each
 * name is the text between one verses mark and the next, read only after "Chapter Outline" and
 * before his notes begin (a line opening "--"), so a verse number in a note is never taken for a division.
 */
export function henryOutline(first: number, last: number): OutlineDivision[] {
  return chapterIntroductions(first, last).flatMap((note) => {
    const chapterStart = verseOrdinal(note.start.book as BookId, note.start.chapter, 1);
    const outline = note.text
      .split(/Chapter Outline/i)[1]
      ?.split(/\n\s*--/)[0]
      ?.replace(/\s+/g, " ");
    if (!outline) return [];
    let from = 0;
    return [...outline.matchAll(versesMark)].flatMap((mark) => {
      const heading = outline.slice(from, mark.index).trim().replace(/\.$/, "");
      from = mark.index + mark[0].length;
      if (!/^[A-Z]/.test(heading)) return [];
      return [
        {
          heading,
          first: chapterStart + Number(mark[1]) - 1,
          last: chapterStart + Number(mark[2] ?? mark[1]) - 1,
        },
      ];
    });
  });
}

/** Words enough for a book's introduction to say who wrote it, to whom, and why. */
const introductionWords = 45;

/**
 * Henry's first whole sentences introducing a book (as many as make about 45 words), or []
 * where his introduction is missing or runs straight into the first chapter's notes.
 */
export function henryBookIntroduction(book: BookId): string[] {
  const note = commentaryFor(`${bookDisplayName(book, true)} 1:1`, ["mhcc"]).find(
    (found) => found.introduction,
  );
  const [before] = note?.text.split(/\n\s*Chapter 1\b/) ?? [];
  // The note's first line is the book's name; a note that holds an outline or a comment
  // ("--SOLOMON began his reign…") before "Chapter 1" has no introduction of its own.
  const body = before?.split("\n").slice(1).join(" ") ?? "";
  if (!body.trim() || /Chapter Outline|--|\(\d/.test(body)) return [];
  const chosen: string[] = [];
  let words = 0;
  for (const sentence of sentencesOf(body)) {
    // "1. The Proverbs of Solomon…": a numbered list is not read as sentences.
    if (/^\d/.test(sentence) || words >= introductionWords) break;
    chosen.push(sentence);
    words += sentence.split(/\s+/).length;
  }
  return chosen;
}
