import {
  writingTools,
  type ToolRequest,
  type ToolResult,
  type WritingToolKey,
} from "@shared/tools";
import type { GeneratedItem } from "@shared/generation/stream";
import { toolSchemas } from "@shared/tools/schemas";
import { resultToText } from "@shared/tools/result-text";
import type { AiConfig } from "./ai-config";
import { createLazyAiGenerator } from "./lazy-ai-generator";
import type { GenerationPreferences, ToolPipelines } from "./pipeline-types";
import type { StructuredGenerator } from "./structured-generator";
import { placeholdersIn } from "./placeholders";
import { correctedDraft, draftCheck } from "./draft-review";
import { providerFailure } from "./provider-failure";
import type { ProviderFailureDetails } from "../errors";
import { senseProblems, senseRepairInstruction } from "./sense-check";
import { continueInstruction, keepWritten } from "./continue-draft";
import { sourcesOf } from "./offline/sources";
import {
  offlineRefinementsFor,
  refinedRequest,
  visiblyLonger,
} from "@shared/generation/refined-request";
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
 * The refinements an offline draft offers: only those that change it (and for "Longer" and
 * "Shorter", by a sixth of its words at least). The composer is run for
 * each (fast, the passage's shape is cached), and one giving the same text is not offered
 * ("Shorter" on a passage whose key verses are its whole sentences, with no comment of Matthew
 * Henry's to leave out).
 */
function refinementsThatChange<K extends WritingToolKey>(
  tool: K,
  request: ToolRequest<K>,
  result: ToolResult<K>,
  compose: (request: ToolRequest<K>) => ToolResult<K>,
) {
  // From the draft as written: after "Shorter", its length is one step down.
  const written = { ...refinedRequest(tool, request), refine: undefined };
  const text = resultToText(tool, result);
  return offlineRefinementsFor(tool, written).filter((refine) => {
    const refined = resultToText(tool, compose({ ...written, refine }));
    // "Longer" and "Shorter" must be visibly so, not a line's difference: where the passage
    // gives the writer nothing more (or less) to read, the button is not offered.
    if (refine === "longer") return wordsIn(refined) >= visiblyLonger * wordsIn(text);
    if (refine === "shorter") return wordsIn(text) >= visiblyLonger * wordsIn(refined);
    return refined !== text;
  });
}

/** A draft's words, as a reader counts them. */
function wordsIn(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

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
      const {
        system,
        prompt: asked,
        schema,
      } = pipeline.prompt(request, grounding, options.preferences);
      const resultSchema = schema ?? toolSchemas[tool].result;
      // Continue: the model finishes what a stopped draft had written, which the page keeps
      // showing while the rest is written.
      const kept = (request as { continueFrom?: Record<string, unknown> }).continueFrom;
      const prompt = kept ? `${asked}\n\n${continueInstruction(kept)}` : asked;
      const onPartial =
        kept && options.onPartial
          ? (partial: unknown) =>
              options.onPartial!(
                partial && typeof partial === "object" && !Array.isArray(partial)
                  ? keepWritten(kept, partial as Record<string, unknown>, false)
                  : partial,
              )
          : options.onPartial;
      const ask = async (text: string) => {
        const answer = await model.generate({
          schema: resultSchema,
          system,
          prompt: text,
          signal: options.signal,
          temperature: temperatures[options.preferences.creativity],
          ...(onPartial ? { onPartial } : {}),
          ...(options.onQueued ? { onQueued: options.onQueued } : {}),
          ...(options.onRetry ? { onRetry: options.onRetry } : {}),
        });
        if (!kept) return answer;
        // What the stopped draft had finished, word for word; kept only if the whole still
        // follows the schema.
        const merged = resultSchema.safeParse(
          keepWritten(kept, answer as Record<string, unknown>, true),
        );
        return merged.success ? (merged.data as typeof answer) : answer;
      };
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
      // The offline composer quotes exactly; a model's misquotations are put right here, on
      // the check pool (a hostile draft's correction held the server's thread 1–2 s), and
      // the draft kept as written when the pool is full (draft-review.ts).
      ({ result, corrections } = await correctedDraft(result, grounding.translation));
    } else {
      result = pipeline.compose(request, grounding, options.preferences);
      options.onPartial?.(result);
    }
    // An offline draft says, section by section, where its words come from.
    const sources = model
      ? undefined
      : sourcesOf(result as Record<string, unknown>, {
          translation: grounding.translation,
          shape: grounding.shape,
          request: request as Record<string, unknown>,
          fields: writingTools[tool].fields,
        });
    const refinements = model
      ? undefined
      : refinementsThatChange(tool, request, result, (refined) =>
          pipeline.compose(refined, grounding, options.preferences),
        );
    // A multi-platform social result carries one post per platform beside its own content.
    const posts = (result as { posts?: Array<{ content: string }> }).posts ?? [];
    const text = [resultToText(tool, result), ...posts.map((post) => post.content)].join("\n\n");
    // On the check pool, bounded like any check. Measured, not assumed small: a draft's length
    // is the model's to choose (AI_MAX_OUTPUT_TOKENS is optional), and a 32,000-character
    // draft (8,000 tokens) of quotations each given with "Psalms 1-150" held the thread 17 s
    // bounded by items alone, about 2 s with the verse budget too (a loaded 2-core machine),
    // past the 200 ms a request may hold it; a 3,000-word sermon draft takes 20-80 ms, so the
    // pool's hop costs little. A full pool gives back the draft marked not checked yet.
    const scriptureCheck = await draftCheck(text, grounding.translation);
    return {
      ...result,
      scriptureCheck,
      source,
      ...(modelName ? { model: modelName } : {}),
      toFill: placeholdersIn(text),
      corrections,
      ...(sources ? { sources } : {}),
      ...(refinements ? { refinements } : {}),
    };
  }

  return { run, source, label: model?.label ?? "offline composer" };
}

export type GenerationEngine = ReturnType<typeof createGenerationEngine>;
