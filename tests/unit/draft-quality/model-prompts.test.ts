import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { writingToolKeys, type ToolRequest, type WritingToolKey } from "@shared/tools";
import { toolSchemas } from "@shared/tools/schemas";
import type { AiConfig } from "../../../server/generation/ai-config";
import { createGenerationEngine } from "../../../server/generation/engine";
import {
  defaultPreferences,
  type GenerationPreferences,
} from "../../../server/generation/pipeline-types";
import { createPipelines } from "../../../server/generation/pipelines";
import { startFakeOpenAi, type FakeOpenAi } from "../../support/fake-openai-server";
import { qualityRequestsOf } from "./requests";

/**
 * The model path: each realistic request goes through the real AI SDK to the local fake
 * provider, and the prompt it receives must carry the notes, the details and the settings,
 * and for a refinement the instruction and the current draft.
 */

const preferences: GenerationPreferences = {
  ...defaultPreferences,
  languageStyle: "traditional",
  author: {
    name: "Dave Miller",
    church: "Grace Community Church",
    role: "Youth Pastor",
    emailSignature: "Pastor Dave · Grace Community Church",
  },
};

let fake: FakeOpenAi;
let engine: ReturnType<typeof createGenerationEngine>;
const pipelines = createPipelines();

beforeAll(async () => {
  fake = await startFakeOpenAi();
  const config: AiConfig = {
    provider: "openai-compatible",
    model: "fake-model",
    baseUrl: fake.baseUrl,
    apiKey: "sk-test-key",
    totalTimeoutMs: 10_000,
    firstChunkTimeoutMs: 5_000,
    maxRetries: 0,
    structuredOutputs: true,
  };
  engine = createGenerationEngine(config, pipelines);
});
beforeEach(() => fake.reset());
afterAll(async () => {
  await fake.close();
});

/** Runs a request through the model path; the fake answers with a valid result for the tool. */
async function promptFor(tool: WritingToolKey, raw: Record<string, unknown>) {
  const request = toolSchemas[tool].request.parse(raw) as ToolRequest<typeof tool>;
  const pipeline = pipelines[tool] as unknown as {
    ground: (request: unknown, preferences: GenerationPreferences) => never;
    compose: (request: unknown, grounding: never, preferences: GenerationPreferences) => unknown;
  };
  const answer = pipeline.compose(request, pipeline.ground(request, preferences), preferences);
  fake.enqueueChat({ kind: "reply", content: JSON.stringify(answer) });
  const item = await engine.run(tool, request, {
    signal: new AbortController().signal,
    preferences,
  });
  expect(item.source).toBe("ai");
  const sent = fake.requests.at(-1)!.body.messages ?? [];
  return sent
    .map((message) =>
      typeof message.content === "string" ? message.content : JSON.stringify(message.content),
    )
    .join("\n");
}

describe.each(writingToolKeys)("the %s prompt", (tool) => {
  it.each(qualityRequestsOf(tool).map((entry) => [entry.label, entry] as const))(
    "%s: carries the notes, the details and the settings",
    async (_label, entry) => {
      const prompt = await promptFor(tool, entry.request);
      if (entry.request.notes) expect(prompt).toContain(entry.request.notes.trim());
      for (const detail of entry.expect)
        expect(prompt.toLowerCase()).toContain(detail.toLowerCase());
      expect(prompt).toContain("Grace Community Church");
      expect(prompt).toContain("Dave Miller");
      expect(prompt).toContain("Youth Pastor");
      expect(prompt).toContain("traditional, reverent register");
      expect(prompt).toMatch(/placeholder in square brackets, such as \[date\], only for a detail/);
      expect(prompt).not.toContain("REFINEMENT");
    },
  );

  it("asks for a different draft, and derives a refinement from the current draft", async () => {
    const entry = qualityRequestsOf(tool)[0]!;
    const variant = await promptFor(tool, { ...entry.request, variant: 1 });
    expect(variant).toContain("alternative draft number 2");
    const current = "A CURRENT DRAFT THE PASTOR WANTS SHORTER, with its own words.";
    const refined = await promptFor(tool, {
      ...entry.request,
      refine: "shorter",
      currentDraft: current,
    });
    expect(refined).toContain("REFINEMENT: Make it clearly shorter");
    // One length rule: the refinement's replaces the length first asked for.
    expect(refined).toContain(
      "This length replaces any length or number of parts asked for above.",
    );
    expect(refined).toContain(current);
    const simpler = await promptFor(tool, {
      ...entry.request,
      refine: "simpler",
      currentDraft: current,
    });
    expect(simpler).toContain("simpler language");
  });
});

it("rejects a refinement it does not know, with a field message", () => {
  const parsed = toolSchemas.sermon.request.safeParse({
    topic: "Hope",
    scripture: "Romans 5:1-5",
    refine: "funnier",
    variant: -1,
  });
  expect(parsed.success).toBe(false);
  const fields = parsed.error!.issues.map((issue) => issue.path.join("."));
  expect(fields).toEqual(expect.arrayContaining(["refine", "variant"]));
});
