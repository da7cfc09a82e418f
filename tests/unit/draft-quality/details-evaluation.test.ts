import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { WritingToolKey } from "@shared/tools";
import { offlineDraft } from "./offline-engine";

interface EvaluationCase {
  tool: WritingToolKey;
  request: Record<string, string>;
  expect: string[];
}
const evaluation = JSON.parse(
  readFileSync(new URL("./details-evaluation.json", import.meta.url), "utf8"),
) as { cases: EvaluationCase[] };

describe("details typed in many ways reach the draft", () => {
  it.each(
    evaluation.cases.map(
      (c) =>
        [
          c.request.purpose ?? c.request.topic ?? c.request.focus ?? c.request.scripture,
          c,
        ] as const,
    ),
  )("%s", async (_label, { tool, request, expect: expected }) => {
    for (const text of (await offlineDraft(tool, request)).texts) {
      const lower = text.toLowerCase();
      for (const phrase of expected) expect(lower, text).toContain(phrase.toLowerCase());
      expect(text.match(/\[[^\]\n]{2,40}\]/g) ?? [], text).toEqual([]);
    }
  });
});
