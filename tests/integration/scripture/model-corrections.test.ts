import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { contentItems } from "../../../server/db/schema";
import { generationResponseSchema } from "@shared/generation/stream";
import { startFakeOpenAi, type FakeOpenAi, fakeModelEnv } from "../../support/fake-openai-server";
import { createTestApp, type TestApp } from "../../support/test-app";
import { setAccess, signedInUser } from "../../support/users";

const day = 24 * 60 * 60 * 1000;

/** What the model wrote: one misquote, words given the wrong place, a passage that does not exist. */
const misquote = "The Lord is my shepherd, I will never be hungry.";
const seasons = "For everything there is a season, and a time for every purpose under heaven.";
const draft = {
  title: "The Shepherd Who Provides",
  mainPoints: [
    `Psalm 23:1 promises, “${misquote}” He is enough.`,
    `Philippians 4:13 reminds us: “${seasons}”`,
    `Ephesians 7:12 says, “${seasons}”`,
  ],
  callToAction: "Trust the Shepherd with this week's needs.",
  approach: "A pastoral reading of Psalm 23.",
};

describe("a model's scripture is corrected before the pastor sees it", () => {
  let fake: FakeOpenAi;
  let test: TestApp;
  let user: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    test = await createTestApp(fakeModelEnv(fake));
    user = await signedInUser(test, "corrections");
    await setAccess(test, user.id, {
      trialStartedAt: new Date(),
      trialEndsAt: new Date(Date.now() + 3 * day),
    });
  });
  afterAll(async () => {
    await test.app.close();
    await fake.close();
  });

  it("replaces a misquote with the WEB's words, keeps the model's, and offers the right place", async () => {
    fake.reset();
    fake.enqueueChat({ kind: "reply", content: JSON.stringify(draft) });
    const response = await test.app.inject({
      method: "POST",
      url: "/api/sermons/generate",
      headers: user.headers,
      payload: { topic: "God provides", scripture: "Psalm 23" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const item = generationResponseSchema("sermon").parse(response.json()).sermons![0]!;
    expect(item.source).toBe("ai");

    // The misquote is gone from the draft; the exact WEB words stand in its marks.
    expect(item.mainPoints[0]).toBe(
      "Psalm 23:1 promises, “Yahweh is my shepherd: I shall lack nothing.” He is enough.",
    );
    const corrected = item.corrections!.find((one) => one.kind === "corrected");
    expect(corrected).toEqual({
      kind: "corrected",
      field: "mainPoints",
      reference: "Psalm 23:1",
      original: misquote,
      corrected: "Yahweh is my shepherd: I shall lack nothing.",
      correctedReference: "Psalm 23:1",
      translation: "web",
    });
    // The check is of the corrected draft: the quotation is now exact.
    const psalm = item.scriptureCheck.references.find((ref) => ref.cited === "Psalm 23:1");
    expect(psalm?.quoted).toMatchObject({ verdict: "exact", matches: true });

    // Real words under the wrong reference: the text is left, the right place offered.
    expect(item.mainPoints[1]).toContain(seasons);
    expect(item.corrections).toContainEqual({
      kind: "wrong-reference",
      field: "mainPoints",
      reference: "Philippians 4:13",
      quote: seasons,
      foundAt: "Ecclesiastes 3:1",
    });
    // A passage that does not exist is flagged, with where its words really are.
    expect(item.corrections).toContainEqual({
      kind: "invalid-reference",
      field: "mainPoints",
      reference: "Ephesians 7:12",
      reason: "Ephesians has 6 chapters, so Ephesians 7 does not exist.",
      quote: seasons,
      foundAt: "Ecclesiastes 3:1",
    });
    expect(item.corrections).toHaveLength(3);

    // Kept with the user's last generation, so a reload shows the same.
    const last = await test.app.inject({
      method: "GET",
      url: "/api/generations/sermon/last",
      headers: user.headers,
    });
    const kept = last.json().response.sermons[0];
    expect(kept.corrections).toEqual(item.corrections);
    expect(kept.mainPoints[0]).toBe(item.mainPoints[0]);

    // Saved with the item when the saved draft is that draft; the client sends none.
    const save = (mainPoints: string[]) =>
      test.app.inject({
        method: "POST",
        url: "/api/sermons",
        headers: user.headers,
        payload: {
          topic: "God provides",
          scripture: "Psalm 23",
          title: item.title,
          approach: item.approach,
          mainPoints,
          callToAction: item.callToAction,
          corrections: [{ kind: "corrected", claimed: true }],
        },
      });
    const saved = await save(item.mainPoints);
    expect(saved.statusCode, saved.body).toBe(201);
    const [row] = await test.database.db
      .select({ data: contentItems.data })
      .from(contentItems)
      .where(eq(contentItems.id, saved.json().id));
    expect((row!.data as { corrections?: unknown }).corrections).toEqual(item.corrections);
    // An edited draft is no longer the corrected one: nothing is carried over.
    const edited = await save(["My own first point.", "My own second point."]);
    const [other] = await test.database.db
      .select({ data: contentItems.data })
      .from(contentItems)
      .where(eq(contentItems.id, edited.json().id));
    expect((other!.data as { corrections?: unknown }).corrections).toBeUndefined();
  });

  it("leaves an exact draft as the model wrote it, with no corrections", async () => {
    fake.reset();
    const exact = {
      ...draft,
      mainPoints: [
        "Psalm 23:1 says, “Yahweh is my shepherd: I shall lack nothing.”",
        "He restores the soul (Psalm 23:3).",
      ],
    };
    fake.enqueueChat({ kind: "reply", content: JSON.stringify(exact) });
    const response = await test.app.inject({
      method: "POST",
      url: "/api/sermons/generate",
      headers: user.headers,
      payload: { topic: "God provides", scripture: "Psalm 23" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json().sermons[0];
    expect(item.mainPoints).toEqual(exact.mainPoints);
    expect(item.corrections).toEqual([]);
  });
});
