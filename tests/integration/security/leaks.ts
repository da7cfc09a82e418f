import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "../../..");

const stackFrames: Array<[string, RegExp]> = [
  ["a stack frame", /\n\s+at [^\n]+[:(]\d+:\d+\)?/],
  ["a stack frame", /\bat (?:async )?[\w.$<>]+ \((?:file:\/\/|\/|node:)[^)]*\)/],
  ["a stack property", /"stack"\s*:\s*"/],
];

const tellTales: Array<[string, RegExp]> = [
  ...stackFrames,
  ["a source file path", /[\w-]+\.(?:ts|tsx|mjs|cjs):\d+/],
  ["node_modules", /node_modules\//],
  [
    "an SQL error",
    /\b(?:syntax error at or near|violates (?:not-null|foreign key|unique) constraint|relation "[\w_]+" does not exist)/i,
  ],
  ["a Node error code", /\b(?:ECONNREFUSED|EACCES|ENOTDIR|ENOENT|EROFS|ENOSPC)\b/],
];

/**
 * What in `text` should never reach a client or a log: a stack trace, a file path of this
 * project, an SQL or system error, or one of the given secrets. Undefined when clean.
 */
export function leakIn(text: string, secrets: readonly string[]): string | undefined {
  for (const secret of secrets) {
    if (secret && text.includes(secret)) return `a configured secret (${secret.slice(0, 6)}…)`;
  }
  if (text.includes(projectRoot)) return `the project path ${projectRoot}`;
  for (const [what, pattern] of tellTales) {
    const match = pattern.exec(text);
    if (match) return `${what}: ${match[0].slice(0, 120)}`;
  }
  return undefined;
}

/** A stack trace in a log line, if any. */
export function stackIn(text: string): string | undefined {
  for (const [what, pattern] of stackFrames) {
    const match = pattern.exec(text);
    if (match) return `${what}: ${match[0].slice(0, 120)}`;
  }
  return undefined;
}
