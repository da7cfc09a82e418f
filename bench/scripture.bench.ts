/**
 * Scripture benchmarks: loading the embedded index (time and memory, measured in a fresh
 * process), checking a sermon, looking up a verse and searching. `runScriptureBench` is the
 * suite for bench/run.ts; `npx tsx bench/scripture.bench.ts [--quick]` prints the table alone.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { books } from "@shared/scripture/books";
import { loadScripture } from "../server/scripture/bible-index";
import { checkLimits, maxCheckLength } from "@shared/scripture/api";
import { packCheck } from "@shared/scripture/check-wire";
import { checkBounded } from "../server/scripture/bounded-check";
import { checkScripture } from "../server/scripture/check-scripture";
import { lookup } from "../server/scripture/lookup";
import { searchIndexFor, searchScripture } from "../server/scripture/text-search";
import { buildSermon } from "../tests/unit/scripture/sermon-fixture";
import {
  signedInCookie,
  startServer,
  tempDataDir,
  type BenchOptions,
  type Figure,
} from "./support";

interface LoadProbe {
  loadMs: number;
  heapMb: number;
  rssMb: number;
  searchBuildMs: number;
  searchHeapMb: number;
}

const megabytes = (bytes: number) => bytes / 1024 / 1024;

/** p in 0..1; the bench support's percentile takes 0..100. */
function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] as number;
}

/**
 * Runs `task` `runs` times after `warmup` unmeasured runs; returns each run's milliseconds.
 * Targets are judged on the median: on a shared two-core machine the p95 (also reported)
 * mostly measures the scheduler and the garbage collector.
 */
function timeRuns(runs: number, warmup: number, task: () => void): number[] {
  for (let i = 0; i < warmup; i++) task();
  return Array.from({ length: runs }, () => {
    const started = performance.now();
    task();
    return performance.now() - started;
  });
}

/** Runs in a fresh process (so nothing is cached or warm) and prints what loading cost. */
function loadProbe(): LoadProbe {
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  gc();
  const before = process.memoryUsage();
  const started = performance.now();
  const index = loadScripture();
  const loadMs = performance.now() - started;
  gc();
  const loaded = process.memoryUsage();
  const searchStarted = performance.now();
  searchIndexFor("web");
  searchIndexFor("kjv");
  const searchBuildMs = (performance.now() - searchStarted) / 2;
  gc();
  const searched = process.memoryUsage();
  if (index.verseCount() !== 31102) throw new Error("the index did not load");
  return {
    loadMs,
    heapMb: megabytes(
      loaded.heapUsed +
        loaded.external +
        loaded.arrayBuffers -
        before.heapUsed -
        before.external -
        before.arrayBuffers,
    ),
    rssMb: megabytes(loaded.rss - before.rss),
    searchBuildMs,
    searchHeapMb: megabytes(
      searched.heapUsed + searched.arrayBuffers - loaded.heapUsed - loaded.arrayBuffers,
    ),
  };
}

function measureLoadInFreshProcess(): LoadProbe {
  const self = fileURLToPath(import.meta.url);
  const out = execFileSync(
    process.execPath,
    ["--expose-gc", "--import", "tsx", self, "--load-probe"],
    {
      encoding: "utf8",
    },
  );
  return JSON.parse(out.trim().split("\n").pop() as string) as LoadProbe;
}

/** Each user may check 30 texts a minute: the requests are spread over enough users. */
const checksPerUser = 30;

/**
 * POST /api/scripture/check on the built server, with the 3,000-word sermon: each request's
 * time from sending to the whole answer, one after another.
 */
