import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../server/db/client";
import type { PgliteProxy } from "../../server/db/pglite-proxy";
import { buildTestApp, CapturingMailer, testConfig, type TestApp } from "../support/test-app";
import { saveSermon, userWithAccess } from "./library-helpers";

/** The worker thread behind an embedded database (drizzle keeps its client as $client). */
const threadOf = (database: Database) =>
  (database.db as unknown as { $client: PgliteProxy }).$client.thread;

async function startApp(database: Database): Promise<{ test: TestApp; url: string }> {
  const config = testConfig();
  const mailer = new CapturingMailer();
  const built = await buildTestApp({ config, database, mailer });
  const test = { ...built, mailer, database, config, clock: { offsetMs: 0 } };
  const url = await built.app.listen({ port: 0, host: "127.0.0.1" });
  return { test, url };
}

/**
 * PGlite runs each query synchronously. On the server's own thread, a long query would
 * stop it from accepting connections and answering anything, 503s included; on a thread
 * of its own, the server answers while the database works.
 */
describe.runIf(!testConfig().database.kind.startsWith("postgres"))(
  "the embedded database on a thread of its own",
  () => {
    describe("while it works on a long query", () => {
      let database: Database;
      let test: TestApp;
      let url: string;

      beforeAll(async () => {
        database = await openDatabase({ kind: "embedded", dir: "memory://", maxWaiting: 2 });
        ({ test, url } = await startApp(database));
      }, 120_000);

      afterAll(async () => {
        await test?.app.close();
        await database?.close();
      });

      it("answers requests that need no query, and refuses the excess with 503 at once", async () => {
        const user = await userWithAccess(test, "thread-busy");
        await saveSermon(test, user.headers);
        let slept = false;
        const sleep = database.db.execute(sql`select pg_sleep(3)`).then(() => {
          slept = true;
        });
        const during = async (path: string, headers: Record<string, string> = {}) => {
          const response = await fetch(`${url}${path}`, { headers });
          const answer = {
            status: response.status,
            retryAfter: response.headers.get("retry-after"),
            beforeTheQueryEnded: !slept,
            body: await response.text(),
          };
          return answer;
        };

        const scripture = await during(`/api/scripture?ref=${encodeURIComponent("John 3:16")}`);
        expect(scripture.status, scripture.body).toBe(200);
        expect(scripture.body).toContain("God so loved");
        expect(scripture.beforeTheQueryEnded).toBe(true);

        const cookie = { cookie: String(user.headers.cookie) };
        const library = await Promise.all(
          Array.from({ length: 8 }, () => during("/api/library", cookie)),
        );
        const refused = library.filter((answer) => answer.status === 503);
        expect(refused.length, JSON.stringify(library)).toBeGreaterThan(0);
        for (const answer of refused) {
          expect(JSON.parse(answer.body).error.code).toBe("service_unavailable");
          expect(answer.retryAfter).toBe("1");
          expect(answer.beforeTheQueryEnded).toBe(true);
        }
        const served = library.filter((answer) => answer.status === 200);
        expect(served.length, JSON.stringify(library)).toBeGreaterThan(0);
        for (const answer of served) expect(JSON.parse(answer.body).total).toBe(1);
        await sleep;
      }, 60_000);
    });

    describe("transactions", () => {
      let database: Database;

      beforeAll(async () => {
        database = await openDatabase({ kind: "embedded", dir: "memory://" });
        await database.db.execute(sql`create table counter (n int not null)`);
        await database.db.execute(sql`insert into counter values (0)`);
        await database.db.execute(sql`create table notes (text text not null)`);
      }, 120_000);

      afterAll(async () => {
        await database?.close();
      });

      it("run one at a time, and queries sent meanwhile neither wait inside nor roll back with one", async () => {
        // Read, then write what was read plus one: lost updates if two ran at once.
        await Promise.all(
          Array.from({ length: 12 }, () =>
            database.db.transaction(async (tx) => {
              const { rows } = (await tx.execute(sql`select n from counter`)) as unknown as {
                rows: Array<{ n: number }>;
              };
              await tx.execute(sql`update counter set n = ${rows[0]!.n + 1}`);
            }),
          ),
        );
        const failed = database.db
          .transaction(async (tx) => {
            await tx.execute(sql`insert into notes values ('rolled back')`);
            await new Promise((resolve) => setTimeout(resolve, 50));
            throw new Error("give up");
          })
          .catch((error: Error) => error.message);
        const outside = database.db.execute(sql`insert into notes values ('kept')`);
        expect(await failed).toBe("give up");
        await outside;
        const counter = (await database.db.execute(sql`select n from counter`)) as unknown as {
          rows: Array<{ n: number }>;
        };
        expect(counter.rows[0]!.n).toBe(12);
        const notes = (await database.db.execute(sql`select text from notes`)) as unknown as {
          rows: Array<{ text: string }>;
        };
        expect(notes.rows.map((row) => row.text)).toEqual(["kept"]);
      }, 60_000);
    });

    describe("when its thread stops", () => {
      let database: Database;
      let test: TestApp;
      let url: string;

      beforeAll(async () => {
        database = await openDatabase({ kind: "embedded", dir: "memory://" });
        ({ test, url } = await startApp(database));
      }, 120_000);

      afterAll(async () => {
        await test?.app.close();
        await database?.close();
      });

      it("fails the query in progress and later requests with 503, without hanging", async () => {
        const user = await userWithAccess(test, "thread-stops");
        const cookie = { cookie: String(user.headers.cookie) };
        expect((await fetch(`${url}/api/library`, { headers: cookie })).status).toBe(200);

        const inProgress = database.db.execute(sql`select pg_sleep(30)`).then(
          () => undefined,
          (error: unknown) => error,
        );
        await threadOf(database).terminate();
        const failure = (await inProgress) as { cause?: { code?: string; message?: string } };
        expect(failure?.cause?.code).toBe("57P02");
        expect(failure?.cause?.message).toMatch(/embedded database is not running/);

        const library = await fetch(`${url}/api/library`, { headers: cookie });
        expect(library.status).toBe(503);
        expect(((await library.json()) as { error: { code: string } }).error.code).toBe(
          "service_unavailable",
        );
        const health = await fetch(`${url}/api/health`);
        expect(health.status).toBe(503);
        expect(await health.json()).toEqual({ status: "degraded", database: "down" });
        const scripture = await fetch(
          `${url}/api/scripture?ref=${encodeURIComponent("John 3:16")}`,
        );
        expect(scripture.status).toBe(200);
      }, 60_000);
    });
  },
);
