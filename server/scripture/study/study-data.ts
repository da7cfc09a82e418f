import { isBookId, verseCount } from "@shared/scripture/books";
import type { VersePoint, VerseRange } from "@shared/scripture/reference";
import { resolveCitation } from "../citation";
import { scanReferences } from "../reference-scanner";
import type { DictionaryEntry } from "../sword/sword-library";
import { totalVerses, verseOrdinal, versePoint } from "../verse-ordinals";
import {
  committedCommentaries,
  readStudyFile,
  taggedWord,
  type CommentaryFile,
  type CommentaryId,
  type CommentaryNote,
  type NavesFile,
  type StrongsEntry,
  type StrongsFile,
  type StudyFile,
} from "./study-files";

/**
 * The committed study data (Nave's, Matthew Henry, Scofield, Treasury of David, Strong's and
 * the KJV with Strong's numbers), each file read and indexed on its first use only.
 */

export class StudyDataMissing extends Error {
  constructor(file: StudyFile) {
    super(`The study data file for ${file} is missing; run scripts/build-study-data.ts.`);
  }
}

const cache = new Map<StudyFile, unknown>();

function load<T>(file: StudyFile, parse: (text: string) => T): T {
  if (!cache.has(file)) {
    const text = readStudyFile(file);
    if (text === undefined) throw new StudyDataMissing(file);
    cache.set(file, parse(text));
  }
  return cache.get(file) as T;
}

/** Which files are in memory (for the memory figures). */
export function loadedStudyFiles(): StudyFile[] {
  return [...cache.keys()];
}

/** Reads one file now (the memory measurement loads them one by one). */
export function loadStudyFile(file: StudyFile): void {
  const loaders: Record<StudyFile, () => unknown> = {
    naves: navesIndex,
    strongsGreek: () => strongsIndex("G"),
    strongsHebrew: () => strongsIndex("H"),
    kjvStrongs: kjvStrongsLines,
    mhcc: () => commentary("mhcc"),
    scofield: () => commentary("scofield"),
    tdavid: () => commentary("tdavid"),
  };
  loaders[file]();
}

// ---- Verses and passages -------------------------------------------------------------------

function ordinalOf(point: VersePoint): number {
  return verseOrdinal(point.book, point.chapter, point.verse);
}

/** A passage's verse ordinals (inclusive ranges); [] when the reference does not exist. */
export function passageOrdinals(passage: string | VerseRange): Array<[number, number]> {
  if (typeof passage !== "string") {
    const start = ordinalOf(passage.start);
    const end = ordinalOf(passage.end);
    return start < 0 || end < start ? [] : [[start, end]];
  }
  return scanReferences(passage)
    .map(resolveCitation)
    .filter((citation) => citation.valid)
    .flatMap((citation) => citation.ranges)
    .map((range): [number, number] => [ordinalOf(range.start), ordinalOf(range.end)])
    .filter(([start, end]) => start >= 0 && end >= start);
}

function referenceOf(start: number, end: number): string {
  const from = versePoint(start);
  const to = versePoint(end);
  return resolveCitation({ cited: "", start: 0, end: 0, ranges: [{ start: from, end: to }] })
    .reference;
}

// ---- Nave's Topical Bible ------------------------------------------------------------------

interface NavesIndex {
  topics: DictionaryEntry[];
  byKey: Map<string, DictionaryEntry>;
  /** Verse ordinal → topics, built on the first verse lookup (see navesByVerse). */
  byVerse?: VerseTopicIndex;
  /** Each topic's references as ordinal ranges, in the topics' order. */
  ranges?: Array<Array<[number, number]>>;
}

/** Topics per verse, packed: verse v's topic numbers are topics[offsets[v] … offsets[v+1]). */
interface VerseTopicIndex {
  offsets: Int32Array;
  topics: Uint16Array;
}

function navesIndex(): NavesIndex {
  return load("naves", (text) => {
    const file = JSON.parse(text) as NavesFile;
    return {
      topics: file.topics,
      byKey: new Map(file.topics.map((topic) => [topic.key.toUpperCase(), topic])),
    };
  });
}

