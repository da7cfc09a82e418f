import textRank from "ts-textrank";
import type { PackOutline } from "@shared/tools/week-pack/schemas";
import type { OutlineSection } from "./extract-outline";

const {
  AbsoluteSummarizerConfig,
  DefaultTextParser,
  NullLogger,
  SorensenDiceSimilarity,
  Summarizer,
} = textRank;

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
    !/^[“"]/.test(sentence)
  );
}

const summarizer = new Summarizer(
  new AbsoluteSummarizerConfig(
    sentencesPerPoint,
    new SorensenDiceSimilarity(),
    new DefaultTextParser(),
    0.85,
    Summarizer.SORT_OCCURENCE,
  ),
  new NullLogger(),
);

/**
 * A point's strongest sentences in the preacher's own words: TextRank (ts-textrank) over the
 * point's quotable sentences, given back whole and in the order preached.
 */
export function strongestSentences(paragraphs: readonly string[]): string[] {
  const candidates = sentencesOf(paragraphs).filter(quotable);
  if (candidates.length <= sentencesPerPoint) return candidates;
  // The library trims a sentence's closing mark: its choices are found again among ours.
  const chosen = summarizer.summarize(candidates.join(" "), "en") as string[];
  const picked = candidates.filter((sentence) =>
    chosen.some((found) => found.length > 0 && sentence.startsWith(found.trim().slice(0, 40))),
  );
  return (picked.length > 0 ? picked : candidates).slice(0, sentencesPerPoint);
}

/** What the sermon says under each point, for the outline's `sermon`. */
export function sermonWords(
  sections: readonly OutlineSection[],
): NonNullable<PackOutline["sermon"]> {
  return sections.map((section) => ({
    ...(section.verses ? { verses: section.verses } : {}),
    sentences: strongestSentences(section.paragraphs),
  }));
}
