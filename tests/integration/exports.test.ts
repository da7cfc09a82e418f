import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import JSZip from "jszip";
import { beforeAll, describe, expect, it } from "vitest";
import { getTestApp, type TestApp } from "../support/test-app";
import { signedInUser, visitor } from "../support/users";
import {
  sampleSermon,
  saveDevotional,
  savePrayer,
  saveSermon,
  userWithAccess,
} from "./library-helpers";

const run = promisify(execFile);

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
    for (const heading of ["Approach", "Main Points", "Call to Action"])
      expect(text).toContain(heading);
    expect(text).toContain("Justified by faith, we have peace with God");
    // The passage the sermon is built on, with its real WEB text.
    expect(text).toContain("Romans 5:1");
    expect(text).toMatch(/Being therefore justified by faith, we have peace with God/);
    // A reference cited inside a main point is printed with its verse text too.
    expect(text).toContain("James 1:2");
    expect(text).toMatch(/count it all joy/i);
    expect(text).toContain("AI-assisted draft");
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
    expect(text).toContain("Main Points");
    expect(text).toContain("Suffering produces perseverance");
    expect(text).toMatch(/Being therefore justified by faith/);
    const footer = Object.keys(zip.files).find((name) => /word\/footer\d*\.xml/.test(name));
    expect(await zip.file(footer!)!.async("string")).toContain("AI-assisted draft");
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
    expect(sermonMd).toContain("## Main Points");
    expect(sermonMd).toContain("1. Justified by faith");
    const json = JSON.parse(await zip.file("kingdom-content.json")!.async("string"));
    expect(json.count).toBe(3);
    expect(json.items.map((item: { id: string }) => item.id)).toContain(prayerId);
    expect(
      json.items.find((item: { id: string }) => item.id === sermonId).data.request.scripture,
    ).toBe("Romans 5:1-5");
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
