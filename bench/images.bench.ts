/**
 * Offline scripture art: the time to compose and render one picture (SVG built, drawn
 * by resvg, encoded as PNG) for every style and size, and the PNG's size.
 * `runImagesBench` is the suite for bench/run.ts; `npx tsx bench/images.bench.ts [--quick]`
 * prints the table alone.
 */
import { pathToFileURL } from "node:url";
import { imageSizes, imageStyleValues } from "@shared/images/schemas";
import { composeArt, renderSvg } from "../server/modules/images/offline-art";
import type { BenchOptions, Figure } from "./support";

const targetMs = 300;
const prompt = "John 3:16 with a sunrise over the hills, for Sunday's slides";

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function runImagesBench(options: BenchOptions): Promise<Figure[]> {
  const runs = options.quick ? 3 : 9;
  // Load the fonts, the scripture index and the grain tiles once, as a running server has.
  await renderSvg(composeArt({ prompt, style: "biblical", size: "1024x1024" }).svg);
  const figures: Figure[] = [];
  let worstSquare = 0;
  for (const size of imageSizes) {
    for (const style of imageStyleValues) {
      const times: number[] = [];
      const cpuTimes: number[] = [];
      let bytes = 0;
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        const cpu = process.cpuUsage();
        const art = composeArt({ prompt: `${prompt} ${run}`, style, size: size.value });
        bytes = (await renderSvg(art.svg)).length;
        const used = process.cpuUsage(cpu);
        cpuTimes.push((used.user + used.system) / 1000);
        times.push(performance.now() - started);
      }
      const ms = median(times);
      const cpuMs = median(cpuTimes);
      const square = size.value === "1024x1024";
      if (square) worstSquare = Math.max(worstSquare, ms);
      figures.push({
        figure: `Offline render ${style} ${size.value} (median of ${runs}; CPU ${cpuMs.toFixed(0)} ms; PNG ${Math.round(bytes / 1024)} KB)`,
        target: square ? `≤ ${targetMs} ms` : "-",
        value: `${ms.toFixed(0)} ms`,
        ...(square ? { ok: ms <= targetMs } : {}),
      });
    }
  }
  figures.push({
    figure: "Offline render 1024x1024, slowest style (median)",
    target: `≤ ${targetMs} ms`,
    value: `${worstSquare.toFixed(0)} ms`,
    ok: worstSquare <= targetMs,
  });
  return figures;
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  const rows = await runImagesBench({ quick: process.argv.includes("--quick") });
  for (const row of rows) {
    const verdict = row.ok === undefined ? "" : row.ok ? "met" : "MISSED";
    console.log(
      `${row.figure.padEnd(72)} ${row.target.padEnd(10)} ${row.value.padEnd(8)} ${verdict}`,
    );
  }
}
