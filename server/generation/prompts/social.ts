import type { ToolRequest } from "@shared/tools";
import {
  platformCharacterLimits,
  socialContentType,
  socialLength,
  socialPlatform,
  socialTone,
} from "@shared/generation/options";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import { contextBlock, fieldLines, groundingBlock, systemPrompt } from "./framing";
import { labelOf } from "./labels";

const sizeForLength: Record<ToolRequest<"social">["length"], number> = {
  short: 200,
  medium: 600,
  long: 1500,
};

export function socialPrompt(
  request: ToolRequest<"social">,
  grounding: Grounding,
  preferences: GenerationPreferences,
) {
  const limit = Math.min(platformCharacterLimits[request.platform], sizeForLength[request.length]);
  return {
    system: systemPrompt(
      "Task: write a social media post for a church. Return the platform, content type, the post text (without hashtags), 3 to 6 hashtags, and the scripture reference used (or an empty string).",
      preferences,
    ),
    prompt: [
      "Post request:",
      fieldLines({
        Platform: labelOf(socialPlatform, request.platform),
        "Content type": labelOf(socialContentType, request.contentType),
        Topic: request.topic,
        Tone: labelOf(socialTone, request.tone),
        Scripture: request.scripture,
        Length: labelOf(socialLength, request.length),
      }),
      request.platform === "multi-platform"
        ? `Write one post that reads well on Facebook, Instagram, X and LinkedIn alike, under ${limit} characters.`
        : `Keep the post text under ${limit} characters.`,
      "Hashtags are real words or established tags (#Easter, #HeIsRisen), never fragments, numbers or function words.",
      contextBlock(request, [request.topic, request.scripture], preferences),
      groundingBlock(grounding),
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}
