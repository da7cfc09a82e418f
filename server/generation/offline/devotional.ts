import { devotionalLength } from "@shared/generation/options";
import type { ToolRequest, ToolResult } from "@shared/tools";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import { linesFor } from "./spelling";
import { shapePassage } from "./passage-shape";
import { seasonLine } from "./season-lines";
import { occasionLines } from "./devotional-occasions";
import {
  alternativeOf,
  attributed,
  fill,
  choose,
  paragraphs,
  quote,
  stepped,
  titleFrom,
  variantOf,
} from "./draft-text";

/** With no passage named and no curated topic that fits the theme, a devotional reads this. */
const defaultPassage = "Psalm 119:105";

/**
 * An offline devotional: the passage quoted whole (or its key verses), Matthew Henry's own
 * sentences on it, questions true of any passage, a prayer and a step for the day.
 */
export function composeDevotional(
  request: ToolRequest<"devotional">,
  grounding: Grounding,
  preferences: GenerationPreferences,
): ToolResult<"devotional"> {
  const shape = grounding.shape ?? shapePassage(defaultPassage, preferences.translation)!;
  const lines = linesFor(preferences);
  const length = stepped(devotionalLength.values, request.length, request.refine);
  const variant = variantOf({ ...request, subject: request.theme });
  const comments = shape.sections.flatMap((section) => (section.comment ? [section.comment] : []));
  const values = { reference: shape.reference, keyReference: (shape.main ?? shape).reference };
  // The occasion the pastor chose (a select): its lines, written for any reader in it, take the
  // place of the ordinary ones slot by slot; nothing is read from the theme, focus or notes.
  const occasion = occasionLines(request.occasion, preferences.spelling);
  return {
    title: titleFrom(request.theme, shape.heading ?? shape.reference),
    scripture: shape.reference,
    content: paragraphs([
      fill(choose(occasion?.read ?? lines.devotional.read, variant, "devotional.read"), values),
      quote(shape.quoted),
      ...comments
        .slice(alternativeOf(request) % Math.max(1, comments.length))
        .slice(0, length === "short" ? 0 : length === "medium" ? 1 : 2)
        .map(attributed),
      length === "extended" &&
        shape.related[0] &&
        `${lines.devotional.related[shape.related[0].relation]} ${quote(shape.related[0])}`,
    ]),
    reflection: [
      ...choose(
        occasion?.reflection ?? lines.devotional.reflection,
        variant,
        "devotional.reflection",
      )
        .slice(0, length === "short" ? 2 : length === "medium" ? 3 : 4)
        .map((question) => fill(question, values)),
      // The season the pastor chose (a select), asked in a question written once for any passage.
      seasonLine(request.season, "devotional", preferences.spelling),
    ]
      .filter(Boolean)
      .join("\n"),
    prayer: choose(
      occasion?.prayer ?? lines.devotional.prayer[request.tone],
      variant,
      "devotional.prayer",
    ),
    application: fill(
      choose(
        // Steps that hand the reader one verse (write it out, copy it) need a verse to hand;
        // with none of the passage's own, the steps are to the passage.
        occasion?.application ??
          (shape.main ? lines.devotional.application : lines.devotional.passageApplication),
        variant,
        "devotional.application",
      ),
      values,
    ),
  };
}
