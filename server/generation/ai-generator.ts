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
import { AppError } from "../errors";
import { GenerationAbortedError } from "./generation-aborted";
import { describeAi, type AiConfig } from "./ai-config";
import type { StructuredGenerator, StructuredRequest } from "./structured-generator";

export { GenerationAbortedError };

/** Added to the prompt for the one second attempt after output that does not match the schema. */
export const repairInstruction =
  "Your previous answer could not be read. Answer again with only a JSON object that matches the requested schema exactly: no other text and no Markdown code fences.";

const messages = {
  unreadable: "The AI provider returned a result we could not read. Please try again.",
  timeout: "The AI provider took too long to answer. Please try again.",
  busy: "The AI provider is busy right now. Please try again in a minute.",
  unreachable:
    "The AI provider could not be reached or stopped answering. Please try again in a moment.",
  keyRejected:
    "The AI provider did not accept this server's API key. Please let the site's administrator know.",
  rejected:
    "The AI provider refused the request. Please try again, and let the site's administrator know if it keeps happening.",
} as const;

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

/** A StructuredGenerator backed by the AI SDK: streaming, timeouts, retries, one repair, clear errors. */
export function createAiGenerator(config: AiConfig): StructuredGenerator {
  const model = createLanguageModel(config, withFirstChunkTimeout(config.firstChunkTimeoutMs));
  return {
    label: describeAi(config),
    async generate<Schema extends z.ZodType>(
      request: StructuredRequest<Schema>,
    ): Promise<z.infer<Schema>> {
      if (request.signal.aborted) throw new GenerationAbortedError();
      const deadline = Date.now() + config.totalTimeoutMs;
      const system = await systemWithSchema(config, request);
      try {
        return await streamOnce(model, config, request, system, request.prompt, deadline);
      } catch (error) {
        if (!isUnreadableOutput(error) || request.signal.aborted) {
          throw toGenerationError(error, request.signal);
        }
      }
      try {
        const prompt = `${request.prompt}\n\n${repairInstruction}`;
        return await streamOnce(model, config, request, system, prompt, deadline);
      } catch (error) {
        if (isUnreadableOutput(error) && !request.signal.aborted) {
          throw withCause(new AppError("provider_error", messages.unreadable), error);
        }
        throw toGenerationError(error, request.signal);
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
): Promise<z.infer<Schema>> {
  let streamError: unknown;
  const limited = untilDeadline(request.signal, deadline);
  const result = streamText({
    model,
    system,
    prompt,
    output: outputFor(request.schema, request.onPartial !== undefined),
    abortSignal: limited.signal,
    maxRetries: config.maxRetries,
    timeout: { chunkMs: config.firstChunkTimeoutMs },
    temperature: request.temperature,
    providerOptions: config.structuredOutputs ? undefined : { openai: { strictJsonSchema: false } },
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
    throw streamError ?? partialsError ?? error;
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

/** Maps any failure of a provider call to an abort or an AppError whose message the page can show. */
export function toGenerationError(error: unknown, callerSignal: AbortSignal): Error {
  if (callerSignal.aborted) return new GenerationAbortedError();
  if (error instanceof AppError) return error;
  const cause = lastAttemptError(error);
  if (isTimeout(cause)) return withCause(new AppError("provider_timeout", messages.timeout), error);
  // A failure after a 200 (the stream broke off) has a status code too, and is not a rejection.
  if (APICallError.isInstance(cause) && cause.statusCode !== undefined && cause.statusCode >= 400) {
    return withCause(fromStatus(cause.statusCode, cause.responseHeaders), error);
  }
  if (isUnreadableOutput(cause))
    return withCause(new AppError("provider_error", messages.unreadable), error);
  return withCause(new AppError("provider_error", messages.unreachable), error);
}

function fromStatus(status: number, headers: Record<string, string> | undefined): AppError {
  if (status === 429) {
    return new AppError("service_unavailable", messages.busy, undefined, {
      "retry-after": retryAfterSeconds(headers),
    });
  }
  if (status === 401 || status === 403) return new AppError("provider_error", messages.keyRejected);
  if (status === 408) return new AppError("provider_timeout", messages.timeout);
  if (status >= 500) return new AppError("provider_error", messages.unreachable);
  return new AppError("provider_error", messages.rejected);
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

/** Keeps the provider's error for the server log; the response body carries only code and message. */
function withCause(appError: AppError, cause: unknown): AppError {
  appError.cause = cause;
  return appError;
}
