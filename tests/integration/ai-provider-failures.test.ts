import { createServer } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { applyPartialEvent } from "@shared/generation/stream";
import type { AiConfig } from "../../server/generation/ai-config";
import { createAiGenerator } from "../../server/generation/ai-generator";
import { createLazyAiGenerator } from "../../server/generation/lazy-ai-generator";
import { checkAiProvider } from "../../server/generation/provider-check";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { ProviderFailure } from "../../server/errors";
import { startFakeOpenAi, fakeModelEnv, type FakeOpenAi } from "../support/fake-openai-server";
import { CapturingMailer, testConfig, testDatabase, type TestApp } from "../support/test-app";
import { setAccess, signedInUser } from "../support/users";
import { manuscript } from "../unit/week-pack/fixtures";

/**
 * The model path's failures, each against the fake OpenAI-compatible server speaking the
 * real protocol through the real AI SDK: the kind each is given, the one log line it leaves
 * (never the prompt or the text), the pastor's message, truncation, the queue, junk, and
 * the size of the stream.
 */

const schema = z.object({ title: z.string().min(1), points: z.array(z.string().min(1)).min(2) });
const answer = {
  title: "Hope that does not disappoint",
  points: ["God's love is poured out", "Suffering produces endurance", "Hope rests on Christ"],
};
const answerJson = JSON.stringify(answer);
const secretPrompt = "Topic: the Hill family's private grief. Passage: Romans 5:1-5.";

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
beforeEach(() => fake.reset());
afterAll(async () => {
  await fake.close();
});

function config(overrides: Partial<AiConfig> = {}): AiConfig {
  return {
    provider: "openai-compatible",
    model: "fake-model",
    baseUrl: fake.baseUrl,
    apiKey: "sk-test-secret",
    totalTimeoutMs: 5_000,
    firstChunkTimeoutMs: 2_000,
    maxRetries: 0,
    structuredOutputs: true,
    ...overrides,
  };
}

async function failureOf(aiConfig: AiConfig): Promise<ProviderFailure> {
  try {
    await createAiGenerator(aiConfig).generate({
      schema,
      system: "You write sermon outlines.",
      prompt: secretPrompt,
      signal: new AbortController().signal,
      onPartial: () => {},
    });
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderFailure);
    return error as ProviderFailure;
  }
  throw new Error("the call succeeded");
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("an answer cut at the token cap (finish_reason length)", () => {
  const cut = answerJson.slice(0, 40);

  it("is reported as cut off, not unreadable, without a repair attempt when no cap was set", async () => {
    fake.enqueueChat({ kind: "stream", content: cut, finishReason: "length" });
    const failure = await failureOf(config());
    expect(failure.details).toMatchObject({ kind: "cut_off", action: "admin", attempts: 1 });
    expect(failure.details.finishReason).toBe("length");
    expect(fake.requests).toHaveLength(1);
  });

  it("is tried once more with twice the room when the cap is ours, and then succeeds", async () => {
    fake.enqueueChat(
      { kind: "stream", content: cut, finishReason: "length" },
      { kind: "stream", content: answerJson },
    );
    const result = await createAiGenerator(config({ maxOutputTokens: 300 })).generate({
      schema,
      system: "s",
      prompt: secretPrompt,
      signal: new AbortController().signal,
    });
    expect(result).toEqual(answer);
    expect(fake.requests.map((request) => request.body.max_tokens)).toEqual([300, 600]);
  });

  it("is reported as cut off when the second try is cut too", async () => {
    const again = { kind: "stream", content: cut, finishReason: "length" } as const;
    fake.enqueueChat(again, again);
    const failure = await failureOf(config({ maxOutputTokens: 300 }));
    expect(failure.details).toMatchObject({ kind: "cut_off", attempts: 2, maxOutputTokens: 600 });
  });

  it("is recognised from Anthropic's max_tokens stop too", async () => {
    fake.enqueueChat({ kind: "stream", content: cut, finishReason: "length" });
    const failure = await failureOf(config({ provider: "anthropic", model: "claude-x" }));
    expect(failure.details.kind).toBe("cut_off");
  });
});

