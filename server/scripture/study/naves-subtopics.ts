import { searchWords, stem } from "../text-search";
import { resolveCitation } from "../citation";
import { scanReferences } from "../reference-scanner";
import { totalVerses, verseOrdinal } from "../verse-ordinals";
import { navesEntry, navesKeys } from "./study-data";
import { readDerivedFile } from "./study-files";

/**
 * Nave's headings are broad ("GOD" cites 3,600 passages); its subheadings are the real topics
 * ("GOD → Love of"). Each line of an entry with references becomes a subtopic, named by its
 * heading and the line's own words, with the verses the line cites. Found by
 * scripts/build-study-indexes.ts into a committed file (a unit test checks it is current), read
 * and indexed on first use; found here when the file is missing.
 */

export interface Subtopic {
  /** "God: Love of", "Shepherd". */
  name: string;
  ranges: Array<[number, number]>;
}

/**
 * Packed, so the 20,000 subtopics and their 140,000 verse links cost about 2 MB: subtopic i's
 * ranges are rangeStarts/rangeEnds[rangeOffsets[i] … rangeOffsets[i+1]), verse v's subtopics
 * are verseSubtopics[verseOffsets[v] … verseOffsets[v+1]).
 */
interface SubtopicIndex {
  names: string[];
  rangeOffsets: Int32Array;
  rangeStarts: Int32Array;
  rangeEnds: Int32Array;
  verseOffsets: Int32Array;
  verseSubtopics: Int32Array;
}

let index: SubtopicIndex | undefined;

function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(
      /(^|[\s(-])([a-z])/g,
      (_all, space: string, letter: string) => `${space}${letter.toUpperCase()}`,
    );
}

