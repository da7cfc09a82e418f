/**
 * Library benchmarks: search and listing for a user with 10,000 items among 100,000 (an
 * embedded PGlite with the real migrations and trigram index), and export times (PDF and
 * Word of a 3,000-word sermon, a zip of 500 items). `runLibraryBench` is the suite for
 * bench/run.ts; `npx tsx bench/library.bench.ts [--quick]` prints the table alone.
 */
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { fileURLToPath, pathToFileURL } from "node:url";
import { itemDocument } from "@shared/library/document";
import type { LibraryItem } from "@shared/library/api";
import { openDatabase } from "../server/db/client";
import { contentItems, users } from "../server/db/schema";
import { previewOf } from "../server/modules/content/content-service";
import { createLibraryService } from "../server/modules/library/library-service";
import { renderDocx } from "../server/modules/exports/docx-document";
import { renderPdf } from "../server/modules/exports/pdf-document";
import { libraryZip } from "../server/modules/exports/zip-export";
import type { BenchOptions, Figure } from "./support";

const types = ["sermon", "prayer", "devotional", "email", "social", "meditation"] as const;

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] as number;
}

async function timeRuns(runs: number, warmup: number, task: () => Promise<unknown>) {
  for (let i = 0; i < warmup; i++) await task();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  return times;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Public-domain KJV verses as realistic text: items are built from runs of them. */
function verseTexts(): string[] {
  const file = fileURLToPath(import.meta.resolve("kjv/json/verses-1769.json"));
  const verses = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  return Object.values(verses).map((text) => text.replace(/[[\]]/g, ""));
}

function makeItem(verses: string[], seed: number, userId: string) {
  const start = (seed * 7919) % (verses.length - 12);
  const body = verses.slice(start, start + 4 + (seed % 8)).join(" ");
  const title = verses[(start + 3) % verses.length]!.split(" ").slice(0, 6).join(" ");
  return {
    userId,
    type: types[seed % types.length]!,
    title,
    preview: previewOf(body),
    content: body,
    scripture: "",
    data: {},
    createdAt: new Date(Date.UTC(2026, 0, 1) + seed * 60_000),
  };
}

async function searchFigures(quick: boolean): Promise<Figure[]> {
  const total = quick ? 10_000 : 100_000;
  const perUser = quick ? 1_000 : 10_000;
  const verses = verseTexts();
  const database = await openDatabase({ kind: "embedded", dir: "memory://" });
  try {
    const { db } = database;
    const userIds = Array.from({ length: total / perUser }, () => randomUUID());
    await db.insert(users).values(userIds.map((id) => ({ id, email: `${id}@bench.example` })));
    // Bulk loads build the word index once at the end, as a restore would.
    await db.execute(sql`drop index content_items_search_words_idx`);
    const started = performance.now();
    const batch = 1000;
    for (let offset = 0; offset < total; offset += batch) {
      const rows = Array.from({ length: batch }, (_, index) => {
        const seed = offset + index;
        return makeItem(verses, seed, userIds[seed % userIds.length]!);
      });
      await db.insert(contentItems).values(rows);
    }
    await db.execute(
      sql`create index content_items_search_words_idx on content_items using gin (search_words)`,
    );
    await db.execute(sql`analyze content_items`);
    const loadMs = performance.now() - started;
    const library = createLibraryService(db);
    const target = userIds[0]!;
    const queries = [
      "shepherd",
      "righteousness",
      "Jerusalem",
      "lovingkindness",
      "faith",
      "the LORD",
      "bread of life",
      "xyzzy",
      "Moses",
      "grace",
      "herd",
    ];
    let index = 0;
    const search = () =>
      library.list(target, {
        q: queries[index++ % queries.length]!,
        type: "all",
        page: 1,
        pageSize: 24,
      });
    const searchTimes = await timeRuns(quick ? 30 : 100, 10, search);
    const browse = () => library.list(target, { q: "", type: "sermon", page: 3, pageSize: 24 });
    const browseTimes = await timeRuns(quick ? 30 : 100, 5, browse);
    const p95 = percentile(searchTimes, 0.95);
    const byQuery = new Map<string, number[]>();
    searchTimes.forEach((time, run) => {
      const q = queries[(run + 10) % queries.length]!;
      byQuery.set(q, [...(byQuery.get(q) ?? []), time]);
    });
    const slowest = [...byQuery.entries()]
      .map(([q, times]) => ({ q, median: percentile(times, 0.5) }))
      .sort((a, b) => b.median - a.median)
      .slice(0, 3);
    return [
      {
        figure: `load ${total.toLocaleString("en-US")} items, then build the search index`,
        target: "-",
        value: `${(loadMs / 1000).toFixed(1)} s`,
      },
      {
        figure: `search p95, ${perUser.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} items`,
        target: "≤ 20 ms",
        value: `${ms(p95)} (median ${ms(percentile(searchTimes, 0.5))})`,
        ok: p95 <= 20,
      },
      {
        figure: "slowest searches (median)",
        target: "-",
        value: slowest.map((entry) => `"${entry.q}" ${ms(entry.median)}`).join(", "),
      },
      {
        figure: "type filter + page 3, p95",
        target: "-",
        value: `${ms(percentile(browseTimes, 0.95))} (median ${ms(percentile(browseTimes, 0.5))})`,
      },
    ];
  } finally {
    await database.close();
  }
}

function sermonOf(words: number, verses: string[]): LibraryItem {
  const points: string[] = [];
  let count = 0;
  for (let i = 0; count < words; i++) {
    const text = verses.slice(i * 6, i * 6 + 6).join(" ");
    points.push(text);
    count += text.split(/\s+/).length;
  }
  return {
    id: randomUUID(),
    type: "sermon",
    title: "Peace With God Through Christ",
    preview: "",
    scripture: "Romans 5:1-5",
    content: points.join("\n\n"),
    createdAt: new Date().toISOString(),
    data: {
      result: {
        title: "Peace With God Through Christ",
        approach: points[0],
        mainPoints: points.slice(1, -1),
        callToAction: points.at(-1),
      },
    },
  };
}

async function exportFigures(quick: boolean): Promise<Figure[]> {
  const verses = verseTexts();
  const doc = itemDocument(sermonOf(3000, verses));
  const pdfTimes = await timeRuns(quick ? 10 : 30, 3, () => renderPdf(doc));
  const docxTimes = await timeRuns(quick ? 10 : 30, 3, () => renderDocx(doc));
  const items = Array.from({ length: 500 }, (_, seed) => {
    const row = makeItem(verses, seed, "bench");
    return { ...row, id: randomUUID(), createdAt: row.createdAt.toISOString() } as LibraryItem;
  });
  async function* pages() {
    for (let start = 0; start < items.length; start += 50) yield items.slice(start, start + 50);
  }
  const zipTimes = await timeRuns(quick ? 3 : 5, 1, async () => {
    for await (const _chunk of libraryZip(pages, new Date()));
  });
  const pdfMedian = percentile(pdfTimes, 0.5);
  return [
    {
      figure: "PDF of a 3,000-word sermon (median)",
      target: "≤ 300 ms",
      value: `${ms(pdfMedian)} (p95 ${ms(percentile(pdfTimes, 0.95))})`,
      ok: pdfMedian <= 300,
    },
    {
      figure: "Word .docx of a 3,000-word sermon (median)",
      target: "-",
      value: ms(percentile(docxTimes, 0.5)),
    },
    {
      figure: "Export All zip, 500 items (median)",
      target: "-",
      value: ms(percentile(zipTimes, 0.5)),
    },
  ];
}

export async function runLibraryBench(options: BenchOptions): Promise<Figure[]> {
  return [...(await exportFigures(options.quick)), ...(await searchFigures(options.quick))];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const figures = await runLibraryBench({ quick: process.argv.includes("--quick") });
  for (const figure of figures) {
    console.log(
      `${figure.figure.padEnd(52)} ${figure.target.padEnd(10)} ${figure.value}${figure.ok === false ? "  MISSED" : ""}`,
    );
  }
}