describe("each failure's kind and details", () => {
  it("a 400 with the provider's reason is refused, a set-up fault, with status and reason kept", async () => {
    fake.enqueueChat({
      kind: "status",
      status: 400,
      message: "the request exceeds the available context size, try increasing it",
    });
    const failure = await failureOf(config());
    expect(failure.details).toMatchObject({
      kind: "refused",
      action: "admin",
      status: 400,
      reason: "the request exceeds the available context size, try increasing it",
      model: "fake-model",
    });
    expect(failure.status).toBe(502);
  });

  it("a connection refused names the system's code", async () => {
    const failure = await failureOf(
      config({ baseUrl: `http://127.0.0.1:${await closedPort()}/v1` }),
    );
    expect(failure.details).toMatchObject({
      kind: "connection_refused",
      action: "admin",
      reason: "ECONNREFUSED",
    });
  });

  it("a model slow to start is a timeout before the first words, with its limit", async () => {
    fake.enqueueChat({ kind: "slow-first-chunk", delayMs: 2_000, content: answerJson });
    const failure = await failureOf(config({ firstChunkTimeoutMs: 200 }));
    expect(failure.details).toMatchObject({
      kind: "timeout_before_first_words",
      action: "retry",
      characters: 0,
      limitMs: 200,
    });
    expect(failure.details.firstWordsMs).toBeUndefined();
    expect(failure.details.elapsedMs).toBeGreaterThanOrEqual(190);
  });

  it("a model that writes too slowly is a timeout while writing, with what it had written", async () => {
    fake.enqueueChat({ kind: "stream", content: answerJson, chunkSize: 6, chunkDelayMs: 150 });
    const failure = await failureOf(config({ totalTimeoutMs: 1500 }));
    expect(failure.details).toMatchObject({ kind: "timeout_while_writing", limitMs: 1500 });
    expect(failure.details.characters).toBeGreaterThan(0);
    expect(failure.details.firstWordsMs).toBeGreaterThan(0);
    expect(failure.details.firstWordsMs).toBeLessThan(failure.details.elapsedMs!);
  });
});

describe("one queue for the provider (AI_MAX_CONCURRENCY)", () => {
  it("sends a one-slot server one call at a time and tells each waiting call its place", async () => {
    const slow = { kind: "stream", content: answerJson, chunkSize: 20, chunkDelayMs: 30 } as const;
    fake.enqueueChat(slow, slow, slow);
    const oneSlot = config({ maxConcurrency: 1 });
    // Two generators of one configuration (a tool and the week pack) share its queue.
    const tools = createLazyAiGenerator(oneSlot);
    const pack = createLazyAiGenerator(oneSlot);
    const places: number[][] = [[], [], []];
    const results = await Promise.all(
      [tools, pack, tools].map((generator, index) =>
        generator.generate({
          schema,
          system: "s",
          prompt: "p",
          signal: new AbortController().signal,
          onQueued: (position) => places[index]!.push(position),
        }),
      ),
    );
    expect(results).toEqual([answer, answer, answer]);
    expect(fake.maxOpen).toBe(1);
    // Whichever came first went straight in; the others heard their place fall to their turn.
    expect([...places].sort((a, b) => a.length - b.length)).toEqual([[], [1, 0], [2, 1, 0]]);
  });

  it("lets a cloud provider have several calls at once", async () => {
    const slow = { kind: "stream", content: answerJson, chunkSize: 20, chunkDelayMs: 30 } as const;
    fake.enqueueChat(slow, slow, slow);
    const generator = createLazyAiGenerator(config({ maxConcurrency: 4 }));
    await Promise.all(
      [0, 1, 2].map(() =>
        generator.generate({
          schema,
          system: "s",
          prompt: "p",
          signal: new AbortController().signal,
        }),
      ),
    );
    expect(fake.maxOpen).toBe(3);
  });

  it("lets a waiting call leave the queue when its pastor goes away", async () => {
    fake.enqueueChat({ kind: "stream", content: answerJson, chunkSize: 20, chunkDelayMs: 40 });
    const generator = createLazyAiGenerator(config({ maxConcurrency: 1 }));
    const first = generator.generate({
      schema,
      system: "s",
      prompt: "p",
      signal: new AbortController().signal,
    });
    const leaving = new AbortController();
    const second = generator.generate({ schema, system: "s", prompt: "p", signal: leaving.signal });
    leaving.abort();
    await expect(second).rejects.toMatchObject({ name: "AbortError" });
    await expect(first).resolves.toEqual(answer);
    expect(fake.requests).toHaveLength(1);
  });
});

