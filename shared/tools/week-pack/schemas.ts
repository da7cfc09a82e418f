import { z } from "zod";
import { refinementFields } from "../../generation/refinement";
import {
  ageBands,
  maxManuscriptCharacters,
  outlineLimits,
  packPieceIds,
  packPieceTypeKeys,
  packPieceTypes,
  packPlatforms,
  packRefinements,
  weekDays,
  type PackPieceType,
  type PieceSection,
} from "./definition";

const ageBandValues = ageBands.map((band) => band.value) as [string, ...string[]];
const platformValues = packPlatforms.map((platform) => platform.value) as [string, ...string[]];

/** Where a pack starts: a saved sermon, or the pastor's own manuscript. */
export const packSourceSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("library"), id: z.string().uuid("Choose a saved sermon.") }),
    z.object({
      kind: z.literal("text"),
      text: z
        .string({ message: "Paste or upload the sermon's text." })
        .trim()
        .min(200, "The manuscript is too short to build a week from: paste the whole sermon.")
        .max(
          maxManuscriptCharacters,
          `The manuscript is too long: at most ${maxManuscriptCharacters.toLocaleString("en-US")} characters.`,
        ),
      filename: z.string().trim().max(200).optional(),
    }),
  ],
  { message: "Choose a sermon from My Content or paste its text." },
);
export type PackSource = z.infer<typeof packSourceSchema>;

export const createPackSchema = z.object({ source: packSourceSchema });

const tooLong = (max: number) => `Use at most ${max} characters.`;

export const packOutlineSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Give the sermon a title.")
    .max(outlineLimits.title, tooLong(outlineLimits.title)),
  passage: z
    .string()
    .trim()
    .min(1, "Name the sermon's main passage, such as Romans 5:1-5.")
    .max(outlineLimits.passage, tooLong(outlineLimits.passage)),
  bigIdea: z
    .string()
    .trim()
    .min(1, "State the sermon's big idea in a sentence.")
    .max(outlineLimits.bigIdea, tooLong(outlineLimits.bigIdea)),
  points: z
    .array(
      z
        .string()
        .trim()
        .min(1, "A point cannot be empty.")
        .max(outlineLimits.point, tooLong(outlineLimits.point)),
    )
    .min(outlineLimits.points.min, `Give at least ${outlineLimits.points.min} points.`)
    .max(outlineLimits.points.max, `Give at most ${outlineLimits.points.max} points.`),
  callToAction: z
    .string()
    .trim()
    .max(outlineLimits.callToAction, tooLong(outlineLimits.callToAction))
    .default(""),
  notes: z.string().trim().max(outlineLimits.notes, tooLong(outlineLimits.notes)).default(""),
  ageBand: z.enum(ageBandValues).default("6-8"),
  /**
   * What the sermon itself says under each point, in the preacher's own words (read from the
   * manuscript or saved sermon when the pack was made; in the points' order): the verses the
   * point expounds and its strongest sentences. Pieces quote them, named as Sunday's sermon.
   */
  sermon: z
    .array(
      z.object({
        verses: z.string().trim().max(80).optional(),
        sentences: z.array(z.string().trim().min(1).max(600)).max(3),
      }),
    )
    .max(outlineLimits.points.max)
    .optional(),
  /**
   * Short hashes of what was private in the source (notes, asides, sentences naming people),
   * never its text: a piece a model writes is checked against them before it is shown
   * (server/modules/packs/private-guard.ts).
   */
  guard: z
    .array(z.string().regex(/^n?[0-9a-f]{12}$/))
    .max(4000)
    .optional(),
});
export type PackOutline = z.infer<typeof packOutlineSchema>;

export const postSchema = z.object({
  platform: z.enum(platformValues).describe("facebook, instagram or twitter"),
  day: z.enum(weekDays).describe("The day of the week it is posted"),
  time: z.string().min(1).max(20).describe("The suggested time, such as 7:30 am"),
  content: z.string().min(1).max(2200).describe("The post's text, with hashtags at the end"),
});
export type PackPost = z.infer<typeof postSchema>;

function sectionSchema(section: PieceSection): z.ZodType {
  if (section.kind === "posts")
    return z.array(postSchema).min(3).max(15).describe(section.description);
  if (section.kind !== "text") {
    let list = z.array(z.string().min(1));
    if (section.items?.min !== undefined) list = list.min(section.items.min);
    if (section.items?.max !== undefined) list = list.max(section.items.max);
    return list.describe(section.description);
  }
  const text = section.optional ? z.string() : z.string().min(1);
  return text.describe(section.description);
}

function resultSchema(type: PackPieceType) {
  const sections: readonly PieceSection[] = packPieceTypes[type].sections;
  return z.object(
    Object.fromEntries(sections.map((section) => [section.field, sectionSchema(section)])),
  );
}

/** Each piece type's result: the route's answer and the model's structured output. */
export const pieceResultSchemas = Object.fromEntries(
  packPieceTypeKeys.map((type) => [type, resultSchema(type)]),
) as Record<PackPieceType, z.ZodObject>;

export type PieceResult = Record<string, unknown>;

export const pieceIdSchema = z.enum(
  packPieceIds as [string, ...string[]],
  "No such piece of a week pack.",
);

/** Writing a piece: a first draft or regenerate (no body), or a refinement of the current draft. */
export const writePieceSchema = z
  .object({
    refine: z.enum(packRefinements, "Choose shorter, simpler or another angle.").optional(),
    currentDraft: refinementFields.currentDraft,
  })
  .default({});
export type WritePiece = z.infer<typeof writePieceSchema>;

export const pieceStatusSchema = z.object({
  status: z.enum(["draft", "approved"], "Choose draft or approved."),
});

/** A piece as the review screen shows it. */
export interface PackPieceView {
  id: string;
  type: PackPieceType;
  label: string;
  status: "pending" | "draft" | "approved";
  itemId?: string;
  title?: string;
  text?: string;
  result?: PieceResult;
  scriptureCheck?: unknown;
  /** Who wrote it: the offline composer ("Kingdom Tools draft") or the configured model. */
  source?: "offline" | "ai";
}

export interface PackView {
  id: string;
  createdAt: string;
  source: { kind: "library"; id: string } | { kind: "text"; filename?: string };
  outline: PackOutline;
  /** What the pastor should check in the outline read from the source. */
  notes: string[];
  pieces: PackPieceView[];
}
