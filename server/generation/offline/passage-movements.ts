import type { BookId } from "@shared/scripture/books";
import type { VerseRange } from "@shared/scripture/reference";
import type { Translation } from "../pipeline-types";
import { lookup } from "../../scripture/lookup";
import { searchWords, stem } from "../../scripture/text-search";
import { verseOrdinal, versePoint } from "../../scripture/verse-ordinals";
import { commentaryFor, topicsForVerse } from "../../scripture/study/study-data";
import { subtopicsOfVerse } from "../../scripture/study/naves-subtopics";
import { keyWordsOf, type KeyWord } from "../../scripture/study/study-grounding";
import commonWords from "../../scripture/study/common-words.json";
import { speaksOf, themeFor, type Theme, type Verse } from "./phrasing";
import { maxPassageVerses } from "../grounding";

/**
 * A named passage read as a preacher reads it: cut into its movements (Matthew Henry's
 * sections, split further where Nave's topics shift), each with its own verses, the verse that
 * carries it, a sentence of the commentary on those verses, a key word and the theme it speaks
 * of. A sermon's points walk these in order.
 */

export interface PassageVerse {
  reference: string;
  book: BookId;
  chapter: number;
  verse: number;
  ordinal: number;
  text: string;
}

export interface Movement {
  /** Exactly the movement's verses: "Luke 15:17–24". */
  reference: string;
  verses: PassageVerse[];
  /** Matthew Henry's heading for the section, when the movement is one of his sections. */
  heading?: string;
  /** A sentence of Matthew Henry on these verses. */
  comment?: string;
  /** The verse it turns on, with the rest of the movement after it (for quoting). */
  carrier: Verse;
  keyWord?: KeyWord;
  theme?: Theme;
  /** Nave's narrowest subtopics of its verses ("Creditor: merciful"). */
  topics: string[];
}

export interface PassageReading {
  reference: string;
  verses: PassageVerse[];
  movements: Movement[];
  /** What the passage as a whole is about: its theme and a sentence of the commentary. */
  theme?: Theme;
  summary?: string;
}

/**
 * A passage longer than this is more than its opening quotation: a devotional or meditation on
 * it reads it where it makes its point rather than from its first verses.
 */
export const longPassageVerses = 5;

const common = new Set(commonWords.words);

function stemsOf(text: string): Set<string> {
  return new Set(
    searchWords(text)
      .filter((word) => word.length > 2 && !common.has(word))
      .map(stem),
  );
}

function overlap(a: Set<string>, b: Set<string>): number {
  let count = 0;
  for (const word of a) if (b.has(word)) count += 1;
  return count;
}

/** The verses' reference; a passage of several parts ("Psalm 23; John 10:11–18") names each. */
function cite(verses: readonly PassageVerse[]): string {
  const runs: PassageVerse[][] = [];
  for (const verse of verses) {
    const run = runs.at(-1);
    if (run && run.at(-1)!.ordinal + 1 === verse.ordinal) run.push(verse);
    else runs.push([verse]);
  }
  return runs
    .map((run) => {
      const first = run[0]!;
      const last = run[run.length - 1]!;
      if (first === last) return first.reference;
      return first.chapter === last.chapter
        ? `${first.reference}–${last.verse}`
        : `${first.reference}–${last.chapter}:${last.verse}`;
    })
    .join("; ");
}

function versesOf(reference: string, translation: Translation): PassageVerse[] {
  const found = lookup(reference, { translation });
  if (!found.ok) return [];
  return found.passage.passages
    .flatMap((passage) => passage.verses)
    .filter((verse) => verse.text)
    .slice(0, maxPassageVerses)
    .map((verse) => ({
      reference: verse.reference,
      book: verse.book as BookId,
      chapter: verse.chapter,
      verse: verse.verse,
      ordinal: verseOrdinal(verse.book as BookId, verse.chapter, verse.verse),
      text: verse.text,
    }));
}

interface Section {
  start: number;
  heading?: string;
}

/** "The prodigal son, his wickedness and distress. (11-16)" lines of a chapter outline. */
const outlineLine = /([^()]+?)\s*\((?:[^()]*?\d+:)?(\d+)(?:\s*[-–]\s*\d+)?\)/g;

