import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { seriesPlans } from "../../server/db/schema/calendar";
import type { Plan, PlanInput, PlanListResponse } from "@shared/planner/api";
import { getTestApp, type TestApp } from "../support/test-app";
import { signedInUser, visitor } from "../support/users";
import { saveSermon, userWithAccess } from "./library-helpers";

const run = promisify(execFile);

async function pdfText(body: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "kt-plan-"));
  const file = path.join(dir, "plan.pdf");
  await writeFile(file, body);
  const { stdout } = await run("pdftotext", ["-layout", file, "-"]);
  return stdout.replace(/\s+/g, " ");
}

/** The VEVENTs of an iCalendar file, each as its unfolded property lines. */
function icsEvents(text: string): Array<Record<string, string>> {
  const lines = text.replace(/\r\n[ \t]/g, "").split(/\r\n/);
  const events: Array<Record<string, string>> = [];
  let current: Record<string, string> | undefined;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT" && current) {
      events.push(current);
      current = undefined;
    } else if (current) {
      const colon = line.indexOf(":");
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return events;
}

const lentSeries: PlanInput = {
  title: "Come and See: Signs in John",
  focus: "John",
  startDate: "2026-02-22",
  weeks: [
    { passage: "John 2:1-11", bigIdea: "Jesus brings the new wine of the kingdom." },
    { passage: "John 4:46-54", bigIdea: "Faith takes Jesus at his word." },
    { passage: "John 5:1-15", bigIdea: "Jesus heals where the law could not." },
    { passage: "John 6:1-15", bigIdea: "" },
  ],
};

