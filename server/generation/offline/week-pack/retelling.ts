import type { BookId } from "@shared/scripture/books";
import type { AgeBand } from "@shared/tools/week-pack/definition";
import { paragraphs, quote } from "../draft-text";
import type { Verse } from "./context";
import { lookup } from "../../../scripture/lookup";
import { sectionHeadingsFor } from "../../../scripture/section-headings";
import { carriesPassagePoint, shapePassage } from "../passage-shape";
import childrenData from "./children-data.json";
import glossary from "./children-glossary.json";
import memoryVerses from "./children-memory-verses.json";
import {
  fitToLearn,
  listedWords,
  keyVerse,
  memoryVerse,
  substanceWords,
  versesForDays,
  wordsKeptFromChildren,
  type PackContext,
} from "./context";

/**
 * The children's retelling, read aloud by a children's minister: who wrote it, to whom and
 * where, the passage's own words in short quotations, and what the passage itself says (its
 * heading and the clause of its key verse), in sentences short enough for the age band
 * (children-data.json holds the books and lengths).
 */

/** The longest sentence of the leader's own words (quotations aside) for each band. */
export const wordsPerSentence = childrenData.wordsPerSentence as Record<AgeBand, number>;

function bookOf(passage: string): string {
  return passage.replace(/\s+\d+(?::[\d–\-, ]+)?$/, "").trim();
}

/** Who, to whom and where, in the band's words, from the passage's book alone. */
function setting(passage: string): string[] {
  const book = bookOf(passage);
  const letter = (childrenData.letters as Record<string, { writer: string; to: string }>)[book];
  if (letter) return [`${letter.writer} wrote a letter.`, `He wrote it to ${letter.to}.`];
  if (childrenData.gospels.includes(book))
    return [`This is about Jesus.`, `${book} wrote it down so we would know it.`];
  if (childrenData.songs.includes(book))
    return ["This is a song from the Bible.", "God's people sang it to God."];
  return [`These words are in the book of ${book}.`, "God gave them to his people long ago."];
}

/** A younger band when the pastor asked for simpler language. */
export function bandFor(context: PackContext): AgeBand {
  const band = context.outline.ageBand as AgeBand;
  if (context.refine !== "simpler") return band;
  return band === "9-11" ? "6-8" : "3-5";
}

/**
 * The parts of the passage read to the children: only those a child may hear (fitToLearn), so a
 * passage whose every verse is of anger, judgment, violence or death gives none, and the leader
 * chooses what to tell (lessonWithoutTheVerses).
 */
function storyParts(context: PackContext, band: AgeBand): Verse[] {
  // The youngest hear one short verse: the one they learn, else the first they may hear.
  const verse =
    memoryVerse(context) ??
    context.verses.find(
      (one) => one.text.split(/\s+/).length <= shortVerseWords && fitToLearn(one.text),
    );
  if (band === "3-5" || context.refine === "shorter") return verse ? [verse] : [];
  return versesForDays(context, Math.min(band === "6-8" ? 2 : 3, context.verses.length)).filter(
    (part) => fitToLearn(part.text),
  );
}

/** The longest verse read alone to the youngest: the memory verses' limit (children-memory-verses.json). */
const shortVerseWords = memoryVerses.wordLimit;

const meanings = glossary.words as Record<string, string>;
/** How many hard words a lesson explains, by band. */
const wordsToExplain: Record<AgeBand, number> = { "3-5": 2, "6-8": 3, "9-11": 4 };

/**
 * The hard words of verses a lesson quotes, in the order they come, each with its meaning
 * from the team's glossary (children-glossary.json): a word it does not hold is never explained.
 */
export function hardWords(
  verses: readonly Verse[],
  band: AgeBand,
): Array<{ word: string; meaning: string }> {
  const found = new Map<string, string>();
  for (const verse of verses)
    for (const match of verse.text.matchAll(/\p{L}+/gu)) {
      const word = match[0].toLowerCase();
      const meaning = meanings[word];
      if (meaning && !found.has(word)) found.set(word, meaning);
    }
  return [...found].slice(0, wordsToExplain[band]).map(([word, meaning]) => ({ word, meaning }));
}

/** "“Compassion” means feeling sorry for someone and helping them." */
export function explained(words: ReadonlyArray<{ word: string; meaning: string }>): string {
  return words
    .map(({ word, meaning }) => `“${word[0]!.toUpperCase()}${word.slice(1)}” means ${meaning}.`)
    .join(" ");
}

