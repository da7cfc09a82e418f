import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type {
  GenerationResponse,
  lastGenerationSchema,
  savedItemSchema,
} from "@shared/generation/stream";
import { writingToolKeys, writingTools, type WritingToolKey } from "@shared/tools";
import { resultScripture, resultTitle, resultToText } from "@shared/tools/result-text";
import { toolSchemas } from "@shared/tools/schemas";
import type { AppContext } from "../../context";
import { parseInput } from "../../errors";
import type { GenerationEngine } from "../../generation/engine";
import type { GenerationPreferences } from "../../generation/pipeline-types";
import type { ContentService } from "../content/content-service";
import { dailyWindows, generationWindows, type UsageLimiter } from "../limits/usage-limiter";
import { refuseInvalidReferenceFields } from "../../scripture/reference-validation-fields";
import { correctionsOfSavedDraft } from "../../generation/scripture-correction-saved";
import { clientGoneSignal, streamGeneration, wantsEventStream, type StreamProgress } from "./sse";

export interface GenerationDeps {
  engine: GenerationEngine;
  content: ContentService;
  limiter: UsageLimiter;
  /** The user's AI preferences from their settings. */
  preferencesOf: (userId: string) => Promise<GenerationPreferences>;
}

function pick(values: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(
    keys.filter((key) => values[key] !== undefined).map((key) => [key, values[key]]),
  );
}

export function registerGenerationRoutes(
  app: FastifyInstance,
  context: AppContext,
  deps: GenerationDeps,
): void {
  const { sessions } = context;
  const { engine, content, limiter, preferencesOf } = deps;
  const windows = generationWindows(context.config.generationLimits);
  const dailyWindow = windows.filter((window) => window.name === dailyWindows.generations.name);

  /**
   * The draft is given without waiting for it to be remembered as the user's last generation:
   * a failed write costs the pastor the "last inputs", not the draft. A read of the last
   * generation first waits for a write of its own still under way.
   */
  const remembering = new Map<string, Promise<void>>();
  const settled = (userId: string, tool: WritingToolKey) => remembering.get(`${userId} ${tool}`);
  const remember = (
    request: FastifyRequest,
    userId: string,
    tool: WritingToolKey,
    input: unknown,
    response: unknown,
  ) => {
    const key = `${userId} ${tool}`;
    const write = (remembering.get(key) ?? Promise.resolve())
      .then(() => content.rememberLastGeneration(userId, tool, input, response))
      .catch((error: unknown) => {
        request.log.error({ err: error }, "could not remember the last generation");
      })
      .finally(() => {
        if (remembering.get(key) === write) remembering.delete(key);
      });
    remembering.set(key, write);
  };
  app.addHook("onClose", async () => {
    await Promise.all(remembering.values());
  });

  const registerTool = <K extends WritingToolKey>(tool: K) => {
    const definition = writingTools[tool];
    const schemas = toolSchemas[tool];
    // What a save keeps of a result: its fields, and a multi-platform social result's posts.
    const savedResultKeys = [...Object.keys(schemas.result.shape), "posts"];

    app.post(definition.generatePath, async (request, reply) => {
      const user = await sessions.requireAccess(request, context.now());
      const input = parseInput(schemas.request, request.body);
      const preferences = await preferencesOf(user.id);
      refuseInvalidReferenceFields(definition.fields, input, preferences.translation);
      const countedAt = context.now();
      await limiter.hit(user.id, windows, countedAt);
      const client = clientGoneSignal(request);
      /** Generates, remembers the answer as the user's last generation, and gives it. */
      const answer = async (progress?: StreamProgress) => {
        const item = await engine
          .run(tool, input, {
            signal: client.signal,
            preferences,
            onRetry: (details) =>
              request.log.info(
                { ai: details },
                `AI provider attempt failed, trying once more: ${details.kind}`,
              ),
            ...(progress ? { onPartial: progress.onPartial, onQueued: progress.onQueued } : {}),
          })
          .catch(async (error: unknown) => {
            // A generation that failed (the provider's error, a timeout) does not spend the
            // day's cap; the minute's still counts it, so failures cannot be retried in a
            // storm. One the user stopped (the page closed) was work done: it counts.
            if (!client.signal.aborted)
              await limiter
                .giveBack(user.id, dailyWindow, countedAt)
                .catch((failure: unknown) =>
                  request.log.error({ err: failure }, "could not give back a failed generation"),
                );
            throw error;
          });
        const response: GenerationResponse<K> = { [definition.responseKey]: [item] };
        remember(request, user.id, tool, input, response);
        return response;
      };
      try {
        return wantsEventStream(request.headers.accept)
          ? await streamGeneration<K>(request, reply, answer)
          : await answer();
      } finally {
        client.done();
      }
    });

    app.get(`/api/generations/${tool}/last`, async (request, reply) => {
      const user = await sessions.requireUser(request);
      await settled(user.id, tool);
      const last = await content.lastGeneration(user.id, tool);
      reply.header("cache-control", "no-store");
      if (!last) return reply.status(204).send();
      const shown = (last.response as Record<string, unknown[]> | null)?.[
        definition.responseKey
      ]?.[0] as Record<string, unknown> | undefined;
      const savedId = shown
        ? await content.savedItemFor(user.id, tool, pick(shown, savedResultKeys))
        : null;
      const body: z.infer<typeof lastGenerationSchema> = {
        request: last.request,
        response: last.response,
        updatedAt: last.updatedAt.toISOString(),
        ...(savedId ? { savedId } : {}),
      };
      return body;
    });

    app.delete(`/api/generations/${tool}/last`, async (request, reply) => {
      const user = await sessions.requireUser(request);
      await settled(user.id, tool);
      await content.forgetLastGeneration(user.id, tool);
      return reply.status(204).send();
    });

    app.post(definition.savePath, async (request, reply) => {
      const user = await sessions.requireAccess(request, context.now());
      const values = parseInput(schemas.save, request.body) as Record<string, unknown>;
      const { translation } = await preferencesOf(user.id);
      const result = pick(values, savedResultKeys) as never;
      const formValues = pick(values, Object.keys(schemas.request.shape));
      const text = resultToText(tool, result);
      await settled(user.id, tool);
      const last = await content.lastGeneration(user.id, tool);
      const corrections = correctionsOfSavedDraft(tool, text, last?.response);
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
          // Checked again when read: verse texts are not stored with every item.
          scriptureCheck: { translation },
          ...(corrections.length > 0 ? { corrections } : {}),
          // Which kind of draft it is, for its label in the library and the exports.
          ...(values.origin ? { origin: values.origin } : {}),
        },
      });
      const answer: z.infer<typeof savedItemSchema> = {
        id: saved.id,
        createdAt: saved.createdAt.toISOString(),
      };
      return reply.status(saved.existed ? 200 : 201).send(answer);
    });
  };
  for (const tool of writingToolKeys) registerTool(tool);
}
