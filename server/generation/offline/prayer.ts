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
 * The need a focus names, when the focus names the prayer itself: the words after its kind of
 * prayer and the preposition that follows ("Closing prayer at Eleanor Briggs's funeral" →
 * "Eleanor Briggs's funeral"); "" when nothing is left to pray. Undefined for any other focus.
 */
function needAfterPrayerName(focus: string, prayerNames: readonly string[]): string | undefined {
  const words = focus.split(/\s+/);
  const at = words.findIndex((word) =>
    prayerNames.includes(word.toLowerCase().replace(/\W+$/, "")),
  );
  if (at < 0) return undefined;
  const rest = words.slice(at + 1);
  if (/^(?:for|at|before|after|of|over|on|in|with)$/i.test(rest[0] ?? "")) rest.shift();
  return rest.length >= 2 ? rest.join(" ") : "";
}

/**
 * An offline prayer: a Trinitarian address, the focus the pastor typed, the passage prayed back to God (a short prayer
 * its key verses), the people named in the names field, a petition true of the prayer's type,
 * and a closing. The focus is also its title; notes are never printed.
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
        fill(nth(verseFrames(lines.prayer.scripture), variant + index), { quote: quote(verses) }),
      )
    : [];
  const voice = voiceFor(preferences);
  const collect = voice.formality.key === "liturgical";
  const thisCommunity = voice.vocabulary.community.replace(/^the /, "this ");
  const typeLabel = prayerType.list.find((option) => option.value === request.prayerType)?.label;
  // The focus as typed, after a colon: the sentence reads whatever its grammar. A focus that
  // names the prayer itself is its title; the prayer says only the need it names, if any.
  const focusLine = (typed: string) => {
    const need = needAfterPrayerName(typed, lines.prayer.prayerNames);
    if (need === "") return nth(lines.prayer.focusNamingThePrayer, variant);
    return fill(nth(lines.prayer.focus, variant), { focus: need ?? typed });
  };
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
      nth(lines.prayer.type[request.prayerType], variant),
      duration === "extended" && lines.prayer.praise,
      duration !== "short" && fill(lines.prayer.community, { thisCommunity }),
      duration !== "short" && lines.prayer.trust,
      nth(collect ? lines.prayer.collect.closing : lines.prayer.closing, variant),
    ]),
    focus: request.focus,
  };
}
