import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify from "fastify";
import { claimTick, scheduleJob } from "../../server/modules/library/scheduled-job";
import { createUsageLimiter } from "../../server/modules/limits/usage-limiter";
import { createTestApp, publicUrl, type TestApp } from "../support/test-app";
import { redisMissing, startRedis, stopRedis } from "../support/redis";
import { newIp } from "../support/users";
import { userWithAccess } from "./library-helpers";

/**
 * What several instances must agree on: per-route request limits, per-user usage caps
 * and which instance runs a scheduled job's tick, kept in the database or, with
 * REDIS_URL, in Redis (a private redis-server for this file). Two apps over the same
 * database (and Redis) stand in for two instances (tests/integration/scale-out.test.ts
 * runs real processes). Without redis-server the Redis half is skipped with the reason;
 * in CI it fails instead.
 */
if (redisMissing && process.env.CI) throw new Error(`Redis tests cannot run: ${redisMissing}`);
if (redisMissing) console.warn(`Skipping the Redis half of shared-limits.test.ts: ${redisMissing}`);
const redis = redisMissing ? undefined : await startRedis();
afterAll(async () => {
  if (redis) await stopRedis(redis);
});

// Instances of one deployment share the secret that signs sessions.
const authSecret = "shared-limits-test-secret-shared-limits-test";

const backends = [
  {
    name: "the database",
    env: { RATE_LIMIT_STORE: "database", AUTH_SECRET: authSecret },
    kind: "database",
  },
  ...(redis
    ? [
        {
          name: "Redis",
          env: { REDIS_URL: redis.url, REDIS_KEY_PREFIX: "kt-test:", AUTH_SECRET: authSecret },
          kind: "redis",
        },
      ]
    : []),
] as const;

const message = {
  name: "Grace",
  email: "grace@example.org",
  subject: "Help",
  message: "Please help me.",
};

