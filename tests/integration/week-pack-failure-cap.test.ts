import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PackView } from "@shared/tools/week-pack/schemas";
import { startFakeOpenAi, type FakeOpenAi, fakeModelEnv } from "../support/fake-openai-server";
import { createTestApp, type TestApp } from "../support/test-app";
import { userWithAccess } from "./library-helpers";
import { manuscript } from "../unit/week-pack/fixtures";

/**
 * A week-pack piece that fails on the provider's side gives its count back to the day's cap,
 * as the writing tools' generations do (generation-failure-cap.test.ts): before, three
 * provider errors used up a cap of three and the next piece was refused with 429.
 */
describe("a failed week-pack piece and the daily cap", () => {
  let fake: FakeOpenAi;
  let test: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    test = await createTestApp(
      fakeModelEnv(fake, {
        GENERATION_DAILY_CAP: "3",
        GENERATION_RATE_PER_MINUTE: "30",
        AI_MAX_RETRIES: "0",
        AI_CHECK_AT_START: "false",
      }),
    );
  });
  afterAll(async () => {
    await test?.app.close();
    await fake?.close();
  });

  it("gives the day's count back when the provider fails, and counts a piece written", async () => {
    const user = await userWithAccess(test, "pack-failure-cap");
    const created = await test.app.inject({
      method: "POST",
      url: "/api/packs",
      headers: user.headers,
      payload: { source: { kind: "text", text: manuscript } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const pack = created.json() as PackView;
    const used = async () =>
      (
        (
          await test.app.inject({ method: "GET", url: "/api/usage", headers: user.headers })
        ).json() as { generations: { used: number } }
      ).generations.used;
    const write = (stream: boolean) =>
      test.app.inject({
        method: "POST",
        url: `/api/packs/${pack.id}/pieces/email`,
        headers: { ...user.headers, ...(stream ? { accept: "text/event-stream" } : {}) },
      });
    fake.reset();
    fake.setFallback({ chat: { kind: "status", status: 503 } });
    // Four failures with a cap of three: none is refused by the day's cap.
    for (const stream of [false, true, false, true]) {
      const response = await write(stream);
      expect(response.statusCode, response.body).not.toBe(429);
      if (!stream) expect(response.statusCode).toBeGreaterThanOrEqual(500);
      else expect(response.body).toContain("event: error");
    }
    expect(await used()).toBe(0);
    fake.enqueueChat({
      kind: "reply",
      content: JSON.stringify({
        title: "This week",
        scripture: "Psalm 23:1-6",
        body: "Dear church, the Lord is our shepherd (Psalm 23:1).",
      }),
    });
    const written = await write(false);
    expect(written.statusCode, written.body).toBe(200);
    expect(await used()).toBe(1);
  });
});
