import { beforeAll, describe, expect, it } from "vitest";
import { publicConfigSchema } from "@shared/public-config";
import { allowanceLine } from "@shared/prices";
import type { UsageToday } from "@shared/usage-limits";
import { createTestApp, type TestApp } from "../support/test-app";
import { setAccess, signedInUser, visitor } from "../support/users";

const day = 24 * 60 * 60 * 1000;
const prayer = {
  prayerType: "healing",
  focus: "Healing for a church member after surgery",
  scripture: "James 5:14-16",
  duration: "short",
  tone: "gentle",
};

describe("the caps the plans state, and each person's count against them", () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({
      GENERATION_RATE_PER_MINUTE: "30",
      GENERATION_DAILY_CAP: "3",
      IMAGE_DAILY_CAP: "7",
    });
  });

  async function withTrial(label: string) {
    const user = await signedInUser(test, label);
    await setAccess(test, user.id, {
      trialStartedAt: new Date(),
      trialEndsAt: new Date(Date.now() + 3 * day),
    });
    return user;
  }

  const usage = async (headers: Record<string, string>) =>
    (await test.app.inject({ method: "GET", url: "/api/usage", headers })).json() as UsageToday;

  it("publishes the configured caps, and the plans say them instead of 'unlimited'", async () => {
    const config = publicConfigSchema.parse(
      (await test.app.inject({ method: "GET", url: "/api/public-config" })).json(),
    );
    expect(config.imageWords).toBe(true);
    expect(config.usageLimits).toEqual({
      generations: { perMinute: 30, perDay: 3 },
      images: { perMinute: 5, perDay: 7 },
    });
    const user = await withTrial("plans");
    const status = await test.app.inject({
      method: "GET",
      url: "/api/subscription/status",
      headers: user.headers,
    });
    const features = status.json().tiers.monthly.features as string[];
    expect(features).toContain("Up to 3 writing generations and 7 images a day");
    expect(features).toContain(allowanceLine(config.usageLimits));
    expect(features.join(" ")).not.toMatch(/unlimited/i);
  });

  it("counts each person's generations and images today, never past the cap", async () => {
    const user = await withTrial("counted");
    const other = await withTrial("uncounted");
    expect(await usage(user.headers)).toMatchObject({
      generations: { used: 0, perDay: 3 },
      images: { used: 0, perDay: 7 },
    });
    const statuses: number[] = [];
    for (let index = 0; index < 4; index++) {
      const response = await test.app.inject({
        method: "POST",
        url: "/api/prayers/generate",
        headers: user.headers,
        payload: prayer,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    await test.app.inject({
      method: "POST",
      url: "/api/generate-image",
      headers: user.headers,
      payload: { prompt: "A dove", style: "modern" },
    });
    const counted = await usage(user.headers);
    expect(counted.generations).toEqual({ used: 3, perDay: 3 });
    expect(counted.images).toEqual({ used: 1, perDay: 7 });
    const midnight = new Date(counted.resetsAt);
    expect(midnight.getUTCHours()).toBe(0);
    expect(midnight.getTime() - Date.now()).toBeGreaterThan(0);
    expect(midnight.getTime() - Date.now()).toBeLessThanOrEqual(day);
    expect((await usage(other.headers)).generations.used).toBe(0);
  });

  it("answers only a signed-in person", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: "/api/usage",
      headers: visitor().headers,
    });
    expect(response.statusCode).toBe(401);
  });
});
