import { sermonLength, sermonTone } from "@shared/generation/options";
import type { ToolRequest, ToolResult } from "@shared/tools";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import { labelOf } from "../prompts/labels";
import { notesByKind } from "../details/weave";
import type { SermonMethodKey, TraditionVoice } from "@shared/traditions";
import { draftPlan, notedVerses, passageParts, stepped, type DraftPlan } from "./draft-plan";
import {
  audienceOf,
  capitalised,
  choosePassageNote,
  clausesOf,
  completePhrase,
  groundingVerses,
  inSentence,
  inTurn,
  joinList,
  passageTheme,
  tidyMarks,
  phraseShape,
  quote,
  segmentsOf,
  subjectThemes,
  themesFor,
  titleCase,
  topicPhrase,
  translationName,
  voiceOf,
  withArticle,
  type Audience,
  type Choose,
  type Theme,
  type Verse,
} from "./phrasing";
import { keyWordsLine } from "./study-lines";
import { readPassage, type Movement, type PassageReading } from "./passage-movements";

type Tone = ToolRequest<"sermon">["tone"];

/** Points per length (fewer when the grounding is thin) and how much each point holds. */
const shapes: Record<
  ToolRequest<"sermon">["length"],
  { points: [number, number]; detail: number }
> = {
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
  /** The part of the named passage this point preaches. */
  movement?: Movement;
}

function pointCount(length: ToolRequest<"sermon">["length"], grounding: Grounding): number {
  const [fewest, most] = shapes[length].points;
  const material =
    (grounding.passage ? clausesOf(grounding.passage.text).length : 0) + grounding.topical.length;
  return material >= most ? most : fewest;
}

/** Enough words in each part for a point to stand on. */
const wordsPerSegment = 25;

function passageSegments(passage: Verse, count: number, grounding: Grounding): Verse[] {
  const words = passage.text.split(/\s+/).length;
  const parts = Math.max(1, Math.min(count, Math.ceil(words / wordsPerSegment)));
  const cited = passageParts(passage.reference, grounding.translation, parts);
  return cited.length > 0 ? cited : segmentsOf(passage, parts);
}

/**
 * The named passage walked through movement by movement, in order; then, for a passage with
 * fewer movements than points, verses the notes name and topical verses.
 */
function planPoints(
  request: ToolRequest<"sermon">,
  grounding: Grounding,
  verses: Verse[],
  count: number,
  plan: DraftPlan,
  reading: PassageReading | undefined,
): Point[] {
  const noted = notedVerses(plan.details, grounding.translation);
  const rest = verses.slice(grounding.passage ? 1 : 0);
  const movements = reading?.movements ?? [];
  const lead = reading?.theme;
  const walked: Point[] = movements.map((movement) => ({
    movement,
    verse: movement.carrier,
    theme: movement.theme ?? lead ?? (subjectThemes(request.topic)[0] as Theme),
  }));
  const main = [
    ...(grounding.passage && !reading ? passageSegments(grounding.passage, count, grounding) : []),
    ...noted,
    ...rest,
  ];
  const needed = count - walked.length;
  const pointVerses = main.slice(0, Math.max(0, needed));
  const spare = main.slice(Math.max(0, needed));
  const used = new Set(walked.map((point) => point.theme.key));
  const pointThemes =
    needed > 0
      ? themesFor(pointVerses, request.topic, needed + used.size, plan.variant)
          .filter((theme) => !used.has(theme.key))
          .slice(0, needed)
      : [];
  const further = pointThemes.map((theme, index): Point => {
    const verse = pointVerses[index];
    return { theme, ...(verse ? { verse } : {}) };
  });
  return [...walked, ...further].map((point, index) => {
    const support = spare[index];
    return support ? { ...point, support } : point;
  });
}

type Application = (audience: Audience, theme: Theme) => string;

