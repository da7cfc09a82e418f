import { createHook } from "node:async_hooks";
import { getEventListeners } from "node:events";
import { createServer } from "node:net";
import { generateText, Output } from "ai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { describeAi, type AiConfig } from "../../server/generation/ai-config";
import {
  createAiGenerator,
  createLanguageModel,
  GenerationAbortedError,
  repairInstruction,
} from "../../server/generation/ai-generator";
import { ProviderFailure } from "../../server/errors";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai-server";

const schema = z.object({ title: z.string().min(1), points: z.array(z.string().min(1)).min(2) });
const answer = {
  title: "Hope that does not disappoint",
  points: ["God's love is poured out", "Suffering produces endurance", "Hope rests on Christ"],
};
const answerJson = JSON.stringify(answer);
const apiKey = "sk-test-secret-key-123";

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
    apiKey,
    totalTimeoutMs: 5_000,
    firstChunkTimeoutMs: 2_000,
    maxRetries: 2,
    structuredOutputs: true,
    ...overrides,
  };
}

async function generate(
  aiConfig: AiConfig,
  options: { signal?: AbortSignal; onPartial?: (partial: unknown) => void } = {},
) {
  const partials: unknown[] = [];
  const started = performance.now();
  try {
    const result = await createAiGenerator(aiConfig).generate({
      schema,
      system: "You write sermon outlines.",
      prompt: "Topic: hope. Passage: Romans 5:1-5.",
      signal: options.signal ?? new AbortController().signal,
      temperature: 0.4,
      onPartial: (partial) => {
        partials.push(partial);
        options.onPartial?.(partial);
      },
    });
    return { result, partials, ms: performance.now() - started };
  } catch (error) {
    return { error, partials, ms: performance.now() - started };
  }
}

/** Failures the set-up must fix: the pastor is sent to the administrator, not told to retry. */
const adminKinds = ["refused", "key_rejected", "connection_refused", "cut_off"];

function expectAppError(error: unknown, code: string, kind?: string): ProviderFailure {
  expect(error).toBeInstanceOf(ProviderFailure);
  const appError = error as ProviderFailure;
  expect(appError.code).toBe(code);
  if (kind) {
    expect(appError.details.kind).toBe(kind);
    const admin = adminKinds.includes(kind);
    expect(appError.details.action).toBe(admin ? "admin" : "retry");
    if (admin) {
      expect(appError.message).toMatch(/administrator/);
      expect(appError.message).not.toMatch(/please try again/i);
    } else {
      expect(appError.message).toMatch(/try again/i);
    }
    expect(appError.details.model).toBe(fake.requests[0]?.body.model ?? appError.details.model);
  }
  expect(appError.message).not.toContain(apiKey);
  expect(appError.message).not.toMatch(/at .*\.(ts|js):\d+/);
  return appError;
}

