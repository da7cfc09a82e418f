import { beforeAll, describe, expect, it } from "vitest";
import { unzipSync, zipSync, strToU8, type Zippable } from "fflate";
import { getTestApp } from "../../support/test-app";
import { signedInUser } from "../../support/users";
import { multipartBody, wordDocument } from "../../support/manuscripts";

const test = await getTestApp();

async function upload(headers: Record<string, string>, content: Buffer) {
  const body = multipartBody("sermon.docx", content);
  return test.app.inject({
    method: "POST",
    url: "/api/documents/text",
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** A real .docx with some parts replaced, zipped again at the highest compression. */
async function docxWith(parts: Record<string, Uint8Array>): Promise<Buffer> {
  const real = unzipSync(await wordDocument(["Grace that finds us."]));
  const all: Zippable = {};
  for (const [name, content] of Object.entries({ ...real, ...parts }))
    all[name] = [content, { level: 9 }];
  return Buffer.from(zipSync(all));
}

/** The zip with every entry's declared (uncompressed) size set to `size`, in both headers. */
function lyingAboutSizes(zip: Buffer, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let at = 0; at + 46 <= out.length; at++) {
    const signature = out.readUInt32LE(at);
    if (signature === 0x04034b50) out.writeUInt32LE(size, at + 22);
    else if (signature === 0x02014b50) out.writeUInt32LE(size, at + 24);
  }
  return out;
}

const documentXml = (body: string) =>
  strToU8(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );

/**
 * An upload is read on a thread of its own, the actual inflated bytes of every part counted
 * while inflating: each bomb is refused with a clear 413 for its size (not for running out
 * of time), and the server answers health while the document is read. The time each takes
 * is the bench's to measure; the bombs are built once, before the tests, as building them is
 * the slow part on a busy machine.
 */
describe("hostile .docx uploads", () => {
  const bombs: Record<"inflatesPastDeclared" | "inStyles", Buffer> = {
    inflatesPastDeclared: Buffer.alloc(0),
    inStyles: Buffer.alloc(0),
  };
  beforeAll(async () => {
    const spaces = new Uint8Array(200 * 1024 * 1024).fill(0x20);
    bombs.inflatesPastDeclared = lyingAboutSizes(
      await docxWith({ "word/document.xml": documentXml(""), "word/bomb.xml": spaces }),
      1024,
    );
    bombs.inStyles = await docxWith({ "word/styles.xml": spaces });
  });

  async function refusedForItsSize(bomb: Buffer) {
    const user = await signedInUser(test, "docx-bomb");
    const settled: string[] = [];
    const pending = upload(user.headers, bomb).then((response) => {
      settled.push("upload");
      return response;
    });
    // While the document is being read, the server's thread answers other requests.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const health = await test.app.inject({ method: "GET", url: "/api/health" });
    settled.push("health");
    const response = await pending;
    expect(health.statusCode).toBeLessThan(500);
    expect(settled).toEqual(["health", "upload"]);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().error.code).toBe("payload_too_large");
    expect(response.json().error.message).toMatch(/Word document/);
    expect(response.json().error.message).not.toMatch(/too long/);
  }

  it("2,000,000 nested elements", async () => {
    const depth = 2_000_000;
    const bomb = await docxWith({
      "word/document.xml": documentXml(`${"<w:p>".repeat(depth)}${"</w:p>".repeat(depth)}`),
    });
    expect(bomb.length).toBeLessThan(200_000);
    await refusedForItsSize(bomb);
  });

  it("a million sibling elements", async () => {
    const bomb = await docxWith({ "word/document.xml": documentXml("<w:p/>".repeat(1_000_000)) });
    await refusedForItsSize(bomb);
  });

  it("a part that inflates far past its declared size (200 MB of spaces declared as 1 KB)", async () => {
    expect(bombs.inflatesPastDeclared.length).toBeLessThan(maxUpload);
    await refusedForItsSize(bombs.inflatesPastDeclared);
  });

  it("the same bomb in word/styles.xml, beside a valid document", async () => {
    expect(bombs.inStyles.length).toBeLessThan(maxUpload);
    await refusedForItsSize(bombs.inStyles);
  });

  it("still reads a real manuscript, and a long one", async () => {
    const user = await signedInUser(test, "docx-real");
    const paragraphs = Array.from(
      { length: 3000 },
      (_, i) => `Paragraph ${i}: grace finds us where we are, and it does not leave us there.`,
    );
    const response = await upload(user.headers, await wordDocument(paragraphs));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().text.split(/\n+/)).toHaveLength(paragraphs.length);
  });
});

const maxUpload = 2 * 1024 * 1024;

describe("hostile .txt uploads", () => {
  it("reads a line of nearly 2 MB of spaces in linear time", async () => {
    const user = await signedInUser(test, "txt-spaces");
    const body = multipartBody("notes.txt", `John 3:16${" ".repeat(maxUpload - 100)}amen`);
    const started = performance.now();
    const response = await test.app.inject({
      method: "POST",
      url: "/api/documents/text",
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    // Quadratic work on this line would take hours; linear work well under a second.
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
