import { devotionalLength } from "@shared/generation/options";
import type { ToolRequest, ToolResult } from "@shared/tools";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import { linesFor } from "./spelling";
import { shapePassage, type PassageShape } from "./passage-shape";
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

/** How many of Henry's sentences each length reads, when the passage has them. */
const mostComments: Record<ToolRequest<"devotional">["length"], number> = {
  short: 0,
  medium: 2,
  extended: 4,
};

/** The passage whole when a slow reading holds it (as a meditation's), else what drafts quote. */
function readingOf(shape: PassageShape) {
  return shape.whole.text.split(/\s+/).length <= wholeReadingWords ? shape.whole : shape.quoted;
}

/** A passage read whole in the longest devotional when it has no more words than this. */
const wholeReadingWords = 450;

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
      // The longest reading has time for the whole passage (up to a slow reading's words),
      // not only the key verses a long one is otherwise quoted by.
      quote(length === "extended" ? readingOf(shape) : shape.quoted),
      // Each longer length reads more of Henry's own sentences on it, and the longest the
      // scripture that quotes it or that it quotes: the passage's material, never a filler line.
      ...[...comments.slice(alternativeOf(request) % Math.max(1, comments.length)), ...comments]
        .filter((comment, index, all) => all.indexOf(comment) === index)
        .slice(0, mostComments[length])
        .map(attributed),
      ...(length === "extended" ? shape.related.slice(0, 2) : []).map(
        (related) => `${lines.devotional.related[related.relation]} ${quote(related)}`,
      ),
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
