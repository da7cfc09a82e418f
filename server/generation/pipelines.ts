import { meditationFocus, prayerType } from "@shared/generation/options";
import { groundRequest, type GroundingSources } from "./grounding";
import { composeDevotional } from "./offline/devotional";
import { composeEmail } from "./offline/email";
import { composeMeditation } from "./offline/meditation";
import { composePrayer } from "./offline/prayer";
import { composeSermon } from "./offline/sermon";
import { composeSocial } from "./offline/social";
import type { ToolPipelines } from "./pipeline-types";
import { devotionalPrompt } from "./prompts/devotional";
import { emailPrompt } from "./prompts/email";
import { labelOf } from "./prompts/labels";
import { meditationPrompt } from "./prompts/meditation";
import { prayerPrompt } from "./prompts/prayer";
import { sermonPrompt } from "./prompts/sermon";
import { socialPrompt } from "./prompts/social";

/** Each tool: which field names its passage, which words describe its subject, its prompt and composer. */
export function createPipelines(sources: GroundingSources = {}): ToolPipelines {
  return {
    sermon: {
      ground: (request, preferences) =>
        groundRequest({ passage: request.scripture, subject: request.topic }, preferences, sources),
      prompt: sermonPrompt,
      compose: composeSermon,
    },
    prayer: {
      ground: (request, preferences) =>
        groundRequest(
          {
            passage: request.scripture,
            subject: `${request.focus} ${labelOf(prayerType, request.prayerType)}`,
          },
          preferences,
          sources,
        ),
      prompt: prayerPrompt,
      compose: composePrayer,
    },
    devotional: {
      ground: (request, preferences) =>
        groundRequest(
          { passage: request.scripture, subject: `${request.theme} ${request.focus}` },
          preferences,
          sources,
        ),
      prompt: devotionalPrompt,
      compose: composeDevotional,
    },
    email: {
      ground: (request, preferences) =>
        groundRequest(
          { passage: request.scripture, subject: request.purpose },
          preferences,
          sources,
        ),
      prompt: emailPrompt,
      compose: composeEmail,
    },
    social: {
      ground: (request, preferences) =>
        groundRequest({ passage: request.scripture, subject: request.topic }, preferences, sources),
      prompt: socialPrompt,
      compose: composeSocial,
    },
    meditation: {
      ground: (request, preferences) =>
        groundRequest(
          {
            passage: request.scripture,
            subject: `${labelOf(meditationFocus, request.focus)} ${request.notes}`,
          },
          preferences,
          sources,
        ),
      prompt: meditationPrompt,
      compose: composeMeditation,
    },
  };
}
