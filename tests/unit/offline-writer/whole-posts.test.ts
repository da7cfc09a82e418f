import { describe, expect, it } from "vitest";
import { platformCharacterLimits } from "@shared/generation/options";
import { lookup } from "../../../server/scripture/lookup";
import { groundRequest } from "../../../server/generation/grounding";
import { defaultPreferences } from "../../../server/generation/pipeline-types";
import { offlineDraft } from "../draft-quality/offline-engine";
import { placeholders } from "../draft-quality/checks";

/** The longest verse of scripture, and a passage none of whose verses fits a post on X. */
const tooLong = "Esther 8:9";

function postsOf(draft: Awaited<ReturnType<typeof offlineDraft>>) {
  const item = draft.item as unknown as {
    platform: string;
    content: string;
    hashtags: string[];
  };
  return draft.posts.length > 0 ? draft.posts : [item];
}

describe("a post is whole even when no verse of its passage fits the platform", () => {
  it("the passage chosen has no verse short enough for X", () => {
    const found = lookup(tooLong, { translation: "web" });
    expect(found.ok).toBe(true);
    if (found.ok)
      expect([...found.passage.text].length).toBeGreaterThan(platformCharacterLimits.twitter);
  });

  for (const platform of ["twitter", "multi-platform"] as const)
    it(`a ${platform} post on ${tooLong} names the passage, within the limit, with nothing left to fill`, async () => {
      const draft = await offlineDraft("social", {
        platform,
        contentType: "scripture-focus",
        topic: "The king's decree",
        scripture: tooLong,
      });
      for (const post of postsOf(draft)) {
        expect(placeholders(post.content), post.platform).toEqual([]);
        expect(post.content, post.platform).toContain(tooLong);
        const limit =
          platformCharacterLimits[post.platform as keyof typeof platformCharacterLimits];
        const hashtags = post.hashtags.length > 0 ? post.hashtags.join(" ").length + 2 : 0;
        expect([...post.content].length + hashtags, post.platform).toBeLessThanOrEqual(limit);
      }
    });

  it("a post with no passage, no event and a topic that names no verse is still whole", async () => {
    const request = {
      platform: "multi-platform",
      contentType: "inspirational",
      topic: "Office closed Monday",
    } as const;
    // The request finds no scripture at all.
    expect(groundRequest({ subject: request.topic }, defaultPreferences).shape).toBeUndefined();
    const draft = await offlineDraft("social", request);
    for (const post of postsOf(draft)) {
      expect(post.content.trim(), post.platform).not.toBe("");
      expect(placeholders(post.content), post.platform).toEqual([]);
    }
  });
});

describe("a post with the pastor's message and no event still carries its passage", () => {
  // Held-out set 29a, SO2: no sentence of Psalm 92:1–4 fits on X beside this message, and the
  // post was the message and its hashtags, with no scripture (docs/evaluation/offline-drafts-heldout-2026-11-29a.md).
  const request = {
    platform: "twitter",
    contentType: "scripture-focus",
    topic: "It is good to give thanks to the Lord",
    tone: "inspirational",
    length: "short",
    message:
      "Thanksgiving week: it is good to give thanks to the Lord, morning and night, in the lean years too.",
    scripture: "Psalm 92:1-4",
  } as const;

  it("the passage's first sentence does not fit beside the message", () => {
    const found = lookup("Psalm 92:1-3", { translation: "web" });
    expect(found.ok).toBe(true);
    if (found.ok)
      expect([...found.passage.text].length + [...request.message].length).toBeGreaterThan(
        platformCharacterLimits.twitter,
      );
  });

  it("names the passage, with the message whole, within the limit", async () => {
    const post = postsOf(await offlineDraft("social", request))[0]!;
    expect(post.content).toContain(request.message);
    expect(post.content).toMatch(/Psalm 92:1[–-]4/);
    expect(placeholders(post.content)).toEqual([]);
    const hashtags = post.hashtags.length > 0 ? post.hashtags.join(" ").length + 2 : 0;
    expect([...post.content].length + hashtags).toBeLessThanOrEqual(
      platformCharacterLimits.twitter,
    );
  });
});
