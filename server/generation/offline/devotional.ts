import type { DevotionalRequest, DevotionalResult } from "@shared/generation/schemas";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import {
  audienceOf,
  choosePassageNote,
  chooser,
  clip,
  groundingVerses,
  inSentence,
  paragraphs,
  quote,
  shortPrayer,
  themesFor,
  titleCase,
  type Audience,
  type Choose,
  type Theme,
  type Verse,
} from "./phrasing";

type Tone = DevotionalRequest["tone"];
type Length = DevotionalRequest["length"];

/** Verses read, reflection questions asked and words quoted, by length. */
const shapes: Record<Length, { verses: number; questions: number; quoteWords: number }> = {
  short: { verses: 1, questions: 2, quoteWords: 30 },
  medium: { verses: 2, questions: 3, quoteWords: 45 },
  extended: { verses: 3, questions: 4, quoteWords: 60 },
};

const openings: Record<Tone, (theme: string, audience: Audience) => string> = {
  encouraging: (t, a) =>
    `Wherever this finds you today, the theme of ${t} is not a distant idea. God meets ${a.who} right where they are, ${a.where}, and he has good words to speak.`,
  challenging: (t, a) =>
    `It is easy to talk about the theme of ${t} and much harder to live it. Scripture does not leave ${a.who} comfortable; it calls us to change, and it gives the grace to do it.`,
  contemplative: (t, a) =>
    `Slow down for a moment. Before you think about what to do, bring the theme of ${t} quietly before the Lord. He is present with ${a.who} ${a.where}, and there is no hurry.`,
};

const focusLines: Record<Tone, string> = {
  encouraging: "Whatever you bring to it, you do not bring it alone.",
  challenging:
    "Be honest about where this is hard for you, and do not settle for less than what God offers.",
  contemplative: "Hold it quietly before the Lord, and notice what rises in your heart.",
};

function readingParagraph(verse: Verse, theme: Theme, index: number, quoteWords: number) {
  const lead = index === 0 ? "Read it slowly:" : "Scripture says the same elsewhere:";
  return `${lead} ${quote(verse, quoteWords)}. ${theme.claim} ${theme.truth}`;
}

const christParagraph =
  "All of this rests on Jesus Christ. He lived the life we could not live, died for our sins and rose again, so that everything God promises is ours in him. We do not climb up to God by getting this right; he has come down to us in his Son, and his Spirit is given to all who trust him.";

function audienceParagraph(audience: Audience, theme: Theme, tone: Tone): string {
  const close: Record<Tone, string> = {
    encouraging: "Take heart: the God who began this work will carry it on.",
    challenging: "Do not wait for a better moment; grace meets you today.",
    contemplative: "Let this settle slowly, and return to it through the day.",
  };
  return `For ${audience.who}, this is lived out ${audience.where}. The call is to ${theme.response}, not to earn God's love but because we already have it in Christ. ${close[tone]}`;
}

function reflection(themes: readonly Theme[], request: DevotionalRequest, count: number): string {
  const questions = [
    ...themes.map((theme) => theme.question),
    `What is God showing you about ${inSentence(request.focus)}?`,
  ];
  return questions
    .slice(0, count)
    .map((question, index) => `${index + 1}. ${question}`)
    .join("\n");
}

function application(
  request: DevotionalRequest,
  lead: Theme,
  verse: Verse | undefined,
  choose: Choose,
) {
  const { where } = audienceOf(request.audience);
  const focus = inSentence(request.focus);
  const reread = verse ? `reread ${verse.reference}, then ` : "";
  const steps: Record<Tone, string[]> = {
    encouraging: [
      `Today, take one concrete step to ${lead.response} ${where}, and tell someone you trust about it.`,
      `Set aside a few quiet minutes today to ${reread}thank God for one way he has been faithful in ${focus}.`,
    ],
    challenging: [
      `Before the day ends, name one place where you have resisted this and, by God's grace, ${lead.response}.`,
      `Choose one habit that works against ${focus} and replace it this week, asking God for help.`,
    ],
    contemplative: [
      `Find a quiet place today to ${reread}sit in silence for a few minutes, and pray about ${focus}.`,
      `Carry one phrase from today's reading with you, and return to it in prayer morning, noon and night.`,
    ],
  };
  return choose("application", steps[request.tone]);
}

export function composeDevotional(
  request: DevotionalRequest,
  grounding: Grounding,
  preferences: GenerationPreferences,
): DevotionalResult {
  const choose = chooser(request);
  const shape = shapes[request.length];
  const audience = audienceOf(request.audience);
  const verses = groundingVerses(grounding).slice(0, shape.verses);
  const themes = themesFor(verses, request.theme, Math.max(shape.questions, verses.length));
  const lead = themes[0] as Theme;
  const theme = inSentence(request.theme);
  const content = paragraphs([
    openings[request.tone](theme, audience),
    verses[0]
      ? readingParagraph(verses[0], lead, 0, shape.quoteWords)
      : `${choosePassageNote(request.theme)} ${lead.truth}`,
    `Today's focus is ${inSentence(request.focus)}. ${focusLines[request.tone]} The invitation is to ${lead.response}.`,
    request.length !== "short" && christParagraph,
    ...verses
      .slice(1)
      .map((verse, index) =>
        readingParagraph(verse, themes[index + 1] as Theme, index + 1, shape.quoteWords),
      ),
    request.length === "extended" && audienceParagraph(audience, lead, request.tone),
  ]);
  const focusTitle = titleCase(clip(request.focus, 50));
  const themeTitle = titleCase(request.theme);
  return {
    title: themeTitle === focusTitle ? themeTitle : `${themeTitle}: ${focusTitle}`,
    scripture: verses[0]?.reference ?? "Passage to be chosen",
    content,
    reflection: reflection(themes, request, shape.questions),
    prayer: shortPrayer(themes, request.theme, preferences.languageStyle, choose),
    application: application(request, lead, verses[0], choose),
  };
}
