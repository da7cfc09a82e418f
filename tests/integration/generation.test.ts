import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  writingToolKeys,
  writingTools,
  type WritingTool,
  type WritingToolKey,
} from "@shared/tools";
import type { FieldSpec } from "@shared/tools/define";
import { toolSchemas } from "@shared/tools/schemas";
import { itemContent } from "../../server/modules/content/content-service";
import { contentItems } from "../../server/db/schema";
import { startFakeOpenAi, type FakeOpenAi, fakeModelEnv } from "../support/fake-openai-server";
import {
  createTestApp,
  type TestApp,
  minuteMs,
  testConfig,
  withinOneWindow,
} from "../support/test-app";
import { signedInUser } from "../support/users";
import { userWithAccess } from "./library-helpers";

/** A valid request for each tool: its declaration's example. */
const validRequests = Object.fromEntries(
  writingToolKeys.map((key) => [key, writingTools[key].example]),
) as { [K in WritingToolKey]: WritingTool<K>["example"] };

/** The message each required field gives when it is left out, as its declaration states it. */
function requiredMessages(tool: WritingToolKey): Record<string, string> {
  const fields: readonly FieldSpec[] = writingTools[tool].fields;
  return Object.fromEntries(
    fields.flatMap((field) =>
      field.kind !== "select" && field.required ? [[field.name, field.required]] : [],
    ),
  );
}

/** Splits an SSE body into its events. */
function parseEvents(body: string) {
  return body
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const event = block.match(/^event: (.+)$/m)?.[1];
      const data = block.match(/^data: (.+)$/m)?.[1];
      return { event, data: data ? JSON.parse(data) : undefined };
    });
}

