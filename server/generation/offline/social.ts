import { platformCharacterLimits } from "@shared/generation/options";
import type { SocialPost } from "@shared/generation/social-posts";
import type { ToolRequest, ToolResult } from "@shared/tools";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import { linesFor } from "./spelling";
import hashtagData from "./hashtags.json";
import {
  choose,
  fill,
  nth,
  paragraphs,
  pastorMessage,
  quote,
  variantOf,
  verseFrames,
} from "./draft-text";
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

/**
 * The post's parts: its head (the event's name, then the pastor's message, else for an event a
 * welcome true of any event), when and where, the reply details, a line for a prayer request,
 * the passage and the link.
 */
function partsOf(
  request: ToolRequest<"social">,
  shape: PassageShape | undefined,
  lines: Lines,
  message: string,
) {
  const event = hasEvent(request);
  return {
    head: [
      event && (request.eventName || lines.social.invite),
      message ||
        (event &&
          choose(
            lines.social.welcome,
            variantOf({ ...request, subject: request.eventName || request.topic }),
            "social.welcome",
          )),
    ],
    where: event && [whenLine(request), whereLine(request)].filter(Boolean).join("\n"),
    reply: [
      event && request.eventContact && labelled("Contact", request.eventContact),
      event && request.eventRsvp && labelled("RSVP", request.eventRsvp),
    ]
      .filter(Boolean)
      .join("\n"),
    prayer: request.contentType === "prayer-request" && lines.social.prayer,
    scripture: shape
      ? // A short or medium post quotes the verses the passage turns on, not every line of it:
        // a short range read whole ran on past its point (Isaiah 43:1–3 closing a
        // back-to-school post on “Ethiopia and Seba in your place”). A long one has room for it.
        [...(request.length === "long" ? [shape.quoted] : []), shape.keyed, ...shape.key].map(
          (verses) =>
            fill(nth(verseFrames([lines.social.scripture]), 0), {
              quote: quote(verses, { aloud: true }),
            }),
        )
      : [],
    link: event && request.eventLink,
  };
}

interface Candidate {
  parts: Array<string | false | undefined>;
  hashtags: string[];
}

/** The posts to try, fullest first; each keeps the head (the message whole, or none). */
function candidates(
  request: ToolRequest<"social">,
  shape: PassageShape | undefined,
  lines: Lines,
  message: string,
  tags: string[],
): Candidate[] {
  const event = hasEvent(request);
  const { head, where, reply, prayer, scripture, link } = partsOf(request, shape, lines, message);
  // To fit the platform's limit the prayer line goes, then the hashtags, then the whole
  // passage for its key verse, and the scripture only when nothing else is left. The fixed
  // welcome gives way before the verse does; the pastor's message never does.
  const heads = message ? [head] : [head, head.slice(0, 1)];
  const withScripture = heads.flatMap((first) =>
    scripture.flatMap((verses): Candidate[] => [
      { parts: [...first, where, reply, prayer, verses, link], hashtags: tags },
      { parts: [...first, where, reply, verses, link], hashtags: tags },
      { parts: [...first, where, reply, verses, link], hashtags: [] },
      { parts: [...first, where, verses, link], hashtags: [] },
    ]),
  );
  const namedPassage: Candidate[] = shape
    ? [tags, []].map((hashtags) => ({
        parts: [...head, fill(lines.social.passage, { reference: shape.reference })],
        hashtags,
      }))
    : [];
  return [
    ...withScripture,
    // With no event, the passage is named before it is left out: beside a message no sentence
    // of Psalm 92:1–4 fits on X, and the post was the message alone.
    ...(event ? [] : namedPassage),
    { parts: [...head, where, reply, prayer, link], hashtags: tags },
    { parts: [...head, where, reply, link], hashtags: [] },
    { parts: [...head, where, link], hashtags: [] },
    // An event too long for the platform with its place: its name, when and link (with a key
    // verse where one fits), then its name and when, then its name.
    ...(event
      ? [
          ...heads.flatMap((first) =>
            (shape ? shape.key : []).map((verses) => ({
              parts: [...first, whenLine(request), quote(verses, { aloud: true }), link],
              hashtags: [],
            })),
          ),
          { parts: [...head, whenLine(request), link], hashtags: [] },
          { parts: [...head, request.eventName ? whenLine(request) : undefined], hashtags: [] },
          // With the pastor's message, the event's name gives way before its date does.
          ...(message
            ? [
                { parts: [message, whenLine(request), link], hashtags: [] },
                { parts: [message, whenLine(request)], hashtags: [] },
              ]
            : []),
        ]
      : []),
    { parts: head, hashtags: [] },
    // No event: the key verses alone.
    ...(shape ? shape.key : []).map((verses) => ({
      parts: [...head, quote(verses, { aloud: true })],
      hashtags: [],
    })),
    // Every verse too long for the platform (Esther 8:9 on X), or no passage and no event: a
    // whole post still, the passage named in a line true of any passage, else a greeting.
    ...namedPassage,
    { parts: [...head, lines.social.greeting], hashtags: tags },
    { parts: [...head, lines.social.greeting], hashtags: [] },
  ];
}

function post(
  request: ToolRequest<"social">,
  shape: PassageShape | undefined,
  platform: Platform,
  lines: Lines,
) {
  const tags = hashtagsFor(request, hashtagCount[platform]);
  const limit = platformCharacterLimits[platform];
  const fits = ({ parts, hashtags }: Candidate) => {
    const content = paragraphs(parts);
    const room = limit - (hashtags.length > 0 ? characterCount(hashtags.join(" ")) + 2 : 0);
    return content !== "" && characterCount(content) <= room;
  };
  // The pastor's message whole in every post it fits; where it cannot fit even alone, the post
  // is written without it (never cut), and the page says the message is not in that post.
  const message = pastorMessage(request.message);
  const chosen =
    (message ? candidates(request, shape, lines, message, tags).find(fits) : undefined) ??
    // The greeting alone fits every platform's limit.
    candidates(request, shape, lines, "", tags).find(fits) ??
    candidates(request, shape, lines, "", tags).at(-1)!;
  return {
    platform,
    content: paragraphs(chosen.parts),
    hashtags: chosen.hashtags,
  };
}

/**
 * An offline post: the event's own fields (name, when, where, link), the pastor's message as
 * written (else, for an event, a welcome true of any event), the passage's key verse quoted
 * whole when it fits the platform's limit, and established hashtags. The topic and
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
