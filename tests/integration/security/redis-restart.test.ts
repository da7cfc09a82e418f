import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../server/app";
import { freePort } from "../../support/scale-out";
import {
  buildTestApp,
  CapturingMailer,
  testConfig,
  publicUrl,
  testDatabase,
  type TestApp,
} from "../../support/test-app";
import { redisMissing, startRedis, stopRedis, type PrivateRedis } from "../../support/redis";
import { newIp } from "../../support/users";
import { leakIn } from "./leaks";

/**
 * Redis restarted under a running app that keeps its limits there (REDIS_URL): while it
 * is down, a limited request gets a clear 503 in the API's error shape, never a 500 or a
 * hang; once it is back the same app serves again. The machine's Redis is never touched:
 * the file starts a private redis-server on a free port. Without redis-server the file is
 * skipped with the reason; in CI it fails instead.
 */
const missing = redisMissing;
if (missing && process.env.CI) throw new Error(`Redis restart test cannot run: ${missing}`);
if (missing) console.warn(`Skipping redis-restart.test.ts: ${missing}`);

const supportMessage = {
  name: "Grace",
  email: "grace@example.org",
  subject: "Help",
  message: "Please help me.",
};

describe.skipIf(missing !== undefined)("Redis restarted during traffic", () => {
  let redis: PrivateRedis;
  let test: Pick<TestApp, "app">;

  beforeAll(async () => {
    redis = await startRedis();
    const config = testConfig({ REDIS_URL: redis.url });
    const built = await buildTestApp({
      config,
      database: await testDatabase(),
      mailer: new CapturingMailer(),
    });
    expect(built.context.shared.kind).toBe("redis");
    test = built;
  });

  afterAll(async () => {
    await test?.app.close();
    if (redis) await stopRedis(redis);
  });

  const contactSupport = (ip = newIp()) =>
    test.app.inject({
      method: "POST",
      url: "/api/support",
      headers: { origin: publicUrl, "x-forwarded-for": ip },
      payload: supportMessage,
    });

  it("answers 503 while Redis is down, then serves again without a restart", async () => {
    expect((await contactSupport()).statusCode).toBe(201);

    await stopRedis(redis);
    const down = await contactSupport();
    expect(down.statusCode).toBe(503);
    expect(down.headers["retry-after"]).toBe("5");
    expect(down.json()).toEqual({
      error: {
        code: "service_unavailable",
        message: "The service is briefly unavailable. Please try again in a moment.",
      },
    });
    expect(
      leakIn(down.body, [`127.0.0.1:${redis.port}`, "ioredis", "Stream isn't writeable"]),
    ).toBeUndefined();

    redis = await startRedis(redis.port);
    await expect
      .poll(async () => (await contactSupport()).statusCode, { timeout: 15_000, interval: 250 })
      .toBe(201);
  });

  it("refuses to start when Redis does not answer, naming REDIS_URL", async () => {
    const closedPort = await freePort();
    const config = testConfig({ REDIS_URL: `redis://127.0.0.1:${closedPort}` });
    await expect(
      buildApp({ config, database: await testDatabase(), logger: false, scheduledJobs: false }),
    ).rejects.toThrow(/REDIS_URL: could not connect to Redis/);
  });
});
