import type { PackRefinement } from "@shared/tools/week-pack/definition";
import type { PackOutline } from "@shared/tools/week-pack/schemas";
import type { BookId } from "@shared/scripture/books";
import type { Translation } from "@shared/scripture/translations";
import type { Author } from "../../pipeline-types";
import { lookup } from "../../../scripture/lookup";
import { verseOrdinal } from "../../../scripture/verse-ordinals";
import { shapePassage } from "../passage-shape";
import childrenData from "./children-data.json";
import memoryVerses from "./children-memory-verses.json";

/** A verse or passage to quote whole, with its verses one by one where it has several. */
export interface Verse {
  reference: string;
  text: string;
  verses?: Array<{ reference: string; text: string }>;
}

/** What every piece of a pack is written from: the confirmed outline and the passage's real verses. */
export interface PackContext {
  outline: PackOutline;
  /** The passage as the lookup names it ("Romans 5:1–5"). */
  passage: string;
  /** The passage's verses, one each, in order (at most `maxVerses`). */
  verses: Verse[];
  translation: Translation;
  author?: Author | undefined;
  /** 0 for a piece's first draft; each regenerate asks for the next variant. */
  variant: number;
  /** A refinement of the current draft: shorter, simpler, or (as a new variant) another angle. */
  refine?: PackRefinement | undefined;
}

const maxVerses = 30;

/** The outline's passage looked up, or undefined when it names no real passage. */
export function packContext(
  outline: PackOutline,
  translation: Translation,
  author?: Author,
  variant = 0,
  refine?: PackRefinement,
): PackContext | undefined {
  const found = lookup(outline.passage, { translation });
  if (!found.ok) return undefined;
  const verses = found.passage.passages
    .flatMap((passage) => passage.verses)
    .filter((verse) => verse.text)
    .slice(0, maxVerses)
    .map((verse) => ({ reference: verse.reference, text: verse.text }));
  if (verses.length === 0) return undefined;
  return {
    outline,
    passage: found.passage.reference,
    verses,
    translation,
    author,
    variant,
    refine,
  };
}

/** The passage's verses as one, for quoting its opening. */
export function wholePassage(context: PackContext): Verse {
  return {
    reference: context.passage,
    text: context.verses.map((verse) => verse.text).join(" "),
    verses: context.verses,
  };
}

/** The verses shared out over `count` days in order, each day at least one. */
export function versesForDays(context: PackContext, count: number): Verse[] {
  const { verses } = context;
  return Array.from({ length: count }, (_, day) => {
    const from = Math.floor((day * verses.length) / count);
    const to = Math.max(from + 1, Math.floor(((day + 1) * verses.length) / count));
    const span =
      verses.slice(from, to).length > 0 ? verses.slice(from, to) : [verses[day % verses.length]!];
    const first = span[0]!;
    const last = span.at(-1)!;
    const reference =
      first === last ? first.reference : `${first.reference}–${last.reference.split(":").at(-1)}`;
    return { reference, text: span.map((verse) => verse.text).join(" "), verses: span };
  });
}

/** What a day of the week reads: its point, that point's verses, and the sermon's words on it. */
export interface DayOfWeek {
  point: string;
  verses: Verse;
  /** One of the preacher's own sentences under the point, when the sermon had them. */
  sentence?: string;
  /** 0 the first time in the week the point is read, 1 the second. */
  round: number;
}

/**
 * Day `index` (0 for Monday) takes the points in turn; a point read twice in the week gives its
 * second sentence (and a third time, none). Its reading is the verses the point expounds when the sermon named them
 * (quoted whole, or their key verses when long; the second time, the other way), else its
 * share of the passage.
 */
