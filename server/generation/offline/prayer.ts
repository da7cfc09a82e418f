import { prayerDuration, prayerType } from "@shared/generation/options";
import type { ToolRequest, ToolResult } from "@shared/tools";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import lines from "./data/fixed-lines.json";
import { fill, nth, paragraphs, quote, stepped, variantOf } from "./draft-text";
import { namesIn } from "./names";
import { traditionVoice } from "@shared/traditions";

/**
 * An offline prayer: a Trinitarian address, the passage's key verses prayed back to God, the
 * people named in the names field, a petition true of the prayer's type, and a closing. The
 * focus is shown beside the prayer, in the pastor's own words; notes are never printed.
 */
export function composePrayer(
  request: ToolRequest<"prayer">,
  grounding: Grounding,
  preferences: GenerationPreferences,
): ToolResult<"prayer"> {
  const shape = grounding.shape;
  const duration = stepped(prayerDuration.values, request.duration, request.refine);
  const variant = variantOf(request);
  const names = namesIn(request.names);
  const scripture = shape
    ? (duration === "short"
        ? [shape.quoted]
        : [shape.quoted, ...shape.related.slice(0, duration === "extended" ? 2 : 0)]
      ).map((verses, index) =>
        fill(nth(lines.prayer.scripture, variant + index), { quote: quote(verses) }),
      )
    : [];
  const voice = traditionVoice(preferences.tradition);
  const collect = voice.formality.key === "liturgical";
  const thisCommunity = voice.vocabulary.community.replace(/^the /, "this ");
  const typeLabel = prayerType.list.find((option) => option.value === request.prayerType)?.label;
  return {
    prayerType: request.prayerType,
    title: shape ? `A Prayer of ${typeLabel} from ${shape.reference}` : `A Prayer of ${typeLabel}`,
    scriptureBase: shape?.reference ?? "",
    content: paragraphs([
      collect
        ? nth(lines.prayer.collect.opening, variant)
        : nth(lines.prayer.opening[request.tone], variant),
      ...scripture,
      lines.prayer.type[request.prayerType],
      names.length > 0 && fill(lines.prayer.names, { names: names.join("; ") }),
      duration === "extended" && lines.prayer.praise,
      duration !== "short" && fill(lines.prayer.community, { thisCommunity }),
      duration !== "short" && lines.prayer.trust,
      nth(collect ? lines.prayer.collect.closing : lines.prayer.closing, variant),
    ]),
    focus: request.focus,
  };
}