/** "Matt.5.39-Matt.5.41" or "Ps.23" → ordinals. */
function osisOrdinals(osis: string): [number, number] | undefined {
  const [from = "", to = from] = osis.split("-");
  const point = (value: string, last: boolean): number => {
    const [book = "", chapter = "", verse] = value.split(".");
    if (!isBookId(book)) return -1;
    const wanted =
      verse !== undefined ? Number(verse) : last ? verseCount(book, Number(chapter)) : 1;
    return verseOrdinal(book, Number(chapter), wanted);
  };
  const start = point(from, false);
  const end = point(to, true);
  return start >= 0 && end >= start ? [start, end] : undefined;
}

function topicRanges(index: NavesIndex): Array<Array<[number, number]>> {
  index.ranges ??= index.topics.map((topic) =>
    topic.references.map(osisOrdinals).filter((range) => range !== undefined),
  );
  return index.ranges;
}

function navesByVerse(index: NavesIndex): VerseTopicIndex {
  if (!index.byVerse) {
    const ranges = topicRanges(index);
    // Two passes: count each verse's topics, then fill; a topic citing a verse twice counts once.
    const counts = new Int32Array(totalVerses + 1);
    const lastTopic = new Int32Array(totalVerses).fill(-1);
    const visit = (fill: (ordinal: number, topic: number) => void) => {
      lastTopic.fill(-1);
      ranges.forEach((list, topic) => {
        for (const [start, end] of list) {
          for (let ordinal = start; ordinal <= end; ordinal++) {
            if (lastTopic[ordinal] === topic) continue;
            lastTopic[ordinal] = topic;
            fill(ordinal, topic);
          }
        }
      });
    };
    visit((ordinal) => {
      counts[ordinal + 1] = (counts[ordinal + 1] as number) + 1;
    });
    const offsets = new Int32Array(totalVerses + 1);
    for (let ordinal = 0; ordinal < totalVerses; ordinal++)
      offsets[ordinal + 1] = (offsets[ordinal] as number) + (counts[ordinal + 1] as number);
    const topics = new Uint16Array(offsets[totalVerses] as number);
    const next = offsets.slice(0, totalVerses);
    visit((ordinal, topic) => {
      topics[next[ordinal] as number] = topic;
      next[ordinal] = (next[ordinal] as number) + 1;
    });
    index.byVerse = { offsets, topics };
  }
  return index.byVerse;
}

export interface VerseTopic {
  /** Nave's heading, as it spells it ("LOVE", "NICODEMUS"). */
  topic: string;
  /** How many references the topic lists in all: a small number means a narrow topic. */
  referenceCount: number;
}

/** Nave's topics that cite a verse, narrowest first. */
export function topicsForVerse(verse: VersePoint): VerseTopic[] {
  const index = navesIndex();
  const ordinal = ordinalOf(verse);
  if (ordinal < 0) return [];
  const { offsets, topics } = navesByVerse(index);
  return [...topics.subarray(offsets[ordinal], offsets[ordinal + 1])]
    .map((topicIndex) => index.topics[topicIndex] as DictionaryEntry)
    .map((topic) => ({ topic: topic.key, referenceCount: topic.references.length }))
    .sort((a, b) => a.referenceCount - b.referenceCount || a.topic.localeCompare(b.topic));
}

/** The Nave's topics citing a verse (by ordinal), each with all its references as ordinals. */
export function navesTopicsOfVerse(
  ordinal: number,
): Array<{ topic: string; ranges: Array<[number, number]> }> {
  const index = navesIndex();
  if (ordinal < 0 || ordinal >= totalVerses) return [];
  const { offsets, topics } = navesByVerse(index);
  const ranges = topicRanges(index);
  return [...topics.subarray(offsets[ordinal], offsets[ordinal + 1])].map((topicIndex) => ({
    topic: (index.topics[topicIndex] as DictionaryEntry).key,
    ranges: ranges[topicIndex] ?? [],
  }));
}

export interface TopicVerses {
  topic: string;
  /** The entry as Nave's prints it: subheadings with their references. */
  text: string;
  references: Array<{ reference: string; osis: string; start: VersePoint; end: VersePoint }>;
  seeAlso: string[];
}

/** A Nave's topic's references (case-insensitive key: "love", "Nicodemus"); undefined if none. */
export function versesForTopic(topic: string): TopicVerses | undefined {
  const entry = navesIndex().byKey.get(topic.trim().toUpperCase());
  if (!entry) return undefined;
  return {
    topic: entry.key,
    text: entry.text,
    references: entry.references.flatMap((osis) => {
      const range = osisOrdinals(osis);
      if (!range) return [];
      return [
        {
          reference: referenceOf(range[0], range[1]),
          osis,
          start: versePoint(range[0]),
          end: versePoint(range[1]),
        },
      ];
    }),
    seeAlso: entry.seeAlso,
  };
}

