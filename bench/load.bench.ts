/**
 * Load benchmark: the built server on loopback under autocannon, mixed signed-in traffic
 * at 200 connections for 60 s (10 s with --quick): status (GET /api/auth/user), library
 * search (GET /api/library?q=…), scripture lookup (GET /api/scripture?ref=…) and prayer
 * generation with the fake OpenAI-compatible provider (POST /api/prayers/generate).
 * Errors, status codes, latency and the server's resident memory are reported.
 *
 * Every connection repeats the same weighted cycle of requests, so the mix is the same on
 * each. autocannon, the fake provider and the server share the machine's cores.
 *
 * The server runs first as in production, on a PostgreSQL server: a fresh database on the
 * one DATABASE_URL names, or else on the machine's (127.0.0.1:5432), dropped afterwards
 * (skipped when none answers). Then the same load runs on the embedded database, which
 * serves one query at a time on a thread of its own: past EMBEDDED_DB_MAX_WAITING waiting
 * queries a request is refused at its first query with a 503 (counted apart) instead of
 * queueing (unbounded, p99 was 4.6 s at 200 connections; with PGlite on the server's own
 * thread, connections waited seconds to be accepted).
 * `runLoadBench` is the suite for bench/run.ts; `npx tsx bench/load.bench.ts [--quick]
 * [--embedded]` prints the table alone; BENCH_PORT moves the server off port 5321.
 */
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { startFakeOpenAi } from "../tests/support/fake-openai-server";
import { createDatabase } from "../tests/support/scale-out";
import {
  median,
  percentile,
  signedInCookie,
  startServer,
  tempDataDir,
  type BenchOptions,
  type Figure,
  type RunningServer,
} from "./support";

type Kind = "status" | "library search" | "scripture lookup" | "generation";

const connections = 200;

/**
 * Signed-in users; connections take them in turn. The generation limits are raised for
 * the bench and scripture requests come from many client addresses, so no 429 is
 * expected; any 429 is still counted apart from other failures.
 */
const users = 8;

const prayerRequest = {
  prayerType: "intercession",
  focus: "Our church's food pantry volunteers",
  scripture: "Galatians 6:9",
  duration: "short",
  tone: "gentle",
};

const prayerJson = JSON.stringify({
  prayerType: "intercession",
  title: "Strength for Those Who Serve",
  scriptureBase: "Galatians 6:9",
  content:
    "Father, thank you for every volunteer who gives their time. Let them not grow weary in doing good, for in due season they will reap if they do not give up. Amen.",
  focus: "Food pantry volunteers",
});

/** Saved for every user, so searches for these words find something. */
const libraryWords = ["shepherd", "grace", "harvest", "lamp", "mercy", "vine"];
const searches = [...libraryWords, "shepherd grace", "xyzzy"];
const references = ["John 3:16", "Psalm 23", "Romans 8:28-39", "Genesis 1:1-5", "Micah 6:8"];

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? NaN) / 1024;
}

/** A client address out of 4,096, so no one address nears the per-address scripture limit. */
function someClientAddress(): string {
  const n = Math.floor(Math.random() * 4096);
  return `10.77.${n >> 8}.${n & 255}`;
}

async function prepareUser(server: RunningServer, index: number): Promise<string> {
  const cookie = await signedInCookie(server, `load-${index}@example.org`);
  const headers = { cookie, origin: server.url, "content-type": "application/json" };
  const trial = await fetch(`${server.url}/api/trial/activate`, {
    method: "POST",
    headers: { cookie, origin: server.url },
  });
  if (!trial.ok) throw new Error(`trial activation failed: ${trial.status}`);
  for (const word of libraryWords) {
    const saved = await fetch(`${server.url}/api/prayers`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        ...prayerRequest,
        focus: `Prayer of the ${word}`,
        title: `The ${word} prayer ${index}`,
        scriptureBase: "Psalm 23:1",
        content: `Lord, teach us about the ${word} and keep us in your care. Amen.`,
      }),
    });
    if (saved.status !== 201) throw new Error(`save failed: ${saved.status} ${await saved.text()}`);
  }
  return cookie;
}

