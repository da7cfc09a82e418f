import { afterAll, beforeAll, describe, expect, it } from "vitest";
import occasionData from "../../server/generation/offline/data/devotional-occasions.json";
import { createTestApp, type TestApp } from "../support/test-app";
import { setAccess, signedInUser } from "../support/users";

/** The devotional tool's occasion field through the API, offline (no AI key). */
const day = 24 * 60 * 60 * 1000;
const request = {
  theme: "A garment of praise for a spirit of heaviness",
  focus: "Comfort for those grieving through the Christmas season",
  scripture: "Isaiah 61:1-3",
  length: "short",
  tone: "contemplative",
  notes: "PRIVATE: Frank has told Carol he has thought about ending his life.",
};

describe("POST /api/devotionals/generate with an occasion (offline)", () => {
  let test: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    test = await createTestApp();
    const user = await signedInUser(test, "devotional-occasion");
    await setAccess(test, user.id, {
      trialStartedAt: new Date(),
      trialEndsAt: new Date(Date.now() + 3 * day),
    });
    headers = user.headers;
  });
  afterAll(() => test.app.close());

  const generate = (payload: Record<string, unknown>) =>
    test.app.inject({ method: "POST", url: "/api/devotionals/generate", headers, payload });

  it("accepts an occasion and writes its prayer and step, never the notes", async () => {
    const response = await generate({ ...request, occasion: "grief" });
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json().devotionals[0];
    expect(item.source).toBe("offline");
    expect(occasionData.occasions.grief.prayer).toContain(item.prayer);
    expect(occasionData.occasions.grief.application).toContain(item.application);
    expect(JSON.stringify(item)).not.toContain("ending his life");
  });

  it("refuses an occasion it does not offer, naming the field", async () => {
    const response = await generate({ ...request, occasion: "birthday" });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe("validation_error");
    expect(Object.keys(error.fields)).toEqual(["occasion"]);
    expect(error.fields.occasion).toEqual(expect.any(String));
  });
});
