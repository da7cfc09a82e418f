import { writingToolKeys, writingTools, type WritingToolKey } from "@shared/tools";
import type { RequestOf, WritingToolSpec } from "@shared/tools/define";
import { groundRequest } from "./grounding";
import type {
  GenerationPreferences,
  Grounding,
  ToolPipeline,
  ToolPipelines,
} from "./pipeline-types";
import { writers } from "./writers";

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
