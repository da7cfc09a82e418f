import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import JSZip from "jszip";
import { beforeAll, describe, expect, it } from "vitest";
import { writingToolKeys, writingTools, type WritingToolKey } from "@shared/tools";
import { resultTitle, sectionsOf } from "@shared/tools/result-text";
import { toolSchemas } from "@shared/tools/schemas";
import type { ItemDocument } from "@shared/library/document";
import { renderDocx } from "../../server/modules/exports/docx-document";
import { renderPdf } from "../../server/modules/exports/pdf-document";
import { getTestApp, type TestApp } from "../support/test-app";
import { signedInUser, visitor } from "../support/users";
import {
  samplePrayer,
  saveItem,
  sampleSermon,
  saveDevotional,
  savePrayer,
  saveSermon,
  userWithAccess,
} from "./library-helpers";

const run = promisify(execFile);

/** The text of each page of a PDF, line by line, without the footer. */
async function pdfPages(body: Buffer): Promise<string[][]> {
  const dir = await mkdtemp(path.join(tmpdir(), "kt-pdf-"));
  const file = path.join(dir, "item.pdf");
  await writeFile(file, body);
  const { stdout } = await run("pdftotext", ["-layout", file, "-"]);
  return stdout
    .split("\f")
    .filter((page) => page.trim())
    .map((page) =>
      page
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith("AI-assisted draft")),
    );
}

const jeremiah2911 =
  "For I know the thoughts that I think toward you,” says Yahweh, “thoughts of peace, and not of evil, to give you hope and a future.";

async function pdfText(body: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "kt-pdf-"));
  const file = path.join(dir, "item.pdf");
  await writeFile(file, body);
  const { stdout } = await run("pdftotext", ["-layout", file, "-"]);
  return stdout.replace(/\s+/g, " ");
}

