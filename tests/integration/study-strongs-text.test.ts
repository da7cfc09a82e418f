import { brotliDecompressSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { StrongsResponse } from "@shared/study/api";
import { getTestApp, type TestApp } from "../support/test-app";
import { userWithAccess } from "./library-helpers";

/** Strong's Hebrew definitions reach the study desk as a reader should see them. */
let test: TestApp;
let pastor: Awaited<ReturnType<typeof userWithAccess>>;

beforeAll(async () => {
  test = await getTestApp();
  pastor = await userWithAccess(test, "strongs-text");
});

async function entry(id: string): Promise<StrongsResponse> {
  const response = await test.app.inject({
    method: "GET",
    url: `/api/study/strongs/${id}`,
    headers: pastor.headers,
  });
  expect(response.statusCode, id).toBe(200);
  return response.json() as StrongsResponse;
}

describe("a Hebrew Strong's definition", () => {
  it("reads without the dictionary's braces", async () => {
    const shepherd = await entry("H7462");
    expect(shepherd.definition).toContain("to tend a flock that is pasture it");
    expect(shepherd.definition).toContain("keep [sheep]");
    const shear = await entry("H1494");
    expect(shear.definition).toContain("to shear a flock");
    expect(shear.definition).toContain("cut off (down) poll shave ([sheep-]) shear (-er).");
  });

  it("has no brace left in any entry whose data has them", async () => {
    const data = JSON.parse(
      brotliDecompressSync(
        readFileSync("server/scripture/study/data/strongs-hebrew.json.br"),
      ).toString("utf8"),
    ) as { entries: { id: string; lemma?: string; definition?: string }[] };
    const braced = data.entries.filter((item) => item.lemma && /[{}]/.test(item.definition ?? ""));
    expect(braced.length).toBeGreaterThan(1000);
    // Every 40th of them, through the API (each answer also reads the KJV's occurrences).
    for (const item of braced.filter((_, index) => index % 40 === 0)) {
      const { definition } = await entry(item.id);
      expect(definition, item.id).not.toMatch(/[{}]/);
      expect(definition.length, item.id).toBeGreaterThan(item.definition!.length * 0.8);
    }
  });
});
