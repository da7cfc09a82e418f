import type { MeditationRequest } from "@shared/generation/schemas";
import {
  meditationApproach,
  meditationDepth,
  meditationFocus,
  meditationLength,
} from "@shared/generation/options";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import { fieldLines, groundingBlock, systemPrompt } from "./framing";
import { labelOf } from "./labels";

export function meditationPrompt(
  request: MeditationRequest,
  grounding: Grounding,
  preferences: GenerationPreferences,
) {
  return {
    system: systemPrompt(
      "Task: guide a scripture meditation. Return a title; the scripture (reference followed by the supplied text, word for word); the historical and cultural context (only what is well established); insights from the passage; practical application; a meditation prayer; and 3 to 5 related scripture references (references only).",
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
        Notes: request.notes,
      }),
      groundingBlock(grounding),
    ].join("\n\n"),
  };
}
