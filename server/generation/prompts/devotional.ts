import type { ToolRequest } from "@shared/tools";
import {
  churchSeason,
  devotionalAudience,
  devotionalLength,
  devotionalOccasion,
  devotionalTone,
} from "@shared/generation/options";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import { contextBlock, fieldLines, groundingBlock, systemPrompt } from "./framing";
import { labelOf } from "./labels";
import { defineWriter } from "../define-writer";
import { composeDevotional } from "../offline/devotional";

const wordsForLength: Record<ToolRequest<"devotional">["length"], string> = {
  short: "a reading of about 300 words",
  medium: "a reading of about 600 words",
  extended: "a reading of about 1,000 words",
};

export function devotionalPrompt(
  request: ToolRequest<"devotional">,
  grounding: Grounding,
  preferences: GenerationPreferences,
) {
  return {
    system: systemPrompt(
      "Task: write a devotional. Return a title, the scripture reference, the reading, reflection questions, a closing prayer (ending with one closing formula only) and one practical application for today.",
      preferences,
    ),
    prompt: [
      "Devotional request:",
      fieldLines({
        Theme: request.theme,
        Focus: request.focus,
        Scripture: request.scripture,
        Audience: labelOf(devotionalAudience, request.audience),
        Tone: labelOf(devotionalTone, request.tone),
        Length: labelOf(devotionalLength, request.length),
        Season: request.season === "none" ? undefined : labelOf(churchSeason, request.season),
        "Written for a reader in":
          request.occasion === "none" ? undefined : labelOf(devotionalOccasion, request.occasion),
      }),
      request.occasion !== "none" &&
        "Write every part for a reader in that occasion, gently: a prayer they can pray, and a step for today that asks nothing they may lack the strength for.",
      `Length: ${wordsForLength[request.length]}.`,
      contextBlock(request, preferences),
      groundingBlock(grounding),
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}

/** The devotional tool's writer: this prompt and the offline composer. */
export const writer = defineWriter("devotional", {
  prompt: devotionalPrompt,
  compose: composeDevotional,
});
