import { sermonLength } from "@shared/generation/options";
import type { ToolRequest, ToolResult } from "@shared/tools";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import {
  attributed,
  fill,
  choose,
  quote,
  stepped,
  titleFrom,
  translationName,
  variantOf,
  verseFrames,
} from "./draft-text";
import type { PassageSection, PassageShape, RelatedVerses } from "./passage-shape";
import { listOfNames } from "./names";
import { seasonLine } from "./season-lines";
import { linesFor, voiceFor } from "./spelling";

/** The most points each length holds; the passage's divisions (or runs) decide how many it has. */
const mostPoints: Record<ToolRequest<"sermon">["length"], number> = {
  "15-20": 3,
  "25-30": 4,
  "35-45": 5,
  "45-60": 6,
};

/** How much of each section a point quotes: what a draft quotes, or more of it. */
type Reading = "quoted" | "fuller";

type Lines = ReturnType<typeof linesFor>;

/** Scripture that quotes the verses or that they quote, after the frame its relation takes. */
const relatedLine = (related: RelatedVerses, lines: Lines) =>
  `${lines.sermon.related[related.relation]} ${quote(related)}`;

/**
 * A point: its name, its verses, and in a sermon longer than the shortest, Henry's sentence on
 * them and the scripture that quotes them or that they quote (`related`, when not given yet).
 */