/** One request of each kind, checked by hand, so the load measures working answers. */
async function checkAnswers(server: RunningServer, cookie: string): Promise<void> {
  const library = await fetch(`${server.url}/api/library?q=shepherd`, { headers: { cookie } });
  const found = (await library.json()) as { items?: unknown[] };
  if (!library.ok || !found.items?.length) throw new Error("library search found nothing");
  const passage = await fetch(`${server.url}/api/scripture?ref=${encodeURIComponent("John 3:16")}`);
  if (!passage.ok) throw new Error(`scripture lookup failed: ${passage.status}`);
  const generated = await fetch(`${server.url}/api/prayers/generate`, {
    method: "POST",
    headers: { cookie, origin: server.url, "content-type": "application/json" },
    body: JSON.stringify(prayerRequest),
  });
  const body = (await generated.json()) as { prayers?: Array<{ title?: string }> };
  if (!generated.ok || !body.prayers?.[0]?.title)
    throw new Error(`generation failed: ${generated.status} ${JSON.stringify(body)}`);
}

/** How often each kind comes up in every connection's cycle of 20 requests. */
const weights: Record<Kind, number> = {
  status: 7,
  "library search": 6,
  "scripture lookup": 6,
  generation: 1,
};
const kinds = Object.keys(weights) as Kind[];

/** The kinds of one cycle, spread out: every kind at its weight, generation once. */
function cycle(): Kind[] {
  const slots = kinds.flatMap((kind) =>
    Array.from({ length: weights[kind] }, (_, index) => ({
      kind,
      at: (index + 0.5) / weights[kind],
    })),
  );
  return slots.sort((a, b) => a.at - b.at).map((slot) => slot.kind);
}

interface KindStats {
  latencies: number[];
  statuses: Map<number, number>;
}

interface LoadRun {
  result: autocannon.Result;
  byKind: Map<Kind, KindStats>;
  /** Connections that had at least one answer. */
  connectionsAnswered: number;
}

/**
 * One autocannon instance; every connection signs in as one of the users (in turn) and
 * repeats the same mixed cycle, so each kind's share is the same on every connection.
 */
function runLoad(
  server: RunningServer,
  cookies: string[],
  seconds: number,
  totalConnections: number,
): Promise<LoadRun> {
  const byKind = new Map<Kind, KindStats>(
    kinds.map((kind) => [kind, { latencies: [], statuses: new Map() }]),
  );
  const order = cycle();
  let nextClient = 0;
  let connectionsAnswered = 0;
  const setupClient = (client: autocannon.Client) => {
    const clientIndex = nextClient++;
    const cookie = cookies[clientIndex % cookies.length]!;
    // onResponse runs just before the client's "response" event, for the same request.
    let answered: Kind = "status";
    const track = (kind: Kind) => (status: number) => {
      answered = kind;
      const statuses = byKind.get(kind)!.statuses;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    };
    let firstAnswer = true;
    client.on("response", (_status, _bytes, responseTime) => {
      byKind.get(answered)!.latencies.push(responseTime);
      if (firstAnswer) connectionsAnswered++;
      firstAnswer = false;
    });
    const requestOf = (kind: Kind, position: number): autocannon.Request => {
      switch (kind) {
        case "status":
          return { path: "/api/auth/user", headers: { cookie }, onResponse: track(kind) };
        case "library search": {
          const q = searches[(clientIndex + position) % searches.length]!;
          return {
            path: `/api/library?q=${encodeURIComponent(q)}`,
            headers: { cookie },
            onResponse: track(kind),
          };
        }
        case "scripture lookup": {
          const ref = references[(clientIndex + position) % references.length]!;
          return {
            // Anonymous and public; many visitors, each from an address of their own.
            path: `/api/scripture?ref=${encodeURIComponent(ref)}`,
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, "x-forwarded-for": someClientAddress() },
            }),
            onResponse: track(kind),
          };
        }
        case "generation":
          return {
            method: "POST",
            path: "/api/prayers/generate",
            headers: { cookie, origin: server.url, "content-type": "application/json" },
            body: JSON.stringify(prayerRequest),
            onResponse: track(kind),
          };
      }
    };
    client.setRequests(order.map(requestOf));
  };
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: server.url,
        connections: totalConnections,
        duration: seconds,
        timeout: 10,
        setupClient,
      },
      (error, result) => (error ? reject(error) : resolve({ result, byKind, connectionsAnswered })),
    );
  });
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * The mixed load on a PostgreSQL server (when one answers) and then on the embedded
 * database, which sheds what it cannot serve with 503s (EMBEDDED_DB_MAX_WAITING).
 * `--embedded` runs only the embedded database.
 */
