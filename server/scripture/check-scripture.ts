import type {
  CheckedReference,
  ScriptureCheck,
  UnreferencedQuotation,
} from "@shared/scripture/check-result";
import { bookDisplayName } from "@shared/scripture/books";
import type { VerseRange } from "@shared/scripture/reference";
import { translationIds, translations, type Translation } from "@shared/scripture/translations";
import { announcedRendering } from "./announced-rendering";
import { attributeQuotations, type AttributedQuotation } from "./attribution";
import { scriptureIndex, type ScriptureIndex } from "./bible-index";
import { resolveCitation, type Citation, type ResolvedCitation } from "./citation";
import { findReferences } from "./find-references";
import { inPrayerBookPsalter, psalterParallel } from "./prayer-book-psalter";
import { passageWords, wholeClauses } from "./passage-words";
import { judgeQuotation, nearAny, type Judgement } from "./quotation-verdict";
import { comparableWords, findQuotations, type Quotation } from "./quotations";
import { findSayings } from "./sayings";
import { searchScripture } from "./text-search";
import { missingVerseNotes, partOfVerse, toKjvNumbering } from "./verse-numbering";
import { versePoint } from "./verse-ordinals";
import { isFunctionWord, normalWord } from "./wording";

export interface CheckOptions {
  translation: Translation;
}

/** Text shown with a reference: enough for a hover card, not a whole book. */
const shownVerses = 30;
/** A quotation is compared with at most this much of a passage. */
export const comparedVerses = 2000;
/** Below this share of its words in the passage, a quotation is not from that passage. */
const fromPassage = 0.5;

const markerTranslations: Record<string, Translation> = { KJV: "kjv", WEB: "web", BSB: "bsb" };

export function passageText(
  index: ScriptureIndex,
  translation: Translation,
  ranges: readonly VerseRange[],
  limit: number,
): { text: string; truncated: boolean } {
  const parts: string[] = [];
  let remaining = limit;
  let truncated = false;
  for (const range of ranges) {
    if (remaining <= 0) {
      truncated = true;
      break;
    }
    const verses = index.verses(translation, range, remaining);
    remaining -= verses.length;
    if (verses.length < index.rangeLength(range)) truncated = true;
    parts.push(
      verses
        .map((verse) => verse.text)
        .filter(Boolean)
        .join(" "),
    );
  }
  return { text: parts.join(" … "), truncated };
}

interface Resolved extends ResolvedCitation {
  /** For a verse the translation numbers as part of a KJV verse: that part. */
  part?: Parameters<typeof partOfVerse>[1];
}

/** Resolves a citation in the chosen translation's own numbering where it differs. */
export function resolveIn(citation: Citation, translation: Translation): Resolved {
  const resolved = resolveCitation(citation);
  if (resolved.valid || citation.unknownBook !== undefined) return resolved;
  const mapped = toKjvNumbering(citation.ranges, translation);
  if (!mapped) return resolved;
  const again = resolveCitation({ ...citation, ranges: mapped.ranges });
  if (!again.valid) return resolved;
  return {
    ...again,
    reference: resolved.reference,
    osis: resolved.osis,
    ...(mapped.part ? { part: mapped.part } : {}),
  };
}

function versesOf(
  index: ScriptureIndex,
  translation: Translation,
  resolved: Resolved,
  limit: number,
  edition: "embedded" | "alternate" = "embedded",
): string[] {
  return numberedVerses(index, translation, resolved, limit, edition).verses;
}

/** The verses' texts and their ordinals (for the KJV's original words there). */
function numberedVerses(
  index: ScriptureIndex,
  translation: Translation,
  resolved: Resolved,
  limit: number,
  edition: "embedded" | "alternate" = "embedded",
): { verses: string[]; ordinals: number[] } {
  const verses: string[] = [];
  const ordinals: number[] = [];
  for (const range of resolved.ranges) {
    for (const verse of index.verses(translation, range, limit - verses.length)) {
      const text =
        edition === "alternate"
          ? (index.alternateText(translation, verse.ordinal) ?? verse.text)
          : verse.text;
      if (!text) continue;
      verses.push(resolved.part ? partOfVerse(text, resolved.part) : text);
      ordinals.push(verse.ordinal);
    }
  }
  return { verses, ordinals };
}

/** The passage in each translation to compare with, plus the other WEB edition where it differs. */
function passagesToCompare(
  index: ScriptureIndex,
  order: readonly Translation[],
  resolved: Resolved,
  withAlternates: boolean,
): Array<{ translation: Translation; verses: string[]; ordinals: number[] }> {
  const passages = order.map((translation) => ({
    translation,
    ...numberedVerses(index, translation, resolved, comparedVerses),
  }));
  if (!withAlternates) return passages;
  for (const translation of order) {
    const alternate = numberedVerses(index, translation, resolved, comparedVerses, "alternate");
    const embedded = passages.find((passage) => passage.translation === translation)!.verses;
    if (alternate.verses.some((text, position) => text !== embedded[position]))
      passages.push({ translation, ...alternate });
  }
  return passages;
}

/** The Prayer Book psalter's words for a passage of the Psalms, read only as wording. */
function psalterWording(index: ScriptureIndex, translation: Translation, resolved: Resolved) {
  const passage = numberedVerses(index, translation, resolved, comparedVerses);
  const verses = psalterParallel(passage, versePoint);
  return verses ? [{ translation, verses, wordingOnly: true as const }] : [];
}

/** Verses after the passage cited that a quotation may read on into (a preacher's reading). */
const runOnVerses = 4;

