import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp, type BuildOptions } from "../../server/app";
import { loadConfig, type Config } from "../../server/config";
import type { AppContext } from "../../server/context";
import { openDatabase, type Database } from "../../server/db/client";
import type { Mailer, OutgoingMail } from "../../server/modules/email/mailer";

export const publicUrl = "http://localhost:5000";

/** A mailer that keeps messages in memory so tests can follow links in them. */
export class CapturingMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];
  async send(mail: OutgoingMail) {
    this.sent.push(mail);
  }
  describe() {
    return "memory";
  }
  close() {}
  lastTo(email: string): OutgoingMail | undefined {
    return [...this.sent].reverse().find((mail) => mail.to === email);
  }
}

export interface TestApp {
  app: FastifyInstance;
  context: AppContext;
  mailer: CapturingMailer;
  database: Database;
  config: Config;
  clock: { offsetMs: number };
}

let shared: Promise<TestApp> | undefined;
let sharedDatabase: Promise<Database> | undefined;

export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), "kt-test-"));
  return loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: "true",
    LOG_LEVEL: "silent",
    // Test files share one database; each app counts its own limits unless a test asks.
    RATE_LIMIT_STORE: "memory",
    ...(inject("databaseUrl") ? { DATABASE_URL: inject("databaseUrl") } : {}),
    ...overrides,
  });
}

/** One database per test run: PGlite is too costly to open per file. */
export function testDatabase(): Promise<Database> {
  sharedDatabase ??= (async () => {
    const config = testConfig();
    return openDatabase(
      config.database.kind === "embedded"
        ? { kind: "embedded", dir: "memory://" }
        : config.database,
    );
  })();
  return sharedDatabase;
}

/**
 * buildApp as every test builds it: quiet, and without scheduled jobs (a background tick
 * would race the tests over the shared database; tests run each job's task themselves).
 */
export async function buildTestApp(
  options: BuildOptions,
): Promise<Awaited<ReturnType<typeof buildApp>>> {
  const built = await buildApp({ ...options, logger: false, scheduledJobs: false });
  await built.app.ready();
  return built;
}

/** An app with its own config (and clock) over the run's shared database. */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const database = await testDatabase();
  const mailer = new CapturingMailer();
  const clock = { offsetMs: 0 };
  const { app, context } = await buildTestApp({
    config,
    database,
    mailer,
    now: () => new Date(Date.now() + clock.offsetMs),
  });
  return { app, context, mailer, database, config, clock };
}

/**
 * Runs `body` with the app's clock one second into a fresh limit window (windows are whole
 * clock minutes, hours or days), so every request lands in one window however long it takes.
 */
export async function withinOneWindow<T>(
  test: Pick<TestApp, "clock">,
  windowMs: number,
  body: () => Promise<T>,
): Promise<T> {
  test.clock.offsetMs = Math.ceil(Date.now() / windowMs) * windowMs + 1_000 - Date.now();
  try {
    return await body();
  } finally {
    test.clock.offsetMs = 0;
  }
}

/**
 * A client address of the caller's own (for inject's remoteAddress). Request limits are
 * counted per client address, and on PostgreSQL or Redis every test file's app counts in
 * one store: a test that spends many requests on a route counts them apart from the rest.
 */
export function ownClientAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

export const minuteMs = 60_000;
export const hourMs = 60 * minuteMs;

/** The run's default app, shared by test files. */
export function getTestApp(): Promise<TestApp> {
  shared ??= createTestApp();
  return shared;
}
