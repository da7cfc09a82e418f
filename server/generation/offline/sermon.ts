import { sermonLength, sermonTone } from "@shared/generation/options";
import type { SermonRequest, SermonResult } from "@shared/generation/schemas";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import { labelOf } from "../prompts/labels";
import {
  audienceOf,
  choosePassageNote,
  chooser,
  clausesOf,
  groundingVerses,
  inSentence,
  inTurn,
  joinList,
  quote,
  segmentsOf,
  themesFor,
  titleCase,
  translationName,
  withArticle,
  type Audience,
  type Choose,
  type Theme,
  type Verse,
} from "./phrasing";

type Tone = SermonRequest["tone"];

/** Points per length (fewer when the grounding is thin) and how much each point holds. */
const shapes: Record<SermonRequest["length"], { points: [number, number]; detail: number }> = {
  "15-20": { points: [3, 3], detail: 0 },
  "25-30": { points: [3, 4], detail: 1 },
  "35-45": { points: [4, 5], detail: 2 },
  "45-60": { points: [5, 6], detail: 3 },
};

interface Point {
  verse?: Verse;
  theme: Theme;
  /** A further verse to compare, for the longest sermons. */
  support?: Verse;
}

function pointCount(request: SermonRequest, grounding: Grounding): number {
  const [fewest, most] = shapes[request.length].points;
  const material =
    (grounding.passage ? clausesOf(grounding.passage.text).length : 0) + grounding.topical.length;
  return material >= most ? most : fewest;
}

/** Enough words in each part for a point to stand on. */
const wordsPerSegment = 25;

function passageSegments(passage: Verse, count: number): Verse[] {
  const words = passage.text.split(/\s+/).length;
  return segmentsOf(passage, Math.max(1, Math.min(count, Math.ceil(words / wordsPerSegment))));
}

/** The passage walked through in order, then topical verses, then the subject itself. */
function planPoints(
  request: SermonRequest,
  grounding: Grounding,
  verses: Verse[],
  count: number,
): Point[] {
  const main = grounding.passage
    ? [...passageSegments(grounding.passage, count), ...verses.slice(1)]
    : verses;
  const pointVerses = main.slice(0, count);
  const spare = main.slice(count);
  const pointThemes = themesFor(pointVerses, request.topic, count);
  return pointThemes.map((theme, index) => {
    const verse = pointVerses[index];
    const support = spare[index];
    return { theme, ...(verse ? { verse } : {}), ...(support ? { support } : {}) };
  });
}

type Application = (audience: Audience, theme: Theme) => string;

/** Each tone's ways of applying a point, taken in turn so consecutive points do not repeat. */
const applications: Record<Tone, Application[]> = {
  pastoral: [
    (a, t) => `Ask gently where ${a.who} most need to ${t.response}, ${a.where}.`,
    (a, t) => `Apply it tenderly: what would it look like for ${a.who} to ${t.response} this week?`,
    (a, t) => `Reassure ${a.who} that God is patient with them as they learn to ${t.response}.`,
  ],
  prophetic: [
    (a, t) =>
      `Call ${a.who} to turn from self-reliance and ${t.response}, naming honestly where we have drifted ${a.where}.`,
    (a, t) =>
      `Press the point home: God's word calls ${a.who} to ${t.response}, and the time to respond is now.`,
    (a, t) =>
      `Name the idols that compete for trust ${a.where}, and call ${a.who} back to ${t.response}.`,
  ],
  evangelistic: [
    (_a, t) =>
      `Speak to those who do not yet believe as well as to believers: the call to ${t.response} begins with coming to Jesus Christ, by grace and not by earning it.`,
    (a) =>
      `Make the invitation plain for ${a.who}: this is offered freely in Jesus Christ, crucified and risen.`,
    (a, t) =>
      `Show ${a.who} that no one is too far away: Christ welcomes all who come to him and teaches them to ${t.response}.`,
  ],
  teaching: [
    (a, t) =>
      `Explain the key words carefully, then show ${a.who} what it means to ${t.response} ${a.where}.`,
    (a, t) =>
      `Trace how this fits the flow of the passage, then draw out one way to ${t.response}.`,
    (a, t) =>
      `Give ${a.who} a question to take home: what would it take to ${t.response} ${a.where}?`,
  ],
  healing: [
    (a, t) =>
      `Invite ${a.who} to bring their wounds to Christ and ${t.response}, trusting his care whatever the outcome.`,
    (a) =>
      `Acknowledge the pain ${a.who} carry, without easy answers, and point them to Christ who was wounded for us.`,
    (a, t) => `Pray over this point: that God would meet the hurting and help them ${t.response}.`,
  ],
};

function illustrationIdea(audience: Audience, theme: Theme, index: number, choose: Choose) {
  const ideas = [
    `Illustration idea: a moment from your own life, or one shared with permission, when this truth became real ${audience.where}.`,
    `Illustration idea: an everyday picture ${audience.who} will recognise of what it looks like to ${theme.response}.`,
    `Illustration idea: a short scene from elsewhere in scripture that shows the same truth, read aloud in full.`,
  ];
  return inTurn(ideas, index, choose, "illustration");
}

