import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";

export interface Figure {
  figure: string;
  target: string;
  value: string;
  /** Whether the value meets the target, when that can be judged. */
  ok?: boolean;
}

export interface BenchOptions {
  quick: boolean;
}

export function tempDataDir(label: string): string {
  return mkdtempSync(path.join(tmpdir(), `kt-bench-${label}-`));
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the built server and resolves when /api/health first answers 200. */
export async function startServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer & { msToHealthy: number }> {
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // BENCH_NODE_ARGS passes flags to the server's Node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p";
  // BENCH_SERVER_STDOUT=1 shows what it prints there (with "--trace-gc", each collection).
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? []), "dist/server/main.js"],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0000",
        ...env,
      },
      stdio: ["ignore", process.env.BENCH_SERVER_STDOUT ? "inherit" : "ignore", "inherit"],
    },
  );
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const msToHealthy = performance.now() - started;
  return {
    url,
    child,
    dataDir,
    msToHealthy,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** Signs a user up and verifies them through the outbox; returns the session cookie. */
export async function signedInCookie(server: RunningServer, email: string): Promise<string> {
  const headers = { "content-type": "application/json", origin: server.url };
  const password = "bench mark password 2026";
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password, name: "Bench User", firstName: "Bench" }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const outbox = path.join(server.dataDir, "outbox");
  let link: string | undefined;
  for (let attempt = 0; attempt < 50 && !link; attempt++) {
    for (const file of readdirSync(outbox, { withFileTypes: true }).map((entry) => entry.name)) {
      const mail = await simpleParser(readFileSync(path.join(outbox, file)));
      // Several users may sign up on one server: only this user's confirmation counts.
      const toThisUser = [mail.to].flat().some((to) => to?.text.includes(email));
      if (toThisUser && mail.text?.includes("Confirm"))
        link = mail.text.match(/https?:\/\/\S+/)?.[0];
    }
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error("no verification email");
  const verified = await fetch(link, { redirect: "manual" });
  const cookie = verified.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .filter((value) => value && !value.endsWith("="))
    .join("; ");
  if (!cookie) throw new Error("verification gave no session cookie");
  return cookie;
}

export function median(values: number[]): number {
  return percentile(values, 50);
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
