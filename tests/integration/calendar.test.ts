import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { CalendarDayResponse, LectionaryTableResponse } from "@shared/church-year/api";
import { getTestApp, type TestApp } from "../support/test-app";
import { signedInUser, visitor } from "../support/users";
import { userWithAccess } from "./library-helpers";

const header = "year,day,first_reading,psalm,second_reading,gospel";
const exampleCsv = readFileSync("shared/church-year/lectionary-example.csv", "utf8");

describe("church calendar and lectionary import", () => {
  let test: TestApp;
  let owner: Awaited<ReturnType<typeof userWithAccess>>;

  const importTable = (headers: Record<string, string>, csv: string, name = "Our table") =>
    test.app.inject({ method: "PUT", url: "/api/lectionary", headers, payload: { name, csv } });
  const day = (headers: Record<string, string>, date: string) =>
    test.app.inject({ method: "GET", url: `/api/calendar/day?date=${date}`, headers });

  beforeAll(async () => {
    test = await getTestApp();
    owner = await userWithAccess(test, "lectionary-owner");
  });

  it("gives the season and Sunday name before any table is imported", async () => {
    const response = await day(owner.headers, "2025-12-14");
    expect(response.statusCode).toBe(200);
    const body = response.json<CalendarDayResponse>();
    expect(body.day.title).toBe("Third Sunday of Advent");
    expect(body.day.season.label).toBe("Advent");
    expect(body.day.churchYear.lectionaryYear).toBe("A");
    expect(body.readings).toBeNull();
    expect(body.table).toBeNull();
  });

  it("imports the example, then answers the day's readings (year-specific and 'all')", async () => {
    const imported = await importTable(owner.headers, exampleCsv, "Example");
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json<LectionaryTableResponse>().table?.rows).toHaveLength(6);

    const advent = (await day(owner.headers, "2025-11-30")).json<CalendarDayResponse>();
    expect(advent.table).toEqual({ name: "Example" });
    expect(advent.readings).toMatchObject({ day: "advent-1", year: "A", gospel: "Luke 1:26-38" });
    // Year B's Advent 1 has no row in the example.
    expect(
      (await day(owner.headers, "2026-11-29")).json<CalendarDayResponse>().readings,
    ).toBeNull();
    const easter = (await day(owner.headers, "2028-04-16")).json<CalendarDayResponse>();
    expect(easter.readings).toMatchObject({ day: "easter-day", year: "all" });
  });

  it("imports nothing when one row is wrong, and keeps the table it had", async () => {
    const bad = [
      header,
      "A,advent-1,Isaiah 2:1-5,Psalm 122,,Matthew 24:36-44",
      "B,lent-3,Hezekiah 1:1,,,",
    ];
    const response = await importTable(owner.headers, bad.join("\n"), "Broken");
    expect(response.statusCode).toBe(400);
    const body = response.json<{
      error: { code: string; message: string; fields: Record<string, string> };
    }>();
    expect(body.error.code).toBe("validation_error");
    expect(body.error.message).toBe("Nothing was imported: one problem needs fixing first.");
    expect(body.error.fields).toEqual({ "csv.1": "Row 3: 'Hezekiah 1:1' is not a book we know." });
    const kept = await test.app.inject({
      method: "GET",
      url: "/api/lectionary",
      headers: owner.headers,
    });
    expect(kept.json<LectionaryTableResponse>().table?.name).toBe("Example");
    expect(kept.json<LectionaryTableResponse>().table?.rows).toHaveLength(6);
  });

  it("replaces the table with a new import, and deletes it", async () => {
    const replaced = await importTable(
      owner.headers,
      `${header}\nA,advent-1,Micah 4:1-5,Psalm 24,,Mark 1:1-8`,
      "Replacement",
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json<LectionaryTableResponse>().table?.rows).toHaveLength(1);
    const removed = await test.app.inject({
      method: "DELETE",
      url: "/api/lectionary",
      headers: owner.headers,
    });
    expect(removed.json()).toEqual({ table: null });
    const again = await test.app.inject({
      method: "DELETE",
      url: "/api/lectionary",
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(
      "There is no lectionary table to delete on this account.",
    );
  });

  it("keeps each account's table to itself", async () => {
    const other = await userWithAccess(test, "lectionary-other");
    await importTable(owner.headers, exampleCsv, "Owner's");
    const theirs = await test.app.inject({
      method: "GET",
      url: "/api/lectionary",
      headers: other.headers,
    });
    expect(theirs.json()).toEqual({ table: null });
    expect(
      (await day(other.headers, "2025-11-30")).json<CalendarDayResponse>().readings,
    ).toBeNull();
    const exported = await test.app.inject({
      method: "GET",
      url: "/api/account/export",
      headers: owner.headers,
    });
    expect(exported.json().lectionaryTable).toMatchObject({ name: "Owner's" });
  });

  it("refuses dates it cannot place with a clear JSON error, never a 500", async () => {
    for (const [date, message] of [
      ["1899-12-31", "The church calendar covers 1900 to 2200; 1899-12-31 is outside it."],
      ["2201-01-01", "The church calendar covers 1900 to 2200; 2201-01-01 is outside it."],
      ["2026-02-30", "Use a real date written as YYYY-MM-DD, for example 2026-03-01."],
      ["soon", "Use a real date written as YYYY-MM-DD, for example 2026-03-01."],
    ] as const) {
      const response = await day(owner.headers, date);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ date: message });
    }
    const missing = await test.app.inject({
      method: "GET",
      url: "/api/calendar/day",
      headers: owner.headers,
    });
    expect(missing.statusCode).toBe(400);
  });

  it("asks for sign-in, and for access before importing", async () => {
    const guest = visitor();
    expect((await day(guest.headers, "2026-03-01")).statusCode).toBe(401);
    expect((await importTable(guest.headers, exampleCsv)).statusCode).toBe(401);
    const noAccess = await signedInUser(test, "lectionary-no-access");
    const refused = await importTable(noAccess.headers, exampleCsv);
    expect(refused.statusCode).toBe(403);
    expect((await day(noAccess.headers, "2026-03-01")).statusCode).toBe(200);
  });

  it("limits the file's size and rows", async () => {
    const large = await importTable(owner.headers, `${header}\n${"x".repeat(200_001)}`);
    expect(large.statusCode).toBe(400);
    expect(large.json().error.fields.csv).toMatch(/larger than 200 KB/);
    const rows = Array.from({ length: 1001 }, () => "A,advent-1,John 1:1,,,");
    const many = await importTable(owner.headers, [header, ...rows].join("\n"));
    expect(many.statusCode).toBe(400);
    expect(many.json().error.fields["csv.1"]).toBe(
      "The file has 1001 rows; a table holds up to 1000.",
    );
  });
});
