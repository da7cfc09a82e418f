import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { resultToText } from "@shared/tools/result-text";
import type { SocialPost } from "@shared/generation/social-posts";
import type { ToolRequest, WritingToolKey } from "@shared/tools";
import { toolSchemas } from "@shared/tools/schemas";
import { createGenerationEngine } from "../../../server/generation/engine";
import { defaultPreferences } from "../../../server/generation/pipeline-types";
import { createPipelines } from "../../../server/generation/pipelines";

interface EvaluationCase {
  tool: WritingToolKey;
  request: Record<string, string>;
  expect: string[];
}
const evaluation = JSON.parse(
  readFileSync(new URL("./details-evaluation.json", import.meta.url), "utf8"),
) as { cases: EvaluationCase[] };

const engine = createGenerationEngine(
  {
    provider: "offline",
    model: "",
    totalTimeoutMs: 1000,
    firstChunkTimeoutMs: 1000,
    maxRetries: 0,
    structuredOutputs: false,
  },
  createPipelines(),
);
const preferences = {
  ...defaultPreferences,
  author: {
    name: "Ruth Okafor",
    church: "New Hope Fellowship",
    role: "Pastor",
    emailSignature: "",
  },
};

/** Every text the pastor receives: the draft, and each platform's post. */
async function texts(tool: WritingToolKey, request: Record<string, string>): Promise<string[]> {
  const input = toolSchemas[tool].request.parse(request) as ToolRequest<typeof tool>;
  const item = await engine.run(tool, input, {
    signal: new AbortController().signal,
    preferences,
  });
  const posts = (item as unknown as { posts?: SocialPost[] }).posts ?? [];
  return [resultToText(tool, item as never), ...posts.map((post) => post.content)];
}

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
    for (const text of await texts(tool as WritingToolKey, request as Record<string, string>)) {
      const lower = text.toLowerCase();
      for (const phrase of expected) expect(lower, text).toContain(phrase.toLowerCase());
      expect(text.match(/\[[^\]\n]{2,40}\]/g) ?? [], text).toEqual([]);
    }
  });
});
