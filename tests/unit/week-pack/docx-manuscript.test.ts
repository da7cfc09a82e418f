import { describe, expect, it } from "vitest";
import { Document, Packer, Paragraph, HeadingLevel } from "docx";
import mammoth from "mammoth";
import { outlineFromManuscript } from "../../../server/modules/packs/extract-outline";
import { manuscript } from "./fixtures";

/** A pastor's Word manuscript: the title and points as headings, the rest as paragraphs. */
async function wordFile(): Promise<Buffer> {
  const paragraphs = manuscript.split("\n").filter((line) => line.trim());
  const doc = new Document({
    sections: [
      {
        children: paragraphs.map((line, index) =>
          index === 0 || /^\d\.|^Conclusion$/.test(line)
            ? new Paragraph({
                text: line,
                heading: index === 0 ? HeadingLevel.TITLE : HeadingLevel.HEADING_2,
              })
            : new Paragraph({ text: line }),
        ),
      },
    ],
  });
  return Packer.toBuffer(doc);
}

describe("a .docx manuscript read to text (as the upload does, with mammoth)", () => {
  it("gives the same outline as the pasted text", async () => {
    const { value } = await mammoth.extractRawText({ buffer: await wordFile() });
    const { outline } = outlineFromManuscript(value, "shepherd.docx");
    expect(outline.title).toBe("The Shepherd Who Provides");
    expect(outline.passage).toBe("Psalm 23:1–6");
    expect(outline.points).toEqual([
      "The Lord is our shepherd, so we lack nothing",
      "The Lord leads us through the darkest valley",
      "The Lord prepares a table and a home for us",
    ]);
    expect(outline.callToAction).toMatch(/pray Psalm 23:1 aloud/);
  });
});
