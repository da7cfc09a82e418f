/**
 * How many passages a children's lesson gives a memory verse (issue 34): the passages of
 * docs/evaluation/heldout-requests-*.json and of the week-pack tests' fixtures, each as the
 * fixture sermon's outline on that passage, WEB, ages 6-8 (docs/evaluation/week-pack-verdicts.md).
 *
 *   npx tsx scripts/evaluation/memory-verse-coverage.ts [--list]
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { memoryVerse, packContext } from "../../server/generation/offline/week-pack/context";
import { romansOutline } from "../../tests/unit/week-pack/fixtures";

const root = join(import.meta.dirname, "../..");
const heldOut = readdirSync(join(root, "docs/evaluation"))
  .filter((name) => /^heldout-requests-.*\.json$/.test(name))
  .flatMap((name) => {
    const { requests } = JSON.parse(readFileSync(join(root, "docs/evaluation", name), "utf8")) as {
      requests: { request: Record<string, unknown> }[];
    };
    return requests.flatMap(({ request }) =>
      typeof request.scripture === "string" ? [request.scripture] : [],
    );
  });
const testsFolder = join(root, "tests/unit/week-pack");
const fixtures = readdirSync(testsFolder)
  .filter((name) => name.endsWith(".ts"))
  .flatMap((name) =>
    [...readFileSync(join(testsFolder, name), "utf8").matchAll(/passage: "([^"]+)"/g)].map(
      (match) => match[1]!,
    ),
  );

const seen = new Set<string>();
let given = 0;
for (const passage of [...heldOut, ...fixtures]) {
  const context = packContext({ ...romansOutline, passage, ageBand: "6-8" }, "web");
  if (!context || seen.has(context.passage)) continue;
  seen.add(context.passage);
  const verse = memoryVerse(context);
  if (verse) given++;
  if (process.argv.includes("--list"))
    console.log(`${context.passage}\t${verse ? `${verse.reference}: ${verse.text}` : "—"}`);
}
console.log(`${given} of ${seen.size} passages have a memory verse`);