export async function runLoadBench(
  options: BenchOptions & { embeddedOnly?: boolean },
): Promise<Figure[]> {
  const figures: Figure[] = [];
  if (!options.embeddedOnly) {
    const database = await createDatabase("kt_load").catch(() => undefined);
    if (database) figures.push(...(await runLoadOn(options, database)));
  }
  figures.push(...(await runLoadOn(options, undefined)));
  return figures;
}

async function runLoadOn(
  options: BenchOptions,
  database: Awaited<ReturnType<typeof createDatabase>> | undefined,
): Promise<Figure[]> {
  const seconds = options.quick ? 10 : 60;
  const warmupSeconds = options.quick ? 2 : 5;
  const fake = await startFakeOpenAi();
  fake.setFallback({ chat: { kind: "reply", content: prayerJson } });
  const server = await startServer(tempDataDir("load"), Number(process.env.BENCH_PORT ?? 5321), {
    ...(database ? { DATABASE_URL: database.url } : {}),
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: fake.baseUrl,
    AI_API_KEY: "bench",
    AI_MODEL: "bench-model",
    AI_MAX_RETRIES: "0",
    GENERATION_RATE_PER_MINUTE: "1000000",
    GENERATION_DAILY_CAP: "1000000",
    SIGN_UP_RATE_LIMIT: "100",
    // As behind a reverse proxy: the client address comes from X-Forwarded-For.
    TRUST_PROXY: "true",
  });
  const pid = server.child.pid!;
  try {
    const cookies: string[] = [];
    for (let index = 0; index < users; index++) cookies.push(await prepareUser(server, index));
    await checkAnswers(server, cookies[0]!);

    if (warmupSeconds > 0) await runLoad(server, cookies, warmupSeconds, connections);
    fake.reset();

    const loadBefore = loadavg()[0]!;
    const samples: number[] = [rssMb(pid)];
    const sampler = setInterval(() => {
      samples.push(rssMb(pid));
      fake.reset(); // the fake records every request; keep the bench process itself flat
    }, 1000);
    let run: LoadRun;
    try {
      run = await runLoad(server, cookies, seconds, connections);
    } finally {
      clearInterval(sampler);
    }
    samples.push(rssMb(pid));

    const { result, byKind } = run;
    const stats = kinds.map((kind) => ({ kind, ...byKind.get(kind)! }));
    const answered = stats.reduce((sum, entry) => sum + entry.latencies.length, 0);
    const count = (statuses: Map<number, number>, test: (status: number) => boolean) =>
      [...statuses].filter(([status]) => test(status)).reduce((sum, [, n]) => sum + n, 0);
    const isOther = (status: number) =>
      (status < 200 || status > 299) && status !== 429 && status !== 503;
    const tooMany = stats.reduce((sum, entry) => sum + count(entry.statuses, (s) => s === 429), 0);
    const shed = stats.reduce((sum, entry) => sum + count(entry.statuses, (s) => s === 503), 0);
    const otherFailures = stats.reduce((sum, entry) => sum + count(entry.statuses, isOther), 0);
    // Hundreds of thousands of latencies on a fast machine: no spreading them into Math.max.
    const all = stats.flatMap((entry) => entry.latencies);
    const start = samples[0]!;
    const end = samples.at(-1)!;
    const max = Math.max(...samples);
    // Medians of the samples around the middle and of the last tenth: single samples sit
    // anywhere on the garbage collector's sawtooth, which alone moves RSS by several percent.
    const window = Math.max(3, Math.round(samples.length / 10));
    const middle = median(
      samples.slice(Math.floor(samples.length / 2 - window / 2)).slice(0, window),
    );
    const last = median(samples.slice(-window));
    const growth = (last - middle) / middle;
    const byKindText = (text: (entry: (typeof stats)[number]) => string) =>
      stats.map((entry) => `${entry.kind} ${text(entry)}`).join(", ");

    return [
      {
        figure: `mixed signed-in traffic, ${connections} connections, ${seconds} s after a ${warmupSeconds} s warm-up, ${database ? "PostgreSQL server" : "embedded database"} (autocannon and the fake provider share the ${cpus().length} cores; 1-min load average before: ${loadBefore.toFixed(1)})`,
        target: "reported",
        value: `${Math.round(answered / seconds)} req/s (${answered.toLocaleString("en-US")} answered: ${byKindText((entry) => `${((entry.latencies.length / answered) * 100).toFixed(1)}%`)})`,
      },
      {
        figure: "latency p50 / p99, all requests",
        target: database ? "p99 reported" : "p99 ≤ 1 s",
        value: `${ms(percentile(all, 50))} / ${ms(percentile(all, 99))} (p99.9 ${ms(percentile(all, 99.9))}, max ${ms(all.reduce((max, value) => Math.max(max, value), 0))})`,
        ...(database ? {} : { ok: percentile(all, 99) <= 1000 }),
      },
      {
        figure: database
          ? "503s: none expected"
          : "503s: requests shed at once (more than EMBEDDED_DB_MAX_WAITING queries waiting)",
        target: database ? "0" : "reported",
        value: `${shed} (${((shed / Math.max(1, answered)) * 100).toFixed(1)}% of answers; ${byKindText((entry) => String(count(entry.statuses, (s) => s === 503)))})`,
        ...(database ? { ok: shed === 0 } : {}),
      },
      ...stats.map((entry) => ({
        figure: `  ${entry.kind}: p50 / p99`,
        target: "reported",
        value: `${ms(percentile(entry.latencies, 50))} / ${ms(percentile(entry.latencies, 99))}`,
      })),
      {
        figure: "connections that had an answer",
        target: "all",
        value: `${run.connectionsAnswered} of ${connections}`,
        ok: run.connectionsAnswered === connections,
      },
      {
        figure: "socket errors and timeouts (10 s)",
        target: "0",
        value: `${result.errors} (of which ${result.timeouts} timeouts)`,
        ok: result.errors === 0,
      },
      {
        figure: "non-2xx other than 429 and 503",
        target: "0",
        value: `${otherFailures} (${byKindText((entry) => String(count(entry.statuses, isOther)))})`,
        ok: otherFailures === 0,
      },
      {
        figure:
          "429s: none expected (generation limits raised to 1,000,000; scripture from 4,096 client addresses)",
        target: "0",
        value: `${tooMany} (${byKindText((entry) => String(count(entry.statuses, (s) => s === 429)))})`,
        ok: tooMany === 0,
      },
      {
        figure: "server memory (RSS) at start / end / max",
        target: "reported",
        value: `${start.toFixed(0)} / ${end.toFixed(0)} / ${max.toFixed(0)} MB (${samples.length} samples, 1 s apart)`,
      },
      {
        figure: "memory steady: RSS growth over the second half of the run",
        target: "< 10%",
        value: `${(growth * 100).toFixed(1)}% (median of ${window} samples: ${middle.toFixed(0)} → ${last.toFixed(0)} MB)`,
        ok: growth < 0.1,
      },
    ];
  } finally {
    await server.stop();
    await fake.close();
    await database?.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const figures = await runLoadBench({
    quick: process.argv.includes("--quick"),
    embeddedOnly: process.argv.includes("--embedded"),
  });
  for (const figure of figures) {
    console.log(
      `${figure.figure.padEnd(60)} ${figure.target.padEnd(12)} ${figure.value}${figure.ok === false ? "  MISSED" : ""}`,
    );
  }
}
