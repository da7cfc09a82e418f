/**
 * What the committed study data costs: each file's size in the repository, and the server's
 * memory (RSS and heap) and time after loading it, one file after another in one process.
 * `node --expose-gc --import tsx scripts/measure-study-data.ts`
 */
import { statSync } from "node:fs";
import path from "node:path";
import { loadStudyFile, occurrences, topicsForVerse } from "../server/scripture/study/study-data";
import {
  studyDataDirectories,
  studyFileNames,
  type StudyFile,
} from "../server/scripture/study/study-files";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) console.warn("Run with node --expose-gc for steady figures.");
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

function memory() {
  gc?.();
  const usage = process.memoryUsage();
  return { rss: usage.rss, heap: usage.heapUsed + usage.arrayBuffers };
}

const directory = studyDataDirectories()[0] as string;
const steps: Array<[string, () => void, StudyFile | undefined]> = [
  ...(Object.keys(studyFileNames) as StudyFile[]).map((file): [string, () => void, StudyFile] => [
    studyFileNames[file],
    () => loadStudyFile(file),
    file,
  ]),
  [
    "verse → topics index",
    () => topicsForVerse({ book: "John", chapter: 3, verse: 16 }),
    undefined,
  ],
  ["Strong's occurrences index", () => occurrences("G25"), undefined],
];

const start = memory();
let total = 0;
console.log(`start: RSS ${mb(start.rss)} MB, heap ${mb(start.heap)} MB`);
console.log("step                        file KiB   load ms   +RSS MB   +heap MB   RSS MB");
let previous = start;
for (const [name, run, file] of steps) {
  const size = file ? statSync(path.join(directory, studyFileNames[file])).size : 0;
  total += size;
  const started = performance.now();
  run();
  const ms = performance.now() - started;
  const now = memory();
  console.log(
    `${name.padEnd(28)}${(size ? (size / 1024).toFixed(0) : "").padStart(8)}${ms.toFixed(0).padStart(10)}${mb(now.rss - previous.rss).padStart(10)}${mb(now.heap - previous.heap).padStart(11)}${mb(now.rss).padStart(9)}`,
  );
  previous = now;
}
console.log(
  `all: ${total} bytes in the repository; +${mb(previous.rss - start.rss)} MB RSS, +${mb(previous.heap - start.heap)} MB heap`,
);
