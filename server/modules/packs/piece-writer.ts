import {
  pieceById,
  type PackPieceId,
  type PackPieceType,
} from "@shared/tools/week-pack/definition";
import { pieceResultSchemas, type PieceResult } from "@shared/tools/week-pack/schemas";
import { pieceToText } from "@shared/tools/week-pack/text";
import type { AiConfig } from "../../generation/ai-config";
import { createLazyAiGenerator } from "../../generation/lazy-ai-generator";
import { placeholdersIn } from "../../generation/placeholders";
import { composePackPiece } from "../../generation/offline/week-pack";
import type { PackContext } from "../../generation/offline/week-pack/context";
import type { GenerationPreferences } from "../../generation/pipeline-types";
import { packPiecePrompt } from "../../generation/prompts/week-pack";
import type { z } from "zod";
import type { StructuredGenerator, StructuredRequest } from "../../generation/structured-generator";
import type { ScriptureCheck } from "@shared/scripture/check-result";
import { correctedDraft, draftCheck } from "../../generation/draft-review";
import { pieceSenseProblems, senseRepairInstruction } from "../../generation/sense-check";
import { providerFailure } from "../../generation/provider-failure";
import { continueInstruction, keepWritten } from "../../generation/continue-draft";
import { guardedPartial, privateChecked } from "./private-guard";

const temperatures = { conservative: 0.3, balanced: 0.7, creative: 1 } as const;

export interface WrittenPiece {
  result: PieceResult;
  text: string;
  scriptureCheck: ScriptureCheck;
  toFill: string[];
  source: "offline" | "ai";
}

/**
 * Text the server has, written into a model's piece by the server rather than copied by the
 * model: the small-group guide's passage, exactly, as the offline guide gives it.
 */
const serverFilled: Partial<
  Record<PackPieceType, Record<string, (context: PackContext) => string>>
> = {
  "small-group-guide": {
    passageText: (context) =>
      `${context.verses.map((verse) => `${verse.reference.split(":").at(-1)} ${verse.text}`).join(" ")} (${context.passage}, ${context.translation.toUpperCase()})`,
  },
};

/** What a piece's writing reports as it goes: as a writing tool's generation does. */
export type PieceProgress = Pick<
  StructuredRequest<z.ZodType>,
  "onPartial" | "onQueued" | "onRetry"
>;

/**
 * Writes one piece of a pack: with the configured model (the piece's schema as its
 * structured output; the fields streamed to `progress` as they are written, its place in the
 * provider's queue while it waits) or the offline composer, then checks every reference in it.
 */
export function createPieceWriter(ai: AiConfig, generator?: StructuredGenerator) {
  const model = generator ?? (ai.provider === "offline" ? undefined : createLazyAiGenerator(ai));
  const source: "offline" | "ai" = model ? "ai" : "offline";

  async function write(
    id: PackPieceId,
    context: PackContext,
    preferences: GenerationPreferences,
    signal: AbortSignal,
    currentDraft?: string,
    writing: PieceProgress & { continueFrom?: Record<string, unknown> } = {},
  ): Promise<WrittenPiece> {
    const { continueFrom: kept, ...progress } = writing;
    const { type } = pieceById(id)!;
    let result: PieceResult;
    if (model) {
      const { system, prompt } = packPiecePrompt(id, context, preferences, currentDraft);
      const filled = serverFilled[type];
      // The fields the server writes are not asked of the model: no tokens spent copying them,
      // no fresh chance to misquote.
      const schema = filled
        ? pieceResultSchemas[type].omit(
            Object.fromEntries(Object.keys(filled).map((field) => [field, true])) as Record<
              string,
              true
            > &
              Record<number, never>,
          )
        : pieceResultSchemas[type];
      // What streams is checked for private notes before it is shown, as the piece is after.
      const guarded = guardedPartial(context, progress.onPartial);
      const ask = async (text: string) => {
        const answer = (await model.generate({
          schema,
          system,
          // Continue: the model is given what had been written and finishes it.
          prompt: kept ? `${text}\n\n${continueInstruction(kept)}` : text,
          signal,
          temperature: temperatures[preferences.creativity],
          ...progress,
          onPartial:
            kept && guarded
              ? (partial: unknown) =>
                  guarded(
                    partial && typeof partial === "object" && !Array.isArray(partial)
                      ? keepWritten(kept, partial as PieceResult, false)
                      : partial,
                  )
              : guarded,
        })) as PieceResult;
        if (!kept) return answer;
        // The fields the stopped piece had finished, word for word, if the whole still fits.
        const merged = schema.safeParse(keepWritten(kept, answer, true));
        return merged.success ? (merged.data as PieceResult) : answer;
      };
      result = await ask(prompt);
      // As in the writing tools: schema-valid junk (a part without words, a post over its
      // platform's limit, a subject cut mid-phrase) is asked for once more, then refused.
      let problems = pieceSenseProblems(type, result);
      if (problems.length > 0) {
        const details = { provider: ai.provider, model: ai.model, problems };
        progress.onRetry?.({ kind: "junk", action: "retry", ...details, attempts: 1 });
        result = await ask(`${prompt}\n\n${senseRepairInstruction(problems)}`);
        problems = pieceSenseProblems(type, result);
        if (problems.length > 0)
          throw providerFailure("junk", undefined, { ...details, problems, attempts: 2 });
      }
      if (filled)
        result = pieceResultSchemas[type].parse({
          ...result,
          ...Object.fromEntries(
            Object.entries(filled).map(([field, fill]) => [field, fill(context)]),
          ),
        });
      // As in the writing tools: a model's misquotation is put right with the verse's own words.
      // On the check pool, the piece kept as written when it is full (draft-review.ts).
      ({ result } = await correctedDraft(result, context.translation));
    } else {
      result = pieceResultSchemas[type].parse(composePackPiece(id, context));
    }
    // Nothing private from the source is shown or saved, whoever wrote the piece.
    result = privateChecked(id, result, context);
    if (!model) progress.onPartial?.(result);
    const text = pieceToText(type, result);
    // On the check pool and bounded, as the writing tools' drafts are (generation/engine.ts);
    // a full pool gives back the piece marked not checked yet.
    const scriptureCheck = await draftCheck(text, context.translation);
    return { result, text, scriptureCheck, toFill: placeholdersIn(text), source };
  }

  return { write, source };
}

export type PieceWriter = ReturnType<typeof createPieceWriter>;
