import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { LibraryItem, LibraryListResponse, LibraryUsage } from "@shared/library/api";
import { saveFieldLimits, saveTotalLimit } from "@shared/library/limits";
import { checkLimits } from "@shared/scripture/api";
import { scriptureCheckSchema } from "@shared/scripture/check-result";
import { unpackCheck } from "@shared/scripture/check-wire";
import { contentItems } from "../../server/db/schema";
import {
  createTestApp,
  getTestApp,
  minuteMs,
  type TestApp,
  withinOneWindow,
} from "../support/test-app";
import { samplePrayer, sampleSermon, userWithAccess } from "./library-helpers";

/** Text that does not compress: what an attacker filling a disk would send. */
function noise(characters: number): string {
  return randomBytes(characters).toString("base64").replace(/[+/=]/g, " ").slice(0, characters);
}

type User = Awaited<ReturnType<typeof userWithAccess>>;

const savePrayer = (test: TestApp, user: User, overrides: Record<string, unknown> = {}) =>
  test.app.inject({
    method: "POST",
    url: "/api/prayers",
    headers: user.headers,
    payload: { ...samplePrayer, ...overrides },
  });

const rowsOf = async (test: TestApp, user: User) =>
  (
    await test.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contentItems)
      .where(eq(contentItems.userId, user.id))
  )[0]!.n;