/** Nave's entries, as the SWORD dictionary reader gives them (for the topic index). */
export function navesEntry(key: string): DictionaryEntry | undefined {
  return navesIndex().byKey.get(key.trim().toUpperCase());
}

export function navesKeys(): string[] {
  return navesIndex().topics.map((topic) => topic.key);
}

// ---- Commentaries --------------------------------------------------------------------------

function commentary(id: CommentaryId): CommentaryFile {
  return load(id, (text) => JSON.parse(text) as CommentaryFile);
}

export interface CommentaryExcerpt {
  source: { id: CommentaryId; name: string; module: string };
  /** The verses the note is on, "John 3:1–21". */
  reference: string;
  start: VersePoint;
  end: VersePoint;
  /** A chapter's or book's introduction (Matthew Henry's chapter outlines). */
  introduction: boolean;
  text: string;
  /** References the note cites (Scofield's chains). */
  references: string[];
}

function excerpt(id: CommentaryId, note: CommentaryNote): CommentaryExcerpt {
  return {
    source: { id, ...committedCommentaries[id] },
    reference: referenceOf(note.start, note.end),
    start: versePoint(note.start),
    end: versePoint(note.end),
    introduction: note.introduction === true,
    text: note.text,
    references: note.references ?? [],
  };
}

export const commentaryIds = Object.keys(committedCommentaries) as CommentaryId[];

/**
 * Every whole note on a passage (a reference or a range), each with its source named:
 * Matthew Henry's section, Scofield's notes, Spurgeon on a psalm. [] for a passage that does
 * not exist.
 */
export function commentaryFor(
  passage: string | VerseRange,
  sources: readonly CommentaryId[] = commentaryIds,
): CommentaryExcerpt[] {
  const ranges = passageOrdinals(passage);
  if (ranges.length === 0) return [];
  return sources.flatMap((id) =>
    commentary(id)
      .notes.filter((note) => ranges.some(([start, end]) => note.start <= end && note.end >= start))
      .map((note) => excerpt(id, note)),
  );
}

/** The notes (not introductions) of one commentary that cover a verse, by ordinal. */
export function commentaryNotesAt(id: CommentaryId, ordinal: number): CommentaryNote[] {
  return commentary(id).notes.filter(
    (note) => !note.introduction && note.start <= ordinal && note.end >= ordinal,
  );
}

/** The comments (not introductions) that cover one verse, joined; undefined when none. */
export function commentaryAt(id: CommentaryId, verse: VersePoint): string | undefined {
  const ordinal = ordinalOf(verse);
  if (ordinal < 0) return undefined;
  const notes = commentary(id).notes.filter(
    (note) => !note.introduction && note.start <= ordinal && note.end >= ordinal,
  );
  return notes.length > 0 ? notes.map((note) => note.text).join("\n\n") : undefined;
}

// ---- Strong's lexicons ---------------------------------------------------------------------

function strongsIndex(prefix: "G" | "H"): Map<string, StrongsEntry> {
  return load(prefix === "G" ? "strongsGreek" : "strongsHebrew", (text) => {
    const file = JSON.parse(text) as StrongsFile;
    return new Map(file.entries.map((entry) => [entry.id, entry]));
  });
}

/** "G0025", "g25", "G25" → "G25"; undefined for anything else. */
export function normaliseStrongsId(id: string): string | undefined {
  const match = /^\s*([GH])0*(\d{1,5})\s*$/i.exec(id);
  return match ? `${(match[1] as string).toUpperCase()}${match[2] as string}` : undefined;
}

/** A Strong's entry (lemma, transliteration, pronunciation, definition); undefined if none. */
export function strongsEntry(id: string): StrongsEntry | undefined {
  const normal = normaliseStrongsId(id);
  if (!normal) return undefined;
  const entry = strongsIndex(normal.charAt(0) as "G" | "H").get(normal);
  return entry && entry.lemma ? entry : undefined;
}

// ---- KJV with Strong's numbers -------------------------------------------------------------

