import { readdirSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { writingTools, type WritingToolKey } from "@shared/tools";
import type { EvaluationRequest } from "../../../scripts/evaluate-offline-drafts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/** The request field that sets each writing tool's length. */
export const lengthField: Record<WritingToolKey, string> = {
  sermon: "length",
  prayer: "duration",
  devotional: "length",
  email: "length",
  social: "length",
  meditation: "length",
};

/** A tool's length options, shortest first, as its form offers them. */
export function lengthOptions(tool: WritingToolKey): string[] {
  const field = (
    writingTools[tool].fields as readonly {
      name: string;
      options?: { values: readonly string[] };
    }[]
  ).find((candidate) => candidate.name === lengthField[tool]);
  if (!field?.options) throw new Error(`${tool} has no ${lengthField[tool]} options`);
  return [...field.options.values];
}

/**
 * How much longer, in words, a longer length's draft must be than the one before it on the same
 * request to be visibly longer: a sixth more, less a little (a 300-word draft gains 45 words).
 */
export const minimumRatio = 1.15;

/** A draft's words. */
export function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Every request of the held-out sets (docs/evaluation/heldout-requests-*.json). */
export function heldOut(): EvaluationRequest[] {
  const folder = resolve(root, "docs/evaluation");
  return readdirSync(folder)
    .filter((name) => /^heldout-requests-.*\.json$/.test(name))
    .sort()
    .flatMap((name) => {
      const file = JSON.parse(readFileSync(resolve(folder, name), "utf8")) as {
        requests: EvaluationRequest[];
      };
      return file.requests.map((entry) => ({
        ...entry,
        expect: entry.expect ?? { keyVerses: [], privateNotes: [] },
      }));
    });
}
