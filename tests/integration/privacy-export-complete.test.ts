import { beforeAll, describe, expect, it } from "vitest";
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import * as schema from "../../server/db/schema";
import { accountExportKeys } from "../../server/modules/privacy/account-data";
import { getTestApp, type TestApp } from "../support/test-app";
import { saveSermon, userWithAccess } from "./library-helpers";
import { romansOutline } from "../unit/week-pack/fixtures";

/** Every table of the schema with a user id column, by its SQL name (the users table too). */
function userOwnedTables(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table))
    .filter((config) => config.name === "users" || config.columns.some((c) => c.name === "user_id"))
    .map((config) => config.name)
    .sort();
}

/**
 * One row for the user in each user-owned table. A table added to the schema without a row
 * here fails the test below: add its row, and its place in Export My Data.
 */
async function fillEveryTable(test: TestApp, user: Awaited<ReturnType<typeof userWithAccess>>) {
  const db = test.database.db;
  const userId = user.id;
  const now = new Date();
  const filled = new Set<string>(["users", "sessions", "accounts"]);
  const put = (url: string, payload: unknown, method: "PUT" | "POST" = "PUT") =>
    test.app.inject({ method, url, headers: user.headers, payload: payload as object });
  expect((await put("/api/settings", { profile: { church: "Grace" } })).statusCode).toBe(200);
  filled.add("user_settings");
  await saveSermon(test, user.headers);
  filled.add("content_items");
  await db
    .insert(schema.lastGenerations)
    .values({ userId, tool: "prayer", request: {}, response: {} });
  filled.add("last_generations");
  await put("/api/gdpr/data-request", { email: user.email, requestType: "access" }, "POST");
  filled.add("data_requests");
  await put(
    "/api/support",
    { name: "Me", email: user.email, subject: "Hi", message: "Hello" },
    "POST",
  );
  filled.add("support_messages");
  await db.insert(schema.lectionaryTables).values({ userId, name: "Ours", rows: [] });
  filled.add("lectionary_tables");
  await db
    .insert(schema.seriesPlans)
    .values({ userId, title: "John", startDate: "2026-02-22", weeks: [] });
  filled.add("series_plans");
  await db
    .insert(schema.weekPacks)
    .values({ userId, source: { kind: "text" }, outline: romansOutline });
  filled.add("week_packs");
  await db
    .insert(schema.studyNotes)
    .values({ userId, osis: "Rom.5.1", reference: "Romans 5:1", text: "Peace" });
  filled.add("study_notes");
  const [transcript] = await db
    .insert(schema.transcripts)
    .values({
      userId,
      title: "Sunday",
      filename: "sunday.vtt",
      format: "vtt",
      segments: [{ start: 0, end: 4000, text: "Good morning." }],
      characters: 13,
    })
    .returning();
  filled.add("transcripts");
  const [recording] = await db
    .insert(schema.keptRecordings)
    .values({
      userId,
      transcriptId: transcript!.id,
      filename: "sunday.mp4",
      mediaType: "video/mp4",
      hasVideo: true,
      durationMs: 4000,
      bytes: 1000,
      expiresAt: now,
    })
    .returning();
  filled.add("recordings");
  await db
    .insert(schema.clipRenders)
    .values({ userId, recordingId: recording!.id, startMs: 0, endMs: 30_000, state: "done" });
  filled.add("clip_renders");
  await db
    .insert(schema.transcriptGlossaries)
    .values({ userId, entries: [{ heard: "Zakias", correct: "Zacchaeus" }] });
  filled.add("transcript_glossaries");
  const age = await put("/api/compliance/age-verification", { userId, verified: true }, "POST");
  expect(age.statusCode, age.body).toBeLessThan(300);
  filled.add("age_verifications");
  await db
    .insert(schema.feedback)
    .values({ userId, role: "pastor", impact: "Saves me hours each week." });
  filled.add("feedback");
  await db.insert(schema.contentEmailDeliveries).values({ userId });
  filled.add("content_email_deliveries");
  await db.insert(schema.stripeSubscriptions).values({
    id: `sub_${userId}`,
    userId,
    customerId: "cus_1",
    status: "active",
    stripeCreatedAt: now,
  });
  filled.add("stripe_subscriptions");
  await db.insert(schema.accountDeletions).values({ userId, requestedAt: now, purgeAfter: now });
  filled.add("account_deletions");
  return filled;
}

describe("Export My Data holds every kind of data the account has", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await getTestApp();
  });

  it("lists every table that names a user in the export", () => {
    const tables = userOwnedTables();
    expect(tables.length).toBeGreaterThan(10);
    expect(tables.filter((name) => !(name in accountExportKeys))).toEqual([]);
  });

  it("exports a row of each such table, and says truly where age confirmation is kept", async () => {
    const user = await userWithAccess(test, "export-complete");
    const filled = await fillEveryTable(test, user);
    expect(userOwnedTables().filter((name) => !filled.has(name))).toEqual([]);
    const response = await test.app.inject({
      method: "GET",
      url: "/api/account/export",
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json() as Record<string, unknown>;
    const empty = userOwnedTables().filter((name) => {
      const value = data[accountExportKeys[name as keyof typeof accountExportKeys]];
      return value == null || (Array.isArray(value) && value.length === 0);
    });
    expect(empty).toEqual([]);
    expect(data.ageConfirmations).toEqual([expect.objectContaining({ verified: true })]);
    const note = (data.consents as { note: string }).note;
    expect(note).not.toMatch(
      /age confirmation (is|are) stored in your browser[^.]*not on our servers/i,
    );
  });
});
