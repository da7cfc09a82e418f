import { describe, expect, it } from "vitest";
import { itemDocument } from "@shared/library/document";
import { pieceById } from "@shared/tools/week-pack/definition";
import { pieceResultSchemas } from "@shared/tools/week-pack/schemas";
import { pieceTitle, pieceToText } from "@shared/tools/week-pack/text";
import { composePackPiece } from "../../../server/generation/offline/week-pack";
import { packContext } from "../../../server/generation/offline/week-pack/context";
import { romansOutline } from "./fixtures";

function printed(outline: typeof romansOutline, id: "devotional-monday") {
  const { type } = pieceById(id)!;
  const result = pieceResultSchemas[type].parse(composePackPiece(id, packContext(outline, "web")!));
  return itemDocument({
    type,
    title: pieceTitle(result as never),
    scripture: "",
    createdAt: "2026-11-26T09:00:00Z",
    content: pieceToText(type, result as never),
    data: { result },
  });
}

describe("a week-pack piece's printed sections", () => {
  it("leave out a short field the title already says (the devotional's day and point)", () => {
    const doc = printed(romansOutline, "devotional-monday");
    // The title names the day and Monday's point, "Monday: Peace with God …".
    expect(doc.title.startsWith("Monday")).toBe(true);
    expect(doc.title).toContain(romansOutline.points[0]);
    const headings = doc.sections.map((section) => section.heading);
    expect(headings).not.toContain("Day");
    expect(headings).not.toContain("From Sunday");
    expect(headings).toContain("Reading");
  });

  it("keep a field the title does not say whole", () => {
    // A point with a quotation: the title keeps only its words before the colon.
    const point = `${romansOutline.points[0]}: “we have peace with God” (Romans 5:1)`;
    const doc = printed(
      { ...romansOutline, points: [point, ...romansOutline.points.slice(1)] },
      "devotional-monday",
    );
    expect(doc.title).not.toContain(point);
    expect(doc.sections.find((section) => section.heading === "From Sunday")?.paragraphs).toEqual([
      point,
    ]);
  });
});
