import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { resultToText } from "@shared/tools/result-text";
import type { SocialPost } from "@shared/generation/social-posts";
import type { ToolRequest, WritingToolKey } from "@shared/tools";
import { toolSchemas } from "@shared/tools/schemas";
import { createGenerationEngine } from "../../../server/generation/engine";
import { defaultPreferences } from "../../../server/generation/pipeline-types";
import { createPipelines } from "../../../server/generation/pipelines";
import {
  doubledPhrases,
  hashtagProblem,
  incompleteTitle,
  lint,
  repeatedFrames,
  sharedSentenceShare,
} from "./checks";

interface HeldOut {
  tool: WritingToolKey;
  request: Record<string, string>;
}
const { requests } = JSON.parse(
  readFileSync(new URL("./held-out-requests.json", import.meta.url), "utf8"),
) as { requests: HeldOut[] };

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

async function draft(tool: WritingToolKey, request: Record<string, string>, variant: number) {
  const input = toolSchemas[tool].request.parse({ ...request, variant }) as ToolRequest<
    typeof tool
  >;
  const item = await engine.run(tool, input, {
    signal: new AbortController().signal,
    preferences,
  });
  const posts = (item as unknown as { posts?: SocialPost[] }).posts ?? [];
  const texts = [resultToText(tool, item as never), ...posts.map((post) => post.content)];
  const hashtags = [
    ...((item as unknown as { hashtags?: string[] }).hashtags ?? []),
    ...posts.flatMap((post) => post.hashtags),
  ];
  const title = (item as unknown as { title?: string; subject?: string }).title;
  const subject = (item as unknown as { subject?: string }).subject;
  return { texts, hashtags, title, subject };
}

describe("held-out requests read cleanly and differ on regenerate", () => {
  it.each(
    requests.map(
      (held) =>
        [
          `${held.tool}: ${held.request.topic ?? held.request.focus ?? held.request.purpose ?? held.request.theme ?? held.request.scripture}`,
          held,
        ] as const,
    ),
  )("%s", async (_label, { tool, request }) => {
    const first = await draft(tool, request, 0);
    const second = await draft(tool, request, 1);
    for (const text of first.texts) {
      expect(repeatedFrames(text), text).toEqual([]);
      expect(doubledPhrases(text), text).toEqual([]);
      expect(await lint(text), text).toEqual([]);
    }
    for (const tag of first.hashtags) expect(hashtagProblem(tag), tag).toBeUndefined();
    if (first.title) expect(incompleteTitle(first.title, 120)).toBeUndefined();
    if (first.subject) expect(incompleteTitle(first.subject, 70)).toBeUndefined();
    const shared = sharedSentenceShare(
      first.texts.join("\n\n"),
      second.texts.join("\n\n"),
      request.notes ?? "",
    );
    expect(shared).toBeLessThan(0.5);
  });
});
