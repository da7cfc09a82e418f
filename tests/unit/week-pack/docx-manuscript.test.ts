import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
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

describe("the evaluation set's manuscripts as Word files", () => {
  const folder = join(__dirname, "manuscripts");
  const cases = readdirSync(folder)
    .filter((name) => name.endsWith(".expected.json"))
    .map((name) => JSON.parse(readFileSync(join(folder, name), "utf8")) as { file: string });

  /** Each line of the manuscript its own Word paragraph, as a pastor's document has them. */
  async function asWord(text: string): Promise<string> {
    const lines = text.split("\n").filter((line) => line.trim());
    const doc = new Document({
      sections: [{ children: lines.map((line) => new Paragraph({ text: line.trim() })) }],
    });
    const { value } = await mammoth.extractRawText({ buffer: await Packer.toBuffer(doc) });
    return value;
  }

  it("gives the same points, big idea and call as the pasted text", async () => {
    for (const { file } of cases) {
      const text = readFileSync(join(folder, file), "utf8");
      const pasted = outlineFromManuscript(text, file).outline;
      const word = outlineFromManuscript(await asWord(text), file).outline;
      expect(word.points, file).toEqual(pasted.points);
      expect(word.bigIdea, file).toBe(pasted.bigIdea);
      expect(word.callToAction, file).toBe(pasted.callToAction);
    }
  });
});
