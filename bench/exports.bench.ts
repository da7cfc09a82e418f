/**
 * Export benchmark: one user with a 1,000-item library (long sermons and prayers, about
 * 30 MB of text) in the embedded database, the app listening on loopback in this process.
 * "Export My Data" (GET /api/account/export) and "Export All" (GET /api/library/export.zip)
 * are each read to the end by a client that discards what it receives; the process's peak
 * resident memory above its level before the export, and the event loop's worst delay
 * meanwhile, are reported. Before measuring, one item is read, so the Bible text (loaded once
 * per process at its first use, by any route) is not counted as the export's stall. The
 * delay counts only on a quiet machine: with more runnable processes than cores, the
 * operating system pauses this one, and that pause is not the export's: a second figure
 * counts each delay only up to the CPU time the process used meanwhile, judged either way.
 * `runExportsBench` is the suite for bench/run.ts;
 * `npx tsx bench/exports.bench.ts [--quick]` prints the table alone.
 */
import type { AddressInfo } from "node:net";
import { cpus, loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { contentItems, users } from "../server/db/schema";
import type { Mailer, OutgoingMail } from "../server/modules/email/mailer";
import { tempDataDir, type BenchOptions, type Figure } from "./support";

const itemCount = 1000;
const words = "grace peace shepherd harvest mercy vine lamp hope covenant kingdom faith".split(" ");

function text(seed: number, characters: number): string {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < characters; i++) {
    const word = words[(seed * 31 + i * 7) % words.length]!;
    parts.push(word);
    length += word.length + 1;
  }
  return parts.join(" ");
}

function row(userId: string, index: number) {
  const createdAt = new Date(Date.UTC(2026, 0, 1) + index * 60_000);
  const sermon = index % 2 === 0;
  const result = sermon
    ? {
        title: `Sermon ${index}: The Good Shepherd`,
        approach: text(index, 1_000),
        mainPoints: [text(index + 1, 15_000), text(index + 2, 15_000), text(index + 3, 15_000)],
        callToAction: text(index + 4, 2_000),
      }
    : {
        prayerType: "intercession",
        title: `Prayer ${index}`,
        scriptureBase: "Psalm 23:1-6",
        content: text(index, 12_000),
        focus: "The flock",
      };
  return {
    userId,
    type: sermon ? "sermon" : "prayer",
    title: result.title,
    preview: text(index, 200),
    scripture: sermon ? "John 10:11-16" : "Psalm 23:1-6",
    content: "",
    data: { request: {}, result, scriptureCheck: { translation: "web" } },
    createdAt,
  };
}

class KeptMail implements Mailer {
  readonly sent: OutgoingMail[] = [];
  async send(mail: OutgoingMail) {
    this.sent.push(mail);
  }
  describe() {
    return "memory";
  }
  close() {}
}

interface Measured {
  bytes: number;
  ms: number;
  peakRssIncreaseMb: number;
  worstDelayMs: number;
  worstBusyDelayMs: number;
}

const tickMs = 5;

/**
 * The event loop's worst delay counted in this process's own CPU time: between two ticks of a
 * `tickMs` timer, the delay past its due time, but no more than the CPU time the process
 * used meanwhile. A pause of the process by the operating system (a busy machine) is not
 * counted; work that held the loop is.
 */
function busyDelayMonitor() {
  let worst = 0;
  let wall = performance.now();
  let cpu = process.cpuUsage();
  const timer = setInterval(() => {
    const nowWall = performance.now();
    const used = process.cpuUsage(cpu);
    const late = nowWall - wall - tickMs;
    worst = Math.max(worst, Math.min(late, (used.user + used.system) / 1000));
    wall = nowWall;
    cpu = process.cpuUsage();
  }, tickMs);
  return () => {
    clearInterval(timer);
    return worst;
  };
}

async function measure(url: string, cookie: string): Promise<Measured> {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const delay = monitorEventLoopDelay({ resolution: tickMs });
  delay.enable();
  const busyDelay = busyDelayMonitor();
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`export failed: ${response.status} ${await response.text()}`);
  let bytes = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
  }
  const ms = performance.now() - started;
  delay.disable();
  const worstBusyDelayMs = busyDelay();
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return {
    bytes,
    ms,
    peakRssIncreaseMb: (peak - baseline) / 1024 / 1024,
    // The histogram counts the timer's own resolution in every sample.
    worstDelayMs: Math.max(0, delay.max / 1e6 - tickMs),
    worstBusyDelayMs,
  };
}

