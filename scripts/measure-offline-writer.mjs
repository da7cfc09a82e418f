// Size of the offline writer at a commit (issue 30, item 6): lines of code, word-list lines and
// regular expressions in every module the six tool composers reach under server/generation/
// (the week pack, prompts and the pipeline's shared types excluded).
// Usage: node scripts/measure-offline-writer.mjs [commit ...]
import { execFileSync } from "node:child_process";
import path from "node:path";

const tools = ["sermon", "prayer", "devotional", "email", "social", "meditation"];
const git = (...args) => execFileSync("git", args, { encoding: "utf8", maxBuffer: 1 << 28 });
const show = (commit, file) => {
  try {
    return git("show", `${commit}:${file}`);
  } catch {
    return undefined;
  }
};
const inScope = (file) =>
  file.startsWith("server/generation/") &&
  !file.startsWith("server/generation/offline/week-pack/") &&
  !file.startsWith("server/generation/prompts/") &&
  !file.endsWith("pipeline-types.ts");

function resolve(commit, from, spec) {
  if (!spec.startsWith(".")) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  for (const candidate of [base, `${base}.ts`, `${base}/index.ts`])
    if (/\.(ts|json)$/.test(candidate) && show(commit, candidate) !== undefined) return candidate;
  return undefined;
}

const strings = (value) =>
  typeof value === "string"
    ? [value]
    : typeof value === "object" && value !== null
      ? Object.values(value).flatMap(strings)
      : [];

function measure(commit) {
  const seen = new Set();
  const queue = tools.map((tool) => `server/generation/offline/${tool}.ts`);
  const totals = { files: 0, code: 0, wordLists: 0, sentences: 0, references: 0, regexes: 0 };
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file) || !inScope(file)) continue;
    const text = show(commit, file);
    if (text === undefined) continue;
    seen.add(file);
    if (verbose) console.log(`  ${file}: ${text.split("\n").length} lines`);
    totals.files += 1;
    const lines = text.split("\n").filter((line) => line.trim() !== "");
    if (file.endsWith(".json")) {
      // A word list's entries are words or short phrases; longer strings are sentences or notes;
      // a string that starts with a reference is passage data.
      for (const value of strings(JSON.parse(text)))
        if (/^(\d )?[A-Z][a-z]+( [A-Z][a-z]+)* \d+(:\d+)?/.test(value)) totals.references += 1;
        else if (value.split(/\s+/).length <= 3) totals.wordLists += 1;
        else totals.sentences += 1;
      continue;
    }
    const code = lines.filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line));
    totals.code += code.length;
    // Regex literals after ( , = : [ ! & | ? { ; return, and new RegExp(...).
    const literal =
      /(?:^|[(,=:[!&|?{;]|return)\s*\/(?![/*])(?:\\.|\[(?:\\.|[^\]\\])*\]|[^/\\\n[])+\/[dgimsuvy]*/gm;
    totals.regexes +=
      (text.match(literal) ?? []).length + (text.match(/new RegExp\(/g) ?? []).length;
    for (const match of text.matchAll(/from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g)) {
      const target = resolve(commit, file, match[1] ?? match[2]);
      if (target) queue.push(target);
    }
  }
  return totals;
}

const verbose = process.argv.includes("--files");
const commits = process.argv.slice(2).filter((a) => a !== "--files");
for (const commit of commits.length > 0 ? commits : ["HEAD"]) {
  const t = measure(commit);
  console.log(
    `${git("rev-parse", "--short", commit).trim()}: ${t.files} files, ${t.code} lines of code, ${t.wordLists} word-list entries, ${t.sentences} sentences and ${t.references} scripture references in data files, ${t.regexes} regular expressions`,
  );
}
