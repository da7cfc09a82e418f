import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { draftNote, scriptureHeading, type ItemDocument } from "@shared/library/document";
import { packPieces, pieceById } from "@shared/tools/week-pack/definition";
import { pieceResultSchemas } from "@shared/tools/week-pack/schemas";
import { pieceTitle, pieceToText } from "@shared/tools/week-pack/text";
import { composePackPiece } from "../../server/generation/offline/week-pack";
import { packContext } from "../../server/generation/offline/week-pack/context";
import { renderDocx } from "../../server/modules/exports/docx-document";
import { renderPdf } from "../../server/modules/exports/pdf-document";
import { printableDocument } from "../../server/modules/exports/printable-document";
import { outlineFromManuscript } from "../../server/modules/packs/extract-outline";
import { sermonWords } from "../../server/modules/packs/preacher-words";
import { readings } from "../unit/week-pack/readings/readings";

/**
 * The exports' page breaks, read back from the files (poppler's pdftotext; the Word files
 * through LibreOffice, Debian's libreoffice-writer-nogui installed by
 * scripts/install-system-packages.sh, skipped with the reason without it and failing in CI):
 * the "Scripture text" heading is never the last thing on a page (a reader found Friday's
 * devotional ending its first page on it, the verses on the next), and the line naming the
 * translation never stands alone on a page (the posts' Word file had a third page holding only
 * it). Documents whose draft grows a line at a time move the verse text across the end of the
 * first page, and the four reading packs' pieces are read as exported.
 */
const run = promisify(execFile);
const soffice = "/usr/bin/soffice";
const missing = existsSync(soffice)
  ? undefined
  : `${soffice} is missing (libreoffice-writer-nogui)`;
if (missing && process.env.CI) throw new Error(`export layout test cannot run: ${missing}`);
if (missing) console.warn(`Skipping the Word half of export-keep-with-next.test.ts: ${missing}`);

const source = "Scripture quotations are from the World English Bible (WEB), in the public domain.";

/** A devotional whose reading has `lines` lines and then `short` one-line paragraphs. */
function growing(lines: number, short: number): ItemDocument {
  const long = Array.from(
    { length: lines },
    () => "Slow down for a moment today and read the passage again, aloud if you can.",
  ).join(" ");
  return {
    title: "Thursday: Look at the birds",
    kind: "Daily devotional",
    createdAt: "2026-11-26T09:00:00Z",
    scriptureLine: "",
    sections: [
      {
        heading: "Reading",
        paragraphs: [long, ...Array.from({ length: short }, (_, i) => `Reflection ${i + 1}.`)],
      },
    ],
    scripture: [
      {
        reference: "Matthew 6:26",
        text: "See the birds of the sky, that they don’t sow, neither do they reap, nor gather into barns. Your heavenly Father feeds them. Aren’t you of much more value than they?",
      },
      {
        reference: "Matthew 6:34",
        text: "Therefore don’t be anxious for tomorrow, for tomorrow will be anxious for itself. Each day’s own evil is sufficient.",
      },
    ],
    scriptureSource: source,
  };
}

/**
 * The same devotional when its draft prints the passage itself, so no verse is left under
 * "Scripture text" and only the line naming the translation follows the draft.
 */
function growingAlone(lines: number, short: number): ItemDocument {
  return { ...growing(lines, short), scripture: [] };
}

/** The four reading packs' pieces as the pack's zip exports them. */
function packDocuments(): Array<{ name: string; doc: ItemDocument }> {
  const folder = path.join(__dirname, "../unit/week-pack/readings");
  return readings.flatMap((reading) => {
    const extracted = outlineFromManuscript(
      readFileSync(path.join(folder, reading.file), "utf8"),
      reading.file,
    );
    const outline = {
      ...extracted.outline,
      notes: reading.details,
      sermon: sermonWords(extracted.sections, extracted.outline.passage),
    };
    const context = packContext(outline, "web", reading.author)!;
    return packPieces.map(({ id }) => {
      const { type } = pieceById(id)!;
      const result = pieceResultSchemas[type].parse(composePackPiece(id, context));
      const doc = printableDocument({
        id: `${reading.file}-${id}`,
        type,
        title: pieceTitle(result as never),
        preview: "",
        scripture: context.passage,
        createdAt: "2026-11-26T09:00:00Z",
        content: pieceToText(type, result as never),
        data: { result, scriptureCheck: { translation: "web" }, source: "offline" },
      });
      return { name: `${reading.file.replace(/\.txt$/, "")}-${id}`, doc };
    });
  });
}

