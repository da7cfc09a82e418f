import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import type { VerseRange } from "@shared/scripture/reference";
import type { Translation } from "@shared/scripture/translations";
import { defaultDataDirectories } from "./compact-texts";
import { judgeQuotation, type Judgement } from "./quotation-verdict";

/**
 * The Prayer Book psalter: Coverdale's psalms as the Book of Common Prayer prints them (the
 * American 1928 revision; docs/data-sources.md), which Anglican, Episcopal and Methodist
 * preachers quote as often as the KJV ("wash me throughly from my wickedness", Psalm 51:2;
 * KJV "mine iniquity"). Built by scripts/build-prayer-book-psalter.ts; read on first use.
 */
export const psalterFileName = "prayer-book-psalter.txt.br";

/**
 * The Prayer Book numbers some verses otherwise than the KJV (Psalm 1:3 is its verses 3 and
 * 4): measured on the whole psalter, 98% of its verses match the KJV's best within two
 * verses of the same number, so a cited verse is looked for that far either side.
 */
const numberingDrift = 2;

let verses: Map<string, string> | undefined;

function psalter(): Map<string, string> {
  if (verses) return verses;
  verses = new Map();
  for (const directory of defaultDataDirectories()) {
    const file = path.join(directory, psalterFileName);
    if (!existsSync(file)) continue;
    for (const line of brotliDecompressSync(readFileSync(file)).toString("utf8").split("\n")) {
      const tab = line.indexOf("\t");
      if (tab > 0) verses.set(line.slice(0, tab), line.slice(tab + 1));
    }
    break;
  }
  return verses;
}

/** The psalter's verses around a range of one psalm (KJV numbering), in order. */
export function psalterVersesAround(range: VerseRange): string[] {
  if (range.start.book !== "Ps" || range.end.chapter !== range.start.chapter) return [];
  const out: string[] = [];
  const first = Math.max(1, range.start.verse - numberingDrift);
  for (let verse = first; verse <= range.end.verse + numberingDrift; verse++) {
    const text = psalter().get(`${range.start.chapter}:${verse}`);
    if (text) out.push(text);
  }
  return out;
}

/**
 * A quotation of a psalm that is the Prayer Book psalter's wording word for word (spelling and
 * archaic forms aside, as for any translation): other wording, not a misquote, and said so.
 * A word changed from the psalter's is not its wording: undefined, and the verdict stands.
 */
export function inPrayerBookPsalter<J extends Judgement & { translation: Translation }>(
  quote: string,
  ranges: readonly VerseRange[],
  judged: J,
): J | undefined {
  if (ranges.length === 0 || ranges.some((range) => range.start.book !== "Ps")) return undefined;
  const text = ranges.flatMap(psalterVersesAround);
  if (text.length === 0) return undefined;
  const found = judgeQuotation(quote, [{ translation: judged.translation, verses: text }]);
  if (!found || (found.verdict !== "exact" && found.verdict !== "fragment")) return undefined;
  const { differences: _differences, ...rest } = judged;
  return {
    ...(rest as J),
    verdict: "other-wording",
    coverage: Math.max(judged.coverage, found.coverage),
    note: "These are the Prayer Book psalter’s words (Coverdale’s psalms, as the Book of Common Prayer has them).",
  };
}

const shared = (a: string, b: string): number => {
  const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]+/g) ?? []);
  const first = words(a);
  const second = words(b);
  let count = 0;
  for (const word of first) if (second.has(word)) count++;
  return count / Math.max(1, first.size);
};

/**
 * For each verse of a passage of the Psalms (its ordinals and its text), the psalter's words
 * that say it: the psalter verse within two of its number that shares most of its words, with
 * the next one too where the Prayer Book divides the verse in two (Psalm 1:3). Read only as
 * wording (a word the psalter has there is its wording, not a change); undefined outside the
 * Psalms.
 */
export function psalterParallel(
  passage: { verses: readonly string[]; ordinals: readonly number[] },
  pointOf: (ordinal: number) => { book: string; chapter: number; verse: number },
): string[] | undefined {
  if (passage.verses.length === 0) return undefined;
  const out: string[] = [];
  for (const [position, own] of passage.verses.entries()) {
    const ordinal = passage.ordinals[position];
    if (ordinal === undefined) return undefined;
    const point = pointOf(ordinal);
    if (point.book !== "Ps") return undefined;
    let best = 0;
    let bestShare = 0;
    for (
      let verse = Math.max(1, point.verse - numberingDrift);
      verse <= point.verse + numberingDrift;
      verse++
    ) {
      const text = psalter().get(`${point.chapter}:${verse}`);
      const share = text ? shared(text, own) : 0;
      if (share > bestShare) [best, bestShare] = [verse, share];
    }
    if (best === 0) return undefined;
    const parts = [psalter().get(`${point.chapter}:${best}`)!];
    const next = psalter().get(`${point.chapter}:${best + 1}`);
    if (next && shared(next, own) >= 0.5) parts.push(next);
    out.push(parts.join(" "));
  }
  return out;
}