describe("sermon series planner", () => {
  let test: TestApp;
  let owner: Awaited<ReturnType<typeof userWithAccess>>;
  let plan: Plan;

  beforeAll(async () => {
    test = await getTestApp();
    owner = await userWithAccess(test, "planner-owner");
  });

  it("plans a four-week series with each week's date and church day", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/plans",
      headers: owner.headers,
      payload: lentSeries,
    });
    expect(response.statusCode, response.body).toBe(201);
    plan = response.json<Plan>();
    expect(plan.weeks.map((week) => [week.date, week.day.title, week.reference])).toEqual([
      ["2026-02-22", "First Sunday in Lent", "John 2:1–11"],
      ["2026-03-01", "Second Sunday in Lent", "John 4:46–54"],
      ["2026-03-08", "Third Sunday in Lent", "John 5:1–15"],
      ["2026-03-15", "Fourth Sunday in Lent", "John 6:1–15"],
    ]);
    expect(plan.weeks.every((week) => week.sermonId === null)).toBe(true);
    const list = await test.app.inject({
      method: "GET",
      url: "/api/plans",
      headers: owner.headers,
    });
    expect(list.json<PlanListResponse>().plans).toEqual([
      expect.objectContaining({ id: plan.id, weekCount: 4, endDate: "2026-03-15" }),
    ]);
  });

  it("shows a week done once a sermon on its passage is saved in My Content", async () => {
    const sermonId = await saveSermon(test, owner.headers, { scripture: "John 4:46–54" });
    const response = await test.app.inject({
      method: "GET",
      url: `/api/plans/${plan.id}`,
      headers: owner.headers,
    });
    const weeks = response.json<Plan>().weeks;
    expect(weeks.map((week) => week.sermonId)).toEqual([null, sermonId, null, null]);
  });

  it("names the week whose passage does not exist, and saves nothing", async () => {
    const response = await test.app.inject({
      method: "PUT",
      url: `/api/plans/${plan.id}`,
      headers: owner.headers,
      payload: {
        ...lentSeries,
        weeks: [...lentSeries.weeks, { passage: "John 22:1-5", bigIdea: "" }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      "weeks.4.passage": "Week 5: 'John 22:1-5': John has 21 chapters, so John 22 does not exist.",
    });
    const unchanged = await test.app.inject({
      method: "GET",
      url: `/api/plans/${plan.id}`,
      headers: owner.headers,
    });
    expect(unchanged.json<Plan>().weeks).toHaveLength(4);
  });

  it("exports a PDF that lists every week", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: `/api/plans/${plan.id}/plan.pdf`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Come and See: Signs in John");
    expect(text).toContain(
      "Book or theme: John · 4 weeks, Sunday, February 22, 2026 to Sunday, March 15, 2026",
    );
    expect(text).toContain("Week 1 — Sunday, February 22, 2026");
    expect(text).toContain("First Sunday in Lent · Lent · Year A, 2025–26");
    expect(text).toContain("Passage: John 5:1–15");
    expect(text).toContain("Big idea: not written yet");
    expect(text).toContain("A sermon on this passage is saved in My Kingdom Content.");
  });

  it("exports an .ics calendar with one all-day event a week", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: `/api/plans/${plan.id}/plan.ics`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.body.startsWith("BEGIN:VCALENDAR")).toBe(true);
    const events = icsEvents(response.body);
    expect(events.map((event) => event["DTSTART;VALUE=DATE"])).toEqual([
      "20260222",
      "20260301",
      "20260308",
      "20260315",
    ]);
    expect(events[0]!.SUMMARY).toBe("Come and See: Signs in John — week 1: John 2:1–11");
    expect(events[0]!.DESCRIPTION).toContain("First Sunday in Lent");
  });

  it("writes a calendar file a strict parser reads: one day per event by DTEND, no lone carriage return", async () => {
    // A plan stored before line breaks were refused in its fields.
    await test.database.db
      .update(seriesPlans)
      .set({ title: "T\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:injected\r\nX" })
      .where(eq(seriesPlans.id, plan.id));
    const response = await test.app.inject({
      method: "GET",
      url: `/api/plans/${plan.id}/plan.ics`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/\r(?!\n)/);
    expect(response.body).not.toMatch(/^DURATION:P\d+DT?$/m);
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(events).toHaveLength(lentSeries.weeks.length);
    for (const event of events) {
      expect(event.summary).not.toContain("\r");
      expect(event.summary.startsWith("T END:VEVENT BEGIN:VEVENT SUMMARY:injected X")).toBe(true);
      expect(event.startDate.isDate).toBe(true);
      expect(event.endDate.subtractDate(event.startDate).toSeconds()).toBe(24 * 60 * 60);
    }
    await test.database.db
      .update(seriesPlans)
      .set({ title: lentSeries.title })
      .where(eq(seriesPlans.id, plan.id));
  });

  it("refuses line breaks in one-line plan fields and a lone carriage return in a big idea", async () => {
    for (const [payload, field] of [
      [{ ...lentSeries, title: "T\rEND:VEVENT" }, "title"],
      [{ ...lentSeries, focus: "John\nActs" }, "focus"],
      [
        { ...lentSeries, weeks: [{ passage: "John 2:1-11\r", bigIdea: "x\ry" }] },
        "weeks.0.bigIdea",
      ],
      [{ ...lentSeries, weeks: [{ passage: "John\r2:1-11", bigIdea: "" }] }, "weeks.0.passage"],
    ] as const) {
      const response = await test.app.inject({
        method: "POST",
        url: "/api/plans",
        headers: owner.headers,
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe("validation_error");
      expect(Object.keys(response.json().error.fields)).toContain(field);
    }
  });

  it("keeps plans to their owner", async () => {
    const stranger = await userWithAccess(test, "planner-stranger");
    for (const [method, url] of [
      ["GET", `/api/plans/${plan.id}`],
      ["GET", `/api/plans/${plan.id}/plan.pdf`],
      ["GET", `/api/plans/${plan.id}/plan.ics`],
      ["DELETE", `/api/plans/${plan.id}`],
    ] as const) {
      const response = await test.app.inject({ method, url, headers: stranger.headers });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.message).toBe("That series plan was not found.");
    }
    const put = await test.app.inject({
      method: "PUT",
      url: `/api/plans/${plan.id}`,
      headers: stranger.headers,
      payload: lentSeries,
    });
    expect(put.statusCode).toBe(404);
    const list = await test.app.inject({
      method: "GET",
      url: "/api/plans",
      headers: stranger.headers,
    });
    expect(list.json()).toEqual({ plans: [] });
    expect(
      (
        await test.app.inject({
          method: "GET",
          url: "/api/plans/not-a-uuid",
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("refuses bad input with field errors and needs sign-in and access to write", async () => {
    const bad = await test.app.inject({
      method: "POST",
      url: "/api/plans",
      headers: owner.headers,
      payload: { title: "", focus: "x", startDate: "1850-01-06", weeks: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      title: "Give the series a title.",
      startDate: "The church calendar covers 1900 to 2200; 1850-01-06 is outside it.",
      weeks: "A series has at least one week.",
    });
    expect(
      (await test.app.inject({ method: "GET", url: "/api/plans", headers: visitor().headers }))
        .statusCode,
    ).toBe(401);
    const noAccess = await signedInUser(test, "planner-no-access");
    const refused = await test.app.inject({
      method: "POST",
      url: "/api/plans",
      headers: noAccess.headers,
      payload: lentSeries,
    });
    expect(refused.statusCode).toBe(403);
  });

  it("holds at most 50 plans an account", async () => {
    const busy = await userWithAccess(test, "planner-busy");
    const { seriesPlans } = await import("../../server/db/schema");
    await test.database.db.insert(seriesPlans).values(
      Array.from({ length: 50 }, (_, index) => ({
        userId: busy.id,
        title: `Series ${index}`,
        startDate: "2026-01-04",
        weeks: [{ passage: "", bigIdea: "" }],
      })),
    );
    const response = await test.app.inject({
      method: "POST",
      url: "/api/plans",
      headers: busy.headers,
      payload: lentSeries,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe("quota_exceeded");
  });

  it("includes the plans in Export My Data", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: "/api/account/export",
      headers: owner.headers,
    });
    const data = response.json<{ seriesPlans: Array<{ title: string }>; lectionaryTable: null }>();
    expect(data.seriesPlans.map((row) => row.title)).toEqual(["Come and See: Signs in John"]);
    expect(data.lectionaryTable).toBeNull();
  });

  it("deletes a plan", async () => {
    const removed = await test.app.inject({
      method: "DELETE",
      url: `/api/plans/${plan.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (
        await test.app.inject({
          method: "GET",
          url: `/api/plans/${plan.id}`,
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});