export async function runExportsBench(options: BenchOptions): Promise<Figure[]> {
  const dataDir = tempDataDir("exports");
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    PUBLIC_URL: "http://127.0.0.1",
    LOG_LEVEL: "silent",
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0000",
  });
  const database = await openDatabase(config.database);
  const mailer = new KeptMail();
  const { app } = await buildApp({ config, database, mailer, logger: false, scheduledJobs: false });
  try {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const email = "exporter@example.org";
    const signUp = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: config.publicUrl },
      payload: { email, password: "bench mark password 2026", name: "Bench User" },
    });
    if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
    const link = new URL(mailer.sent.at(-1)!.text.match(/https?:\/\/\S+/)![0]);
    const verified = await app.inject({ method: "GET", url: link.pathname + link.search });
    const cookie = [verified.headers["set-cookie"]]
      .flat()
      .map((value) => String(value).split(";")[0])
      .filter((value) => value && !value.endsWith("="))
      .join("; ");
    const [user] = await database.db.select({ id: users.id }).from(users);
    for (let start = 0; start < itemCount; start += 50) {
      const page = Array.from({ length: 50 }, (_, offset) => row(user!.id, start + offset));
      await database.db.insert(contentItems).values(page);
    }

    const [first] = await database.db.select({ id: contentItems.id }).from(contentItems).limit(1);
    const warmUp = await fetch(`${base}/api/library/${first!.id}`, { headers: { cookie } });
    if (!warmUp.ok) throw new Error(`warm-up read failed: ${warmUp.status}`);
    await warmUp.arrayBuffer();

    const runs = options.quick ? 1 : 3;
    const loadBefore = loadavg()[0]!;
    const quiet = loadBefore < cpus().length;
    const figures: Figure[] = [];
    for (const [label, path] of [
      ["Export My Data (JSON)", "/api/account/export"],
      ["Export All (zip)", "/api/library/export.zip"],
    ] as const) {
      const results: Measured[] = [];
      for (let run = 0; run < runs; run++) results.push(await measure(`${base}${path}`, cookie));
      const worst = (pick: (result: Measured) => number) => Math.max(...results.map(pick));
      figures.push(
        {
          figure: `${label}, ${itemCount.toLocaleString("en-US")} items: size, time`,
          target: "reported",
          value: `${(results[0]!.bytes / 1024 / 1024).toFixed(1)} MB in ${(worst((r) => r.ms) / 1000).toFixed(1)} s (slowest of ${runs})`,
        },
        {
          figure: `${label}: peak RSS increase`,
          target: "≤ 100 MB",
          value: `${worst((r) => r.peakRssIncreaseMb).toFixed(0)} MB`,
          ok: worst((r) => r.peakRssIncreaseMb) <= 100,
        },
        {
          figure: `${label}: worst event-loop delay (1-min load average before: ${loadBefore.toFixed(1)} on ${cpus().length} cores)`,
          target: "≤ 50 ms",
          value: `${worst((r) => r.worstDelayMs).toFixed(0)} ms${quiet ? "" : " (machine busy: not judged)"}`,
          ...(quiet ? { ok: worst((r) => r.worstDelayMs) <= 50 } : {}),
        },
        {
          figure: `${label}: worst event-loop delay in the process's own CPU time (busy machine or not)`,
          target: "≤ 50 ms",
          value: `${worst((r) => r.worstBusyDelayMs).toFixed(0)} ms`,
          ok: worst((r) => r.worstBusyDelayMs) <= 50,
        },
      );
    }
    return figures;
  } finally {
    await app.close();
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const figures = await runExportsBench({ quick: process.argv.includes("--quick") });
  for (const figure of figures) {
    console.log(
      `${figure.figure.padEnd(56)} ${figure.target.padEnd(10)} ${figure.value}${figure.ok === false ? "  MISSED" : ""}`,
    );
  }
}
