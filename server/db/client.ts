import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PGlite } from "@electric-sql/pglite";
import type { Config } from "../config";
import { AppError } from "../errors";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  /**
   * For writes a database crash may lose without harm: usage counters and the last draft shown.
   * On a PostgreSQL server their commits do not wait for the disk (synchronous_commit off):
   * the slowest part of a generation request's own work was waiting for those two flushes.
   * A crash of the database server can forget the last fraction of a second of them; it never
   * leaves them half written.
   */
  relaxedDb: Db;
  kind: "embedded" | "postgres";
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
 * The embedded database runs one query at a time (on a thread of its own). Under more load
 * than it can serve, an unbounded queue makes every request slow (seconds at 200
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

/**
 * Each request's queries share one record (see `registerRequestAdmission`): a request is
 * refused at its first query or not at all, so no work is thrown away half done (a search
 * refused at its count, a generation refused when saving).
 */
const requestScope = new AsyncLocalStorage<{ admitted: boolean }>();

function admissionGate(maxWaiting: number) {
  let inFlight = 0;
  return async <T>(run: () => Promise<T>): Promise<T> => {
    const request = requestScope.getStore();
    if (inFlight > maxWaiting && !request?.admitted) throw busy();
    if (request) request.admitted = true;
    inFlight += 1;
    try {
      return await run();
    } finally {
      inFlight -= 1;
    }
  };
}

/**
 * Gives every request its admission record for the embedded database's gate; requests
 * that need no query (scripture, static files) are never refused by it.
 */
export function registerRequestAdmission(app: FastifyInstance, database: Database): void {
  if (database.kind !== "embedded") return;
  app.addHook("onRequest", (_request, _reply, done) => {
    requestScope.run({ admitted: false }, done);
  });
}

/** Opens the configured database and applies the committed migrations. */
export async function openDatabase(database: Config["database"]): Promise<Database> {
  const folder = migrationsFolder();
  if (database.kind === "embedded") {
    // "memory://" keeps the database in memory (tests); anything else is a folder.
    if (!database.dir.startsWith("memory://"))
      mkdirSync(path.dirname(database.dir), { recursive: true });
    // Each driver is loaded only when it is the one configured.
    const [{ startPgliteWorker }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
      await Promise.all([
        import("./pglite-proxy"),
        import("drizzle-orm/pglite"),
        import("drizzle-orm/pglite/migrator"),
      ]);
    // PGlite runs each query synchronously: on a thread of its own, so this one stays free
    // to accept connections and answer (503s included) while the database works.
    const client = await startPgliteWorker(database.dir);
    // What drizzle calls on a PGlite client, answered by the worker (see pglite-proxy.ts).
    const asPglite = (value: unknown) => value as PGlite;
    await migratePglite(drizzlePglite(asPglite(client), { schema }), { migrationsFolder: folder });
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
    const db = drizzlePglite(asPglite(gated), { schema }) as unknown as Db;
    return {
      db,
      relaxedDb: db,
      kind: "embedded",
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
  const relaxedPool = new pg.Pool({
    connectionString: database.url,
    max: 4,
    connectionTimeoutMillis: 5000,
    options: "-c synchronous_commit=off",
  });
  // A pool error (server restarted) must not crash the process; queries report it instead.
  pool.on("error", () => {});
  relaxedPool.on("error", () => {});
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
  return {
    db,
    relaxedDb: drizzlePg(relaxedPool, { schema }),
    kind: "postgres",
    close: async () => {
      await Promise.all([pool.end(), relaxedPool.end()]);
    },
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