describe("the profile's limits", () => {
  const env = (overrides: Record<string, string>) =>
    loadConfig({
      NODE_ENV: "test",
      DATA_DIR: "/tmp/kt-profile",
      PUBLIC_URL: "http://localhost:5000",
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: "http://127.0.0.1:8080/v1",
      AI_MODEL: "llama",
      ...overrides,
    }).ai;

  it("cloud by default: answers within minutes, several calls at once", () => {
    const ai = env({});
    expect(ai.firstChunkTimeoutMs).toBeLessThanOrEqual(60_000);
    expect(ai.totalTimeoutMs).toBeLessThanOrEqual(5 * 60_000);
    expect(ai.maxConcurrency).toBeGreaterThan(1);
  });

  it("local: limits that fit a CPU server (140 s before the first word, 2 tokens a second) and one call at a time", () => {
    const ai = env({ AI_PROFILE: "local" });
    expect(ai.firstChunkTimeoutMs).toBeGreaterThanOrEqual(5 * 60_000);
    // A 1,500-token draft at 2 tokens a second, after a 140 s start.
    expect(ai.totalTimeoutMs).toBeGreaterThanOrEqual(140_000 + 750_000);
    expect(ai.maxConcurrency).toBe(1);
  });

  it("a declared speed (AI_TOKENS_PER_SECOND) gives limits that fit it", () => {
    // The measured CPU server: 140 s before the first word, then 2 tokens a second.
    const slow = env({ AI_TOKENS_PER_SECOND: "2" });
    expect(slow.firstChunkTimeoutMs).toBeGreaterThan(140_000);
    expect(slow.totalTimeoutMs).toBeGreaterThan(140_000 + (1_500 / 2) * 1000);
    // A faster server gets shorter limits, never shorter than the cloud's.
    const fast = env({ AI_TOKENS_PER_SECOND: "50" });
    expect(fast.totalTimeoutMs).toBeLessThan(slow.totalTimeoutMs);
    expect(fast.firstChunkTimeoutMs).toBeGreaterThanOrEqual(env({}).firstChunkTimeoutMs);
    expect(fast.totalTimeoutMs).toBeGreaterThanOrEqual(env({}).totalTimeoutMs);
    expect(env({ AI_TOKENS_PER_SECOND: "2", AI_TIMEOUT_MS: "90000" }).totalTimeoutMs).toBe(90_000);
  });

  it("an operator's own numbers win over the profile's", () => {
    const ai = env({ AI_PROFILE: "local", AI_TIMEOUT_MS: "90000", AI_MAX_CONCURRENCY: "2" });
    expect(ai.totalTimeoutMs).toBe(90_000);
    expect(ai.maxConcurrency).toBe(2);
  });
});

describe("the start-up check", () => {
  function capture() {
    const lines: Array<Record<string, unknown>> = [];
    const log = {
      info: (object: object, message: string) =>
        lines.push({ level: "info", ...object, msg: message }),
      warn: (object: object, message: string) =>
        lines.push({ level: "warn", ...object, msg: message }),
      error: (object: object, message: string) =>
        lines.push({ level: "error", ...object, msg: message }),
    };
    return { lines, log: log as unknown as Parameters<typeof checkAiProvider>[1] };
  }

  it("logs a provider that answers, with its time", async () => {
    fake.enqueueChat({ kind: "stream", content: '{"ok":true}' });
    const { lines, log } = capture();
    expect((await checkAiProvider(config(), log)).ok).toBe(true);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "info",
      ai: { provider: expect.stringContaining("fake-model") },
    });
    expect(fake.requests[0]!.body.response_format?.type).toBe("json_schema");
  });

  it("logs a provider that refuses the check as a set-up fault, with its reason", async () => {
    fake.enqueueChat({ kind: "status", status: 404, message: "model 'llama' not found" });
    const { lines, log } = capture();
    expect((await checkAiProvider(config(), log)).ok).toBe(false);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "error",
      ai: { kind: "refused", status: 404, reason: "model 'llama' not found" },
    });
  });
});