/** Each page's lines of text, the footer (draft note, page number) left out. */
async function pagesOf(pdf: string): Promise<string[][]> {
  const { stdout } = await run("pdftotext", [pdf, "-"], { maxBuffer: 16 * 1024 * 1024 });
  return stdout
    .split("\f")
    .slice(0, -1)
    .map((page) =>
      page
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line && line !== draftNote && !/^\d+\s*\/\s*\d+$/.test(line)),
    );
}

/** What is wrong with a file's pages: a heading ending one, the source line alone on one. */
function faults(name: string, pages: string[][]): string[] {
  return pages.flatMap((lines, index) => {
    const page = `${name} page ${index + 1} of ${pages.length}`;
    const found: string[] = [];
    if (lines.at(-1) === scriptureHeading) found.push(`${page} ends on "${scriptureHeading}"`);
    if (lines.length > 0 && lines.join(" ") === source) found.push(`${page} holds only the source`);
    return found;
  });
}

/** Where the heading fell: "moved" when it opens a page after the first. */
function headingMoved(pages: string[][]): boolean {
  return pages.slice(1).some((lines) => lines[0] === scriptureHeading);
}

const sweep = [1, 2, 3].flatMap((lines) =>
  Array.from({ length: 36 }, (_, short) => ({ name: `grown ${lines}+${short}`, lines, short })),
);

describe("exported PDFs keep the verse text with its heading and the source with the verses", () => {
  it("as a devotional's draft grows across the end of its first page", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "kt-keep-pdf-"));
    const found: string[] = [];
    let moved = 0;
    for (const { name, lines, short } of sweep) {
      const file = path.join(dir, `${name}.pdf`);
      await writeFile(file, await renderPdf(growing(lines, short)));
      const pages = await pagesOf(file);
      found.push(...faults(name, pages));
      if (headingMoved(pages)) moved++;
    }
    // The sweep did carry the heading over a page break.
    expect(moved).toBeGreaterThan(0);
    expect(found).toEqual([]);
  }, 120_000);

  it("and the source with the draft's end when no verse is left to print", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "kt-keep-alone-"));
    const found: string[] = [];
    for (const { name, lines, short } of sweep) {
      const file = path.join(dir, `${name}.pdf`);
      await writeFile(file, await renderPdf(growingAlone(lines, short)));
      found.push(...faults(`alone ${name}`, await pagesOf(file)));
    }
    expect(found).toEqual([]);
  }, 120_000);

  it("in the four reading packs' forty PDFs", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "kt-keep-pack-"));
    const found: string[] = [];
    for (const { name, doc } of packDocuments()) {
      const file = path.join(dir, `${name}.pdf`);
      await writeFile(file, await renderPdf(doc));
      found.push(...faults(name, await pagesOf(file)));
    }
    expect(found).toEqual([]);
  }, 120_000);
});

describe.skipIf(missing !== undefined)("exported Word files, as LibreOffice sets them", () => {
  it("as a devotional's draft grows, and in the four reading packs' forty files", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "kt-keep-docx-"));
    const files = [
      ...sweep
        .filter(({ lines }) => lines === 1)
        .map(({ name, lines, short }) => ({ name, doc: growing(lines, short) })),
      ...sweep
        .filter(({ lines }) => lines === 1)
        .map(({ name, lines, short }) => ({
          name: `alone ${name}`,
          doc: growingAlone(lines, short),
        })),
      ...packDocuments(),
    ];
    for (const { name, doc } of files)
      await writeFile(path.join(dir, `${name}.docx`), await renderDocx(doc));
    // One LibreOffice for all of them, with a profile of its own.
    await run(
      soffice,
      [
        `-env:UserInstallation=file://${dir}/profile`,
        "--headless",
        "--convert-to",
        "pdf",
        "--outdir",
        dir,
        ...files.map(({ name }) => path.join(dir, `${name}.docx`)),
      ],
      { timeout: 300_000 },
    );
    const found: string[] = [];
    let moved = 0;
    for (const { name } of files) {
      const pages = await pagesOf(path.join(dir, `${name}.pdf`));
      found.push(...faults(name, pages));
      if (name.startsWith("grown") && headingMoved(pages)) moved++;
    }
    expect(moved).toBeGreaterThan(0);
    expect(found).toEqual([]);
  }, 360_000);
});
