import type { ToolRequest } from "@shared/tools";
import {
  meditationApproach,
  meditationDepth,
  meditationFocus,
  meditationLength,
} from "@shared/generation/options";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import { contextBlock, fieldLines, groundingBlock, systemPrompt } from "./framing";
import { labelOf } from "./labels";
import { defineWriter } from "../define-writer";
import { composeMeditation, fillMeditation } from "../offline/meditation";

export function meditationPrompt(
  request: ToolRequest<"meditation">,
  grounding: Grounding,
  preferences: GenerationPreferences,
) {
  return {
    system: systemPrompt(
      "Task: guide a scripture meditation. Return a title; the scripture: its reference only (the server writes the passage's text in exactly); the historical and cultural context (only what is well established); insights from the passage; practical application; a meditation prayer; and 3 to 5 related scripture references (references only).",
      preferences,
    ),
    prompt: [
      "Meditation request:",
      fieldLines({
        Scripture: request.scripture,
        Focus: labelOf(meditationFocus, request.focus),
        Depth: labelOf(meditationDepth, request.depth),
        Approach: labelOf(meditationApproach, request.approach),
        Length: labelOf(meditationLength, request.length),
      }),
      contextBlock(request, preferences),
      groundingBlock(grounding),
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}

/** The meditation tool's writer: this prompt and the offline composer. */
export const writer = defineWriter("meditation", {
  prompt: meditationPrompt,
  compose: composeMeditation,
  fill: fillMeditation,
});
