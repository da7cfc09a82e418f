import { execSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { runFoundationBench } from "./foundation.bench";
import { runProviderBench } from "./generation-provider.bench";
import { runGenerationBench } from "./generation.bench";
import { runScriptureBench } from "./scripture.bench";
import { runImagesBench } from "./images.bench";
import { runLibraryBench } from "./library.bench";
import { runPublicPagesBench } from "./public-pages.bench";
import { runOfflineComposerBench } from "./offline-composer.bench";
import { runLoadBench } from "./load.bench";
import { runExportsBench } from "./exports.bench";
import { runLighthouseBench } from "./lighthouse.bench";
import { runPlannerBench } from "./planner.bench";
import { runWeekPackBench } from "./week-pack.bench";
import { runStudyBench } from "./study.bench";
import { runRecordingsBench } from "./recordings.bench";
import type { BenchOptions, Figure } from "./support";

/** Every benchmark of the product; each returns figures with their targets. */
const suites: Array<{ name: string; run: (options: BenchOptions) => Promise<Figure[]> }> = [
  { name: "foundation", run: runFoundationBench },
  { name: "scripture", run: runScriptureBench },
  { name: "generation-provider", run: runProviderBench },
  { name: "offline-composer", run: runOfflineComposerBench },
  { name: "generation", run: runGenerationBench },
  { name: "images", run: runImagesBench },
  { name: "library", run: runLibraryBench },
  { name: "exports", run: runExportsBench },
  { name: "public-pages", run: runPublicPagesBench },
  { name: "load", run: runLoadBench },
  { name: "lighthouse", run: runLighthouseBench },
  { name: "planner", run: runPlannerBench },
  { name: "week-pack", run: runWeekPackBench },
  { name: "study", run: runStudyBench },
  { name: "recordings", run: runRecordingsBench },
];

async function main() {
  const options: BenchOptions = { quick: process.argv.includes("--quick") };
  const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
  if (!existsSync("dist/server/main.js") || !existsSync("dist/client/index.html")) {
    execSync("npm run build", { stdio: "inherit" });
  }
  const results: Array<Figure & { suite: string }> = [];
  for (const suite of suites) {
    if (only && suite.name !== only) continue;
    process.stderr.write(`running ${suite.name}…\n`);
    try {
      for (const figure of await suite.run(options)) results.push({ suite: suite.name, ...figure });
    } catch (error) {
      results.push({
        suite: suite.name,
        figure: "suite failed",
        target: "-",
        value: String(error),
        ok: false,
      });
    }
  }
  const rows = results.map((row) => [
    row.suite,
    row.figure,
    row.target,
    row.value,
    row.ok === undefined ? "" : row.ok ? "met" : "MISSED",
  ]);
  const header = ["suite", "figure", "target", "value", ""];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column]!)).join("  ");
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
  mkdirSync("bench/results", { recursive: true });
  const file = `bench/results/${new Date().toISOString().replace(/[:.]/g, "-")}${options.quick ? "-quick" : ""}.json`;
  writeFileSync(
    file,
    JSON.stringify({ quick: options.quick, at: new Date().toISOString(), results }, null, 2),
  );
  console.log(`\nwritten to ${file}`);
}

await main();
