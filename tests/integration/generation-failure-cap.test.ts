import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeModelApp, stopFakeModelApp } from "../support/fake-model-app";
import { userWithAccess } from "./library-helpers";

/**
 * A generation that fails on the provider's side does not spend the day's cap (issue 37
 * #11): before, three provider errors used up a cap of three, and the fourth request was
 * refused with 429 though nothing had been written.
 */
describe("a failed generation and the daily cap", () => {
  let running: Awaited<ReturnType<typeof startFakeModelApp>>;
  beforeAll(async () => {
    running = await startFakeModelApp({
      GENERATION_DAILY_CAP: "3",
      GENERATION_RATE_PER_MINUTE: "30",
      AI_MAX_RETRIES: "0",
      AI_CHECK_AT_START: "false",
    });
  });
  afterAll(async () => {
    await stopFakeModelApp(running);
  });

  it("gives the day's count back when the provider fails, and still counts what succeeds", async () => {
    const { test, fake } = running;
    const user = await userWithAccess(test, "failed-generation");
    const used = async () =>
      (
        (
          await test.app.inject({ method: "GET", url: "/api/usage", headers: user.headers })
        ).json() as {
          generations: { used: number };
        }
      ).generations.used;
    const generate = (stream: boolean) =>
      test.app.inject({
        method: "POST",
        url: "/api/sermons/generate",
        headers: { ...user.headers, ...(stream ? { accept: "text/event-stream" } : {}) },
        payload: { topic: "Hope in suffering", scripture: "Romans 5:1-5" },
      });
    // The fake model answers 503 to every call.
    fake.setFallback({ chat: { kind: "status", status: 503 } });
    for (const stream of [false, true, false, true]) {
      const response = await generate(stream);
      expect(response.statusCode === 429).toBe(false);
      if (!stream) expect(response.statusCode).toBe(502);
      else expect(response.body).toContain("event: error");
    }
    expect(await used()).toBe(0);
    // A generation the model answers is counted, once.
    fake.enqueueChat({
      kind: "stream",
      content: JSON.stringify({
        title: "Hope That Does Not Disappoint",
        approach: "An expository walk through Romans 5:1-5 for a congregation in trials.",
        mainPoints: [
          "Peace with God comes through faith in Christ (Romans 5:1).",
          "Suffering produces perseverance, and perseverance character (Romans 5:3-4).",
          "God's love is poured into our hearts by the Holy Spirit (Romans 5:5).",
        ],
        callToAction: "Bring your suffering to Christ this week and ask him for hope.",
      }),
    });
    expect((await generate(false)).statusCode).toBe(200);
    expect(await used()).toBe(1);
  });
});
