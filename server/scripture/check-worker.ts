/**
 * The scripture check on a thread of the check pool (check-pool.ts), never the server's:
 * piscina calls the default export with each task. Started from dist/server/check-worker.js
 * (scripts/build-server.mjs), or from this source with tsx in development and tests.
 */
import type { ScriptureCheck } from "@shared/scripture/check-result";
import type { Translation } from "@shared/scripture/translations";
import { checkBounded } from "./bounded-check";

export interface CheckTask {
  text: string;
  translation: Translation;
}

export default function check(task: CheckTask): ScriptureCheck {
  return checkBounded(task.text, { translation: task.translation });
}
