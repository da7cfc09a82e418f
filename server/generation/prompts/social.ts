import type { SocialRequest } from "@shared/generation/schemas";
import {
  platformCharacterLimits,
  socialContentType,
  socialLength,
  socialPlatform,
  socialTone,
} from "@shared/generation/options";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import { fieldLines, groundingBlock, systemPrompt } from "./framing";
import { labelOf } from "./labels";

const sizeForLength: Record<SocialRequest["length"], number> = {
  short: 200,
  medium: 600,
  long: 1500,
};

export function socialPrompt(
  request: SocialRequest,
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
        Notes: request.notes,
      }),
      `Keep the post text under ${limit} characters.`,
      groundingBlock(grounding),
    ].join("\n\n"),
  };
}
