import { resolveCitation } from "../../scripture/citation";
import { findReferences } from "../../scripture/find-references";
import { lookup } from "../../scripture/lookup";
import type { OutlineSection } from "./extract-outline";

/**
 * The verses each point expounds when the preacher named none for it (issue 32: "each day's
 * reading is the verses of its own point"): the verses of the passage the point's own paragraphs
 * cite ("verse 28", "v. 30", "Isaiah 40:31"), else those they echo (the verses whose words of
 * substance the point's opening paragraph, else all its paragraphs, share most), else the
 * point's share of the passage in order. Always a range inside the sermon's passage.
 */

interface PassageVerse {
  reference: string;
  verse: number;
  words: Set<string>;
}

const relativeVerses =
  /\b(?:vv?\.|verses?)\s*(\d{1,3})(?:\s*(?:-|–|—|to|through|and)\s*(\d{1,3}))?\b/gi;

/** Words that say nothing of a verse's own subject. */
const common = new Set(
  (
    "about after again against also among before being between could every first from have " +
    "into just like made make many more most much must never only other over said same shall " +
    "should some such than that their them then there these they thing things this those " +
    "through under unto upon very were what when where which while will with would your yours " +
    "because therefore lord god jesus christ"
  ).split(" "),
);

const substance = (value: string) =>
  new Set(
    (value.toLowerCase().match(/[a-z]{5,}/g) ?? [])
      .map((word) => word.replace(/(?:es|s)$/, ""))
      .filter((word) => !common.has(word)),
  );

function passageVerses(passage: string): PassageVerse[] {
  const found = lookup(passage, { translation: "web" });
  if (!found.ok) return [];
  return found.passage.passages
    .flatMap((part) => part.verses)
    .filter((verse) => verse.text)
    .map((verse) => ({
      reference: verse.reference,
      verse: Number(verse.reference.split(":").at(-1)),
      words: substance(verse.text),
    }));
}

/** "Isaiah 40:27" → "Isaiah 40"; a passage over several chapters has no single chapter. */
function chapterOf(verses: readonly PassageVerse[]): string | undefined {
  const chapters = new Set(verses.map((verse) => verse.reference.split(":")[0]));
  return chapters.size === 1 ? [...chapters][0] : undefined;
}

/** Indexes into the passage of the verses the paragraphs cite. */
function cited(paragraphs: readonly string[], verses: readonly PassageVerse[]): number[] {
  const at = new Map(verses.map((verse, index) => [verse.reference, index]));
  const found: number[] = [];
  const text = paragraphs.join(" ");
  for (const citation of findReferences(text)) {
    if (citation.uncertain) continue;
    const resolved = resolveCitation(citation);
    if (!resolved.valid) continue;
    const cited = lookup(resolved.reference, { translation: "web" });
    if (!cited.ok) continue;
    for (const verse of cited.passage.passages.flatMap((part) => part.verses)) {
      const index = at.get(verse.reference);
      if (index !== undefined) found.push(index);
    }
  }
  const chapter = chapterOf(verses);
  if (chapter)
    for (const match of text.matchAll(relativeVerses)) {
      const from = Number(match[1]);
      const to = Math.min(Number(match[2] ?? match[1]), from + 40);
      for (let verse = from; verse <= to; verse++) {
        const index = at.get(`${chapter}:${verse}`);
        if (index !== undefined) found.push(index);
      }
    }
  return found;
}

/**
 * The first and last of the verses some prose echoes: the verse sharing most words of substance
 * with it, and every verse sharing at least half as many (and at least `fewest`).
 */
function echoed(prose: string, verses: readonly PassageVerse[], fewest: number): number[] {
  const words = substance(prose);
  const scores = verses.map((verse) => [...verse.words].filter((word) => words.has(word)).length);
  const best = Math.max(0, ...scores);
  if (best < fewest) return [];
  const close = scores.flatMap((score, index) =>
    score >= Math.max(fewest, best / 2) ? [index] : [],
  );
  return [Math.min(...close), Math.max(...close)];
}

/**
 * The verses a point's paragraphs echo: those its opening (where the preacher announces the
 * division, often with the verse's words; its first paragraph, else its first two) echoes,
 * when they are not the whole passage, else those all its paragraphs do.
 */
function echoedBy(paragraphs: readonly string[], verses: readonly PassageVerse[]): number[] {
  for (const count of [1, 2]) {
    const opening = echoed(paragraphs.slice(0, count).join(" "), verses, 1);
    if (opening.length === 2 && opening[1]! - opening[0]! < verses.length - 1) return opening;
  }
  return echoed(paragraphs.join(" "), verses, 2);
}

/** "Isaiah 40:27–28", or "Luke 15:32–16:2" across a chapter. */
function rangeOf(verses: readonly PassageVerse[], from: number, to: number): string {
  const first = verses[from]!;
  const last = verses[to]!;
  if (from === to) return first.reference;
  const sameChapter = first.reference.split(":")[0] === last.reference.split(":")[0];
  return `${first.reference}–${sameChapter ? last.verse : last.reference.split(" ").at(-1)}`;
}

/**
 * Each section's verses: its own when it names them, else inferred from its paragraphs or its
 * share of the passage (see above). An inferred range stops before the next point's verses begin
 * (the points of a sermon follow its passage). Undefined only when the passage cannot be looked up.
 */
export function pointVerses(
  sections: readonly OutlineSection[],
  passage: string,
): Array<string | undefined> {
  const verses = passageVerses(passage);
  if (verses.length === 0) return sections.map((section) => section.verses);
  const inferred = sections.map((section, index): [number, number] | undefined => {
    if (section.verses) return undefined;
    const found = cited(section.paragraphs, verses);
    if (found.length > 0) return [Math.min(...found), Math.max(...found)];
    const echo = echoedBy(section.paragraphs, verses);
    if (echo.length === 2) return [echo[0]!, echo[1]!];
    // The point's share of the passage, in order, at least a verse.
    const from = Math.floor((index * verses.length) / sections.length);
    return [from, Math.max(from, Math.floor(((index + 1) * verses.length) / sections.length) - 1)];
  });
  return sections.map((section, index) => {
    const range = inferred[index];
    if (!range) return section.verses;
    const next = inferred[index + 1];
    const to = next && next[0] > range[0] && range[1] >= next[0] ? next[0] - 1 : range[1];
    return rangeOf(verses, range[0], to);
  });
}
