// Writes a week pack's pieces as the product exports them (PDF and Word each, PowerPoint for
// the slides), for reading and opening by hand: the pack-reading scripts' --export.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pieceById } from "@shared/tools/week-pack/definition";
import type { PieceResult } from "@shared/tools/week-pack/schemas";
import { pieceScripture, pieceTitle } from "@shared/tools/week-pack/text";

export interface WrittenPiece {
  id: string;
  result: PieceResult;
  text: string;
}

export async function exportPackPieces(
  pieces: WrittenPiece[],
  passage: string,
  out: string,
  idPrefix: string,
): Promise<void> {
  const { printableDocument } = await import("../server/modules/exports/printable-document");
  const { renderPdf } = await import("../server/modules/exports/pdf-document");
  const { renderDocx } = await import("../server/modules/exports/docx-document");
  const { renderSlides } = await import("../server/modules/packs/slides");
  mkdirSync(out, { recursive: true });
  for (const [index, piece] of pieces.entries()) {
    const { type } = pieceById(piece.id as never)!;
    const doc = printableDocument({
      id: `${idPrefix}-${index}`,
      type,
      title: pieceTitle(piece.result),
      preview: "",
      // As the pack page saves a piece (packs/routes.ts): its own reference, else the passage.
      scripture: pieceScripture(piece.result as never) || passage,
      createdAt: new Date().toISOString(),
      content: piece.text,
      data: { result: piece.result, scriptureCheck: { translation: "web" }, source: "offline" },
    });
    const base = `${String(index + 1).padStart(2, "0")}-${piece.id}`;
    writeFileSync(join(out, `${base}.pdf`), await renderPdf(doc));
    writeFileSync(join(out, `${base}.docx`), await renderDocx(doc));
    if (piece.id === "slides")
      writeFileSync(join(out, `${base}.pptx`), await renderSlides(piece.result, "web"));
  }
}