function outlineSections(text: string, chapterStart: number, firstVerse: number): Section[] {
  const body = text
    .replace(/^\s*Chapter \d+\s*/i, "")
    .replace(/^\s*Chapter Outline\s*/i, "")
    .replace(/\s+/g, " ");
  return [...body.matchAll(outlineLine)].map((match) => {
    const heading = (match[1] ?? "")
      .trim()
      .replace(/^[.;,\s]+|[.;,\s]+$/g, "")
      .replace(/^(?:and|or)\s+/i, "")
      .replace(/, ([A-Z])(?=[a-z])/g, (_all, letter: string) => `, ${letter.toLowerCase()}`);
    const verse = Number(match[2]);
    return {
      start: chapterStart + (verse - firstVerse),
      // A heading that reads as a heading: a capital, a few words, not a half-sentence.
      ...(/^[A-Z]/.test(heading) && heading.split(" ").length <= 14 ? { heading } : {}),
    };
  });
}

interface Note {
  start: number;
  end: number;
  text: string;
}

/** Matthew Henry on the passage: its outline's sections, and its notes with their ranges. */
function commentaryOf(reference: string, verses: readonly PassageVerse[]) {
  const notes = commentaryFor(reference, ["mhcc"]);
  const sections: Section[] = [];
  const comments: Note[] = [];
  for (const note of notes) {
    if (note.introduction) {
      // A psalm's introduction is its heading, then the whole comment after "--".
      const [, heading, comment] =
        note.text.match(/^\s*(?:Chapter \d+\s*)?([^\n]*)\n?--([\s\S]+)$/) ?? [];
      if (comment && !/Chapter Outline/i.test(note.text)) {
        const first = verses.find(
          (verse) => verse.book === note.start.book && verse.chapter === note.start.chapter,
        );
        if (first) {
          const startOrdinal = first.ordinal - first.verse + 1;
          comments.push({
            start: startOrdinal,
            end: startOrdinal + (note.end.verse - 1),
            text: comment.trim(),
          });
          if (heading?.trim())
            sections.push({ start: startOrdinal, heading: heading.trim().replace(/\.$/, "") });
        }
        continue;
      }
      // The outline numbers verses within the chapter it opens.
      const chapter = verses.find(
        (verse) => verse.book === note.start.book && verse.chapter === note.start.chapter,
      );
      if (chapter)
        sections.push(
          ...outlineSections(note.text, chapter.ordinal - chapter.verse, 0).filter(
            (section) => section.start > 0,
          ),
        );
      continue;
    }
    const startOrdinal = verseOrdinal(note.start.book, note.start.chapter, note.start.verse);
    const endOrdinal = verseOrdinal(note.end.book, note.end.chapter, note.end.verse);
    const text = note.text.replace(/^\s*Verses? [\d-–,\s]+\n?/, "").trim();
    comments.push({ start: startOrdinal, end: endOrdinal, text });
    sections.push({ start: startOrdinal });
  }
  return { sections, comments };
}

/** Sentences of a commentary note, without its verse markers and scripture references. */
function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .replace(/\bver\. #?\(?\d+\)?,?\s*/gi, "")
    .replace(/\s*\((?:[1-3] )?[A-Z][a-z]+\.? \d+:\d+[^)]*\)/g, "")
    .split(/(?<=[.!?])\s+(?=[A-Z])|\s+\d\.\s+/)
    .map((sentence) => sentence.trim())
    .filter(
      (sentence) =>
        /[.!]$/.test(sentence) &&
        !/[“”"‘]|^(?:Verses?|Chapter|And|But|Yet|Thus|This|These|That|It|He|She|They|Here)\b|\bver\.|\bIn Hebrew\b|\d+:\d+|\bch\. ?\d/.test(
          sentence,
        ) &&
        sentence.split(" ").length >= 7 &&
        sentence.split(" ").length <= 40,
    );
}

/** The narrow Nave's subtopics of a verse: "Creditor: merciful", not "Readings, Select". */
function narrowTopics(ordinal: number): string[] {
  return subtopicsOfVerse(ordinal)
    .map((topic) => topic.name)
    .filter((name) => !/^(?:Readings|Jesus, The Christ: history|Psalms|Quotations)/i.test(name));
}

/**
 * Where the passage divides: Matthew Henry's sections first; a section longer than a fair share
 * is cut where its verses' Nave's topics change most; adjacent short sections are joined until
 * there are `count`.
 */
