import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PackView } from "@shared/tools/week-pack/schemas";
import { createInProgressLimit } from "../../server/modules/packs/in-progress";
import { startFakeOpenAi, type FakeOpenAi, fakeModelEnv } from "../support/fake-openai-server";
import { createTestApp, type TestApp } from "../support/test-app";
import { userWithAccess } from "./library-helpers";
import { manuscript } from "../unit/week-pack/fixtures";

/**
 * A user's pieces in progress (at most 3) are counted across instances: two apps over the
 * same database stand in for two instances of one deployment.
 */

// Instances of one deployment share the secret that signs sessions.
const authSecret = "week-pack-shared-limit-secret-week-pack-shared";

type Headers = Record<string, string>;

function writePiece(test: TestApp, headers: Headers, packId: string, piece: string) {
  return test.app.inject({ method: "POST", url: `/api/packs/${packId}/pieces/${piece}`, headers });
}

const email = (subject: string, body: string) =>
  JSON.stringify({ title: subject, scripture: "Psalm 23:1-6", body });

describe("week pack pieces in progress across instances", () => {
  let fake: FakeOpenAi;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    const env = fakeModelEnv(fake, {
      AI_MAX_RETRIES: "0",
      AI_TIMEOUT_MS: "1500",
      GENERATION_RATE_PER_MINUTE: "100",
      AUTH_SECRET: authSecret,
    });
    first = await createTestApp(env);
    second = await createTestApp(env);
  });
  afterAll(async () => {
    await first?.app.close();
    await second?.app.close();
    await fake?.close();
  });

  it("refuses a fourth piece on one instance while three are being written on both", async () => {
    const user = await userWithAccess(first, "pack-shared-limit");
    const created = await first.app.inject({
      method: "POST",
      url: "/api/packs",
      headers: user.headers,
      payload: { source: { kind: "text", text: manuscript } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const pack = created.json() as PackView;
    fake.reset();
    for (let index = 0; index < 3; index++) fake.enqueueChat({ kind: "hang" });
    const hanging = [
      writePiece(first, user.headers, pack.id, "devotional-monday"),
      writePiece(first, user.headers, pack.id, "devotional-tuesday"),
      writePiece(second, user.headers, pack.id, "small-group"),
    ];
    await expect.poll(() => fake.requests.length, { timeout: 5000 }).toBe(3);
    // Were the count kept per instance, this would be the second instance's second piece.
    fake.enqueueChat({ kind: "reply", content: email("This week", "Dear church, Psalm 23:1.") });
    for (const instance of [second, first]) {
      const refused = await writePiece(instance, user.headers, pack.id, "email");
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.headers["retry-after"]).toBe("5");
      expect(refused.json().error.code).toBe("rate_limited");
      expect(refused.json().error.message).toMatch(/3 pieces are already being written/);
    }
    expect(fake.requests).toHaveLength(3);
    const ended = await Promise.all(hanging);
    for (const response of ended) expect(response.statusCode).not.toBe(500);
    // Every place was given back: the next piece is written, on either instance.
    const after = await writePiece(second, user.headers, pack.id, "email");
    expect(after.statusCode, after.body).toBe(200);
  });

  it("holds a place past the lease time while it is in use, and gives each back once", async () => {
    const userId = `lapsing-${Date.now()}`;
    const onFirst = createInProgressLimit(first.context.shared, 2, { leaseMs: 300 });
    const onSecond = createInProgressLimit(second.context.shared, 2, { leaseMs: 300 });
    const held = await onFirst.enter(userId);
    const alsoHeld = await onSecond.enter(userId);
    await expect(onSecond.enter(userId)).rejects.toMatchObject({ code: "rate_limited" });
    // A holder that is still writing renews its place: it outlasts the lease time.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(onFirst.enter(userId)).rejects.toMatchObject({ code: "rate_limited" });
    await alsoHeld();
    const next = await onFirst.enter(userId);
    await held();
    await next();
    await alsoHeld();
    const again = [await onSecond.enter(userId), await onSecond.enter(userId)];
    await expect(onFirst.enter(userId)).rejects.toMatchObject({ code: "rate_limited" });
    for (const release of again) await release();
  });
});
