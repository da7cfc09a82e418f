import type { PackPieceId } from "@shared/tools/week-pack/definition";
import { pieceById } from "@shared/tools/week-pack/definition";
import type { PackContext } from "./context";
import { composeWeekEmail, composeWeekSocial, composeSermonSlides } from "./message-pieces";
import {
  composeChildrensLesson,
  composeDailyDevotional,
  composeSmallGroupGuide,
} from "./study-pieces";

/** The offline composer of a pack piece: derived from the outline and the passage alone. */
export function composePackPiece(id: PackPieceId, context: PackContext): Record<string, unknown> {
  const piece = pieceById(id)!;
  if ("day" in piece) return composeDailyDevotional(context, piece.day);
  switch (piece.type) {
    case "small-group-guide":
      return composeSmallGroupGuide(context);
    case "childrens-lesson":
      return composeChildrensLesson(context);
    case "week-email":
      return composeWeekEmail(context);
    case "week-social":
      return composeWeekSocial(context);
    default:
      return composeSermonSlides(context);
  }
}
