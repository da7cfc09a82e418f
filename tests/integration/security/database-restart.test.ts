import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../server/db/client";
import { buildTestApp, CapturingMailer, testConfig, type TestApp } from "../../support/test-app";
import { newIp, uniqueEmail, strongPassword } from "../../support/users";
import { sampleSermon, saveSermon, userWithAccess } from "../library-helpers";
import { leakIn } from "./leaks";

/**
 * A PostgreSQL restart under a running app: while the database is down every request that
 * needs it gets a clear 503 in the API's error shape (never a 500, a stack or SQL), the
 * health check says "degraded", the process keeps running; once the database is back, the
 * same app (not rebuilt) serves reads and writes again.
 *
 * The machine's shared PostgreSQL (127.0.0.1:5432) is never touched: this file starts a
 * private server of its own in a temporary folder, on a free port, in every pass of CI.
 */

const pgBin = "/usr/lib/postgresql/15/bin";
const runAsRoot = process.getuid?.() === 0;
const runuser = ["/usr/sbin/runuser", "/usr/bin/runuser", "/sbin/runuser"].find(existsSync);
const execFileAsync = promisify(execFile);

/** Why the private server cannot be started here, or undefined when it can. */
function whyUnavailable(): string | undefined {
  for (const tool of ["initdb", "pg_ctl", "postgres"]) {
    if (!existsSync(path.join(pgBin, tool))) return `${pgBin}/${tool} is not installed`;
  }
  if (runAsRoot && !runuser) return "running as root and runuser is not installed";
  return undefined;
}

