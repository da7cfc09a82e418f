/**
 * Makes offline week packs from the reading manuscripts (tests/unit/week-pack/readings/) as a
 * pastor would, for reading every piece against its passage (docs/evaluation/week-pack-verdicts.md):
 * the pieces' text as markdown, and with --export DIR, each piece's PDF and Word file and the
 * slides' .pptx, as the pack's zip holds them.
 *
 *   npx tsx scripts/week-pack-readings.ts > /tmp/packs.md
 *   npx tsx scripts/week-pack-readings.ts --export /tmp/packs
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { packPieces, pieceById } from "@shared/tools/week-pack/definition";
import { pieceResultSchemas, type PieceResult } from "@shared/tools/week-pack/schemas";
import { pieceToText } from "@shared/tools/week-pack/text";
import { composePackPiece } from "../server/generation/offline/week-pack";
import { packContext } from "../server/generation/offline/week-pack/context";
import { outlineFromManuscript } from "../server/modules/packs/extract-outline";
import { sermonWords } from "../server/modules/packs/preacher-words";
import { checkScripture } from "../server/scripture/check-scripture";
import { exportPackPieces, type WrittenPiece } from "./export-pack-pieces";
import { readings } from "../tests/unit/week-pack/readings/readings";

const folder = join(import.meta.dirname, "../tests/unit/week-pack/readings");
const exportTo = process.argv.includes("--export")
  ? process.argv[process.argv.indexOf("--export") + 1]
  : undefined;

for (const reading of readings) {
  const text = readFileSync(join(folder, reading.file), "utf8");
  const extracted = outlineFromManuscript(text, reading.file);
  const outline = {
    ...extracted.outline,
    notes: reading.details,
    sermon: sermonWords(extracted.sections, extracted.outline.passage),
  };
  const context = packContext(outline, "web", reading.author)!;
  console.log(
    `# ${reading.file}\n\nOutline: ${JSON.stringify({ ...outline, guard: undefined }, null, 1)}\n`,
  );
  const pieces: WrittenPiece[] = [];
  for (const { id } of packPieces) {
    const { type } = pieceById(id)!;
    const result = pieceResultSchemas[type].parse(composePackPiece(id, context)) as PieceResult;
    const pieceText = pieceToText(type, result);
    const check = checkScripture(pieceText, { translation: "web" });
    const invalid = check.references.filter((reference) => !reference.valid);
    const quoted = check.references.filter((reference) => reference.quoted);
    const wrong = quoted.filter((reference) => !reference.quoted!.matches);
    console.log(
      `## ${id}\n\n${pieceText}\n\n(scripture check: ${check.references.length} references, ${invalid.length} invalid; ${quoted.length} quotations, ${wrong.length} not matching${wrong.length ? `: ${wrong.map((w) => `${w.reference} ${w.quoted!.verdict}`).join("; ")}` : ""})\n`,
    );
    pieces.push({ id, result, text: pieceText });
  }
  if (exportTo)
    await exportPackPieces(
      pieces,
      context.passage,
      join(exportTo, reading.file.replace(/\.txt$/, "")),
      "reading",
    );
}