async function measureCheckEndpoint(sermon: string, requests: number): Promise<number[]> {
  const dataDir = tempDataDir("scripture");
  const server = await startServer(dataDir, 5303);
  try {
    // Each user may have 200,000 characters checked a minute (and 30 checks).
    const perUser = Math.max(1, Math.min(checksPerUser, Math.floor(200_000 / (sermon.length + 8))));
    const users = Math.ceil((requests + 5) / perUser);
    const cookies: string[] = [];
    for (let user = 0; user < users; user++)
      cookies.push(await signedInCookie(server, `scripture-bench-${user}@example.org`));
    const times: number[] = [];
    for (let i = 0; i < requests + 5; i++) {
      // Each text its own (a check is kept in memory per user and text): every one is checked.
      const body = JSON.stringify({ text: `${sermon}\n\n(${i})`, translation: "web" });
      const started = performance.now();
      const response = await fetch(`${server.url}/api/scripture/check`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: server.url,
          cookie: cookies[Math.floor(i / perUser) % cookies.length]!,
        },
        body,
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`check answered ${response.status}`);
      // The first few warm the server (and build nothing: checking needs no search index).
      if (i >= 5) times.push(performance.now() - started);
    }
    return times;
  } finally {
    await server.stop();
  }
}

/** A misquotation given with a two-chapter passage: it is compared with both chapters. */
const misquotedGenesis =
  "Genesis 1-2 says, “In the beginning God created the heavens and the earth, and it was very good indeed for all.” ";

/** `unit` repeated as often as fits in `length` characters. */
const repeatedTo = (unit: string, length: number) => unit.repeat(Math.floor(length / unit.length));

/**
 * A costly text: a long psalm named with a quotation in other wording than the WEB's (each is
 * compared in every translation), again and again.
 */
const psalm119Unit =
  "Psalm 119 “Blessed are those whose ways are blameless, who walk according to the law of the LORD. Blessed are those who keep his statutes, who seek him with their whole heart.” ";

interface HostileChecks {
  /** The answer's bytes over the request's, `Ps 1-150` repeated to 100,000 characters. */
  amplification: { before: number; after: number };
  /** One 100,000-character Psalm 119 text: unbounded on the thread, bounded. */
  heavyMs: { before: number; after: number };
  /** 50 quotations each given with "Psalms 1-150": bounded by items alone, and by verses too. */
  psalterMs: { before: number; after: number };
  /** Through the built server: four such checks at once, and health meanwhile. */
  parallel: { totalMs: number; healthMaxMs: number; healthAnswers: number; statuses: number[] };
}

/**
 * Issue 37 #3's attacks: the answer's size against the request's, the cost of the heaviest
 * text, and health while four of them are checked at once on the built server.
 */
async function measureHostileChecks(quick: boolean): Promise<HostileChecks> {
  const web = { translation: "web" } as const;
  const psalms = repeatedTo("Ps 1-150 ", maxCheckLength);
  const requestBytes = JSON.stringify({ text: psalms }).length;
  const amplification = {
    before: JSON.stringify(checkScripture(psalms, web)).length / requestBytes,
    after: JSON.stringify(packCheck(checkBounded(psalms, web))).length / requestBytes,
  };
  // Unbounded, a 100,000-character text takes seconds; --quick times a quarter of it.
  const heavy = repeatedTo(psalm119Unit, quick ? maxCheckLength / 4 : maxCheckLength);
  let started = performance.now();
  checkScripture(heavy, web);
  const before = performance.now() - started;
  started = performance.now();
  checkBounded(heavy, web);
  const heavyMs = { before, after: performance.now() - started };
  // Items are not all one cost: each of these is compared with 2,000 verses.
  const psalter =
    `As Psalms 1-150 say, "I will lift up my eyes to the hills where does my help come from my help comes from the Lord". `.repeat(
      checkLimits.quotations,
    );
  started = performance.now();
  checkBounded(psalter, web, { ...checkLimits, verses: Number.POSITIVE_INFINITY });
  const psalterBefore = performance.now() - started;
  started = performance.now();
  checkBounded(psalter, web);
  const psalterMs = { before: psalterBefore, after: performance.now() - started };

  const server = await startServer(tempDataDir("scripture-hostile"), 5304);
  try {
    const cookies = await Promise.all(
      [0, 1, 2, 3].map((n) => signedInCookie(server, `hostile-check-${n}@example.org`)),
    );
    const check = (cookie: string, text: string) =>
      fetch(`${server.url}/api/scripture/check`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url, cookie },
        body: JSON.stringify({ text }),
      }).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      });
    await check(cookies[0]!, "John 3:16 “For God so loved the world”"); // a thread ready
    const full = repeatedTo(psalm119Unit, maxCheckLength - 20);
    started = performance.now();
    let done = false;
    const all = Promise.all(
      cookies.map((cookie, n) => check(cookie, `Text ${n}. ${full}`)),
    ).finally(() => (done = true));
    const health: number[] = [];
    while (!done) {
      const asked = performance.now();
      await (await fetch(`${server.url}/api/health`)).arrayBuffer();
      health.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const statuses = await all;
    return {
      amplification,
      heavyMs,
      psalterMs,
      parallel: {
        totalMs: performance.now() - started,
        healthMaxMs: Math.max(...health),
        healthAnswers: health.length,
        statuses,
      },
    };
  } finally {
    await server.stop();
  }
}