export function dayOfWeek(context: PackContext, index: number, days: number): DayOfWeek {
  const { points, sermon } = context.outline;
  const at = index % points.length;
  const round = Math.floor(index / points.length);
  const words = sermon?.[at];
  const named = words?.verses ? shapePassage(words.verses, context.translation) : undefined;
  // A point read a second time in the week reads its verses another way: its key verses where
  // it was read whole, else all of it.
  const second = named && (named.keyed.text !== named.quoted.text ? named.keyed : named.whole);
  const verses = named
    ? round === 0
      ? named.quoted
      : second!
    : versesForDays(context, days)[index]!;
  const sentences = words?.sentences ?? [];
  // Each of the sermon's sentences once in the week: a third reading of a point has none.
  const sentence = sentences[round];
  return { point: points[at]!, verses, round, ...(sentence ? { sentence } : {}) };
}

/** A listed memory verse, looked up once per translation: its text and the verses it spans. */
interface ListedVerse extends Verse {
  ordinals: number[];
}

const listedIn = new Map<Translation, ListedVerse[]>();

/**
 * The team's memory verses (children-memory-verses.json) in `translation`: each listed verse
 * whole, and each verse of `parts` as its part's words, the verse's own in that translation.
 */
function listedVerses(translation: Translation): ListedVerse[] {
  const known = listedIn.get(translation);
  if (known) return known;
  const versesOf = (reference: string) => {
    const found = lookup(reference, { translation });
    return found.ok
      ? {
          reference: found.passage.reference,
          verses: found.passage.passages.flatMap((passage) => passage.verses),
        }
      : undefined;
  };
  const whole = memoryVerses.verses.flatMap((reference) => {
    const found = versesOf(reference);
    if (!found) return [];
    const { verses } = found;
    return [
      {
        reference: found.reference,
        text: verses.map((verse) => verse.text).join(" "),
        ...(verses.length > 1
          ? { verses: verses.map((verse) => ({ reference: verse.reference, text: verse.text })) }
          : {}),
        ordinals: verses.map((verse) => ordinalOf(verse)),
      },
    ];
  });
  // A verse too long to learn whole, given by the part the team read for children: its words
  // with the verse's reference, as a quotation of part of a verse is cited.
  const parts = memoryVerses.parts.flatMap((part) => {
    const found = versesOf(part.verse);
    return found
      ? [
          {
            reference: found.reference,
            text: part[translation],
            ordinals: found.verses.map((verse) => ordinalOf(verse)),
          },
        ]
      : [];
  });
  const listed = [...whole, ...parts];
  listedIn.set(translation, listed);
  return listed;
}

/**
 * The words of a verse (its reference as the lookup names it) a child may learn and hear on
 * their own: the verse when the team's memory verse list holds it, its part when the list
 * gives one (`parts`), else undefined.
 */
export function listedWords(reference: string, translation: Translation): string | undefined {
  return listedVerses(translation).find((verse) => verse.reference === reference)?.text;
}

function ordinalOf(verse: { book: string; chapter: number; verse: number }): number {
  return verseOrdinal(verse.book as BookId, verse.chapter, verse.verse);
}

/**
 * The verse to learn: a verse of the team's list for 6-11s (children-memory-verses.json, each
 * read by a person: none of anger, judgment, violence or death, none only half a sentence), or
 * the part the list gives of a verse too long to learn whole (Isaiah 43:1's “Don’t be afraid…
 * You are mine.”, cited as Isaiah 43:1), that lies inside the passage, the nearest the sermon when several do; none when the passage
 * holds none (Deuteronomy 7:20's hornets, Psalm 137), and the lesson then says so and leaves
 * the choice to the leader.
 */
