import { searchWords, stem } from "../text-search";
import { resolveCitation } from "../citation";
import { scanReferences } from "../reference-scanner";
import { verseOrdinal } from "../verse-ordinals";
import { navesEntry, navesKeys } from "./study-data";

/**
 * Nave's headings are broad ("GOD" cites 3,600 passages); its subheadings are the real topics
 * ("GOD → Love of"). Each line of an entry with references becomes a subtopic, named by its
 * heading and the line's own words, with the verses the line cites. Built once, on first use.
 */

export interface Subtopic {
  /** "God: Love of", "Shepherd". */
  name: string;
  ranges: Array<[number, number]>;
}

interface SubtopicIndex {
  subtopics: Subtopic[];
  byVerse: Map<number, number[]>;
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
    .replace(/\s+\d?\s?[A-Z][a-z]{0,3}\.?\s+\d+.*$/, "")
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

function build(): SubtopicIndex {
  const subtopics: Subtopic[] = [];
  const byVerse = new Map<number, number[]>();
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
      const id = subtopics.length;
      subtopics.push({
        name: lineName(entry.key, line.startsWith("•") ? parent : undefined, line),
        ranges,
      });
      for (const [start, end] of ranges) {
        for (let ordinal = start; ordinal <= end; ordinal++) {
          const list = byVerse.get(ordinal);
          if (!list) byVerse.set(ordinal, [id]);
          else if (list.at(-1) !== id) list.push(id);
        }
      }
    }
  }
  return { subtopics, byVerse };
}

/** The Nave's subtopics citing a verse (by ordinal). */
export function subtopicsOfVerse(ordinal: number): Subtopic[] {
  index ??= build();
  return (index.byVerse.get(ordinal) ?? []).map((id) => index!.subtopics[id] as Subtopic);
}

export function warmSubtopics(): number {
  index ??= build();
  return index.subtopics.length;
}

const nameStems = new Map<number, Set<string>>();

function stemsOfName(id: number, name: string): Set<string> {
  let found = nameStems.get(id);
  if (!found) {
    found = new Set(
      searchWords(name)
        .filter((word) => word.length > 2)
        .map(stem),
    );
    nameStems.set(id, found);
  }
  return found;
}

/** Subtopics whose names hold some of the given stemmed words: how many, and how many other words. */
export function subtopicsOfName(
  stems: readonly string[],
): Array<{ subtopic: Subtopic; matched: number; extra: number }> {
  index ??= build();
  const out: Array<{ subtopic: Subtopic; matched: number; extra: number }> = [];
  index.subtopics.forEach((subtopic, id) => {
    const words = stemsOfName(id, subtopic.name);
    const matched = stems.filter((word) => words.has(word)).length;
    if (matched > 0) out.push({ subtopic, matched, extra: words.size - matched });
  });
  return out;
}
