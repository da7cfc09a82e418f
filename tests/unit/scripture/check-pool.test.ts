import { describe, expect, it } from "vitest";
import { checkPoolLimits, createCheckPool } from "../../../server/scripture/check-pool";

/**
 * The check pool's refusals, on small pools made for the test (the server's waits 30 s and
 * holds 16 checks): a full queue answers 503 with Retry-After at once, before the checks
 * ahead of it finish; a check past its time answers 503 and is not remembered.
 */
const text = (n: number) => `John 3:16 says "For God so loved the world" (note ${n}).`;

describe("check pool refusals", () => {
  it("refuses with 503 and Retry-After when every thread and place in the queue is taken", async () => {
    const pool = createCheckPool({ ...checkPoolLimits, threads: 1, maxWaiting: 1 });
    const settled: string[] = [];
    const runs = [0, 1, 2, 3, 4, 5].map((n) =>
      pool.check(text(n), "web", `user-${n}`).then(
        (check) => {
          settled.push("checked");
          return check;
        },
        (error: unknown) => {
          settled.push("refused");
          throw error;
        },
      ),
    );
    const results = await Promise.allSettled(runs);
    const refused = results.flatMap((result) =>
      result.status === "rejected" ? [result.reason as Record<string, unknown>] : [],
    );
    const checked = results.filter((result) => result.status === "fulfilled");
    // One runs, at most one waits: the rest are refused.
    expect(refused.length).toBeGreaterThanOrEqual(4);
    expect(checked.length).toBeGreaterThanOrEqual(1);
    for (const error of refused) {
      expect(error).toMatchObject({ status: 503, code: "service_unavailable" });
      expect((error.headers as Record<string, string>)["retry-after"]).toMatch(/^\d+$/);
    }
    // Refused without waiting for a check: every refusal came before the first check.
    expect(settled.indexOf("checked")).toBeGreaterThanOrEqual(refused.length);
    // The refusals were not remembered: once the pool is free, a refused text is checked.
    const first = results.findIndex((result) => result.status === "rejected");
    const again = await pool.check(text(first), "web", `user-${first}`);
    expect(again.references.length).toBeGreaterThan(0);
  }, 60_000);

  it("stops a check past its time with a 503, and tries it again next time", async () => {
    // A thread takes far longer than 1 ms to load the scripture index.
    const limits = { ...checkPoolLimits, threads: 1, timeoutMs: 1 };
    const pool = createCheckPool(limits);
    await expect(pool.check(text(0), "web", "user")).rejects.toMatchObject({
      status: 503,
      code: "service_unavailable",
      headers: { "retry-after": expect.stringMatching(/^\d+$/) },
    });
    // The refusal was not remembered: given time, the same pool checks the same text.
    limits.timeoutMs = 60_000;
    expect((await pool.check(text(0), "web", "user")).references.length).toBeGreaterThan(0);
  }, 60_000);
});

describe("check pool memory", () => {
  it("answers a user's text checked before from memory, the same answer, not a new check", async () => {
    const pool = createCheckPool({ ...checkPoolLimits, threads: 1 });
    const first = pool.check(text(0), "web", "user");
    const again = pool.check(text(0), "web", "user");
    // The very same answer: no second run was started for it.
    expect(again).toBe(first);
    await first;
    expect(pool.check(text(0), "web", "user")).toBe(first);
    // Kept per user and per translation: another user's, or another translation's, is its own.
    const other = pool.check(text(0), "web", "someone else");
    expect(other).not.toBe(first);
    expect(pool.check(text(0), "kjv", "user")).not.toBe(first);
    // A draft checked without a user is not kept.
    expect(pool.check(text(0), "web", undefined)).not.toBe(pool.check(text(0), "web", undefined));
    await Promise.all([other, pool.check(text(0), "kjv", "user")]);
  }, 60_000);
});
