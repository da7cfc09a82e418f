import { platformCharacterLimits } from "@shared/generation/options";
import type { SocialPost } from "@shared/generation/social-posts";
import type { ToolRequest, ToolResult } from "@shared/tools";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import lines from "./data/fixed-lines.json";
import hashtagData from "./hashtags.json";
import { fill, paragraphs, quote } from "./draft-text";
import { hasEvent, whenLine, whereLine } from "./event";
import type { PassageShape } from "./passage-shape";

type Platform = SocialPost["platform"];
type ContentType = ToolRequest<"social">["contentType"];

/** The four platforms a multi-platform request writes for, each in its own post. */
export const singlePlatforms: readonly Platform[] = [
  "facebook",
  "instagram",
  "twitter",
  "linkedin",
];

/** How many hashtags each platform's posts carry. */
const hashtagCount: Record<Platform, number> = {
  facebook: 3,
  instagram: 8,
  twitter: 2,
  linkedin: 3,
};

const contentTags: Record<ContentType, readonly string[]> = {
  inspirational: ["Faith", "Hope"],
  educational: ["BibleStudy", "Scripture"],
  "event-promotion": ["Church", "Community"],
  "scripture-focus": ["Scripture", "BibleVerse"],
  testimony: ["Testimony", "GodIsFaithful"],
  "prayer-request": ["Prayer", "PrayTogether"],
};

/** The established tags of a season the topic or event names, then the content type's own. */
function hashtagsFor(request: ToolRequest<"social">, count: number): string[] {
  const named = `${request.topic} ${request.eventName}`.toLowerCase();
  const seasonal = Object.entries(hashtagData.seasons as Record<string, string[]>)
    .filter(([season]) => new RegExp(`\\b${season}\\b`).test(named))
    .flatMap(([, tags]) => tags);
  return [...new Set([...seasonal, ...contentTags[request.contentType]])]
    .slice(0, count)
    .map((tag) => `#${tag}`);
}

/** Characters as a platform counts them (an emoji or accented letter is one). */
function characterCount(text: string): number {
  return [...text].length;
}

/** The post's parts, most needed first: what is dropped to fit a limit goes from the end. */
function partsOf(request: ToolRequest<"social">, shape: PassageShape | undefined) {
  const event = hasEvent(request);
  return {
    head: [
      event && (request.eventName || lines.social.invite),
      event && [whenLine(request), whereLine(request)].filter(Boolean).join("\n"),
      request.contentType === "prayer-request" && lines.social.prayer,
    ],
    scripture: shape
      ? [shape.quoted, ...shape.key].map((verses) =>
          fill(lines.social.scripture, { quote: quote(verses) }),
        )
      : [],
    tail: [event && request.eventLink],
  };
}

function post(request: ToolRequest<"social">, shape: PassageShape | undefined, platform: Platform) {
  const hashtags = hashtagsFor(request, hashtagCount[platform]);
  const limit = platformCharacterLimits[platform];
  const room = limit - (hashtags.length > 0 ? characterCount(hashtags.join(" ")) + 2 : 0);
  const parts = partsOf(request, shape);
  // The whole passage if it fits, else each key verse in turn, else none; then the link.
  const tries = [
    ...parts.scripture.map((scripture) => [...parts.head, scripture, ...parts.tail]),
    [...parts.head, ...parts.tail],
    parts.head,
  ];
  const content =
    tries
      .map((candidate) => paragraphs(candidate))
      .find((text) => text && characterCount(text) <= room) ?? "";
  return { platform, content: content || (shape ? shape.reference : "[Your post]"), hashtags };
}

/**
 * An offline post: the event's own fields (name, when, where, link), the passage's key verse
 * quoted whole when it fits the platform's limit, and established hashtags. The topic and
 * notes instruct; offline they are shown beside the draft.
 */
export function composeSocial(
  request: ToolRequest<"social">,
  grounding: Grounding,
  _preferences: GenerationPreferences,
): ToolResult<"social"> & { posts?: SocialPost[] } {
  const shape = grounding.shape;
  const scripture = shape?.reference ?? "";
  if (request.platform !== "multi-platform") {
    const single = post(request, shape, request.platform);
    return {
      platform: request.platform,
      contentType: request.contentType,
      content: single.content,
      hashtags: single.hashtags,
      scripture,
    };
  }
  const posts = singlePlatforms.map((platform) => post(request, shape, platform));
  const twitter = posts.find((found) => found.platform === "twitter")!;
  return {
    platform: request.platform,
    contentType: request.contentType,
    content: twitter.content,
    hashtags: twitter.hashtags,
    scripture,
    posts,
  };
}
