/**
 * Planner and calendar benchmarks: a series of 12 weeks opened by a pastor with 2,000 saved
 * sermons (each week's "sermon saved" mark is computed on read), the church calendar for a
 * date and for a whole church year, and a 1,000-row lectionary import.
 * `npx tsx bench/planner.bench.ts [--quick]` prints the table alone.
 */
import { randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";
import { books } from "@shared/scripture/books";
import { churchDay, churchYearDays } from "@shared/church-year/calendar";
import { dayKeys } from "@shared/church-year/day-keys";
import { openDatabase } from "../server/db/client";
import { contentItems, users } from "../server/db/schema";
import { readLectionaryCsv } from "../server/modules/calendar/lectionary-import";
import { createPlannerService } from "../server/modules/planner/planner-service";
import type { BenchOptions, Figure } from "./support";

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] as number;
}

async function timeRuns(runs: number, task: () => unknown): Promise<number[]> {
  await task();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  return times;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A plausible passage: book, chapter and a few verses, from the seed. */
function passage(seed: number): string {
  const book = books[seed % books.length]!;
  const chapter = (seed % book.verseCounts.length) + 1;
  const verses = book.verseCounts[chapter - 1]!;
  const from = (seed % verses) + 1;
  return `${book.name} ${chapter}:${from}-${Math.min(verses, from + 5)}`;
}

export async function runPlannerBench(options: BenchOptions): Promise<Figure[]> {
  const runs = options.quick ? 5 : 20;
  const database = await openDatabase({ kind: "embedded", dir: "memory://" });
  try {
    const db = database.db;
    const userId = randomUUID();
    await db.insert(users).values({ id: userId, email: `${userId}@bench.example` });
    await db.insert(contentItems).values(
      Array.from({ length: 2000 }, (_, seed) => ({
        userId,
        type: "sermon",
        title: `Sermon ${seed}`,
        preview: "",
        scripture: passage(seed * 7919),
        data: {},
      })),
    );
    const planner = createPlannerService(db, () => new Date());
    const plan = await planner.create(userId, {
      title: "Bench series",
      focus: "Romans",
      startDate: "2026-09-06",
      weeks: Array.from({ length: 12 }, (_, index) => ({
        passage: `Romans ${index + 1}`,
        bigIdea: "",
      })),
    });
    const open = await timeRuns(runs, () => planner.get(userId, plan.id));
    const day = await timeRuns(runs * 50, () => churchDay("2026-03-01"));
    const year = await timeRuns(runs, () => churchYearDays("2026-03-01"));
    const csv = [
      "year,day,first_reading,psalm,second_reading,gospel",
      ...Array.from({ length: 1000 }, (_, index) => {
        const key = dayKeys[index % dayKeys.length]!;
        const year = ["A", "B", "C"][Math.floor(index / dayKeys.length) % 3];
        return `${index < dayKeys.length * 3 ? year : "all"},${key},${passage(index)},Psalm ${(index % 150) + 1},${passage(index + 3)},${passage(index + 7)}`;
      }),
    ].join("\n");
    const importTimes = await timeRuns(options.quick ? 2 : 5, () => readLectionaryCsv(csv));
    return [
      {
        figure: "open a 12-week plan, 2,000 saved sermons (p95)",
        target: "< 250 ms",
        value: ms(percentile(open, 0.95)),
        ok: percentile(open, 0.95) < 250,
      },
      {
        figure: "church day for a date (p95)",
        target: "< 1 ms",
        value: ms(percentile(day, 0.95)),
        ok: percentile(day, 0.95) < 1,
      },
      {
        figure: "a church year's Sundays and holy days (p95)",
        target: "< 50 ms",
        value: ms(percentile(year, 0.95)),
        ok: percentile(year, 0.95) < 50,
      },
      {
        figure: "check a 1,000-row lectionary CSV (p95)",
        target: "< 15 s",
        value: ms(percentile(importTimes, 0.95)),
        ok: percentile(importTimes, 0.95) < 15_000,
      },
    ];
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const figures = await runPlannerBench({ quick: process.argv.includes("--quick") });
  console.table(figures);
}
