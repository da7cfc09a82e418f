/**
 * The scripture check on a thread of the check pool (check-pool.ts), never the server's:
 * piscina calls the default export with each task, or the export the task names
 * (`correct`, `clips`). Started from dist/server/check-worker.js (scripts/build-server.mjs), or from
 * this source with tsx in development and tests.
 */
import type { ScriptureCheck } from "@shared/scripture/check-result";
import type { TranscriptSegment } from "@shared/recordings/api";
import type { ScriptureCorrection } from "@shared/generation/scripture-corrections";
import type { Translation } from "@shared/scripture/translations";
import { checkBounded } from "./bounded-check";
import { correctDraft } from "../generation/scripture-correction";
import { chooseClipCandidates, type ClipChoice } from "../modules/recordings/clips";

export interface CheckTask {
  text: string;
  translation: Translation;
}

export interface CorrectTask {
  result: Record<string, unknown>;
  translation: Translation;
}

export interface ClipsTask {
  segments: TranscriptSegment[];
  translation: Translation;
}

export interface Corrected {
  result: Record<string, unknown>;
  corrections: ScriptureCorrection[];
}

export default function check(task: CheckTask): ScriptureCheck {
  return checkBounded(task.text, { translation: task.translation });
}

/** A model's draft with its misquotations put right (generation/scripture-correction.ts). */
export function correct(task: CorrectTask): Corrected {
  return correctDraft(task.result, task.translation);
}

/**
 * A transcript's candidate clips and the offline choice among them
 * (modules/recordings/clips.ts): each candidate is checked for misquotes.
 */
export function clips(task: ClipsTask): ClipChoice {
  return chooseClipCandidates(task.segments, task.translation);
}
