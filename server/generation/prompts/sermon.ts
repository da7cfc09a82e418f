import type { SermonRequest } from "@shared/generation/schemas";
import { sermonAudience, sermonLength, sermonTone } from "@shared/generation/options";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import { fieldLines, groundingBlock, systemPrompt } from "./framing";
import { labelOf } from "./labels";

const pointsForLength: Record<SermonRequest["length"], string> = {
  "15-20": "3 main points, each two or three sentences",
  "25-30": "3 or 4 main points, each three or four sentences",
  "35-45": "4 or 5 main points, each a full paragraph with an illustration idea",
  "45-60":
    "5 or 6 main points, each a full paragraph with explanation, illustration idea and application",
};

export function sermonPrompt(
  request: SermonRequest,
  grounding: Grounding,
  preferences: GenerationPreferences,
) {
  return {
    system: systemPrompt(
      "Task: outline a sermon. Return a title, the main points (each a complete thought a preacher can expand), a call to action, and one or two sentences on the approach taken.",
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
        "Pastor's notes": request.notes,
      }),
      `Shape: ${pointsForLength[request.length]}.`,
      groundingBlock(grounding),
    ].join("\n\n"),
  };
}
