import { isFunctionWord } from "./wording";

/**
 * How a quotation's words are aligned with a passage's (both normalised): a longest common
 * subsequence, then each word, and each run of words aligned together, moved to where the
 * passage's gaps best match the quotation's. Used by quotation-verdict.ts.
 */

/** Pairs of aligned positions (quote index, passage index) of a longest common subsequence. */
export function align(a: readonly string[], b: readonly string[]): Array<[number, number]> {
  const cols = b.length + 1;
  const table = new Uint16Array((a.length + 1) * cols);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * cols + j] =
        a[i] === b[j]
          ? table[(i + 1) * cols + j + 1]! + 1
          : Math.max(table[(i + 1) * cols + j]!, table[i * cols + j + 1]!);
    }
  }
  const pairs: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (table[(i + 1) * cols + j]! >= table[i * cols + j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/**
 * Moves each run of words aligned together to the place of the same words, between its
 * neighbours, that keeps the gaps either side closest to the quotation's: “Let us run” read at
 * the verse's “let us run”, not at a “let us” three clauses before (one word at a time, neither
 * word of a run can move without the other).
 */
function moveRuns(out: Array<[number, number]>, a: readonly string[], b: readonly string[]): void {
  for (let start = 0; start < out.length;) {
    let end = start + 1;
    while (
      end < out.length &&
      out[end]![0] === out[end - 1]![0] + 1 &&
      out[end]![1] === out[end - 1]![1] + 1
    )
      end++;
    const length = end - start;
    const previous = out[start - 1];
    const next = out[end];
    if (length >= 2) {
      const cost = (p: number) =>
        (previous ? Math.sqrt(Math.abs(p - previous[1] - (out[start]![0] - previous[0]))) : 0) +
        (next ? Math.sqrt(Math.abs(next[1] - (p + length - 1) - (next[0] - out[end - 1]![0]))) : 0);
      const low = previous ? previous[1] + 1 : 0;
      const high = (next ? next[1] : b.length) - length;
      let best = out[start]![1];
      let bestCost = cost(best);
      for (let p = low; p <= high; p++) {
        if (p === best) continue;
        let same = true;
        for (let k = 0; k < length && same; k++) same = b[p + k] === a[out[start + k]![0]];
        if (!same) continue;
        const c = cost(p);
        if (c < bestCost) {
          best = p;
          bestCost = c;
        }
      }
      for (let k = 0; k < length; k++) out[start + k]![1] = best + k;
    }
    start = end;
  }
}

/**
 * Moves each aligned word to the place, between its neighbours, that keeps the passage's gaps
 * closest to the quotation's: of two equally long alignments, the one that reads the verse
 * where the quotation does (“the joy of the Lord”, not a “the” three clauses earlier). An
 * aligned function word left far from the rest at either end is let go.
 */
export function compact(
  pairs: Array<[number, number]>,
  a: readonly string[],
  b: readonly string[],
): Array<[number, number]> {
  const out = pairs.map(([q, p]) => [q, p] as [number, number]);
  moveRuns(out, a, b);
  for (let pass = 0; pass < 2; pass++) {
    for (let k = 0; k < out.length; k++) {
      const [q] = out[k]!;
      const previous = out[k - 1];
      const next = out[k + 1];
      // Square roots: one gap and one close fit read better than two middling gaps.
      const cost = (p: number) =>
        (previous ? Math.sqrt(Math.abs(p - previous[1] - (q - previous[0]))) : 0) +
        (next ? Math.sqrt(Math.abs(next[1] - p - (next[0] - q))) : 0);
      const low = previous ? previous[1] + 1 : 0;
      const high = next ? next[1] - 1 : b.length - 1;
      let best = out[k]![1];
      let bestCost = cost(best);
      for (let p = low; p <= high; p++) {
        if (b[p] !== a[q] || p === best) continue;
        const c = cost(p);
        if (c < bestCost) {
          best = p;
          bestCost = c;
        }
      }
      out[k]![1] = best;
    }
  }
  const stray = (inner: [number, number], outer: [number, number]) =>
    Math.abs(Math.abs(inner[1] - outer[1]) - Math.abs(inner[0] - outer[0])) > 3;
  while (out.length > 1 && isFunctionWord(a[out[0]![0]]!) && stray(out[1]!, out[0]!)) out.shift();
  while (
    out.length > 1 &&
    isFunctionWord(a[out[out.length - 1]![0]]!) &&
    stray(out[out.length - 2]!, out[out.length - 1]!)
  )
    out.pop();
  return out;
}
