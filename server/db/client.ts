import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { Config } from "../config";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: "embedded" | "postgres";
  close(): Promise<void>;
}

/** Where the committed SQL migrations live, both from source (tsx) and from dist/server. */
function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "migrations"), path.join(here, "../../server/db/migrations")];
  return candidates.find((dir) => existsSync(path.join(dir, "meta"))) ?? candidates[0]!;
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
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder: folder });
    return { db, kind: "embedded", close: () => client.close() };
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
