import { z } from "zod";
import { writingTools, type ToolRequest } from "@shared/tools";
import { socialPostSchema } from "@shared/generation/social-posts";
import { resultSchemaOf } from "@shared/tools/schemas";
import {
  platformCharacterLimits,
  socialContentType,
  socialLength,
  socialPlatform,
  socialTone,
} from "@shared/generation/options";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import { contextBlock, fieldLines, groundingBlock, systemPrompt } from "./framing";
import { labelOf } from "./labels";
import { defineWriter } from "../define-writer";
import { composeSocial } from "../offline/social";

const sizeForLength: Record<ToolRequest<"social">["length"], number> = {
  short: 200,
  medium: 600,
  long: 1500,
};

/** Each platform's conventions for a multi-platform request: length ceiling and hashtags. */
const platformConventions = [
  {
    platform: "facebook",
    name: "Facebook",
    size: 1500,
    hashtags: "2 to 3",
    style: "warm and conversational, may invite comments",
  },
  {
    platform: "instagram",
    name: "Instagram",
    size: 1500,
    hashtags: "5 to 8",
    style: "visual and personal, short lines, a clear invitation",
  },
  {
    platform: "twitter",
    name: "X (Twitter)",
    size: 280,
    hashtags: "1 to 2",
    style: "one or two crisp sentences",
  },
  {
    platform: "linkedin",
    name: "LinkedIn",
    size: 1300,
    hashtags: "2 to 3",
    style: "measured and reflective, in full sentences",
  },
] as const;

/**
 * What a multi-platform answer holds: the result (X's post as its own) and a post per platform.
 * Built on the declaration's own result schema, whose type is the declared result.
 */
const multiPlatformSchema = resultSchemaOf(writingTools.social).extend({
  posts: z
    .array(socialPostSchema)
    .min(4)
    .max(4)
    .describe(
      "Exactly one post for each of facebook, instagram, twitter and linkedin, in that order.",
    ),
});

function multiPlatformLines(length: ToolRequest<"social">["length"]): string {
  return [
    "Write one post for each platform, each in its own conventions, in `posts` (platform, content without hashtags, hashtags without #):",
    ...platformConventions.map(
      (entry) =>
        `- ${entry.platform} (${entry.name}): under ${entry.platform === "twitter" ? entry.size : Math.min(entry.size, sizeForLength[length])} characters including hashtags; ${entry.hashtags} hashtags; ${entry.style}.`,
    ),
    "The posts share the message and details but are not copies of one another. Also give the X post as the result's own content and hashtags.",
  ].join("\n");
}

export function socialPrompt(
  request: ToolRequest<"social">,
  grounding: Grounding,
  preferences: GenerationPreferences,
) {
  const limit = Math.min(platformCharacterLimits[request.platform], sizeForLength[request.length]);
  const multi = request.platform === "multi-platform";
  return {
    ...(multi ? { schema: multiPlatformSchema } : {}),
    system: systemPrompt(
      multi
        ? "Task: write social media posts for a church, one for each of Facebook, Instagram, X and LinkedIn. Return the platform, content type, the X post's text (without hashtags) and its hashtags, the scripture reference used (or an empty string), and `posts`: one post per platform."
        : "Task: write a social media post for a church. Return the platform, content type, the post text (without hashtags), 3 to 6 hashtags, and the scripture reference used (or an empty string).",
      preferences,
      "post",
    ),
    prompt: [
      "Post request:",
      fieldLines({
        Platform: labelOf(socialPlatform, request.platform),
        "Content type": labelOf(socialContentType, request.contentType),
        Topic: request.topic,
        Tone: labelOf(socialTone, request.tone),
        Scripture: request.scripture,
        Length: labelOf(socialLength, request.length),
      }),
      multi ? multiPlatformLines(request.length) : `Keep the post text under ${limit} characters.`,
      request.message.trim() &&
        "The pastor's message (under DETAILS GIVEN) goes into every post as written, word for word; where a platform's limit leaves no room for it whole, leave it out of that post rather than cut or reword it.",
      "Hashtags are real words or established tags (#Easter, #HeIsRisen), never fragments, numbers or function words.",
      contextBlock(request, preferences),
      groundingBlock(grounding),
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}

/** The social tool's writer: this prompt and the offline composer. */
export const writer = defineWriter("social", { prompt: socialPrompt, compose: composeSocial });
