import nlp from "compromise";
import { platformCharacterLimits, socialLength } from "@shared/generation/options";
import type { ToolRequest, ToolResult } from "@shared/tools";
import type { SocialPost } from "@shared/generation/social-posts";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import { notesBeyondLogistics, whenPhrase, wherePhrase } from "../details/weave";
import { draftPlan, stepped, type DraftPlan } from "./draft-plan";
import hashtagData from "./hashtags.json";
import {
  characterCount,
  completePhrase,
  groundingVerses,
  inTurn,
  isClause,
  quote,
  quotedReference,
  sentence,
  capitalised,
  themesFor,
  topicPhrase,
  withoutQuotationMarks,
  tidyMarks,
  phraseShape,
  type Theme,
  type Verse,
} from "./phrasing";

type Platform = SocialPost["platform"];
type ContentType = ToolRequest<"social">["contentType"];

/** The four platforms a multi-platform request writes for, each in its own post. */
export const singlePlatforms: readonly Platform[] = [
  "facebook",
  "instagram",
  "twitter",
  "linkedin",
];

/** The size each length aims at, before the platform's own limit. */
const sizeForLength: Record<ToolRequest<"social">["length"], number> = {
  short: 200,
  medium: 600,
  long: 1500,
};

/** Each platform's conventions: how many hashtags, and a ceiling below its hard limit. */
const conventions: Record<Platform, { hashtags: number; size: number }> = {
  facebook: { hashtags: 3, size: 1500 },
  instagram: { hashtags: 8, size: 1500 },
  twitter: { hashtags: 2, size: 280 },
  linkedin: { hashtags: 3, size: 1300 },
};

const contentTags: Record<ContentType, readonly string[]> = {
  inspirational: ["Faith", "Hope"],
  educational: ["BibleStudy", "Scripture"],
  "event-promotion": ["Church", "Community"],
  "scripture-focus": ["Scripture", "BibleVerse"],
  testimony: ["Testimony", "GodIsFaithful"],
  "prayer-request": ["Prayer", "PrayTogether"],
};

const hooks: Record<ContentType, (topic: string) => readonly string[]> = {
  inspirational: (t) => [
    `Thinking about ${t}${/\btoday$/i.test(t) ? "" : " today"}? Start with who God is.`,
    `When it comes to ${t}, God has not left us on our own.`,
    `A word for today on ${t}.`,
    `If ${t} is on your heart, this is for you.`,
    `Pause with us for a moment on ${t}.`,
    `Here is good news about ${t}.`,
    `Some thoughts on ${t} to carry into your week.`,
    `On ${t}, scripture has more to say than we might expect.`,
  ],
  educational: (t) => [
    `What does the Bible say about ${t}?`,
    `Let's think about ${t} together.`,
    `Three minutes on ${t}, from scripture.`,
    `A short Bible study on ${t}.`,
    `Ever wondered what scripture teaches about ${t}?`,
    `One passage that sheds light on ${t}.`,
    `Learning together: ${t}.`,
    `Here is how the Bible speaks to ${t}.`,
  ],
  "event-promotion": (t) => [
    `Join us for ${t}!`,
    `You're invited: ${t}. Come as you are.`,
    `Save the date: ${t}.`,
    `Coming up: ${t}. We'd love to see you there.`,
    `Mark your calendar for ${t}!`,
    `Don't miss ${t}.`,
    `There's a place for you at ${t}.`,
    `We're looking forward to ${t}. Will you come?`,
  ],
  "scripture-focus": (t) => [
    `A word to carry with you this week on ${t}:`,
    `Scripture on ${t}:`,
    `Sit with this verse on ${t} today:`,
    `Today's verse on ${t}:`,
    `Read this slowly, on ${t}:`,
    `God's word on ${t}:`,
    `A verse worth memorising on ${t}:`,
    `Let this verse on ${t} shape your day:`,
  ],
  testimony: (t) => [
    `Where have you seen God at work in ${t}? [Share a short testimony here, with permission.]`,
    `God has been at work in ${t}. [Share a short testimony here, with permission.]`,
    `We have a story to tell about ${t}. [Share a short testimony here, with permission.]`,
    `God is faithful, and ${t} shows it. [Share a short testimony here, with permission.]`,
  ],
  "prayer-request": (t) => [
    `Will you pray with us about ${t}?`,
    `We're praying about ${t}. Join us?`,
    `Prayer request: ${t}.`,
    `Please pray with us today about ${t}.`,
    `Join our church family in prayer about ${t}.`,
    `We're asking God for help with ${t}. Will you pray too?`,
    `Our prayer this week is about ${t}.`,
    `Lifting ${t} to the Lord together.`,
  ],
};