/** Each tone's ways of applying a point, taken in turn; none is used twice in one sermon. */
const applications: Record<Tone, Application[]> = {
  pastoral: [
    (a, t) => `Ask gently where ${a.who} most need to ${t.response}, ${a.where}.`,
    (a, t) => `Apply it tenderly: what would it look like for ${a.who} to ${t.response} this week?`,
    (a, t) => `Reassure ${a.who} that God is patient with them as they learn to ${t.response}.`,
    (_a, t) => `Give one small, concrete way to ${t.response} before next Sunday.`,
  ],
  prophetic: [
    (a, t) =>
      `Call ${a.who} to turn from self-reliance and ${t.response}, naming honestly where we have drifted ${a.where}.`,
    (a, t) =>
      `Press the point home: God's word calls ${a.who} to ${t.response}, and the time to respond is now.`,
    (a, t) => `Name the idols that compete for trust, and call ${a.who} back to ${t.response}.`,
    (_a, t) => `Do not soften it: to ${t.response} will cost something, and it is worth it.`,
  ],
  evangelistic: [
    (_a, t) =>
      `Speak to those who do not yet believe as well as to believers: the call to ${t.response} begins with coming to Jesus Christ, by grace and not by earning it.`,
    (a) =>
      `Make the invitation plain for ${a.who}: this is offered freely in Jesus Christ, crucified and risen.`,
    (a, t) =>
      `Show ${a.who} that no one is too far away: Christ welcomes all who come to him and teaches them to ${t.response}.`,
    () => "Answer the honest objection a sceptic might raise here, briefly and kindly.",
  ],
  teaching: [
    (a, t) =>
      `Explain the key words carefully, then show ${a.who} what it means to ${t.response} ${a.where}.`,
    (_a, t) =>
      `Trace how this fits the flow of the passage, then draw out one way to ${t.response}.`,
    (a, t) => `Give ${a.who} a question to take home: what would it take to ${t.response}?`,
    () =>
      "Show where else scripture teaches the same truth, so the point rests on more than one verse.",
  ],
  healing: [
    (a, t) =>
      `Invite ${a.who} to bring their wounds to Christ and ${t.response}, trusting his care whatever the outcome.`,
    (a) =>
      `Acknowledge the pain ${a.who} carry, without easy answers, and point them to Christ who was wounded for us.`,
    (_a, t) => `Pray over this point: that God would meet the hurting and help them ${t.response}.`,
    () =>
      "Leave room for lament: God's people have always brought their grief to him in words like these.",
  ],
};

/** How a point meets the situation in the pastor's notes, each frame used once. */
const noteFrames: readonly ((note: string) => string)[] = [
  (n) => `Speak directly to what you noted: ${n}`,
  (n) => `Bring this home to your own setting: ${n}`,
  (n) => `Let this point meet the need you described: ${n}`,
];

/** The situation and occasion the points speak to; instructions go to the close. */
function pointNotes(plan: DraftPlan): string[] {
  const { situation, occasion } = notesByKind(plan.details);
  return [...situation, ...occasion];
}

function lowerFirst(note: string): string {
  return /^(I|God|Jesus|Christ|[A-Z][a-z]+ [A-Z][a-z]+)\b/.test(note) || /^[A-Z]{2}/.test(note)
    ? note
    : note.charAt(0).toLowerCase() + note.slice(1);
}

