import type { WeekDay } from "@shared/tools/week-pack/definition";
import { platformCharacterLimits } from "@shared/generation/options";
import { paragraphs, quote } from "../draft-text";
import { preacherQuote } from "./study-pieces";
import {
  briefOr,
  churchName,
  plainOr,
  inVariant,
  keyVerse,
  memoryVerse,
  signature,
  type PackContext,
} from "./context";

/** The week's messages: the church email, the scheduled social posts and the slides' words. */

export function composeWeekEmail(context: PackContext) {
  const { outline } = context;
  const church = churchName(context);
  const body = paragraphs([
    church ? `Dear ${church} family,` : "Dear church family,",
    briefOr(
      context,
      "",
      inVariant(["", "I hope Sunday is still with you as the week begins."], context),
    ),
    plainOr(
      context,
      `On Sunday we read ${context.passage} together. The sermon was called ${outline.title}. Here is the big idea: ${outline.bigIdea.replace(/[.!?]*$/, ".")}`,
      `On Sunday we opened ${context.passage} together in the sermon ${outline.title}. The big idea: ${outline.bigIdea.replace(/[.!?]*$/, ".")}`,
    ),
    briefOr(context, "", `The passage says: ${quote(keyVerse(context))}.`),
    `If you missed it, or want to take it further, here is what we heard:\n${outline.points.map((point, index) => `${index + 1}. ${point}`).join("\n")}`,
    outline.callToAction &&
      (/^(?:(?:so|and|now)[\s,]+)?this week\b/i.test(outline.callToAction)
        ? outline.callToAction
        : `This week, the call is simple: ${outline.callToAction}`),
    // "This week's details" is the one field of the pack meant for the congregation.
    outline.notes.trim() && `This week: ${outline.notes.trim()}`,
    briefOr(
      context,
      `A devotional on ${context.passage} comes each weekday, and small groups discuss it this week.`,
      plainOr(
        context,
        // The children learn the passage only where it has a verse for them (memoryVerse).
        `There is a short devotional each weekday, Monday to Friday. Each one takes a point from ${context.passage}. Small groups will talk about the passage this week.${memoryVerse(context) ? " The children are learning it too. Ask them about their memory verse!" : ""}`,
        `Each weekday, Monday to Friday, there is a short devotional on ${context.passage}, one point at a time. Small groups will discuss the passage this week${memoryVerse(context) ? ", and the children are learning it too: ask them about their memory verse" : ""}.`,
      ),
    ),
    "With love in Christ,",
    signature(context),
  ]);
  return {
    title: `This week: ${outline.title}`,
    scripture: context.passage,
    body,
  };
}

type Platform = "facebook" | "instagram" | "twitter";
type Slot = { day: WeekDay; time: string; platform: Platform };

/** A day and time for each post (the moments people read) and what it says. */
/** A post's text, or its versions from fullest to shortest: the first within the platform's limit is used. */
const schedule: Array<Slot & { write: (context: PackContext) => string | string[] }> = [
  {
    day: "Monday",
    time: "7:30 am",
    platform: "facebook",
    write: (c) =>
      `Sunday in ${c.passage}: ${sentenceOf(c.outline.bigIdea)}\n\nThis week there is a short devotional each weekday to take it further. Which part of the passage stayed with you?${details(c)}`,
  },
  {
    day: "Monday",
    time: "12:00 pm",
    platform: "twitter",
    write: (c) => [quote(keyVerse(c)), `Read ${c.passage} again today.`],
  },
  {
    day: "Tuesday",
    time: "8:00 pm",
    platform: "instagram",
    write: (c) =>
      `${sentenceOf(pointAt(c, 0))}${saidOn(c, 0, " From Sunday's sermon: ")}\n\nWhere do you need to remember it this week?`,
  },
  {
    day: "Wednesday",
    time: "7:00 am",
    platform: "twitter",
    write: (c) => [
      // The preacher's own sentence on the point, when it has one and it fits.
      ...(saidOn(c, 1) ? [`From Sunday's sermon: ${saidOn(c, 1)}`] : []),
      withPassage(pointAt(c, 1), c.passage),
      withPassage(shortPoint(pointAt(c, 1)), c.passage),
    ],
  },
  {
    day: "Wednesday",
    time: "12:30 pm",
    platform: "facebook",
    write: (c) =>
      `Halfway through the week, back to ${c.passage}. Sunday's point: ${sentenceOf(pointAt(c, 1))}\n\nSmall groups are talking about it this week: come and join one.`,
  },
  {
    day: "Thursday",
    time: "7:30 pm",
    platform: "instagram",
    write: (c) => `${sentenceOf(pointAt(c, 2))}${saidOn(c, 2, " ")}\n\n${quote(keyVerse(c))}`,
  },
  {
    day: "Friday",
    time: "9:00 am",
    platform: "facebook",
    write: (c) =>
      `One step for the weekend, from ${c.passage}: ${sentenceOf(c.outline.callToAction || c.outline.bigIdea)}${churchName(c) ? `\n\nSee you Sunday at ${churchName(c)}.` : ""}`,
  },
  {
    day: "Friday",
    time: "5:00 pm",
    platform: "twitter",
    write: (c) => [
      withPassage(c.outline.bigIdea, c.passage),
      withPassage(shortPoint(c.outline.bigIdea), c.passage),
    ],
  },
];

