import type { ToolRequest } from "@shared/tools";
import {
  prayerDuration,
  prayerFor,
  prayerOccasion,
  prayerTone,
  prayerType,
} from "@shared/generation/options";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import { contextBlock, fieldLines, groundingBlock, systemPrompt } from "./framing";
import { labelOf } from "./labels";
import { defineWriter } from "../define-writer";
import { composePrayer } from "../offline/prayer";

const wordsForDuration: Record<ToolRequest<"prayer">["duration"], string> = {
  short: "about 250 words (2-3 minutes aloud)",
  medium: "about 600 words (5-7 minutes aloud)",
  extended: "about 1,100 words (10 minutes or more aloud)",
};

export function prayerPrompt(
  request: ToolRequest<"prayer">,
  grounding: Grounding,
  preferences: GenerationPreferences,
) {
  return {
    system: systemPrompt(
      "Task: write a prayer addressed to God (Father, through the Son, by the Spirit). Return the prayer type, a title, the scripture it rests on (reference only), the full prayer text, and a one-line focus. Warfare prayers stand on Christ's victory and never address or name demons at length. Pray for the people named by name. End with exactly one closing formula (for example \"In Jesus' name. Amen.\"), never two.",
      preferences,
      // Healing, warfare and breakthrough meet the questions on the Spirit's gifts: the whole block.
      request.prayerType === "intercession" ||
        request.prayerType === "wisdom" ||
        request.prayerType === "protection"
        ? "letter"
        : "full",
    ),
    prompt: [
      "Prayer request:",
      fieldLines({
        "Prayer type": labelOf(prayerType, request.prayerType),
        Occasion:
          request.occasion === "none" ? undefined : labelOf(prayerOccasion, request.occasion),
        "Prayed for":
          request.prayerFor === "people" ? undefined : labelOf(prayerFor, request.prayerFor),
        Focus: request.focus,
        Scripture: request.scripture,
        Tone: labelOf(prayerTone, request.tone),
        Length: labelOf(prayerDuration, request.duration),
      }),
      `Length: ${wordsForDuration[request.duration]}.`,
      contextBlock(request, preferences),
      groundingBlock(grounding),
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}

/** The prayer tool's writer: this prompt and the offline composer. */
export const writer = defineWriter("prayer", { prompt: prayerPrompt, compose: composePrayer });
