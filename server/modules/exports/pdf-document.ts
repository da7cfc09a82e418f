import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import type { DocumentSection, ItemDocument } from "@shared/library/document";
import { draftNote, scriptureHeading } from "@shared/library/document";
import { formatInstant } from "@shared/dates/format";

const colors = { royal: "#27306b", gold: "#a87a1c", ink: "#1f2330", muted: "#666b7a" };
const margin = 72;

/**
 * Cardo (SIL Open Font License, the npm package @expo-google-fonts/cardo), embedded: a
 * face made for biblical scholarship, with Latin and its accents (the transliteration
 * "stolḗ"), polytonic Greek and pointed Hebrew. The standard PDF fonts speak
 * Windows-1252 only and dropped every Greek and Hebrew letter.
 */
const fontFiles = {
  regular: "@expo-google-fonts/cardo/400Regular/Cardo_400Regular.ttf",
  italic: "@expo-google-fonts/cardo/400Regular_Italic/Cardo_400Regular_Italic.ttf",
  bold: "@expo-google-fonts/cardo/700Bold/Cardo_700Bold.ttf",
} as const;
const fonts = {
  body: "regular",
  bodyItalic: "italic",
  title: "bold",
  label: "bold",
  small: "regular",
} as const satisfies Record<string, keyof typeof fontFiles>;

let fontBytes: Record<keyof typeof fontFiles, Buffer> | undefined;
/** Read once per process, on the first export. */
function loadFonts(): Record<keyof typeof fontFiles, Buffer> {
  if (!fontBytes) {
    const require = createRequire(import.meta.url);
    fontBytes = {
      regular: readFileSync(require.resolve(fontFiles.regular)),
      italic: readFileSync(require.resolve(fontFiles.italic)),
      bold: readFileSync(require.resolve(fontFiles.bold)),
    };
  }
  return fontBytes;
}

/** Hebrew letters and points, and a run of Hebrew words (with spaces or maqaf between them). */
const hebrewRun = /[\u0591-\u05f4\ufb1d-\ufb4f]+(?:[ \u05be]+[\u0591-\u05f4\ufb1d-\ufb4f]+)*/gu;

/**
 * PDFKit sets every line left to right (prepareFont). A Hebrew run is read right to
 * left, so it is written in the order it is seen: reversed, each point before its letter,
 * as fontkit itself orders a right-to-left run (the font draws a point over the letter
 * that follows it).
 */
export function visualOrder(text: string): string {
  return text.replace(hebrewRun, (run) => [...run].reverse().join(""));
}

/** What is set on the page: control characters out, Hebrew in visual order. */
function printable(value: string): string {
  // eslint-disable-next-line no-control-regex
  return visualOrder(value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ""));
}

type Pdf = InstanceType<typeof PDFDocument>;

interface FontkitFont {
  layout: (
    text: string,
    features?: unknown,
    script?: string,
    language?: string,
    direction?: string,
  ) => unknown;
}

/** Each face's fontkit font, kept for the process: it reads its tables on first use only. */
const sharedFonts = new Map<string, FontkitFont>();

/**
 * Selects each registered face once so PDFKit loads it, then:
 * - sets every word left to right. PDFKit has fontkit lay out each word in its own
 *   script's direction, so a Hebrew word came out reversed with the space after it moved
 *   in front, and a phrase's words stayed in left-to-right order. Fontkit still shapes a
 *   Hebrew word as Hebrew; visualOrder has already put it in the order it is seen.
 * - lays out with one fontkit font per face for the process: reading a face's layout
 *   tables took about 4 ms each, on every export. (The document's own font object still
 *   makes the subset of glyphs that is embedded.)
 */
function prepareFont(pdf: Pdf, name: string): void {
  pdf.font(name);
  const embedded = (pdf as unknown as { _font?: { font?: FontkitFont } })._font;
  const own = embedded?.font;
  if (!embedded || !own || typeof own.layout !== "function")
    throw new Error("PDFKit's font has no fontkit layout to set Hebrew with.");
  let shared = sharedFonts.get(name);
  if (!shared) {
    const layout = own.layout;
    own.layout = (text, features, script, language) =>
      layout.call(own, text, features, script, language, "ltr");
    sharedFonts.set(name, own);
    shared = own;
  }
  embedded.font = shared;
}
const bodyStyle = { size: 11.5, lineGap: 3 };
const headingSize = 12.5;
/** A heading keeps at least this many lines of what follows it on its page. */
const linesKeptWithHeading = 2;