/** "This week's details", as the pastor typed them, for a post with room for them. */
function details(context: PackContext): string {
  const typed = context.outline.notes.trim();
  return typed ? `\n\nThis week: ${typed}` : "";
}

function sentenceOf(value: string): string {
  return value.trim().replace(/[.!?]*$/, ".");
}

/** A reference with one kind of dash, for comparing. */
const dashed = (reference: string) => reference.replace(/[–—]/g, "-");

/**
 * A sentence with the passage cited after it, unless it cites it already: a big idea quoting
 * its verse ("… “We walk by faith, not by sight.” (2 Corinthians 5:7)") was cited twice.
 */
function withPassage(value: string, passage: string): string {
  const sentence = sentenceOf(value);
  return dashed(sentence).includes(`(${dashed(passage)}`) ? sentence : `${sentence} (${passage})`;
}
/**
 * The sermon's own sentence on the point `pointAt` gives, in our quotation marks, after
 * `before`; empty when the sermon had none (a quotation of the preacher, never of scripture,
 * so it is never set beside a reference).
 */
function saidOn(context: PackContext, index: number, before = ""): string {
  const at = (index + context.variant) % context.outline.points.length;
  const said = context.outline.sermon?.[at]?.sentences[0];
  return said ? `${before}${preacherQuote(said)}` : "";
}

/** The points in turn; a regenerated set of posts starts from the next point. */
function pointAt(context: PackContext, index: number): string {
  return context.outline.points[(index + context.variant) % context.outline.points.length]!;
}

/**
 * The passage's book as a hashtag, its number kept and its words joined: #2Corinthians,
 * #SongOfSolomon, #Psalm (a numbered book's tag was its number alone, "#2").
 */
function bookTag(passage: string): string {
  const [first = "", ...rest] = passage.trim().split(/\s+/);
  const chapter = rest.findIndex((word) => /^\d/.test(word));
  const words = [first, ...(chapter < 0 ? rest : rest.slice(0, chapter))];
  return words
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

const tagsFor = (passage: string) => `#${bookTag(passage)} #SundaySermon #Faith`;

export function composeWeekSocial(context: PackContext) {
  // A shorter week keeps one post a day, Wednesday's and Friday's morning posts aside.
  const slots = briefOr(
    context,
    schedule.filter((_, index) => [0, 2, 4, 6].includes(index)),
    schedule,
  );
  const posts = slots.map(({ write, ...slot }) => {
    const tags = slot.platform === "twitter" ? "" : `\n\n${tagsFor(context.passage)}`;
    const versions = [write(context)].flat().map((body) => `${body}${tags}`);
    const limit = platformCharacterLimits[slot.platform];
    // Checked before it is shown: a post past its platform's limit is never offered.
    const content =
      versions.find((version) => [...version].length <= limit) ??
      `${context.outline.title} (${context.passage})`.slice(0, limit);
    return { ...slot, content };
  });
  return {
    title: `Posts for the week: ${context.outline.title}`,
    scripture: context.passage,
    posts,
  };
}

export function composeSermonSlides(context: PackContext) {
  const { outline } = context;
  return {
    title: outline.title,
    scripture: context.passage,
    church: churchName(context),
    bigIdea: outline.bigIdea,
    points: briefOr(context, outline.points.map(shortPoint), outline.points),
    callToAction: outline.callToAction || sentenceOf(outline.bigIdea),
  };
}

/** A point cut to its first clause for a shorter deck: "Hope does not disappoint". */
function shortPoint(point: string): string {
  const clause = point.split(/[:;—–]|,\s+(?:and|but|so|because)\s+/)[0]!.trim();
  return clause.length >= 12 ? clause : point;
}
