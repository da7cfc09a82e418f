import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import {
  APICallError,
  asSchema,
  JSONParseError,
  NoObjectGeneratedError,
  Output,
  RetryError,
  type OutputInterface,
  streamText,
  TypeValidationError,
  type LanguageModel,
} from "ai";
import type { z } from "zod";
import { AppError, type ProviderFailure } from "../errors";
import { newTrace, providerFailure, type CallTrace } from "./provider-failure";
import { GenerationAbortedError } from "./generation-aborted";
import { describeAi, type AiConfig } from "./ai-config";
import type { StructuredGenerator, StructuredRequest } from "./structured-generator";

export { GenerationAbortedError };

/** Added to the prompt for the one second attempt after output that does not match the schema. */
export const repairInstruction =
  "Your previous answer could not be read. Answer again with only a JSON object that matches the requested schema exactly: no other text and no Markdown code fences.";

/** An answer the provider ended at its token cap (finish reason "length"). */
class CutOffOutput extends Error {
  constructor(override readonly cause: unknown) {
    super("The answer stopped at the token cap");
  }
}

type FetchFunction = typeof globalThis.fetch;

/**
 * The AI SDK model for the configured provider. OpenAI goes through its chat
 * completions API (`.chat`) rather than the Responses API, so one fake
 * chat-completions server can stand in for every provider but Anthropic in tests.
 */
export function createLanguageModel(config: AiConfig, fetch?: FetchFunction): LanguageModel {
  const { apiKey, baseUrl: baseURL } = config;
  switch (config.provider) {
    case "openai":
      return createOpenAI({ apiKey, baseURL, fetch }).chat(config.model);
    case "anthropic":
      return createAnthropic({ apiKey, baseURL, fetch })(config.model);
    case "openai-compatible":
      if (!baseURL) throw new Error("AI_BASE_URL is required for an OpenAI-compatible provider");
      return createOpenAICompatible({
        name: "compatible",
        baseURL,
        apiKey,
        fetch,
        supportsStructuredOutputs: config.structuredOutputs,
      }).chatModel(config.model);
    case "offline":
      throw new Error("The offline composer has no language model");
  }
}

/**
 * A StructuredGenerator backed by the AI SDK: streaming, timeouts, retries, one repair of
 * unreadable output, one more try with twice the room for an answer cut at the token cap,
 * and a ProviderFailure naming the kind of every failure.
 */
export function createAiGenerator(config: AiConfig): StructuredGenerator {
  const model = createLanguageModel(config, withFirstChunkTimeout(config.firstChunkTimeoutMs));
  return {
    label: describeAi(config),
    async generate<Schema extends z.ZodType>(
      request: StructuredRequest<Schema>,
    ): Promise<z.infer<Schema>> {
      if (request.signal.aborted) throw new GenerationAbortedError();
      const deadline = Date.now() + config.totalTimeoutMs;
      const trace = newTrace(config);
      const system = await systemWithSchema(config, request);
      const attempt = (prompt: string, maxOutputTokens: number | undefined) =>
        streamOnce(model, config, request, system, prompt, deadline, trace, maxOutputTokens);
      let retry: { prompt: string; maxOutputTokens: number | undefined };
      try {
        return await attempt(request.prompt, config.maxOutputTokens);
      } catch (error) {
        if (request.signal.aborted) throw new GenerationAbortedError();
        if (error instanceof CutOffOutput && config.maxOutputTokens) {
          // Room to finish: the same request with twice the cap.
          retry = { prompt: request.prompt, maxOutputTokens: config.maxOutputTokens * 2 };
        } else if (isUnreadableOutput(error)) {
          retry = {
            prompt: `${request.prompt}\n\n${repairInstruction}`,
            maxOutputTokens: config.maxOutputTokens,
          };
        } else {
          throw toGenerationError(error, request.signal, trace);
        }
        // A failed attempt tried again: the operator hears of it even when the retry succeeds.
        request.onRetry?.(classify(error, trace).details);
      }
      try {
        return await attempt(retry.prompt, retry.maxOutputTokens);
      } catch (error) {
        throw toGenerationError(error, request.signal, trace);
      }
    },
  };
}

