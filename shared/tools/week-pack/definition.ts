import type { SectionSpec } from "../define";
import { referenceSection, titleSection } from "../fields";

/**
 * The sermon week pack: one sermon's outline becomes a week of pieces. Each piece is its own
 * library content type (saved, searched and exported like a writing tool's item), declared
 * here without zod (the schemas are in ./schemas.ts) so the hub can read the names.
 */

export const weekDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;
export type WeekDay = (typeof weekDays)[number];

export const ageBands = [
  { value: "3-5", label: "Ages 3–5" },
  { value: "6-8", label: "Ages 6–8" },
  { value: "9-11", label: "Ages 9–11" },
] as const;
export type AgeBand = (typeof ageBands)[number]["value"];

export const packPlatforms = [
  { value: "facebook", label: "Facebook" },
  { value: "instagram", label: "Instagram" },
  { value: "twitter", label: "X (Twitter)" },
] as const;

/** The outline a pack is built on, as the pastor confirms it. */
export const outlineLimits = {
  title: 200,
  passage: 200,
  bigIdea: 500,
  point: 500,
  points: { min: 2, max: 6 },
  callToAction: 1000,
  notes: 2000,
} as const;

/**
 * Pieces one user may have in progress at once (the page writes this many in turn; the server
 * refuses more with a 429), so one pastor cannot hold the model's whole capacity.
 */
export const maxPiecesInProgress = 3;

/** The refinements a written piece offers (a subset of the writing tools' refinements). */
export const packRefinements = ["shorter", "simpler", "angle"] as const;
export type PackRefinement = (typeof packRefinements)[number];

/** A pasted or uploaded manuscript: at most this many characters are read. */
export const maxManuscriptCharacters = 100_000;

/** A section of a pack piece: a writing tool's section, or the social piece's scheduled posts. */
export type PieceSection = SectionSpec | PostsSection;
export interface PostsSection {
  field: "posts";
  heading: string;
  kind: "posts";
  description: string;
}

export interface PackPieceSpec<Key extends string = string> {
  /** The library content type of the saved piece. */
  key: Key;
  name: string;
  library: { one: string; many: string };
  sections: readonly PieceSection[];
  /**
   * What its printed copy's "Scripture text" holds: the passage it is on (the default), or only
   * the verses the piece quotes, for a piece that keeps some of its passage from its readers.
   */
  scriptureText?: "passage" | "quoted";
}