describe("writing tools, offline composer", async () => {
  // Each user may generate 10 times a minute by default; these tests generate more.
  const test = await createTestApp({ GENERATION_RATE_PER_MINUTE: "100" });
  const user = await userWithAccess(test, "writer");
  const noAccess = await signedInUser(test, "locked");

  for (const tool of writingToolKeys) {
    const definition = writingTools[tool];

    it(`${tool}: 401 signed out, 403 without access`, async () => {
      const signedOut = await test.app.inject({
        method: "POST",
        url: definition.generatePath,
        payload: validRequests[tool],
      });
      expect(signedOut.statusCode).toBe(401);
      const locked = await test.app.inject({
        method: "POST",
        url: definition.generatePath,
        headers: noAccess.headers,
        payload: validRequests[tool],
      });
      expect(locked.statusCode).toBe(403);
      expect(locked.json().error.code).toBe("subscription_required");
      const save = await test.app.inject({
        method: "POST",
        url: definition.savePath,
        headers: noAccess.headers,
        payload: {},
      });
      expect(save.statusCode).toBe(403);
      const last = await test.app.inject({ method: "GET", url: `/api/generations/${tool}/last` });
      expect(last.statusCode).toBe(401);
    });

    it(`${tool}: missing required fields give the spec's messages`, async () => {
      const response = await test.app.inject({
        method: "POST",
        url: definition.generatePath,
        headers: user.headers,
        payload: {},
      });
      expect(response.statusCode).toBe(400);
      const required = requiredMessages(tool);
      expect(Object.keys(required), "a writing tool asks for something to write about").not.toEqual(
        [],
      );
      expect(response.json().error.fields).toMatchObject(required);
      const wrongTypes = await test.app.inject({
        method: "POST",
        url: definition.generatePath,
        headers: user.headers,
        payload: { ...validRequests[tool], notes: 42, length: "forever" },
      });
      expect(wrongTypes.statusCode).toBe(400);
    });

    it(`${tool}: generates a checked offline draft under "${definition.responseKey}" and remembers it`, async () => {
      const response = await test.app.inject({
        method: "POST",
        url: definition.generatePath,
        headers: user.headers,
        payload: validRequests[tool],
      });
      expect(response.statusCode, response.body).toBe(200);
      const items = response.json()[definition.responseKey];
      expect(items).toHaveLength(1);
      const item = items[0];
      expect(toolSchemas[tool].result.safeParse(item).success).toBe(true);
      expect(item.source).toBe("offline");
      expect(item.scriptureCheck.references.length).toBeGreaterThan(0);
      expect(item.scriptureCheck.invalidCount).toBe(0);

      const last = await test.app.inject({
        method: "GET",
        url: `/api/generations/${tool}/last`,
        headers: user.headers,
      });
      expect(last.statusCode).toBe(200);
      expect(last.json().response[definition.responseKey][0].scriptureCheck).toBeDefined();
      const cleared = await test.app.inject({
        method: "DELETE",
        url: `/api/generations/${tool}/last`,
        headers: user.headers,
      });
      expect(cleared.statusCode).toBe(204);
      const none = await test.app.inject({
        method: "GET",
        url: `/api/generations/${tool}/last`,
        headers: user.headers,
      });
      expect(none.statusCode).toBe(204);
    });

    it(`${tool}: streams server-sent events when asked`, async () => {
      const response = await test.app.inject({
        method: "POST",
        url: definition.generatePath,
        headers: { ...user.headers, accept: "text/event-stream" },
        payload: validRequests[tool],
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/text\/event-stream/);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      const events = parseEvents(response.body);
      expect(events.some((event) => event.event === "partial")).toBe(true);
      const final = events.at(-1)!;
      expect(final.event).toBe("result");
      expect(final.data[definition.responseKey][0].scriptureCheck).toBeDefined();
    });
  }

  it("follows the user's AI preferences from settings (translation)", async () => {
    const reader = await userWithAccess(test, "kjv-reader");
    const saved = await test.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: reader.headers,
      payload: { ai: { translation: "kjv" } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await test.app.inject({
      method: "POST",
      url: "/api/meditations/generate",
      headers: reader.headers,
      payload: { ...validRequests.meditation, scripture: "Psalm 23:1" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const meditation = response.json().meditations[0];
    expect(meditation.scriptureCheck.translation).toBe("kjv");
    expect(meditation.scripture).toContain("The LORD is my shepherd");
  });

  it("saves a sermon with the real form values and the signed-in user's id", async () => {
    const generated = await test.app.inject({
      method: "POST",
      url: "/api/sermons/generate",
      headers: user.headers,
      payload: validRequests.sermon,
    });
    const sermon = generated.json().sermons[0];
    const response = await test.app.inject({
      method: "POST",
      url: "/api/sermons",
      headers: user.headers,
      payload: {
        ...validRequests.sermon,
        title: sermon.title,
        mainPoints: sermon.mainPoints,
        callToAction: sermon.callToAction,
        userId: null,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json();
    const [row] = await test.database.db.select().from(contentItems).where(eq(contentItems.id, id));
    expect(row).toMatchObject({ userId: user.id, type: "sermon", title: sermon.title });
    // The text is kept once, in the stored result, and derived from it when read.
    expect(row!.content).toBe("");
    expect(itemContent(row!)).toContain(sermon.mainPoints[0]);
    expect((row!.data as { request: { topic: string } }).request.topic).toBe("Hope in suffering");

    const invalid = await test.app.inject({
      method: "POST",
      url: "/api/sermons",
      headers: user.headers,
      payload: { title: "" },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields.topic).toBe("Topic is required");
  });
});

describe("writing tools with an AI provider (fake OpenAI-compatible server)", () => {
  /** The sermon's example on the passage the fake model's answer below expounds. */
  const romansRequest = { ...validRequests.sermon, scripture: "Romans 5:1-5" };
  let fake: FakeOpenAi;
  let test: TestApp;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    test = await createTestApp(fakeModelEnv(fake, { GENERATION_RATE_PER_MINUTE: "6" }));
  });
  afterAll(async () => {
    await test.app.close();
    await fake.close();
  });

  const sermonJson = JSON.stringify({
    title: "Hope That Does Not Disappoint",
    mainPoints: [
      "Peace with God comes through faith in Christ (Romans 5:1).",
      "Suffering produces perseverance, and perseverance character (Romans 5:3-4).",
      "God's love is poured into our hearts by the Holy Spirit (Romans 5:5).",
    ],
    callToAction: "Bring your suffering to Christ this week and ask him for hope.",
    approach: "An expository walk through Romans 5:1-5 for a congregation in trials.",
  });

  it("puts the requested passage's real text in the prompt and returns the model's checked result", async () => {
    fake.reset();
    fake.enqueueChat({ kind: "reply", content: sermonJson });
    const user = await userWithAccess(test, "ai");
    const response = await test.app.inject({
      method: "POST",
      url: "/api/sermons/generate",
      headers: user.headers,
      payload: romansRequest,
    });
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json().sermons[0];
    expect(item.source).toBe("ai");
    expect(item.title).toBe("Hope That Does Not Disappoint");
    expect(
      item.scriptureCheck.references.map((ref: { reference: string }) => ref.reference),
    ).toContain("Romans 5:1");
    const prompt = JSON.stringify(fake.requests[0]!.body.messages);
    expect(prompt).toContain("Hope in suffering");
    // Romans 5:1 in the World English Bible
    expect(prompt).toContain(
      "Being therefore justified by faith, we have peace with God through our Lord Jesus Christ",
    );
    expect(prompt).toMatch(/Trinitarian/);
  });

  it("streams the model's partial output, then the checked result", async () => {
    fake.reset();
    // Chunks further apart than the stream's partial interval: each is its own event.
    fake.enqueueChat({ kind: "stream", content: sermonJson, chunkSize: 60, chunkDelayMs: 110 });
    const user = await userWithAccess(test, "stream");
    const response = await test.app.inject({
      method: "POST",
      url: "/api/sermons/generate",
      headers: { ...user.headers, accept: "text/event-stream" },
      payload: romansRequest,
    });
    const events = parseEvents(response.body);
    const partials = events.filter((event) => event.event === "partial");
    expect(partials.length).toBeGreaterThan(2);
    expect(events.at(-1)!.event).toBe("result");
    expect(events.at(-1)!.data.sermons[0].title).toBe("Hope That Does Not Disappoint");
  });

  it("reports a provider failure clearly and keeps the previous result", async () => {
    fake.reset();
    const user = await userWithAccess(test, "failure");
    fake.enqueueChat({ kind: "reply", content: sermonJson });
    await test.app.inject({
      method: "POST",
      url: "/api/sermons/generate",
      headers: user.headers,
      payload: romansRequest,
    });
    fake.enqueueChat({ kind: "status", status: 500 }, { kind: "status", status: 500 });
    const failed = await test.app.inject({
      method: "POST",
      url: "/api/sermons/generate",
      headers: user.headers,
      payload: { ...romansRequest, topic: "A different topic" },
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.code).toBe("provider_error");
    expect(failed.body).not.toMatch(/at .*\.ts:\d+/);
    const last = await test.app.inject({
      method: "GET",
      url: "/api/generations/sermon/last",
      headers: user.headers,
    });
    expect(last.json().request.topic).toBe("Hope in suffering");

    fake.enqueueChat({ kind: "status", status: 500 }, { kind: "status", status: 500 });
    const streamed = await test.app.inject({
      method: "POST",
      url: "/api/sermons/generate",
      headers: { ...user.headers, accept: "text/event-stream" },
      payload: romansRequest,
    });
    const final = parseEvents(streamed.body).at(-1)!;
    expect(final.event).toBe("error");
    expect(final.data.error.code).toBe("provider_error");
  });

  it("gives the draft first and remembers it after, yet a read right after finds it", async () => {
    fake.reset();
    fake.setFallback({ chat: { kind: "reply", content: sermonJson } });
    const user = await userWithAccess(test, "remembered");
    for (const topic of ["Hope in suffering", "Joy in trials", "Peace in Christ"]) {
      const generated = await test.app.inject({
        method: "POST",
        url: "/api/sermons/generate",
        headers: user.headers,
        payload: { ...romansRequest, topic },
      });
      expect(generated.statusCode).toBe(200);
      const last = await test.app.inject({
        method: "GET",
        url: "/api/generations/sermon/last",
        headers: user.headers,
      });
      expect(last.json().request.topic).toBe(topic);
    }
  });

  // Only a PostgreSQL server can hold one row locked while other queries go on.
  it.runIf(testConfig().database.kind === "postgres")(
    "reads the last generation only once its write has landed, however slow that write",
    async () => {
      fake.reset();
      fake.setFallback({ chat: { kind: "reply", content: sermonJson } });
      const user = await userWithAccess(test, "slow-write");
      const generate = (topic: string) =>
        test.app.inject({
          method: "POST",
          url: "/api/sermons/generate",
          headers: user.headers,
          payload: { ...romansRequest, topic },
        });
      await generate("Hope in suffering");
      // The first write is given time to land: a row not there yet cannot be locked.
      const first = await test.app.inject({
        method: "GET",
        url: "/api/generations/sermon/last",
        headers: user.headers,
      });
      expect(first.json().request.topic).toBe("Hope in suffering");
      const database = testConfig().database;
      const locker = new pg.Client({
        connectionString: database.kind === "postgres" ? database.url : "",
      });
      await locker.connect();
      try {
        await locker.query("begin");
        const locked = await locker.query(
          "select 1 from last_generations where user_id = $1 and tool = 'sermon' for update",
          [user.id],
        );
        expect(locked.rowCount).toBe(1);
        // The draft comes while its write waits for the row.
        expect((await generate("Joy in trials")).statusCode).toBe(200);
        let answered = false;
        const last = test.app
          .inject({ method: "GET", url: "/api/generations/sermon/last", headers: user.headers })
          .finally(() => {
            answered = true;
          });
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(answered).toBe(false);
        await locker.query("rollback");
        expect((await last).json().request.topic).toBe("Joy in trials");
      } finally {
        await locker.end();
      }
    },
  );

  it("limits each user's generations per minute with 429 and Retry-After", async () => {
    fake.reset();
    fake.setFallback({ chat: { kind: "reply", content: sermonJson } });
    const user = await userWithAccess(test, "limited");
    const statuses: number[] = [];
    let limited:
      { headers: Record<string, unknown>; json: () => { error: { message: string } } } | undefined;
    await withinOneWindow(test, minuteMs, async () => {
      for (let attempt = 0; attempt < 7; attempt++) {
        const response = await test.app.inject({
          method: "POST",
          url: "/api/prayers/generate",
          headers: user.headers,
          payload: validRequests.prayer,
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) limited = response;
      }
    });
    expect(statuses.slice(0, 6).every((status) => status === 200 || status === 502)).toBe(true);
    expect(statuses[6]).toBe(429);
    expect(Number(limited!.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited!.json().error.message).toMatch(/wait \d+ seconds/);
  });
});