function lineName(topic: string, parent: string | undefined, line: string): string {
  const words = line
    .replace(/^[→•\s]+/, "")
    .replace(/\s+\d?\s?[A-Z][a-z]{0,3}\.?\s+\d.*$/, "")
    .replace(/\s+'\s+s\b/g, "'s")
    .replace(/[.,;:\s]+$/, "")
    .trim();
  const head = titleCase(topic);
  const parts = [head, parent, words].filter(
    (part): part is string => Boolean(part) && part !== head.toUpperCase(),
  );
  return parts
    .map((part, at) => (at === 0 ? part : part.toLowerCase()))
    .join(": ")
    .replace(/'\s+s\b/g, "'s")
    .replace(/\b(god|jesus|christ|lord|holy spirit|israel)\b/g, (name) =>
      name.replace(/\b[a-z]/g, (letter) => letter.toUpperCase()),
    );
}

/** Every subtopic's name and ranges: what the committed file holds. */
export interface FoundSubtopics {
  names: string[];
  /** How many ranges each subtopic cites. */
  counts: number[];
  /** The ranges, subtopic after subtopic: first verse and verses after it (end − start). */
  starts: number[];
  lengths: number[];
}

/** Reads every line of Nave's with references as a subtopic (seconds: every line is scanned). */
export function findSubtopics(): FoundSubtopics {
  const names: string[] = [];
  const counts: number[] = [];
  const starts: number[] = [];
  const lengths: number[] = [];
  for (const key of navesKeys()) {
    const entry = navesEntry(key);
    if (!entry) continue;
    let parent: string | undefined;
    for (const line of entry.text.split("\n")) {
      if (line.startsWith("→")) parent = undefined;
      if (!/\d:\d/.test(line)) {
        if (line.startsWith("→")) parent = line.replace(/^→\s*/, "").trim().toLowerCase();
        continue;
      }
      const ranges = scanReferences(line)
        .map(resolveCitation)
        .filter((citation) => citation.valid)
        .flatMap((citation) => citation.ranges)
        .map((range): [number, number] => [
          verseOrdinal(range.start.book, range.start.chapter, range.start.verse),
          verseOrdinal(range.end.book, range.end.chapter, range.end.verse),
        ])
        .filter(([start, end]) => start >= 0 && end >= start && end - start < 40);
      if (ranges.length === 0) continue;
      names.push(lineName(entry.key, line.startsWith("•") ? parent : undefined, line));
      for (const [start, end] of ranges) {
        starts.push(start);
        lengths.push(end - start);
      }
      counts.push(ranges.length);
    }
  }
  return { names, counts, starts, lengths };
}

function build(): SubtopicIndex {
  const committed = readDerivedFile("subtopics");
  const { names, counts, starts, lengths } =
    committed === undefined ? findSubtopics() : (JSON.parse(committed) as FoundSubtopics);
  const rangeOffsets = new Int32Array(names.length + 1);
  counts.forEach((count, id) => {
    rangeOffsets[id + 1] = rangeOffsets[id]! + count;
  });
  const rangeStarts = Int32Array.from(starts);
  const rangeEnds = Int32Array.from(starts, (start, at) => start + lengths[at]!);
  // Two passes over the ranges: count each verse's subtopics, then fill; a subtopic citing a
  // verse twice counts once (the last subtopic added to a verse is the only one to compare).
  const verseOffsets = new Int32Array(totalVerses + 1);
  const lastSubtopic = new Int32Array(totalVerses);
  const visit = (fill: (ordinal: number, id: number) => void) => {
    lastSubtopic.fill(-1);
    for (let id = 0; id < names.length; id++) {
      for (let at = rangeOffsets[id]!; at < rangeOffsets[id + 1]!; at++) {
        for (let ordinal = rangeStarts[at]!; ordinal <= rangeEnds[at]!; ordinal++) {
          if (lastSubtopic[ordinal] === id) continue;
          lastSubtopic[ordinal] = id;
          fill(ordinal, id);
        }
      }
    }
  };
  visit((ordinal) => {
    verseOffsets[ordinal + 1]! += 1;
  });
  for (let ordinal = 0; ordinal < totalVerses; ordinal++)
    verseOffsets[ordinal + 1]! += verseOffsets[ordinal]!;
  const verseSubtopics = new Int32Array(verseOffsets[totalVerses]!);
  const next = verseOffsets.slice(0, totalVerses);
  visit((ordinal, id) => {
    verseSubtopics[next[ordinal]!] = id;
    next[ordinal]! += 1;
  });
  return { names, rangeOffsets, rangeStarts, rangeEnds, verseOffsets, verseSubtopics };
}

function subtopicIndex(): SubtopicIndex {
  index ??= build();
  return index;
}

function subtopicAt(found: SubtopicIndex, id: number): Subtopic {
  const ranges: Array<[number, number]> = [];
  for (let at = found.rangeOffsets[id]!; at < found.rangeOffsets[id + 1]!; at++)
    ranges.push([found.rangeStarts[at]!, found.rangeEnds[at]!]);
  return { name: found.names[id]!, ranges };
}

/** A subtopic's ranges without building them: how many, and the i-th one's first and last verse. */
export interface SubtopicRanges {
  id: number;
  name: string;
  count: number;
  start(at: number): number;
  end(at: number): number;
}

/** The ids of the subtopics citing a verse (by ordinal), in the order subtopicsOfVerse gives. */
export function subtopicIdsOfVerse(ordinal: number): Int32Array {
  const found = subtopicIndex();
  if (!(ordinal >= 0 && ordinal < totalVerses)) return new Int32Array(0);
  return found.verseSubtopics.subarray(
    found.verseOffsets[ordinal],
    found.verseOffsets[ordinal + 1],
  );
}

/** How many ranges a subtopic cites. */
export function subtopicRangeCount(id: number): number {
  const found = subtopicIndex();
  return found.rangeOffsets[id + 1]! - found.rangeOffsets[id]!;
}

/** A subtopic's name and ranges, read in place. */
export function subtopicRanges(id: number): SubtopicRanges {
  const found = subtopicIndex();
  const first = found.rangeOffsets[id]!;
  return {
    id,
    name: found.names[id]!,
    count: found.rangeOffsets[id + 1]! - first,
    start: (at) => found.rangeStarts[first + at]!,
    end: (at) => found.rangeEnds[first + at]!,
  };
}

/** The Nave's subtopics citing a verse (by ordinal). */
export function subtopicsOfVerse(ordinal: number): Subtopic[] {
  const found = subtopicIndex();
  return [...subtopicIdsOfVerse(ordinal)].map((id) => subtopicAt(found, id));
}

export function warmSubtopics(): number {
  return subtopicIndex().names.length;
}

/**
 * The stemmed words of every subtopic's name, inverted: stem → the subtopics whose names hold
 * it (ascending), and each subtopic's number of distinct stems. Built on the first search.
 */
interface NameIndex {
  byStem: Map<string, Int32Array>;
  stemCounts: Uint16Array;
}

let nameIndex: NameIndex | undefined;

function namesIndex(): NameIndex {
  if (!nameIndex) {
    const { names } = subtopicIndex();
    const lists = new Map<string, number[]>();
    const stemCounts = new Uint16Array(names.length);
    names.forEach((name, id) => {
      const stems = new Set(
        searchWords(name)
          .filter((word) => word.length > 2)
          .map(stem),
      );
      stemCounts[id] = stems.size;
      for (const word of stems) {
        const list = lists.get(word);
        if (list) list.push(id);
        else lists.set(word, [id]);
      }
    });
    nameIndex = {
      byStem: new Map([...lists].map(([word, ids]) => [word, Int32Array.from(ids)])),
      stemCounts,
    };
  }
  return nameIndex;
}

/** The ids of the subtopics whose names hold some of the given stemmed words, ascending. */
export function subtopicMatchesOfName(
  stems: readonly string[],
): Array<{ id: number; matched: number; extra: number }> {
  const { byStem, stemCounts } = namesIndex();
  const matched = new Map<number, number>();
  for (const word of stems) {
    for (const id of byStem.get(word) ?? []) matched.set(id, (matched.get(id) ?? 0) + 1);
  }
  return [...matched]
    .sort((a, b) => a[0] - b[0])
    .map(([id, count]) => ({ id, matched: count, extra: stemCounts[id]! - count }));
}

/** Subtopics whose names hold some of the given stemmed words: how many, and how many other words. */
export function subtopicsOfName(
  stems: readonly string[],
): Array<{ subtopic: Subtopic; matched: number; extra: number }> {
  const found = subtopicIndex();
  return subtopicMatchesOfName(stems).map(({ id, matched, extra }) => ({
    subtopic: subtopicAt(found, id),
    matched,
    extra,
  }));
}
