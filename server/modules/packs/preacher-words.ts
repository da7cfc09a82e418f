import type { PackOutline } from "@shared/tools/week-pack/schemas";
import { lookup } from "../../scripture/lookup";
import { textRankSummarizer } from "../../text/textrank";
import type { OutlineSection } from "./extract-outline";
import { hymnSentences } from "./hymn-quotes";
import { pointVerses } from "./point-verses";
import { verseSaid } from "./scripture-said";

/** Sentences kept for each point: enough for a devotional and a question, no more. */
const sentencesPerPoint = 2;
/** A sentence shorter than this says too little alone; a longer one is a paragraph. */
const words = { fewest: 7, most: 60 };

const segmenter = new Intl.Segmenter("en", { granularity: "sentence" });

function sentencesOf(paragraphs: readonly string[]): string[] {
  return paragraphs.flatMap((paragraph) =>
    [...segmenter.segment(paragraph.replace(/\s+/g, " "))].map((part) => part.segment.trim()),
  );
}

/** A sentence that stands alone as the preacher said it: whole, of a quotable length. */
function quotable(sentence: string): boolean {
  const count = sentence.split(/\s+/).length;
  return (
    count >= words.fewest &&
    count <= words.most &&
    /^[“"‘'(]?[A-Z]/.test(sentence) &&
    /[.!?][”"’')]?$/.test(sentence) &&
    // A verse quoted in the sermon is scripture, not the preacher's words.
    !/^[“"]/.test(sentence) &&
    // A sentence leaning on the one before ("This is not a trick…", "It is leaning…") means
    // nothing quoted alone.
    !/^(?:this|that|it|these|those)\s+(?:is|was|are|were)\b/i.test(sentence) &&
    // A labelled line is the outline's own (the call, the big idea), not a point's sentence.
    !/^(?:application|call to action|response|big idea|main idea|theme)\s*[:—–-]/i.test(sentence)
  );
}

const summarizer = textRankSummarizer(sentencesPerPoint, "occurrence");

/**
 * A point's strongest sentences in the preacher's own words: TextRank (ts-textrank) over the
 * point's quotable sentences, given back whole and in the order preached.
 */
export function strongestSentences(paragraphs: readonly string[], verses = ""): string[] {
  // A hymn's or poem's lines said aloud are someone else's words (./hymn-quotes.ts).
  const hymns = hymnSentences(paragraphs);
  const quotableOnes = sentencesOf(paragraphs).filter(
    (sentence) => quotable(sentence) && !hymns.has(sentence),
  );
  // A sentence retelling the point's verses ("A man goes down from Jerusalem to Jericho and
  // falls among robbers") is the passage again, not the preacher's insight: left out while
  // enough others remain.
  const own = quotableOnes.filter((sentence) => !retells(sentence, verses));
  let candidates = own.length >= sentencesPerPoint ? own : quotableOnes;
  // A verse said without quotation marks (a transcript's reading of the text), or read into the
  // end of a sentence, is scripture, not the preacher's words: found only among the sentences
  // chosen (each is a search of the Bible's index), and the choice made again without it.
  for (let round = 0; round < 6; round++) {
    const chosen = strongest(candidates);
    const verse = chosen.find((sentence) => verseSaid(sentence));
    if (!verse) return chosen;
    candidates = candidates.filter((sentence) => sentence !== verse);
  }
  return strongest(candidates).filter((sentence) => !verseSaid(sentence));
}

/** TextRank's strongest of the candidates, in the order preached. */
function strongest(candidates: readonly string[]): string[] {
  if (candidates.length <= sentencesPerPoint) return [...candidates];
  // The library trims a sentence's closing mark: its choices are found again among ours.
  const chosen = summarizer.summarize(candidates.join(" "), "en") as string[];
  const picked = candidates.filter((sentence) =>
    chosen.some((found) => found.length > 0 && sentence.startsWith(found.trim().slice(0, 40))),
  );
  return (picked.length > 0 ? picked : candidates).slice(0, sentencesPerPoint);
}

const contentWords = (value: string) =>
  (value.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((word) => word.replace(/s$/, ""));

/** Whether most of a sentence's words of substance are the verses' own. */
function retells(sentence: string, verses: string): boolean {
  if (!verses) return false;
  const inVerses = new Set(contentWords(verses));
  const words = contentWords(sentence);
  return (
    words.length > 0 && words.filter((word) => inVerses.has(word)).length / words.length >= 0.6
  );
}

/** The verses' text in the WEB, to tell the preacher's words from a retelling of them. */
function versesText(reference: string | undefined): string {
  if (!reference) return "";
  const found = lookup(reference, { translation: "web" });
  return found.ok ? found.passage.text : "";
}

/**
 * What the sermon says under each point, for the outline's `sermon`: its strongest sentences
 * and the verses it expounds, those the preacher named or, in the sermon's passage, those its
 * paragraphs cite or echo, else its share of the passage (./point-verses.ts).
 */
export function sermonWords(
  sections: readonly OutlineSection[],
  passage: string,
): NonNullable<PackOutline["sermon"]> {
  const verses = pointVerses(sections, passage);
  return sections.map((section, index) => {
    const own = verses[index];
    return {
      ...(own ? { verses: own } : {}),
      sentences: strongestSentences(section.paragraphs, versesText(own)),
    };
  });
}