export async function runScriptureBench(
  options: BenchOptions = { quick: false },
): Promise<Figure[]> {
  const scale = options.quick ? 0.2 : 1;
  const runs = (count: number) => Math.max(5, Math.round(count * scale));
  const probe = measureLoadInFreshProcess();
  const index = loadScripture();

  const sermon = buildSermon(index);
  const check = checkScripture(sermon, { translation: "web" });
  const checkTimes = timeRuns(runs(200), 20, () => checkScripture(sermon, { translation: "web" }));

  // Verse lookups by book, chapter and verse, spread over the whole Bible, timed in batches.
  const points = Array.from({ length: 1000 }, (_, i) => {
    const book = books[(i * 7) % books.length] as (typeof books)[number];
    const chapter = 1 + ((i * 13) % book.verseCounts.length);
    const verse = 1 + ((i * 17) % (book.verseCounts[chapter - 1] as number));
    return [book.id, chapter, verse] as const;
  });
  let sink = 0;
  const batchMicros = timeRuns(runs(300), 20, () => {
    for (const [book, chapter, verse] of points)
      sink += index.verseText("web", book, chapter, verse)?.length ?? 0;
  }).map((ms) => (ms * 1000) / points.length);
  const referenceMicros = timeRuns(runs(500), 20, () => {
    sink += lookup("John 3:16", { translation: "web" }).ok ? 1 : 0;
  }).map((ms) => ms * 1000);
  if (sink === 0) throw new Error("lookups returned nothing");

  const queries = [
    "love",
    "the lord is my shepherd",
    "grace and peace",
    "and",
    "faith hope love",
    "living water",
    "forgive",
    "kingdom of heaven",
  ];
  const searchTimes = queries.flatMap((query) =>
    timeRuns(runs(25), 1, () => searchScripture(query, { translation: "web" })),
  );

  // A model's draft misquoting a two-chapter passage again and again (the draft-on-pool test's
  // field): each misquotation is compared with both chapters' 1,600 words.
  const genesisTimes = timeRuns(runs(20), 2, () =>
    checkScripture(misquotedGenesis.repeat(15), { translation: "web" }),
  );
  const checkMedian = percentile(checkTimes, 0.5);
  const lookupMedian = percentile(batchMicros, 0.5);
  const searchMedian = percentile(searchTimes, 0.5);
  const endpointTimes = await measureCheckEndpoint(sermon, options.quick ? 25 : 115);
  const hostile = await measureHostileChecks(options.quick);
  return [
    {
      figure: "Index load (WEB + KJV, fresh process)",
      target: "≤ 300 ms",
      value: `${probe.loadMs.toFixed(0)} ms`,
      ok: probe.loadMs <= 300,
    },
    {
      figure: "Index memory (heap + buffers after GC)",
      target: "≤ 60 MB",
      value: `${probe.heapMb.toFixed(1)} MB`,
      ok: probe.heapMb <= 60,
    },
    {
      figure: "Index memory (RSS increase)",
      target: "≤ 60 MB",
      value: `${probe.rssMb.toFixed(1)} MB`,
      ok: probe.rssMb <= 60,
    },
    {
      figure: `Check a ${sermon.split(" ").length}-word sermon, ${check.references.length} refs (median; p95)`,
      target: "≤ 5 ms",
      value: `${checkMedian.toFixed(2)} ms; ${percentile(checkTimes, 0.95).toFixed(2)} ms`,
      ok: checkMedian <= 5,
    },
    {
      figure: "Check 15 misquotations of Genesis 1-2 (median; p95)",
      target: "-",
      value: `${percentile(genesisTimes, 0.5).toFixed(0)} ms; ${percentile(genesisTimes, 0.95).toFixed(0)} ms`,
    },
    {
      figure: `POST /api/scripture/check, the sermon, ${endpointTimes.length} requests (median; p95)`,
      target: "-",
      value: `${percentile(endpointTimes, 0.5).toFixed(1)} ms; ${percentile(endpointTimes, 0.95).toFixed(1)} ms`,
    },
    {
      figure: "`Ps 1-150` repeated to 100,000 characters: answer ÷ request (unbounded before)",
      target: "≤ 2",
      value: `${hostile.amplification.after.toFixed(2)} (before ${hostile.amplification.before.toFixed(0)})`,
      ok: hostile.amplification.after <= 2,
    },
    {
      figure: `Psalm 119 with a quotation, repeated to ${options.quick ? "25,000" : "100,000"} characters: bounded check (unbounded before)`,
      target: "-",
      value: `${hostile.heavyMs.after.toFixed(0)} ms (before ${hostile.heavyMs.before.toFixed(0)} ms)`,
    },
    {
      figure: `${checkLimits.quotations} quotations each given with "Psalms 1-150": bounded check (before: bounded by items only)`,
      target: "-",
      value: `${hostile.psalterMs.after.toFixed(0)} ms (before ${hostile.psalterMs.before.toFixed(0)} ms)`,
    },
    {
      figure: "Four such 100,000-character checks at once on the server: slowest health answer",
      target: "≤ 200 ms",
      value: `${hostile.parallel.healthMaxMs.toFixed(0)} ms over ${hostile.parallel.healthAnswers} answers; checks ${hostile.parallel.statuses.join(", ")} in ${(hostile.parallel.totalMs / 1000).toFixed(1)} s`,
      ok:
        hostile.parallel.healthMaxMs <= 200 &&
        hostile.parallel.statuses.every((status) => status === 200),
    },
    {
      figure: "Verse lookup by book/chapter/verse (median)",
      target: "≤ 10 µs",
      value: `${lookupMedian.toFixed(2)} µs`,
      ok: lookupMedian <= 10,
    },
    {
      figure: 'lookup("John 3:16") with text (median, parse cached)',
      target: "-",
      value: `${percentile(referenceMicros, 0.5).toFixed(1)} µs`,
    },
    {
      figure: `Full-text search, ${searchTimes.length} queries (median; p95)`,
      target: "≤ 20 ms",
      value: `${searchMedian.toFixed(2)} ms; ${percentile(searchTimes, 0.95).toFixed(2)} ms`,
      ok: searchMedian <= 20,
    },
    {
      figure: "Search index build, per translation (first search)",
      target: "-",
      value: `${probe.searchBuildMs.toFixed(0)} ms`,
    },
    {
      figure: "Search index memory (both translations)",
      target: "-",
      value: `${probe.searchHeapMb.toFixed(1)} MB`,
    },
  ];
}

function printTable(rows: Figure[]): void {
  const header = ["Figure", "Target", "Value", ""];
  const cells = rows.map((row) => [
    row.figure,
    row.target,
    row.value,
    row.ok === undefined ? "" : row.ok ? "met" : "MISSED",
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((row) => row[column]!.length)),
  );
  const line = (values: string[]) =>
    values.map((value, column) => value.padEnd(widths[column]!)).join("  ");
  console.log(line(header));
  console.log(line(widths.map((width) => "-".repeat(width))));
  for (const row of cells) console.log(line(row));
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  if (process.argv.includes("--load-probe")) {
    console.log(JSON.stringify(loadProbe()));
  } else {
    printTable(await runScriptureBench({ quick: process.argv.includes("--quick") }));
  }
}