describe("save limits: field lengths sized to real content", () => {
  let test: TestApp;
  let user: User;

  beforeAll(async () => {
    test = await getTestApp();
    user = await userWithAccess(test, "limits");
  });

  it("accepts a full sermon manuscript's length and refuses one character more, naming the field", async () => {
    const longest = await savePrayer(test, user, { content: noise(saveFieldLimits.content) });
    expect(longest.statusCode, longest.body).toBe(201);
    const tooLong = await savePrayer(test, user, { content: noise(saveFieldLimits.content + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.content).toMatch(/at most 60,000 characters/);
    const longTitle = await savePrayer(test, user, { title: noise(saveFieldLimits.title + 1) });
    expect(longTitle.statusCode).toBe(400);
    expect(longTitle.json().error.fields.title).toBeDefined();
  });

  it("bounds every item of a list and the whole save", async () => {
    const point = await test.app.inject({
      method: "POST",
      url: "/api/sermons",
      headers: user.headers,
      payload: { ...sampleSermon, mainPoints: ["One.", noise(saveFieldLimits.mainPoints + 1)] },
    });
    expect(point.statusCode).toBe(400);
    expect(point.json().error.fields["mainPoints.1"]).toBeDefined();
    // Each point fits, together they do not.
    const points = Array.from({ length: 6 }, () => noise(saveFieldLimits.mainPoints - 10));
    const total = await test.app.inject({
      method: "POST",
      url: "/api/sermons",
      headers: user.headers,
      payload: { ...sampleSermon, mainPoints: points },
    });
    expect(points.join("").length).toBeGreaterThan(saveTotalLimit);
    expect(total.statusCode).toBe(400);
    expect(total.json().error.fields._).toMatch(/too long to save/);
  });
});

describe("storage kept once", () => {
  it("stores a writing tool's text once (in its result) and still shows and finds it", async () => {
    const test = await getTestApp();
    const user = await userWithAccess(test, "stored-once");
    const text = `${noise(50_000)} unmistakablewordhere`;
    const saved = await savePrayer(test, user, { content: text });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().id as string;

    const [row] = await test.database.db
      .select({
        content: sql<number>`octet_length(${contentItems.content})`,
        columns: sql<number>`pg_column_size(${contentItems.content}) + pg_column_size(${contentItems.data}) + pg_column_size(${contentItems.preview})`,
      })
      .from(contentItems)
      .where(eq(contentItems.id, id));
    // Before: the text was in `content` and again in data.result, about twice its size.
    expect(row!.content).toBe(0);
    expect(row!.columns).toBeLessThan(text.length * 1.15);

    const item = (
      await test.app.inject({ method: "GET", url: `/api/library/${id}`, headers: user.headers })
    ).json() as LibraryItem;
    expect(item.content).toContain("unmistakablewordhere");
    expect(item.content).toContain(samplePrayer.title);
    const found = (
      await test.app.inject({
        method: "GET",
        url: "/api/library?q=unmistakablewordhere",
        headers: user.headers,
      })
    ).json() as LibraryListResponse;
    expect(found.items.map((entry) => entry.id)).toEqual([id]);
  });
});

describe("scripture checks are not stored", () => {
  it("keeps a text naming a long passage thousands of times small on disk, and checks it when read", async () => {
    const test = await getTestApp();
    const user = await userWithAccess(test, "check-amplify");
    // 5,000 references to a 176-verse psalm: stored with their verse texts, about 60 MB.
    const text = "Psalm 119; ".repeat(5000);
    const saved = await savePrayer(test, user, { content: text });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().id as string;
    const [row] = await test.database.db
      .select({ size: sql<number>`pg_column_size(${contentItems.data})` })
      .from(contentItems)
      .where(eq(contentItems.id, id));
    expect(row!.size).toBeLessThan(text.length * 1.2);
    const item = (
      await test.app.inject({ method: "GET", url: `/api/library/${id}`, headers: user.headers })
    ).json() as LibraryItem;
    const check = unpackCheck(
      scriptureCheckSchema.parse((item.data as { scriptureCheck: unknown }).scriptureCheck),
    );
    expect(check.translation).toBe("web");
    // Checked as far as one check reads; the other mentions are counted as not checked.
    expect(check.references.length).toBe(checkLimits.references);
    // (the prayer's text has its own reference besides the 5,000)
    expect(check.notChecked?.references).toBeGreaterThanOrEqual(5000 - checkLimits.references);
    expect(check.references.at(-1)?.text).toContain("Blessed are those whose ways");
  });
});

describe("save rate limit and storage quota", () => {
  it("limits how fast one user saves", async () => {
    const test = await createTestApp({ SAVE_RATE_PER_MINUTE: "3" });
    const user = await userWithAccess(test, "save-rate");
    const refused = await withinOneWindow(test, minuteMs, async () => {
      for (let i = 0; i < 3; i++)
        expect((await savePrayer(test, user, { title: `Prayer ${i}` })).statusCode).toBe(201);
      return savePrayer(test, user, { title: "One too many" });
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("rate_limited");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await rowsOf(test, user)).toBe(3);
    await test.app.close();
  });

  it("stops at the item quota, even for saves sent in parallel, with nothing half-written", async () => {
    const test = await createTestApp({ CONTENT_QUOTA_ITEMS: "3", SAVE_RATE_PER_MINUTE: "100" });
    const user = await userWithAccess(test, "quota-items");
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => savePrayer(test, user, { title: `Prayer ${i}` })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 413, 413, 413, 413, 413]);
    const refused = answers.find((answer) => answer.statusCode === 413)!;
    expect(refused.json().error.code).toBe("quota_exceeded");
    expect(refused.json().error.message).toMatch(/library is full.*3 items/);
    expect(await rowsOf(test, user)).toBe(3);

    const usage = (
      await test.app.inject({ method: "GET", url: "/api/library/usage", headers: user.headers })
    ).json() as LibraryUsage;
    expect(usage).toMatchObject({ items: 3, maxItems: 3 });
    expect(usage.bytes).toBeGreaterThan(0);

    // Deleting an item makes room again.
    const id = answers.find((answer) => answer.statusCode === 201)!.json().id as string;
    await test.app.inject({ method: "DELETE", url: `/api/library/${id}`, headers: user.headers });
    expect((await savePrayer(test, user)).statusCode).toBe(201);
    await test.app.close();
  });

  it("stops at the byte quota", async () => {
    // 0.1 MB: two 40,000-character prayers fit, a third does not.
    const test = await createTestApp({ CONTENT_QUOTA_MB: "0.1", SAVE_RATE_PER_MINUTE: "100" });
    const user = await userWithAccess(test, "quota-bytes");
    expect((await savePrayer(test, user, { content: noise(40_000) })).statusCode).toBe(201);
    expect((await savePrayer(test, user, { content: noise(40_000) })).statusCode).toBe(201);
    const refused = await savePrayer(test, user, { content: noise(40_000) });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.message).toMatch(/uses 0\.1 MB of 0\.1 MB|uses .* MB of 0\.1 MB/);
    expect(await rowsOf(test, user)).toBe(2);
    const usage = (
      await test.app.inject({ method: "GET", url: "/api/library/usage", headers: user.headers })
    ).json() as LibraryUsage;
    expect(usage.bytes).toBeGreaterThan(80_000);
    expect(usage.bytes).toBeLessThanOrEqual(usage.maxBytes);
    await test.app.close();
  });

  it("answers usage only to the signed-in user", async () => {
    const test = await getTestApp();
    const response = await test.app.inject({ method: "GET", url: "/api/library/usage" });
    expect(response.statusCode).toBe(401);
  });
});