const toneLines: Record<ToolRequest<"social">["tone"], (theme: Theme) => readonly string[]> = {
  inspirational: (t) => [t.claim, t.question],
  prophetic: () => [
    "This is a moment to return to the Lord with all our hearts.",
    "God is calling his people back to himself.",
  ],
  educational: (t) => [t.truth, `${t.claim} ${t.question}`],
  celebratory: () => ["We're celebrating God's faithfulness!", "Thank God with us!"],
  "call-to-action": (t) => [sentence(`Take one step today: ${t.response}`), t.question],
};

const closers: Record<ContentType, readonly string[]> = {
  inspirational: ["Share this with someone who needs it today.", "Who needs to hear this today?"],
  educational: [
    "What questions does this raise for you? Tell us in the comments.",
    "What would you add? Let us know below.",
  ],
  "event-promotion": ["Everyone is welcome!", "Bring a friend: everyone is welcome."],
  "scripture-focus": ["Read it slowly, and let it shape your day.", "Read it twice today."],
  testimony: ["Tell us your story in the comments.", "How has God been faithful to you?"],
  "prayer-request": [
    "Comment or message us, and we'll pray with you.",
    "Send us a message if you'd like prayer too.",
  ],
};

const stopWords = new Set(
  "a an the and or of in on for to with at by from as our your my we us is are be about this that how why what when who into".split(
    " ",
  ),
);
const weakWords = new Set(hashtagData.weakWords);

/** Nouns of the text as tag words: letters only, four or more, never a function or filler word. */
const tagMemo = new Map<string, string[]>();

function nounTags(text: string): string[] {
  const known = tagMemo.get(text);
  if (known) return known;
  const tags = readNounTags(text);
  if (tagMemo.size > 500) tagMemo.clear();
  tagMemo.set(text, tags);
  return tags;
}

