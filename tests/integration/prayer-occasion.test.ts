import { afterAll, beforeAll, describe, expect, it } from "vitest";
import occasionData from "../../server/generation/offline/data/prayer-occasions.json";
import { createTestApp, type TestApp } from "../support/test-app";
import { setAccess, signedInUser } from "../support/users";

/** The prayer tool's occasion field through the API, offline (no AI key). */
const day = 24 * 60 * 60 * 1000;
const request = {
  prayerType: "intercession",
  focus: "Lament for a family after a stillbirth",
  scripture: "Psalm 13",
  duration: "medium",
  names: "Daniel and Priya",
  notes: "PRIVATE: they asked that no one mention the nursery.",
};

describe("POST /api/prayers/generate with an occasion (offline)", () => {
  let test: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    test = await createTestApp();
    const user = await signedInUser(test, "prayer-occasion");
    await setAccess(test, user.id, {
      trialStartedAt: new Date(),
      trialEndsAt: new Date(Date.now() + 3 * day),
    });
    headers = user.headers;
  });
  afterAll(() => test.app.close());

  const generate = (payload: Record<string, unknown>) =>
    test.app.inject({ method: "POST", url: "/api/prayers/generate", headers, payload });

  it("accepts an occasion and prays its petitions, never the notes", async () => {
    const response = await generate({ ...request, occasion: "child-loss" });
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json().prayers[0];
    expect(item.source).toBe("offline");
    const second = occasionData.occasions["child-loss"].petitions[1]!;
    expect(item.content).toContain(second.split("{them}")[1]!.trim());
    expect(item.content).toContain("Daniel and Priya");
    expect(item.content).not.toContain("nursery");
  });

  it("accepts a request without an occasion (none)", async () => {
    const response = await generate(request);
    expect(response.statusCode, response.body).toBe(200);
    for (const petition of occasionData.occasions["child-loss"].petitions)
      expect(response.json().prayers[0].content).not.toContain(petition.split("{them}")[0]);
  });

  it("prays for the one who has died by the In memory of field, and refuses a list there", async () => {
    const response = await generate({ ...request, occasion: "child-loss", remembered: "Hope" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().prayers[0].content).toContain("the life of Hope,");
    const several = await generate({ ...request, remembered: "Hope, Grace" });
    expect(several.statusCode).toBe(400);
    expect(several.json().error.fields).toHaveProperty("remembered");
  });

  it("refuses an occasion it does not offer, naming the field", async () => {
    const response = await generate({ ...request, occasion: "birthday" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty("occasion");
  });
});