function divide(verses: readonly PassageVerse[], sections: readonly Section[], count: number) {
  const first = verses[0]!.ordinal;
  const last = verses[verses.length - 1]!.ordinal;
  const headings = new Map<number, string>();
  const starts = new Set<number>([first]);
  // A passage of several parts ("Psalm 23; John 10:11-18") divides at least where its parts meet.
  const gaps = new Set<number>();
  verses.forEach((verse, index) => {
    const previous = verses[index - 1];
    if (previous && previous.ordinal + 1 !== verse.ordinal) gaps.add(verse.ordinal);
  });
  for (const gap of gaps) starts.add(gap);
  for (const section of sections) {
    // A section starting outside the verses given starts at the next verse given, if any.
    const start = verses.find((verse) => verse.ordinal >= section.start)?.ordinal;
    if (start === undefined) continue;
    starts.add(start);
    if (section.heading && start === section.start) headings.set(start, section.heading);
  }
  const words = (from: number, to: number) =>
    verses
      .filter((verse) => verse.ordinal >= from && verse.ordinal <= to)
      .reduce((sum, verse) => sum + verse.text.split(/\s+/).length, 0);
  let groups = [...starts]
    .sort((a, b) => a - b)
    .map((start, index, all) => ({
      start,
      end: (all[index + 1] ?? last + 1) - 1,
      headings: headings.has(start) ? [headings.get(start)!] : [],
    }));
  const target = Math.min(count, verses.length);
  const topicSets = new Map(
    verses.map((verse) => [verse.ordinal, new Set(narrowTopics(verse.ordinal))]),
  );
  // Too few: cut the longest group where the topics shift most, near its middle.
  while (groups.length < target) {
    const splittable = groups.filter(
      (group) =>
        verses.filter((verse) => verse.ordinal >= group.start && verse.ordinal <= group.end)
          .length > 1,
    );
    if (splittable.length === 0) break;
    const longest = splittable.reduce((best, group) =>
      words(group.start, group.end) > words(best.start, best.end) ? group : best,
    );
    const total = words(longest.start, longest.end);
    let best = longest.start + 1;
    let bestScore = -Infinity;
    const inside = verses.filter(
      (verse) => verse.ordinal > longest.start && verse.ordinal <= longest.end,
    );
    for (const { ordinal: at } of inside) {
      const before = topicSets.get(at - 1) ?? new Set<string>();
      const after = topicSets.get(at) ?? new Set<string>();
      const shared = [...after].filter((topic) => before.has(topic)).length;
      const union = new Set([...before, ...after]).size || 1;
      const shift = 1 - shared / union;
      const balance = Math.abs(words(longest.start, at - 1) / total - 0.5);
      const score = shift - balance * 2.5;
      if (score > bestScore) {
        bestScore = score;
        best = at;
      }
    }
    const index = groups.indexOf(longest);
    groups = [
      ...groups.slice(0, index),
      { start: longest.start, end: best - 1, headings: longest.headings },
      { start: best, end: longest.end, headings: [] },
      ...groups.slice(index + 1),
    ];
  }
  // Too many: join the neighbouring pair that is shortest together.
  while (groups.length > target) {
    let index = 0;
    let shortest = Infinity;
    for (let at = 0; at < groups.length - 1; at++) {
      const size =
        words(groups[at]!.start, groups[at + 1]!.end) +
        (gaps.has(groups[at + 1]!.start) ? 1_000_000 : 0);
      if (size < shortest) {
        shortest = size;
        index = at;
      }
    }
    const [a, b] = [groups[index]!, groups[index + 1]!];
    groups.splice(index, 2, {
      start: a.start,
      end: b.end,
      headings: [...a.headings, ...b.headings],
    });
  }
  return groups;
}

/** The better of two choices for the first draft, the other for the next: a new draft reads anew. */
function pick<T>(ranked: readonly T[], variant: number): T | undefined {
  return ranked[variant % Math.min(2, ranked.length || 1)];
}

/**
 * A sentence of the commentary for these verses: one of the two sharing most words with them,
 * near their place in the note.
 */
