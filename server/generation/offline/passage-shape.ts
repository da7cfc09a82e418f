import { LRUCache } from "lru-cache";
import { bookDisplayName } from "@shared/scripture/books";
import type { Translation } from "@shared/scripture/translations";
import { lookup } from "../../scripture/lookup";
import { sectionHeadingsFor } from "../../scripture/section-headings";
import { subtopicIdsOfVerse, subtopicRangeCount } from "../../scripture/study/naves-subtopics";
import { otherSide, quotationsOf } from "../../scripture/study/quotation-index";
import { henryBookIntroduction, henryOutline } from "../../scripture/study/henry-outline";
import { commentaryNotesAt } from "../../scripture/study/study-data";
import { bookIndexOf, verseOrdinal, versePoint } from "../../scripture/verse-ordinals";
import { scriptureIndex } from "../../scripture/bible-index";
import { withoutMusicDirections } from "../../scripture/music-directions";
import { marksOpenAfter } from "@shared/scripture/balance-quotes";
import { versesNamed } from "./named-verses";
import keyVerseList from "./data/key-verses.json";
import henrySentences from "./data/henry-sentences.json";
import keyVerseParts from "./data/key-verse-parts.json";
import literaryHeadings from "./data/literary-headings.json";

/**
 * A passage as the offline writer may use it: its verses, its divisions and their names (the
 * Berean Standard Bible's section headings, or Matthew Henry's own divisions), the verses it
 * turns on, a named commentary's own sentences, and other scripture linked to it by sense.
 * Everything here comes from data; nothing is guessed from the words of the request.
 */

export interface QuotedVerses {
  /** "John 15:4–5" */
  reference: string;
  /** The verses' text, whole. */
  text: string;
}

export interface RelatedVerses extends QuotedVerses {
  relation: "quoted-in" | "quotes";
}

export interface Attributed {
  source: string;
  text: string;
}

export interface PassageSection {
  /** The section's name in a translation's headings or a commentary's outline, when it has one. */
  heading?: string;
  reference: string;
  /** What a draft quotes of the section: all of it when short, else its key verses. */
  quoted: QuotedVerses;
  /** For the longest drafts: the whole section up to a longer reading, else its key verses. */
  fuller: QuotedVerses;
  /**
   * For a run of verses the writer cut (no heading stands over it): a whole sentence of its key
   * verse, short enough to name it, quoted from the translation.
   */
  name?: QuotedVerses;
  /** A named commentary's own sentence on the section. */
  comment?: Attributed;
  /** Scripture that quotes the section, or that it quotes. */
  related: RelatedVerses[];
}

export interface PassageShape {
  reference: string;
  translation: Translation;
  /** The name of the section the passage opens (a complete phrase for a title), when it opens one. */
  heading?: string;
  /** What a draft quotes of the whole passage: all of it when short, else its key verses. */
  quoted: QuotedVerses;
  /** The passage's key verses and the verses the pastor's subject names, in order. */
  key: QuotedVerses[];
  /**
   * The one verse a draft closes on, writes out or dwells on: the passage's own point in the
   * team's list (`verses`, else `alsoMemorised`), or a short passage whole. Undefined when the
   * list names no verse of a longer passage: a section's point or the study data's heaviest verse
   * is quoted in its part, never handed to the reader to carry (2 Samuel 11:15, "that he may be
   * struck, and die", was a youth sermon's "Take this verse with you"; held-out 29d). Never more
   * than a few verses (`carriedRange`): a listed verse whose sentence runs longer is not carried.
   */
  main?: QuotedVerses;
  /**
   * The key verses as a post with little room quotes them: all together, else each, in whole
   * sentences of at most a few verses (`carriedRange`); none where every key verse's sentence
   * runs longer.
   */
  carried: QuotedVerses[];
  /** All the key verses as one quotation, in order. */
  keyed: QuotedVerses;
  /** The whole passage, for a meditation on it. */
  whole: QuotedVerses;
  sections: PassageSection[];
  /**
   * Where the sections' divisions came from: the BSB's section headings, Matthew Henry's outline
   * of the chapter, runs of verses cut by the writer (a passage of one section), or one verse.
   */
  divisions: DivisionSource;
  /** The sentence or verses just before the passage in its chapter, to read it in its place. */
  before?: QuotedVerses;
  /** The verses just around a passage of one or two verses, to read it in its place. */
  context?: QuotedVerses;
  /** The one verse beside it (its sentence whole), for a shorter reading in its place. */
  nearContext?: QuotedVerses;
  /** Scripture that quotes the passage ("quoted-in"), or that it quotes ("quotes"). */
  related: RelatedVerses[];
  /** Where the passage stands, in Matthew Henry's words: his introduction to its book, his outline of its chapter. */
  place: PassagePlace;
}

export interface PassagePlace {
  /**
   * His introduction to the book, for a passage in its first chapter or in a chapter he gives
   * no outline of: it speaks of the writer and his first readers (a prophet's reigns and exile),
   * where such a passage stands. Over a chapter he outlines, the outline and the verses before
   * are about the passage; the introduction there was, for Gethsemane (Mark 14), Mark's family
   * (held-out 29b M2, 29c M1 and M2).
   */
  introduction?: Attributed;
  outline?: {
    /** "Matthew Henry's outline of Zechariah 9" */
    source: string;
    /** Henry's divisions of the chapter, those near the passage when there are many. */
    divisions: { verses: string; heading: string }[];
  };
}