async function streamOnce<Schema extends z.ZodType>(
  model: LanguageModel,
  config: AiConfig,
  request: StructuredRequest<Schema>,
  system: string,
  prompt: string,
  deadline: number,
  trace: CallTrace,
  maxOutputTokens: number | undefined,
): Promise<z.infer<Schema>> {
  let streamError: unknown;
  const limited = untilDeadline(request.signal, deadline);
  trace.attempts += 1;
  trace.characters = 0;
  trace.finishReason = undefined;
  trace.maxOutputTokens = maxOutputTokens;
  const result = streamText({
    model,
    system,
    prompt,
    output: outputFor(request.schema, request.onPartial !== undefined),
    abortSignal: limited.signal,
    maxRetries: config.maxRetries,
    timeout: { chunkMs: config.firstChunkTimeoutMs },
    temperature: request.temperature,
    ...(maxOutputTokens ? { maxOutputTokens } : {}),
    providerOptions: config.structuredOutputs ? undefined : { openai: { strictJsonSchema: false } },
    onChunk: ({ chunk }) => {
      // The answer's text, or its JSON as a tool's input where a provider writes it so; a
      // reasoning model's thinking counts as its first words too.
      const written =
        chunk.type === "text-delta" || chunk.type === "reasoning-delta"
          ? chunk.text
          : chunk.type === "tool-input-delta"
            ? chunk.delta
            : "";
      if (!written) return;
      trace.firstWordsAt ??= performance.now();
      trace.characters += written.length;
    },
    // A failed call rejects `output` with a bare NoOutputGeneratedError; the real error comes only here.
    onError: ({ error }) => {
      streamError ??= error;
    },
  });
  let partialsError: unknown;
  try {
    for await (const partial of result.partialOutputStream) request.onPartial?.(partial);
  } catch (error) {
    partialsError = error;
  }
  try {
    const output = (await result.output) as z.infer<Schema>;
    if (partialsError !== undefined) throw partialsError;
    return output;
  } catch (error) {
    const failure = streamError ?? partialsError ?? error;
    if (streamError === undefined && partialsError === undefined) {
      // The stream ended: a cut at the token cap is told apart from unreadable output.
      trace.finishReason = await Promise.resolve(result.finishReason).catch(() => undefined);
      if (trace.finishReason === "length") throw new CutOffOutput(failure);
    }
    throw failure;
  } finally {
    limited.release();
  }
}

/**
 * The caller's signal, also aborted with a TimeoutError at the deadline, and undone by
 * `release` when the call ends. The SDK's own total timeout (`timeout.totalMs`) is an
 * AbortSignal.timeout that it never lets go of: Node keeps such a signal, and everything its
 * listeners reach (the call's fetch and streams), until it fires, minutes after the call.
 */
function untilDeadline(caller: AbortSignal, deadline: number) {
  const controller = new AbortController();
  const follow = () => controller.abort(caller.reason);
  if (caller.aborted) follow();
  else caller.addEventListener("abort", follow, { once: true });
  const timer = setTimeout(
    () =>
      controller.abort(new DOMException("The AI call's time limit was reached", "TimeoutError")),
    Math.max(1, deadline - Date.now()),
  );
  return {
    signal: controller.signal,
    release() {
      clearTimeout(timer);
      caller.removeEventListener("abort", follow);
    },
  };
}

/**
 * Each result schema's Output, made once: making one converts the schema to JSON Schema.
 * Without a reader of partial results, the JSON is parsed once at the end rather than again
 * after every chunk.
 */
const outputs = new WeakMap<z.ZodType, { partials: OutputInterface; whole: OutputInterface }>();

function outputFor(schema: z.ZodType, partials: boolean): OutputInterface {
  let made = outputs.get(schema);
  if (!made) {
    const object = Output.object({ schema });
    made = { partials: object, whole: { ...object, parsePartialOutput: async () => undefined } };
    outputs.set(schema, made);
  }
  return partials ? made.partials : made.whole;
}