function commentFor(
  group: { start: number; end: number },
  verses: readonly PassageVerse[],
  comments: readonly Note[],
  used: Set<string>,
  topics: readonly string[],
  variant: number,
): string | undefined {
  const text = verses.map((verse) => verse.text).join(" ");
  const wanted = stemsOf(`${text} ${topics.join(" ")}`);
  const scored: Array<{ sentence: string; score: number }> = [];
  for (const note of comments) {
    if (note.end < group.start || note.start > group.end) continue;
    const sentences = sentencesOf(note.text);
    const span = Math.max(1, note.end - note.start);
    // A commentary walks the verses in order: sentences near the group's place score higher.
    const place = ((group.start + group.end) / 2 - note.start) / span;
    sentences.forEach((sentence, index) => {
      if (used.has(sentence)) return;
      const position = sentences.length > 1 ? index / (sentences.length - 1) : 0.5;
      const score = overlap(stemsOf(sentence), wanted) - Math.abs(position - place) * 2;
      scored.push({ sentence, score });
    });
  }
  const chosen = pick(
    scored.sort((a, b) => b.score - a.score),
    variant,
  )?.sentence;
  if (chosen) used.add(chosen);
  return chosen;
}

/**
 * A parenthesis ("(after Jeconiah the king, the queen mother, …)") or a list of names and
 * places: true words, but not a verse a point turns on.
 */