describe.each(backends)("kept in $name", (backend) => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp(backend.env);
    second = await createTestApp(backend.env);
    expect(first.context.shared.kind).toBe(backend.kind);
  });
  afterAll(async () => {
    await first?.app.close();
    await second?.app.close();
  });

  describe("request limits", () => {
    it("count one client's requests across instances against one limit", async () => {
      const ip = newIp();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        const app = attempt % 2 === 0 ? first : second;
        const response = await app.app.inject({
          method: "POST",
          url: "/api/support",
          headers: { origin: publicUrl, "x-forwarded-for": ip },
          payload: message,
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
          expect(response.json().error.code).toBe("rate_limited");
        }
      }
      // POST /api/support allows five an hour per client.
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    });

    it("keep clients and routes apart", async () => {
      const response = await second.app.inject({
        method: "POST",
        url: "/api/support",
        headers: { origin: publicUrl, "x-forwarded-for": newIp() },
        payload: message,
      });
      expect(response.statusCode).toBe(201);
    });
  });

  describe("usage caps", () => {
    it("count one user's use across instances against one cap", async () => {
      const window = {
        name: `test-cap-${Date.now()}`,
        max: 2,
        windowMs: 60_000,
        message: (seconds: number) => `Try again in ${seconds} s.`,
      };
      const limiters = [first, second].map((app) => createUsageLimiter(app.context.shared));
      const now = new Date();
      await limiters[0]!.hit("user-a", [window], now);
      await limiters[1]!.hit("user-a", [window], now);
      await expect(limiters[0]!.hit("user-a", [window], now)).rejects.toMatchObject({
        code: "rate_limited",
      });
      // Every instance reads the same count (refused attempts count too).
      expect(await limiters[1]!.used("user-a", window, now)).toBe(3);
      // Another user, and the next window, start again.
      expect(await limiters[0]!.used("user-b", window, now)).toBe(0);
      await limiters[1]!.hit("user-b", [window], now);
      await limiters[1]!.hit("user-a", [window], new Date(now.getTime() + window.windowMs));
      expect(
        await limiters[0]!.used("user-a", window, new Date(now.getTime() + window.windowMs)),
      ).toBe(1);
    });
  });

  describe("usage caps of several windows", () => {
    it("count a request in each window in turn, and not past the window that refuses it", async () => {
      const stamp = Date.now();
      const minute = {
        name: `test-minute-${stamp}`,
        max: 2,
        windowMs: 60_000,
        message: (seconds: number) => `Wait ${seconds} s.`,
      };
      const day = {
        name: `test-day-${stamp}`,
        max: 3,
        windowMs: 86_400_000,
        message: () => "That is today's limit.",
      };
      const [one, other] = [first, second].map((app) => createUsageLimiter(app.context.shared));
      const now = new Date();
      const later = new Date(now.getTime() + minute.windowMs);
      await one!.hit("user-c", [minute, day], now);
      await other!.hit("user-c", [minute, day], now);
      // The minute refuses the third: the day does not count it.
      await expect(one!.hit("user-c", [minute, day], now)).rejects.toMatchObject({
        code: "rate_limited",
        message: expect.stringMatching(/^Wait \d+ s\.$/),
      });
      expect(await other!.used("user-c", minute, now)).toBe(3);
      expect(await other!.used("user-c", day, now)).toBe(2);
      // A new minute: the day counts its third, then refuses the fourth with its own message.
      await one!.hit("user-c", [minute, day], later);
      await expect(other!.hit("user-c", [minute, day], later)).rejects.toMatchObject({
        message: "That is today's limit.",
      });
      expect(await one!.used("user-c", day, later)).toBe(4);
      expect(await one!.used("user-c", minute, later)).toBe(2);
    });
  });

  describe("scheduled jobs across instances", () => {
    it("give each tick to one instance, and the next tick once the interval has passed", async () => {
      const name = `test-job-${Date.now()}`;
      const claims = await Promise.all([
        claimTick(first.context.shared, name, 60_000),
        claimTick(second.context.shared, name, 60_000),
      ]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await claimTick(first.context.shared, name, 60_000)).toBe(false);
      // A 1 ms interval is due again at once.
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await claimTick(second.context.shared, name, 1)).toBe(true);
    });

    it("run a due job soon after start on one instance only, whatever its interval", async () => {
      const name = `test-early-job-${Date.now()}`;
      const runs: string[] = [];
      const instances = [Fastify(), Fastify()];
      instances.forEach((instance, index) =>
        scheduleJob(
          instance,
          [first, second][index]!.context.shared,
          name,
          24 * 60 * 60_000,
          async () => void runs.push(`instance ${index}`),
          { firstCheckAfterMs: 20 },
        ),
      );
      try {
        await expect.poll(() => runs.length).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(runs).toHaveLength(1);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
      }
    });

    it("never run in an app built without them (tests run each task themselves)", async () => {
      const runs: string[] = [];
      const instance = Fastify();
      instance.decorate("scheduledJobs", false);
      scheduleJob(
        instance,
        first.context.shared,
        `test-off-job-${Date.now()}`,
        1000,
        async () => void runs.push("ran"),
        { firstCheckAfterMs: 1 },
      );
      try {
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(runs).toEqual([]);
      } finally {
        await instance.close();
      }
    });
  });

  describe("one export per user across instances", () => {
    it("lets one holder of a lease at a time, whichever instance asks", async () => {
      const key = `test-lease-${Date.now()}`;
      const held = await first.context.shared.lease(key, 60_000);
      expect(held).not.toBeNull();
      expect(await second.context.shared.lease(key, 60_000)).toBeNull();
      expect(await held!.renew()).toBe(true);
      await held!.release();
      const next = await second.context.shared.lease(key, 60_000);
      expect(next).not.toBeNull();
      await next!.release();
    });

    it("frees a lease that lapses unrenewed, and the lapsed holder cannot free its successor", async () => {
      const key = `test-lapse-${Date.now()}`;
      const lapsed = await first.context.shared.lease(key, 50);
      expect(lapsed).not.toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 120));
      const successor = await second.context.shared.lease(key, 60_000);
      expect(successor).not.toBeNull();
      expect(await lapsed!.renew()).toBe(false);
      await lapsed!.release();
      expect(await first.context.shared.lease(key, 60_000)).toBeNull();
      await successor!.release();
    });

    it("answers 409 on one instance while the user's export runs on the other", async () => {
      const user = await userWithAccess(first, "export-lock");
      const held = await first.context.shared.lease(`export:${user.id}`, 60_000);
      for (const url of ["/api/account/export", "/api/library/export.zip"]) {
        const refused = await second.app.inject({ url, headers: user.headers });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().error.code).toBe("conflict");
      }
      await held!.release();
      const allowed = await second.app.inject({
        url: "/api/account/export",
        headers: user.headers,
      });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json().profile.id).toBe(user.id);
    });
  });
});