/** Each result schema as JSON Schema text, made once. */
const schemaTexts = new WeakMap<z.ZodType, Promise<string>>();

/**
 * Without structured outputs an OpenAI-compatible server is only asked for "a JSON
 * object", so the schema has to travel in the prompt.
 */
async function systemWithSchema(
  config: AiConfig,
  request: StructuredRequest<z.ZodType>,
): Promise<string> {
  if (config.structuredOutputs || config.provider !== "openai-compatible") return request.system;
  let schema = schemaTexts.get(request.schema);
  if (!schema) {
    schema = Promise.resolve(asSchema(request.schema).jsonSchema).then((json) =>
      JSON.stringify(json),
    );
    schemaTexts.set(request.schema, schema);
  }
  return `${request.system}\n\nAnswer with only a JSON object that matches this JSON Schema:\n${await schema}`;
}

/**
 * The SDK's chunk timeout starts only once the response headers are in, and some
 * servers (a local model still loading) hold the headers back; this timer runs from
 * each HTTP attempt to its first body chunk.
 */
export function withFirstChunkTimeout(
  timeoutMs: number,
  fetchImpl: FetchFunction = globalThis.fetch,
): FetchFunction {
  return async (input, init) => {
    const timer = new AbortController();
    const handle = setTimeout(
      () =>
        timer.abort(
          new DOMException(`First chunk timeout of ${timeoutMs}ms exceeded`, "TimeoutError"),
        ),
      timeoutMs,
    );
    // The fetch itself keeps the process alive; a timer left behind by a cancelled body must not.
    handle.unref();
    const signal = init?.signal ? AbortSignal.any([init.signal, timer.signal]) : timer.signal;
    let response: Response;
    try {
      response = await fetchImpl(input, { ...init, signal });
    } catch (error) {
      clearTimeout(handle);
      throw error;
    }
    if (!response.ok || !response.body) {
      clearTimeout(handle);
      return response;
    }
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          clearTimeout(handle);
          controller.enqueue(chunk);
        },
        flush: () => clearTimeout(handle),
      }),
    );
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

/** Output that arrived but is not JSON matching the schema: worth one repair attempt. */
function isUnreadableOutput(error: unknown): boolean {
  return (
    NoObjectGeneratedError.isInstance(error) ||
    TypeValidationError.isInstance(error) ||
    JSONParseError.isInstance(error)
  );
}

/**
 * Maps any failure of a provider call to an abort or a ProviderFailure whose message the
 * page can show and whose details the server logs once.
 */
export function toGenerationError(
  error: unknown,
  callerSignal: AbortSignal,
  trace?: CallTrace,
): Error {
  if (callerSignal.aborted) return new GenerationAbortedError();
  if (error instanceof AppError) return error;
  const failure = classify(error, trace);
  failure.cause = error;
  return failure;
}

function classify(error: unknown, trace: CallTrace | undefined): ProviderFailure {
  if (error instanceof CutOffOutput) return providerFailure("cut_off", trace);
  if (isUnreadableOutput(error)) return providerFailure("unreadable", trace);
  const cause = lastAttemptError(error);
  if (isTimeout(cause)) {
    const wrote = (trace?.characters ?? 0) > 0;
    const limitMs = wrote ? trace?.totalTimeoutMs : trace?.firstChunkTimeoutMs;
    return providerFailure(
      wrote ? "timeout_while_writing" : "timeout_before_first_words",
      trace,
      limitMs ? { limitMs } : {},
    );
  }
  // A failure after a 200 (the stream broke off) has a status code too, and is not a rejection.
  if (APICallError.isInstance(cause) && cause.statusCode !== undefined && cause.statusCode >= 400) {
    return fromStatus(cause, trace);
  }
  if (isUnreadableOutput(cause)) return providerFailure("unreadable", trace);
  if (isConnectionRefused(error)) {
    return providerFailure("connection_refused", trace, {
      reason: connectionCode(error) ?? errorMessageOf(lastAttemptError(error)),
    });
  }
  return providerFailure("dropped", trace);
}

