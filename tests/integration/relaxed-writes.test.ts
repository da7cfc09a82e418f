import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-app";
import { databaseSharedState } from "../../server/modules/limits/shared-state";

async function setting(db: Awaited<ReturnType<typeof testDatabase>>["db"]): Promise<string> {
  const result = await db.execute(sql`show synchronous_commit`);
  return String((result.rows[0] as { synchronous_commit: string }).synchronous_commit);
}

describe("writes a database crash may lose without harm", () => {
  it("do not wait for the disk on a PostgreSQL server; everything else does", async () => {
    const database = await testDatabase();
    if (database.kind === "embedded") {
      // One embedded database in the process: there is no other connection to relax.
      expect(database.relaxedDb).toBe(database.db);
      return;
    }
    expect(await setting(database.relaxedDb)).toBe("off");
    expect(await setting(database.db)).toBe("on");
  });

  it("count usage that every connection reads at once", async () => {
    const database = await testDatabase();
    const shared = databaseSharedState(database.db, database.relaxedDb);
    const key = `relaxed-test:${Date.now()}:${Math.random()}`;
    const expiresAt = new Date(Date.now() + 60_000);
    expect(await shared.increment(key, expiresAt)).toBe(1);
    expect(await shared.increment(key, expiresAt)).toBe(2);
    expect(await shared.read(key, new Date())).toBe(2);
  });
});