function illustrationIdea(audience: Audience, theme: Theme, index: number, choose: Choose) {
  const ideas = [
    "Illustration idea: a moment from your own life, or one shared with permission, when this truth became real.",
    `Illustration idea: an everyday picture ${audience.who} will recognise of what it looks like to ${theme.response}.`,
    "Illustration idea: a short scene from elsewhere in scripture that shows the same truth, read aloud in full.",
    "Illustration idea: a story from church history of a believer who lived this out.",
  ];
  // Each idea once: a long sermon's later points go without rather than repeat one.
  return index < ideas.length ? inTurn(ideas, index, choose, "illustration") : undefined;
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

/**
 * A point on a movement of the passage opens with its own verses and what they are about:
 * Matthew Henry's heading for the section, else what its theme claims.
 */
function movementHeading(movement: Movement, asks: boolean, lead: Theme): string {
  const { heading, comment, reference } = movement;
  const cited = (text: string) => {
    const mark = /[?!]$/.test(text) ? text.slice(-1) : ".";
    return `${capitalised(text.replace(/[.;,?!\s]+$/, ""))} (${reference})${mark}`;
  };
  // A point never opens with the reference: "1. John 13:1–3" would read as 1 John.
  if (heading && !(asks && comment)) return cited(heading);
  // Otherwise the commentary's sentence on these verses is what the point says.
  if (comment) return `On ${reference}, as Matthew Henry puts it, ${inSentence(comment)}.`;
  const theme = movement.theme ?? lead;
  return cited(asks ? theme.question : theme.claim);
}

const commentLeads = [
  "Matthew Henry comments:",
  "Matthew Henry's note on these verses:",
  "As Matthew Henry reads these verses:",
  "Matthew Henry observes:",
];

/** The commentary's sentence on these verses, not quoted as scripture (it is not). */
function commentLine(comment: string, index: number, choose: Choose): string {
  return `${inTurn(commentLeads, index, choose, "comment")} ${comment}`;
}

/** The movement's key word with its Strong's meaning, once per sermon. */
function keyWordLine(
  movement: Movement,
  detail: number,
  simple: boolean,
  used: Set<string>,
): string | undefined {
  const word = movement.keyWord;
  if (!word || simple || (detail < 1 && movement.comment)) return undefined;
  if (used.has(word.strongs)) return undefined;
  used.add(word.strongs);
  const language = word.strongs.startsWith("G") ? "Greek" : "Hebrew";
  return `The word ‘${word.word}’ (KJV) is ${language} ${word.transliteration} (${word.strongs}): ${word.meaning}.`;
}

function writePoint(
  point: Point,
  index: number,
  request: ToolRequest<"sermon">,
  length: ToolRequest<"sermon">["length"],
  preferences: GenerationPreferences,
  plan: DraftPlan,
  usedWords: Set<string>,
): string {
  const { detail } = shapes[length];
  const { choose } = plan;
  const audience = audienceOf(request.audience, voiceOf(preferences));
  const frames = applications[request.tone];
  const note = pointNotes(plan)[index];
  // Alternate drafts open each point differently: a statement, or the question it answers.
  const asks = plan.variant % 2 === 1;
  const { movement } = point;
  return [
    movement
      ? movementHeading(movement, asks, point.theme)
      : asks
        ? point.theme.question
        : point.theme.claim,
    scriptureLine(point, index, plan.simple ? 0 : detail, preferences, choose),
    movement?.comment && movement.heading && !asks && commentLine(movement.comment, index, choose),
    movement && keyWordLine(movement, detail, plan.simple, usedWords),
    (movement ? detail >= 2 && movement.theme : detail >= 1 || !point.verse) &&
      !plan.simple &&
      (asks || movement
        ? `${point.theme.claim} ${movement ? point.theme.truth : `The call is to ${point.theme.response}.`}`
        : point.theme.truth),
    index < frames.length && inTurn(frames, index, choose, "application")(audience, point.theme),
    note &&
      index < noteFrames.length &&
      inTurn(noteFrames, index, choose, "note")(lowerFirst(note)),
    (detail >= 2 || plan.illustrated) && illustrationIdea(audience, point.theme, index, choose),
    detail >= 2 && point.support && `Compare ${quote(point.support, 30)}.`,
    detail >= 3 && !asks && (!movement || movement.theme) && `Ask: ${point.theme.question}`,
  ]
    .filter((part): part is string => Boolean(part))
    .join(" ");
}

function title(
  request: ToolRequest<"sermon">,
  passage: string | undefined,
  lead: Theme,
  plan: DraftPlan,
): string {
  const topic = titleCase(completePhrase(request.topic, 50));
  const subtitle = passage
    ? ` (${passage})`
    : lead.name.toLowerCase() === topic.toLowerCase()
      ? ""
      : `: ${lead.name}`;
  const byTone: Record<Tone, readonly string[]> = {
    pastoral: [`${topic}${subtitle}`, `${lead.name}: ${topic}`],
    prophetic: [`Hear the Word: ${topic}`, `${topic}: A Call to Return`],
    evangelistic: [`${topic}: Good News in Jesus`, `Come and See: ${topic}`],
    // "Understanding Grief", but never "Understanding Forgiving Others".
    teaching: [
      phraseShape(request.topic) === "noun"
        ? `Understanding ${topic.replace(/^(The|A|An) /, (article) => article.toLowerCase())}`
        : `${topic}: What Scripture Says`,
      `${topic}${subtitle}`,
    ],
    healing: [`${topic}: Bringing Our Wounds to Christ`, `${topic}: The God Who Heals`],
  };
  return completePhrase(plan.choose("title", byTone[request.tone]), 90);
}

/** Audiences for whom a word about the table would be out of place. */
const awayFromTheTable = new Set<ToolRequest<"sermon">["audience"]>(["youth", "evangelistic"]);

function callToAction(
  request: ToolRequest<"sermon">,
  named: string | undefined,
  lead: Theme,
  plan: DraftPlan,
  notesUsed: number,
  voice: TraditionVoice,
): string {
  const { who } = audienceOf(request.audience, voice);
  const passage = named ?? "the passage";
  // The reflection close keeps its own silence; the prophetic call does not add a second.
  const silence = voice.invitation.key === "reflection" ? "" : " Leave space for silent prayer.";
  const byTone: Record<Tone, readonly string[]> = {
    pastoral: [
      `Invite ${who} to take one step this week: ${lead.response}.`,
      `Close by helping ${who} choose one way this week to ${lead.response}.`,
    ],
    prophetic: [
      `Call ${who} to respond today: to turn from self-reliance and ${lead.response}.${silence}`,
      `End with a summons, not a suggestion: today is the day to ${lead.response}.${silence}`,
    ],
    evangelistic: [
      `Invite anyone who has not yet trusted Jesus Christ to turn to him today: he died for our sins and rose again, and he welcomes all who come.`,
      `Make the invitation plain: Christ died for sinners and rose again, and anyone who turns to him today is welcomed, forgiven and made new.`,
    ],
    teaching: [
      `Ask ${who} to reread ${passage} this week and write down one way to ${lead.response}.`,
      `Close with homework from ${passage}: one place this week to ${lead.response}, written down and prayed over.`,
    ],
    healing: [
      `Pray unhurriedly for anyone carrying pain, for healing and peace, trusting God's goodness whatever the outcome.`,
      `Close in prayer for the hurting, by name where you can, asking for healing and peace and trusting God's goodness whatever comes.`,
    ],
  };
  const remaining = pointNotes(plan).slice(notesUsed);
  const { instructions, announcements } = notesByKind(plan.details);
  const people = plan.details.people.filter(
    (person) => !plan.details.notes.some((note) => note.includes(person)),
  );
  return [
    plan.choose("close", byTone[request.tone]),
    // How the church responds is the tradition's (or the pastor's chosen) invitation.
    voice.fill(voice.invitation.close),
    voice.tradition.closingWord && voice.fill(voice.tradition.closingWord),
    !awayFromTheTable.has(request.audience) && voice.fill(voice.tradition.table),
    remaining.length > 0 &&
      `Before you close, take up the rest of your notes: ${remaining.join(" ")}`,
    ...instructions.map((instruction) => `Remember to ${lowerFirst(instruction)}`),
    announcements.length > 0 && `Then point to what is coming up: ${announcements.join(" ")}`,
    people.length > 0 && `Pray by name for ${joinList(people)}.`,
  ]
    .filter(Boolean)
    .join(" ");
}

/** How the approach names the outline, by sermon method, for a named passage. */
const passageOutlines: Record<SermonMethodKey, (passage: string, topic: string) => string[]> = {
  expository: (passage, topic) => [
    `An expository outline of ${passage} on ${topic}`,
    `This outline walks through ${passage} on ${topic}`,
  ],
  lectionary: (passage, topic) => [
    `A lectionary-based outline of ${passage} on ${topic}`,
    `This outline preaches the appointed reading, ${passage}, on ${topic}`,
  ],
  topical: (passage, topic) => [
    `A topical outline on ${topic}, anchored in ${passage}`,
    `This outline gathers scripture on ${topic} around ${passage}`,
  ],
  textual: (passage, topic) => [
    `A textual outline from ${passage} on ${topic}`,
    `This outline opens the key words of ${passage} on ${topic}`,
  ],
};

function approach(
  request: ToolRequest<"sermon">,
  grounding: Grounding,
  verses: Verse[],
  count: number,
  length: ToolRequest<"sermon">["length"],
  lead: Theme,
  choose: Choose,
  voice: TraditionVoice,
  reading: PassageReading | undefined,
  variant: number,
): string {
  const topic = topicPhrase(request.topic, { called: true });
  const named = reading?.reference ?? grounding.passage?.reference;
  const headings = (reading?.movements ?? []).filter((movement) => movement.heading);
  const outline = named
    ? choose("outline", passageOutlines[voice.method.key](named, topic))
    : choose("outline", [
        `A topical outline on ${topic}`,
        `This outline gathers scripture on ${topic}`,
      ]);
  const supporting = verses.slice(grounding.passage ? 1 : 0).map((verse) => verse.reference);
  const missing = !grounding.passage
    ? supporting.length > 0
      ? "The passage you named could not be found, so the outline rests on verses about the topic; check the reference."
      : choosePassageNote(request.topic)
    : "";
  return [
    `${outline} for ${audienceOf(request.audience, voice).who}, in ${withArticle(labelOf(sermonTone, request.tone).toLowerCase())} tone, shaped for ${labelOf(sermonLength, length)} with ${count} points.`,
    grounding.passage &&
      choose("main-point", [
        `The passage's main point, which the call to respond follows: ${inSentence(lead.claim)}.`,
        `The call to respond follows the passage's own point: ${inSentence(lead.claim)}.`,
      ]),
    headings.length >= 2 &&
      `The points follow its movements, in Matthew Henry's headings: ${headings
        .map((movement) => `${movement.heading} (${movement.reference})`)
        .join("; ")}.`,
    grounding.passage &&
      voice.method.key === "lectionary" &&
      "Read it with the other readings appointed for the day and in the light of the season of the church year.",
    `Written for ${withArticle(`${voice.tradition.adjective} ${voice.vocabulary.community.replace(/^the /, "")}`)}. ${voice.tradition.emphasis}`,
    supporting.length > 0 && `Supporting verses: ${joinList(supporting)}.`,
    keyWordsLine(grounding.study, 3, variant),
    missing,
    choose("composed", [
      `Composed offline from the ${translationName(grounding)} text of scripture, without an AI model: a first draft to expand with your own study, illustrations and prayer.`,
      `Written offline, without an AI model, from the ${translationName(grounding)}: expand it with your own study, illustrations and prayer.`,
    ]),
    request.notes &&
      choose("notes-used", [
        "Your notes shape the application of the points and the call to respond.",
        "The application draws on the notes you gave.",
      ]),
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * The passage as the pastor named it: a long one the grounding cut short for the model
 * ("Romans 8:1–30" of "Romans 8:1-39") is read whole, so the points reach its end.
 */
function wholePassage(
  request: ToolRequest<"sermon">,
  grounding: Grounding,
  count: number,
  variant: number,
): PassageReading | undefined {
  const grounded = readPassage(grounding.passage!.reference, grounding.translation, count, variant);
  const named = readPassage(request.scripture, grounding.translation, count, variant);
  const sameStart = named?.verses[0]?.reference === grounded?.verses[0]?.reference;
  return named && sameStart && named.verses.length > (grounded?.verses.length ?? 0)
    ? named
    : grounded;
}

export function composeSermon(
  request: ToolRequest<"sermon">,
  grounding: Grounding,
  preferences: GenerationPreferences,
): ToolResult<"sermon"> {
  const plan = draftPlan(request, [request.topic], preferences);
  const length = stepped(sermonLength.values, request.length, plan.refine);
  const count = pointCount(length, grounding);
  const verses = groundingVerses(grounding, plan.variant);
  // The whole passage named, even where the grounding cut a long one short for the model.
  const reading = grounding.passage && wholePassage(request, grounding, count, plan.variant);
  const points = planPoints(request, grounding, verses, count, plan, reading);
  // The call follows the passage's own main point, not whichever theme its first verse names.
  const lead =
    reading?.theme ??
    ((grounding.passage && passageTheme(grounding.passage.text)) || (points[0] as Point).theme);
  const notesUsed = Math.min(pointNotes(plan).length, count, noteFrames.length);
  const voice = voiceOf(preferences);
  const usedWords = new Set<string>();
  const named = reading?.reference ?? grounding.passage?.reference;
  return {
    title: title(request, named, lead, plan),
    mainPoints: points.map((point, index) =>
      tidyMarks(writePoint(point, index, request, length, preferences, plan, usedWords)),
    ),
    callToAction: tidyMarks(callToAction(request, named, lead, plan, notesUsed, voice)),
    approach: tidyMarks(
      approach(
        request,
        grounding,
        verses,
        count,
        length,
        lead,
        plan.choose,
        voice,
        reading,
        plan.variant,
      ),
    ),
  };
}
