import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { renderPdf, visualOrder } from "../../server/modules/exports/pdf-document";
import { getTestApp, type TestApp } from "../support/test-app";
import { saveSermon, userWithAccess } from "./library-helpers";

/**
 * A PDF keeps every letter of Greek, Hebrew and accented transliteration: the text is
 * read back out of the file with poppler's pdftotext and compared letter by letter.
 */
const run = promisify(execFile);

/** pdftotext's text of a PDF, its bidi embedding marks removed, spaces made single. */
async function textOf(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "kt-pdf-scripts-"));
  const file = path.join(dir, "item.pdf");
  await writeFile(file, pdf);
  const { stdout } = await run("pdftotext", [file, "-"]);
  return stdout
    .normalize("NFC")
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/\s+/g, " ");
}

const greek = ["στολή", "μόσχος", "ἀγαπάω", "ὁ λόγος", "Ἰησοῦς", "ποιμήν"];
const hebrew = ["רֹעִי", "אֱלֹהִים", "חֶסֶד", "שָׁלוֹם"];
const transliterations = ["stolḗ", "móschos", "agapáō", "rōʿî", "ḥesed", "šālôm", "ʾĕlōhîm"];
/** Psalm 23:1 in Hebrew: four words read right to left. */
const psalm23 = "יְהוָה רֹעִי לֹא אֶחְסָר";

let test: TestApp;
let owner: Awaited<ReturnType<typeof userWithAccess>>;

beforeAll(async () => {
  test = await getTestApp();
  owner = await userWithAccess(test, "pdf-scripts");
});

describe("a PDF export with Greek, Hebrew and transliteration", () => {
  it("keeps every character of a saved sermon's title and points", async () => {
    const id = await saveSermon(test, owner.headers, {
      title: `The Shepherd (${hebrew[0]}, ${greek[5]})`,
      approach: `The robe (${transliterations[0]}, ${greek[0]}) and the calf (${greek[1]}).`,
      mainPoints: [
        `${greek[2]} (${transliterations[2]}): to love; ${greek[3]} and ${greek[4]}.`,
        `${hebrew[1]} (${transliterations[6]}), ${hebrew[2]} (${transliterations[4]}) and ${hebrew[3]} (${transliterations[5]}).`,
        `Psalm 23:1 reads ${psalm23}: ${hebrew[0]} is ${transliterations[3]}, the calf ${transliterations[1]}.`,
      ],
    });
    const response = await test.app.inject({
      method: "GET",
      url: `/api/library/${id}/export.pdf`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    const text = await textOf(response.rawPayload);
    for (const word of [...greek, ...transliterations])
      expect(text).toContain(word.normalize("NFC"));
    // Every Hebrew letter and point comes back, each word whole and in reading order.
    for (const word of [...hebrew, ...psalm23.split(" ")])
      expect(text).toContain(word.normalize("NFC"));
    expect(text).toContain("Kingdom Tools draft");
  });

  it("writes a Hebrew phrase in the order it is seen, its words right to left", async () => {
    // On the page (left to right): the last word first, each word's letters reversed.
    const seen = visualOrder(`says ${psalm23}.`);
    expect(seen.startsWith("says ")).toBe(true);
    expect(seen.endsWith(".")).toBe(true);
    const words = seen.slice(5, -1).split(" ");
    expect(words).toHaveLength(4);
    expect([...words[0]!].reverse().join("")).toBe("אֶחְסָר");
    expect([...words[3]!].reverse().join("")).toBe("יְהוָה");
    expect(visualOrder("stolḗ μόσχος")).toBe("stolḗ μόσχος");
  });

  it("sets the title in an embedded font with the letters it needs", async () => {
    const pdf = await renderPdf({
      title: "ποιμήν רֹעִי",
      kind: "sermon",
      createdAt: "2026-11-27T10:00:00Z",
      scripture: [],
      scriptureLine: "",
      sections: [{ heading: "Words", paragraphs: ["stolḗ"] }],
    });
    const raw = pdf.toString("latin1");
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).not.toMatch(/\/BaseFont \/(Times|Helvetica)/);
    const text = await textOf(pdf);
    expect(text).toContain("ποιμήν");
    expect(text).toContain("רֹעִי".normalize("NFC"));
  });
});