interface PrivatePostgres {
  url: string;
  dir: string;
  port: number;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Runs one PostgreSQL tool; as the `postgres` OS user when we are root (postgres refuses root). */
async function pgTool(dir: string, tool: string, args: string[]): Promise<void> {
  const binary = path.join(pgBin, tool);
  const [command, commandArgs] = runAsRoot
    ? [runuser!, ["-u", "postgres", "--", binary, ...args]]
    : [binary, args];
  try {
    await execFileAsync(command, commandArgs, { cwd: dir, timeout: 30_000 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${tool} ${args.join(" ")} failed:\n${stdout ?? ""}${stderr ?? ""}`, {
      cause: error,
    });
  }
}

/** pg_ctl start; the server's own output goes to a log file so pg_ctl can exit. */
function startPostgres(pg: PrivatePostgres): Promise<void> {
  const options = `-p ${pg.port} -k ${pg.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  return pgTool(pg.dir, "pg_ctl", [
    ...["-D", path.join(pg.dir, "data"), "-l", path.join(pg.dir, "postgres.log")],
    ...["-o", options, "-w", "-t", "20", "start"],
  ]);
}

/** pg_ctl stop -m fast: open connections are terminated, as in a real restart. */
function stopPostgres(pg: PrivatePostgres): Promise<void> {
  return pgTool(pg.dir, "pg_ctl", ["-D", path.join(pg.dir, "data"), "-m", "fast", "-w", "stop"]);
}

/** A fresh cluster in a temporary folder, running on a free port. */
async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), "kt-pg-restart-"));
  const port = await freePort();
  const pg = { dir, port, url: `postgres://postgres@127.0.0.1:${port}/postgres` };
  try {
    if (runAsRoot) {
      const { stdout: uid } = await execFileAsync("id", ["-u", "postgres"]);
      const { stdout: gid } = await execFileAsync("id", ["-g", "postgres"]);
      chownSync(dir, Number(uid.trim()), Number(gid.trim()));
    }
    await pgTool(dir, "initdb", [
      ...["-D", path.join(dir, "data"), "-U", "postgres", "--auth=trust"],
      ...["--encoding=UTF8", "--locale=C", "--no-sync"],
    ]);
    await startPostgres(pg);
    return pg;
  } catch (error) {
    await removePrivatePostgres(pg);
    throw error;
  }
}

/** Stops the private server if it is running, then removes its folder. */
async function removePrivatePostgres(pg: PrivatePostgres | undefined): Promise<void> {
  if (!pg) return;
  if (existsSync(path.join(pg.dir, "data", "postmaster.pid"))) {
    await pgTool(pg.dir, "pg_ctl", [
      "-D",
      path.join(pg.dir, "data"),
      "-m",
      "immediate",
      "stop",
    ]).catch((error: unknown) => console.warn(String(error)));
  }
  rmSync(pg.dir, { recursive: true, force: true });
}

/** Retries `attempt` every 250 ms until it returns true (then true) or the time is up (false). */
async function eventually(attempt: () => Promise<boolean>, timeoutMs = 15_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await attempt()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const unavailable = whyUnavailable();
const authSecret = "database-restart-auth-secret-0123456789";

describe.skipIf(unavailable !== undefined)(
  `the server survives a PostgreSQL restart${unavailable ? ` (skipped: ${unavailable})` : ""}`,
  () => {
    let pg: PrivatePostgres | undefined;
    let test: TestApp;
    let user: Awaited<ReturnType<typeof userWithAccess>>;
    const crashes: unknown[] = [];
    const recordCrash = (error: unknown) => crashes.push(error);

    const request = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
      test.app.inject({
        method,
        url,
        headers: { ...user.headers, "x-forwarded-for": newIp() },
        ...(payload ? { payload } : {}),
      });

    function expectServiceUnavailable(response: { statusCode: number; body: string }) {
      expect(response.statusCode, response.body).toBe(503);
      const body = JSON.parse(response.body) as { error?: { code?: string; message?: string } };
      expect(body.error?.code, response.body).toBe("service_unavailable");
      expect(body.error?.message?.length ?? 0, response.body).toBeGreaterThan(10);
      expect(leakIn(response.body, [authSecret, pg!.url, pg!.dir])).toBeUndefined();
      expect(response.body).not.toMatch(/\b(?:select|insert|update)\b.*\bfrom\b|postgres:\/\//i);
    }

    beforeAll(async () => {
      process.on("uncaughtException", recordCrash);
      process.on("unhandledRejection", recordCrash);
      pg = await startPrivatePostgres();
      // No session cache: /api/auth/user must go to the database, not to memory.
      const config = testConfig({
        DATABASE_URL: pg.url,
        AUTH_SECRET: authSecret,
        SESSION_CACHE_SECONDS: "0",
      });
      const database = await openDatabase(config.database);
      const mailer = new CapturingMailer();
      const { app, context } = await buildTestApp({ config, database, mailer });
      test = { app, context, mailer, database, config, clock: { offsetMs: 0 } };
      user = await userWithAccess(test, "pg-restart");
    }, 60_000);

    afterAll(async () => {
      try {
        await test?.app.close();
        await test?.database.close();
      } finally {
        await removePrivatePostgres(pg);
        process.off("uncaughtException", recordCrash);
        process.off("unhandledRejection", recordCrash);
      }
    });

    it("serves the signed-in user while PostgreSQL is up", async () => {
      const health = await request("GET", "/api/health");
      expect(health.statusCode, health.body).toBe(200);
      expect(health.json()).toEqual({ status: "ok", database: "up" });
      const me = await request("GET", "/api/auth/user");
      expect(me.statusCode, me.body).toBe(200);
      expect((me.json() as { email: string }).email).toBe(user.email);
      await saveSermon(test, user.headers, { title: "Before the restart" });
      const library = await request("GET", "/api/library");
      expect(library.statusCode, library.body).toBe(200);
      expect(library.body).toContain("Before the restart");
    });

    describe("while PostgreSQL is stopped", () => {
      beforeAll(async () => {
        await stopPostgres(pg!);
      });

      it("the health check answers 503 degraded", async () => {
        const health = await request("GET", "/api/health");
        expect(health.statusCode, health.body).toBe(503);
        expect(health.json()).toEqual({ status: "degraded", database: "down" });
      });

      it.each([
        ["reading the signed-in user", "GET", "/api/auth/user", undefined],
        ["reading the library", "GET", "/api/library", undefined],
        ["reading settings", "GET", "/api/settings", undefined],
        ["saving a sermon", "POST", "/api/sermons", { title: "During the outage" }],
      ] as const)("%s: a clear 503 in the API's error shape", async (_name, method, url, body) => {
        const payload = body && { ...sampleSermon, ...body };
        expectServiceUnavailable(await request(method, url, payload));
      });

      it("signing in: a clear 503, not a 500 or a wrong-password answer", async () => {
        const response = await test.app.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          headers: { origin: test.config.publicUrl, "x-forwarded-for": newIp() },
          payload: { email: user.email, password: strongPassword },
        });
        expectServiceUnavailable(response);
      });

      it("signing up: a clear 503", async () => {
        const response = await test.app.inject({
          method: "POST",
          url: "/api/auth/sign-up/email",
          headers: { origin: test.config.publicUrl, "x-forwarded-for": newIp() },
          payload: { email: uniqueEmail("outage"), password: strongPassword, name: "Grace" },
        });
        expectServiceUnavailable(response);
      });

      it("the process has not crashed and still answers requests that need no database", async () => {
        const missing = await request("GET", "/api/no-such-route");
        expect(missing.statusCode).toBe(404);
        expect(crashes).toEqual([]);
      });
    });

    describe("after PostgreSQL starts again", () => {
      beforeAll(async () => {
        await startPostgres(pg!);
      });

      it("the same app reports healthy again within seconds", async () => {
        const healthy = await eventually(
          async () => (await request("GET", "/api/health")).statusCode === 200,
        );
        expect(healthy, "GET /api/health never came back to 200").toBe(true);
        expect((await request("GET", "/api/health")).json()).toEqual({
          status: "ok",
          database: "up",
        });
      });

      it("the user's session, library reads and writes work again", async () => {
        const signedIn = await eventually(
          async () => (await request("GET", "/api/auth/user")).statusCode === 200,
        );
        expect(signedIn, "GET /api/auth/user never came back to 200").toBe(true);

        const id = await saveSermon(test, user.headers, { title: "After the restart" });
        const settings = await request("PUT", "/api/settings", {
          profile: { name: "Ruth Boaz", church: "Grace Fellowship", ministry: "pastor", bio: "" },
        });
        expect(settings.statusCode, settings.body).toBe(200);

        const library = await request("GET", "/api/library");
        expect(library.statusCode, library.body).toBe(200);
        expect(library.body).toContain("Before the restart");
        expect(library.body).toContain("After the restart");
        expect(library.body).toContain(id);
        // Nothing from the outage was half-saved.
        expect(library.body).not.toContain("During the outage");
        expect(crashes).toEqual([]);
      });
    });
  },
);