function scriptureLine(
  point: Point,
  index: number,
  detail: number,
  preferences: GenerationPreferences,
  choose: Choose,
): string | undefined {
  if (!point.verse) return undefined;
  // With a low scripture emphasis only the first point quotes; the rest point to the verse.
  if (preferences.scriptureEmphasis === "low" && index > 0) return `See ${point.verse.reference}.`;
  const lead = choose(`lead-${index}`, ["The text says,", "Read it slowly:", "Hear the words:"]);
  return `${lead} ${quote(point.verse, detail === 0 ? 30 : 45)}.`;
}

function writePoint(
  point: Point,
  index: number,
  request: SermonRequest,
  preferences: GenerationPreferences,
  choose: Choose,
): string {
  const { detail } = shapes[request.length];
  const audience = audienceOf(request.audience);
  return [
    point.theme.claim,
    scriptureLine(point, index, detail, preferences, choose),
    (detail >= 1 || !point.verse) && point.theme.truth,
    inTurn(applications[request.tone], index, choose, "application")(audience, point.theme),
    detail >= 2 && illustrationIdea(audience, point.theme, index, choose),
    detail >= 2 && point.support && `Compare ${quote(point.support, 30)}.`,
    detail >= 3 && `Ask: ${point.theme.question}`,
  ]
    .filter((part): part is string => Boolean(part))
    .join(" ");
}

function title(request: SermonRequest, grounding: Grounding, lead: Theme): string {
  const topic = titleCase(request.topic);
  const subtitle = grounding.passage
    ? ` (${grounding.passage.reference})`
    : lead.name.toLowerCase() === topic.toLowerCase()
      ? ""
      : `: ${lead.name}`;
  const byTone: Record<Tone, string> = {
    pastoral: `${topic}${subtitle}`,
    prophetic: `Hear the Word: ${topic}`,
    evangelistic: `${topic}: Good News in Jesus`,
    teaching: `Understanding ${topic}`,
    healing: `${topic}: Bringing Our Wounds to Christ`,
  };
  return byTone[request.tone];
}

function callToAction(request: SermonRequest, grounding: Grounding, lead: Theme): string {
  const { who } = audienceOf(request.audience);
  const topic = inSentence(request.topic);
  const passage = grounding.passage?.reference ?? "the passage";
  const byTone: Record<Tone, string> = {
    pastoral: `Invite ${who} to take one step this week: ${lead.response}. Offer to pray with anyone who wants to talk about ${topic}.`,
    prophetic: `Call ${who} to respond today: to turn from self-reliance and ${lead.response}. Leave space for silent prayer before you close.`,
    evangelistic: `Invite anyone who has not yet trusted Jesus Christ to turn to him today: he died for our sins and rose again, and he welcomes all who come. Offer a simple way to respond, such as talking with you or someone on the prayer team.`,
    teaching: `Ask ${who} to reread ${passage} this week and write down one way to ${lead.response}.`,
    healing: `Invite ${who} to bring their wounds to Christ in prayer, and pray for healing and peace, trusting God's goodness whatever the outcome.`,
  };
  return byTone[request.tone];
}

function approach(
  request: SermonRequest,
  grounding: Grounding,
  verses: Verse[],
  count: number,
): string {
  const topic = inSentence(request.topic);
  const outline = grounding.passage
    ? `An expository outline of ${grounding.passage.reference} on ${topic}`
    : `A topical outline on ${topic}`;
  const supporting = verses.slice(grounding.passage ? 1 : 0).map((verse) => verse.reference);
  const missing = !grounding.passage
    ? supporting.length > 0
      ? "The passage you named could not be found, so the outline rests on verses about the topic; check the reference."
      : choosePassageNote(request.topic)
    : "";
  return [
    `${outline} for ${audienceOf(request.audience).who}, in ${withArticle(labelOf(sermonTone, request.tone).toLowerCase())} tone, shaped for ${labelOf(sermonLength, request.length)} with ${count} points.`,
    supporting.length > 0 && `Supporting verses: ${joinList(supporting)}.`,
    missing,
    `Composed offline from the ${translationName(grounding)} text of scripture, without an AI model: a first draft to expand with your own study, illustrations and prayer.`,
    request.notes && "Weave in your own notes as you expand it.",
  ]
    .filter(Boolean)
    .join(" ");
}

export function composeSermon(
  request: SermonRequest,
  grounding: Grounding,
  preferences: GenerationPreferences,
): SermonResult {
  const choose = chooser(request);
  const count = pointCount(request, grounding);
  const verses = groundingVerses(grounding);
  const points = planPoints(request, grounding, verses, count);
  const lead = (points[0] as Point).theme;
  return {
    title: title(request, grounding, lead),
    mainPoints: points.map((point, index) =>
      writePoint(point, index, request, preferences, choose),
    ),
    callToAction: callToAction(request, grounding, lead),
    approach: approach(request, grounding, verses, count),
  };
}
