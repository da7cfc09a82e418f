import { beforeAll, describe, expect, it } from "vitest";
import { exportsPerDay } from "../../server/modules/limits/export-limit";
import { getTestApp, type TestApp } from "../support/test-app";
import { saveSermon, userWithAccess } from "./library-helpers";

/** Exports of every kind share one daily count per user, so a large library cannot be written out over and over. */
describe("exports per user per day", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await getTestApp();
  });

  it("refuses the export past today's count with 429 and Retry-After, for each kind, and not for another user", async () => {
    const user = await userWithAccess(test, "export-daily");
    const other = await userWithAccess(test, "export-daily-other");
    await saveSermon(test, user.headers);
    const exportOf = (url: string, headers = user.headers) =>
      test.app.inject({ method: "GET", url, headers });
    for (let i = 0; i < exportsPerDay; i++) {
      const url = i % 2 ? "/api/account/export" : "/api/library/export.zip";
      const response = await exportOf(url);
      expect(response.statusCode, `${i}: ${url}`).toBe(200);
    }
    for (const url of ["/api/account/export", "/api/library/export.zip"]) {
      const refused = await exportOf(url);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe("rate_limited");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect((await exportOf("/api/account/export", other.headers)).statusCode).toBe(200);
  });
});