export type DivisionSource = "headings" | "commentary" | "runs" | "verse";

interface Verse {
  ordinal: number;
  reference: string;
  text: string;
  translation: Translation;
}

/** A range this short is quoted whole. */
const shortRange = { verses: 6, words: 170 };
/** A part this short is read whole in the longest drafts. */
const longerRange = { verses: 10, words: 260 };
const commentarySource = "Matthew Henry's Concise Commentary";

/** The verses that carry a passage's point, in the team's list. */
const pointVerses: ReadonlySet<number> = new Set(
  keyVerseList.verses.flatMap((reference) => ordinalsOf(reference)),
);
/** Whether a verse is one the team lists as carrying a passage's point (key-verses.json `verses`). */
export function carriesPassagePoint(reference: string): boolean {
  const ordinals = ordinalsOf(reference);
  return ordinals.length > 0 && ordinals.every((ordinal) => pointVerses.has(ordinal));
}
/**
 * The team's key verses in the order a passage takes them when it holds more than it quotes:
 * the passages' points, the verses widely memorised, then the sections' own points.
 */
const keyVerseTiers: ReadonlyArray<ReadonlySet<number>> = [
  pointVerses,
  new Set(keyVerseList.alsoMemorised.flatMap((reference) => ordinalsOf(reference))),
  new Set(keyVerseList.sections.flatMap((reference) => ordinalsOf(reference))),
];
/** The tier of a curated key verse (0 a passage's point), or undefined for any other. */
const curatedTier = (ordinal: number) => {
  const tier = keyVerseTiers.findIndex((verses) => verses.has(ordinal));
  return tier < 0 ? undefined : tier;
};

function ordinalsOf(reference: string): number[] {
  const found = lookup(reference, { translation: "web" });
  if (!found.ok) return [];
  return found.passage.passages.flatMap((passage) =>
    passage.verses.map((verse) => verseOrdinal(verse.book as never, verse.chapter, verse.verse)),
  );
}

function versesOf(reference: string, translation: Translation): Verse[] {
  const found = lookup(reference, { translation });
  if (!found.ok) return [];
  return found.passage.passages.flatMap((passage) =>
    passage.verses
      .filter((verse) => verse.text)
      .map((verse) => ({
        ordinal: verseOrdinal(verse.book as never, verse.chapter, verse.verse),
        reference: verse.reference,
        text: verse.text.trim(),
        translation,
      })),
  );
}

function referenceOfOrdinals(first: number, last: number): string {
  const start = versePoint(first);
  const end = versePoint(last);
  const book = bookDisplayName(start.book, true);
  if (first === last) return `${book} ${start.chapter}:${start.verse}`;
  if (start.book === end.book && start.chapter === end.chapter)
    return `${book} ${start.chapter}:${start.verse}–${end.verse}`;
  return `${book} ${start.chapter}:${start.verse}–${end.chapter}:${end.verse}`;
}

/** Verses a quotation may take in on each side to make its sentence whole. */
/** A sentence longer than this (Ephesians 1:3-14's) is too long to quote whole for one verse. */
const quotableSentence = { verses: 6, words: 160 };

/**
 * The part of a key verse a draft quotes when it quotes that verse on its own, in each
 * translation (data/key-verse-parts.json): the part read alone says what the passage means for
 * the church, the rest would not (2 Chronicles 20:12's “will you not judge them?” prayed over
 * the sick).
 */
const partsOfVerses: ReadonlyMap<number, Readonly<Record<Translation, string>>> = new Map(
  keyVerseParts.parts.flatMap((part) =>
    ordinalsOf(part.verse).map((ordinal) => [ordinal, part] as const),
  ),
);
const partToQuote = (verse: Verse): string | undefined =>
  partsOfVerses.get(verse.ordinal)?.[verse.translation];

/** Verses quoted with the verses before them that they need (key-verse-parts.json `readWith`). */
const readWith: ReadonlyMap<number, readonly number[]> = new Map(
  keyVerseParts.readWith.flatMap((entry) =>
    ordinalsOf(entry.verse).map((ordinal) => [ordinal, ordinalsOf(entry.with)] as const),
  ),
);