export function memoryVerse(context: PackContext): Verse | undefined {
  const found = lookup(context.passage, { translation: context.translation });
  if (!found.ok) return undefined;
  const inPassage = new Set(
    found.passage.passages.flatMap((passage) => passage.verses.map((verse) => ordinalOf(verse))),
  );
  const listed = listedVerses(context.translation).filter((verse) =>
    verse.ordinals.every((ordinal) => inPassage.has(ordinal)),
  );
  // Of those, the passage's key verses first (the verses it is preached for: passage-shape.ts),
  // so that the lost son's "was lost, and is found" comes before the elder brother's talk.
  const key = new Set(
    (shapePassage(context.passage, context.translation)?.key ?? []).flatMap((verse) => {
      const each = lookup(verse.reference, { translation: context.translation });
      return each.ok
        ? each.passage.passages.flatMap((passage) => passage.verses.map((one) => ordinalOf(one)))
        : [];
    }),
  );
  const isKey = (verse: ListedVerse) => verse.ordinals.every((ordinal) => key.has(ordinal));
  const pool = listed.some(isKey) ? listed.filter(isKey) : listed;
  // The verse nearest the sermon (most words of substance shared with its big idea and
  // points), then the shortest: Isaiah 40:31 for a sermon on waiting for the Lord.
  const sermonWords = new Set(
    substanceWords(`${context.outline.bigIdea} ${context.outline.points.join(" ")}`),
  );
  const shared = (verse: { text: string }) =>
    new Set(substanceWords(verse.text).filter((w) => sermonWords.has(w))).size;
  const chosen = [...pool].sort((a, b) => shared(b) - shared(a) || wordsIn(a) - wordsIn(b))[0];
  if (!chosen) return undefined;
  const { ordinals: _ordinals, ...verse } = chosen;
  return verse;
}

/**
 * The passage's key verse for the week's other pieces (the email, the Monday post, a short
 * retelling): the memory verse when there is one, else the passage's key verse, else its first.
 */
export function keyVerse(context: PackContext): Verse {
  const key = shapePassage(context.passage, context.translation)?.key[0];
  return memoryVerse(context) ?? key ?? context.verses[0]!;
}

const wordsIn = (verse: { text: string }) => verse.text.split(/\s+/).length;

/** Words of four letters or more that say nothing of a verse's subject ("even", "that"). */
const emptyWords = new Set(
  (
    "also been both does done each even from have here into just like more most much only over " +
    "said shall some such than that them then there these they this those thus unto upon very " +
    "were what when which while will with would your yours"
  ).split(" "),
);

/** A text's words of substance, lower case: four letters or more, empty words left out. */
export function substanceWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((word) => !emptyWords.has(word));
}

const notToLearn = new Set(childrenData.notToLearn.words);
const { unlessDenied } = childrenData.notToLearn;

/**
 * The words of a verse that keep it from children (children-data.json): of anger, judgment,
 * violence or death ("But he was angry, and would not go in", Luke 15:28; "…until those who are
 * left… perish", not "should not perish", John 3:16).
 */
export function wordsKeptFromChildren(text: string): string[] {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.filter(
    (word, at) =>
      notToLearn.has(word) ||
      (unlessDenied.words.includes(word) &&
        !words
          .slice(Math.max(0, at - unlessDenied.within), at)
          .some((before) => unlessDenied.denials.includes(before))),
  );
}

/** Whether a child may hear a verse read to them (the memory verse is the list's: memoryVerse). */
export function fitToLearn(text: string): boolean {
  return wordsKeptFromChildren(text).length === 0;
}

/** "Pastor Sam, Grace Church" or what there is of it. */
export function signature(context: PackContext): string {
  const author = context.author;
  if (author?.emailSignature.trim()) return author.emailSignature.trim();
  return [author?.name || "[Your name]", author?.role, author?.church || "[Church name]"]
    .filter(Boolean)
    .join("\n");
}

export function churchName(context: PackContext): string {
  return context.author?.church.trim() ?? "";
}

/** The option for this variant: the first draft takes the first, each regenerate the next. */
export function inVariant<T>(options: readonly T[], context: PackContext, offset = 0): T {
  return options[(offset + context.variant) % options.length]!;
}

/** The brief form when the pastor asked for a shorter draft, the full one otherwise. */
export function briefOr<T>(context: PackContext, brief: T, full: T): T {
  return context.refine === "shorter" ? brief : full;
}

/** The plain form when the pastor asked for simpler language, the usual one otherwise. */
export function plainOr<T>(context: PackContext, plain: T, usual: T): T {
  return context.refine === "simpler" ? plain : usual;
}
