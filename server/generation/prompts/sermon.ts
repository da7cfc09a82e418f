import type { ToolRequest } from "@shared/tools";
import { churchSeason, sermonAudience, sermonLength, sermonTone } from "@shared/generation/options";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import {
  contextBlock,
  fieldLines,
  groundingBlock,
  sermonTraditionLines,
  systemPrompt,
} from "./framing";
import { labelOf } from "./labels";
import { defineWriter } from "../define-writer";
import { composeSermon } from "../offline/sermon";

/** How many points each length holds; every point is one to three sentences (the result's rule). */
const pointsForLength: Record<ToolRequest<"sermon">["length"], string> = {
  "15-20": "3 main points",
  "25-30": "3 or 4 main points",
  "35-45": "4 or 5 main points",
  "45-60": "5 or 6 main points",
};

export function sermonPrompt(
  request: ToolRequest<"sermon">,
  grounding: Grounding,
  preferences: GenerationPreferences,
) {
  return {
    system: systemPrompt(
      "Task: outline a sermon. Return a title, the main points (each a complete thought a preacher can expand), a call to action, and one or two sentences on the approach taken. When a passage is named, follow the passage's own movement and main point, and cite a part of it by its own verses, not the whole range. Let the application speak to the situation the pastor's notes describe, without naming anyone in them or repeating a private detail.",
      preferences,
    ),
    prompt: [
      "Sermon request:",
      fieldLines({
        Topic: request.topic,
        Scripture: request.scripture,
        Audience: labelOf(sermonAudience, request.audience),
        Tone: labelOf(sermonTone, request.tone),
        Length: labelOf(sermonLength, request.length),
        Season: request.season === "none" ? undefined : labelOf(churchSeason, request.season),
      }),
      `Shape: ${pointsForLength[request.length]}, each one to three sentences.`,
      sermonTraditionLines(preferences),
      contextBlock(request, preferences),
      groundingBlock(grounding),
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}

/** The sermon tool's writer: this prompt and the offline composer. */
export const writer = defineWriter("sermon", { prompt: sermonPrompt, compose: composeSermon });
