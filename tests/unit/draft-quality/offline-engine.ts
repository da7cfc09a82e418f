import { resultToText } from "@shared/tools/result-text";
import type { SocialPost } from "@shared/generation/social-posts";
import type { ToolRequest, WritingToolKey } from "@shared/tools";
import { toolSchemas } from "@shared/tools/schemas";
import type { AiConfig } from "../../../server/generation/ai-config";
import { createGenerationEngine } from "../../../server/generation/engine";
import { createPipelines } from "../../../server/generation/pipelines";
import {
  defaultPreferences,
  type GenerationPreferences,
} from "../../../server/generation/pipeline-types";

const offline: AiConfig = {
  provider: "offline",
  model: "",
  totalTimeoutMs: 1000,
  firstChunkTimeoutMs: 1000,
  maxRetries: 0,
  structuredOutputs: false,
};

/** The generation engine with no AI provider: every draft comes from the offline composer. */
export const offlineEngine = createGenerationEngine(offline, createPipelines());

/** The pastor the quality suites write as. */
export const pastorPreferences: GenerationPreferences = {
  ...defaultPreferences,
  author: {
    name: "Dave Miller",
    church: "Grace Community Church",
    role: "Pastor",
    emailSignature: "",
  },
};

/** An offline draft: the item, its per-platform posts, and every text the pastor receives. */
export async function offlineDraft(
  tool: WritingToolKey,
  request: Record<string, unknown>,
  preferences: GenerationPreferences = pastorPreferences,
) {
  const input = toolSchemas[tool].request.parse(request) as ToolRequest<typeof tool>;
  const item = await offlineEngine.run(tool, input, {
    signal: new AbortController().signal,
    preferences,
  });
  const posts = (item as unknown as { posts?: SocialPost[] }).posts ?? [];
  const texts = [resultToText(tool, item as never), ...posts.map((post) => post.content)];
  return { item, posts, texts };
}
