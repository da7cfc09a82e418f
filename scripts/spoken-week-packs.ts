/**
 * Makes offline week packs from transcripts of the spoken-transcript evaluation set
 * (tests/unit/recordings/spoken/) the way the page does (captions → the transcript's manuscript →
 * the outline → the ten pieces), for reading every piece as a pastor would
 * (docs/evaluation/week-pack-verdicts.md, "Spoken transcripts"). With --export DIR, each piece's
 * PDF and Word file and the slides' .pptx.
 *
 *   npx tsx scripts/spoken-week-packs.ts psalm-23-captions spurgeon-hornets > /tmp/spoken-packs.md
 *   npx tsx scripts/spoken-week-packs.ts psalm-23-captions --export /tmp/spoken-packs
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
import { readTranscriptFile } from "../server/modules/recordings/captions";
import { transcriptManuscript } from "../server/modules/recordings/manuscript";
import { checkScripture } from "../server/scripture/check-scripture";
import { exportPackPieces, type WrittenPiece } from "./export-pack-pieces";

const folder = join(import.meta.dirname, "../tests/unit/recordings/spoken");
const exportAt = process.argv.indexOf("--export");
const exportTo = exportAt > 0 ? process.argv[exportAt + 1] : undefined;
const names = process.argv
  .slice(2)
  .filter((arg, index) => arg !== "--export" && index + 2 !== exportAt + 1);
const { transcripts } = JSON.parse(readFileSync(join(folder, "sources.json"), "utf8")) as {
  transcripts: { name: string; title: string }[];
};
/** What a pastor types in "This week's details": an event with date, time, place and contact. */
const details =
  "Midweek prayer evening: Wednesday, March 12, at 7 pm in the church hall. Questions to the office at office@gracechapel.org.";
const author = {
  name: "Rev. Daniel Price",
  church: "Grace Chapel",
  role: "Pastor",
  emailSignature: "",
};

for (const source of transcripts.filter((each) => names.includes(each.name))) {
  const segments = readTranscriptFile(
    readFileSync(join(folder, `${source.name}.vtt`), "utf8"),
    "vtt",
  );
  const manuscript = transcriptManuscript(segments, source.title);
  const extracted = outlineFromManuscript(manuscript.text, manuscript.filename);
  const outline = {
    ...extracted.outline,
    notes: details,
    sermon: sermonWords(extracted.sections, extracted.outline.passage),
  };
  const context = packContext(outline, "web", author)!;
  console.log(
    `# ${source.name}\n\nNotes: ${extracted.notes.join(" ")}\n\nOutline: ${JSON.stringify({ ...outline, guard: undefined, sermon: undefined }, null, 1)}\n`,
  );
  const pieces: WrittenPiece[] = [];
  for (const { id } of packPieces) {
    const { type } = pieceById(id)!;
    const result = pieceResultSchemas[type].parse(composePackPiece(id, context)) as PieceResult;
    const text = pieceToText(type, result);
    const check = checkScripture(text, { translation: "web" });
    const wrong = check.references.filter(
      (reference) => reference.quoted && !reference.quoted.matches,
    );
    console.log(
      `## ${id}\n\n${text}\n\n(scripture check: ${check.references.length} references, ${wrong.length} quotations not matching)\n`,
    );
    pieces.push({ id, result, text });
  }
  if (exportTo)
    await exportPackPieces(pieces, context.passage, join(exportTo, source.name), "spoken");
}
