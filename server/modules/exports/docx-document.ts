import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  LevelFormat,
  LineRuleType,
  Packer,
  Paragraph,
  TextRun,
  BorderStyle,
} from "docx";
import type { ItemDocument } from "@shared/library/document";
import { draftNote, scriptureHeading } from "@shared/library/document";
import { formatInstant } from "@shared/dates/format";

const royal = "27306B";
const gold = "A87A1C";
const muted = "666B7A";
const serif = "Georgia";
const sans = "Calibri";

function formatDate(iso: string): string {
  return formatInstant(iso, "date");
}

/** A Word document of one saved item, built from real Word styles so it edits cleanly. */
export async function renderDocx(doc: ItemDocument): Promise<Buffer> {
  const children: Paragraph[] = [
    new Paragraph({
      children: [
        new TextRun({
          text: `KINGDOM TOOLS · ${doc.kind.toUpperCase()}`,
          font: sans,
          size: 16,
          color: gold,
          bold: true,
        }),
      ],
    }),
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(doc.title)] }),
  ];
  const date = formatDate(doc.createdAt);
  if (date) {
    children.push(
      new Paragraph({
        spacing: { after: 240 },
        children: [new TextRun({ text: date, font: sans, size: 18, color: muted })],
      }),
    );
  }
  // The draft comes first and the passage's verse text after it; the reference is named here.
  if (doc.scriptureLine) {
    children.push(
      new Paragraph({
        children: [
          new TextRun({ text: "Scripture: ", bold: true, font: sans, color: royal }),
          new TextRun(doc.scriptureLine),
        ],
      }),
    );
  }
  // Each block of the draft, made once it is known whether it is the last: with no verse left
  // to print (the draft prints its passage itself), the last keeps with the line naming the
  // translation, which never stands alone on a page.
  const blocks: Array<(keepNext: boolean) => Paragraph> = [];
  for (const section of doc.sections) {
    blocks.push(() => new Paragraph({ heading: HeadingLevel.HEADING_1, text: section.heading }));
    for (const paragraph of section.paragraphs) {
      const lines = paragraph.split("\n");
      blocks.push(
        (keepNext) =>
          new Paragraph({
            keepNext,
            children: lines.map(
              (line, index) => new TextRun({ text: line, break: index > 0 ? 1 : 0 }),
            ),
          }),
      );
    }
    for (const point of section.numbered ?? []) {
      blocks.push(
        (keepNext) =>
          new Paragraph({ keepNext, numbering: { reference: "points", level: 0 }, text: point }),
      );
    }
    if (section.tags && section.tags.length > 0) {
      const tags = section.tags.join("  ·  ");
      blocks.push((keepNext) => new Paragraph({ keepNext, text: tags }));
    }
  }
  const sourceAlone = doc.scripture.length === 0 && Boolean(doc.scriptureSource);
  blocks.forEach((block, index) =>
    children.push(block(sourceAlone && index === blocks.length - 1)),
  );
  if (doc.scripture.length > 0) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, text: scriptureHeading }));
  }
  const sourceFollows = doc.scripture.length > 0 && Boolean(doc.scriptureSource);
  for (const [index, verse] of doc.scripture.entries()) {
    children.push(
      new Paragraph({
        border: { left: { style: BorderStyle.SINGLE, size: 18, color: gold, space: 8 } },
        indent: { left: 200 },
        spacing: { after: 160 },
        // The line naming the translation never stands alone on a page: the last verse keeps
        // with it.
        keepNext: sourceFollows && index === doc.scripture.length - 1,
        children: [
          new TextRun({ text: verse.reference, bold: true, font: sans, color: royal, size: 20 }),
          new TextRun({ text: verse.text, italics: true, break: 1 }),
        ],
      }),
    );
  }
  // Named also when the draft prints the passage itself and no verse is repeated here.
  if (doc.scriptureSource) {
    children.push(
      new Paragraph({
        spacing: { after: 200 },
        children: [new TextRun({ text: doc.scriptureSource, font: sans, size: 18, color: muted })],
      }),
    );
  }
  const document = new Document({
    creator: "Kingdom Tools",
    title: doc.title,
    description: `${doc.kind} from Kingdom Tools`,
    styles: {
      default: {
        document: {
          run: { font: serif, size: 23 },
          // 1.25 lines, proportional ("auto"): without the rule, a reader may take 300 twips
          // as an exact 15 pt line, and a wrapped 24 pt title overprints its second line.
          paragraph: { spacing: { after: 160, line: 300, lineRule: LineRuleType.AUTO } },
        },
        title: {
          run: { font: serif, size: 48, bold: true, color: royal },
          // A title of two or three lines reads best set closer than the body: 1.1 lines.
          paragraph: { spacing: { after: 120, line: 264, lineRule: LineRuleType.AUTO } },
        },
        heading1: {
          run: { font: sans, size: 26, bold: true, color: royal },
          // Keep with next: a heading never stands alone at the bottom of a page.
          paragraph: { spacing: { before: 280, after: 120 }, keepNext: true, keepLines: true },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: "points",
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: "%1.",
              alignment: AlignmentType.START,
              style: { paragraph: { indent: { left: 540, hanging: 360 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    text: doc.footer ?? draftNote,
                    font: sans,
                    size: 16,
                    color: muted,
                  }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}
