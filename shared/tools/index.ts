import type { RequestOf, ResultOf } from "./define";
import { devotionalTool } from "./devotional/definition";
import { emailTool } from "./email/definition";
import { meditationTool } from "./meditation/definition";
import { prayerTool } from "./prayer/definition";
import { sermonTool } from "./sermon/definition";
import { socialTool } from "./social/definition";
import type { Refinement } from "../generation/refinement";
import type { WritingToolKey } from "./catalogue";

/**
 * The writing tools' declarations, in the order the product lists them: the one list a new
 * tool is added to. Their catalogue entries (./catalogue-entries.ts) are generated from the
 * declarations in this order, so a declaration not listed here, or listed under another key,
 * is a compile error.
 */
export const writingTools = {
  sermon: sermonTool,
  prayer: prayerTool,
  devotional: devotionalTool,
  email: emailTool,
  social: socialTool,
  meditation: meditationTool,
} as const satisfies { [K in WritingToolKey]: { key: K } };

export {
  tools,
  writingToolKeys,
  type HubTool,
  type ToolKey,
  type WritingToolKey,
} from "./catalogue";
export type WritingTool<K extends WritingToolKey = WritingToolKey> = (typeof writingTools)[K];

/** A tool's request: its declared fields, plus the optional variant and refinement every tool takes. */
export type ToolRequest<K extends WritingToolKey> = RequestOf<WritingTool<K>["fields"]> &
  Refinement;
export type ToolResult<K extends WritingToolKey> = ResultOf<WritingTool<K>>;

export function isWritingToolKey(value: string): value is WritingToolKey {
  return Object.hasOwn(writingTools, value);
}

export { optionLabel } from "./define";
