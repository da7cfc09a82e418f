import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { ToolRequest, WritingToolKey } from "@shared/generation/writing-tools";
import { writingToolKeys, writingTools } from "@shared/generation/writing-tools";
import { resultScripture, resultTitle, resultToText } from "@shared/generation/format";
import { saveSchema } from "@shared/generation/save";
import type { AppContext } from "../../context";
import { AppError, errorBody, parseInput } from "../../errors";
import type { GenerationEngine } from "../../generation/engine";
import { GenerationAbortedError } from "../../generation/generation-aborted";
import type { GenerationPreferences } from "../../generation/pipeline-types";
import type { ContentService } from "../content/content-service";
import type { UsageLimiter } from "../limits/usage-limiter";
import { openEventStream, wantsEventStream } from "./sse";
import { checkScripture } from "../../scripture/check-scripture";

export interface GenerationDeps {
  engine: GenerationEngine;
  content: ContentService;
  limiter: UsageLimiter;
  /** The user's AI preferences from their settings. */
  preferencesOf: (userId: string) => Promise<GenerationPreferences>;
}

const minute = 60_000;
const day = 24 * 60 * minute;

function pick(values: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(
    keys.filter((key) => values[key] !== undefined).map((key) => [key, values[key]]),
  );
}

function toErrorBody(error: unknown) {
  if (error instanceof AppError)
    return { status: error.status, body: errorBody(error.code, error.message, error.fields) };
  return {
    status: 500,
    body: errorBody("internal_error", "Something went wrong on our side. Please try again."),
  };
}

/** An AbortSignal that fires when the client goes away before the answer is sent. */
function clientGoneSignal(request: FastifyRequest): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const onClose = () => {
    if (!request.raw.complete || !request.raw.socket || request.raw.socket.destroyed)
      controller.abort();
  };
  request.raw.socket?.on("close", onClose);
  return { signal: controller.signal, done: () => request.raw.socket?.off("close", onClose) };
}

export function registerGenerationRoutes(
  app: FastifyInstance,
  context: AppContext,
  deps: GenerationDeps,
): void {
  const { sessions } = context;
  const { engine, content, limiter, preferencesOf } = deps;
  const { perMinute, perDay } = context.config.generationLimits;
  const windows = [
    {
      name: "generation-minute",
      max: perMinute,
      windowMs: minute,
      message: (seconds: number) =>
        `You are generating quickly. Please wait ${seconds} seconds and try again.`,
    },
    {
      name: "generation-day",
      max: perDay,
      windowMs: day,
      message: () =>
        `You have reached today's limit of ${perDay} generations. It resets at midnight UTC.`,
    },
  ];

  for (const tool of writingToolKeys) {
    const definition = writingTools[tool];

    app.post(definition.generatePath, async (request, reply) => {
      const user = await sessions.requireAccess(request, context.now());
      const input = parseInput(definition.request, request.body) as ToolRequest<typeof tool>;
      await limiter.hit(user.id, windows, context.now());
      const preferences = await preferencesOf(user.id);
      const client = clientGoneSignal(request);
      const run = (onPartial?: (partial: unknown) => void) =>
        engine.run(tool as WritingToolKey, input, {
          signal: client.signal,
          preferences,
          ...(onPartial ? { onPartial } : {}),
        });

      if (!wantsEventStream(request.headers.accept)) {
        try {
          const item = await run();
          const response = { [definition.responseKey]: [item] };
          await content.rememberLastGeneration(user.id, tool, input, response);
          return response;
        } finally {
          client.done();
        }
      }

      const stream = openEventStream(reply);
      try {
        const item = await run((partial) => stream.send("partial", { index: 0, partial }));
        const response = { [definition.responseKey]: [item] };
        await content.rememberLastGeneration(user.id, tool, input, response);
        stream.send("result", response);
      } catch (error) {
        if (!(error instanceof GenerationAbortedError)) {
          if (!(error instanceof AppError)) request.log.error({ err: error }, "generation failed");
          stream.send("error", toErrorBody(error).body);
        }
      } finally {
        client.done();
        stream.end();
      }
      return reply;
    });

    app.get(`/api/generations/${tool}/last`, async (request, reply) => {
      const user = await sessions.requireUser(request);
      const last = await content.lastGeneration(user.id, tool);
      reply.header("cache-control", "no-store");
      if (!last) return reply.status(204).send();
      return {
        request: last.request,
        response: last.response,
        updatedAt: last.updatedAt.toISOString(),
      };
    });

    app.delete(`/api/generations/${tool}/last`, async (request, reply) => {
      const user = await sessions.requireUser(request);
      await content.forgetLastGeneration(user.id, tool);
      return reply.status(204).send();
    });

    const schema = saveSchema(tool);
    app.post(definition.savePath, async (request, reply) => {
      const user = await sessions.requireAccess(request, context.now());
      const values = parseInput(schema, request.body) as Record<string, unknown>;
      const { translation } = await preferencesOf(user.id);
      const result = pick(values, Object.keys(definition.result.shape)) as never;
      const formValues = pick(values, Object.keys(definition.request.shape));
      const text = resultToText(tool, result);
      const saved = await content.save(user.id, {
        type: tool,
        title: resultTitle(tool, result) || "Untitled",
        content: text,
        scripture:
          resultScripture(tool, result) ||
          String((values as { scripture?: string }).scripture ?? ""),
        data: {
          request: formValues,
          result,
          scriptureCheck: checkScripture(text, { translation }),
        },
      });
      return reply.status(201).send({ id: saved.id, createdAt: saved.createdAt.toISOString() });
    });
  }
}

export const lastGenerationResponseSchema = z.object({
  request: z.unknown(),
  response: z.unknown(),
  updatedAt: z.string(),
});
