import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { renderDocx } from "../../server/modules/exports/docx-document";

/**
 * A Word export's long title, as LibreOffice sets it: each wrapped line below the one
 * before, none printed over another. (Debian's libreoffice-writer-nogui, installed by
 * scripts/install-system-packages.sh; without it the file is skipped with the reason, and
 * in CI it fails instead.)
 */
const run = promisify(execFile);
const soffice = "/usr/bin/soffice";
const missing = existsSync(soffice)
  ? undefined
  : `${soffice} is missing (libreoffice-writer-nogui)`;
if (missing && process.env.CI) throw new Error(`docx layout test cannot run: ${missing}`);
if (missing) console.warn(`Skipping tests/integration/docx-title-layout.test.ts: ${missing}`);

interface Word {
  text: string;
  top: number;
  bottom: number;
}

/** Every word of the first page, with where LibreOffice put it (poppler's bounding boxes). */
async function wordsOnPage(docx: Buffer): Promise<Word[]> {
  const dir = await mkdtemp(path.join(tmpdir(), "kt-docx-layout-"));
  await writeFile(path.join(dir, "item.docx"), docx);
  // A profile of its own: a LibreOffice already running for someone else is not disturbed.
  await run(
    soffice,
    [
      `-env:UserInstallation=file://${dir}/profile`,
      "--headless",
      "--convert-to",
      "pdf",
      "--outdir",
      dir,
      path.join(dir, "item.docx"),
    ],
    { timeout: 120_000 },
  );
  await run("pdftotext", [
    "-bbox",
    "-f",
    "1",
    "-l",
    "1",
    path.join(dir, "item.pdf"),
    path.join(dir, "words.html"),
  ]);
  const html = await readFile(path.join(dir, "words.html"), "utf8");
  return [
    ...html.matchAll(
      /<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map((match) => ({ top: Number(match[1]), bottom: Number(match[2]), text: match[3]! }));
}

/** Words grouped into lines by their top edge, top to bottom. */
function lines(words: Word[]): Word[][] {
  const byTop = new Map<number, Word[]>();
  for (const word of words) {
    const key = Math.round(word.top * 10) / 10;
    byTop.set(key, [...(byTop.get(key) ?? []), word]);
  }
  return [...byTop.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
}

describe.skipIf(missing !== undefined)("a Word export through LibreOffice", () => {
  it("sets a title of three lines one below another, clear of the line above it", async () => {
    const title =
      "Hope That Does Not Disappoint: Peace With God, Suffering, Perseverance and a Love Poured Out";
    const docx = await renderDocx({
      title,
      kind: "sermon",
      createdAt: "2026-11-27T10:00:00Z",
      scripture: [],
      scriptureLine: "",
      sections: [{ heading: "Approach", paragraphs: ["An expository walk through Romans 5."] }],
    });
    const all = lines(await wordsOnPage(docx));
    const titleWords = new Set(title.split(" "));
    const titleLines = all.filter((line) => line.every((word) => titleWords.has(word.text)));
    expect(titleLines.length, "the title wraps").toBeGreaterThanOrEqual(2);
    expect(
      titleLines
        .flat()
        .map((word) => word.text)
        .join(" "),
    ).toBe(title);
    const kicker = all.find((line) => line.some((word) => word.text === "KINGDOM"))!;
    expect(kicker, "the kicker above the title").toBeDefined();
    let above = kicker;
    for (const line of titleLines) {
      const glyphHeight = line[0]!.bottom - line[0]!.top;
      // The next line starts below the last one's baseline region: at least 90 % of the
      // type's height further down, as a set type's lines are (Word's single spacing is
      // about 115 %).
      expect(
        line[0]!.top - above[0]!.top,
        `"${line.map((w) => w.text).join(" ")}"`,
      ).toBeGreaterThanOrEqual(
        above === kicker ? above[0]!.bottom - above[0]!.top : glyphHeight * 0.9,
      );
      above = line;
    }
  }, 180_000);
});
