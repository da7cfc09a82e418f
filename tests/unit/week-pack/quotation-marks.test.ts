import { describe, expect, it } from "vitest";
import { packPieces } from "@shared/tools/week-pack/definition";
import { pieceResultSchemas, type PieceResult } from "@shared/tools/week-pack/schemas";
import { pieceToText } from "@shared/tools/week-pack/text";
import { composePackPiece } from "../../../server/generation/offline/week-pack";
import { packContext } from "../../../server/generation/offline/week-pack/context";
import { romansOutline } from "./fixtures";

describe("the offline week pack's quotation marks", () => {
  // Its quotations are set in curly marks (“…”): a line the writer frames itself in straight
  // ones ("…") beside them looked like a mistake on the printed page (Ask: "What do these
  // words ask of us this week?" in the children's lesson).
  it.each([0, 1, 2])("are curly in every piece, variant %i", (variant) => {
    const context = packContext(romansOutline, "web", undefined, variant)!;
    for (const { id, type } of packPieces) {
      const result = pieceResultSchemas[type].parse(composePackPiece(id, context)) as PieceResult;
      const text = pieceToText(type, result);
      expect(text, id).not.toContain('"');
    }
  });
});