/** Starts a new page unless `height` more points fit above the bottom margin of this one. */
function keepRoom(pdf: Pdf, height: number): void {
  if (pdf.y + height > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
}

/** How tall the start of a section is: its heading and the first lines of its first block. */
function sectionStartHeight(pdf: Pdf, section: DocumentSection, width: number): number {
  pdf.font(fonts.label).fontSize(headingSize);
  const heading = pdf.heightOfString(printable(section.heading), { width }) + headingSize * 0.75;
  const first = section.paragraphs[0] ?? section.numbered?.[0] ?? section.tags?.join("   ·   ");
  if (!first) return heading;
  pdf.font(fonts.body).fontSize(bodyStyle.size);
  const lineHeight = pdf.heightOfString("Ag", { width, lineGap: bodyStyle.lineGap });
  const block = pdf.heightOfString(printable(first), { width, lineGap: bodyStyle.lineGap });
  return heading + Math.min(block, lineHeight * linesKeptWithHeading);
}

const verseLineGap = 2.5;
/** Space between a verse's reference and its text. */
const verseTextGap = 2;

/** Whether `height` more points fit above the bottom margin of this page. */
function fitsHere(pdf: Pdf, height: number): boolean {
  return pdf.y + height <= pdf.page.height - pdf.page.margins.bottom;
}

/**
 * How tall a quoted verse is as set: its reference with its text's first lines (kept
 * together), and the whole of it.
 */
function verseHeights(
  pdf: Pdf,
  verse: { reference: string; text: string },
  width: number,
): { start: number; whole: number } {
  pdf.font(fonts.label).fontSize(10);
  const reference = pdf.heightOfString(printable(verse.reference), { width }) + verseTextGap;
  pdf.font(fonts.bodyItalic).fontSize(11.5);
  const text = pdf.heightOfString(printable(verse.text), { width, lineGap: verseLineGap });
  const lines = pdf.heightOfString("Ag", { width, lineGap: verseLineGap }) * linesKeptWithHeading;
  return { start: reference + Math.min(text, lines), whole: reference + text };
}

/** The space between the last verse and the line naming the translation. */
function sourceGap(pdf: Pdf): number {
  pdf.font(fonts.bodyItalic).fontSize(11.5);
  return pdf.currentLineHeight(true) * 0.8;
}

/** How tall the line naming the translation is. */
function sourceHeight(pdf: Pdf, source: string, width: number): number {
  pdf.font(fonts.small).fontSize(9);
  return pdf.heightOfString(printable(source), { width });
}

function formatDate(iso: string): string {
  return formatInstant(iso, "date");
}

/** A well-typeset PDF of one saved item: title, scripture with verse text, sections, footer. */
export function renderPdf(doc: ItemDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "LETTER",
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    bufferPages: true,
    lang: "en-US",
    displayTitle: true,
    info: { Title: printable(doc.title), Creator: "Kingdom Tools", Subject: doc.kind },
  });
  for (const [name, bytes] of Object.entries(loadFonts())) {
    pdf.registerFont(name, bytes);
    prepareFont(pdf, name);
  }
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  const width = pdf.page.width - margin * 2;

  pdf
    .font(fonts.label)
    .fontSize(9)
    .fillColor(colors.gold)
    .text(`KINGDOM TOOLS  ·  ${doc.kind.toUpperCase()}`, { characterSpacing: 1.2 });
  pdf.moveDown(0.6);
  pdf.font(fonts.title).fontSize(24).fillColor(colors.royal).text(printable(doc.title), {
    width,
    lineGap: 2,
  });
  const date = formatDate(doc.createdAt);
  if (date) {
    pdf.moveDown(0.3);
    pdf.font(fonts.small).fontSize(9).fillColor(colors.muted).text(date);
  }
  pdf.moveDown(0.8);
  pdf
    .strokeColor(colors.gold)
    .lineWidth(1)
    .moveTo(margin, pdf.y)
    .lineTo(margin + width, pdf.y)
    .stroke();
  pdf.moveDown(1);

  // The draft comes first; the passage's verse text follows it (issue 35 item 4). The
  // reference it is built on is named at the top.
  if (doc.scriptureLine) {
    pdf
      .font(fonts.label)
      .fontSize(10)
      .fillColor(colors.royal)
      .text(`Scripture: ${printable(doc.scriptureLine)}`, margin, pdf.y, { width });
    pdf.moveDown(0.8);
  }

  // With no verse left to print (the draft prints its passage itself), the line naming the
  // translation follows the draft's last block: that block keeps room for it, so the line never
  // stands alone on a page. Only a block that fits on a page can keep it.
  const sourceAlone = doc.scripture.length === 0 && doc.scriptureSource !== undefined;
  const keepWithSource = (block: number) => {
    if (!sourceAlone) return;
    pdf.font(fonts.body).fontSize(bodyStyle.size);
    const gap = pdf.currentLineHeight(true) * 1.2;
    const needed = block + gap + sourceHeight(pdf, doc.scriptureSource!, width);
    const body = pdf.page.height - pdf.page.margins.top - pdf.page.margins.bottom;
    if (needed <= body) keepRoom(pdf, needed);
  };
  const lastSection = doc.sections.at(-1);

  for (const section of doc.sections) {
    const last = section === lastSection;
    const lastKind = section.tags?.length
      ? "tags"
      : section.numbered?.length
        ? "numbered"
        : "paragraphs";
    pdf.x = margin;
    pdf.moveDown(0.4);
    // Keep with next: a heading never stands alone at the bottom of a page.
    keepRoom(pdf, sectionStartHeight(pdf, section, width));
    // A last section of one block keeps its heading with that block and the source line.
    const blocks =
      section.paragraphs.length + (section.numbered?.length ?? 0) + (section.tags?.length ? 1 : 0);
    if (last && blocks === 1 && section.paragraphs.length === 1) {
      pdf.font(fonts.label).fontSize(headingSize);
      const heading = pdf.heightOfString(printable(section.heading), { width }) + headingSize;
      pdf.font(fonts.body).fontSize(bodyStyle.size);
      keepWithSource(
        heading +
          pdf.heightOfString(printable(section.paragraphs[0]!), {
            width,
            lineGap: bodyStyle.lineGap,
          }),
      );
    }
    pdf
      .font(fonts.label)
      .fontSize(headingSize)
      .fillColor(colors.royal)
      .text(printable(section.heading), margin, pdf.y, { width });
    pdf.moveDown(0.35);
    pdf.font(fonts.body).fontSize(bodyStyle.size).fillColor(colors.ink);
    for (const [index, paragraph] of section.paragraphs.entries()) {
      if (last && lastKind === "paragraphs" && index === section.paragraphs.length - 1) {
        keepWithSource(
          pdf.heightOfString(printable(paragraph), { width, lineGap: bodyStyle.lineGap }),
        );
        pdf.font(fonts.body).fontSize(bodyStyle.size).fillColor(colors.ink);
      }
      pdf.text(printable(paragraph), margin, pdf.y, {
        width,
        lineGap: bodyStyle.lineGap,
        align: "left",
      });
      pdf.moveDown(0.6);
    }
    section.numbered?.forEach((point, index) => {
      const label = `${index + 1}.`;
      if (last && lastKind === "numbered" && index === section.numbered!.length - 1) {
        pdf.font(fonts.body).fontSize(11.5);
        keepWithSource(pdf.heightOfString(printable(point), { width: width - 22, lineGap: 3 }));
      }
      const y = pdf.y;
      pdf
        .font(fonts.label)
        .fontSize(11)
        .fillColor(colors.gold)
        .text(label, margin, y, { width: 20 });
      pdf
        .font(fonts.body)
        .fontSize(11.5)
        .fillColor(colors.ink)
        .text(printable(point), margin + 22, y, { width: width - 22, lineGap: 3 });
      pdf.moveDown(0.5);
    });
    if (section.tags && section.tags.length > 0) {
      if (last) {
        pdf.font(fonts.small).fontSize(10.5);
        keepWithSource(
          pdf.heightOfString(printable(section.tags.join("   ·   ")), { width, lineGap: 2 }),
        );
      }
      pdf
        .font(fonts.small)
        .fontSize(10.5)
        .fillColor(colors.ink)
        .text(printable(section.tags.join("   ·   ")), margin, pdf.y, { width, lineGap: 2 });
      pdf.moveDown(0.6);
    }
  }

  if (doc.scripture.length > 0) {
    const indent = 14;
    const verseWidth = width - indent;
    pdf.x = margin;
    pdf.moveDown(0.4);
    // Keep with next: the heading stays on the page of its first verse's first lines.
    pdf.font(fonts.label).fontSize(headingSize);
    const headingHeight =
      pdf.heightOfString(scriptureHeading, { width }) + pdf.currentLineHeight(true) * 0.5;
    const first = verseHeights(pdf, doc.scripture[0]!, verseWidth);
    // With one verse, that verse is also the last, kept whole with the source line when it
    // fits whole here: the heading keeps the same room, or it would stand alone on this page.
    const alone =
      doc.scripture.length === 1 &&
      doc.scriptureSource !== undefined &&
      fitsHere(pdf, headingHeight + first.whole);
    keepRoom(
      pdf,
      headingHeight +
        (alone
          ? first.whole + sourceGap(pdf) + sourceHeight(pdf, doc.scriptureSource!, width)
          : first.start),
    );
    pdf
      .font(fonts.label)
      .fontSize(headingSize)
      .fillColor(colors.royal)
      .text(scriptureHeading, margin, pdf.y, { width });
    pdf.moveDown(0.5);
    doc.scripture.forEach((verse, index) => {
      const heights = verseHeights(pdf, verse, verseWidth);
      // The reference stays with the verse text's first lines.
      keepRoom(pdf, heights.start);
      // The source line never stands alone on a page: the last verse, when it fits whole on
      // this page but the source line does not, goes over with it.
      const last = index === doc.scripture.length - 1;
      if (last && doc.scriptureSource && fitsHere(pdf, heights.whole)) {
        const gap = sourceGap(pdf);
        if (!fitsHere(pdf, heights.whole + gap + sourceHeight(pdf, doc.scriptureSource, width)))
          pdf.addPage();
      }
      const startY = pdf.y;
      pdf
        .font(fonts.label)
        .fontSize(10)
        .fillColor(colors.royal)
        .text(printable(verse.reference), margin + indent, pdf.y, { width: verseWidth });
      pdf
        .font(fonts.bodyItalic)
        .fontSize(11.5)
        .fillColor(colors.ink)
        .text(printable(verse.text), margin + indent, pdf.y + verseTextGap, {
          width: verseWidth,
          lineGap: verseLineGap,
        });
      if (pdf.y > startY) pdf.rect(margin, startY, 3, pdf.y - startY).fill(colors.gold);
      pdf.x = margin;
      pdf.moveDown(0.8);
    });
  } else if (doc.scriptureSource) {
    // The draft prints the passage itself: the translation is named after it.
    pdf.x = margin;
    pdf.moveDown(0.4);
  }
  if (doc.scriptureSource) {
    pdf
      .font(fonts.small)
      .fontSize(9)
      .fillColor(colors.muted)
      .text(printable(doc.scriptureSource), margin, pdf.y, { width });
    pdf.moveDown(0.8);
  }

  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    pdf.switchToPage(index);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    const y = pdf.page.height - margin / 2 - 8;
    pdf
      .font(fonts.small)
      .fontSize(8)
      .fillColor(colors.muted)
      .text(doc.footer ?? draftNote, margin, y, { width: width - 60, lineBreak: false })
      .text(`${index + 1} / ${range.count}`, margin + width - 60, y, {
        width: 60,
        align: "right",
        lineBreak: false,
      });
    pdf.page.margins.bottom = bottom;
  }
  pdf.end();
  return done;
}
