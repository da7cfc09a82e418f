import { prayerDuration, prayerType } from "@shared/generation/options";
import type { ToolRequest, ToolResult } from "@shared/tools";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import {
  fill,
  nth,
  paragraphs,
  quote,
  stepped,
  titleFrom,
  variantOf,
  verseFrames,
} from "./draft-text";
import { listOfNames, namesIn } from "./names";
import { occasionPetitions } from "./prayer-occasions";
import { linesFor, voiceFor } from "./spelling";

/** Words that open a phrase and are capitalized only because they open it ("Our town…"). */
const openingWords = new Set([
  "a",
  "an",
  "the",
  "our",
  "my",
  "your",
  "his",
  "her",
  "their",
  "those",
  "these",
  "this",
  "that",
  "all",
  "every",
  "each",
]);

/** A typed phrase set after a colon: lowercased only where its first word is one of those. */
function afterColon(phrase: string): string {
  const first = phrase.split(" ")[0] ?? "";
  return openingWords.has(first.toLowerCase()) && first !== first.toLowerCase()
    ? first.toLowerCase() + phrase.slice(first.length)
    : phrase;
}

/** A short prayer quotes a passage of no more words than this whole, a longer one by its key verses. */
const shortPrayerPassageWords = 90;

const wordsIn = (text: string) => text.split(/\s+/).length;

/**
 * Whether a focus names the prayer itself ("Hospital bedside prayer before heart surgery",
 * "Lament for a family after a stillbirth"): a label for the prayer, not words to pray.
 */
function namesThePrayer(focus: string, prayerNames: readonly string[]): boolean {
  return focus
    .split(/\s+/)
    .some((word) => prayerNames.includes(word.toLowerCase().replace(/\W+$/, "")));
}

/**
 * An offline prayer: a Trinitarian address, the focus the pastor typed, the passage prayed back to God (a short prayer
 * its key verses), the people named in the names field, the petitions of the occasion chosen
 * (prayer-occasions.json) or else one true of the prayer's type, and a closing. The focus is also its title; notes are never printed.
 */
export function composePrayer(
  request: ToolRequest<"prayer">,
  grounding: Grounding,
  preferences: GenerationPreferences,
): ToolResult<"prayer"> {
  const shape = grounding.shape;
  const lines = linesFor(preferences);
  const duration = stepped(prayerDuration.values, request.duration, request.refine);
  const variant = variantOf({ ...request, subject: request.focus });
  const names = namesIn(request.names);
  // An occasion's own petitions stand where the prayer type's one petition stands without one.
  const occasion = occasionPetitions(request.occasion, names, duration, preferences.spelling);
  const focus = afterColon(
    request.focus
      .replace(/\s+/g, " ")
      .trim()
      .replace(/[.;:,]+$/, ""),
  );
  const scripture = shape
    ? (duration === "short"
        ? [wordsIn(shape.quoted.text) <= shortPrayerPassageWords ? shape.quoted : shape.keyed]
        : [shape.quoted, ...shape.related.slice(0, duration === "extended" ? 2 : 0)]
      ).map((verses, index) =>
        fill(nth(verseFrames(lines.prayer.scripture), variant + index), {
          quote: quote(verses, { aloud: true }),
        }),
      )
    : [];
  const voice = voiceFor(preferences);
  const collect = voice.formality.key === "liturgical";
  const thisCommunity = voice.vocabulary.community.replace(/^the /, "this ");
  const typeLabel = prayerType.list.find((option) => option.value === request.prayerType)?.label;
  // The focus as typed, after a colon: the sentence reads whatever its grammar. A focus that
  // names the prayer itself is its title, and no part of it is prayed: the words left after a
  // cut ("…before you, Lord: heart surgery.") are not a sentence to God.
  const focusLine = (typed: string) =>
    namesThePrayer(typed, lines.prayer.prayerNames)
      ? nth(lines.prayer.focusNamingThePrayer, variant)
      : fill(nth(lines.prayer.focus, variant), { focus: typed });
  return {
    prayerType: request.prayerType,
    title: titleFrom(
      request.focus,
      shape ? `A Prayer of ${typeLabel} from ${shape.reference}` : `A Prayer of ${typeLabel}`,
    ),
    scriptureBase: shape?.reference ?? "",
    content: paragraphs([
      collect
        ? nth(lines.prayer.collect.opening, variant)
        : nth(lines.prayer.opening[request.tone], variant),
      focus && focusLine(focus),
      ...scripture,
      scripture.length > 0 && nth(lines.prayer.word, variant),
      names.length > 0 && fill(lines.prayer.names, { names: listOfNames(names) }),
      ...(occasion.length > 0 ? occasion : [nth(lines.prayer.type[request.prayerType], variant)]),
      duration === "extended" && lines.prayer.praise,
      duration !== "short" && fill(lines.prayer.community, { thisCommunity }),
      duration !== "short" && lines.prayer.trust,
      nth(collect ? lines.prayer.collect.closing : lines.prayer.closing, variant),
    ]),
    focus: request.focus,
  };
}
