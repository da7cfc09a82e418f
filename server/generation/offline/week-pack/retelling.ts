import type { AgeBand } from "@shared/tools/week-pack/definition";
import { paragraphs, quote } from "../draft-text";
import type { Verse } from "./context";
import childrenData from "./children-data.json";
import { memoryVerse, versesForDays, type PackContext } from "./context";

/**
 * The children's retelling, read aloud by a children's minister: who wrote it, to whom and
 * where, the passage's own words in short quotations, and one truth about God, in sentences
 * short enough for the age band (children-data.json holds the books, truths and lengths).
 */

interface Truth {
  truth: string;
  why: string;
}

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

/** One truth about God, the first whose words the passage or the big idea uses. */
export function truthAboutGod(context: PackContext): Truth {
  const text = `${context.verses.map((verse) => verse.text).join(" ")} ${context.outline.bigIdea}`;
  const found = childrenData.truths.find(({ match }) =>
    new RegExp(`\\b(?:${match})`, "i").test(text),
  );
  return found ?? childrenData.defaultTruth;
}

/** A younger band when the pastor asked for simpler language. */
export function bandFor(context: PackContext): AgeBand {
  const band = context.outline.ageBand as AgeBand;
  if (context.refine !== "simpler") return band;
  return band === "9-11" ? "6-8" : "3-5";
}

function storyParts(context: PackContext, band: AgeBand): Verse[] {
  if (band === "3-5" || context.refine === "shorter") return [memoryVerse(context)];
  return versesForDays(context, Math.min(band === "6-8" ? 2 : 3, context.verses.length));
}

export function childrensRetelling(context: PackContext): string {
  const band = bandFor(context);
  const { truth, why } = truthAboutGod(context);
  const parts = storyParts(context, band);
  const listen = parts.map((part, index) =>
    parts.length === 1
      ? `Listen to God's words: ${quote(part)}.`
      : index === 0
        ? `Listen. First the Bible says: ${quote(part)}.`
        : index === parts.length - 1
          ? `At the end it says: ${quote(part)}.`
          : `Then it says: ${quote(part)}.`,
  );
  const point = context.outline.points[context.variant % context.outline.points.length]!;
  const byBand: Record<AgeBand, Array<string | false>> = {
    "3-5": [
      "(Gather the children close. Speak slowly and smile.)",
      setting(context.passage).join(" "),
      listen.join(" "),
      `What does it tell us? ${truth}. ${why}`,
      `Ask: "What does God do for us?" Let them answer. Then say it together: "${truth}!"`,
    ],
    "6-8": [
      "(Sit with the children. Hold up your Bible and show them the page.)",
      `Our story is in ${context.passage}. ${setting(context.passage).join(" ")}`,
      listen.join("\n"),
      `What do these words teach us? ${truth}. ${why}`,
      `Ask: "When do you need to know that ${truth}?" Let two or three answer.`,
    ],
    "9-11": [
      "(Give each child a Bible. Find the passage together.)",
      `Turn to ${context.passage}. ${setting(context.passage).join(" ")}`,
      listen.join("\n"),
      context.outline.points.length > 0 &&
        `On Sunday the grown-ups heard this: ${point.replace(/[.!?]*$/, ".")}`,
      `Here is the big truth about God: ${truth}. ${why}`,
      `Ask: "Where in your week do you need to remember this?" Give them time to think.`,
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