/** The app with its log captured, its model pointed at the fake. */
async function appWithLog(overrides: Record<string, string> = {}) {
  const config = testConfig({
    LOG_LEVEL: "info",
    GENERATION_RATE_PER_MINUTE: "100",
    ...fakeModelEnv(fake, { AI_MAX_RETRIES: "0", ...overrides }),
  });
  const database = await testDatabase();
  const lines: string[] = [];
  const mailer = new CapturingMailer();
  const { app, context } = await buildApp({
    config,
    database,
    mailer,
    scheduledJobs: false,
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
  const test: TestApp = { app, context, mailer, database, config, clock: { offsetMs: 0 } };
  const user = await signedInUser(test, "failures");
  await setAccess(test, user.id, {
    trialStartedAt: new Date(),
    trialEndsAt: new Date(Date.now() + 86_400_000),
  });
  const logged = () =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.ai);
  /** The failure lines: one per failed generation. */
  const entries = () =>
    logged().filter((entry) => String(entry.msg).startsWith("AI provider failure"));
  /** The lines of failed attempts tried once more. */
  const retries = () => logged().filter((entry) => String(entry.msg).includes("trying once more"));
  return { app, user, lines, entries, retries };
}

const sermonRequest = {
  topic: "Hope in suffering",
  scripture: "Romans 5:1-5",
  notes: "Margaret Hill passed away",
};

function sermon(mainPoints: string[], title = "Hope That Does Not Disappoint") {
  return JSON.stringify({
    title,
    approach: "An expository walk through Romans 5:1-5 for a congregation in trials.",
    mainPoints,
    callToAction: "Bring your suffering to Christ this week and ask him for hope.",
  });
}

const goodPoints = [
  "Peace with God comes through faith in Christ (Romans 5:1).",
  "Suffering produces perseverance, and perseverance character (Romans 5:3-4).",
  "God's love is poured into our hearts by the Holy Spirit (Romans 5:5).",
];

function eventsOf(body: string) {
  return body
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => ({
      event: block.match(/^event: (.+)$/m)?.[1],
      data: JSON.parse(block.match(/^data: (.+)$/m)?.[1] ?? "null") as Record<string, unknown>,
      bytes: Buffer.byteLength(block) + 2,
    }));
}

