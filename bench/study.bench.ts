/**
 * The study desk: what a passage's study costs after start. The indexes (Nave's subtopics,
 * the Testaments' quotations, Strong's occurrences) are built first and timed on their
 * own; then chapters across the Bible are studied, uncached, and the p95 is judged.
 * `npx tsx bench/study.bench.ts [--quick]` prints the table alone.
 */
import { pathToFileURL } from "node:url";
import { books, chapterCount } from "@shared/scripture/books";
import { loadScripture } from "../server/scripture/bible-index";
import { studyPassage } from "../server/scripture/study/passage-study";
import { warmQuotations } from "../server/scripture/study/quotation-index";
import { warmSubtopics } from "../server/scripture/study/naves-subtopics";
import { withStudyData } from "../server/scripture/study/study-library";
import { openSwordLibrary } from "../server/scripture/sword/sword-library";
import { median, percentile, type BenchOptions, type Figure } from "./support";

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Every `step`-th chapter of the Bible, so long and short, Old and New, all take part. */
function sampleChapters(step: number): string[] {
  const all = books.flatMap((book) =>
    Array.from({ length: chapterCount(book.id) }, (_, index) => `${book.name} ${index + 1}`),
  );
  return all.filter((_, index) => index % step === 0);
}

export async function runStudyBench(options: BenchOptions = { quick: false }): Promise<Figure[]> {
  const rssBefore = process.memoryUsage().rss;
  loadScripture();
  const sword = withStudyData(openSwordLibrary());
  const rssScripture = process.memoryUsage().rss;
  const warmStarted = performance.now();
  warmSubtopics();
  warmQuotations();
  studyPassage("John 3", sword);
  for (const psalm of ["Psalm 23", "Ruth 1"]) studyPassage(psalm, sword);
  const warmMs = performance.now() - warmStarted;
  // What building the indexes threw away is collected before measuring, as a running server
  // would have by the time a pastor asks.
  (globalThis as { gc?: () => void }).gc?.();
  const rssStudy = process.memoryUsage().rss;
  const chapters = sampleChapters(options.quick ? 60 : 12);
  const times = chapters.map((chapter) => {
    const started = performance.now();
    const outcome = studyPassage(chapter, sword);
    if (!outcome.ok) throw new Error(`${chapter}: ${outcome.message}`);
    return performance.now() - started;
  });
  const named = ["John 3", "Psalm 23", "Romans 8", "Ruth 1"].map((passage) => {
    const started = performance.now();
    studyPassage(passage, sword);
    return `${passage} ${(performance.now() - started).toFixed(0)} ms`;
  });
  const p95 = percentile(times, 95);
  return [
    {
      figure: `study of a chapter, p95 (${chapters.length} chapters across the Bible, after start)`,
      target: "≤ 50 ms",
      value: `${p95.toFixed(1)} ms (median ${median(times).toFixed(1)} ms; ${named.join(", ")})`,
      ok: p95 <= 50,
    },
    {
      figure: "first study after start (building the indexes)",
      target: "-",
      value: `${(warmMs / 1000).toFixed(1)} s`,
    },
    {
      figure: "memory (RSS): before, with the Bible texts, with the study data",
      target: "-",
      value: `${megabytes(rssBefore)} MB, ${megabytes(rssScripture)} MB, ${megabytes(rssStudy)} MB (+${megabytes(rssStudy - rssScripture)} MB)`,
    },
  ];
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  for (const figure of await runStudyBench({ quick: process.argv.includes("--quick") }))
    console.log(`${figure.figure}: ${figure.value} (target ${figure.target})`);
}