function point(
  section: PassageSection,
  fuller: boolean,
  reading: Reading,
  lines: Lines,
  related: readonly RelatedVerses[],
): string {
  // A run the writer cut is named by its key verse's own sentence, without its full stop.
  const name = section.heading
    ? `${section.heading} (${section.reference}).`
    : section.name
      ? `${quote({ ...section.name, text: section.name.text.replace(/\.$/, "") })}.`
      : `${section.reference}.`;
  const verses = section[reading];
  return [
    name,
    // A run that is its name's verse alone is not quoted twice.
    verses.text !== section.name?.text && quote(verses),
    fuller && section.comment && attributed(section.comment),
    ...(fuller ? related.map((each) => relatedLine(each, lines)) : []),
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * The sections in at most `most` points, in order, every section in one: where the passage has
 * more divisions than the length holds points, neighbouring sections share a point (the earlier
 * points take one more), so no verse of the passage is left out of every point (a 15–20 minute
 * sermon on a chapter of five BSB sections preached its first three).
 */
function groupsOf<T>(sections: readonly T[], most: number): T[][] {
  const count = Math.min(sections.length, most);
  const groups: T[][] = [];
  let at = 0;
  for (let group = 0; group < count; group++) {
    const size = Math.ceil((sections.length - at) / (count - group));
    groups.push(sections.slice(at, at + size));
    at += size;
  }
  return groups;
}

/**
 * One point per division of the passage (several to a point where the divisions outnumber the
 * points); a passage of one division (a single verse) is read
 * in its place and beside the scripture that quotes it, so that there are two points at least.
 * A quotation of several sections' verses (Acts 2:16–21 of Joel 2:28–32) is given once.
 */
function pointsOf(
  shape: PassageShape,
  most: number,
  fuller: boolean,
  reading: Reading,
  lines: Lines,
): string[] {
  const given = new Set<string>();
  const firstTime = (list: readonly RelatedVerses[], count = 1) => {
    const related = list.filter((candidate) => !given.has(candidate.reference)).slice(0, count);
    if (fuller) for (const each of related) given.add(each.reference);
    return related;
  };
  // The longest sermon reads each point beside all the scripture linked to it (two at most).
  const perPoint = most >= mostPoints["45-60"] ? 2 : 1;
  const points = groupsOf(shape.sections, most).map((group) =>
    group
      .map((section) =>
        point(section, fuller, reading, lines, firstTime(section.related, perPoint)),
      )
      .join(" "),
  );
  if (points.length >= 2) return points;
  // The shortest sermon reads the verse beside it; a longer one, the verses around it.
  const context =
    most <= mostPoints["15-20"] ? (shape.nearContext ?? shape.context) : shape.context;
  const further = [
    ...(context ? [`Read it in its place: ${quote(context)}`] : []),
    ...shape.related.flatMap((related) =>
      firstTime([related]).length > 0 ? [relatedLine(related, lines)] : [],
    ),
  ];
  const all = [...points, ...further];
  // A verse alone in its chapter, quoted by nothing: the pastor writes the second point.
  while (all.length < 2) all.push("[Second main point]");
  return all.slice(0, Math.max(2, most));
}

/**
 * An offline sermon outline: one point per division of the passage (the BSB's sections, Matthew
 * Henry's outline, else runs of verses, as the Approach says), each with its key verses quoted
 * whole and Matthew Henry's own sentence on it; the call quotes the passage's key verse after a
 * frame true of any verse.
 */
export function composeSermon(
  request: ToolRequest<"sermon">,
  grounding: Grounding,
  preferences: GenerationPreferences,
): ToolResult<"sermon"> {
  const shape = grounding.shape;
  const length = stepped(sermonLength.values, request.length, request.refine);
  const variant = variantOf({ ...request, subject: request.topic });
  const translation = translationName(grounding);
  if (!shape) {
    // The scripture field is required and checked: this is only reached for a verse the
    // translation lacks. Say so rather than write around it.
    return {
      title: titleFrom(request.topic, "Sermon outline"),
      approach: `${request.scripture} has no text in the ${translation}; choose another passage.`,
      mainPoints: [`[Main point from ${request.scripture}]`, "[Second main point]"],
      callToAction: "[Call to action]",
    };
  }
  const keyQuote = shape.main ? quote(shape.main) : "";
  const withComment = length !== "15-20";
  const values = { reference: shape.reference, translation, keyQuote };
  const lines = linesFor(preferences);
  const tone = verseFrames(lines.sermon.call[request.tone] ?? lines.sermon.call.pastoral);
  // The church's tradition (Settings) speaks to the preacher beside the outline: its emphasis,
  // how its people respond at the close and, for the congregation (not a youth group), the
  // table. The call itself is what the preacher says.
  const voice = voiceFor(preferences);
  const church = voice.vocabulary.community.replace(/^the /, "");
  const adjective = voice.tradition.adjective;
  const unnamed = shape.sections
    .filter((section) => !section.heading && !section.name)
    .map((section) => section.reference);
  const writtenFor = `Written for ${/^[aeiou]/i.test(adjective) ? "an" : "a"} ${adjective} ${church}.`;
  return {
    title: titleFrom(request.topic, shape.heading ?? shape.reference),
    approach: [
      // What the outline does, as it is true of this passage: where its points' divisions
      // came from, and Henry's comments only where the outline quotes any.
      fill(choose(lines.sermon.approach.divisions[shape.divisions], variant, "sermon.approach"), {
        ...values,
        comments:
          withComment && shape.sections.some((section) => section.comment)
            ? lines.sermon.approach.comments
            : "",
      }),
      // The points given by their reference alone, named so the preacher knows which to name.
      (shape.divisions === "headings" || shape.divisions === "commentary") &&
        unnamed.length > 0 &&
        fill(
          choose(
            lines.sermon.approach.unnamed[unnamed.length === 1 ? "one" : "many"],
            variant,
            "sermon.approach.unnamed",
          ),
          { parts: listOfNames(unnamed) },
        ),
      choose(lines.sermon.approach.notes, variant, "sermon.approach.notes"),
      writtenFor,
      voice.tradition.emphasis,
      // The longer sermons read the passage in its place: the 35-45 minute one with the
      // verses just before it, the longest also with Matthew Henry's introduction to it.
      (length === "35-45" || length === "45-60") &&
        shape.before &&
        fill(choose(verseFrames(lines.meditation.before), variant, "sermon.before"), {
          quote: quote(shape.before),
        }),
      length === "45-60" && shape.place.introduction && attributed(shape.place.introduction),
      `To close: ${voice.fill(voice.invitation.close)}`,
      // The table is not named: nothing in the request says communion follows, and a line on it
      // in every sermon's Approach was one more frame read as if it did (held-out 28e).
    ]
      .filter(Boolean)
      .join(" "),
    mainPoints: pointsOf(
      shape,
      mostPoints[length],
      withComment,
      length === "35-45" || length === "45-60" ? "fuller" : "quoted",
      lines,
    ),
    callToAction: [
      // The season the pastor chose (a select), in a line written once for any passage.
      seasonLine(request.season, "sermon", preferences.spelling),
      // With no verse of the passage's own to carry, the call sends the hearers to the passage.
      shape.main
        ? fill(choose(tone, variant, "sermon.call"), values)
        : fill(
            choose(
              lines.sermon.callWithoutVerse[request.tone] ?? lines.sermon.callWithoutVerse.pastoral,
              variant,
              "sermon.call",
            ),
            values,
          ),
      voice.tradition.closingWord && voice.fill(voice.tradition.closingWord),
    ]
      .filter(Boolean)
      .join(" "),
  };
}