describe("through the app: the log line, the message, junk and the stream", () => {
  let running: Awaited<ReturnType<typeof appWithLog>>;
  beforeAll(async () => {
    running = await appWithLog({ AI_TIMEOUT_MS: "10000" });
  });
  afterAll(async () => {
    await running.app.close();
  });

  const generate = (stream = false) =>
    running.app.inject({
      method: "POST",
      url: "/api/sermons/generate",
      headers: { ...running.user.headers, ...(stream ? { accept: "text/event-stream" } : {}) },
      payload: sermonRequest,
    });

  it.each([
    ["refused", { kind: "status", status: 400, message: "context size exceeded" } as const, 502],
    ["key_rejected", { kind: "status", status: 401 } as const, 502],
    ["server_error", { kind: "status", status: 503 } as const, 502],
    ["busy", { kind: "status", status: 429, retryAfter: 3 } as const, 503],
    [
      "cut_off",
      { kind: "stream", content: sermon(goodPoints).slice(0, 90), finishReason: "length" } as const,
      502,
    ],
    ["unreadable", { kind: "stream", content: "Here is a sermon about hope." } as const, 502],
    [
      "timeout_before_first_words",
      { kind: "slow-first-chunk", delayMs: 2_500, content: "{}" } as const,
      504,
    ],
  ])(
    "%s: one log line naming it, the model and the timings; never the prompt, notes or text",
    async (kind, script, status) => {
      const before = running.entries().length;
      const retriesBefore = running.retries().length;
      fake.enqueueChat(script, script);
      const response = await generate();
      expect(response.statusCode).toBe(status);
      expect(response.json().error.kind).toBe(kind);
      const logged = running.entries().slice(before);
      expect(logged).toHaveLength(1);
      const entry = logged[0]!;
      expect(entry.ai).toMatchObject({ kind, model: "fake-model", provider: "openai-compatible" });
      expect(typeof (entry.ai as { elapsedMs?: unknown }).elapsedMs).toBe("number");
      expect(entry.msg).toContain(kind);
      const line = JSON.stringify(entry);
      expect(line).not.toContain("Hope in suffering");
      expect(line).not.toContain("Margaret Hill");
      expect(line).not.toContain("Being therefore justified");
      expect(line).not.toContain("Here is a sermon");
      // Only unreadable output is tried again (once, with a repair request): its own line.
      const retried = running.retries().slice(retriesBefore);
      expect(retried.map((retry) => (retry.ai as { kind: string }).kind)).toEqual(
        kind === "unreadable" ? ["unreadable"] : [],
      );
      for (const retry of retried) expect(JSON.stringify(retry)).not.toContain("Here is a sermon");
    },
  );

  it("a stream cut by the time limit sends what was written, then an error naming the timeout", async () => {
    const quick = await appWithLog({ AI_TIMEOUT_MS: "1500", AI_FIRST_CHUNK_TIMEOUT_MS: "1000" });
    try {
      fake.enqueueChat({
        kind: "stream",
        content: sermon(goodPoints),
        chunkSize: 30,
        chunkDelayMs: 200,
      });
      const response = await quick.app.inject({
        method: "POST",
        url: "/api/sermons/generate",
        headers: { ...quick.user.headers, accept: "text/event-stream" },
        payload: sermonRequest,
      });
      const events = eventsOf(response.body);
      expect(events.filter((event) => event.event === "partial").length).toBeGreaterThan(0);
      const last = events.at(-1)!;
      expect(last.event).toBe("error");
      expect((last.data.error as { kind: string }).kind).toBe("timeout_while_writing");
      const logged = quick.entries();
      expect(logged).toHaveLength(1);
      expect(logged[0]!.ai).toMatchObject({ kind: "timeout_while_writing", limitMs: 1_500 });
      expect((logged[0]!.ai as { characters: number }).characters).toBeGreaterThan(0);
    } finally {
      await quick.app.close();
    }
  });

  it("a model server that is not running: connection_refused, logged once, the pastor sent to the administrator", async () => {
    const down = await appWithLog({ AI_BASE_URL: `http://127.0.0.1:${await closedPort()}/v1` });
    try {
      const response = await down.app.inject({
        method: "POST",
        url: "/api/sermons/generate",
        headers: { ...down.user.headers, accept: "text/event-stream" },
        payload: sermonRequest,
      });
      const last = eventsOf(response.body).at(-1)!;
      expect(last.event).toBe("error");
      const error = last.data.error as { kind: string; message: string };
      expect(error.kind).toBe("connection_refused");
      expect(error.message).toMatch(/administrator/);
      expect(down.entries()).toMatchObject([
        { level: 50, ai: { kind: "connection_refused", reason: "ECONNREFUSED" } },
      ]);
    } finally {
      await down.app.close();
    }
  });

  it("a set-up fault tells the pastor to fetch the administrator; a passing one to try again", async () => {
    fake.enqueueChat({ kind: "status", status: 400, message: "context size exceeded" });
    const refused = (await generate()).json().error.message as string;
    fake.enqueueChat({ kind: "status", status: 503 });
    const passing = (await generate()).json().error.message as string;
    expect(refused).toMatch(/administrator/);
    expect(refused).not.toMatch(/please try again/i);
    expect(passing).toMatch(/try again/i);
    expect(passing).not.toMatch(/administrator/);
  });

  it("refuses schema-valid junk after one repair, and keeps none of it as the last generation", async () => {
    const before = running.entries().length;
    const retriesBefore = running.retries().length;
    const junk = sermon([":", "Suffering produces perseverance (Romans 5:3-4)."]);
    fake.enqueueChat({ kind: "reply", content: junk }, { kind: "reply", content: junk });
    const response = await generate();
    expect(response.statusCode).toBe(502);
    expect(response.json().error.kind).toBe("junk");
    expect(fake.requests).toHaveLength(2);
    // The repair request says what was wrong: the field and the rule.
    expect(JSON.stringify(fake.requests[1]!.body.messages)).toContain(
      "mainPoints[0]: has no words",
    );
    const logged = running.entries().slice(before);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.ai).toMatchObject({
      kind: "junk",
      problems: ["mainPoints[0]: has no words"],
    });
    // The first junk answer, tried again, has its own line.
    expect(running.retries().slice(retriesBefore)).toMatchObject([{ ai: { kind: "junk" } }]);
    const last = await running.app.inject({
      method: "GET",
      url: "/api/generations/sermon/last",
      headers: running.user.headers,
    });
    const shown = last.statusCode === 200 ? JSON.stringify(last.json().response) : "";
    expect(shown).not.toContain('[":",');
  });

  it("repairs junk once: a title cut mid-phrase, then a sound draft", async () => {
    fake.enqueueChat(
      { kind: "reply", content: sermon(goodPoints, "Hope that does not disappoint and") },
      { kind: "reply", content: sermon(goodPoints) },
    );
    const response = await generate();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().sermons[0].title).toBe("Hope That Does Not Disappoint");
    expect(fake.requests).toHaveLength(2);
  });

  it("streams a 2 KB draft written token by token in under 20 KB of events, each change applying to the last", async () => {
    const long = goodPoints.map(
      (point) =>
        `${point} ${"Hope does not put us to shame, for God's love has been poured out. ".repeat(8)}`,
    );
    const content = sermon(long);
    expect(content.length).toBeGreaterThan(2_000);
    // A slow writer: each chunk its own event, so resending the whole object would cost about 50 KB.
    fake.enqueueChat({ kind: "stream", content, chunkSize: 40, chunkDelayMs: 105 });
    const response = await generate(true);
    const events = eventsOf(response.body);
    expect(events.at(-1)!.event).toBe("result");
    const partials = events.filter((event) => event.event === "partial");
    expect(partials.length).toBeGreaterThan(2);
    const partialBytes = partials.reduce((sum, event) => sum + event.bytes, 0);
    expect(partialBytes).toBeLessThan(20_000);
    // The whole stream, the checked result included, stays under 20 KB too.
    expect(events.reduce((sum, event) => sum + event.bytes, 0)).toBeLessThan(20_000);
    // The changes rebuild the fields as written, ending with the whole draft's text.
    let text = "";
    let partial: Record<string, unknown> = {};
    for (const event of partials)
      ({ text, partial } = applyPartialEvent(text, event.data as never));
    const written = JSON.parse(content) as { mainPoints: string[] };
    expect(written.mainPoints[0]!.startsWith(String((partial.mainPoints as string[])[0]))).toBe(
      true,
    );
  });
});

