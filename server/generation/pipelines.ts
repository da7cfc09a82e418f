import { writingToolKeys, writingTools, type WritingToolKey } from "@shared/tools";
import type { RequestOf, WritingToolSpec } from "@shared/tools/define";
import { groundRequest } from "./grounding";
import { composeDevotional } from "./offline/devotional";
import { composeEmail } from "./offline/email";
import { composeMeditation, fillMeditation } from "./offline/meditation";
import { composePrayer } from "./offline/prayer";
import { composeSermon } from "./offline/sermon";
import { composeSocial } from "./offline/social";
import type {
  GenerationPreferences,
  Grounding,
  ToolPipeline,
  ToolPipelines,
} from "./pipeline-types";
import { devotionalPrompt } from "./prompts/devotional";
import { emailPrompt } from "./prompts/email";
import { meditationPrompt } from "./prompts/meditation";
import { prayerPrompt } from "./prompts/prayer";
import { sermonPrompt } from "./prompts/sermon";
import { socialPrompt } from "./prompts/social";

/** What the server adds to each tool's declaration: the model's prompt and the offline composer. */
const writers: { [K in WritingToolKey]: Pick<ToolPipeline<K>, "prompt" | "compose" | "fill"> } = {
  sermon: { prompt: sermonPrompt, compose: composeSermon },
  prayer: { prompt: prayerPrompt, compose: composePrayer },
  devotional: { prompt: devotionalPrompt, compose: composeDevotional },
  email: { prompt: emailPrompt, compose: composeEmail },
  social: { prompt: socialPrompt, compose: composeSocial },
  meditation: { prompt: meditationPrompt, compose: composeMeditation, fill: fillMeditation },
};

/** The engine's grounding of any declared tool: the passage and subject it names, looked up. */
export function groundingOf<const Spec extends WritingToolSpec>(
  definition: Spec,
): (request: RequestOf<Spec["fields"]>, preferences: GenerationPreferences) => Grounding {
  return (request, preferences) => groundRequest(definition.grounding(request), preferences);
}

function pipeline<K extends WritingToolKey>(tool: K): ToolPipeline<K> {
  const definition: WritingToolSpec = writingTools[tool];
  return { ground: groundingOf(definition), ...writers[tool] };
}

/** Each tool: its grounding (from the declaration), its prompt and its composer. */
export function createPipelines(): ToolPipelines {
  return Object.fromEntries(writingToolKeys.map((tool) => [tool, pipeline(tool)])) as ToolPipelines;
}
