import { writingToolEntries } from "./catalogue-entries";

/**
 * The tools' keys, pages, names and one-line summaries, in the order the product lists
 * them: the route table (shared/routes.ts), the hub, the landing page and the terms read them
 * here. Plain values only, so the landing page's first download (its 100 KB budget,
 * bench/public-pages.bench.ts) carries none of the declarations' fields, labels, sections and
 * options (about 6 KB compressed). The writing tools' entries are generated from their
 * declarations (./<tool>/definition.ts) by scripts/build-writers.mjs, so each fact is written once.
 */
export { writingToolEntries };

export type WritingToolKey = keyof typeof writingToolEntries;
export const writingToolKeys = Object.keys(writingToolEntries) as WritingToolKey[];

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
    const { name, path, summary } = writingToolEntries[key];
    return { key, name, path, summary };
  }),
  imageTool,
];
