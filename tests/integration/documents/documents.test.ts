import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { documentRateLimit, documentTextSchema, maxDocumentBytes } from "@shared/documents/api";
import { getTestApp, minuteMs, withinOneWindow } from "../../support/test-app";
import { signedInUser, visitor } from "../../support/users";
import { flawedManuscript, multipartBody, wordDocument } from "../../support/manuscripts";

const test = await getTestApp();

async function upload(headers: Record<string, string>, filename: string, content: Buffer | string) {
  const body = multipartBody(filename, content);
  return test.app.inject({
    method: "POST",
    url: "/api/documents/text",
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

// The smallest valid PNG: a 1×1 transparent pixel.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

describe("POST /api/documents/text", () => {
  it("reads a real .docx manuscript", async () => {
    const user = await signedInUser(test, "manuscript");
    const response = await upload(
      user.headers,
      "Grace sermon.docx",
      await wordDocument(flawedManuscript),
    );
    expect(response.statusCode).toBe(200);
    const body = documentTextSchema.parse(response.json());
    expect(body.filename).toBe("Grace sermon.docx");
    expect(body.text.split(/\n+/)).toEqual(flawedManuscript);
    expect(body.words).toBe(flawedManuscript.join(" ").split(/\s+/).length);
  });

  it("reads a UTF-8 .txt file, curly quotes and all", async () => {
    const user = await signedInUser(test, "manuscript");
    const text =
      "\uFEFFRomans 8:28 says, “We know that all things work together for good.”\r\n\r\nAmen.";
    const response = await upload(user.headers, "notes.TXT", Buffer.from(text, "utf8"));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      text: "Romans 8:28 says, “We know that all things work together for good.”\n\nAmen.",
      filename: "notes.TXT",
      words: 13,
    });
  });

  it("says plainly when a document has no text (a scan)", async () => {
    const user = await signedInUser(test, "manuscript");
    const response = await upload(user.headers, "scan.docx", await wordDocument([]));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/no text we can read — is it a scanned image\?/);
  });

  it("judges the type by the content: a PNG named .docx, a binary .txt, other types", async () => {
    const user = await signedInUser(test, "manuscript");
    const renamed = await upload(user.headers, "sermon.docx", png);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error).toMatchObject({ code: "unsupported_media_type" });
    expect(renamed.json().error.message).toMatch(/not a Word document/);

    const binary = await upload(user.headers, "sermon.txt", png);
    expect(binary.statusCode).toBe(415);

    // A zip that is not a Word document (no word/document.xml).
    const zip = Buffer.from("504b0506000000000000000000000000000000000000", "hex");
    expect((await upload(user.headers, "sermon.docx", zip)).statusCode).toBe(415);

    const pdf = await upload(user.headers, "sermon.pdf", "%PDF-1.4");
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error.message).toMatch(/\.docx.*\.txt/);
    const doc = await upload(user.headers, "sermon.doc", "x");
    expect(doc.json().error.message).toMatch(/save it as \.docx/);
  });

  it("refuses a file over the limit with 413", async () => {
    const user = await signedInUser(test, "manuscript");
    const response = await upload(user.headers, "long.txt", "a ".repeat(maxDocumentBytes / 2 + 10));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({ code: "payload_too_large" });
    expect(response.json().error.message).toMatch(/2 MB/);
  });

  it("answers a request without a file, or not multipart, with a JSON error", async () => {
    const user = await signedInUser(test, "manuscript");
    const json = await test.app.inject({
      method: "POST",
      url: "/api/documents/text",
      headers: user.headers,
      payload: { text: "John 3:16" },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe("unsupported_media_type");

    const empty = multipartBody("x.txt", "x");
    const noFile = await test.app.inject({
      method: "POST",
      url: "/api/documents/text",
      headers: { ...user.headers, "content-type": empty.headers["content-type"]! },
      payload: Buffer.from(`--${empty.headers["content-type"]!.split("=")[1]}--\r\n`),
    });
    expect([400, 415]).toContain(noFile.statusCode);
    expect(noFile.json().error.code).toMatch(/validation_error|bad_request/);
  });

  it("limits uploads per session with a JSON 429", async () => {
    const user = await signedInUser(test, "manuscript");
    const statuses: number[] = [];
    let last;
    await withinOneWindow(test, minuteMs, async () => {
      for (let index = 0; index <= documentRateLimit.max; index++) {
        last = await upload(user.headers, "notes.txt", "John 3:16");
        statuses.push(last.statusCode);
      }
    });
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(
      documentRateLimit.max,
    );
    expect(last!.statusCode).toBe(429);
    expect(last!.json().error.code).toBe("rate_limited");
  });

  it("refuses a signed-out visitor", async () => {
    const response = await upload(visitor().headers, "notes.txt", "John 3:16");
    expect(response.statusCode).toBe(401);
  });
});