/** A local port nothing listens on: a server opened on it, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function lastUserMessage(index: number): string {
  const messages = fake.requests[index]?.body.messages ?? [];
  return JSON.stringify(messages.filter((message) => message.role === "user").at(-1)?.content);
}

describe("the fake OpenAI server through the real SDK", () => {
  it("answers a non-streaming chat completion as JSON", async () => {
    fake.enqueueChat({ kind: "json", content: answerJson });
    const model = createLanguageModel(config({ provider: "openai" }));
    const { output } = await generateText({
      model,
      prompt: "Hope",
      output: Output.object({ schema }),
    });
    expect(output).toEqual(answer);
    expect(fake.requests[0]?.body.stream).toBeFalsy();
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${apiKey}`);
  });
});

describe("createAiGenerator", () => {
  it.each(["openai-compatible", "openai"] as const)(
    "streams partials in order then the validated result (%s)",
    async (provider) => {
      fake.enqueueChat({ kind: "stream", content: answerJson, chunkSize: 7 });
      const { result, partials, error } = await generate(config({ provider }));
      expect(error).toBeUndefined();
      expect(result).toEqual(answer);
      expect(partials.length).toBeGreaterThan(3);
      const sizes = partials.map((partial) => JSON.stringify(partial).length);
      expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
      for (const partial of partials as Array<{ title?: string }>)
        expect(answer.title.startsWith(partial.title ?? "")).toBe(true);
      expect(partials.at(-1)).toEqual(answer);

      const body = fake.requests[0]!.body;
      expect(body).toMatchObject({ model: "fake-model", stream: true, temperature: 0.4 });
      expect(body.response_format?.type).toBe("json_schema");
      expect(JSON.stringify(body.response_format?.json_schema?.schema)).toContain("points");
      expect(body.messages?.[0]).toEqual({ role: "system", content: "You write sermon outlines." });
      expect(lastUserMessage(0)).toContain("Romans 5:1-5");
    },
  );

  it("gives the validated result to a caller that reads no partials, asking for the same stream", async () => {
    fake.enqueueChat({ kind: "stream", content: answerJson, chunkSize: 7 });
    fake.enqueueChat({ kind: "stream", content: answerJson, chunkSize: 7 });
    const generator = createAiGenerator(config());
    const request = {
      schema,
      system: "You write sermon outlines.",
      prompt: "Topic: hope. Passage: Romans 5:1-5.",
      temperature: 0.4,
    };
    // Twice: the second call reuses the schema's output made by the first.
    for (let call = 0; call < 2; call++) {
      const result = await generator.generate({ ...request, signal: new AbortController().signal });
      expect(result).toEqual(answer);
    }
    expect(fake.requests.map((request) => request.body.stream)).toEqual([true, true]);
    expect(fake.requests[1]!.body.response_format).toEqual(fake.requests[0]!.body.response_format);
  });

  it("lets go of a finished call: nothing is left listening to the caller's signal, no timer left", async () => {
    // Only the timers made during the call are counted: the process's other timers (a pool's
    // idle timeout, say) may start or end meanwhile.
    const made = new Map<number, { hasRef?: () => boolean }>();
    const hook = createHook({
      init(id, type, _trigger, resource) {
        if (type === "Timeout") made.set(id, resource as { hasRef?: () => boolean });
      },
      destroy(id) {
        made.delete(id);
      },
    });
    const caller = new AbortController();
    fake.enqueueChat({ kind: "stream", content: answerJson });
    hook.enable();
    const { result } = await generate(config({ totalTimeoutMs: 60_000 }), {
      signal: caller.signal,
    });
    await new Promise((resolve) => setImmediate(resolve));
    hook.disable();
    expect(result).toEqual(answer);
    // A listener or timer left behind keeps the call's fetch and streams in memory until the
    // total timeout fires, a minute or two after every call.
    expect(getEventListeners(caller.signal, "abort")).toHaveLength(0);
    const leftWaiting = [...made.values()].filter((timer) => timer.hasRef?.() === true);
    expect(leftWaiting).toHaveLength(0);
  });

  it("asks for a JSON object and puts the schema in the prompt when structured outputs are off", async () => {
    fake.enqueueChat({ kind: "stream", content: answerJson });
    const { result } = await generate(config({ structuredOutputs: false }));
    expect(result).toEqual(answer);
    const body = fake.requests[0]!.body;
    expect(body.response_format).toEqual({ type: "json_object" });
    expect(String(body.messages?.[0]?.content)).toMatch(/JSON Schema[\s\S]*"points"/);
  });

  it("retries a 429 after the provider's Retry-After and succeeds", async () => {
    fake.enqueueChat(
      { kind: "status", status: 429, retryAfter: 1 },
      { kind: "stream", content: answerJson },
    );
    const { result } = await generate(config());
    expect(result).toEqual(answer);
    expect(fake.requests).toHaveLength(2);
    const gap = fake.requests[1]!.receivedAt - fake.requests[0]!.receivedAt;
    expect(gap).toBeGreaterThanOrEqual(950);
    expect(gap).toBeLessThan(1_900);
  });

  it("backs off exponentially on a 500 without Retry-After", async () => {
    fake.enqueueChat({ kind: "status", status: 500 }, { kind: "stream", content: answerJson });
    const { result } = await generate(config({ maxRetries: 1 }));
    expect(result).toEqual(answer);
    expect(fake.requests[1]!.receivedAt - fake.requests[0]!.receivedAt).toBeGreaterThanOrEqual(
      1_900,
    );
  });

  it("reports the provider as busy, with Retry-After, when 429s outlast the retries", async () => {
    const busy = { kind: "status", status: 429, retryAfterMs: 20 } as const;
    fake.enqueueChat(busy, busy, busy);
    const { error } = await generate(config());
    const appError = expectAppError(error, "service_unavailable", "busy");
    expect(appError.status).toBe(503);
    expect(appError.headers).toEqual({ "retry-after": "1" });
    expect(fake.requests).toHaveLength(3);
  });

  it("gives a clear provider_error after a persistent 500", async () => {
    fake.setFallback({ chat: { kind: "status", status: 500, retryAfterMs: 10 } });
    const { error } = await generate(config());
    expectAppError(error, "provider_error", "server_error");
    expect(fake.requests).toHaveLength(3);
  });

  it("says the server's key was not accepted on a 401, without retrying", async () => {
    fake.enqueueChat({ kind: "status", status: 401 });
    const { error } = await generate(config());
    expectAppError(error, "provider_error", "key_rejected");
    expect(fake.requests).toHaveLength(1);
  });

  it("times out a provider that never answers (total timeout)", async () => {
    fake.enqueueChat({ kind: "hang" });
    const closed = fake.nextClientClose();
    const { error, ms } = await generate(
      config({ totalTimeoutMs: 300, firstChunkTimeoutMs: 5_000 }),
    );
    expectAppError(error, "provider_timeout", "timeout_before_first_words");
    expect(ms).toBeLessThan(1_500);
    await closed;
  });

  it("times out a provider that holds back its response headers (first-chunk timeout)", async () => {
    fake.enqueueChat({ kind: "hang" });
    const { error, ms } = await generate(
      config({ totalTimeoutMs: 10_000, firstChunkTimeoutMs: 300, maxRetries: 0 }),
    );
    expectAppError(error, "provider_timeout", "timeout_before_first_words");
    expect(ms).toBeLessThan(1_500);
  });

  it("times out a stream whose first chunk is too slow", async () => {
    fake.enqueueChat({ kind: "slow-first-chunk", delayMs: 3_000, content: answerJson });
    const { error, ms } = await generate(
      config({ totalTimeoutMs: 10_000, firstChunkTimeoutMs: 300 }),
    );
    expectAppError(error, "provider_timeout", "timeout_before_first_words");
    expect(ms).toBeLessThan(1_500);
  });

  it("waits for a first chunk that comes within the limit", async () => {
    fake.enqueueChat({ kind: "slow-first-chunk", delayMs: 150, content: answerJson });
    const { result } = await generate(config({ firstChunkTimeoutMs: 1_000 }));
    expect(result).toEqual(answer);
  });

  it("repairs output that breaks the schema with one more request", async () => {
    fake.enqueueChat(
      { kind: "stream", content: JSON.stringify({ title: "Hope", points: "just one" }) },
      { kind: "stream", content: answerJson },
    );
    const { result } = await generate(config());
    expect(result).toEqual(answer);
    expect(fake.requests).toHaveLength(2);
    expect(lastUserMessage(0)).not.toContain(repairInstruction);
    expect(lastUserMessage(1)).toContain(repairInstruction);
    expect(lastUserMessage(1)).toContain("Romans 5:1-5");
  });

  it("gives up with a clear provider_error when the repair fails too", async () => {
    fake.enqueueChat(
      { kind: "stream", content: "Here is your sermon outline: Hope in Romans 5." },
      { kind: "stream", content: '```json\n{"title": "Hope"}\n```' },
    );
    const { error } = await generate(config());
    expectAppError(error, "provider_error", "unreadable");
    expect(fake.requests).toHaveLength(2);
  });

  it("reports a stream dropped midway as a provider_error, without a repair attempt", async () => {
    fake.enqueueChat({ kind: "drop-mid-stream", content: answerJson, chunkSize: 8 });
    const { error, partials } = await generate(config());
    expectAppError(error, "provider_error", "dropped");
    expect(partials.length).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(1);
  });

  it("reports a refused connection as a set-up fault, with the system's reason", async () => {
    const port = await closedPort();
    const { error } = await generate(
      config({ baseUrl: `http://127.0.0.1:${port}/v1`, maxRetries: 0 }),
    );
    const failure = expectAppError(error, "provider_error", "connection_refused");
    expect(failure.details.reason).toBe("ECONNREFUSED");
    expect(failure.details.characters).toBe(0);
  });

  it("reports a URL fetch will not open as a set-up fault too", async () => {
    const { error } = await generate(config({ baseUrl: "http://127.0.0.1:9/v1", maxRetries: 0 }));
    expectAppError(error, "provider_error", "connection_refused");
  });

  it("stops the provider's HTTP call when the caller aborts mid-stream", async () => {
    fake.enqueueChat({ kind: "stream", content: answerJson, chunkSize: 4, chunkDelayMs: 40 });
    const controller = new AbortController();
    const closed = fake.nextClientClose();
    const { error, partials } = await generate(config(), {
      signal: controller.signal,
      onPartial: () => controller.abort(),
    });
    expect(error).toBeInstanceOf(GenerationAbortedError);
    expect((error as Error).name).toBe("AbortError");
    expect(partials).toHaveLength(1);
    const request = await closed;
    expect(request).toBe(fake.requests[0]);
    expect(request.closedByClient).toBe(true);
  });

  it("stops a call still waiting for the provider when the caller aborts", async () => {
    fake.enqueueChat({ kind: "hang" });
    const controller = new AbortController();
    const closed = fake.nextClientClose();
    setTimeout(() => controller.abort(), 100);
    const { error, ms } = await generate(config(), { signal: controller.signal });
    expect(error).toBeInstanceOf(GenerationAbortedError);
    expect(ms).toBeLessThan(1_000);
    expect((await closed).closedByClient).toBe(true);
  });

  it("does not call the provider with a signal that is already aborted", async () => {
    const { error } = await generate(config(), { signal: AbortSignal.abort() });
    expect(error).toBeInstanceOf(GenerationAbortedError);
    expect(fake.requests).toHaveLength(0);
  });

  it("streams from Anthropic's Messages API", async () => {
    fake.enqueueChat({ kind: "stream", content: answerJson, chunkSize: 9 });
    const anthropic = config({ provider: "anthropic", model: "claude-sonnet-4-5" });
    const { result, partials } = await generate(anthropic);
    expect(result).toEqual(answer);
    expect(partials.at(-1)).toEqual(answer);
    const request = fake.requests[0]!;
    expect(request.path).toBe("/v1/messages");
    expect(request.headers["x-api-key"]).toBe(apiKey);
    expect(request.body).toMatchObject({
      model: "claude-sonnet-4-5",
      stream: true,
      system: [{ type: "text", text: "You write sermon outlines." }],
    });
  });

  it("maps Anthropic's 429 like OpenAI's", async () => {
    fake.enqueueChat({ kind: "status", status: 429, retryAfter: 7 });
    const { error } = await generate(
      config({ provider: "anthropic", model: "claude-sonnet-4-5", maxRetries: 0 }),
    );
    expect(expectAppError(error, "service_unavailable").headers).toEqual({ "retry-after": "7" });
  });

  it("labels every provider without its key", () => {
    const anthropic = config({
      provider: "anthropic",
      model: "claude-sonnet-4-5",
      baseUrl: undefined,
    });
    expect(createAiGenerator(anthropic).label).toBe("anthropic claude-sonnet-4-5");
    const keyInUrl = config({ baseUrl: `http://user:${apiKey}@127.0.0.1:1234/v1?key=${apiKey}` });
    expect(describeAi(keyInUrl)).toBe("openai-compatible fake-model at http://127.0.0.1:1234/v1");
    expect(describeAi(config({ provider: "offline" }))).toBe("offline composer");
  });
});