function fromStatus(cause: APICallError, trace: CallTrace | undefined): ProviderFailure {
  const status = cause.statusCode!;
  const extra = { status, reason: providerReason(cause) };
  if (status === 429) {
    return providerFailure("busy", trace, extra, {
      "retry-after": retryAfterSeconds(cause.responseHeaders),
    });
  }
  if (status === 401 || status === 403) return providerFailure("key_rejected", trace, extra);
  if (status === 408) return providerFailure("timeout_before_first_words", trace, extra);
  if (status >= 500) return providerFailure("server_error", trace, extra);
  return providerFailure("refused", trace, extra);
}

/**
 * The provider's own reason ("the request exceeds the available context size"), short:
 * its error body's message, else the SDK's. Never the request, which carries the prompt.
 */
function providerReason(cause: APICallError): string {
  let reason = cause.message;
  try {
    const body = JSON.parse(cause.responseBody ?? "") as {
      error?: { message?: unknown } | string;
      message?: unknown;
      detail?: unknown;
    };
    const candidate =
      typeof body.error === "string"
        ? body.error
        : (body.error?.message ?? body.message ?? body.detail);
    if (typeof candidate === "string" && candidate.trim()) reason = candidate;
  } catch {
    // Not JSON: the SDK's message stands.
  }
  const oneLine = reason.replace(/\s+/g, " ").trim();
  return oneLine.length > 300 ? `${oneLine.slice(0, 299)}…` : oneLine;
}

const refusedCodes = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ERR_INVALID_URL",
  "UND_ERR_CONNECT_TIMEOUT",
]);

/** The system error code of a connection that never opened (undici's fetch wraps it). */
function connectionCode(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    const { code, cause, lastError, errors } = current as {
      code?: unknown;
      cause?: unknown;
      lastError?: unknown;
      errors?: unknown;
    };
    if (typeof code === "string" && refusedCodes.has(code)) return code;
    queue.push(cause, lastError);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return undefined;
}

/** A call whose connection never opened: the SDK says "Cannot connect to API" (no status). */
function isConnectionRefused(error: unknown): boolean {
  if (connectionCode(error) !== undefined) return true;
  const cause = lastAttemptError(error);
  return (
    APICallError.isInstance(cause) &&
    cause.statusCode === undefined &&
    /^Cannot connect to API/.test(cause.message)
  );
}

/** A system error's own words ("bad port", "connect ECONNREFUSED 127.0.0.1:11434"), short. */
function errorMessageOf(error: unknown): string | undefined {
  const cause = (error as { cause?: unknown } | undefined)?.cause;
  const message = cause instanceof Error ? cause.message : undefined;
  return message?.slice(0, 200);
}

/** The provider's own Retry-After (seconds or a date) when it sent one, else a minute, as the message says. */
function retryAfterSeconds(headers: Record<string, string> | undefined): string {
  const retryAfter = headers?.["retry-after"];
  const retryAfterMs = headers?.["retry-after-ms"];
  let ms = Number.NaN;
  if (retryAfterMs) ms = Number(retryAfterMs);
  else if (retryAfter)
    ms = /^\d+(\.\d+)?$/.test(retryAfter)
      ? Number(retryAfter) * 1000
      : Date.parse(retryAfter) - Date.now();
  return Number.isFinite(ms) ? String(Math.max(1, Math.ceil(ms / 1000))) : "60";
}

function lastAttemptError(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5; depth++) {
    if (RetryError.isInstance(current)) current = current.lastError;
    else if (isTimeout(current) || APICallError.isInstance(current)) return current;
    else if (current instanceof Error && current.cause !== undefined) current = current.cause;
    else return current;
  }
  return current;
}

/**
 * Only the caller and our own timeouts abort a call, and the caller was ruled out
 * first, so any abort left is a timeout.
 */
function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}
