import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { Config } from "../config";
import { AppError } from "../errors";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: "embedded" | "postgres";
  /** Embedded: API requests in progress at once; more are answered 503 (see below). */
  maxInFlight?: number;
  close(): Promise<void>;
}

/** Where the committed SQL migrations live, both from source (tsx) and from dist/server. */
function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "migrations"), path.join(here, "../../server/db/migrations")];
  return candidates.find((dir) => existsSync(path.join(dir, "meta"))) ?? candidates[0]!;
}

/** Queries that may wait for the embedded database by default (see `admissionGate`). */
const defaultMaxWaiting = 16;

/**
 * The embedded database runs one query at a time on the server's own thread. Under more
 * load than it can serve, an unbounded queue makes every request slow (seconds at 200
 * connections); instead, once `maxWaiting` queries wait, new ones are refused at once
 * with a 503 and Retry-After, and those admitted keep a short wait.
 */
function busy(): AppError {
  return new AppError(
    "service_unavailable",
    "The server is busy right now. Please try again in a moment.",
    undefined,
    { "retry-after": "1" },
  );
}

function admissionGate(maxWaiting: number) {
  let inFlight = 0;
  return async <T>(run: () => Promise<T>): Promise<T> => {
    if (inFlight > maxWaiting) throw busy();
    inFlight += 1;
    try {
      return await run();
    } finally {
      inFlight -= 1;
    }
  };
}

/**
 * The same bound on whole API requests, for the embedded database: the server's one thread
 * serves the database and every request, so past `maxInFlight` requests in progress a new
 * one is refused before any work (no session lookup, no query) and the thread stays free
 * to answer those it admitted.
 */
export function registerRequestAdmission(app: FastifyInstance, database: Database): void {
  const max = database.maxInFlight;
  if (!max) return;
  let inFlight = 0;
  const counted = new WeakSet<FastifyRequest>();
  const finish = async (request: FastifyRequest) => {
    if (counted.delete(request)) inFlight -= 1;
  };
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    if (inFlight >= max) throw busy();
    inFlight += 1;
    counted.add(request);
  });
  app.addHook("onResponse", finish);
  app.addHook("onRequestAbort", finish);
}

/** Opens the configured database and applies the committed migrations. */
export async function openDatabase(database: Config["database"]): Promise<Database> {
  const folder = migrationsFolder();
  if (database.kind === "embedded") {
    // "memory://" keeps the database in memory (tests); anything else is a folder.
    if (!database.dir.startsWith("memory://"))
      mkdirSync(path.dirname(database.dir), { recursive: true });
    // Each driver is loaded only when it is the one configured.
    const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
      await Promise.all([
        import("@electric-sql/pglite"),
        import("@electric-sql/pglite/contrib/pg_trgm"),
        import("drizzle-orm/pglite"),
        import("drizzle-orm/pglite/migrator"),
      ]);
    const client = new PGlite(database.dir, { extensions: { pg_trgm } });
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder });
    const admitted = admissionGate(database.maxWaiting ?? defaultMaxWaiting);
    // Queries and transactions go through the gate; a transaction's own queries do not.
    const gated = new Proxy(client, {
      get(target, property, receiver) {
        if (property === "query" || property === "transaction") {
          const method = Reflect.get(target, property, receiver) as (
            ...args: never[]
          ) => Promise<unknown>;
          return (...args: never[]) => admitted(() => method.apply(target, args));
        }
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const db = drizzlePglite(gated, { schema }) as unknown as Db;
    return {
      db,
      kind: "embedded",
      maxInFlight: database.maxWaiting ?? defaultMaxWaiting,
      close: () => client.close(),
    };
  }
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({
    connectionString: database.url,
    max: 10,
    connectionTimeoutMillis: 5000,
  });
  // A pool error (server restarted) must not crash the process; queries report it instead.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema });
  // Instances starting together take turns migrating.
  const lock = await pool.connect();
  try {
    await lock.query("select pg_advisory_lock(727274)");
    await migratePg(drizzlePg(lock, { schema }), { migrationsFolder: folder });
  } finally {
    await lock.query("select pg_advisory_unlock(727274)").catch(() => {});
    lock.release();
  }
  return { db, kind: "postgres", close: () => pool.end() };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