export const packPieceTypes = {
  "daily-devotional": {
    key: "daily-devotional",
    name: "Daily devotional",
    library: { one: "Daily Devotional", many: "Daily Devotionals" },
    sections: [
      titleSection("The day's title"),
      referenceSection("scripture", {
        description: "The verse or verses of the sermon's passage the day reads",
      }),
      {
        field: "day",
        heading: "Day",
        kind: "text",
        copy: "inline",
        description: "Monday to Friday",
      },
      {
        field: "point",
        heading: "From Sunday",
        kind: "text",
        copy: "inline",
        description: "The sermon point the day follows, as the outline gives it",
      },
      {
        field: "reading",
        heading: "Reading",
        kind: "text",
        description: "The devotional reading, about 250 words, quoting only the supplied verses",
      },
      {
        field: "reflection",
        heading: "Reflect",
        kind: "text",
        description: "Two reflection questions",
      },
      { field: "prayer", heading: "Prayer", kind: "text", description: "A short closing prayer" },
    ],
  },
  "small-group-guide": {
    key: "small-group-guide",
    name: "Small-group guide",
    library: { one: "Small-Group Guide", many: "Small-Group Guides" },
    sections: [
      titleSection("The guide's title"),
      referenceSection("scripture", { description: "The sermon's passage" }),
      {
        field: "openingQuestion",
        heading: "Opening question",
        kind: "text",
        description: "An easy question anyone can answer, leading into the theme",
      },
      {
        field: "passageText",
        heading: "Read together",
        kind: "text",
        description: "The passage's text, exactly as supplied",
      },
      {
        field: "questions",
        heading: "Discussion questions",
        kind: "numbered",
        items: { min: 6, max: 8 },
        description:
          "6 to 8 questions, from observation (what the passage says) through interpretation to application",
      },
      {
        field: "prayerFocus",
        heading: "Prayer focus",
        kind: "text",
        description: "What the group prays for together",
      },
      {
        field: "leaderNotes",
        heading: "Leader notes",
        kind: "text",
        description: "Notes for the leader: the big idea, the points, where the discussion may go",
      },
    ],
  },
  "childrens-lesson": {
    key: "childrens-lesson",
    name: "Children's lesson",
    library: { one: "Children's Lesson", many: "Children's Lessons" },
    // A lesson reads children only the verses fit for them: its copy prints no others.
    scriptureText: "quoted",
    sections: [
      titleSection("The lesson's title"),
      referenceSection("scripture", { description: "The sermon's passage" }),
      {
        field: "ageBand",
        heading: "Ages",
        kind: "text",
        copy: "inline",
        description: "The age band: 3-5, 6-8 or 9-11",
      },
      {
        field: "bigIdea",
        heading: "Big idea",
        kind: "text",
        description: "The sermon's big idea in a child's words",
      },
      {
        field: "retelling",
        heading: "The story",
        kind: "text",
        description: "A simple retelling of the passage for the age band",
      },
      {
        field: "memoryVerse",
        heading: "Memory verse",
        kind: "text",
        description: "One verse from the passage, with its reference, quoted exactly",
      },
      {
        field: "activity",
        heading: "Activity",
        kind: "text",
        description: "An activity for the age band, with what it needs",
      },
      {
        field: "takeHome",
        heading: "Take-home sheet",
        kind: "text",
        description: "A short sheet for parents: the story, the verse, a question and a prayer",
      },
    ],
  },
  "week-email": {
    key: "week-email",
    name: "Church email",
    library: { one: "Week Email", many: "Week Emails" },
    sections: [
      titleSection("The email's subject line"),
      referenceSection("scripture", { description: "The sermon's passage" }),
      {
        field: "body",
        heading: "Email",
        kind: "text",
        copy: "plain",
        description:
          "The week's church email: Sunday's message in brief, the week's devotionals and groups, the pastor's details, signed",
      },
    ],
  },
  "week-social": {
    key: "week-social",
    name: "Social posts",
    library: { one: "Week Social Posts", many: "Week Social Posts" },
    sections: [
      titleSection("A title for the week's posts"),
      referenceSection("scripture", { description: "The sermon's passage" }),
      {
        field: "posts",
        heading: "Posts",
        kind: "posts",
        description: "Posts for each platform across the week: day, suggested time and text",
      },
    ],
  },
  "sermon-slides": {
    key: "sermon-slides",
    name: "Slides",
    library: { one: "Sermon Slides", many: "Sermon Slides" },
    sections: [
      titleSection("The deck's title: the sermon's title"),
      referenceSection("scripture", { description: "The sermon's passage" }),
      {
        field: "church",
        heading: "Church",
        kind: "text",
        copy: "inline",
        optional: true,
        description: "The church's name",
      },
      {
        field: "bigIdea",
        heading: "Big idea",
        kind: "text",
        description: "The big idea, one sentence",
      },
      {
        field: "points",
        heading: "Points",
        kind: "numbered",
        items: { min: 2, max: 6 },
        description: "The sermon's points, one slide each, short",
      },
      {
        field: "callToAction",
        heading: "Call to action",
        kind: "text",
        description: "The closing call to respond, short",
      },
    ],
  },
} as const satisfies Record<string, PackPieceSpec>;

export type PackPieceType = keyof typeof packPieceTypes;
export const packPieceTypeKeys = Object.keys(packPieceTypes) as PackPieceType[];

export function isPackPieceType(value: string): value is PackPieceType {
  return Object.hasOwn(packPieceTypes, value);
}

/** The pieces of one pack, in the order the review screen shows them. */
export const packPieces = [
  ...weekDays.map(
    (day) =>
      ({
        id: `devotional-${day.toLowerCase()}`,
        type: "daily-devotional",
        label: `${day} devotional`,
        day,
      }) as const,
  ),
  { id: "small-group", type: "small-group-guide", label: "Small-group guide" },
  { id: "children", type: "childrens-lesson", label: "Children's lesson" },
  { id: "email", type: "week-email", label: "Church email" },
  { id: "social", type: "week-social", label: "Social posts" },
  { id: "slides", type: "sermon-slides", label: "Slides" },
] as const satisfies ReadonlyArray<{
  id: string;
  type: PackPieceType;
  label: string;
  day?: WeekDay;
}>;

export type PackPieceId = (typeof packPieces)[number]["id"];
export const packPieceIds = packPieces.map((piece) => piece.id) as PackPieceId[];

export function pieceById(id: string) {
  return packPieces.find((piece) => piece.id === id);
}