/**
 * The passage with the `count` verses after it in each translation (within its book), and
 * those verses' name ("John 4:14", "Jeremiah 17:6–7").
 */
function runOn(
  index: ScriptureIndex,
  order: readonly Translation[],
  resolved: Resolved,
  count = 1,
  /** "before": the verse before the first cited, where a quotation may start (one verse). */
  side: "after" | "before" = "after",
):
  | {
      passages: Array<{ translation: Translation; verses: string[]; ordinals: number[] }>;
      next: string;
    }
  | undefined {
  const last = resolved.ranges[resolved.ranges.length - 1];
  const edge = side === "after" ? last?.end : resolved.ranges[0]?.start;
  if (!last || !edge || resolved.part || index.rangeLength(last) > comparedVerses) return undefined;
  const edgeVerse = index.verses(order[0]!, { start: edge, end: edge })[0];
  if (!edgeVerse) return undefined;
  const after =
    side === "after"
      ? Array.from({ length: count }, (_, step) => edgeVerse.ordinal + 1 + step)
      : [edgeVerse.ordinal - 1];
  if (after[after.length - 1]! >= 31_102 || after[0]! < 0) return undefined;
  const first = versePoint(after[0]!);
  const end = versePoint(after[after.length - 1]!);
  if (end.book !== edgeVerse.book) return undefined;
  const passages = order.map((translation) => {
    const { verses, ordinals } = numberedVerses(index, translation, resolved, comparedVerses);
    const next = after.map((ordinal) => index.textAt(translation, ordinal));
    if (!next.every(Boolean)) return { translation, verses, ordinals };
    return side === "after"
      ? { translation, verses: [...verses, ...next], ordinals: [...ordinals, ...after] }
      : { translation, verses: [...next, ...verses], ordinals: [...after, ...ordinals] };
  });
  const name = `${bookDisplayName(first.book, true)} ${first.chapter}:${first.verse}`;
  return {
    passages,
    next:
      count === 1
        ? name
        : `${name}–${end.chapter === first.chapter ? end.verse : `${end.chapter}:${end.verse}`}`,
  };
}

/** A quotation's parts: its sentences and clauses (to a stop, a semicolon or a colon). */
function partsOf(quote: string): string[] {
  return quote
    .split(/(?<=[.;:?!])\s+/)
    .map((part) => part.trim())
    .filter((part) => comparableWords(part).length > 0);
}

/** Words a shortening may leave out in one place, unless they are whole clauses: a phrase. */
const leftOutAtMost = 4;

/**
 * Whether a part is one verse's words as written (or in modern spelling: "thy" for "thine"),
 * with some left out in one place: a few words, or whole clauses ("Soul, [thou hast much goods
 * laid up for many years;] take thine ease", Luke 12:19).
 */
function shortenedOnce(part: string, verse: string): boolean {
  const said = passageWords([part]).normal;
  const read = passageWords([verse]);
  const words = read.normal;
  const runAt = (from: number, at: number, length: number) =>
    from + length <= words.length &&
    said.slice(at, at + length).every((word, step) => word === words[from + step]);
  for (let start = 0; start < words.length; start++)
    for (let split = 1; split < said.length; split++) {
      if (!runAt(start, 0, split)) break;
      for (let gap = 0; start + split + gap < words.length; gap++)
        if (
          (gap <= leftOutAtMost || wholeClauses(read, start + split, start + split + gap)) &&
          runAt(start + split + gap, split, said.length - split)
        )
          return true;
    }
  return false;
}

/**
 * A quotation given in parts, each the passage's own words: Exodus 12:13's two clauses in the
 * other order ("When I see the blood I will pass over you. The blood shall be a token."), or
 * Job 33:24–26 and 28 read with 33:27 left out. Each part is judged alone against the verse
 * cited and the fewest verses after it that hold them all; a part that changes a verse keeps
 * the whole a misquote (undefined here).
 */
function inParts(
  quote: string,
  index: ScriptureIndex,
  order: readonly Translation[],
  resolved: Resolved,
  options: { otherTranslationNamed?: boolean },
): Labelled | undefined {
  const parts = partsOf(quote);
  if (parts.length < 2) return undefined;
  // Each part word for word, or one verse's words with a few left out in one place ("The blood
  // shall be [to you for] a token"): a part in other words, changed, or of words picked from
  // across verses ("bring it to [pass… as the] light") is not excused by being short.
  const faithful = (
    text: string,
    passages: ReadonlyArray<{ verses: readonly string[] }>,
    part: Labelled | undefined,
  ) =>
    part !== undefined &&
    part.coverage >= fromPassage &&
    (part.verdict === "exact" ||
      part.verdict === "fragment" ||
      (part.verdict === "other-wording" &&
        passages.some((passage) => passage.verses.some((verse) => shortenedOnce(text, verse)))));
  // It starts in the verse cited: words wholly of a verse after it are a wrong reference.
  const cited = passagesToCompare(index, order, resolved, false);
  if (!faithful(parts[0]!, cited, judgeQuotation(parts[0]!, cited, options))) return undefined;
  for (let count = 0; count <= runOnVerses; count++) {
    const extended = count === 0 ? undefined : runOn(index, order, resolved, count);
    if (count > 0 && !extended) return undefined;
    const passages = extended?.passages ?? cited;
    const judged = parts.map((part) => judgeQuotation(part, passages, options));
    if (!judged.every((part, at) => faithful(parts[at]!, passages, part))) continue;
    const parted = judged as Labelled[];
    const wordForWord = parted.every(
      (part) => part.verdict === "exact" || part.verdict === "fragment",
    );
    return {
      ...parted[0]!,
      verdict: wordForWord ? "fragment" : "other-wording",
      coverage: Math.min(...parted.map((part) => part.coverage)),
      differences: undefined,
      note: extended
        ? `The quotation gives words of the verse cited and of ${extended.next} in parts, shortened or in another order.`
        : "The quotation gives the verse's words in parts, shortened or in another order.",
    };
  }
  return undefined;
}

