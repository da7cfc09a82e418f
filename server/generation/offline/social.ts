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
 * The post's parts: its heading (the event's name, else for an event a line of invitation), the
 * pastor's message (else, for an event, a welcome true of any event), when and where, the reply
 * details, a line for a prayer request, the passage and the link.
 */
function partsOf(
  request: ToolRequest<"social">,
  shape: PassageShape | undefined,
  lines: Lines,
  message: string,
) {
  const event = hasEvent(request);
  return {
    name: event && request.eventName,
    invite: event && !request.eventName && lines.social.invite,
    opening:
      message ||
      (event &&
        choose(
          lines.social.welcome,
          variantOf({ ...request, subject: request.eventName || request.topic }),
          "social.welcome",
        )),
    facts: [whenLine(request), whereLine(request)].filter(Boolean).join("\n"),
    reply: [request.eventContact && labelled("Contact", request.eventContact), request.eventRsvp]
      .filter(Boolean)
      .join("\n"),
    prayer: request.contentType === "prayer-request" && lines.social.prayer,
    scripture: shape
      ? // A short or medium post quotes the verses the passage turns on, not every line of it:
        // a short range read whole ran on past its point (Isaiah 43:1–3 closing a
        // back-to-school post on “Ethiopia and Seba in your place”). A long one has room for it.
        // A short one quotes a key verse alone; a medium one, all the key verses together first.
        // Either quotes only what fits in little room (a verse or a few, whole): Titus 2:11–14,
        // one sentence, was all of a short Instagram invitation (held-out 29e SO2). Where no key
        // verse's sentence is that short, the post names the passage.
        [
          ...(request.length === "long"
            ? [shape.quoted, shape.keyed, ...shape.key]
            : request.length === "short" && shape.key.length > 1
              ? shape.carried.filter((verses) => verses.reference !== shape.keyed.reference)
              : shape.carried
          ).map((verses) =>
            fill(nth(verseFrames([lines.social.scripture]), 0), {
              quote: quote(verses, { aloud: true }),
            }),
          ),
          ...(request.length !== "long" && shape.carried.length === 0
            ? [fill(lines.social.passage, { reference: shape.reference })]
            : []),
        ]
      : [],
    link: request.eventLink,
  };
}

interface Candidate {
  parts: Array<string | false | undefined>;
  hashtags: string[];
}

/**
 * The posts to try, fullest first. Every one carries every event field the pastor gave (its name,
 * when, where, contact, reply details and link): a field is never cut (held-out 29d SO1, an X
 * post that kept the message and lost the place). To fit the platform's limit our own words go
 * first: the prayer line, then the hashtags, then the whole passage for its key verse, then the
 * verse, then the fixed welcome and invitation. The pastor's message is never cut: where it does
 * not fit beside the fields whole, the caller writes the post without it, and the page says so.
 */
function candidates(
  request: ToolRequest<"social">,
  shape: PassageShape | undefined,
  lines: Lines,
  message: string,
  tags: string[],
): Candidate[] {
  const event = hasEvent(request);
  const { name, invite, opening, facts, reply, prayer, scripture, link } = partsOf(
    request,
    shape,
    lines,
    message,
  );
  const given = (
    own: { invite?: boolean; opening?: boolean; prayer?: boolean; verses?: string },
    hashtags: string[],
  ): Candidate => ({
    parts: [
      name,
      own.invite && invite,
      own.opening && opening,
      facts,
      reply,
      own.prayer && prayer,
      own.verses,
      link,
    ],
    hashtags,
  });
  // The message, or the welcome; with no message the welcome and invitation give way before
  // the verse does (the fixed welcome is ours, the verse is not).
  const openings = message || !event ? [true] : [true, false];
  const withVerses = openings.flatMap((withOpening) =>
    scripture.flatMap((verses) => [
      given({ invite: withOpening, opening: withOpening, prayer: true, verses }, tags),
      given({ invite: withOpening, opening: withOpening, verses }, tags),
      given({ invite: withOpening, opening: withOpening, verses }, []),
    ]),
  );
  const namedPassage: Candidate[] = shape
    ? [tags, []].map((hashtags) => ({
        parts: [opening, reply, fill(lines.social.passage, { reference: shape.reference }), link],
        hashtags,
      }))
    : [];
  const withoutVerses = openings.flatMap((withOpening) => [
    given({ invite: withOpening, opening: withOpening, prayer: true }, tags),
    given({ invite: withOpening, opening: withOpening }, []),
  ]);
  return [
    ...withVerses,
    // With no event, the passage is named before it is left out: beside a message no sentence
    // of Psalm 92:1–4 fits on X, and the post was the message alone.
    ...(event ? [] : namedPassage),
    ...withoutVerses,
    ...(event
      ? // The fields alone, even past the limit (the page shows the count over it): a place and
        // address too long for X are the pastor's to shorten, not ours to drop. Only once the
        // message is out: with it, the caller next tries the welcome and hashtags without it.
        message
        ? []
        : [given({}, [])]
      : // Every verse too long for the platform (Esther 8:9 on X), or no passage and no event: a
        // whole post still, the passage named in a line true of any passage, else a greeting.
        [
          ...namedPassage,
          { parts: [opening, reply, lines.social.greeting, link], hashtags: tags },
          { parts: [opening, reply, lines.social.greeting, link], hashtags: [] },
        ]),
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
  // The pastor's message whole in every post it fits beside the event's fields; where it cannot,
  // the post is written without it (never cut), and the page says the message is not in that post.
  const message = pastorMessage(request.message);
  const chosen =
    (message ? candidates(request, shape, lines, message, tags).find(fits) : undefined) ??
    // The greeting alone fits every platform's limit; an event's fields may not (see candidates).
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