describe("one queue across the tools and the week pack, through the app", () => {
  it("a one-slot server: the sermon waits for the pack's piece, and its stream says so", async () => {
    const running = await appWithLog({ AI_MAX_CONCURRENCY: "1", AI_TIMEOUT_MS: "10000" });
    try {
      const pack = await running.app.inject({
        method: "POST",
        url: "/api/packs",
        headers: running.user.headers,
        payload: { source: { kind: "text", text: manuscript } },
      });
      expect(pack.statusCode, pack.body).toBe(201);
      const packId = (pack.json() as { id: string }).id;
      fake.reset();
      const smallGroup = JSON.stringify({
        title: "Small group: The Shepherd Who Provides",
        scripture: "Psalm 23:1-6",
        openingQuestion: "Who looked after you when you were small?",
        passageText: "Yahweh is my shepherd: I shall lack nothing.",
        questions: [
          "What does Psalm 23:1 say the Lord is?",
          "What does the shepherd do in verse 2?",
          "Where does the psalm walk through darkness?",
          "What does that mean for worry?",
          "Where do you need the Lord to lead you this week?",
          "How can we pray for one another?",
        ],
        prayerFocus: "Trust in the Shepherd.",
        leaderNotes: "The Lord is our shepherd, so we lack nothing.",
      });
      fake.enqueueChat(
        { kind: "stream", content: smallGroup, chunkSize: 60, chunkDelayMs: 100 },
        { kind: "stream", content: sermon(goodPoints), chunkSize: 60, chunkDelayMs: 20 },
      );
      const piece = running.app.inject({
        method: "POST",
        url: `/api/packs/${packId}/pieces/small-group`,
        headers: running.user.headers,
      });
      // The piece's call has started before the sermon asks.
      while (fake.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      const sermonResponse = await running.app.inject({
        method: "POST",
        url: "/api/sermons/generate",
        headers: { ...running.user.headers, accept: "text/event-stream" },
        payload: sermonRequest,
      });
      expect((await piece).statusCode).toBe(200);
      const events = eventsOf(sermonResponse.body);
      expect(events.slice(0, 2).map((event) => [event.event, event.data])).toEqual([
        ["queued", { position: 1 }],
        ["queued", { position: 0 }],
      ]);
      expect(events.at(-1)!.event).toBe("result");
      expect(fake.maxOpen).toBe(1);
      expect(fake.requests).toHaveLength(2);
    } finally {
      await running.app.close();
    }
  });
});
