import type { ToolRequest, ToolResult } from "@shared/tools";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import { devotionalLength } from "@shared/generation/options";
import { notesByKind } from "../details/weave";
import { passageHeart, type Movement } from "./passage-movements";
import { draftPlan, notedVerses, stepped, type DraftPlan } from "./draft-plan";
import {
  audienceOf,
  choosePassageNote,
  completePhrase,
  groundingVerses,
  inSentence,
  topicPhrase,
  ending,
  namesABurden,
  phraseShape,
  paragraphs,
  quote,
  quotedReference,
  shortPrayer,
  themesFor,
  titleCase,
  type Audience,
  type Choose,
  type Theme,
  type Verse,
} from "./phrasing";

type Tone = ToolRequest<"devotional">["tone"];
type Length = ToolRequest<"devotional">["length"];

/** Verses read, reflection questions asked and words quoted, by length. */
const shapes: Record<Length, { verses: number; questions: number; quoteWords: number }> = {
  short: { verses: 1, questions: 2, quoteWords: 30 },
  medium: { verses: 2, questions: 3, quoteWords: 45 },
  extended: { verses: 3, questions: 4, quoteWords: 60 },
};

type Opening = (theme: string, audience: Audience) => string;

const openings: Record<Tone, readonly Opening[]> = {
  encouraging: [
    (t, a) =>
      `Wherever this finds you today, ${t} is not a distant idea. God meets ${a.who} right where they are, ${a.where}, and he has good words to speak.`,
    (t) =>
      `If ${t} feels far from your experience today, take heart: God has more to say about it than you might expect.`,
  ],
  challenging: [
    (t, a) =>
      `It is easy to talk about ${t} and much harder to live it. Scripture does not leave ${a.who} comfortable; it calls us to change, and it gives the grace to do it.`,
    (t) =>
      `Be honest with yourself for a moment: what difference does ${t} really make to the way you live?`,
  ],
  contemplative: [
    (t, a) =>
      `Slow down for a moment. Before you decide what to do, sit quietly before the Lord and bring him your thoughts about ${t}. He is present with ${a.who} ${a.where}, and there is no hurry.`,
    (t) =>
      `Take a few slow breaths before you read. Let ${t} rest in your mind, and ask the Lord to speak.`,
  ],
};

const focusLines: Record<Tone, readonly string[]> = {
  encouraging: [
    "Whatever you bring to it, you do not bring it alone.",
    "You do not have to have it all worked out to begin.",
  ],
  challenging: [
    "Be honest about where this is hard for you, and do not settle for less than what God offers.",
    "Do not look away too quickly from what this asks of you.",
  ],
  contemplative: [
    "Hold it quietly before the Lord, and notice what rises in your heart.",
    "Let it sit with you for a moment before you move on.",
  ],
};

/** A picture for the "more illustrations" refinement, fitted to the day's lead theme. */
const pictures: readonly ((theme: Theme) => string)[] = [
  (t) =>
    `Picture a child who runs to a parent instead of hiding a mistake. That is something like what it means to ${t.response}.`,
  (t) =>
    `Think of a traveller who stops trusting their own sense of direction and follows the map. To ${t.response} is a little like that.`,
  (t) =>
    `Imagine setting down a heavy bag you have carried all day. When we ${t.response}, we find the weight was never ours to carry alone.`,
];

function readingParagraph(
  verse: Verse,
  theme: Theme,
  index: number,
  quoteWords: number,
  plan: DraftPlan,
  movement?: Movement,
) {
  const lead =
    index === 0
      ? plan.choose("reading-lead", ["Read it slowly:", "Here is today's word:"])
      : plan.choose("reading-more", [
          "Scripture says the same elsewhere:",
          "Another passage sounds the same note:",
        ]);
  const comment =
    movement?.comment &&
    plan.choose("comment-lead", ["Matthew Henry comments:", "As Matthew Henry reads it:"]);
  return [
    `${lead} ${quote(verse, quoteWords)}.`,
    comment && `${comment} ${movement!.comment}`,
    theme.claim,
    !plan.simple && theme.truth,
  ]
    .filter(Boolean)
    .join(" ");
}

const christParagraphs = [
  "All of this rests on Jesus Christ. He lived the life we could not live, died for our sins and rose again, so that everything God promises is ours in him. We do not climb up to God by getting this right; he has come down to us in his Son, and his Spirit is given to all who trust him.",
  "None of this is a ladder we climb. Jesus has already come to us: he died in our place, rose again, and gives his Spirit to everyone who trusts him. That is why we can face today with hope.",
];

function audienceParagraph(audience: Audience, theme: Theme, tone: Tone): string {
  const close: Record<Tone, string> = {
    encouraging: "Take heart: the God who began this work will carry it on.",
    challenging: "Do not wait for a better moment; grace meets you today.",
    contemplative: "Let this settle slowly, and return to it through the day.",
  };
  return `For ${audience.who}, this is lived out ${audience.where}. The call is to ${theme.response}, not to earn God's love but because we already have it in Christ. ${close[tone]}`;
}

function reflection(
  themes: readonly Theme[],
  request: ToolRequest<"devotional">,
  count: number,
): string {
  const questions = [
    ...themes.map((theme) => theme.question),
    `What is God showing you about ${ending(topicPhrase(request.focus), "?")}`,
  ];
  return questions
    .slice(0, count)
    .map((question, index) => `${index + 1}. ${question}`)
    .join("\n");
}

