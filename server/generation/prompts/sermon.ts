import type { ToolRequest } from "@shared/tools";
import { sermonAudience, sermonLength, sermonTone } from "@shared/generation/options";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import {
  contextBlock,
  fieldLines,
  groundingBlock,
  sermonTraditionLines,
  systemPrompt,
} from "./framing";
import { labelOf } from "./labels";

const pointsForLength: Record<ToolRequest<"sermon">["length"], string> = {
  "15-20": "3 main points, each two or three sentences",
  "25-30": "3 or 4 main points, each three or four sentences",
  "35-45": "4 or 5 main points, each a full paragraph with an illustration idea",
  "45-60":
    "5 or 6 main points, each a full paragraph with explanation, illustration idea and application",
};

export function sermonPrompt(
  request: ToolRequest<"sermon">,
  grounding: Grounding,
  preferences: GenerationPreferences,
) {
  return {
    system: systemPrompt(
      "Task: outline a sermon. Return a title, the main points (each a complete thought a preacher can expand), a call to action, and one or two sentences on the approach taken. When a passage is named, follow the passage's own movement and main point, and cite a part of it by its own verses, not the whole range. Let the application speak to the situation in the pastor's notes.",
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
      }),
      `Shape: ${pointsForLength[request.length]}.`,
      sermonTraditionLines(preferences),
      contextBlock(request, preferences),
      groundingBlock(grounding),
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}
