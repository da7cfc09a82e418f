import { meditationLength } from "@shared/generation/options";
import { bookDisplayName } from "@shared/scripture/books";
import type { ToolRequest, ToolResult } from "@shared/tools";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import { linesFor } from "./spelling";
import {
  attributed,
  fill,
  choose,
  paragraphs,
  quote,
  stepped,
  titleFrom,
  variantOf,
  verseFrames,
} from "./draft-text";
import { lookup } from "../../scripture/lookup";
import type { PassageShape } from "./passage-shape";

/** A passage quoted whole in a meditation when it has no more words than this. */
const wholePassageWords = 450;

/** A meditation dwells on the text itself: all of it, unless it is too long to read slowly. */
function passageText(shape: PassageShape): string {
  return quote(printed(shape));
}

const printed = (shape: PassageShape) =>
  shape.whole.text.split(/\s+/).length <= wholePassageWords ? shape.whole : shape.quoted;

/** A model's meditation gets the passage's text from the server, exactly, not from the model. */
export function fillMeditation(
  result: ToolResult<"meditation">,
  grounding: Grounding,
): ToolResult<"meditation"> {
  return grounding.shape ? { ...result, scripture: passageText(grounding.shape) } : result;
}

/**
 * An offline meditation: the passage in full, where it stands in its book, Matthew Henry's own
 * sentences on it, the key verse to dwell on, steps of attention true of any passage, a prayer,
 * and scripture linked to it by sense.
 */
export function composeMeditation(
  request: ToolRequest<"meditation">,
  grounding: Grounding,
  preferences: GenerationPreferences,
): ToolResult<"meditation"> {
  const shape = grounding.shape;
  const lines = linesFor(preferences);
  const length = stepped(meditationLength.values, request.length, request.refine);
  const variant = variantOf({ ...request, subject: request.focus });
  if (!shape) {
    return {
      title: "Scripture Meditation",
      scripture: `[${request.scripture}]`,
      context: "[Context]",
      revelation: "[Insights]",
      application: "[Application]",
      prayer: choose(lines.meditation.prayer, variant, "meditation.prayer"),
      additionalScriptures: [],
    };
  }
  const found = lookup(shape.reference, { translation: preferences.translation });
  const first = found.ok ? found.passage.passages[0]?.verses[0] : undefined;
  const book = first
    ? `the book of ${bookDisplayName(first.book as never, false)}`
    : shape.reference;
  const key = shape.main;
  // The words to dwell on are not the scripture printed above them again (a short passage is its
  // own verse to carry): there the step is to the passage.
  // A brief meditation reads what any draft quotes of the passage (its key verses when it is
  // long); the others, all of it up to a slow reading.
  const scripture = length === "brief" ? shape.quoted : printed(shape);
  const dwelt = key && key.reference !== scripture.reference ? key : undefined;
  const values = {
    reference: shape.reference,
    book,
    keyReference: (key ?? shape).reference,
    keyQuote: dwelt ? quote(dwelt) : "",
  };
  const place = shape.place;
  const comments = shape.sections.flatMap((section) => (section.comment ? [section.comment] : []));
  return {
    title: titleFrom(shape.heading ?? "", `Meditation on ${shape.reference}`),
    scripture: quote(scripture),
    context: paragraphs([
      place.introduction && attributed(place.introduction),
      place.outline &&
        [
          `${place.outline.source}:`,
          ...place.outline.divisions.map(({ verses, heading }) => `${heading} (${verses})`),
        ].join("\n"),
      // Where Henry says nothing of the book or chapter, a step true of any passage.
      !place.introduction &&
        !place.outline &&
        fill(choose(lines.meditation.context, variant, "meditation.context"), values),
      shape.before &&
        fill(choose(verseFrames(lines.meditation.before), variant, "meditation.before"), {
          quote: quote(shape.before),
        }),
    ]),
    revelation: paragraphs([
      // With no verse of the passage's own to dwell on, the step is to the passage.
      fill(
        dwelt
          ? choose(verseFrames(lines.meditation.revelation), variant, "meditation.revelation")
          : choose(lines.meditation.revelationWithoutVerse, variant, "meditation.revelation"),
        values,
      ),
      ...comments.slice(0, length === "brief" ? 1 : length === "standard" ? 2 : 6).map(attributed),
      // The longest dwells also on the scripture that quotes the passage or that it quotes.
      ...(length === "comprehensive" ? shape.related.slice(0, 2) : []).map(
        (related) => `${lines.devotional.related[related.relation]} ${quote(related)}`,
      ),
    ]),
    application: choose(lines.meditation.application, variant, "meditation.application")
      .slice(0, length === "brief" ? 2 : length === "standard" ? 3 : 4)
      // A step that hands the reader one verse needs one; with none, a step to the passage.
      .map((step) =>
        fill(
          key || !step.includes("{keyReference}")
            ? step
            : choose(lines.meditation.passageStep, variant, "meditation.passageStep"),
          values,
        ),
      )
      .join("\n"),
    prayer: choose(lines.meditation.prayer, variant, "meditation.prayer"),
    additionalScriptures: shape.related.map((related) => related.reference),
  };
}