function asideOrList(text: string): boolean {
  if (/^\s*[(“"‘]?\(/.test(text)) return true;
  const words = text.split(/\s+/).slice(1);
  const named = words.filter(
    (word) => /^[A-Z]/.test(word) && !/^(?:I|God|Lord|Yahweh)\b/.test(word),
  );
  return words.length > 0 && named.length / words.length > 0.3;
}

/** The verse the movement turns on: one holding most of its key words and comment. */
function carrierOf(
  verses: readonly PassageVerse[],
  keyWords: readonly KeyWord[],
  comment: string | undefined,
  variant: number,
): Verse {
  const wanted = stemsOf(`${keyWords.map((word) => word.word).join(" ")} ${comment ?? ""}`);
  const ranked = verses
    .map((verse, index) => ({
      index,
      score: overlap(stemsOf(verse.text), wanted) - (asideOrList(verse.text) ? 100 : 0),
    }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const at = pick(ranked, variant)?.index ?? 0;
  const from = verses.slice(at);
  return {
    reference: cite(from),
    text: from.map((verse) => verse.text).join(" "),
    ...(from.length > 1
      ? { verses: from.map((verse) => ({ reference: verse.reference, text: verse.text })) }
      : {}),
  };
}

/** The verses as ranges of consecutive verses, each in its own book. */
function rangesOf(verses: readonly PassageVerse[]): VerseRange[] {
  const ranges: VerseRange[] = [];
  let previous: PassageVerse | undefined;
  for (const verse of verses) {
    const point = { book: verse.book, chapter: verse.chapter, verse: verse.verse };
    const last = ranges.at(-1);
    if (last && previous && previous.ordinal + 1 === verse.ordinal) last.end = point;
    else ranges.push({ start: point, end: point });
    previous = verse;
  }
  return ranges;
}

const memo = new Map<string, PassageReading | undefined>();

/**
 * For a long passage, the movement that carries its point: the one whose own verses speak of
 * the passage's theme, else its first; undefined for a short passage (its opening is its point).
 */
export function passageHeart(
  reference: string,
  translation: Translation,
  variant = 0,
): { movement: Movement; theme: Theme } | undefined {
  const reading = readPassage(reference, translation, 4, variant);
  if (!reading || reading.verses.length <= longPassageVerses) return undefined;
  const theme = reading.theme;
  const movement =
    reading.movements.find((candidate) => candidate.theme?.key === theme?.key) ??
    reading.movements[0];
  return movement && theme ? { movement, theme } : undefined;
}

/**
 * The passage divided into at most `count` movements in order, each grounded in the study data;
 * undefined when the reference names no verses.
 */
export function readPassage(
  reference: string,
  translation: Translation,
  count: number,
  variant = 0,
): PassageReading | undefined {
  const key = `${translation} ${count} ${variant % 2} ${reference}`;
  if (memo.has(key)) return memo.get(key);
  let reading: PassageReading | undefined;
  try {
    reading = read(reference, translation, count, variant % 2);
  } catch {
    // A reading is an aid: without one the composers walk the passage's text as before.
    reading = undefined;
  }
  if (memo.size > 300) memo.clear();
  memo.set(key, reading);
  return reading;
}

function read(
  reference: string,
  translation: Translation,
  count: number,
  variant: number,
): PassageReading | undefined {
  const verses = versesOf(reference, translation);
  if (verses.length === 0) return undefined;
  let sections: Section[] = [];
  let comments: Note[] = [];
  try {
    ({ sections, comments } = commentaryOf(reference, verses));
  } catch {
    // Without the commentary file the passage is still divided by its verses and topics.
  }
  const usedComments = new Set<string>();
  const usedThemes = new Set<string>();
  const groups = divide(verses, sections, count);
  const movements = groups.flatMap((group): Movement[] => {
    const own = verses.filter(
      (verse) => verse.ordinal >= group.start && verse.ordinal <= group.end,
    );
    if (own.length === 0) return [];
    const topics = [...new Set(own.flatMap((verse) => narrowTopics(verse.ordinal)))];
    // The verses it holds, not the gap before the next part of a passage of several parts.
    const span = { start: own[0]!.ordinal, end: own[own.length - 1]!.ordinal };
    const comment = commentFor(span, own, comments, usedComments, topics, variant);
    const keyWords = keyWordsOf(rangesOf(own), 5);
    const text = own.map((verse) => verse.text).join(" ");
    const theme = themeFor(
      [
        [text, 1],
        [comment ?? "", 2],
        [topics.join(" "), 0.5],
        [verseTopicNames(own).join(" "), 0.5],
      ],
      usedThemes,
    );
    // Only a theme its own verses speak of: a commentary's passing word or a topic is too broad.
    const ownTheme = theme && speaksOf(theme, text) ? theme : undefined;
    if (ownTheme) usedThemes.add(ownTheme.key);
    const carrier = carrierOf(own, keyWords, comment, variant);
    const chosenWord = keyWord(keyWords, comment, carrier.text, variant);
    return [
      {
        reference: cite(own),
        verses: own,
        ...(group.headings.length > 0
          ? {
              heading: group.headings
                .map((heading, at) => (at > 0 ? lowered(heading) : heading))
                .join("; "),
            }
          : {}),
        ...(comment ? { comment } : {}),
        carrier,
        ...(chosenWord ? { keyWord: chosenWord } : {}),
        ...(ownTheme ? { theme: ownTheme } : {}),
        topics,
      },
    ];
  });
  const whole = verses.map((verse) => verse.text).join(" ");
  // A passage's closing words often carry its point: they break a tie.
  const ending = whole.split(/\s+/).slice(-40).join(" ");
  const theme = themeFor(
    [
      [whole, 1],
      [ending, 0.25],
      [comments.map((note) => note.text).join(" "), 1],
      [verseTopicNames(verses).join(" "), 0.5],
    ],
    new Set(),
  );
  const summary = comments
    .filter((note) => note.start <= verses[0]!.ordinal + 1)
    .flatMap((note) => sentencesOf(note.text))[0];
  return {
    reference: cite(verses),
    verses,
    movements,
    ...(theme ? { theme } : {}),
    ...(summary ? { summary } : {}),
  };
}

/** A heading joined to another: "Their privileges" → "their privileges", "David comes" kept. */
function lowered(heading: string): string {
  return /^(?:The|Their|His|Her|He|A|An|Another|Its|Our|Of)\b/.test(heading)
    ? heading.charAt(0).toLowerCase() + heading.slice(1)
    : heading;
}

/**
 * The key word to explain: one the commentary's sentence also uses, else the first whose
 * meaning is short and whole (not a weight, a coin or a cut-off gloss).
 */
function keyWord(
  words: readonly KeyWord[],
  comment: string | undefined,
  quoted: string,
  variant: number,
): KeyWord | undefined {
  const said = stemsOf(comment ?? "");
  const read = stemsOf(quoted);
  const plain = (word: KeyWord) =>
    !/^\p{Lu}/u.test(word.word) &&
    !word.meaning.endsWith("…") &&
    !/\b(?:weight|coin|measure)\b/i.test(word.meaning);
  const candidates = words.filter(plain);
  return pick(
    [
      ...candidates.filter((word) => overlap(stemsOf(word.word), said) > 0),
      ...candidates.filter(
        (word) => overlap(stemsOf(word.word), said) === 0 && overlap(stemsOf(word.word), read) > 0,
      ),
    ],
    variant,
  );
}

/** Nave's headings over the verses ("FORGIVENESS", "PENITENT"), once per verse. */
function verseTopicNames(verses: readonly PassageVerse[]): string[] {
  return verses.flatMap((verse) => {
    try {
      return topicsForVerse(versePoint(verse.ordinal))
        .filter((topic) => topic.referenceCount < 600)
        .map((topic) => topic.topic.toLowerCase());
    } catch {
      return [];
    }
  });
}
