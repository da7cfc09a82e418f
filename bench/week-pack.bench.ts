/**
 * The sermon week pack on the offline path: every piece of one pack composed and its
 * scripture checked, as the routes do it (without the database). Target: under 2 seconds.
 * `npx tsx bench/week-pack.bench.ts` prints the figures alone.
 */
import { pathToFileURL } from "node:url";
import { packPieces } from "@shared/tools/week-pack/definition";
import { pieceResultSchemas } from "@shared/tools/week-pack/schemas";
import { pieceToText } from "@shared/tools/week-pack/text";
import { composePackPiece } from "../server/generation/offline/week-pack";
import { packContext } from "../server/generation/offline/week-pack/context";
import { outlineFromManuscript } from "../server/modules/packs/extract-outline";
import { renderSlides } from "../server/modules/packs/slides";
import { checkScripture } from "../server/scripture/check-scripture";
import { manuscript, romansOutline } from "../tests/unit/week-pack/fixtures";
import { percentile, type BenchOptions, type Figure } from "./support";

function wholePack(): number {
  const started = performance.now();
  const context = packContext(romansOutline, "web")!;
  for (const piece of packPieces) {
    const result = pieceResultSchemas[piece.type].parse(composePackPiece(piece.id, context));
    checkScripture(pieceToText(piece.type, result), { translation: "web" });
  }
  return performance.now() - started;
}

/** A manuscript whose prose is one long line without a full stop (its sentences are not split). */
const unpunctuated = (kilobytes: number) =>
  `Text: Romans 5:1-5\n\n${"hope does not disappoint us ".repeat(Math.round((kilobytes * 1024) / 28))}\n`;

/** The fastest of five runs: the first runs on a long input pay for the engine's warming up. */
function fastest(run: () => void): number {
  let best = Infinity;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

export async function runWeekPackBench(options: BenchOptions): Promise<Figure[]> {
  const runs = options.quick ? 5 : 20;
  const first = wholePack();
  const times = Array.from({ length: runs }, wholePack);
  const extract = Array.from({ length: runs }, () => {
    const started = performance.now();
    outlineFromManuscript(manuscript);
    return performance.now() - started;
  });
  // Reading a manuscript takes time in proportion to its length: a 64 KB line with no full stop
  // costs about four times a 16 KB one (it once cost sixteen).
  const small = unpunctuated(16);
  const large = unpunctuated(64);
  const lineRatio =
    fastest(() => outlineFromManuscript(large)) /
    Math.max(
      fastest(() => outlineFromManuscript(small)),
      0.05,
    );
  const slides = performance.now();
  await renderSlides(
    pieceResultSchemas["sermon-slides"].parse(
      composePackPiece("slides", packContext(romansOutline, "web")!),
    ),
    "web",
  );
  const slidesMs = performance.now() - slides;
  return [
    {
      figure: "week pack offline: all 10 pieces + checks, first",
      target: "< 2000 ms",
      value: `${first.toFixed(0)} ms`,
      ok: first < 2000,
    },
    {
      figure: "week pack offline: all 10 pieces + checks, median",
      target: "< 2000 ms",
      value: `${percentile(times, 50).toFixed(0)} ms`,
      ok: percentile(times, 50) < 2000,
    },
    {
      figure: "week pack: outline from a manuscript, median",
      target: "reported",
      value: `${percentile(extract, 50).toFixed(1)} ms`,
    },
    {
      figure: "week pack: outline of a 64 KB line / a 16 KB one",
      target: "< 8x",
      value: `${lineRatio.toFixed(1)}x`,
      ok: lineRatio < 8,
    },
    { figure: "week pack: slides .pptx", target: "reported", value: `${slidesMs.toFixed(0)} ms` },
  ];
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  for (const row of await runWeekPackBench({ quick: process.argv.includes("--quick") }))
    console.log(
      `${row.figure.padEnd(52)} ${row.target.padEnd(10)} ${row.value}${row.ok === false ? "  MISSED" : ""}`,
    );
}
