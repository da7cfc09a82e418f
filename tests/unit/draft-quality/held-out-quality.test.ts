import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { WritingToolKey } from "@shared/tools";
import {
  doubledPhrases,
  hashtagProblem,
  incompleteTitle,
  lint,
  repeatedFrames,
  sharedSentenceShare,
} from "./checks";
import { offlineDraft } from "./offline-engine";

interface HeldOut {
  tool: WritingToolKey;
  request: Record<string, string>;
}
const { requests } = JSON.parse(
  readFileSync(new URL("./held-out-requests.json", import.meta.url), "utf8"),
) as { requests: HeldOut[] };

async function draft(tool: WritingToolKey, request: Record<string, string>, variant: number) {
  const { item, posts, texts } = await offlineDraft(tool, { ...request, variant });
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
