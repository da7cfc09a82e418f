import { beforeAll, describe, expect, it } from "vitest";
import { plannerLimits, type PlanInput } from "@shared/planner/api";
import { studyNotesRateLimit } from "@shared/study/api";
import { getTestApp, type TestApp } from "../support/test-app";
import { cookieFrom, strongPassword } from "../support/users";
import { userWithAccess } from "./library-helpers";

const plan: PlanInput = {
  title: "Signs in John",
  focus: "John",
  startDate: "2026-02-22",
  weeks: [{ passage: "John 2:1-11", bigIdea: "" }],
};

/**
 * Request limits on writes count per signed-in user: visitors at the same address (a
 * church's network) cannot spend a user's budget, and a user's sessions share one.
 */
describe("write limits are kept per user", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await getTestApp();
  });

  it("anonymous requests from the user's own address do not use up the user's plan saves", async () => {
    const user = await userWithAccess(test, "limits-nat");
    const { cookie: _cookie, ...sameAddress } = user.headers;
    for (let i = 0; i < plannerLimits.writesPerMinute + 5; i++) {
      const anonymous = await test.app.inject({
        method: "POST",
        url: "/api/plans",
        headers: sameAddress,
        payload: plan,
      });
      expect([401, 429]).toContain(anonymous.statusCode);
    }
    const saved = await test.app.inject({
      method: "POST",
      url: "/api/plans",
      headers: user.headers,
      payload: plan,
    });
    expect(saved.statusCode, saved.body).toBe(201);
  });

  it("a user's second session shares the first one's note budget", async () => {
    const user = await userWithAccess(test, "limits-sessions");
    const signIn = await test.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: user.who.headers,
      payload: { email: user.email, password: strongPassword },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const second = { ...user.who.headers, cookie: cookieFrom(signIn) };
    expect(second.cookie).not.toBe(user.cookie);
    const note = (headers: Record<string, string>, i: number) =>
      test.app.inject({
        method: "PUT",
        url: "/api/study/note",
        headers,
        payload: { passage: "Ruth 1", text: `Thought ${i}` },
      });
    for (let i = 0; i < studyNotesRateLimit.max; i++) {
      const saved = await note(i % 2 ? second : user.headers, i);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const over = await note(second, 99);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe("rate_limited");
  });
});
