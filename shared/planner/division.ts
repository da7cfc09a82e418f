import { bookById, type BookId } from "../scripture/books";
import { formatCitation, type CitedRange } from "../scripture/reference";

export const divisionBasis =
  "Divided by chapters and verse counts (KJV versification), as evenly as the text allows. " +
  "The Bible text we ship has no section headings, so the units follow chapters, not " +
  "pericopes: adjust them where a passage's natural break falls elsewhere.";

/** Splits `total` into `parts` whole numbers in proportion to `weights` (largest remainder, each at least 1). */
function apportion(weights: readonly number[], parts: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((weight) => Math.max(1, Math.floor((weight / sum) * parts)));
  let left = parts - shares.reduce((a, b) => a + b, 0);
  const byRemainder = weights
    .map((weight, index) => ({ index, remainder: (weight / sum) * parts - shares[index]! }))
    .sort((a, b) => b.remainder - a.remainder);
  for (let i = 0; left > 0; i = (i + 1) % byRemainder.length, left--) {
    shares[byRemainder[i]!.index]! += 1;
  }
  for (let i = shares.length - 1; left < 0; i = (i - 1 + shares.length) % shares.length) {
    if (shares[i]! > 1) {
      shares[i]! -= 1;
      left++;
    }
  }
  return shares;
}

/** Whole chapters grouped into `weeks` runs whose verse counts are as even as possible. */
function chapterRuns(book: BookId, verseCounts: readonly number[], weeks: number): CitedRange[] {
  const total = verseCounts.reduce((a, b) => a + b, 0);
  const ranges: CitedRange[] = [];
  let chapter = 1;
  let done = 0;
  for (let week = 1; week <= weeks; week++) {
    const first = chapter;
    const chaptersLeftAfter = (last: number) => verseCounts.length - last;
    let last = first;
    done += verseCounts[first - 1]!;
    const target = (total * week) / weeks;
    while (
      chaptersLeftAfter(last) > weeks - week &&
      Math.abs(done + verseCounts[last]! - target) < Math.abs(done - target)
    ) {
      done += verseCounts[last]!;
      last++;
    }
    if (week === weeks) {
      for (; last < verseCounts.length; last++) done += verseCounts[last]!;
    }
    ranges.push({ start: { book, chapter: first }, end: { book, chapter: last } });
    chapter = last + 1;
  }
  return ranges;
}

/** Each chapter split into verse runs, more runs for longer chapters. */
function verseRuns(book: BookId, verseCounts: readonly number[], weeks: number): CitedRange[] {
  const perChapter = apportion(verseCounts, weeks);
  return verseCounts.flatMap((verses, index) => {
    const chapter = index + 1;
    const parts = Math.min(perChapter[index]!, verses);
    return Array.from({ length: parts }, (_, part) => {
      const from = Math.floor((verses * part) / parts) + 1;
      const to = Math.floor((verses * (part + 1)) / parts);
      return { start: { book, chapter, verse: from }, end: { book, chapter, verse: to } };
    });
  });
}

/**
 * A book divided into `weeks` preaching units: whole chapters when there are at least as
 * many chapters as weeks, else chapters split by verses. Fewer units come back only when
 * the book has fewer verses than weeks.
 */
export function suggestDivision(book: BookId, weeks: number): string[] {
  const { verseCounts } = bookById(book);
  const count = Math.max(1, Math.floor(weeks));
  const ranges =
    count <= verseCounts.length
      ? chapterRuns(book, verseCounts, count)
      : verseRuns(book, verseCounts, count);
  return ranges.map((range) => formatCitation([range]));
}
