import { platformCharacterLimits } from "@shared/generation/options";
import type { SocialPost } from "@shared/generation/social-posts";
import type { ToolRequest, ToolResult } from "@shared/tools";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import { linesFor } from "./spelling";
import hashtagData from "./hashtags.json";
import { fill, nth, paragraphs, quote, verseFrames } from "./draft-text";
import { hasEvent, labelled, whenLine, whereLine } from "./event";
import type { PassageShape } from "./passage-shape";

type Platform = SocialPost["platform"];
type Lines = ReturnType<typeof linesFor>;
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

/** The post's parts: what it announces, the passage, a line for a prayer request, the link. */
function partsOf(request: ToolRequest<"social">, shape: PassageShape | undefined, lines: Lines) {
  const event = hasEvent(request);
  return {
    event: [
      event && (request.eventName || lines.social.invite),
      event && [whenLine(request), whereLine(request)].filter(Boolean).join("\n"),
    ],
    reply: [
      event && request.eventContact && labelled("Contact", request.eventContact),
      event && request.eventRsvp && labelled("RSVP", request.eventRsvp),
    ]
      .filter(Boolean)
      .join("\n"),
    prayer: request.contentType === "prayer-request" && lines.social.prayer,
    scripture: shape
      ? [shape.quoted, shape.keyed, ...shape.key].map((verses) =>
          fill(nth(verseFrames([lines.social.scripture]), 0), { quote: quote(verses) }),
        )
      : [],
    link: event && request.eventLink,
  };
}

interface Candidate {
  parts: Array<string | false | undefined>;
  hashtags: string[];
}

function post(
  request: ToolRequest<"social">,
  shape: PassageShape | undefined,
  platform: Platform,
  lines: Lines,
) {
  const tags = hashtagsFor(request, hashtagCount[platform]);
  const limit = platformCharacterLimits[platform];
  const { event, reply, prayer, scripture, link } = partsOf(request, shape, lines);
  // Fullest first; to fit the platform's limit the prayer line goes, then the hashtags, then
  // the whole passage for its key verse, and the scripture only when nothing else is left.
  const withScripture = scripture.flatMap((verses): Candidate[] => [
    { parts: [...event, reply, prayer, verses, link], hashtags: tags },
    { parts: [...event, reply, verses, link], hashtags: tags },
    { parts: [...event, reply, verses, link], hashtags: [] },
    { parts: [...event, verses, link], hashtags: [] },
  ]);
  const tries: Candidate[] = [
    ...withScripture,
    { parts: [...event, reply, prayer, link], hashtags: tags },
    { parts: [...event, reply, link], hashtags: [] },
    { parts: [...event, link], hashtags: [] },
    // An event too long for the platform with its place: its name, when and link (with a key
    // verse where one fits), then its name and when, then its name.
    ...(shape ? shape.key : []).map((verses) => ({
      parts: [...event.slice(0, 1), whenLine(request), quote(verses), link],
      hashtags: [],
    })),
    { parts: [...event.slice(0, 1), whenLine(request), link], hashtags: [] },
    {
      parts: [...event.slice(0, 1), request.eventName ? whenLine(request) : undefined],
      hashtags: [],
    },
    { parts: event.slice(0, 1), hashtags: [] },
    // No event: the key verses alone.
    ...(shape ? shape.key : []).map((verses) => ({ parts: [quote(verses)], hashtags: [] })),
    // Every verse too long for the platform (Esther 8:9 on X), or no passage and no event: a
    // whole post still, the passage named in a line true of any passage, else a greeting.
    ...(shape
      ? [{ parts: [fill(lines.social.passage, { reference: shape.reference })], hashtags: tags }]
      : []),
    { parts: [lines.social.greeting], hashtags: tags },
    { parts: [lines.social.greeting], hashtags: [] },
  ];
  const fits = ({ parts, hashtags }: Candidate) => {
    const content = paragraphs(parts);
    const room = limit - (hashtags.length > 0 ? characterCount(hashtags.join(" ")) + 2 : 0);
    return content !== "" && characterCount(content) <= room;
  };
  // The greeting alone fits every platform's limit.
  const chosen = tries.find(fits) ?? tries.at(-1)!;
  return {
    platform,
    content: paragraphs(chosen.parts),
    hashtags: chosen.hashtags,
  };
}

/**
 * An offline post: the event's own fields (name, when, where, link), the passage's key verse
 * quoted whole when it fits the platform's limit, and established hashtags. The topic and
 * notes instruct; offline they are shown beside the draft.
 */
export function composeSocial(
  request: ToolRequest<"social">,
  grounding: Grounding,
  preferences: GenerationPreferences,
): ToolResult<"social"> & { posts?: SocialPost[] } {
  const shape = grounding.shape;
  const lines = linesFor(preferences);
  const scripture = shape?.reference ?? "";
  if (request.platform !== "multi-platform") {
    const single = post(request, shape, request.platform, lines);
    return {
      platform: request.platform,
      contentType: request.contentType,
      content: single.content,
      hashtags: single.hashtags,
      scripture,
    };
  }
  const posts = singlePlatforms.map((platform) => post(request, shape, platform, lines));
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
