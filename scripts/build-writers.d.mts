/** The text of server/generation/writers.ts for the prompt modules in `dir` (by default the project's). */
export function writersSource(dir?: string): Promise<string>;

/** The text of shared/tools/catalogue-entries.ts for the declarations under `dir` (by default shared/tools). */
export function catalogueSource(dir?: string): Promise<string>;

/** Each writing tool's catalogue entry as its declaration under `dir` writes it, in the order of `writingTools`. */
export function catalogueEntries(
  dir: string,
): { key: string; path: string; name: string; summary: string }[];