const endsSentence = (verse: Verse) => /[.!?](?:\s?[’”'")\]])*$/.test(verse.text.trim());

/**
 * The chosen verses with their sentences made whole from the verses around them (within the
 * passage): a quotation never starts or stops mid-sentence where the passage holds the rest
 * ("A certain woman, who had a discharge of blood…"; Colossians 1:10's “that you may walk
 * worthily” with 1:9's prayer it completes). A verse whose sentence is too long to quote whole
 * is left out, unless nothing else is chosen.
 */
function inWholeSentences(chosen: readonly Verse[], within: readonly Verse[]): Verse[] {
  const at = new Map(within.map((verse, index) => [verse.ordinal, index]));
  const spans = chosen.map((verse) => {
    const index = at.get(verse.ordinal);
    // A verse with a part to quote is complete in that part: the sentences around it are what
    // it leaves out.
    if (index === undefined || partToQuote(verse)) return [verse];
    // A verse the team reads with the verses before it starts where they start, when the
    // passage holds them.
    const needs = readWith.get(verse.ordinal) ?? [];
    const from = needs.length > 0 ? at.get(Math.min(...needs)) : undefined;
    let first = from ?? index;
    while (first > 0 && !endsSentence(within[first - 1]!)) first--;
    let last = index;
    while (last < within.length - 1 && !endsSentence(within[last]!)) last++;
    return within.slice(first, last + 1);
  });
  const quotable = spans.filter((span) => isShort(span, quotableSentence));
  const taken = new Set(
    (quotable.length > 0 ? quotable : chosen.map((verse) => [verse])).flat().map((v) => v.ordinal),
  );
  return within.filter((verse) => taken.has(verse.ordinal));
}

/**
 * Consecutive verses quoted whole, cited as exactly those verses ("John 15:4–5, 11"), their
 * sentences completed from `within` (the verses they were chosen from).
 */
function quoted(chosen: readonly Verse[], within: readonly Verse[] = chosen): QuotedVerses {
  const verses = inWholeSentences(chosen, within);
  const runs: Verse[][] = [];
  for (const verse of verses) {
    const run = runs.at(-1);
    if (run && run.at(-1)!.ordinal + 1 === verse.ordinal) run.push(verse);
    else runs.push([verse]);
  }
  const cited = runs.map((run, index) => {
    const whole = referenceOfOrdinals(run[0]!.ordinal, run.at(-1)!.ordinal);
    const before = runs[index - 1];
    if (!before) return whole;
    const [previous, next] = [versePoint(before[0]!.ordinal), versePoint(run[0]!.ordinal)];
    const sameChapter = previous.book === next.book && previous.chapter === next.chapter;
    return sameChapter ? `, ${whole.slice(whole.lastIndexOf(":") + 1)}` : `; ${whole}`;
  });
  // Verses apart from each other are quoted apart: "…" stands for the verses between. A run
  // after a gap that resumes a speech opens with the marks open there that were not open where
  // the quotation began ("… ‘If I then, the Lord and the Teacher…").
  const outer = marksOpenBefore(runs[0]![0]!);
  const opening = (run: Verse[]) => {
    const open = marksOpenBefore(run[0]!);
    return open.startsWith(outer) ? open.slice(outer.length) : open;
  };
  return {
    reference: cited.join(""),
    text: runs
      .map((run, index) => {
        // A passage that is the verse itself is the pastor's own text: it is read whole.
        const part = run.length === 1 && within.length > 1 ? partToQuote(run[0]!) : undefined;
        if (part) return part;
        return (index > 0 ? opening(run) : "") + run.map((verse) => verse.text).join(" ");
      })
      .join(" … "),
  };
}

/** The quotation marks open where a verse begins, from its chapter's verses before it. */
function marksOpenBefore(verse: Verse): string {
  const point = versePoint(verse.ordinal);
  if (point.verse <= 1) return "";
  const before = scriptureIndex()
    .verses(verse.translation, {
      start: { ...point, verse: 1 },
      end: { ...point, verse: point.verse - 1 },
    })
    .map((found) => found.text)
    .join(" ");
  return marksOpenAfter(before);
}

function isShort(verses: readonly Verse[], range = shortRange): boolean {
  const words = verses.reduce((sum, verse) => sum + verse.text.split(/\s+/).length, 0);
  return verses.length <= range.verses && words <= range.words;
}

/**
 * The most a draft hands the reader to carry, dwell on or read in a short post: a verse or a few,
 * whole. A key verse's sentence may run longer (Titus 2:11–14 is one sentence, Ephesians 3:14–19
 * another): printed again as "the words to sit with" under the passage, or as a short post's
 * verse, it was the passage a second time (held-out 29e M1, SO2).
 */
const carriedRange = { verses: 3, words: 70 };

/** The chosen verses in whole sentences, when that is short enough to carry (`carriedRange`). */
function carriedQuote(
  chosen: readonly Verse[],
  within: readonly Verse[],
): QuotedVerses | undefined {
  if (chosen.length === 0) return undefined;
  const quotation = quoted(chosen, within);
  const verses = inWholeSentences(chosen, within).length;
  return verses <= carriedRange.verses && quotation.text.split(/\s+/).length <= carriedRange.words
    ? quotation
    : undefined;
}

/**
 * How much other scripture and the commentaries dwell on a verse: New Testament quotations of
 * it (or by it), Scofield's notes on it, and the narrow Nave's subtopics that cite it.
 */
function weight(ordinal: number): number {
  const narrowTopics = [...subtopicIdsOfVerse(ordinal)].filter(
    (id) => subtopicRangeCount(id) <= 200,
  ).length;
  // Nave's counts at most three topics: a verse naming many people or places (Acts 2:9's
  // nations, a healing story's details) is in many topics and says little for it.
  return (
    (curatedTier(ordinal) !== undefined ? 100 : 0) +
    quotationsOf(ordinal).length * 6 +
    commentaryNotesAt("scofield", ordinal).length * 2 +
    Math.min(3, narrowTopics)
  );
}

/** A range longer than this has two key verses by the study data's measure, a shorter one one. */
const oneKeyVerseRange = 8;

function heaviest(verses: readonly Verse[], count: number): Verse[] {
  // The heaviest, the later on a tie (a passage builds to its point); in the passage's order.
  return verses
    .map((verse, index) => ({ verse, index, weight: weight(verse.ordinal) }))
    .sort((a, b) => b.weight - a.weight || b.index - a.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.verse);
}

/**
 * Verses whose every sentence, read alone, promises or says what the passage does not mean for
 * the church (key-verse-parts.json `neverAlone`: "This sickness is not to death"): never a key
 * verse of a longer passage as a whole, which a prayer, an email or a post quotes on its own.
 * A sermon's section, read in its story, still quotes them.
 */
const neverAlone: ReadonlySet<number> = new Set(
  keyVerseParts.neverAlone.flatMap((entry) => ordinalsOf(entry.verse)),
);

/**
 * Among the sections' own point verses (`sections`, the last tier), the verse of a longer BSB
 * section comes first: a short section is quoted whole in a sermon anyway, and a chapter's five
 * key verses should not be filled by the points of its two-verse sections (Matthew 27:1-2's
 * "delivered him up to Pontius Pilate" over 27:42's "He saved others").
 */
const sectionSizes = new Map<number, number>();
function sectionRank(ordinal: number): number {
  if (curatedTier(ordinal) !== keyVerseTiers.length - 1) return 0;
  let size = sectionSizes.get(ordinal);
  if (size === undefined) {
    const point = versePoint(ordinal);
    size =
      sectionHeadingsFor({ start: point, end: point }, "bsb").find((section) => section.level === 1)
        ?.verses ?? 0;
    sectionSizes.set(ordinal, size);
  }
  return size;
}

/**
 * The verses a range turns on: the curated ones it holds, else the ones the data weighs most.
 * `whole`: the range is the passage itself, whose key verses are quoted on their own.
 */
function keyVersesOf(range: readonly Verse[], whole = false): Verse[] {
  const alone = whole ? range.filter((verse) => !neverAlone.has(verse.ordinal)) : range;
  const verses = alone.length > 0 ? alone : range;
  const curated = verses
    .filter((verse) => curatedTier(verse.ordinal) !== undefined)
    .sort(
      (a, b) =>
        curatedTier(a.ordinal)! - curatedTier(b.ordinal)! ||
        sectionRank(b.ordinal) - sectionRank(a.ordinal) ||
        a.ordinal - b.ordinal,
    )
    .slice(0, 5);
  if (curated.length > 0) return curated.sort((a, b) => a.ordinal - b.ordinal);
  return heaviest(verses, range.length > oneKeyVerseRange ? 2 : 1);
}

/**
 * The verses the pastor's subject names (named-verses.ts), for the passage being shaped: they
 * are quoted beside the key verses of the part that holds them.
 */
let named: ReadonlySet<number> = new Set();

/** A part's key verses and the verses in it that the subject names, in order. */
function keyAndNamed(verses: readonly Verse[], whole = false): Verse[] {
  const key = keyVersesOf(verses, whole);
  return verses.filter((verse) => key.includes(verse) || named.has(verse.ordinal));
}

/**
 * For the longest drafts: the part whole up to a longer reading, else its key verses. A verse
 * added for its weight alone was chosen blind to the part's point ("He allowed no one to
 * follow him, except Peter, James, and John" beside "Don't be afraid, only believe", with the
 * raising of the girl left out).
 */
function fullerPart(verses: readonly Verse[]): QuotedVerses {
  return quoted(isShort(verses, longerRange) ? verses : keyAndNamed(verses), verses);
}

function quotedPart(verses: readonly Verse[], whole = false): QuotedVerses {
  return quoted(isShort(verses) ? verses : keyAndNamed(verses, whole), verses);
}

/** Sentences already given to another section of the passage being shaped. */
let given = new Set<string>();

/** The team's reviewed sentences of Matthew Henry, each with the verses it speaks of. */
const reviewedComments = henrySentences.sentences.flatMap(({ verses, text }) => {
  const ordinals = ordinalsOf(verses);
  return ordinals.length > 0
    ? [{ first: Math.min(...ordinals), last: Math.max(...ordinals), text }]
    : [];
});

/**
 * Matthew Henry's own sentence on a section: only one the team has read against the verses
 * (data/henry-sentences.json) and found to speak of verses within the section, preferring one
 * on the verses the section quotes. No sentence is chosen by its place in his note or by the
 * words it shares with the verses: his first sentence often links back to the note before
 * ("A despised gospel will go where it will be better received." opens his note on the woman of
 * Mark 5:25–34), and shared words set "It distinguishes his human birth…" (on Micah 5:2–3)
 * under 5:4–5 (held-out class 1). A passage nobody has read gets none: a missing comment costs
 * nothing, a wrong one the pastor's trust.
 */
function commentOn(verses: readonly Verse[]): Attributed | undefined {
  const first = verses[0]!.ordinal;
  const last = verses.at(-1)!.ordinal;
  const quoted = new Set(
    (isShort(verses) ? verses : keyAndNamed(verses)).map((verse) => verse.ordinal),
  );
  const within = reviewedComments.filter(
    (comment) => comment.first >= first && comment.last <= last && !given.has(comment.text),
  );
  const onQuoted = within.find((comment) =>
    [...quoted].some((ordinal) => ordinal >= comment.first && ordinal <= comment.last),
  );
  const chosen = onQuoted ?? within[0];
  if (!chosen) return undefined;
  given.add(chosen.text);
  return { source: commentarySource, text: chosen.text };
}

/** Matthew Henry's outline of a chapter: "Christ the true Vine. (1-8)" names verses 1-8. */
function commentaryDivisions(first: number, last: number) {
  return (
    henryOutline(first, last)
      .map((division) => ({
        heading: division.heading,
        from: division.first,
        start: Math.max(division.first, first),
        end: Math.min(division.last, last),
        size: division.last - division.first + 1,
      }))
      // A division the passage starts inside is named for verses before it ("Objections against
      // it answered" for 1 Corinthians 15:35-50, asked of 15:50-58): its name is not given, but
      // its verses are still a part of the passage (1 Samuel 7:3-4 of Henry's 7:1-4, held-out
      // 29e S2, were in no point when the division was dropped).
      .filter((division) => division.start <= division.end)
      .map(({ heading, from, start, end, size }) =>
        from >= first ? { heading, start, end, size } : { start, end, size },
      )
  );
}

/** The BSB's sections that meet the verses, at one level (its headings, else its subheadings). */
function headingsOf(first: number, last: number, translation: Translation) {
  const found = sectionHeadingsFor(
    { start: versePoint(first), end: versePoint(last) },
    translation,
  ).map((section) => ({
    heading: section.heading,
    level: section.level,
    start: verseOrdinal(section.start.book, section.start.chapter, section.start.verse),
    end: verseOrdinal(section.end.book, section.end.chapter, section.end.verse),
    size: section.verses,
  }));
  const main = found.filter((section) => section.level === 1);
  const sub = found.filter((section) => section.level === 2);
  return main.length < 2 && sub.length >= 2 ? sub : main;
}

interface Division {
  heading?: string;
  start: number;
  end: number;
  size: number;
}

/**
 * The divisions as a partition of the passage: every verse in exactly one. A verse two divisions
 * claim goes to the later one to start (where the next division begins, the one before has
 * ended); a verse none claims (a gap in an outline, verses before a chapter's first heading)
 * makes a part of its own, without a name.
 */
function partitioned(list: readonly Division[], verses: readonly Verse[]) {
  const ordered = [...list].sort((a, b) => a.start - b.start || b.end - a.end);
  const parts: Array<Division & { inside: Verse[] }> = [];
  let previous: Division | undefined;
  for (const verse of verses) {
    const division = ordered.findLast(
      (found) => found.start <= verse.ordinal && verse.ordinal <= found.end,
    );
    const part = parts.at(-1);
    if (division && division === previous) part!.inside.push(verse);
    else if (!division && part && !previous) part.inside.push(verse);
    else
      parts.push({
        ...(division ?? { start: verse.ordinal, end: verse.ordinal, size: 0 }),
        inside: [verse],
      });
    previous = division;
  }
  // A part of no division is its own size: its name, if any, is a sentence of its own verses.
  return parts.map((part) =>
    part.size === 0
      ? { ...part, end: part.inside.at(-1)!.ordinal, size: part.inside.length }
      : part,
  );
}

function divisionsOf(verses: readonly Verse[]): { source?: DivisionSource; list: Division[] } {
  const first = verses[0]!.ordinal;
  const last = verses.at(-1)!.ordinal;
  const headings = headingsOf(first, last, verses[0]!.translation);
  if (headings.length >= 2) return { source: "headings" as const, list: headings };
  const commentary = commentaryDivisions(first, last);
  if (commentary.length >= 2) return { source: "commentary" as const, list: commentary };
  return { source: undefined, list: headings.length > 0 ? headings : commentary.slice(0, 1) };
}

/**
 * The heading of a section that begins with the passage's first verse and holds most of it (two
 * thirds), for a title: a heading names its section, not the sections after it ("Peter's First
 * Denial" is no title for John 18:15-27, all three denials; "Jesus the True Vine", 15:1-8, still
 * names 15:1-11).
 */
function openingHeading(first: number, last: number, translation: Translation) {
  const point = versePoint(first);
  const chapterStart = verseOrdinal(point.book, point.chapter, 1);
  // The sections are cut at `last`, so a section's end is where it leaves the passage.
  const opening = headingsOf(chapterStart, last, translation).find(
    (section) => section.start === first && (section.end - first + 1) * 3 >= (last - first + 1) * 2,
  )?.heading;
  // "Prologue" is no title: a literary label says nothing of the verses.
  return opening && !literaryLabels.has(opening) ? opening : undefined;
}

/** A part's verses as a section: what is quoted of it, Henry's sentence, the scripture quoting it. */
function partOf(inside: readonly Verse[]): PassageSection {
  const comment = commentOn(inside);
  return {
    reference: referenceOfOrdinals(inside[0]!.ordinal, inside.at(-1)!.ordinal),
    quoted: quotedPart(inside),
    fuller: fullerPart(inside),
    ...(comment ? { comment } : {}),
    related: relatedTo(keyVersesOf(inside), inside, inside[0]!.translation),
  };
}

function sectionsOf(verses: readonly Verse[]): {
  sections: PassageSection[];
  divisions: DivisionSource;
} {
  const found = divisionsOf(verses);
  const divisions = partitioned(found.list, verses);
  // A division that opens inside a sentence (Henry's Hebrews 1:4–14, "having become as much
  // better than the angels…") starts where the sentence ends: its first verses go with the
  // division before, so no part is quoted from mid-sentence.
  // A division with no sentence ending before its last verse (Psalm 136's refrain) stays.
  for (let at = 1; at < divisions.length; at++) {
    const [before, division] = [divisions[at - 1]!, divisions[at]!];
    if (endsSentence(before.inside.at(-1)!)) continue;
    const end = division.inside.findIndex(endsSentence);
    if (end < 0 || end >= division.inside.length - 1) continue;
    before.inside = [...before.inside, ...division.inside.slice(0, end + 1)];
    division.inside = division.inside.slice(end + 1);
  }
  // A division's heading names the whole division, not the first run of it ("Unto Us a Child
  // Is Born" is 9:6, not 9:2-3): a passage of one division is walked in runs, each named by a
  // sentence of its own verses where one fits.
  if (divisions.length < 2 || !found.source)
    return { sections: walked(verses), divisions: verses.length > 1 ? "runs" : "verse" };
  // A part its division's name cannot stand over (none given, a literary label, most of the
  // division outside the passage) is named as a run is, by a sentence of its own key verse:
  // "3. 1 Samuel 7:13." and "1. Prologue (Acts 1:1–5)." named nothing (held-out 29e S1, S2).
  const sections = divisions.map(({ heading, inside, size }) => {
    if (heading && namesPart(heading, inside.length, size)) return { heading, ...partOf(inside) };
    const name = nameOf(inside);
    return { ...(name ? { name } : {}), ...partOf(inside) };
  });
  return { sections, divisions: found.source };
}

/**
 * Whether a division's name can stand over the part of it a passage holds: the name speaks of
 * the whole division, so the part must hold most of it (“David's Loss and Repentance”, 12:13-23,
 * is not the name of 12:13 alone), and it must be a phrase of its own, not the second half of an
 * outline's sentence (“And makes himself known to them”). A part without one is named by its
 * reference.
 */
function namesPart(heading: string, held: number, size: number): boolean {
  return (
    held * 2 >= size &&
    !/^(?:and|but|also|yet|then|with|which|who|where)\b/i.test(heading) &&
    !literaryLabels.has(heading)
  );
}

/** The BSB's headings that name a part of a book by its place, not its content (data file). */
const literaryLabels: ReadonlySet<string> = new Set(literaryHeadings.headings);

/** A run's name is a sentence this long: read at a glance, and saying something. */
const nameWords = { least: 3, most: 22 };
/** Quotation marks (and brackets) at a sentence's edges; an apostrophe stands between letters. */
const edgeMarks = /^[“‘"'([]+|(?<=[.!?])[’”"')\]]+$/g;
const innerMark = /[“”‘"]|’(?!\p{L})|(?<!\p{L})’/u;

/**
 * The sentences of a key verse that can name its run: whole (the verse's part to quote, when the
 * team gives one, is the only thing quoted of it alone), starting and ending within the verse,
 * with no speech opened or closed inside them, a few words long.
 */
function namingSentences(verse: Verse): string[] {
  const part = partToQuote(verse);
  const previous =
    verse.ordinal > 0 ? scriptureIndex().textAt(verse.translation, verse.ordinal - 1) : "";
  const opensSentence =
    versePoint(verse.ordinal).verse === 1 || endsSentence({ ...verse, text: previous });
  // A sentence ends where the next begins with a capital (KJV's “What shall we eat? or, …” is one).
  const pieces = part
    ? [part]
    : withoutMusicDirections(verse.text).split(/(?<=[.!?][’”"')\]]*)\s+(?=[“‘"([]*\p{Lu})/u);
  return pieces.flatMap((piece, index) => {
    const whole = part || ((index > 0 || opensSentence) && /[.!?][’”"')\]]*$/.test(piece));
    const sentence = piece.replace(edgeMarks, "");
    const words = sentence.split(/\s+/).length;
    return whole &&
      /^\p{Lu}/u.test(sentence) &&
      !innerMark.test(sentence) &&
      words >= nameWords.least &&
      words <= nameWords.most
      ? [sentence]
      : [];
  });
}

/**
 * A run's name: the longest naming sentence of its key verses (the one saying most: Joel 2:28's
 * Spirit poured out, not its young men's visions; Mark 7:26's plea, not “Now the woman was a
 * Greek”), the weightiest verse first. Never a verse the team lists as never to be read alone,
 * nor one that needs the verses before it. None fits: the run is given by its reference.
 */
function nameOf(run: readonly Verse[]): QuotedVerses | undefined {
  const ranked = keyVersesOf(run)
    .filter((verse) => !neverAlone.has(verse.ordinal) && !readWith.has(verse.ordinal))
    .sort(
      (a, b) =>
        (curatedTier(a.ordinal) ?? keyVerseTiers.length) -
          (curatedTier(b.ordinal) ?? keyVerseTiers.length) || weight(b.ordinal) - weight(a.ordinal),
    );
  for (const verse of ranked) {
    const longest = namingSentences(verse).sort((a, b) => b.length - a.length)[0];
    if (longest)
      return { reference: referenceOfOrdinals(verse.ordinal, verse.ordinal), text: longest };
  }
  return undefined;
}

/** A passage of one division walked in runs of consecutive verses, each quoted whole. */
function walked(verses: readonly Verse[]): PassageSection[] {
  // Two runs at least where there are two verses, so that a sermon has two points to make.
  const runs = Math.min(verses.length, Math.max(2, Math.min(3, Math.floor(verses.length / 2))));
  const size = Math.ceil(verses.length / runs);
  // Each run ends where a sentence does, at the sentence end nearest its even share; a passage
  // that is one sentence (Colossians 1:9-12) is one run, never cut mid-sentence.
  const ends = verses.flatMap((verse, index) =>
    index < verses.length - 1 && endsSentence(verse) ? [index + 1] : [],
  );
  const cuts: number[] = [];
  for (let run = 1; run < runs; run++) {
    const even = run * size;
    const after = cuts.at(-1) ?? 0;
    const nearest = ends
      .filter((end) => end > after)
      .sort((a, b) => Math.abs(a - even) - Math.abs(b - even) || b - a)[0];
    if (nearest !== undefined) cuts.push(nearest);
  }
  const bounds = [0, ...[...new Set(cuts)].filter((cut) => cut < verses.length), verses.length];
  return bounds
    .slice(1)
    .map((end, index) => verses.slice(bounds[index], end))
    .filter((run) => run.length > 0)
    .map((run) => {
      // A passage of one verse is read whole as its own point: its sentence names nothing more.
      const name = verses.length > 1 ? nameOf(run) : undefined;
      return { ...(name ? { name } : {}), ...partOf(run) };
    });
}

/**
 * Scripture that quotes the passage or that it quotes, as the BSB's editors mark quotations:
 * the key verses' first, then the rest of the passage's, at most three. The one link certain to
 * be by sense; a verse the New Testament quotes in several parallel places gives the first two.
 */
function relatedTo(key: readonly Verse[], verses: readonly Verse[], translation: Translation) {
  const inside = (ordinal: number) =>
    verses[0]!.ordinal <= ordinal && ordinal <= verses.at(-1)!.ordinal;
  // One quotation marked at each of its verses (Romans 4:7, 4:8) or within a longer one
  // (Acts 2:21 in 2:17–21) is one place: spans that touch are joined.
  const spans: Array<{ start: number; end: number; relation: RelatedVerses["relation"] }> = [];
  for (const verse of [...key, ...verses]) {
    for (const quotation of quotationsOf(verse.ordinal).slice(0, 2)) {
      const other = otherSide(quotation, verse.ordinal);
      if (inside(other.start)) continue;
      const touching = spans.find(
        (span) =>
          other.start <= span.end + 1 &&
          span.start <= other.end + 1 &&
          bookIndexOf(span.start) === bookIndexOf(other.start),
      );
      if (touching) {
        touching.start = Math.min(touching.start, other.start);
        touching.end = Math.max(touching.end, other.end);
      } else if (spans.length < 3) {
        const relation = other === quotation.source ? "quotes" : "quoted-in";
        spans.push({ start: other.start, end: other.end, relation });
      }
    }
  }
  // Each quoted as a passage is: its sentences whole (Matthew 2:15 opens inside 2:14's).
  return spans.flatMap((span): RelatedVerses[] => {
    const reference = referenceOfOrdinals(span.start, span.end);
    const chosen = versesOf(reference, translation);
    const chapter = versesOf(reference.slice(0, reference.indexOf(":")), translation);
    return chosen.length > 0 ? [{ ...quoted(chosen, chapter), relation: span.relation }] : [];
  });
}

/** Up to `count` verses after the passage in its chapter (or before, at a chapter's end). */
function contextOf(
  verses: readonly Verse[],
  translation: Translation,
  count: number,
): QuotedVerses | undefined {
  if (verses.length > 2) return undefined;
  const firstOrdinal = verses[0]!.ordinal;
  const lastOrdinal = verses.at(-1)!.ordinal;
  const { book, chapter } = versePoint(lastOrdinal);
  const inChapter = (ordinal: number) => {
    if (ordinal < 0 || ordinal >= scriptureIndex().verseCount()) return false;
    const point = versePoint(ordinal);
    return point.book === book && point.chapter === chapter;
  };
  const ordinals = (from: number, step: number) =>
    Array.from({ length: count }, (_, index) => from + step * (index + 1)).filter(inChapter);
  const after = ordinals(lastOrdinal, 1);
  const chosen = after.length > 0 ? after : ordinals(firstOrdinal, -1).reverse();
  const around = chosen
    .map((ordinal) => ({
      ordinal,
      reference: "",
      text: scriptureIndex().textAt(translation, ordinal).trim(),
      translation,
    }))
    .filter((verse) => verse.text);
  return around.length > 0 ? quoted(around) : undefined;
}

/**
 * The verses just before a passage in its chapter (at least one, up to three, reaching back to
 * the start of their sentence, at most six), or none when it opens its chapter: the chapter
 * before may be another scene or oracle (Hosea 10's judgment before 11:1's love).
 */
function leadIn(verses: readonly Verse[], translation: Translation): QuotedVerses | undefined {
  const opening = versePoint(verses[0]!.ordinal);
  const belongs = (ordinal: number) => {
    if (ordinal < 0) return false;
    const point = versePoint(ordinal);
    return point.book === opening.book && point.chapter === opening.chapter;
  };
  const textAt = (ordinal: number) =>
    belongs(ordinal) ? scriptureIndex().textAt(translation, ordinal).trim() : "";
  const endsAt = (ordinal: number) => /[.!?](?:\s?[’”'")\]])*$/.test(textAt(ordinal));
  const last = verses[0]!.ordinal - 1;
  if (!textAt(last)) return undefined;
  let from = last;
  while (last - from < 2 && textAt(from - 1)) from--;
  while (last - from < 5 && textAt(from - 1) && !endsAt(from - 1)) from--;
  if (textAt(from - 1) && !endsAt(from - 1)) return undefined;
  const before = Array.from({ length: last - from + 1 }, (_, index) => ({
    ordinal: from + index,
    reference: "",
    text: textAt(from + index),
    translation,
  }));
  return quoted(before);
}

/** An outline longer than this is shown only near the passage. */
const outlineShown = { divisions: 8, around: 2 };

function placeOf(verses: readonly Verse[]): PassagePlace {
  const first = verses[0]!.ordinal;
  const point = versePoint(first);
  const chapterStart = verseOrdinal(point.book, point.chapter, 1);
  const chapter = `${bookDisplayName(point.book, true)} ${point.chapter}`;
  const all = henryOutline(chapterStart, chapterStart);
  const introduction =
    point.chapter === 1 || all.length < 2 ? henryBookIntroduction(point.book) : [];
  const meets = all.flatMap((division, index) =>
    division.first <= verses.at(-1)!.ordinal && division.last >= first ? [index] : [],
  );
  const shown =
    all.length <= outlineShown.divisions || meets.length === 0
      ? all
      : all.slice(
          Math.max(0, meets[0]! - outlineShown.around),
          meets.at(-1)! + outlineShown.around + 1,
        );
  const verseOf = (ordinal: number) => versePoint(ordinal).verse;
  return {
    ...(introduction.length > 0
      ? {
          introduction: {
            source: `Matthew Henry's introduction to ${bookDisplayName(point.book, false)}`,
            text: introduction.join(" "),
          },
        }
      : {}),
    ...(shown.length >= 2
      ? {
          outline: {
            source: `Matthew Henry's outline of ${chapter}`,
            divisions: shown.map((division) => ({
              verses:
                division.first === division.last
                  ? `${point.chapter}:${verseOf(division.first)}`
                  : `${point.chapter}:${verseOf(division.first)}–${verseOf(division.last)}`,
              heading: division.heading.replace(/\s*--\s*/g, " — "),
            })),
          },
        }
      : {}),
  };
}

function shape(
  reference: string,
  translation: Translation,
  namedVerses: readonly number[],
): PassageShape | undefined {
  const found = lookup(reference, { translation });
  if (!found.ok) return undefined;
  const verses = versesOf(reference, translation);
  if (verses.length === 0) return undefined;
  given = new Set();
  named = new Set(namedVerses);
  const { sections, divisions } = sectionsOf(verses);
  const keyOfData = keyVersesOf(verses, true);
  // The verse to carry: the first of the passage's own points (then the widely memorised) whose
  // sentence is short enough to carry, else a short passage whole.
  const main =
    [0, 1]
      .flatMap((tier) => keyOfData.filter((verse) => curatedTier(verse.ordinal) === tier))
      .map((verse) => carriedQuote([verse], verses))
      .find(Boolean) ?? carriedQuote(verses, verses);
  const key = keyAndNamed(verses, true);
  const inLittleRoom = [carriedQuote(key, verses), ...key.map((v) => carriedQuote([v], verses))]
    .filter((found): found is QuotedVerses => found !== undefined)
    .filter((found, index, all) => all.findIndex((o) => o.reference === found.reference) === index);
  const heading = openingHeading(verses[0]!.ordinal, verses.at(-1)!.ordinal, translation);
  return {
    reference: found.passage.reference,
    translation,
    ...(heading ? { heading } : {}),
    quoted: quotedPart(verses, true),
    key: key.map((verse) => quoted([verse], verses)),
    ...(main ? { main } : {}),
    carried: inLittleRoom,
    keyed: quoted(key, verses),
    whole: quoted(verses),
    sections,
    divisions,
    ...(leadIn(verses, translation) ? { before: leadIn(verses, translation)! } : {}),
    ...(contextOf(verses, translation, 3) ? { context: contextOf(verses, translation, 3)! } : {}),
    ...(contextOf(verses, translation, 1)
      ? { nearContext: contextOf(verses, translation, 1)! }
      : {}),
    related: relatedTo(keyOfData, verses, translation),
    place: placeOf(verses),
  };
}

const shapes = new LRUCache<string, PassageShape | false>({
  max: 300,
  memoMethod: (key) => {
    const [translation, reference, named] = key.split("\u0000") as [Translation, string, string];
    return shape(reference, translation, named ? named.split(",").map(Number) : []) ?? false;
  },
});

/**
 * The passage's shape, or undefined for a reference that names no verses. `subject`: what the
 * pastor typed as the piece's subject in a structured field (never the notes); the verses of
 * the passage it names by its rare words are quoted beside the key verses of their part.
 */
export function shapePassage(
  reference: string | undefined,
  translation: Translation,
  subject?: string,
): PassageShape | undefined {
  if (!reference?.trim()) return undefined;
  const named = subject?.trim()
    ? versesNamed(subject, versesOf(reference.trim(), translation), translation)
    : [];
  return (
    shapes.memo(`${translation}\u0000${reference.trim()}\u0000${named.join(",")}`) || undefined
  );
}