function readNounTags(text: string): string[] {
  const nouns = nlp(text)
    .match("#Noun+")
    .not("(#Pronoun|#Value|#Date|#Time|#Possessive)")
    .out("array") as string[];
  return nouns.flatMap((phrase) => {
    const words = phrase
      .replace(/['’]s\b/g, "")
      .split(/[^\p{L}]+/u)
      .filter((word) => word && !stopWords.has(word.toLowerCase()));
    const strong = words.filter((word) => word.length >= 4 && !weakWords.has(word.toLowerCase()));
    if (strong.length === 0) return [];
    // A short noun phrase is one tag ("EasterEggHunt"); a longer one gives its strong words.
    const parts =
      words.length <= 3 && words.every((word) => !weakWords.has(word.toLowerCase()))
        ? [words]
        : strong.map((word) => [word]);
    return parts
      .map((part) =>
        part.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join(""),
      )
      .filter((tag) => tag.length <= 20);
  });
}

/** Established tags for seasons and subjects named first, then the topic's nouns, then general ones. */
function hashtagsFor(request: ToolRequest<"social">, count: number): string[] {
  const text = `${request.topic} ${request.notes}`.toLowerCase();
  const seasonal = Object.entries(hashtagData.seasons as Record<string, string[]>)
    .filter(([word]) => text.includes(word))
    .flatMap(([, tags]) => tags);
  const candidates = [
    ...seasonal,
    ...nounTags(request.topic),
    ...contentTags[request.contentType],
    ...hashtagData.general,
  ];
  const seen = new Set<string>();
  return candidates
    .filter((tag) => {
      const key = tag.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, count)
    .map((tag) => `#${tag}`);
}

interface Extra {
  text: string;
  /** Lower ranks are kept longer when the post must shrink to fit. */
  rank: number;
}

interface Draft {
  hook: string;
  verse: Verse | undefined;
  /** Lines after the quotation, in reading order. */
  extras: Extra[];
}

/** When and where for an event post, with placeholders only for what it lacks. */
function eventLine(request: ToolRequest<"social">, plan: DraftPlan): string | undefined {
  const event = request.contentType === "event-promotion";
  const { details } = plan;
  // "Grace for today" names no day: a post that is not an event states only a real when.
  const dated = details.when.some((phrase) => !/^(?:today|tonight|tomorrow)$/i.test(phrase));
  if (!event && !dated) return undefined;
  const when = whenPhrase(details, { date: event, time: event });
  const where = wherePhrase(details, event);
  const parts = [when, where].filter(Boolean).join(" ");
  return parts ? sentence(parts.charAt(0).toUpperCase() + parts.slice(1)) : undefined;
}

function draftFor(
  request: ToolRequest<"social">,
  grounding: Grounding,
  plan: DraftPlan,
  platform: Platform,
  index: number,
): Draft {
  const verses = groundingVerses(grounding, plan.variant);
  const [verse, second] = verses;
  const [theme, secondTheme] = themesFor(verses.slice(0, 2), request.topic, 2, plan.variant) as [
    Theme,
    Theme,
  ];
  // Statements drawn from the topic alone read as filler in a post: only a verse's theme speaks.
  const fromVerse = Boolean(verse) && !theme.key.startsWith("subject-");
  const length = stepped(socialLength.values, request.length, plan.refine);
  const long = length === "long";
  const short = length === "short";
  const notes = notesBeyondLogistics(plan.details).join(" ");
  const church = plan.author?.church;
  const lines: Array<[string | false | undefined, number]> = [
    [eventLine(request, plan), 0],
    [notes, 1],
    [fromVerse && inTurn(toneLines[request.tone](theme), index, plan.choose, "tone"), 2],
    [fromVerse && !short && !plan.simple && request.tone !== "educational" && theme.truth, 4],
    [long && second && `${quote(second, 40)}.`, 5],
    [long && secondTheme.question, 6],
    [!short && inTurn(closers[request.contentType], index, plan.choose, "closer"), 3],
    [platform === "linkedin" && church && `${church}`, 2],
  ];
  const extras = lines.flatMap(([text, rank]) => (text ? [{ text, rank }] : []));
  const typed = completePhrase(withoutQuotationMarks(request.topic), 80);
  const topic =
    request.contentType === "event-promotion" &&
    phraseShape(typed) === "noun" &&
    !/^(?:the|our|a|an|this|my)\b/i.test(typed) &&
    !topicPhrase(typed).startsWith("‘")
      ? `our ${topicPhrase(typed)}`
      : topicPhrase(typed);
  // A topic typed as a statement is the pastor's own words: it opens the post as written.
  // Another draft of a multi-platform post opens each platform differently again.
  const turn =
    request.platform === "multi-platform"
      ? index + plan.variant * (singlePlatforms.length - 1)
      : index;
  const hook =
    isClause(typed) || phraseShape(typed) === "question"
      ? /\?\s*$/.test(typed)
        ? capitalised(typed.trim())
        : sentence(typed)
      : inTurn(hooks[request.contentType](topic), turn, plan.choose, "hook");
  return { hook, verse, extras };
}

/** The richest version of the post that fits: drop lines first, then shorten the quotation. */
function fit(draft: Draft, budget: number): string {
  const ranks = [...new Set(draft.extras.map((extra) => extra.rank))].sort((a, b) => b - a);
  for (let drop = 0; drop <= ranks.length; drop++) {
    const dropped = new Set(ranks.slice(0, drop));
    const extras = draft.extras
      .filter((extra) => !dropped.has(extra.rank))
      .map((extra) => extra.text);
    for (const words of draft.verse ? [45, 30, 20, 12] : [0]) {
      const quoted = draft.verse ? [quote(draft.verse, words)] : [];
      const text = tidyMarks([draft.hook, ...quoted, ...extras].join("\n\n"));
      if (characterCount(text) <= budget) return text;
    }
  }
  // Nothing with a quotation fits: cite the verse without quoting it.
  const citation = draft.verse ? ` (${draft.verse.reference})` : "";
  return `${completePhrase(draft.hook, budget - characterCount(citation))}${citation}`;
}

function postFor(
  request: ToolRequest<"social">,
  grounding: Grounding,
  plan: DraftPlan,
  platform: Platform,
  index: number,
): SocialPost & { scripture: string } {
  const convention = conventions[platform];
  const hashtags = hashtagsFor(request, convention.hashtags);
  // The count the user sees includes the hashtag line, so the post leaves room for it.
  const hashtagRoom = hashtags.length > 0 ? characterCount(hashtags.join(" ")) + 2 : 0;
  const size =
    platform === "twitter"
      ? convention.size
      : Math.min(
          convention.size,
          sizeForLength[stepped(socialLength.values, request.length, plan.refine)],
        );
  const budget = Math.min(size, platformCharacterLimits[platform]) - hashtagRoom;
  const draft = draftFor(request, grounding, plan, platform, index);
  const content = fit(draft, budget);
  const cited =
    draft.verse && content.includes(`“`) ? content.match(/” \(([^)]+)\)/)?.[1] : undefined;
  return {
    platform,
    content,
    hashtags,
    scripture: cited ?? (draft.verse ? quotedReference(draft.verse) : ""),
  };
}

export function composeSocial(
  request: ToolRequest<"social">,
  grounding: Grounding,
  preferences: GenerationPreferences,
): ToolResult<"social"> & { posts?: SocialPost[] } {
  const plan = draftPlan(request, [request.topic], preferences);
  if (request.platform !== "multi-platform") {
    const post = postFor(request, grounding, plan, request.platform, 0);
    return { ...post, platform: request.platform, contentType: request.contentType };
  }
  const posts = singlePlatforms.map((platform, index) =>
    postFor(request, grounding, plan, platform, index),
  );
  // The result's own content is the post that fits every platform (X's), so older readers of a
  // single post still get one that works anywhere.
  const twitter = posts.find((post) => post.platform === "twitter") ?? posts[0]!;
  return {
    platform: request.platform,
    contentType: request.contentType,
    content: twitter.content,
    hashtags: twitter.hashtags,
    scripture: twitter.scripture,
    posts: posts.map(({ platform, content, hashtags }) => ({ platform, content, hashtags })),
  };
}
