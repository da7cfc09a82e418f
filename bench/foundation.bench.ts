import { spawn } from "node:child_process";
import autocannon from "autocannon";
import {
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
    throw new Error(`${url}: ${result.non2xx} non-2xx and ${result.errors} errors`);
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

  const first = await startServer(dataDir, 5301);
  await first.stop();
  const second = await startServer(dataDir, 5301);
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
  const seconds = options.quick ? 3 : 10;
  try {
    const bare = await requestsPerSecond("http://127.0.0.1:5302/hello", seconds);
    const authUser = await requestsPerSecond(`${second.url}/api/auth/user`, seconds, { cookie });
    const ratio = authUser / bare;
    figures.push({
      figure: "bare Fastify hello route",
      target: "reported",
      value: `${Math.round(bare)} req/s`,
    });
    figures.push({
      figure: "signed-in GET /api/auth/user (embedded database)",
      target: "reported",
      value: `${Math.round(authUser)} req/s`,
    });
    figures.push({
      figure: "GET /api/auth/user ÷ bare hello",
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
