/**
 * Where the memory goes while an hour's transcript is checked (issue 34): the hour of
 * Spurgeon's preaching the long-recording fake answers with, checked paragraph by paragraph
 * and its clips chosen, either on a check pool of one thread as the server does (`pool`) or
 * on this thread (`inline`, where the heap can be read), `rounds` times. Prints resident
 * memory and heap before, after each step and after (the peak is sampled only in `pool` mode,
 * where this thread is free).
 * Run: `npx tsx --expose-gc scripts/evaluation/check-memory.ts [pool|inline] [rounds]`.
 */
import { readFileSync } from "node:fs";
import type { TranscriptSegment } from "../../shared/recordings/api";
import { readTranscriptFile } from "../../server/modules/recordings/captions";
import { checkedParagraphs } from "../../server/modules/recordings/checked-transcript";
import { checkPoolLimits, createCheckPool } from "../../server/scripture/check-pool";

const mode = process.argv[2] ?? "pool";
const rounds = Number(process.argv[3] ?? 1);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const usage = () => {
  gc();
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  return `rss ${mb(rss)} MB, heap ${mb(heapUsed)} of ${mb(heapTotal)} MB, external ${mb(external)} MB, arrays ${mb(arrayBuffers)} MB`;
};

const segments: TranscriptSegment[] = ["spurgeon-good-shepherd.vtt", "spurgeon-hornets.vtt"]
  .flatMap((file) =>
    readTranscriptFile(readFileSync(`tests/unit/recordings/spoken/${file}`, "utf8"), "vtt"),
  )
  .map((segment, index) => ({ ...segment, start: index * 5000, end: index * 5000 + 4900 }));

let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);

console.log(`${segments.length} segments, mode ${mode}`);
console.log(`before: ${usage()}`);
const began = Date.now();
if (mode === "pool") {
  const pool = createCheckPool({ ...checkPoolLimits, threads: 1 });
  for (let round = 1; round <= rounds; round++) {
    // Another user each round: the pool's memory of checks would answer the same text again.
    const paragraphs = await checkedParagraphs(segments, (text) =>
      pool.check(text, "web", `u${round}`),
    );
    console.log(
      `${round}: ${paragraphs.length} paragraphs checked in ${Date.now() - began} ms: ${usage()}`,
    );
    const choice = await pool.clips(segments, "web");
    console.log(
      `${round}: clips (${JSON.stringify(choice).length} chars) in ${Date.now() - began} ms: ${usage()}`,
    );
  }
} else {
  const { checkBounded } = await import("../../server/scripture/bounded-check");
  const { chooseClipCandidates } = await import("../../server/modules/recordings/clips");
  const { scriptureIndex } = await import("../../server/scripture/bible-index");
  scriptureIndex();
  console.log(`index loaded: ${usage()}`);
  for (let round = 1; round <= rounds; round++) {
    const paragraphs = await checkedParagraphs(segments, async (text) =>
      checkBounded(text, { translation: "web" }),
    );
    console.log(
      `${round}: ${paragraphs.length} paragraphs checked in ${Date.now() - began} ms: ${usage()}`,
    );
    const choice = chooseClipCandidates(segments, "web");
    console.log(
      `${round}: clips (${JSON.stringify(choice).length} chars) in ${Date.now() - began} ms: ${usage()}`,
    );
  }
}
clearInterval(sampler);
console.log(`peak rss ${mb(peak)} MB`);
await new Promise((resolve) => setTimeout(resolve, 2000));
console.log(`after 2 s: ${usage()}`);
process.exit(0);
