import type { ToolRequest, ToolResult, WritingToolKey } from "@shared/tools";
import type { GeneratedItem } from "@shared/generation/stream";
import { toolSchemas } from "@shared/tools/schemas";
import { resultToText } from "@shared/tools/result-text";
import type { AiConfig } from "./ai-config";
import { createLazyAiGenerator } from "./lazy-ai-generator";
import type { GenerationPreferences, ToolPipelines } from "./pipeline-types";
import type { StructuredGenerator } from "./structured-generator";
import { checkScripture } from "../scripture/check-scripture";
import { placeholdersIn } from "./placeholders";
import { correctDraft } from "./scripture-correction";
import { providerFailure } from "./provider-failure";
import type { ProviderFailureDetails } from "../errors";
import { senseProblems, senseRepairInstruction } from "./sense-check";
import type { ScriptureCorrection } from "@shared/generation/scripture-corrections";

export interface RunOptions {
  signal: AbortSignal;
  preferences: GenerationPreferences;
  onPartial?: (partial: unknown) => void;
  /** The call's place in the provider's queue while it waits (1: next), 0 when it starts. */
  onQueued?: (position: number) => void;
  /** A failed attempt tried once more (cut off, unreadable, junk): for the operator's log. */
  onRetry?: (details: ProviderFailureDetails) => void;
}

const temperatures = { conservative: 0.3, balanced: 0.7, creative: 1 } as const;

/**
 * Runs a writing tool: grounds the request in real scripture, asks the configured
 * model (or the offline composer), then checks every reference in the result.
 */
export function createGenerationEngine(
  ai: AiConfig,
  pipelines: ToolPipelines,
  generator?: StructuredGenerator,
) {
  const model = generator ?? (ai.provider === "offline" ? undefined : createLazyAiGenerator(ai));
  const source: "offline" | "ai" = model ? "ai" : "offline";
  /** Named on the draft's label ("Drafted with an AI model (gpt-4o-mini)"). */
  const modelName = model && ai.provider !== "offline" ? ai.model : undefined;

  async function run<K extends WritingToolKey>(
    tool: K,
    request: ToolRequest<K>,
    options: RunOptions,
  ): Promise<GeneratedItem<K>> {
    const pipeline = pipelines[tool];
    const grounding = pipeline.ground(request, options.preferences);
    let result: ToolResult<K>;
    let corrections: ScriptureCorrection[] = [];
    if (model) {
      const { system, prompt, schema } = pipeline.prompt(request, grounding, options.preferences);
      const ask = (text: string) =>
        model.generate({
          schema: schema ?? toolSchemas[tool].result,
          system,
          prompt: text,
          signal: options.signal,
          temperature: temperatures[options.preferences.creativity],
          ...(options.onPartial ? { onPartial: options.onPartial } : {}),
          ...(options.onQueued ? { onQueued: options.onQueued } : {}),
          ...(options.onRetry ? { onRetry: options.onRetry } : {}),
        });
      result = await ask(prompt);
      // Schema-valid junk (a point that is a lone ":", a paragraph for a subject) is asked
      // for once more, then refused: never shown as a draft, never saved.
      let problems = senseProblems(tool, result as Record<string, unknown>);
      if (problems.length > 0) {
        options.onRetry?.({
          kind: "junk",
          action: "retry",
          provider: ai.provider,
          model: ai.model,
          problems,
          attempts: 1,
        });
        result = await ask(`${prompt}\n\n${senseRepairInstruction(problems)}`);
        problems = senseProblems(tool, result as Record<string, unknown>);
        if (problems.length > 0) {
          throw providerFailure("junk", undefined, {
            provider: ai.provider,
            model: ai.model,
            problems,
            attempts: 2,
          });
        }
      }
      if (pipeline.fill) result = pipeline.fill(result, grounding);
      // The offline composer quotes exactly; a model's misquotations are put right here.
      ({ result, corrections } = correctDraft(result, grounding.translation));
    } else {
      result = pipeline.compose(request, grounding, options.preferences);
      options.onPartial?.(result);
    }
    // A multi-platform social result carries one post per platform beside its own content.
    const posts = (result as { posts?: Array<{ content: string }> }).posts ?? [];
    const text = [resultToText(tool, result), ...posts.map((post) => post.content)].join("\n\n");
    const scriptureCheck = checkScripture(text, { translation: grounding.translation });
    return {
      ...result,
      scriptureCheck,
      source,
      ...(modelName ? { model: modelName } : {}),
      toFill: placeholdersIn(text),
      corrections,
    };
  }

  return { run, source, label: model?.label ?? "offline composer" };
}

export type GenerationEngine = ReturnType<typeof createGenerationEngine>;