function application(
  request: ToolRequest<"devotional">,
  lead: Theme,
  verse: Verse | undefined,
  choose: Choose,
) {
  const { where } = audienceOf(request.audience);
  const focus = topicPhrase(request.focus);
  const shape = phraseShape(request.focus);
  // "faithful in grief", "faithful in forgiving others"; a statement or question reads "to you".
  const faithfulIn =
    namesABurden(request.focus) || (shape === "gerund" && !focus.startsWith("‘"))
      ? `in ${focus}`
      : "to you";
  const reread = verse ? `reread ${verse.reference}, then ` : "";
  const steps: Record<Tone, string[]> = {
    encouraging: [
      `Today, take one concrete step to ${lead.response} ${where}, and tell someone you trust about it.`,
      `Set aside a few quiet minutes today to ${reread}thank God for one way he has been faithful ${faithfulIn}.`,
    ],
    challenging: [
      `Before the day ends, name one place where you have resisted this and, by God's grace, ${lead.response}.`,
      "Choose one habit that gets in the way of what God is teaching you here, and replace it this week, asking God for help.",
    ],
    contemplative: [
      `Find a quiet place today to ${reread}sit in silence for a few minutes, and pray about ${ending(focus)}`,
      `Carry one phrase from today's reading with you, and return to it in prayer morning, noon and night.`,
    ],
  };
  return choose("application", steps[request.tone]);
}

export function composeDevotional(
  request: ToolRequest<"devotional">,
  grounding: Grounding,
  preferences: GenerationPreferences,
): ToolResult<"devotional"> {
  const plan = draftPlan(request, [request.theme, request.focus], preferences);
  const { choose } = plan;
  const length = stepped(devotionalLength.values, request.length, plan.refine);
  const shape = shapes[length];
  const audience = audienceOf(request.audience, plan.voice);
  const noted = notedVerses(plan.details, grounding.translation);
  // A named passage is read where it makes its point, with the commentary's word on those verses.
  const heart =
    grounding.passage &&
    passageHeart(grounding.passage.reference, grounding.translation, plan.variant);
  const grounded = groundingVerses(grounding, plan.variant);
  const verses = [
    ...noted,
    ...(heart ? [heart.movement.carrier, ...grounded.slice(1)] : grounded),
  ].slice(0, shape.verses);
  const found = themesFor(
    verses,
    request.theme,
    Math.max(shape.questions, verses.length),
    plan.variant,
  );
  // The passage's own theme leads: its call is the passage's, not its first verse's.
  const themes =
    heart && noted.length === 0
      ? [heart.theme, ...found.filter((theme) => theme.key !== heart.theme.key)].slice(
          0,
          found.length,
        )
      : found;
  const lead = themes[0] as Theme;
  // "the theme of hope"; any other shape stands by itself ("If forgiving others feels far…").
  const theme =
    phraseShape(request.theme) === "noun" && !topicPhrase(request.theme).startsWith("‘")
      ? `the theme of ${inSentence(request.theme)}`
      : topicPhrase(request.theme);
  const quoteWords = plan.simple ? Math.min(30, shape.quoteWords) : shape.quoteWords;
  // Instructions ("Use John 11:35") shape the draft; they are not read out in it.
  const notes = notesByKind(plan.details);
  const content = paragraphs([
    choose("opening", openings[request.tone])(theme, audience),
    notes.occasion.length > 0 && notes.occasion.join(" "),
    ...notes.instructions.flatMap((instruction) => {
      // "Include a word for those waiting for children": the word itself is written here.
      const word = instruction.match(
        /^(?:include|add|mention)\s+(a (?:word|note) for .+?)\.?$/i,
      )?.[1];
      return word
        ? [
            `${word.charAt(0).toUpperCase()}${word.slice(1)}: ${choose("word-for", ["the Lord sees you, and he is near.", "you are not forgotten, and your waiting is not wasted."])}`,
          ]
        : [];
    }),
    notes.announcements.length > 0 && notes.announcements.join(" "),
    notes.situation.length > 0 &&
      `${notes.situation.join(" ")} ${choose("notes-bridge", ["Bring that into today's reading.", "Hold that in mind as you read on."])}`,
    verses[0]
      ? readingParagraph(
          verses[0],
          lead,
          0,
          quoteWords,
          plan,
          heart && noted.length === 0 ? heart.movement : undefined,
        )
      : `${choosePassageNote(request.theme)} ${lead.truth}`,
    `Today's focus is ${topicPhrase(request.focus)}. ${choose("focus-line", focusLines[request.tone])} The invitation is to ${lead.response}.`,
    plan.illustrated && choose("picture", pictures)(lead),
    length !== "short" && !plan.simple && choose("christ", christParagraphs),
    ...verses
      .slice(1)
      .map((verse, index) =>
        readingParagraph(verse, themes[index + 1] as Theme, index + 1, quoteWords, plan),
      ),
    length === "extended" && audienceParagraph(audience, lead, request.tone),
  ]);
  const focusTitle = titleCase(completePhrase(request.focus, 40));
  const themeTitle = titleCase(completePhrase(request.theme, 40));
  return {
    title: themeTitle === focusTitle ? themeTitle : `${themeTitle}: ${focusTitle}`,
    scripture: verses[0] ? quotedReference(verses[0], quoteWords) : "Passage to be chosen",
    content,
    reflection: reflection(themes, request, shape.questions),
    prayer: shortPrayer(
      themes,
      request.theme,
      preferences.languageStyle,
      choose,
      plan.voice.formality.key,
    ),
    application: application(request, lead, verses[0], choose),
  };
}