/**
 * Whether a quotation with no reference is a verse changed, not prose that resembles one:
 * long enough to be a verse, mostly its words as written, and changed where the verdict
 * says (a word put in or a negation turned), in place: where it differs, the verse has at most
 * one word more than the quotation, not a few of its words picked out from across it ("What is
 * the highest wisdom upon the earth?" is not Amos 4:13's "what is his thought … upon the high
 * places of the earth").
 */
function changedVerse(quote: string, judged: Judgement): boolean {
  const count = (key: "quoted" | "original") =>
    (judged.differences ?? []).reduce(
      (sum, difference) => sum + comparableWords(difference[key]).length,
      0,
    );
  // A verb of thinking or saying left out with its subject ("ye think", John 5:39): two words.
  const governingLeftOut = /gives as only thought|gives as someone’s saying/.test(
    judged.note ?? "",
  );
  return (
    judged.verdict === "misquote" &&
    count("original") <= count("quoted") + (governingLeftOut ? 2 : 1) &&
    comparableWords(quote).length >= 6 &&
    judged.coverage >= 0.75 &&
    (judged.verbatim ?? 0) >= 0.7 &&
    (judged.differences?.length ?? 0) > 0 &&
    /changed or added|turns the verse|leaves out the verse|moves|^It has/.test(judged.note ?? "")
  );
}

const introducingWords =
  /^(?:(?:he|she|it|jesus|paul|god|the \w+) )?(?:says?|said|saith|tells us|reads?|puts it(?: this way)?|writes?|wrote|declares?|promises?|commands?|reminds us|answered|asks?)?(?: that)?$/;

/** Whether the reference introduces the quotation: “Romans 8:28 says, “…”", “In John 3:16: “…”". */
function introduces(text: string, citation: Citation, quotation: AttributedQuotation): boolean {
  const raw = text.slice(citation.end, quotation.start);
  // A colon right before the quotation introduces it (“Romans 6:23 puts it bluntly: “…”").
  if (/:\s{0,3}$/.test(raw)) return true;
  // Punctuation and spaces as single spaces, so the words between can be read plainly.
  const between = raw
    .replace(/\((?:[A-Z]{2,6})\)/g, " ")
    .replace(/[\s,:;()—–-]+/g, " ")
    .trim()
    .toLowerCase();
  return introducingWords.test(between);
}

/** A quotation's words as compared, less its function words. */
function wordsOfSubstance(quote: string): string[] {
  return comparableWords(quote)
    .map(normalWord)
    .filter((word) => !isFunctionWord(word));
}

/**
 * Whether a quotation's words of substance are mostly in the passage, the verse before or the
 * verse after, in any translation compared, or close to them: an attempt at quoting it.
 */
function attempted(
  quote: string,
  index: ScriptureIndex,
  order: readonly Translation[],
  resolved: Resolved,
): boolean {
  const wanted = wordsOfSubstance(quote);
  if (wanted.length === 0) return true;
  const have: string[] = [];
  for (const translation of order) {
    const verses = versesOf(index, translation, resolved, comparedVerses);
    const first = resolved.ranges[0];
    const last = resolved.ranges[resolved.ranges.length - 1];
    const before = first && index.verses(translation, { start: first.start, end: first.start })[0];
    const after = last && index.verses(translation, { start: last.end, end: last.end })[0];
    const around = [
      before && before.ordinal > 0 ? index.textAt(translation, before.ordinal - 1) : "",
      ...verses,
      after && after.ordinal + 1 < 31_102 ? index.textAt(translation, after.ordinal + 1) : "",
    ];
    for (const verse of around)
      for (const word of comparableWords(verse)) have.push(normalWord(word));
  }
  const near = nearAny(have);
  const kept = wanted.filter((word) => near(word)).length;
  return kept / wanted.length >= 0.5;
}

/** Whether a verse ("Rev.22.17") is one of the passage's. */
function withinRanges(osis: string, resolved: Resolved): boolean {
  const [book, chapter, verse] = osis.split(".");
  const at = Number(chapter) * 1000 + Number(verse);
  return resolved.ranges.some(
    (range) =>
      range.start.book === book &&
      range.end.book === book &&
      range.start.chapter * 1000 + range.start.verse <= at &&
      at <= range.end.chapter * 1000 + range.end.verse,
  );
}

/**
 * Whether every word of substance in a quotation is the passage's own, in any translation
 * compared, or close to one: a paraphrase of it, however short ("laugh and mock" for Proverbs
 * 1:26's "I also will laugh … I will mock").
 */
function allWordsOfPassage(
  quote: string,
  index: ScriptureIndex,
  order: readonly Translation[],
  resolved: Resolved,
): boolean {
  const wanted = wordsOfSubstance(quote);
  const have = order.flatMap((translation) =>
    versesOf(index, translation, resolved, comparedVerses).flatMap((verse) =>
      comparableWords(verse).map(normalWord),
    ),
  );
  const near = nearAny(have);
  return wanted.length > 0 && wanted.every((word) => near(word));
}

