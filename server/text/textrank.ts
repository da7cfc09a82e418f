import textRank from "ts-textrank";

const {
  AbsoluteSummarizerConfig,
  DefaultTextParser,
  NullLogger,
  SorensenDiceSimilarity,
  Summarizer,
} = textRank;

/**
 * A TextRank summarizer (ts-textrank, damping 0.85, Sørensen–Dice similarity) that keeps
 * `count` sentences, by score or in the order they came.
 */
export function textRankSummarizer(count: number, order: "score" | "occurrence") {
  return new Summarizer(
    new AbsoluteSummarizerConfig(
      count,
      new SorensenDiceSimilarity(),
      new DefaultTextParser(),
      0.85,
      order === "score" ? Summarizer.SORT_SCORE : Summarizer.SORT_OCCURENCE,
    ),
    new NullLogger(),
  );
}