/** Words naming God in a clause: the passage's big idea is about him. */
const aboutGod = /\b(?:God|Lord|LORD|Yahweh|Jesus|Christ|Father|father|Spirit)\b/;

/**
 * The clause of the passage's key verses (its point verses where it holds any; split at stops and semicolons, 4 to 28 words) sharing
 * most words with the sermon's outline, one naming God first; a tie goes to the later clause,
 * where a verse lands ("He was lost, and is found").
 */
function keyClause(
  keys: readonly Verse[],
  context: PackContext,
  heard: ReadonlySet<string>,
): Verse | undefined {
  const { outline } = context;
  // Each key verse on its own, so the clause is cited as the one verse it is in.
  const keyVerses = keys.flatMap((key) => {
    const found = lookup(key.reference, { translation: context.translation });
    return found.ok
      ? found.passage.passages.flatMap((passage) =>
          passage.verses.map((verse) => ({ reference: verse.reference, text: verse.text })),
        )
      : [key];
  });
  // A verse the passage is preached for, where it holds one: a verse kept only to be understood
  // beside it (“There is a river…” before “God is within her”) is no big idea.
  // A clause of a verse a child may not hear is that verse still ("Don’t think that I came to
  // send peace on the earth", Matthew 10:34, comes before "but a sword"): only whole fit verses.
  // Only a verse the lesson reads the children, or one of the team's verses for children
  // (listedWords): the big idea is said aloud too, and Psalm 137:9's "Blessed is he who seizes
  // your infants" (BSB) passes any list of words.
  // A listed verse is said by the words the list gives, a part of one too long to learn whole
  // (Isaiah 43:1's “You are mine”, not its “But now Yahweh who created you… says”).
  const fit = keyVerses.flatMap((verse) => {
    const words =
      listedWords(verse.reference, context.translation) ??
      (heard.has(verse.reference) ? verse.text : undefined);
    return words && fitToLearn(words) ? [{ ...verse, text: words }] : [];
  });
  const points = fit.filter((verse) => carriesPassagePoint(verse.reference));
  const verses = points.length > 0 ? points : fit;
  const outlineWords = new Set(substanceWords(`${outline.bigIdea} ${outline.points.join(" ")}`));
  let best: { verse: Verse; score: number } | undefined;
  for (const verse of verses)
    for (const clause of verse.text.split(/(?<=[;:.!?][”’"]?)\s+/)) {
      const words = clause.split(/\s+/).length;
      if (words < 4 || words > 28) continue;
      const shared = substanceWords(clause).filter((word) => outlineWords.has(word)).length;
      const score = shared * 2 + (aboutGod.test(clause) ? 1 : 0);
      if (!best || score >= best.score)
        best = { verse: { reference: verse.reference, text: clause }, score };
    }
  return best?.verse;
}

/**
 * The lesson's big idea in the passage's own words: the name of the section it opens (the
 * translation's heading) and the clause of its key verses nearest the sermon's outline, never
 * a generic truth.
 */
function passageOwnWords(context: PackContext): { heading?: string; quoted?: string } | undefined {
  const shape = shapePassage(context.passage, context.translation);
  const key = shape?.key.length ? shape.key : [keyVerse(context)];
  // A clause of the key verses the children hear (the story's parts and the verse they learn),
  // else of those verses themselves; none when the lesson gives them no verse.
  const learnt = memoryVerse(context);
  const parts = storyParts(context, bandFor(context));
  const given = learnt ? [...parts, learnt] : parts;
  const heard = new Set(
    given.flatMap((verse) => (verse.verses ?? [verse]).map((one) => one.reference)),
  );
  const clause = keyClause(key, context, heard) ?? keyClause(given, context, heard) ?? learnt;
  if (!clause) return undefined;
  // The translation's heading (the BSB's) of the section the clause is in, else the passage's.
  const found = lookup(clause.reference, { translation: context.translation });
  const at = found.ok ? found.passage.passages[0]?.verses[0] : undefined;
  const point = at && { book: at.book as BookId, chapter: at.chapter, verse: at.verse };
  const range = point && { start: point, end: point };
  const heading =
    (range &&
      sectionHeadingsFor(range, context.translation).find((section) => section.level === 1)
        ?.heading) ??
    shape?.heading;
  // A speech the clause opens or closes inside is quoted without its marks.
  const text = clause.text
    .trim()
    .replace(/^[“‘"](?=[^”’"]*$)/, "")
    .replace(/^([^“‘"]*)[”’"]$/, "$1");
  const quoted = quote({ reference: clause.reference, text });
  return heading ? { heading, quoted } : { quoted };
}

/** The big idea as one line: "Ruth’s Loyalty to Naomi: “Your people…” (Ruth 1:16)." */
export function passageBigIdea(context: PackContext): string | undefined {
  const own = passageOwnWords(context);
  if (!own) return undefined;
  const { heading, quoted } = own;
  // "Here Is Your God! “…”", "Jesus the True Vine: “…”".
  return heading ? `${heading}${/[!?]$/.test(heading) ? "" : ":"} ${quoted}.` : `${quoted}.`;
}

/**
 * The story for a passage with no verse a child may hear (Deuteronomy 7:20's hornets, "…until
 * those who are left… perish"): the leader is told why it is not read, and tells instead, in
 * their own words, a gentle part of the sermon's passage or a verse the sermon points to.
 */
function lessonWithoutTheVerses(context: PackContext, band: AgeBand): string {
  const kept = [...new Set(context.verses.flatMap((verse) => wordsKeptFromChildren(verse.text)))];
  return paragraphs([
    `(For the leader: this lesson does not read ${context.passage} to the children.${kept.length > 0 ? ` It speaks of ${kept.map((word) => `“${word}”`).join(", ")}, and a lesson for children of ${band} reads no verse of anger, judgment, violence or death on its own.` : ` It has no verse short and gentle enough for children of ${band} to hear on its own.`} Choose a gentle part of the sermon's passage, or a verse the sermon points to, and tell it in your own words.)`,
    // A fixed frame true of any passage, then the leader's own telling (children-data.json):
    // never a question of words the children were not read.
    ...(childrenData.withoutTheVerses as unknown as Record<AgeBand, string[]>)[band],
  ]);
}

export function childrensRetelling(context: PackContext): string {
  const band = bandFor(context);
  const parts = storyParts(context, band);
  // What the passage itself says, never a truth that fits any passage.
  const own = passageOwnWords(context);
  if (parts.length === 0 || !own) return lessonWithoutTheVerses(context, band);
  const named = own.heading ? (/[.!?]$/.test(own.heading) ? own.heading : `${own.heading}.`) : "";
  const listen = parts.map((part, index) =>
    parts.length === 1
      ? `Listen to God's words: ${quote(part)}.`
      : index === 0
        ? `Listen. First the Bible says: ${quote(part)}.`
        : index === parts.length - 1
          ? `At the end it says: ${quote(part)}.`
          : `Then it says: ${quote(part)}.`,
  );
  // No sermon point is read to the children: a spoken or written sermon's points are the
  // preacher's sentences for grown-ups (issue 34).
  const words = explained(hardWords(parts, band));
  const byBand: Record<AgeBand, Array<string | false>> = {
    "3-5": [
      "(Gather the children close. Speak slowly and smile.)",
      setting(context.passage).join(" "),
      listen.join(" "),
      words,
      `What does it tell us? ${named}${own.quoted ? ` Say it together: ${own.quoted}.` : ""}`,
      "Ask: “What did God's words say?” Let them answer.",
    ],
    "6-8": [
      "(Sit with the children. Hold up your Bible and show them the page.)",
      `Our story is in ${context.passage}. ${setting(context.passage).join(" ")}`,
      listen.join("\n"),
      words,
      `What do these words teach us? ${named}${own.quoted ? ` Remember this: ${own.quoted}.` : ""}`,
      "Ask: “What do these words ask of us this week?” Let two or three answer.",
    ],
    "9-11": [
      "(Give each child a Bible. Find the passage together.)",
      `Turn to ${context.passage}. ${setting(context.passage).join(" ")}`,
      listen.join("\n"),
      words,
      `Here is the big idea of the passage. ${named}${own.quoted ? ` It says: ${own.quoted}.` : ""}`,
      "Ask: “Where in your week do you need to remember this?” Give them time to think.",
    ],
  };
  return paragraphs(byBand[band]);
}

/** The leader's own sentences (quotations and stage directions aside), for checking length. */
export function spokenSentences(retelling: string): string[] {
  return retelling
    .replace(/“[^”]*”\s*\([^)]*\)/g, "")
    .replace(/\([^)]*\)/g, "")
    .split(/(?<=[.!?])["”]?\s+|\n+/)
    .map((sentence) => sentence.replace(/["“”]/g, "").trim())
    .filter((sentence) => /[A-Za-z]/.test(sentence));
}
