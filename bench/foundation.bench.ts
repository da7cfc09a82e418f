import { spawn } from "node:child_process";
import autocannon from "autocannon";
import {
  median,
  startServer,
  signedInCookie,
  tempDataDir,
  type BenchOptions,
  type Figure,
} from "./support";

async function requestsPerSecond(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
) {
  const result = await autocannon({ url, connections: 20, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    const codes = JSON.stringify(result.statusCodeStats);
    throw new Error(`${url}: ${result.non2xx} non-2xx and ${result.errors} errors ${codes}`);
  }
  return result.requests.average;
}

/**
 * The yardstick: a bare Fastify route in a process of its own, like the product's server,
 * so neither shares a core with autocannon.
 */
async function startHelloServer(port: number) {
  const script = `
    import Fastify from "fastify";
    const app = Fastify();
    app.get("/hello", async () => ({ hello: "world" }));
    await app.listen({ port: ${port}, host: "127.0.0.1" });
    console.log("ready");
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`hello server exited with ${code}`)));
  });
  return child;
}

export async function runFoundationBench(options: BenchOptions): Promise<Figure[]> {
  const figures: Figure[] = [];
  const dataDir = tempDataDir("foundation");

  // The ratio measures throughput, not load shedding: 20 connections must not be turned
  // away by the embedded database's bound on waiting requests (16 by default).
  const env = { EMBEDDED_DB_MAX_WAITING: "64" };
  const first = await startServer(dataDir, 5301, env);
  await first.stop();
  const second = await startServer(dataDir, 5301, env);
  figures.push({
    figure: "start to first healthy response (new embedded database)",
    target: "reported",
    value: `${Math.round(first.msToHealthy)} ms`,
  });
  figures.push({
    figure: "start to first healthy response (existing embedded database)",
    target: "≤ 2000 ms",
    value: `${Math.round(second.msToHealthy)} ms`,
    ok: second.msToHealthy <= 2000,
  });

  const cookie = await signedInCookie(second, "bench@example.org");
  const hello = await startHelloServer(5302);
  // Short runs of the two servers in turn, the ratio taken per pair: this machine's speed
  // drifts by ±15 % over seconds, which one long run of each would read as a difference.
  const pairs = options.quick ? 3 : 7;
  const seconds = options.quick ? 1 : 2;
  try {
    await requestsPerSecond("http://127.0.0.1:5302/hello", 1);
    await requestsPerSecond(`${second.url}/api/auth/user`, 1, { cookie });
    const bare: number[] = [];
    const authUser: number[] = [];
    for (let pair = 0; pair < pairs; pair++) {
      bare.push(await requestsPerSecond("http://127.0.0.1:5302/hello", seconds));
      authUser.push(await requestsPerSecond(`${second.url}/api/auth/user`, seconds, { cookie }));
    }
    const ratio = median(authUser.map((value, index) => value / bare[index]!));
    figures.push({
      figure: "bare Fastify hello route (median)",
      target: "reported",
      value: `${Math.round(median(bare))} req/s`,
    });
    figures.push({
      figure: "signed-in GET /api/auth/user, embedded database (median)",
      target: "reported",
      value: `${Math.round(median(authUser))} req/s`,
    });
    figures.push({
      figure: `GET /api/auth/user ÷ bare hello (median of ${pairs} paired ${seconds} s runs)`,
      target: "≥ 0.5",
      value: ratio.toFixed(2),
      ok: ratio >= 0.5,
    });
  } finally {
    hello.kill();
    await second.stop();
  }
  return figures;
}