function kjvStrongsLines(): string[] {
  return load("kjvStrongs", (text) => text.split("\n"));
}

export interface TaggedWords {
  /** The words as printed ("the world"), with the spaces and punctuation between them. */
  text: string;
  /** Strong's numbers of the original word(s); [] for text the translators supplied. */
  strongs: string[];
}

/** A KJV verse as pieces of text, each with its Strong's numbers. [] for a verse that does not exist. */
export function kjvWordsWithStrongs(verse: VersePoint): TaggedWords[] {
  const ordinal = ordinalOf(verse);
  if (ordinal < 0) return [];
  const line = kjvStrongsLines()[ordinal] ?? "";
  const pieces: TaggedWords[] = [];
  let at = 0;
  for (const match of line.matchAll(taggedWord)) {
    const index = match.index ?? 0;
    if (index > at) pieces.push({ text: line.slice(at, index), strongs: [] });
    pieces.push({ text: match[1] as string, strongs: (match[2] as string).split(" ") });
    at = index + match[0].length;
  }
  if (at < line.length) pieces.push({ text: line.slice(at), strongs: [] });
  return pieces;
}

/** The Strong's numbers of a KJV verse's words, by ordinal, in order (repeats kept). */
export function kjvStrongsIds(ordinal: number): string[] {
  const line = kjvStrongsLines()[ordinal] ?? "";
  return [...line.matchAll(taggedWord)].flatMap((match) => (match[2] as string).split(" "));
}

/** The ordinals of the verses a Strong's number occurs in (normalised id: "G25"). */
export function strongsVerses(id: string): Int32Array | undefined {
  return occurrencesIndex().verses.get(id);
}

interface OccurrenceIndex {
  /** Strong's id → the ordinals of the verses it is in (ascending, once each). */
  verses: Map<string, Int32Array>;
  /** Strong's id → times the KJV renders it. */
  total: Map<string, number>;
}

let occurrenceIndex: OccurrenceIndex | undefined;

function occurrencesIndex(): OccurrenceIndex {
  if (!occurrenceIndex) {
    const verses = new Map<string, number[]>();
    const total = new Map<string, number>();
    kjvStrongsLines().forEach((line, ordinal) => {
      for (const match of line.matchAll(taggedWord)) {
        for (const id of (match[2] as string).split(" ")) {
          const list = verses.get(id);
          if (!list) verses.set(id, [ordinal]);
          else if (list.at(-1) !== ordinal) list.push(ordinal);
          total.set(id, (total.get(id) ?? 0) + 1);
        }
      }
    });
    occurrenceIndex = {
      verses: new Map([...verses].map(([id, list]) => [id, Int32Array.from(list)])),
      total,
    };
  }
  return occurrenceIndex;
}

/** How the KJV renders a Strong's number in the verses it occurs in, most frequent first. */
function renderingsOf(id: string, verses: Int32Array): Array<{ text: string; count: number }> {
  const lines = kjvStrongsLines();
  const counts = new Map<string, number>();
  for (const ordinal of verses) {
    for (const match of (lines[ordinal] ?? "").matchAll(taggedWord)) {
      if (!(match[2] as string).split(" ").includes(id)) continue;
      const text = (match[1] as string).toLowerCase();
      counts.set(text, (counts.get(text) ?? 0) + 1);
    }
  }
  return [...counts]
    .map(([text, count]) => ({ text, count }))
    .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text));
}

export interface Occurrences {
  id: string;
  /** Times the KJV renders this word, in all. */
  total: number;
  /** Verses it occurs in. */
  verseCount: number;
  /** The first `limit` of those verses, in canonical order. */
  verses: VersePoint[];
  /** How the KJV renders it, most frequent first ("loved" 60, "love" 40, …). */
  renderings: Array<{ text: string; count: number }>;
}

/** Where a Strong's number occurs in the KJV, with counts; undefined for an unknown number. */
export function occurrences(strongsId: string, limit = 50): Occurrences | undefined {
  const id = normaliseStrongsId(strongsId);
  if (!id) return undefined;
  const index = occurrencesIndex();
  const verses = index.verses.get(id);
  if (!verses) return undefined;
  return {
    id,
    total: index.total.get(id) ?? 0,
    verseCount: verses.length,
    verses: [...verses.subarray(0, Math.max(0, limit))].map(versePoint),
    renderings: renderingsOf(id, verses),
  };
}