const bracketedAside = /\s*[([](?!\s*(?:\.\s*){3}[)\]]|\s*…\s*[)\]])[^()[\]]{1,60}[)\]]/g;
const commaAttribution =
  /,\s*(?:saith|says|said|writes|wrote|cries|adds)\s+(?:(?:St\.?|the|holy|blessed|our|apostle|psalmist|prophet)\s+)*[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s*,/g;

/**
 * A quotation without the writer's asides: words in brackets, and an attribution set off by
 * commas (“, saith Paul,”), unless the verse itself has those words (“says Yahweh”).
 */
export function withoutAsides(quote: string, passage: string): string {
  const versesWords = new Set(comparableWords(passage));
  const ownWords = (aside: string) => comparableWords(aside).every((word) => versesWords.has(word));
  const stripped = quote
    .replace(bracketedAside, (aside) => (ownWords(aside) ? aside : ""))
    .replace(commaAttribution, (aside) => (ownWords(aside) ? aside : ","));
  return comparableWords(stripped).length > 0 ? stripped : quote;
}

interface Located {
  reference: string;
  osis: string;
  translation: Translation;
  judgement: Judgement;
  text: string;
}

/**
 * Where in the Bible a quotation's words are, if they are close enough to be that verse. Of
 * the places a search finds, the one that covers most of the quotation wins; among equals,
 * word for word before other wording, then the book the text names (“Feed my sheep”, cited
 * as John 22:5, is John 21, not Ezekiel 34), then the translations in `order`, then rank.
 */
export function locateQuotation(
  quote: string,
  order: readonly Translation[],
  options: { book?: string; misquotes?: boolean } = {},
): Located | undefined {
  const index = scriptureIndex();
  const candidates: Array<Located & { rank: number; ordinals: number[] }> = [];
  /** Verses that have most of the quotation's words, close or not. */
  const near = new Set<string>();
  let rank = 0;
  for (const translation of order) {
    const results = searchScripture(quote, {
      translation,
      limit: options.misquotes ? 10 : 5,
    }).results;
    for (const result of results) {
      rank++;
      const [book, chapter, verse] = result.osis.split(".");
      const first = index.verses(translation, {
        start: { book: book as never, chapter: Number(chapter), verse: Number(verse) },
        end: { book: book as never, chapter: Number(chapter), verse: Number(verse) },
      })[0];
      if (!first) continue;
      // A quotation may run on into the next verse, or start in the verse before (“Come, and
      // learn of Me”: Matthew 11:28's “Come” and 11:29's words).
      const next = index.textAt(translation, first.ordinal + 1);
      const previous =
        first.ordinal > 0 && versePoint(first.ordinal - 1).book === first.book
          ? index.textAt(translation, first.ordinal - 1)
          : "";
      const windows = [
        { from: first.ordinal, verses: [first.text] },
        { from: first.ordinal, verses: [first.text, next] },
        ...(previous ? [{ from: first.ordinal - 1, verses: [previous, first.text] }] : []),
      ];
      // A window past the verse found is taken when the one before was not close, or when its
      // words are all the two verses' own; the verse before only when they are.
      let closeBefore = false;
      for (const { from, verses } of windows) {
        // The writer's asides left out, as for a quotation with a reference (“I (pause) have
        // power to lay it down”).
        const ordinals = [from, from + 1];
        // A psalm's words as the Prayer Book psalter has them are its wording, not a change.
        const psalter = psalterParallel({ verses, ordinals }, versePoint);
        // The other translations' words for the same verses are wording, not a change, as for
        // a quotation with a reference: the KJV's "Without" is not a change of the WEB's
        // "apart from" (Hebrews 9:22), nor the BSB's "Truly, truly" of the KJV's "Verily,
        // verily" (John 5:24), whichever translations the search is asked to place it in.
        const others = translationIds
          .filter((other) => other !== translation)
          .map((other) => ({
            translation: other,
            verses: ordinals
              .slice(0, verses.length)
              .map((ordinal) => index.textAt(other, ordinal) ?? ""),
            wordingOnly: true,
          }))
          .filter((other) => other.verses.every(Boolean));
        let judged = judgeQuotation(withoutAsides(quote, verses.join(" ")), [
          { translation, verses, ordinals },
          ...(psalter ? [{ translation, verses: psalter, wordingOnly: true }] : []),
          ...others,
        ]);
        if (!judged) continue;
        const start = from === first.ordinal ? first : versePoint(from);
        const startOsis = `${start.book}.${start.chapter}.${start.verse}`;
        // Not the translation's words, perhaps the Prayer Book psalter's.
        if (judged.verdict !== "exact" && judged.verdict !== "fragment") {
          const last = versePoint(from + verses.length - 1);
          judged = inPrayerBookPsalter(quote, [{ start, end: last }], judged) ?? judged;
        }
        // Verses with most of the words, as rivals to a verse changed: a window from the verse
        // before holds the verse found, and is no rival to it or to the verse before.
        if (judged.coverage >= 0.6 && from === first.ordinal)
          near.add(result.osis.split(".").slice(0, 3).join("."));
        const close =
          judged.verdict === "exact" ||
          judged.verdict === "fragment" ||
          (judged.verdict === "other-wording" && judged.coverage >= 0.8) ||
          (options.misquotes === true && changedVerse(quote, judged));
        if (!close) continue;
        // Every word the verses' own, in their order (a shortening of the two, “Come, and
        // learn of Me, for I am meek and lowly in heart”), counts as their own words too.
        const ownWords =
          judged.verdict === "exact" ||
          judged.verdict === "fragment" ||
          (verses.length > 1 && judged.coverage === 1 && judged.verbatim === 1);
        if ((closeBefore || from < first.ordinal) && !ownWords) continue;
        const last = versePoint(from + verses.length - 1);
        const name = bookDisplayName(start.book, true);
        const reference =
          verses.length === 1
            ? `${name} ${start.chapter}:${start.verse}`
            : `${name} ${start.chapter}:${start.verse}–${last.chapter === start.chapter ? last.verse : `${last.chapter}:${last.verse}`}`;
        const osis =
          verses.length === 1
            ? result.osis
            : `${startOsis}-${last.book}.${last.chapter}.${last.verse}`;
        candidates.push({
          reference,
          osis,
          translation,
          judgement: judged,
          text: verses.join(" "),
          rank,
          ordinals: ordinals.slice(0, verses.length),
        });
        if (ownWords) break;
        closeBefore = true;
      }
    }
  }
  const wordForWord = (found: Located) =>
    found.judgement.verdict === "exact" || found.judgement.verdict === "fragment" ? 1 : 0;
  const inBook = (found: Located) =>
    options.book !== undefined && found.osis.startsWith(`${options.book}.`) ? 1 : 0;
  candidates.sort(
    (x, y) =>
      y.judgement.coverage - x.judgement.coverage ||
      wordForWord(y) - wordForWord(x) ||
      inBook(y) - inBook(x) ||
      x.rank - y.rank,
  );
  const best = candidates[0];
  if (!best) return undefined;
  // A verse changed is said only when no other verse has most of its words: a writer's
  // blend of two verses (“dwelleth in God, and God in him” with 1 John 3:24) is no misquote.
  if (best.judgement.verdict === "misquote") {
    const own = best.osis.split("-")[0]!;
    if ([...near].some((osis) => osis !== own)) return undefined;
    if (blendedWith(quote, best.judgement, own, order)) return undefined;
  }
  // A few common words found word for word in verses far apart (“It is finished”: John 19:30
  // and James 1:15 in the KJV) belong to none of them in particular: no tie is made.
  if (options.book === undefined && comparableWords(quote).length < 6) {
    const [bookOf, chapterOf] = best.osis.split(".");
    const rival = candidates.find(
      (other) =>
        other !== best &&
        other.judgement.coverage === best.judgement.coverage &&
        wordForWord(other) === wordForWord(best) &&
        !(other.osis.startsWith(`${bookOf}.${chapterOf}.`) || best.osis.startsWith(other.osis)),
    );
    if (rival) return undefined;
  }
  const { rank: _rank, ordinals, ...found } = best;
  return inFirstTranslation(quote, found, ordinals, order[0]) ?? found;
}

/**
 * A misquote's verses, judged in the translation asked for first, when another translation's
 * search found them and the verdict there is the same: a quotation checked against the KJV is
 * shown with the KJV's words (“Doth Job serve God for naught?” against “Doth Job fear God for
 * nought?”, not the WEB's “Does Job fear God for nothing?”, which the KJV's search missed).
 */
function inFirstTranslation(
  quote: string,
  found: Located,
  ordinals: readonly number[],
  first: Translation | undefined,
): Located | undefined {
  // Only a misquote: its differences are said against the verse shown. Other wording stays
  // with the translation it is closest to, which is what tells it from the writer's own words.
  if (!first || found.translation === first || !ordinals.length) return undefined;
  if (found.judgement.verdict !== "misquote") return undefined;
  const index = scriptureIndex();
  const textsIn = (translation: Translation) =>
    ordinals.map((ordinal) => index.textAt(translation, ordinal) ?? "");
  const verses = textsIn(first);
  if (!verses.every(Boolean)) return undefined;
  const others = translationIds
    .filter((other) => other !== first)
    .map((other) => ({ translation: other, verses: textsIn(other), wordingOnly: true }))
    .filter((other) => other.verses.every(Boolean));
  const judged = judgeQuotation(withoutAsides(quote, verses.join(" ")), [
    { translation: first, verses, ordinals: [...ordinals] },
    ...others,
  ]);
  if (judged?.verdict !== found.judgement.verdict) return undefined;
  return { ...found, translation: first, judgement: judged, text: verses.join(" ") };
}

/**
 * Whether the words where a quotation differs from the verse found are another verse's, with
 * the clause before them: the words of institution as the Prayer Book joins them (“Take, eat;
 * this is My Body, which was given for you”, Matthew 26:26 and Luke 22:19), not 1 Corinthians
 * 11:24 changed. A search on the whole quotation finds only the verse it mostly is.
 */
function blendedWith(
  quote: string,
  judged: Judgement,
  own: string,
  order: readonly Translation[],
): boolean {
  const changed = (judged.differences ?? []).map((difference) => difference.quoted).find(Boolean);
  if (!changed) return false;
  const clauses = quote.split(/(?<=[,;:.?!])\s+/);
  const at = clauses.findIndex((clause) => clause.includes(changed));
  if (at < 0) return false;
  const part = clauses.slice(Math.max(0, at - 1), at + 1).join(" ");
  if (comparableWords(part).length < 5) return false;
  const index = scriptureIndex();
  return order.some((translation) =>
    searchScripture(part, { translation, limit: 5 }).results.some((result) => {
      if (result.osis.startsWith(own)) return false;
      const [book, chapter, verse] = result.osis.split(".");
      const point = { book: book as never, chapter: Number(chapter), verse: Number(verse) };
      const text = index.verses(translation, { start: point, end: point })[0]?.text;
      const other = text ? judgeQuotation(part, [{ translation, verses: [text] }]) : undefined;
      return (
        other !== undefined &&
        (other.verdict === "exact" ||
          other.verdict === "fragment" ||
          (other.verdict === "other-wording" && other.coverage >= 0.8))
      );
    }),
  );
}

/** A judgement, and whether the quotation names a translation whose words it is not in. */
type Labelled = Judgement & { translation: Translation; mislabelled?: true };

/**
 * A quotation labelled with one of the product's translations ("(KJV)") whose words are not
 * that translation's: compared with the others, it is another translation's wording (named when
 * it is word for word in one of them) and said so, rather than a misquote of the label's; a
 * quotation that changes the verse in every translation stays a misquote.
 */
function labelledOtherwise(
  quote: string,
  judged: Judgement & { translation: Translation },
  named: Translation,
  marker: string,
  index: ScriptureIndex,
  resolved: Resolved,
  options: { otherTranslationNamed: boolean },
): Labelled | undefined {
  const others = translationIds.filter((each) => each !== named);
  const elsewhere = judgeQuotation(
    quote,
    passagesToCompare(index, others, resolved, true),
    options,
  );
  const label = `Labelled ${marker}, but`;
  const { differences: _differences, ...rest } = judged;
  const namedName = translations[named].abbreviation;
  if (elsewhere && (elsewhere.verdict === "exact" || elsewhere.verdict === "fragment")) {
    const whose = translations[elsewhere.translation].abbreviation;
    return {
      ...rest,
      verdict: "other-wording",
      mislabelled: true,
      note: `${label} these are the ${whose}’s words, not the ${namedName}’s.`,
    };
  }
  if (judged.verdict === "other-wording" || elsewhere?.verdict === "other-wording") {
    return {
      ...rest,
      verdict: "other-wording",
      mislabelled: true,
      note: `${label} it is worded differently from the ${namedName}: another translation’s wording or a paraphrase.`,
    };
  }
  return undefined;
}

function quotedFor(
  text: string,
  quotation: AttributedQuotation,
  citation: Citation,
  resolved: Resolved,
  translation: Translation,
  index: ScriptureIndex,
): CheckedReference["quoted"] | "not-a-quotation" | "elsewhere" {
  const base = { quote: quotation.quote, start: quotation.start, end: quotation.end };
  const other: Translation = translation === "web" ? "kjv" : "web";
  const marker = citation.translationMarker ?? quotation.translationMarker;
  const named = marker ? markerTranslations[marker] : undefined;
  const order: Translation[] = named ? [named] : [translation, other];
  // The product's third translation, unless one is named: its wording excuses a word (a
  // modern quotation's “everyone who” for the WEB's “whoever”) but it is not judged against.
  const wordingOnly: Translation[] = named
    ? []
    : translationIds.filter((each) => !order.includes(each));
  // An aside in brackets or an attribution the verse does not have (“O wretched man (saith
  // Paul), who shall deliver me?”) is the writer's, not the verse's: left out when comparing.
  const quote = resolved.valid
    ? withoutAsides(quotation.quote, versesOf(index, order[0]!, resolved, 50).join(" "))
    : quotation.quote;
  let judged: Labelled | undefined;
  const options = { otherTranslationNamed: marker !== undefined && named === undefined };
  if (resolved.valid) {
    const compare = (withAlternates: boolean) =>
      judgeQuotation(
        quote,
        [
          ...passagesToCompare(index, order, resolved, withAlternates),
          ...wordingOnly.map((each) => ({
            translation: each,
            ...numberedVerses(index, each, resolved, comparedVerses),
            wordingOnly: true,
          })),
          ...psalterWording(index, order[0]!, resolved),
        ],
        options,
      );
    // Word for word in the first translation settles it without reading the others.
    const first = judgeQuotation(
      quote,
      passagesToCompare(index, order.slice(0, 1), resolved, false),
      options,
    );
    judged =
      first && (first.verdict === "exact" || first.verdict === "fragment") ? first : compare(false);
    // Not word for word: perhaps word for word in the other WEB edition.
    if (judged && judged.verdict !== "exact" && judged.verdict !== "fragment")
      judged = compare(true);
    // Perhaps it runs on into the next verse, or reads on through a few, as a preacher reads
    // on past the verse cited: the fewest verses after it that make it the passage's words.
    // Only while the quotation is longer than the verses so far: more cannot make it theirs.
    const quoteLength = comparableWords(quote).length;
    for (let count = 1; count <= runOnVerses; count++) {
      if (!judged || judged.verdict === "exact" || judged.verdict === "fragment") break;
      const extended = runOn(index, order, resolved, count);
      if (!extended) break;
      if (
        count > 1 &&
        comparableWords(extended.passages[0]!.verses.slice(0, -1).join(" ")).length >= quoteLength
      )
        break;
      const again = judgeQuotation(quote, extended.passages, options);
      if (
        again &&
        (again.verdict === "exact" ||
          again.verdict === "fragment" ||
          // Other wording of both verses, where most of it is not in the verse cited; a
          // changed verse is not excused by a word the next verse happens to have.
          (count === 1 &&
            again.verdict === "other-wording" &&
            judged.coverage < fromPassage &&
            again.coverage >= 0.8))
      ) {
        judged = {
          ...again,
          note: `The quotation runs on into ${extended.next}.`,
        };
      }
    }
    // Or it starts in the verse before the one cited ("The mystery which was kept secret since
    // the world began, but now is made manifest…", Romans 16:25–26 cited as 16:26): the
    // verse before and the verses cited make it theirs, the verse before alone does not.
    if (judged && judged.verdict !== "exact" && judged.verdict !== "fragment") {
      const extended = runOn(index, order, resolved, 1, "before");
      const again = extended && judgeQuotation(quote, extended.passages, options);
      const before = extended && {
        ...extended.passages[0]!,
        verses: extended.passages[0]!.verses.slice(0, 1),
        ordinals: extended.passages[0]!.ordinals.slice(0, 1),
      };
      const beforeAlone = before && judgeQuotation(quote, [before], options);
      if (
        again &&
        (beforeAlone?.coverage ?? 0) < fromPassage &&
        (again.verdict === "exact" ||
          again.verdict === "fragment" ||
          // Other wording of both, nearly every word theirs, many more than the verse cited
          // has alone: a word the verse before happens to have excuses no change.
          (again.verdict === "other-wording" &&
            again.coverage >= 0.9 &&
            again.coverage >= judged.coverage + 0.2))
      )
        judged = { ...again, note: `The quotation starts in ${extended.next}.` };
    }
  }
  if (resolved.valid && judged?.verdict === "misquote")
    judged = inParts(quote, index, order, resolved, options) ?? judged;
  // Not the translation's words, perhaps the Prayer Book psalter's (a psalm as Anglicans say it).
  if (
    !named &&
    resolved.valid &&
    judged &&
    judged.verdict !== "exact" &&
    judged.verdict !== "fragment"
  )
    judged = inPrayerBookPsalter(quote, resolved.ranges, judged) ?? judged;
  // Labelled with a translation the product has but not in its words: whose words they are.
  if (named && marker && judged && judged.verdict !== "exact" && judged.verdict !== "fragment") {
    judged = labelledOtherwise(quote, judged, named, marker, index, resolved, options) ?? judged;
  }
  const words = comparableWords(quotation.quote).length;
  const short = words < 3;
  // A few words in single marks that are not the verse's own name a title or a term (a
  // sermon on ‘hope in suffering’), not a quotation of the verse.
  const termInSingleMarks = words <= 6 && /^['‘]/.test(text.slice(quotation.start, quotation.end));
  // A quotation the reference only stands near (the sentence before, or earlier in its own
  // sentence, without introducing it) is paired with it only when its words are an attempt at
  // the passage or its neighbours: a book's title, a proverb or a theme is left alone.
  const weak =
    // A verse of the chapter in hand ("Verse 1.") is read by its number alone: what follows
    // it is its quotation only when its words are an attempt at the verse.
    citation.relative === true ||
    quotation.attribution === "previous-sentence" ||
    (quotation.attribution === "same-sentence" && !introduces(text, citation, quotation));
  if (judged && judged.coverage >= fromPassage) {
    const matches = judged.verdict === "exact" || judged.verdict === "fragment";
    // A few words near a reference, not its own, are a theme (“Jehovah is King”).
    if (weak && words < 5 && judged.verdict === "other-wording") return "not-a-quotation";
    // Two words that are not the verse's own are emphasis (“true love”), not a quotation.
    if ((short || termInSingleMarks) && judged.verdict === "misquote") return "not-a-quotation";
    if (short && !matches) return "not-a-quotation";
    // A paragraph under a reference that reads nothing like it is prose, not a quotation.
    if (quotation.block && judged.verdict === "misquote" && judged.coverage < 0.7)
      return "not-a-quotation";
    return {
      ...base,
      matches,
      translation: judged.translation,
      verdict: judged.verdict,
      ...(matches ? {} : { comparedText: judged.compared }),
      ...(judged.differences ? { differences: judged.differences } : {}),
      ...(judged.note ? { note: judged.note } : {}),
      ...(judged.mislabelled ? { mislabelled: true as const } : {}),
    };
  }
  if (quotation.block || short) return "not-a-quotation";
  // Here fewer than half its words are the passage's, in order: unless it is a loose
  // paraphrase of it, it is the writer's own (a gloss, a title, a saying).
  if (
    weak &&
    resolved.valid &&
    !(
      judged?.verdict === "other-wording" &&
      // A few words that are not the verse's own are a theme (“Jehovah is King”).
      words >= 5 &&
      attempted(quote, index, order, resolved)
    )
  ) {
    const elsewhere = locateQuotation(quote, [translation, other]);
    return elsewhere ? "elsewhere" : "not-a-quotation";
  }
  const found = locateQuotation(quote, [translation, other], {
    book: citation.ranges[0]?.start.book ?? resolved.ranges[0]?.start.book,
  });
  const verbatimElsewhere =
    found && (found.judgement.verdict === "exact" || found.judgement.verdict === "fragment");
  // A loose paraphrase of the passage, unless the words are really another verse's.
  if (judged?.verdict === "other-wording" && !verbatimElsewhere) {
    return {
      ...base,
      matches: false,
      translation: judged.translation,
      verdict: "other-wording",
      comparedText: judged.compared,
      ...(judged.mislabelled && judged.note
        ? { note: judged.note, mislabelled: true as const }
        : {}),
    };
  }
  if (found) {
    // Introduced only by the sentence before, words from elsewhere simply belong elsewhere.
    if (quotation.attribution === "previous-sentence" && resolved.valid) return "elsewhere";
    // Words all the cited passage's own, put loosely, are it in other words, not another verse.
    if (
      !verbatimElsewhere &&
      resolved.valid &&
      allWordsOfPassage(quote, index, [translation, other], resolved)
    )
      return {
        ...base,
        matches: false,
        translation: judged?.translation ?? translation,
        verdict: "other-wording",
        comparedText: judged?.compared ?? versesOf(index, translation, resolved, 50).join(" "),
      };
    return {
      ...base,
      matches: false,
      translation: found.translation,
      verdict: "wrong-reference",
      foundAt: found.reference,
      comparedText: found.text,
      note: `These words are from ${found.reference}${resolved.valid ? `, not ${resolved.reference}` : ""}.`,
    };
  }
  if (!resolved.valid) return { ...base, matches: false };
  if (termInSingleMarks) return "not-a-quotation";
  // A verse the words are close to, though changed ("Rev. xvii. 17" for Revelation 22:17's
  // words, loosely quoted): named, rather than said to be nowhere.
  const nearest = locateQuotation(quote, [translation, other], { misquotes: true });
  // Said only as far as it is true: some of the words may be the passage's own.
  const notIn = `${judged && judged.coverage >= 0.3 ? "Most of these" : "These"} words are not in ${resolved.reference}`;
  return {
    ...base,
    matches: false,
    translation: judged?.translation ?? translation,
    verdict: "misquote",
    comparedText: judged?.compared ?? "",
    ...(judged?.differences ? { differences: judged.differences } : {}),
    note:
      nearest && !withinRanges(nearest.osis, resolved)
        ? `${notIn}; they are close to ${nearest.reference}.`
        : // What the search shows, and no more: a blend of verses ("drop of a bucket, worse
          // than nothing", Isaiah 40:15 and 40:17) has each part somewhere.
          `${notIn}, and no verse has them as they stand.`,
  };
}

/**
 * Finds every reference in a text (any tool's result) and checks it: does it exist, what does
 * it really say, and how a quotation given with it stands against the real text. Quotations
 * with no reference are looked up by their words; sayings that are not in the Bible are
 * pointed out. Never throws.
 */
export function checkScripture(text: string, options: CheckOptions): ScriptureCheck {
  const steps = checkSteps(text, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same check, with `pause` awaited between one reference or quotation and the next: a
 * text naming many passages does not hold the event loop for all of them at once.
 */
export async function checkScriptureInTurns(
  text: string,
  options: CheckOptions,
  pause: () => Promise<void>,
): Promise<ScriptureCheck> {
  const steps = checkSteps(text, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}

/** The check, yielding after each reference and each quotation it looks up. */
function* checkSteps(text: string, options: CheckOptions): Generator<void, ScriptureCheck> {
  const { translation } = options;
  const index = scriptureIndex();
  const citations = findReferences(text, { relative: true });
  const { byCitation, unattributed } = attributeQuotations(text, citations, findQuotations(text));
  yield;
  const looseQuotations: Quotation[] = [...unattributed];
  const references: CheckedReference[] = [];
  for (const [position, citation] of citations.entries()) {
    const resolved = resolveIn(citation, translation);
    const shown = resolved.valid
      ? resolved.part
        ? { text: versesOf(index, translation, resolved, 1).join(" "), truncated: false }
        : passageText(index, translation, resolved.ranges, shownVerses)
      : { text: "", truncated: false };
    const checked: CheckedReference = {
      reference: resolved.reference,
      cited: citation.cited,
      start: citation.start,
      end: citation.end,
      osis: resolved.osis,
      valid: resolved.valid,
      text: shown.text,
    };
    if (resolved.reason) checked.reason = resolved.reason;
    if (citation.uncertain) checked.uncertain = true;
    if (shown.truncated) checked.truncated = true;
    if (resolved.valid) {
      const notes = missingVerseNotes(translation, resolved.ranges);
      if (notes.length > 0) checked.notes = notes;
    }
    if (citation.translationMarker) checked.citedTranslation = citation.translationMarker;
    const quotation = byCitation.get(position);
    if (quotation) {
      const quoted = quotedFor(text, quotation, citation, resolved, translation, index);
      if (quoted === "elsewhere") looseQuotations.push(quotation);
      // The writer's own rendering of the original, announced as such, claims no translation's
      // words: not a misquote of one.
      else if (
        quoted !== "not-a-quotation" &&
        !(quoted?.verdict === "misquote" && announcedRendering(text, quotation.start))
      )
        checked.quoted = quoted;
    }
    references.push(checked);
    yield;
  }
  const other: Translation = translation === "web" ? "kjv" : "web";
  const quotations: UnreferencedQuotation[] = [];
  for (const quotation of looseQuotations.sort((a, b) => a.start - b.start)) {
    if (comparableWords(quotation.quote).length < 3) continue;
    const found = locateQuotation(quotation.quote, [translation, other], { misquotes: true });
    yield;
    if (!found) continue;
    if (found.judgement.verdict === "misquote" && announcedRendering(text, quotation.start))
      continue;
    quotations.push({
      quote: quotation.quote,
      start: quotation.start,
      end: quotation.end,
      foundAt: found.reference,
      osis: found.osis,
      translation: found.translation,
      // A misquote here is a verse changed (changedVerse): flagged, with the verse.
      verdict: found.judgement.verdict,
      text: found.text,
      ...(found.judgement.verdict === "misquote" && found.judgement.differences
        ? { differences: found.judgement.differences }
        : {}),
    });
  }
  return {
    translation,
    references,
    invalidCount: references.filter((reference) => !reference.valid).length,
    // With the unreferenced quotations that are a verse changed: every quotation marked in
    // the text is counted here, as the summary counts it.
    misquotedCount:
      references.filter(
        (reference) =>
          reference.quoted?.verdict === "misquote" ||
          reference.quoted?.verdict === "wrong-reference",
      ).length + quotations.filter((quotation) => quotation.verdict === "misquote").length,
    sayings: findSayings(text),
    quotations,
  };
}
