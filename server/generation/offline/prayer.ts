import { prayerDuration, prayerType } from "@shared/generation/options";
import type { ToolRequest, ToolResult } from "@shared/tools";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import {
  fill,
  choose,
  paragraphs,
  quote,
  stepped,
  titleFrom,
  variantOf,
  verseFrames,
} from "./draft-text";
import { listOfNames, namesIn } from "./names";
import {
  livingNames,
  occasionAsks,
  occasionPetitions,
  rememberedLines,
  unnamedPrayedFor,
} from "./prayer-occasions";
import { linesFor, voiceFor } from "./spelling";

/**
 * An offline prayer: a Trinitarian address, the passage's key verses prayed back to God, the
 * one who has died (the "In memory of" field: thanks for their life and their committal), the
 * people named in the names field, the petitions of the occasion chosen (prayer-occasions.json)
 * and one true of the prayer's type where the occasion does not ask it already, and a closing. The focus the
 * pastor typed is its title and the model's instruction; offline it is never read to God as
 * typed (a label is not a sentence of prayer, whatever its grammar). Notes are never printed.
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
  const atDeath = request.remembered.trim() !== "";
  const names = livingNames(namesIn(request.names), request.remembered);
  // The occasion's own petitions, then the prayer type's one petition unless they ask it already:
  // both are fields the pastor chose (a wisdom prayer for someone ill asks wisdom for the choices
  // before them, which the illness petitions alone never did).
  const occasion = occasionPetitions(
    request.occasion,
    names,
    duration,
    preferences.spelling,
    request.prayerFor,
    atDeath,
  );
  const typePetition = occasionAsks(request.occasion, request.prayerType)
    ? []
    : [
        fill(choose(lines.prayer.type[request.prayerType], variant, "prayer.type"), {
          them: unnamedPrayedFor(atDeath),
        }),
      ];
  // A prayer stands on the verses that carry the passage's point, never on every line of it:
  // a warning read to God just before the names of the people prayed for would seem to be said
  // of them ("a double-minded man, unstable in all his ways"). An extended prayer adds the one
  // scripture that quotes its key verses (or that they quote), the first and nearest: a second
  // was read from where its sentence starts, and Matthew 8:16's demons came into a Good Friday
  // confession on Isaiah 53.
  const scripture = shape
    ? [shape.keyed, ...shape.related.slice(0, duration === "extended" ? 1 : 0)].map(
        (verses, index) =>
          fill(
            choose(
              verseFrames(lines.prayer.scripture),
              { ...variant, step: variant.step + index },
              "prayer.scripture",
            ),
            {
              quote: quote(verses, { aloud: true }),
            },
          ),
      )
    : [];
  const voice = voiceFor(preferences);
  const collect = voice.formality.key === "liturgical";
  const thisCommunity = voice.vocabulary.community.replace(/^the /, "this ");
  const typeLabel = prayerType.list.find((option) => option.value === request.prayerType)?.label;
  return {
    prayerType: request.prayerType,
    title: titleFrom(
      request.focus,
      shape ? `A Prayer of ${typeLabel} from ${shape.reference}` : `A Prayer of ${typeLabel}`,
    ),
    scriptureBase: shape?.reference ?? "",
    content: paragraphs([
      collect
        ? choose(lines.prayer.collect.opening, variant, "prayer.opening")
        : choose(lines.prayer.opening[request.tone], variant, "prayer.opening"),
      choose(lines.prayer.whatWeBring, variant, "prayer.whatWeBring"),
      ...scripture,
      scripture.length > 0 && choose(lines.prayer.word, variant, "prayer.word"),
      ...rememberedLines(request.remembered, preferences.spelling),
      names.length > 0 &&
        fill(choose(lines.prayer.names, variant, "prayer.names"), { names: listOfNames(names) }),
      ...occasion,
      ...typePetition,
      duration === "extended" && choose(lines.prayer.praise, variant, "prayer.praise"),
      duration !== "short" &&
        fill(choose(lines.prayer.community, variant, "prayer.community"), { thisCommunity }),
      duration !== "short" && choose(lines.prayer.trust, variant, "prayer.trust"),
      choose(
        collect ? lines.prayer.collect.closing : lines.prayer.closing,
        variant,
        "prayer.closing",
      ),
    ]),
    focus: request.focus,
  };
}