/** A PDF's text as pdftotext reads it, whitespace collapsed. */
async function pdfText(body: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "kt-report-"));
  const file = path.join(dir, "report.pdf");
  await writeFile(file, body);
  const { stdout } = await promisify(execFile)("pdftotext", [file, "-"]);
  return stdout.replace(/\s+/g, " ");
}

/** Every text run in a .docx's main part, joined. */
function docxText(file: Buffer): string {
  // The zip's local file headers: find word/document.xml and inflate it.
  const name = Buffer.from("word/document.xml");
  const at = file.indexOf(name);
  const header = at - 30;
  const method = file.readUInt16LE(header + 8);
  const size = file.readUInt32LE(header + 18);
  const nameLength = file.readUInt16LE(header + 26);
  const extraLength = file.readUInt16LE(header + 28);
  const start = header + 30 + nameLength + extraLength;
  const data = file.subarray(start, start + size);
  const xml = (method === 8 ? inflateRawSync(data) : data).toString("utf8");
  return [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join(" ");
}

describe("POST /api/scripture/check/report", () => {
  const text = flawedManuscript.join("\n\n");

  async function report(headers: Record<string, string>, payload: object) {
    return test.app.inject({
      method: "POST",
      url: "/api/scripture/check/report",
      headers,
      payload,
    });
  }

  it("renders the findings as a PDF", async () => {
    const user = await signedInUser(test, "report");
    const response = await report(user.headers, { text, format: "pdf", title: "Grace sermon" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(/scripture-check-grace-sermon\.pdf/);
    const words = await pdfText(response.rawPayload);
    expect(words).toMatch(/1 reference does not exist · 1 quotation differs from the WEB/);
    expect(words).toMatch(/Ephesians has 6 chapters, so Ephesians 7 does not exist\./);
    expect(words).toMatch(/Written: “die”; the WEB has “perish/);
    // The pastor's own manuscript has the report's footer, not a draft's.
    expect(words).toMatch(/Scripture check by Kingdom Tools — [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(words).not.toMatch(/Kingdom Tools draft|review, pray over/);
  });

  it("renders the findings as a Word document", async () => {
    const user = await signedInUser(test, "report");
    const response = await report(user.headers, { text, format: "docx", translation: "web" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/scripture-check\.docx/);
    const words = docxText(response.rawPayload);
    expect(words).toMatch(/1 reference does not exist · 1 quotation differs from the WEB/);
    expect(words).toMatch(/Reference does not exist: “Ephesians 7:12”/);
    expect(words).toMatch(/Ephesians has 6 chapters, so Ephesians 7 does not exist\./);
    expect(words).toMatch(/Written: “die”; the WEB has “perish/);
    expect(words).toMatch(/should not die\.” \[1\]/);
    expect(words).toMatch(/Verified references/);
  });

  it("answers bad input and strangers with JSON errors", async () => {
    const user = await signedInUser(test, "report");
    const noFormat = await report(user.headers, { text });
    expect(noFormat.statusCode).toBe(400);
    expect(noFormat.json().error.fields.format).toMatch(/pdf.*docx/);
    expect((await report(user.headers, { text: "", format: "pdf" })).statusCode).toBe(400);
    const long = await report(user.headers, { text: "a".repeat(100_001), format: "pdf" });
    expect(long.statusCode).toBe(413);
    expect((await report(visitor().headers, { text, format: "pdf" })).statusCode).toBe(401);
  });
});

describe("POST /api/documents/text with a malformed multipart request", () => {
  it("answers 400, not 500, when the boundary is not one a browser would send", async () => {
    const user = await signedInUser(test, "manuscript");
    const payload =
      '--kingdomboundary\r\nContent-Disposition: form-data; name=""; filename=""\r\n' +
      "Content-Type: application/octet-stream\r\n\r\nPK\u0003\u0004word/document.xml\r\n--kingdomboundary--\r\n";
    for (const boundary of ["😀".repeat(40), "x".repeat(200), ""]) {
      const response = await test.app.inject({
        method: "POST",
        url: "/api/documents/text",
        headers: { ...user.headers, "content-type": `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(response.statusCode, boundary).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, boundary).toBeLessThan(500);
      expect(response.json().error.code).toMatch(/bad_request|unsupported_media_type/);
    }
  });
});
