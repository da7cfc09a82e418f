import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../server/db/client";
import { buildTestApp, CapturingMailer, testConfig, type TestApp } from "../support/test-app";
import { saveSermon, userWithAccess } from "./library-helpers";

/**
 * The embedded database serves one query at a time. Past a few waiting queries it answers
 * new ones with a clear 503 at once, rather than letting every request queue for seconds.
 */
describe.runIf(!testConfig().database.kind.startsWith("postgres"))(
  "embedded database under more load than it can serve",
  () => {
    let database: Database;
    let test: TestApp;

    beforeAll(async () => {
      database = await openDatabase({ kind: "embedded", dir: "memory://", maxWaiting: 4 });
      const config = testConfig();
      const mailer = new CapturingMailer();
      const built = await buildTestApp({ config, database, mailer });
      test = { ...built, mailer, database, config, clock: { offsetMs: 0 } };
    }, 120_000);

    afterAll(async () => {
      await test?.app.close();
      await database?.close();
    });

    it("sheds the excess with 503 service_unavailable and Retry-After, serves the rest, and recovers", async () => {
      const user = await userWithAccess(test, "shed");
      await saveSermon(test, user.headers);
      const answers = await Promise.all(
        Array.from({ length: 60 }, () =>
          test.app.inject({ method: "GET", url: "/api/library?q=peace", headers: user.headers }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      const shed = answers.filter((answer) => answer.statusCode === 503);
      expect(shed.length, JSON.stringify(statuses)).toBeGreaterThan(0);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
      for (const answer of shed) {
        expect(answer.json().error.code).toBe("service_unavailable");
        expect(answer.headers["retry-after"]).toBe("1");
      }
      const after = await test.app.inject({
        method: "GET",
        url: "/api/library?q=peace",
        headers: user.headers,
      });
      expect(after.statusCode).toBe(200);
      expect(after.json().total).toBe(1);
    }, 60_000);
  },
);
