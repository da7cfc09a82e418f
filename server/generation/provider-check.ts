import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { logProviderFailure, ProviderFailure } from "../errors";
import { describeAi, type AiConfig } from "./ai-config";

const checkSchema = z.object({ ok: z.boolean() });

export interface ProviderCheck {
  ok: boolean;
  ms: number;
}

/**
 * The start-up check of the configured model: one tiny structured request, the same path
 * as a tool's (structured outputs, timeouts, failure kinds), its result in the log. A
 * failure is logged like a tool's (kind, status, reason) so the operator sees it before a
 * pastor does; the server runs on either way.
 */
export async function checkAiProvider(
  config: AiConfig,
  log: FastifyBaseLogger,
  signal: AbortSignal = new AbortController().signal,
): Promise<ProviderCheck> {
  const started = performance.now();
  const { createAiGenerator } = await import("./ai-generator");
  const generator = createAiGenerator({ ...config, maxRetries: 0 });
  try {
    await generator.generate({
      schema: checkSchema,
      system: "You answer with a JSON object.",
      prompt: 'This is a connection check. Answer with exactly {"ok": true}.',
      signal,
      temperature: 0,
    });
    const ms = Math.round(performance.now() - started);
    log.info({ ai: { provider: describeAi(config), ms } }, "AI provider check: answered");
    return { ok: true, ms };
  } catch (error) {
    const ms = Math.round(performance.now() - started);
    if (error instanceof ProviderFailure) {
      logProviderFailure(error, log, "AI provider check failed");
    } else {
      log.error(
        { ai: { provider: describeAi(config), ms }, err: { message: (error as Error).message } },
        "AI provider check failed",
      );
    }
    return { ok: false, ms };
  }
}
