/** The text of server/generation/writers.ts for the prompt modules in `dir` (by default the project's). */
export function writersSource(dir?: string): Promise<string>;
