import { bookDisplayName } from "@shared/scripture/books";
import { scriptureIndex } from "../../../server/scripture/bible-index";
import { versePoint } from "../../../server/scripture/verse-ordinals";

/** Passages sampled across the whole Bible for the offline writer's property tests. */

/** Ranges of 2 to 30 verses within one chapter, from a fixed seed: the same sample every run. */
export function sampledRanges(count: number): string[] {
  let seed = 290529;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const total = scriptureIndex().verseCount();
  const ranges = new Set<string>();
  while (ranges.size < count) {
    const first = Math.floor(next() * total);
    const start = versePoint(first);
    let last = first;
    const length = 2 + Math.floor(next() * 29);
    while (last - first + 1 < length && last + 1 < total) {
      const point = versePoint(last + 1);
      if (point.book !== start.book || point.chapter !== start.chapter) break;
      last++;
    }
    if (last === first) continue;
    const end = versePoint(last).verse;
    ranges.add(`${bookDisplayName(start.book, true)} ${start.chapter}:${start.verse}-${end}`);
  }
  return [...ranges];
}

/** Whole chapters from the same kind of sample: passages of many sections. */
export function sampledChapters(count: number): string[] {
  const total = scriptureIndex().verseCount();
  const chapters = new Set<string>();
  for (let at = 0; chapters.size < count; at++) {
    const point = versePoint(Math.floor((((at * 7919 + 104729) % 99991) / 99991) * total));
    chapters.add(`${bookDisplayName(point.book, true)} ${point.chapter}`);
  }
  return [...chapters];
}
