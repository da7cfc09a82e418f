import { bcv_parser } from "bible-passage-reference-parser/esm/bcv_parser.js";
import * as english from "bible-passage-reference-parser/esm/lang/en.js";
import { chapterCount, findBook, type BookId } from "@shared/scripture/books";
import type { CitedPoint, CitedRange } from "@shared/scripture/reference";
import type { Citation } from "./citation";
import { scanReferences } from "./reference-scanner";

/**
 * References in free text through bible-passage-reference-parser. Existence is not left to
 * the parser ("none"): it would clamp "Romans 8:38–40" to 38–39 or drop "John 22:5", and
 * every reference must come back as written so that validateCitation can say what is wrong.
 */
type Mode = "text" | "query";

interface ParserPoint {
  b?: string;
  c?: number;
  v?: number;
}

interface ParserEntity {
  type?: string;
  indices: [number, number];
  start: ParserPoint;
  end: ParserPoint;
}

interface ParserGroup {
  entities: ParserEntity[];
}

/** The parser writes 999 for "to the end of the chapter" when it does not check existence. */
const openEnd = 999;

const parsers = new Map<Mode, bcv_parser>();

function parserFor(mode: Mode): bcv_parser {
  let parser = parsers.get(mode);
  if (!parser) {
    parser = new bcv_parser(english).set_options({
      invalid_passage_strategy: "include",
      invalid_sequence_strategy: "include",
      passage_existence_strategy: "none",
      versification_system: "kjv",
      osis_compaction_strategy: "bc",
      sequence_combination_strategy: "combine",
      consecutive_combination_strategy: "separate",
      // A query may be just a book ("Jude"); in prose a lone book name is not a reference.
      book_alone_strategy: mode === "query" ? "full" : "ignore",
      book_sequence_strategy: "ignore",
      captive_end_digits_strategy: "delete",
      zero_chapter_strategy: "error",
      zero_verse_strategy: "error",
      warn_level: "none",
    });
    // Short forms the parser does not know, as the scanner reads them (book-names.ts): "He"
    // and "De" are words too, so only before chapter and verse ("He 11:1", "De 6:4").
    parser.add_books({
      books: [
        { osis: ["Heb"], regexp: /He(?=\.?\s{1,2}\d{1,3}:\d)/ },
        { osis: ["Deut"], regexp: /De(?=\.?\s{1,2}\d{1,3}:\d)/ },
      ],
    });
    parsers.set(mode, parser);
  }
  return parser;
}

function toPoint(point: ParserPoint, book: BookId, chapterLevel: boolean): CitedPoint {
  const chapter = point.c ?? 1;
  return chapterLevel || point.v === undefined
    ? { book, chapter }
    : { book, chapter, verse: point.v };
}

function toRange(entity: ParserEntity, cited: string): CitedRange | undefined {
  const startBook = findBook(entity.start.b ?? "");
  const endBook = findBook(entity.end.b ?? entity.start.b ?? "");
  if (!startBook || !endBook) return undefined;
  const literal = cited.includes(String(openEnd));
  const openEnded = entity.end.v === openEnd && !literal;
  const wholeChapters = openEnded && entity.start.v === 1 && entity.type !== "ff";
  const start = toPoint(entity.start, startBook.id, wholeChapters);
  const end = toPoint(entity.end, endBook.id, wholeChapters || openEnded);
  // A whole book ("Jude" as a query) ends at chapter 999 too.
  if (entity.end.c === openEnd && !literal) end.chapter = chapterCount(endBook.id);
  return { start, end };
}

/** Splits the parser's sequences where the book changes: one citation per book, as written. */
function citationsOf(group: ParserGroup, text: string): Citation[] {
  const citations: Citation[] = [];
  let current: Citation | undefined;
  for (const entity of group.entities) {
    const [from, to] = entity.indices;
    const range = toRange(entity, text.slice(from, to));
    if (!range) continue;
    if (current && current.ranges[0]?.start.book === range.start.book && from >= current.end) {
      current.ranges.push(range);
      current.end = to;
      current.cited = text.slice(current.start, to);
    } else {
      current = { cited: text.slice(from, to), start: from, end: to, ranges: [range] };
      citations.push(current);
    }
  }
  return citations;
}

/**
 * Every reference in `text`, including ones that do not exist ("John 22:5") and invented
 * books cited with chapter and verse ("Hezekiah 1:1"). Never throws.
 */
export function parseReferences(text: string, mode: Mode = "text"): Citation[] {
  if (!text.trim()) return [];
  let groups: ParserGroup[];
  try {
    const parser = parserFor(mode);
    parser.parse(text);
    groups = parser.parsed_entities() as ParserGroup[];
  } catch {
    groups = [];
  }
  const found = groups.flatMap((group) => citationsOf(group, text));
  // The parser reads "Corinthians 13" as 1 Corinthians and "3 John 2" fine, but silently
  // guesses a missing or impossible ordinal; those become a question instead.
  const unknown = scanReferences(text).filter((citation) => citation.unknownBook !== undefined);
  const overlaps = (a: Citation, b: Citation) => a.start < b.end && b.start < a.end;
  const kept = found.filter(
    (citation) =>
      !unknown.some((other) => other.problem !== undefined && overlaps(citation, other)),
  );
  const added = unknown.filter((other) => !kept.some((citation) => overlaps(citation, other)));
  return [...kept, ...added].sort((a, b) => a.start - b.start);
}
