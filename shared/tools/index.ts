import type { RequestOf, ResultOf } from "./define";
import { devotionalTool } from "./devotional/definition";
import { emailTool } from "./email/definition";
import { meditationTool } from "./meditation/definition";
import { prayerTool } from "./prayer/definition";
import { sermonTool } from "./sermon/definition";
import { socialTool } from "./social/definition";
import type { Refinement } from "../generation/refinement";

/** The writing tools, in the order the product lists them. Add a tool's declaration here. */
export const writingTools = {
  sermon: sermonTool,
  prayer: prayerTool,
  devotional: devotionalTool,
  email: emailTool,
  social: socialTool,
  meditation: meditationTool,
} as const;

export type WritingToolKey = keyof typeof writingTools;
export const writingToolKeys = Object.keys(writingTools) as WritingToolKey[];
export type WritingTool<K extends WritingToolKey = WritingToolKey> = (typeof writingTools)[K];

/** A tool's request: its declared fields, plus the optional variant and refinement every tool takes. */
export type ToolRequest<K extends WritingToolKey> = RequestOf<WritingTool<K>["fields"]> &
  Refinement;
export type ToolResult<K extends WritingToolKey> = ResultOf<WritingTool<K>>;

export function isWritingToolKey(value: string): value is WritingToolKey {
  return Object.hasOwn(writingTools, value);
}

/** The image creator: a tool of the hub with its own page and API, not a writing tool. */
const imageTool = {
  key: "image",
  name: "Image Creator",
  path: "/image-creator",
  summary: "Make scripture art and sermon graphics in seven styles.",
} as const;

export type ToolKey = WritingToolKey | "image";

export interface HubTool {
  key: ToolKey;
  name: string;
  path: string;
  summary: string;
}

/** The seven tools: one list for the hub, the landing page, the terms and the benefits. */
export const tools: readonly HubTool[] = [
  ...writingToolKeys.map((key) => {
    const { name, path, summary } = writingTools[key];
    return { key, name, path, summary };
  }),
  imageTool,
];

export { optionLabel } from "./define";
