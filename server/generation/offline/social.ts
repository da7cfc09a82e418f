import { platformCharacterLimits } from "@shared/generation/options";
import type { SocialRequest, SocialResult } from "@shared/generation/schemas";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import {
  capitalised,
  characterCount,
  chooser,
  clip,
  groundingVerses,
  inSentence,
  quote,
  sentence,
  themesFor,
  type Choose,
  type Theme,
  type Verse,
} from "./phrasing";

type Platform = SocialRequest["platform"];
type ContentType = SocialRequest["contentType"];

/** The size each length aims at, before the platform's own limit. */
const sizeForLength: Record<SocialRequest["length"], number> = {
  short: 200,
  medium: 600,
  long: 1500,
};

const hashtagCounts: Record<Platform, number> = {
  facebook: 3,
  instagram: 10,
  twitter: 2,
  linkedin: 3,
  "multi-platform": 2,
};

const contentTags: Record<ContentType, readonly string[]> = {
  inspirational: ["Faith", "Hope"],
  educational: ["BibleStudy", "Scripture"],
  "event-promotion": ["Church", "Community"],
  "scripture-focus": ["Scripture", "BibleVerse"],
  testimony: ["Testimony", "GodIsFaithful"],
  "prayer-request": ["Prayer", "PrayTogether"],
};

const generalTags = ["Jesus", "Faith", "Church", "Bible", "Grace", "Gospel"];

const hooks: Record<ContentType, (topic: string) => readonly string[]> = {
  inspirational: (t) => [
    `Thinking about ${t} today? Start with who God is.`,
    `When it comes to ${t}, God has not left us on our own.`,
  ],
  educational: (t) => [`What does the Bible say about ${t}?`, `Let's think about ${t} together.`],
  "event-promotion": (t) => [
    `Join us as we explore ${t} together!`,
    `You're invited: ${t}. Come as you are.`,
  ],
  "scripture-focus": (t) => [
    `A word to carry with you this week on ${t}:`,
    `Let scripture speak into ${t}:`,
  ],
  testimony: (t) => [
    `Where have you seen God at work in ${t}? [Share a short testimony here, with permission.]`,
  ],
  "prayer-request": (t) => [
    `Will you pray with us about ${t}?`,
    `We're praying about ${t}. Join us?`,
  ],
};

const toneLines: Record<SocialRequest["tone"], (theme: Theme) => string> = {
  inspirational: (t) => t.claim,
  prophetic: () => "This is a moment to return to the Lord with all our hearts.",
  educational: (t) => t.truth,
  celebratory: () => "We're celebrating God's faithfulness!",
  "call-to-action": (t) => sentence(`Take one step today: ${t.response}`),
};

const closers: Record<ContentType, string> = {
  inspirational: "Share this with someone who needs it today.",
  educational: "What questions does this raise for you? Tell us in the comments.",
  "event-promotion": "Join us [day] at [time], [place]. Everyone is welcome!",
  "scripture-focus": "Read it slowly, and let it shape your day.",
  testimony: "Tell us your story in the comments.",
  "prayer-request": "Comment or message us, and we'll pray with you.",
};

const stopWords = new Set(
  "a an the and or of in on for to with at by from as our your my we us is are be about this that how why what when who into".split(
    " ",
  ),
);

/** Tags from the topic's own words first, then the content type's, then general ones. */
function hashtagsFor(request: SocialRequest): string[] {
  const all = request.topic
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(capitalised);
  const words = all.filter((word) => word.length > 3 && !stopWords.has(word.toLowerCase()));
  const whole = all.join("");
  const candidates = [
    ...(words.length > 1 && whole.length <= 24 ? [whole] : []),
    ...words,
    ...contentTags[request.contentType],
    ...generalTags,
  ];
  const seen = new Set<string>();
  const tags = candidates.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return tags.slice(0, hashtagCounts[request.platform]).map((tag) => `#${tag}`);
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

function draftFor(request: SocialRequest, grounding: Grounding, choose: Choose): Draft {
  const verses = groundingVerses(grounding);
  const [verse, second] = verses;
  const [theme, secondTheme] = themesFor(verses.slice(0, 2), request.topic, 2) as [Theme, Theme];
  const long = request.length === "long";
  const lines: Array<[string | false | undefined, number]> = [
    [toneLines[request.tone](theme), 0],
    [request.length !== "short" && request.tone !== "educational" && theme.truth, 2],
    [long && second && `${quote(second, 40)}.`, 3],
    [long && secondTheme.question, 4],
    [closers[request.contentType], 1],
  ];
  const extras = lines.flatMap(([text, rank]) => (text ? [{ text, rank }] : []));
  const topic = inSentence(request.topic);
  return { hook: choose("hook", hooks[request.contentType](topic)), verse, extras };
}

/** The richest version of the post that fits: drop lines first, then shorten the quotation. */
function fit(draft: Draft, budget: number): string {
  for (let keep = draft.extras.length; keep >= 0; keep--) {
    const extras = draft.extras.filter((extra) => extra.rank < keep).map((extra) => extra.text);
    for (const words of draft.verse ? [45, 30, 20, 12] : [0]) {
      const quoted = draft.verse ? [quote(draft.verse, words)] : [];
      const text = [draft.hook, ...quoted, ...extras].join("\n\n");
      if (characterCount(text) <= budget) return text;
    }
  }
  // Nothing with a quotation fits: cite the verse without quoting it.
  const citation = draft.verse ? ` (${draft.verse.reference})` : "";
  return `${clip(draft.hook, budget - characterCount(citation))}${citation}`;
}

export function composeSocial(
  request: SocialRequest,
  grounding: Grounding,
  _preferences: GenerationPreferences,
): SocialResult {
  const choose = chooser(request);
  const hashtags = hashtagsFor(request);
  // The count the user sees includes the hashtag line, so the post leaves room for it.
  const hashtagRoom = hashtags.length > 0 ? characterCount(hashtags.join(" ")) + 2 : 0;
  const budget = Math.min(
    sizeForLength[request.length],
    platformCharacterLimits[request.platform] - hashtagRoom,
  );
  const draft = draftFor(request, grounding, choose);

  return {
    platform: request.platform,
    contentType: request.contentType,
    content: fit(draft, budget),
    hashtags,
    scripture: draft.verse?.reference ?? "",
  };
}
