import { describe, expect, it } from "vitest";
import { platformCharacterLimits } from "@shared/generation/options";
import type { SocialPost } from "@shared/generation/social-posts";
import { writingToolKeys, type WritingToolKey } from "@shared/tools";
import { toolSchemas } from "@shared/tools/schemas";
import {
  doubledPhrases,
  hashtagProblem,
  incompleteTitle,
  lint,
  placeholders,
  repeatedFrames,
  sharedSentenceShare,
} from "./checks";
import { qualityRequests, type QualityRequest } from "./requests";
import { offlineDraft, pastorPreferences } from "./offline-engine";

async function draft(tool: WritingToolKey, request: Record<string, unknown>) {
  const { item, posts, texts } = await offlineDraft(tool, request);
  return { item, text: texts.join("\n\n"), posts };
}

/** Placeholders a draft may keep even when every detail was given: a testimony is the pastor's to tell. */
const allowedPlaceholders = new Set(["[Share a short testimony here, with permission.]"]);

describe.each(writingToolKeys)("offline %s drafts", (tool) => {
  it.each(qualityRequests[tool].map((entry) => [entry.label, entry] as const))(
    "%s: uses the details, reads cleanly and differs on regenerate",
    async (_label, entry: QualityRequest) => {
      const { item, text, posts } = await draft(tool, entry.request);
      expect(() => toolSchemas[tool].result.parse(item)).not.toThrow();

      for (const detail of entry.expect)
        expect(text.toLowerCase(), `missing "${detail}"`).toContain(detail.toLowerCase());

      const left = placeholders(text).filter(
        (placeholder) => !allowedPlaceholders.has(placeholder),
      );
      expect(left, "a placeholder for a detail that was given").toEqual([]);
      expect(item.toFill).toEqual([...new Set(placeholders(text))]);

      // A multi-platform result is four drafts of one post: each is read on its own.
      const drafts =
        posts.length > 0
          ? [(item as unknown as { content: string }).content, ...posts.map((post) => post.content)]
          : [text];
      for (const each of drafts)
        expect(repeatedFrames(each), "a sentence frame repeats").toEqual([]);
      expect(doubledPhrases(text), "a doubled phrase").toEqual([]);
      expect(await lint(text), "the prose linter").toEqual([]);
      expect(item.scriptureCheck.invalidCount).toBe(0);
      expect(item.scriptureCheck.misquotedCount).toBe(0);

      if (tool === "email") {
        const subject = (item as unknown as { subject: string }).subject;
        expect(incompleteTitle(subject, 70), subject).toBeUndefined();
      } else if (tool !== "social") {
        const title = (item as unknown as { title: string }).title;
        expect(incompleteTitle(title, 90), title).toBeUndefined();
      }

      if (tool === "social") {
        const tags = [
          ...(item as unknown as { hashtags: string[] }).hashtags,
          ...posts.flatMap((post) => post.hashtags),
        ];
        for (const tag of tags) expect(hashtagProblem(tag), tag).toBeUndefined();
        if (entry.request.platform === "multi-platform") {
          expect(posts.map((post) => post.platform).sort()).toEqual([
            "facebook",
            "instagram",
            "linkedin",
            "twitter",
          ]);
          for (const post of posts) {
            const length = Array.from(`${post.content}\n\n${post.hashtags.join(" ")}`).length;
            expect(length, post.platform).toBeLessThanOrEqual(
              platformCharacterLimits[post.platform],
            );
          }
          const facebook = posts.find((post) => post.platform === "facebook")!;
          for (const detail of entry.expect)
            expect(facebook.content.toLowerCase()).toContain(detail.toLowerCase());
        }
      }

      const again = await draft(tool, { ...entry.request, variant: 1 });
      const third = await draft(tool, { ...entry.request, variant: 2 });
      const notes = String(entry.request.notes ?? "");
      // A multi-platform result is compared platform by platform, like with like.
      const versions = (each: { text: string; posts: SocialPost[] }) =>
        each.posts.length > 0 ? each.posts.map((post) => post.content) : [each.text];
      const first = { text, posts };
      for (const [before, after] of [
        [first, again],
        [again, third],
      ] as const) {
        const previous = versions(before);
        versions(after).forEach((version, index) =>
          expect(
            sharedSentenceShare(previous[index]!, version, notes, entry.expect),
            "regenerate shares half its sentences",
          ).toBeLessThan(0.5),
        );
      }
    },
  );
});

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("offline refinements", () => {
  const medium: { [K in WritingToolKey]: Record<string, unknown> } = {
    sermon: { ...qualityRequests.sermon[0]!.request, length: "25-30" },
    prayer: { ...qualityRequests.prayer[0]!.request, duration: "medium" },
    devotional: { ...qualityRequests.devotional[0]!.request, length: "medium" },
    email: { ...qualityRequests.email[0]!.request, length: "standard" },
    social: { ...qualityRequests.social[1]!.request, length: "medium" },
    meditation: { ...qualityRequests.meditation[0]!.request, length: "standard" },
  };

  it.each(writingToolKeys)(
    "%s: shorter and longer derive shorter and longer drafts",
    async (tool) => {
      const current = await draft(tool, medium[tool]);
      const shorter = await draft(tool, {
        ...medium[tool],
        refine: "shorter",
        currentDraft: current.text,
      });
      const longer = await draft(tool, {
        ...medium[tool],
        refine: "longer",
        currentDraft: current.text,
      });
      expect(words(shorter.text)).toBeLessThan(words(current.text));
      expect(words(longer.text)).toBeGreaterThan(words(current.text));
    },
  );

  it("more illustrations gives every sermon point an illustration idea", async () => {
    const { item } = await draft("sermon", { ...medium.sermon, refine: "illustrations" });
    for (const point of (item as unknown as { mainPoints: string[] }).mainPoints)
      expect(point).toContain("Illustration idea");
  });

  it("simpler language drops the doctrinal elaboration", async () => {
    for (const tool of ["sermon", "devotional"] as const) {
      const current = await draft(tool, medium[tool]);
      const simpler = await draft(tool, { ...medium[tool], refine: "simpler" });
      expect(words(simpler.text)).toBeLessThan(words(current.text));
    }
  });

  it("another angle gives a different draft", async () => {
    for (const tool of writingToolKeys) {
      const current = await draft(tool, medium[tool]);
      const angle = await draft(tool, { ...medium[tool], refine: "angle" });
      const notes = String(medium[tool].notes ?? "");
      expect(sharedSentenceShare(current.text, angle.text, notes), tool).toBeLessThan(0.5);
    }
  });

  it("signs emails with the saved signature and lists a detail not given as one to fill in", async () => {
    const { item } = await offlineDraft(
      "email",
      { emailType: "event-invitation", purpose: "Invite everyone to our harvest supper" },
      {
        ...pastorPreferences,
        author: {
          ...pastorPreferences.author!,
          emailSignature: "Pastor Dave\nGrace Community Church\n555-0100",
        },
      },
    );
    const email = item as unknown as { content: string };
    expect(email.content).toContain("Pastor Dave\nGrace Community Church\n555-0100");
    expect(email.content).not.toContain("[Your name]");
    expect(item.toFill).toEqual(expect.arrayContaining(["[date]", "[time]", "[place]"]));
  });
});
