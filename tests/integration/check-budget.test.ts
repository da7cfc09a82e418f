import { beforeAll, describe, expect, it } from "vitest";
import { checkedCharactersPerMinute } from "../../server/modules/limits/check-budget";
import { getTestApp, minuteMs, withinOneWindow, type TestApp } from "../support/test-app";
import { signedInUser } from "../support/users";

/** A scripture check costs in proportion to its text: each user has a budget of characters a minute. */
describe("checked characters per user per minute", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await getTestApp();
  });

  it("refuses a report past the minute's budget with 429 and Retry-After, and not another user's", async () => {
    const user = await signedInUser(test, "check-budget");
    const other = await signedInUser(test, "check-budget-other");
    const text = "Grace finds us where we are and does not leave us there. ".repeat(1000);
    const perReport = text.length;
    const allowed = Math.floor(checkedCharactersPerMinute / perReport);
    const report = (headers: Record<string, string>) =>
      test.app.inject({
        method: "POST",
        url: "/api/scripture/check/report",
        headers,
        payload: { text, format: "docx" },
      });
    await withinOneWindow(test, minuteMs, async () => {
      for (let i = 0; i < allowed; i++) {
        const response = await report(user.headers);
        expect(response.statusCode, response.body).toBe(200);
      }
      const refused = await report(user.headers);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe("rate_limited");
      expect(refused.json().error.message).toMatch(/characters checked/);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect((await report(other.headers)).statusCode).toBe(200);
    });
  });
});

describe("the check itself spends the same budget", () => {
  it("refuses a check past the minute's budget, whatever session the user checks from", async () => {
    const test = await getTestApp();
    const user = await signedInUser(test, "check-budget-route");
    const text = "Grace finds us where we are and does not leave us there. ".repeat(1500);
    const allowed = Math.floor(checkedCharactersPerMinute / text.length);
    const check = () =>
      test.app.inject({
        method: "POST",
        url: "/api/scripture/check",
        headers: user.headers,
        payload: { text },
      });
    await withinOneWindow(test, minuteMs, async () => {
      for (let i = 0; i < allowed; i++) {
        const response = await check();
        expect(response.statusCode, response.body).toBe(200);
      }
      const refused = await check();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toMatch(/characters checked/);
    });
  });
});