describe("exports", () => {
  let test: TestApp;
  let owner: Awaited<ReturnType<typeof userWithAccess>>;
  let sermonId: string;
  let prayerId: string;

  beforeAll(async () => {
    test = await getTestApp();
    owner = await userWithAccess(test, "exports");
    sermonId = await saveSermon(test, owner.headers);
    prayerId = await savePrayer(test, owner.headers);
    await saveDevotional(test, owner.headers);
  });

  it("renders a sermon PDF with title, sections, verse text and the draft footer", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: `/api/library/${sermonId}/export.pdf`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain(
      'filename="peace-with-god-through-christ.pdf"',
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(sampleSermon.title);
    for (const heading of ["Approach", "Main points", "Call to action"])
      expect(text).toContain(heading);
    expect(text).toContain("Justified by faith, we have peace with God");
    // The passage the sermon is built on, with its real WEB text.
    expect(text).toContain("Romans 5:1");
    expect(text).toMatch(/Being therefore justified by faith, we have peace with God/);
    expect(text).toContain("Scripture quotations are from the World English Bible (WEB)");
    // A reference cited inside a main point is printed with its verse text too.
    expect(text).toContain("James 1:2");
    expect(text).toMatch(/count it all joy/i);
    expect(text).toContain("Kingdom Tools draft");
    // The outline first, the passage's verse text after it (issue 35 item 4).
    const outline = text.indexOf("Main points");
    const verseText = text.search(/Being therefore justified by faith/);
    expect(text.indexOf("Scripture: Romans 5:1")).toBeLessThan(outline);
    expect(outline).toBeLessThan(text.indexOf("Scripture text"));
    expect(text.indexOf("Scripture text")).toBeLessThan(verseText);
  });

  it("renders a Word document with the same content", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: `/api/library/${sermonId}/export.docx`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("wordprocessingml");
    const zip = await JSZip.loadAsync(response.rawPayload);
    const xml = await zip.file("word/document.xml")!.async("string");
    const text = xml.replace(/<[^>]+>/g, "");
    expect(text).toContain(sampleSermon.title);
    expect(text).toContain("Main points");
    expect(text).toContain("Suffering produces perseverance");
    expect(text).toMatch(/Being therefore justified by faith/);
    expect(text.indexOf("Main points")).toBeLessThan(text.indexOf("Scripture text"));
    expect(text.indexOf("Scripture text")).toBeLessThan(text.search(/Being therefore justified/));
    const footer = Object.keys(zip.files).find((name) => /word\/footer\d*\.xml/.test(name));
    expect(await zip.file(footer!)!.async("string")).toContain("Kingdom Tools draft");
  });

  it("exports everything as a zip of Markdown files plus one JSON file", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: "/api/library/export.zip",
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    const zip = await JSZip.loadAsync(response.rawPayload);
    const markdown = Object.keys(zip.files).filter((name) => name.endsWith(".md"));
    expect(markdown).toHaveLength(3);
    const sermonFile = markdown.find((name) => name.includes("-sermon-peace-with-god"))!;
    const sermonMd = await zip.file(sermonFile)!.async("string");
    expect(sermonMd).toMatch(/^# Peace With God Through Christ/);
    expect(sermonMd).toContain("## Main points");
    expect(sermonMd).toContain("1. Justified by faith");
    const json = JSON.parse(await zip.file("kingdom-content.json")!.async("string"));
    expect(json.count).toBe(3);
    expect(json.items.map((item: { id: string }) => item.id)).toContain(prayerId);
    expect(
      json.items.find((item: { id: string }) => item.id === sermonId).data.request.scripture,
    ).toBe("Romans 5:1-5");
  });

  it("never leaves a heading alone at the bottom of a PDF page", async () => {
    const headings = ["Approach", "Main Points", "Call to Action"];
    const sentence = "Grace upon grace, we rest in the finished work of Christ our Lord. ";
    let pageBreaks = 0;
    // The opening section grows a sentence at a time, so every later heading in turn
    // arrives at the foot of the first page.
    for (let sentences = 28; sentences < 48; sentences++) {
      const doc: ItemDocument = {
        title: "Keep With Next",
        kind: "Sermon",
        createdAt: "2026-01-01T00:00:00.000Z",
        scripture: [],
        scriptureLine: "",
        sections: [
          { heading: "Approach", paragraphs: [sentence.repeat(sentences)] },
          { heading: "Main Points", paragraphs: [], numbered: ["Christ is our peace.", "Hope."] },
          { heading: "Call to Action", paragraphs: ["Rest in him this week."] },
        ],
      };
      const pages = await pdfPages(await renderPdf(doc));
      pageBreaks += pages.length - 1;
      for (const page of pages.slice(0, -1)) {
        const last = page.filter((line) => !/^\d+ \/ \d+$/.test(line)).at(-1) ?? "";
        expect(headings, `${sentences} sentences: page ends with "${last}"`).not.toContain(last);
      }
      const all = pages.flat().join(" ");
      for (const heading of headings) expect(all).toContain(heading);
    }
    expect(pageBreaks).toBeGreaterThan(0);
  });

  it("keeps Word headings with the next paragraph", async () => {
    const zip = await JSZip.loadAsync(
      await renderDocx({
        title: "Keep With Next",
        kind: "Sermon",
        createdAt: "2026-01-01T00:00:00.000Z",
        scripture: [],
        scriptureLine: "",
        sections: [{ heading: "Main Points", paragraphs: [], numbered: ["Christ is our peace."] }],
      }),
    );
    const styles = await zip.file("word/styles.xml")!.async("string");
    const heading = /<w:style [^>]*w:styleId="Heading1"[\s\S]*?<\/w:style>/.exec(styles)?.[0];
    expect(heading).toContain("<w:keepNext/>");
    expect(heading).toContain("<w:keepLines/>");
  });

  it("balances the quotation marks of a verse that starts inside one, in PDF, Word and Markdown", async () => {
    const user = await userWithAccess(test, "quotes");
    const id = await saveItem(test, user.headers, "/api/prayers", {
      ...samplePrayer,
      scripture: "Jeremiah 29:11",
      scriptureBase: "Jeremiah 29:11",
      title: "Thoughts of Peace",
    });
    const balanced = `“${jeremiah2911}”`;
    const pdf = await test.app.inject({
      method: "GET",
      url: `/api/library/${id}/export.pdf`,
      headers: user.headers,
    });
    expect(await pdfText(pdf.rawPayload)).toContain(balanced);
    const docx = await test.app.inject({
      method: "GET",
      url: `/api/library/${id}/export.docx`,
      headers: user.headers,
    });
    const xml = await (
      await JSZip.loadAsync(docx.rawPayload)
    )
      .file("word/document.xml")!
      .async("string");
    expect(xml.replace(/<[^>]+>/g, "")).toContain(balanced);
    const zip = await JSZip.loadAsync(
      (
        await test.app.inject({
          method: "GET",
          url: "/api/library/export.zip",
          headers: user.headers,
        })
      ).rawPayload,
    );
    const markdown = Object.keys(zip.files).find((name) => name.endsWith(".md"))!;
    expect(await zip.file(markdown)!.async("string")).toContain(balanced);
  });

  it("puts the picture of every image item in the zip, beside its Markdown", async () => {
    const user = await userWithAccess(test, "zip-images");
    const created = await test.app.inject({
      method: "POST",
      url: "/api/generate-image",
      headers: user.headers,
      payload: { prompt: "Psalm 23:1 with a shepherd at sunrise", style: "watercolor" },
    });
    expect(created.statusCode).toBe(201);
    const image = created.json() as { id: string; url: string };
    const zip = await JSZip.loadAsync(
      (
        await test.app.inject({
          method: "GET",
          url: "/api/library/export.zip",
          headers: user.headers,
        })
      ).rawPayload,
    );
    const names = Object.keys(zip.files);
    const png = names.find((name) => name.endsWith(".png"))!;
    expect(png).toMatch(
      new RegExp(
        `^kingdom-content/\\d{4}-\\d{2}-\\d{2}-image-psalm-23-1-.*-${image.id.slice(0, 8)}\\.png$`,
      ),
    );
    expect(names).toContain(png.replace(/\.png$/, ".md"));
    const bytes = await zip.file(png)!.async("nodebuffer");
    const served = await test.app.inject({ method: "GET", url: image.url });
    expect(bytes.equals(served.rawPayload)).toBe(true);
  });

  it("lets only the owner export", async () => {
    const stranger = await signedInUser(test, "exports-stranger");
    for (const url of [
      `/api/library/${sermonId}/export.pdf`,
      `/api/library/${sermonId}/export.docx`,
    ]) {
      const response = await test.app.inject({ method: "GET", url, headers: stranger.headers });
      expect(response.statusCode, url).toBe(404);
    }
    const empty = await test.app.inject({
      method: "GET",
      url: "/api/library/export.zip",
      headers: stranger.headers,
    });
    const zip = await JSZip.loadAsync(empty.rawPayload);
    expect(JSON.parse(await zip.file("kingdom-content.json")!.async("string")).count).toBe(0);
    const anonymous = await test.app.inject({
      method: "GET",
      url: "/api/library/export.zip",
      headers: visitor().headers,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("PDF and Word exports of every content type", () => {
  let test: TestApp;
  let owner: Awaited<ReturnType<typeof userWithAccess>>;
  /** Each tool's example request (every example names a passage, so each export quotes one). */
  const requests = Object.fromEntries(
    writingToolKeys.map((key) => [key, writingTools[key].example as Record<string, string>]),
  ) as Record<WritingToolKey, Record<string, string>>;

  beforeAll(async () => {
    test = await getTestApp();
    owner = await userWithAccess(test, "every-export");
  });

  /** A draft from the offline composer, saved as the page saves it (request and result, flat). */
  async function savedDraft<K extends WritingToolKey>(tool: K) {
    const definition = writingTools[tool];
    const generated = await test.app.inject({
      method: "POST",
      url: definition.generatePath,
      headers: owner.headers,
      payload: requests[tool],
    });
    expect(generated.statusCode).toBe(200);
    const [item] = generated.json()[definition.responseKey] as Array<Record<string, unknown>>;
    const result = toolSchemas[tool].result.parse(item);
    const id = await saveItem(test, owner.headers, definition.savePath, {
      ...requests[tool],
      ...result,
    });
    return { id, result: result as Record<string, unknown>, title: resultTitle(tool, result) };
  }

  /** The headings the declaration says an export prints for this result. */
  function headings(tool: WritingToolKey, result: Record<string, unknown>): string[] {
    return sectionsOf(tool)
      .filter((section) => !section.role && section.copy !== "none")
      .filter((section) => {
        const value = result[section.field];
        return Array.isArray(value) ? value.length > 0 : String(value ?? "").trim() !== "";
      })
      .map((section) => section.heading);
  }

  async function exported(id: string) {
    const [pdf, docx] = await Promise.all(
      (["pdf", "docx"] as const).map((format) =>
        test.app.inject({
          method: "GET",
          url: `/api/library/${id}/export.${format}`,
          headers: owner.headers,
        }),
      ),
    );
    expect(pdf!.statusCode).toBe(200);
    expect(pdf!.headers["content-type"]).toBe("application/pdf");
    expect(docx!.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(docx!.rawPayload);
    const xml = await zip.file("word/document.xml")!.async("string");
    return {
      pdf: await pdfText(pdf!.rawPayload),
      word: xml
        .replace(/<[^>]+>/g, " ")
        .replace(/&apos;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&amp;/g, "&")
        .replace(/\s+/g, " "),
    };
  }

  /** Text as the exports print it: entities decoded, whitespace folded. */
  const printed = (value: string) => value.replace(/\s+/g, " ").trim();

  for (const tool of writingToolKeys) {
    it(`${tool}: its title and every section's heading and words`, async () => {
      const { id, result, title } = await savedDraft(tool);
      const { pdf, word } = await exported(id);
      const expected = headings(tool, result);
      expect(expected.length).toBeGreaterThan(0);
      for (const heading of expected) {
        expect(pdf).toContain(heading);
        expect(word).toContain(printed(heading));
      }
      // A title line of the item, and the opening words of its first printed section.
      expect(pdf).toContain(printed(title).slice(0, 30));
      expect(word).toContain(printed(title).slice(0, 30));
      const first = sectionsOf(tool).find((section) => section.heading === expected[0])!;
      const value = result[first.field];
      const opening = printed(Array.isArray(value) ? String(value[0]) : String(value)).slice(0, 25);
      expect(pdf).toContain(opening);
      expect(word).toContain(printed(opening));
    });
  }

  it("image: its description", async () => {
    const created = await test.app.inject({
      method: "POST",
      url: "/api/generate-image",
      headers: owner.headers,
      payload: { prompt: "Sunrise over still waters, Psalm 23" },
    });
    expect(created.statusCode).toBe(201);
    const library = await test.app.inject({
      method: "GET",
      url: "/api/library?type=image",
      headers: owner.headers,
    });
    const [image] = library.json().items as Array<{ id: string }>;
    const { pdf, word } = await exported(image!.id);
    for (const text of [pdf, word]) {
      expect(text).toContain("Description");
      expect(text).toContain("Sunrise over still waters, Psalm 23");
    }
  });
});
