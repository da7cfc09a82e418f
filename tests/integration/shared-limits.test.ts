import { afterAll, describe, expect, it } from "vitest";
import Fastify from "fastify";
import { claimTick, scheduleJob } from "../../server/modules/library/scheduled-job";
import { createTestApp, publicUrl } from "../support/test-app";
import { newIp } from "../support/users";

/**
 * What several instances on one database must agree on: per-route request limits and
 * which instance runs a scheduled job's tick. Two apps over the same database stand in
 * for two instances (tests/integration/scale-out.test.ts runs real processes).
 */
const first = await createTestApp({ RATE_LIMIT_STORE: "database" });
const second = await createTestApp({ RATE_LIMIT_STORE: "database" });
afterAll(async () => {
  await first.app.close();
  await second.app.close();
});

const message = {
  name: "Grace",
  email: "grace@example.org",
  subject: "Help",
  message: "Please help me.",
};

describe("request limits in the database", () => {
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

describe("scheduled jobs across instances", () => {
  it("give each tick to one instance, and the next tick once the interval has passed", async () => {
    const name = `test-job-${Date.now()}`;
    const claims = await Promise.all([
      claimTick(first.database.db, name, 60_000),
      claimTick(second.database.db, name, 60_000),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimTick(first.database.db, name, 60_000)).toBe(false);
    // A 1 ms interval is due again at once.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await claimTick(second.database.db, name, 1)).toBe(true);
  });

  it("run a due job soon after start on one instance only, whatever its interval", async () => {
    const name = `test-early-job-${Date.now()}`;
    const runs: string[] = [];
    const instances = [Fastify(), Fastify()];
    instances.forEach((instance, index) =>
      scheduleJob(
        instance,
        [first, second][index]!.database.db,
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
      first.database.db,
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
