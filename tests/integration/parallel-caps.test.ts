import { beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { plannerLimits, type PlanInput } from "@shared/planner/api";
import { maxStudyNotes } from "@shared/study/api";
import { seriesPlans, studyNotes } from "../../server/db/schema";
import { getTestApp, type TestApp } from "../support/test-app";
import { userWithAccess } from "./library-helpers";

const plan: PlanInput = {
  title: "Signs in John",
  focus: "John",
  startDate: "2026-02-22",
  weeks: [{ passage: "John 2:1-11", bigIdea: "" }],
};

/** Caps counted before an insert hold when the requests arrive together. */
describe("caps hold against parallel requests", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await getTestApp();
  });

  it("28 plan saves sent at once with one plan left leave the account at the cap", async () => {
    const user = await userWithAccess(test, "parallel-plans");
    const db = test.database.db;
    await db.insert(seriesPlans).values(
      Array.from({ length: plannerLimits.plansPerAccount - 1 }, (_, i) => ({
        userId: user.id,
        title: `Series ${i}`,
        startDate: "2026-01-04",
        weeks: [{ passage: "", bigIdea: "" }],
      })),
    );
    const answers = await Promise.all(
      Array.from({ length: 28 }, () =>
        test.app.inject({
          method: "POST",
          url: "/api/plans",
          headers: user.headers,
          payload: plan,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // One gets the last place; the others are refused as over the cap, or, on the embedded
    // database, some may be turned away as busy (503: its queue of waiting queries is bounded).
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201 && status !== 413 && status !== 503)).toEqual(
      [],
    );
    expect(statuses.filter((status) => status === 413).length).toBeGreaterThan(0);
    const [stored] = await db
      .select({ n: count() })
      .from(seriesPlans)
      .where(eq(seriesPlans.userId, user.id));
    expect(stored!.n).toBe(plannerLimits.plansPerAccount);
  });

  it("study notes on new passages sent at once with one note left stop at the cap", async () => {
    const user = await userWithAccess(test, "parallel-notes");
    const db = test.database.db;
    await db.insert(studyNotes).values(
      Array.from({ length: maxStudyNotes - 1 }, (_, i) => ({
        userId: user.id,
        osis: `Test.${i}`,
        reference: `Test ${i}`,
        text: "x",
      })),
    );
    const passages = ["Ruth 1", "Ruth 2", "Ruth 3", "Ruth 4", "Jonah 1", "Jonah 2", "Jonah 3"];
    const answers = await Promise.all(
      passages.map((passage) =>
        test.app.inject({
          method: "PUT",
          url: "/api/study/note",
          headers: user.headers,
          payload: { passage, text: "A thought." },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 413)).toHaveLength(passages.length - 1);
    const [stored] = await db
      .select({ n: count() })
      .from(studyNotes)
      .where(eq(studyNotes.userId, user.id));
    expect(stored!.n).toBe(maxStudyNotes);
  });
});
