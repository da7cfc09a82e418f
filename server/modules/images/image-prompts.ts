import type { ImageRequest, ImageStyle } from "@shared/images/schemas";
import type { ArtScripture } from "./scripture-text";
import { translationAbbreviation } from "./scripture-text";

/** How each style reads to an image model. */
export const styleDirections: Record<ImageStyle, string> = {
  biblical:
    "a reverent biblical scene in warm natural light, set in the ancient Near East, painted with quiet realism",
  modern:
    "a clean modern illustration with bold flat shapes, generous space and a limited, harmonious palette",
  photorealistic:
    "a photorealistic photograph with natural light, true-to-life detail and a shallow depth of field",
  "stained-glass":
    "a Gothic stained-glass window of jewel-toned glass held in dark lead lines, lit from behind",
  renaissance:
    "a Renaissance painting with chiaroscuro lighting, rich umber and gold, and a classical composition",
  watercolor: "a soft watercolour painting with translucent washes and blooms on textured paper",
  "oil-painting": "an oil painting with visible impasto brushstrokes and deep, rich colour",
};

export const enhancementSystem = [
  "You write prompts for an image model for a Christian ministry tool used by pastors.",
  "Turn the user's description into one vivid prompt of at most 90 words: the subject, setting, light, colour and composition, in the requested art style.",
  "Keep it reverent and faithful to Scripture and to orthodox, Christ-centred Christian faith; depict God the Father only through light or symbol, never as a figure.",
  "Ask for no words, letters or captions in the picture.",
  "Answer with the prompt only: no preamble, no quotation marks, no lists.",
].join(" ");

export function enhancementPrompt(request: ImageRequest, scripture: ArtScripture | undefined) {
  const lines = [
    `Description: ${request.prompt}`,
    `Art style: ${styleDirections[request.style]}.`,
    `Format: ${request.size} pixels.`,
  ];
  if (scripture) {
    lines.push(
      `The description names ${scripture.reference}; its text (${translationAbbreviation(scripture.translation)}): "${scripture.text}"`,
    );
  }
  return lines.join("\n");
}

/** The prompt sent when no language model is configured, or it failed: plain and honest. */
export function directPrompt(request: ImageRequest, scripture: ArtScripture | undefined): string {
  const subject = scripture
    ? `${request.prompt} (inspired by ${scripture.reference}: "${scripture.text}")`
    : request.prompt;
  return `${subject}. Rendered as ${styleDirections[request.style]}. Reverent Christian art; no words or lettering in the image.`;
}
