/**
 * The offline composer: milliseconds per compose for each writing tool, on the grounding the
 * engine would build, at each tool's longest length (the most work), and the whole offline
 * path for one request (ground, compose, check). `runOfflineComposerBench()` is called by the
 * bench runner; `npx tsx bench/offline-composer.bench.ts` prints the table alone.
 */
import { pathToFileURL } from "node:url";
import {
  writingToolKeys,
  writingTools,
  type ToolRequest,
  type WritingToolKey,
} from "@shared/tools";
import type { FieldSpec, SelectFieldSpec } from "@shared/tools/define";
import { resultToText } from "@shared/tools/result-text";
import { toolSchemas } from "@shared/tools/schemas";
import { defaultPreferences, type ToolPipeline } from "../server/generation/pipeline-types";
import { createPipelines } from "../server/generation/pipelines";
import { checkScripture } from "../server/scripture/check-scripture";
import { percentile, type BenchOptions, type Figure } from "./support";

/**
 * Each tool's example request (its declaration's) at its longest length: the last option of its
 * length (or duration) field, the most work. A tool without one is timed on its example.
 */
function longestRequest(tool: WritingToolKey): Record<string, unknown> {
  const fields: readonly FieldSpec[] = writingTools[tool].fields;
  const length = fields.find(
    (field): field is SelectFieldSpec =>
      field.kind === "select" && (field.name === "length" || field.name === "duration"),
  );
  return {
    ...writingTools[tool].example,
    ...(length ? { [length.name]: length.options.values.at(-1) } : {}),
  };
}

/** Milliseconds for each of `runs` calls, after `warmup` untimed ones. */
function timeRuns(runs: number, warmup: number, work: () => unknown): number[] {
  const times: number[] = [];
  for (let run = 0; run < warmup + runs; run++) {
    const started = performance.now();
    work();
    if (run >= warmup) times.push(performance.now() - started);
  }
  return times;
}

export async function runOfflineComposerBench(options: BenchOptions): Promise<Figure[]> {
  const runs = options.quick ? 200 : 2000;
  const pipelines = createPipelines();
  const preferences = defaultPreferences;
  const figures: Figure[] = [];
  for (const tool of writingToolKeys) {
    const pipeline = pipelines[tool] as unknown as ToolPipeline<WritingToolKey>;
    const request = toolSchemas[tool].request.parse(
      longestRequest(tool),
    ) as ToolRequest<WritingToolKey>;
    const grounding = pipeline.ground(request, preferences);
    const times = timeRuns(runs, 50, () => pipeline.compose(request, grounding, preferences));
    const median = percentile(times, 50);
    figures.push({
      figure: `offline ${tool}: compose, median (p99)`,
      target: "≤ 1 ms",
      value: `${median.toFixed(3)} ms (${percentile(times, 99).toFixed(3)} ms)`,
      ok: median <= 1,
    });
  }

  const sermon = pipelines.sermon;
  const request = toolSchemas.sermon.request.parse(longestRequest("sermon"));
  const whole = timeRuns(Math.round(runs / 10), 10, () => {
    const grounding = sermon.ground(request, preferences);
    const result = sermon.compose(request, grounding, preferences);
    return checkScripture(resultToText("sermon", result), { translation: grounding.translation });
  });
  figures.push({
    figure: "offline sermon: ground + compose + check, median",
    target: "reported",
    value: `${percentile(whole, 50).toFixed(2)} ms`,
  });

  // A meditation quotes its passage whole, and each new passage's draft is checked: the
  // security fuzz and the browser tests write one for many passages. A check each, of the
  // longest meditation on passages from a verse to two chapters.
  const meditation = pipelines.meditation;
  const drafts = meditationPassages.map((scripture) => {
    const asked = toolSchemas.meditation.request.parse({
      ...longestRequest("meditation"),
      scripture,
    });
    const grounding = meditation.ground(asked, preferences);
    return {
      text: resultToText("meditation", meditation.compose(asked, grounding, preferences)),
      translation: grounding.translation,
    };
  });
  const checks = drafts.flatMap(({ text, translation }) =>
    timeRuns(options.quick ? 1 : 3, 1, () => checkScripture(text, { translation })),
  );
  figures.push({
    figure: `offline meditation: check its draft, ${drafts.length} passages, median (p90)`,
    target: "reported",
    value: `${percentile(checks, 50).toFixed(1)} ms (${percentile(checks, 90).toFixed(1)} ms)`,
  });
  return figures;
}

/** Passages a meditation is asked on, from one verse to two chapters. */
const meditationPassages = [
  "Psalm 23",
  "John 15:1-11",
  "Genesis 1-2",
  "Psalm 119:1-40",
  "Romans 8",
  "Mark 5:21-43",
  "Isaiah 53",
  "Luke 15:11-32",
  "Ephesians 1:3-14",
  "Matthew 5",
  "Hebrews 11",
  "1 Corinthians 13",
  "Exodus 20:1-17",
  "Ruth 1",
  "Jonah 2",
  "Philippians 2:1-11",
  "Revelation 21",
  "Daniel 3",
  "Psalm 51",
  "Colossians 1",
];

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  const figures = await runOfflineComposerBench({ quick: process.argv.includes("--quick") });
  for (const row of figures)
    console.log(
      `${row.figure.padEnd(52)} ${row.target.padEnd(9)} ${row.value}${row.ok === false ? "  MISSED" : ""}`,
    );
}
