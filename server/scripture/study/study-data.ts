import { LRUCache } from "lru-cache";
import { isBookId, verseCount } from "@shared/scripture/books";
import type { VersePoint, VerseRange } from "@shared/scripture/reference";
import { resolveCitation } from "../citation";
import { scanReferences } from "../reference-scanner";
import type { DictionaryEntry } from "../sword/sword-library";
import { totalVerses, verseOrdinal, versePoint } from "../verse-ordinals";
import { PackedTexts } from "./packed-texts";
import {
  committedCommentaries,
  readStudyBytes,
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
 * the KJV with Strong's numbers), each file read and indexed on its first use only. The long
 * texts (commentary notes, Nave's entries, the tagged KJV) stay packed as UTF-8 outside the
 * JavaScript heap and are decoded when read.
 */

export class StudyDataMissing extends Error {
  constructor(file: StudyFile) {
    super(`The study data file for ${file} is missing; run scripts/build-study-data.ts.`);
  }
}

const cache = new Map<StudyFile, unknown>();

function load<T>(file: StudyFile, parse: (bytes: Buffer) => T): T {
  if (!cache.has(file)) {
    const bytes = readStudyBytes(file);
    if (bytes === undefined) throw new StudyDataMissing(file);
    cache.set(file, parse(bytes));
  }
  return cache.get(file) as T;
}

function parseJson<T>(bytes: Buffer): T {
  return JSON.parse(bytes.toString("utf8")) as T;
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
  keys: string[];
  /** Each topic's number of references. */
  referenceCounts: Int32Array;
  /** Each topic as JSON, parsed when asked for (the last few parsed are kept). */
  entries: PackedTexts;
  recent: Map<number, DictionaryEntry>;
  byKey: Map<string, number>;
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
  return load("naves", (bytes) => {
    const { topics } = parseJson<NavesFile>(bytes);
    return {
      keys: topics.map((topic) => topic.key),
      referenceCounts: Int32Array.from(topics, (topic) => topic.references.length),
      entries: PackedTexts.from(topics.map((topic) => JSON.stringify(topic))),
      recent: new Map(),
      byKey: new Map(topics.map((topic, at) => [topic.key.toUpperCase(), at])),
    };
  });
}

const recentNavesTopics = 64;

function navesTopic(index: NavesIndex, at: number): DictionaryEntry {
  let entry = index.recent.get(at);
  if (entry) {
    index.recent.delete(at);
  } else {
    entry = JSON.parse(index.entries.at(at) as string) as DictionaryEntry;
    if (index.recent.size >= recentNavesTopics)
      index.recent.delete(index.recent.keys().next().value as number);
  }
  index.recent.set(at, entry);
  return entry;
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
  index.ranges ??= index.keys.map((_, at) =>
    JSON.parse(index.entries.at(at) as string)
      .references.map(osisOrdinals)
      .filter((range: [number, number] | undefined) => range !== undefined),
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
    .map((topicIndex) => ({
      topic: index.keys[topicIndex] as string,
      referenceCount: index.referenceCounts[topicIndex] as number,
    }))
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
    topic: index.keys[topicIndex] as string,
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
  const index = navesIndex();
  const at = index.byKey.get(topic.trim().toUpperCase());
  if (at === undefined) return undefined;
  const entry = navesTopic(index, at);
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
  const index = navesIndex();
  const at = index.byKey.get(key.trim().toUpperCase());
  return at === undefined ? undefined : navesTopic(index, at);
}

export function navesKeys(): string[] {
  return [...navesIndex().keys];
}

// ---- Commentaries --------------------------------------------------------------------------

/** A commentary's notes, packed: note i covers starts[i] … ends[i], its text is texts.at(i). */
interface PackedCommentary {
  starts: Int32Array;
  ends: Int32Array;
  introductions: Uint8Array;
  texts: PackedTexts;
  /** Note → the references it cites, for the notes that cite any. */
  references: Map<number, string[]>;
  /** Verse → its notes (not introductions), built on the first verse lookup. */
  byVerse?: { offsets: Int32Array; notes: Int32Array };
}

function commentary(id: CommentaryId): PackedCommentary {
  return load(id, (bytes) => {
    const { notes } = parseJson<CommentaryFile>(bytes);
    const references = new Map<number, string[]>();
    notes.forEach((note, at) => {
      if (note.references) references.set(at, note.references);
    });
    return {
      starts: Int32Array.from(notes, (note) => note.start),
      ends: Int32Array.from(notes, (note) => note.end),
      introductions: Uint8Array.from(notes, (note) => (note.introduction === true ? 1 : 0)),
      texts: PackedTexts.from(notes.map((note) => note.text)),
      references,
    };
  });
}

function noteAt(packed: PackedCommentary, at: number): CommentaryNote {
  const references = packed.references.get(at);
  return {
    start: packed.starts[at] as number,
    end: packed.ends[at] as number,
    text: packed.texts.at(at) as string,
    ...(packed.introductions[at] === 1 ? { introduction: true as const } : {}),
    ...(references ? { references } : {}),
  };
}

/** The notes (not introductions) that cover a verse, by ordinal, in order. */
function notesAtVerse(packed: PackedCommentary, ordinal: number): CommentaryNote[] {
  if (!packed.byVerse) {
    const offsets = new Int32Array(totalVerses + 1);
    const each = (visit: (ordinal: number, note: number) => void) => {
      for (let note = 0; note < packed.starts.length; note++) {
        if (packed.introductions[note] === 1) continue;
        const last = Math.min(packed.ends[note] as number, totalVerses - 1);
        for (let verse = Math.max(0, packed.starts[note] as number); verse <= last; verse++)
          visit(verse, note);
      }
    };
    each((verse) => {
      offsets[verse + 1] = (offsets[verse + 1] as number) + 1;
    });
    for (let verse = 0; verse < totalVerses; verse++)
      offsets[verse + 1] = (offsets[verse + 1] as number) + (offsets[verse] as number);
    const notes = new Int32Array(offsets[totalVerses] as number);
    const next = offsets.slice(0, totalVerses);
    each((verse, note) => {
      notes[next[verse] as number] = note;
      next[verse] = (next[verse] as number) + 1;
    });
    packed.byVerse = { offsets, notes };
  }
  if (!(ordinal >= 0 && ordinal < totalVerses)) return [];
  const { offsets, notes } = packed.byVerse;
  return [...notes.subarray(offsets[ordinal], offsets[ordinal + 1])].map((note) =>
    noteAt(packed, note),
  );
}

/** The notes (introductions too, unless left out) that overlap any of the ranges, in order. */
function notesOverlapping(
  packed: PackedCommentary,
  ranges: ReadonlyArray<readonly [number, number]>,
  withIntroductions: boolean,
): CommentaryNote[] {
  const found: CommentaryNote[] = [];
  for (let at = 0; at < packed.starts.length; at++) {
    if (!withIntroductions && packed.introductions[at] === 1) continue;
    const start = packed.starts[at] as number;
    const end = packed.ends[at] as number;
    if (ranges.some(([from, to]) => start <= to && end >= from)) found.push(noteAt(packed, at));
  }
  return found;
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
    notesOverlapping(commentary(id), ranges, true).map((note) => excerpt(id, note)),
  );
}

/** The notes (not introductions) of one commentary that cover a verse, by ordinal. */
export function commentaryNotesAt(id: CommentaryId, ordinal: number): CommentaryNote[] {
  return notesAtVerse(commentary(id), ordinal);
}

/** The comments (not introductions) that cover one verse, joined; undefined when none. */
export function commentaryAt(id: CommentaryId, verse: VersePoint): string | undefined {
  const ordinal = ordinalOf(verse);
  if (ordinal < 0) return undefined;
  const notes = notesAtVerse(commentary(id), ordinal);
  return notes.length > 0 ? notes.map((note) => note.text).join("\n\n") : undefined;
}

// ---- Strong's lexicons ---------------------------------------------------------------------

function strongsIndex(prefix: "G" | "H"): Map<string, StrongsEntry> {
  return load(prefix === "G" ? "strongsGreek" : "strongsHebrew", (bytes) => {
    const file = parseJson<StrongsFile>(bytes);
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

function kjvStrongsLines(): PackedTexts {
  return load("kjvStrongs", (bytes) => PackedTexts.lines(bytes));
}

/** A verse's line of the KJV with Strong's numbers, by ordinal; "" for none. */
function kjvStrongsLine(ordinal: number): string {
  return kjvStrongsLines().at(ordinal) ?? "";
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
  return ordinal < 0 ? [] : taggedPiecesOf(ordinal);
}

function taggedPiecesOf(ordinal: number): TaggedWords[] {
  const line = kjvStrongsLine(ordinal);
  const pieces: TaggedWords[] = [];
  let at = 0;
  for (const match of line.matchAll(taggedWord)) {
    const index = match.index ?? 0;
    if (index > at) pieces.push({ text: line.slice(at, index), strongs: [] });
    pieces.push({ text: match[1] as string, strongs: (match[2] as string).split(" ") });
    at = index + match[0].length;
  }
  if (at < line.length) pieces.push({ text: line.slice(at), strongs: [] });
  return untagAuxiliaries(pieces);
}

/** English helper verbs: the KJV renders one Greek or Hebrew verb as "art … come", "hath … given". */
const auxiliaries = new Set(
  "am art is are was wast were be been hath hast has have had shall shalt will wilt may mayest might should would".split(
    " ",
  ),
);

/**
 * The KJV module tags both words of such a split rendering with the verb's number ("thou
 * [art|G2064] a [teacher|G1320] [come|G2064]", John 3:2): the helper is not the word "come",
 * so it keeps no number of its own when one of the next two tagged words carries the same ones.
 */
function untagAuxiliaries(pieces: TaggedWords[]): TaggedWords[] {
  return pieces.map((piece, index) => {
    if (piece.strongs.length === 0 || !auxiliaries.has(piece.text.toLowerCase())) return piece;
    const next = pieces
      .slice(index + 1)
      .filter((later) => later.strongs.length > 0)
      .slice(0, 2);
    const main = next.find(
      (later) =>
        !auxiliaries.has(later.text.toLowerCase()) &&
        later.strongs.join(" ") === piece.strongs.join(" "),
    );
    return main ? { text: piece.text, strongs: [] } : piece;
  });
}

/** The ordinals of the verses a Strong's number occurs in (normalised id: "G25"). */
export function strongsVerses(id: string): Int32Array | undefined {
  const index = occurrencesIndex();
  const at = index.ids.get(id);
  return at === undefined
    ? undefined
    : index.verses.subarray(index.offsets[at], index.offsets[at + 1]);
}

/** Each Strong's id's verses, packed: id i's are verses[offsets[i] … offsets[i+1]). */
interface OccurrenceIndex {
  ids: Map<string, number>;
  /** The ordinals of the verses each id is in (ascending, once each). */
  offsets: Int32Array;
  verses: Int32Array;
  /** Times the KJV renders each id. */
  totals: Int32Array;
}

let occurrenceIndex: OccurrenceIndex | undefined;

function occurrencesIndex(): OccurrenceIndex {
  if (!occurrenceIndex) {
    const lines = kjvStrongsLines();
    const ids = new Map<string, number>();
    const lists: number[][] = [];
    const totals: number[] = [];
    for (let ordinal = 0; ordinal < lines.length; ordinal++) {
      for (const match of (lines.at(ordinal) as string).matchAll(taggedWord)) {
        for (const id of (match[2] as string).split(" ")) {
          let at = ids.get(id);
          if (at === undefined) {
            at = lists.length;
            ids.set(id, at);
            lists.push([]);
            totals.push(0);
          }
          const list = lists[at] as number[];
          if (list.at(-1) !== ordinal) list.push(ordinal);
          totals[at] = (totals[at] as number) + 1;
        }
      }
    }
    const offsets = new Int32Array(lists.length + 1);
    lists.forEach((list, at) => {
      offsets[at + 1] = (offsets[at] as number) + list.length;
    });
    const verses = new Int32Array(offsets[lists.length] as number);
    lists.forEach((list, at) => verses.set(list, offsets[at]));
    occurrenceIndex = { ids, offsets, verses, totals: Int32Array.from(totals) };
  }
  return occurrenceIndex;
}

/** Counts how the KJV renders a Strong's number in the verses it occurs in. */
function countRenderings(id: string, verses: Int32Array): Array<{ text: string; count: number }> {
  const counts = new Map<string, number>();
  for (const ordinal of verses) {
    // As the verse shows its words: a helper verb ("art … come") is not a rendering.
    for (const piece of taggedPiecesOf(ordinal)) {
      if (!piece.strongs.includes(id)) continue;
      const text = piece.text.toLowerCase();
      counts.set(text, (counts.get(text) ?? 0) + 1);
    }
  }
  return [...counts]
    .map(([text, count]) => ({ text, count }))
    .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text));
}

/** Renderings already counted, by id (the last few hundred asked for). */
const recentRenderings = new LRUCache<string, Array<{ text: string; count: number }>, Int32Array>({
  max: 512,
  memoMethod: (id, _stale, { context: verses }) => countRenderings(id, verses),
});

/** How the KJV renders a Strong's number in the verses it occurs in, most frequent first. */
function renderingsOf(id: string, verses: Int32Array): Array<{ text: string; count: number }> {
  return recentRenderings.memo(id, { context: verses }).map((rendering) => ({ ...rendering }));
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
  const verses = strongsVerses(id);
  if (!verses) return undefined;
  return {
    id,
    total: index.totals[index.ids.get(id) as number] as number,
    verseCount: verses.length,
    verses: [...verses.subarray(0, Math.max(0, limit))].map(versePoint),
    renderings: renderingsOf(id, verses),
  };
}
