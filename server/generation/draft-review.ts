import type { ScriptureCheck } from "@shared/scripture/check-result";
import type { ScriptureCorrection } from "@shared/generation/scripture-corrections";
import type { Translation } from "@shared/scripture/translations";
import { AppError } from "../errors";
import { draftChecks } from "../scripture/check-pool";

/**
 * A model's draft is corrected and checked on the check pool (check-pool.ts), never on the
 * server's thread. The model's work is done by then, so the draft is never lost to a busy
 * pool: each step waits a while for a place (`checkPoolLimits.draftWaitMs`), and if the pool
 * is still full (or the step is stopped for its time) the draft is given back as the model
 * wrote it, its check marked as not done yet (`notChecked.busy`). A saved draft is checked
 * when it is opened again (content-service.ts `readableItem`).
 */

const unavailable = (error: unknown) =>
  error instanceof AppError && error.code === "service_unavailable";

/** The draft with its misquotations put right, or as written when the pool cannot take it. */
export async function correctedDraft<T extends object>(
  result: T,
  translation: Translation,
  checks = draftChecks,
): Promise<{ result: T; corrections: ScriptureCorrection[] }> {
  try {
    return await checks.correct(result, translation);
  } catch (error) {
    if (unavailable(error)) return { result, corrections: [] };
    throw error;
  }
}

/** A check that did not run: nothing read, nothing found, the whole text left for later. */
function notCheckedYet(translation: Translation): ScriptureCheck {
  return {
    translation,
    references: [],
    invalidCount: 0,
    misquotedCount: 0,
    notChecked: { from: 0, references: 0, quotations: 0, busy: true },
  };
}

/** The draft's bounded check, or `notCheckedYet` when the pool cannot take it. */
export async function draftCheck(
  text: string,
  translation: Translation,
  checks = draftChecks,
): Promise<ScriptureCheck> {
  try {
    return await checks.check(text, translation);
  } catch (error) {
    if (unavailable(error)) return notCheckedYet(translation);
    throw error;
  }
}
