import { Document, Packer, Paragraph } from "docx";

/** A real Word document with one paragraph per entry, made with the docx package. */
export async function wordDocument(paragraphs: string[]): Promise<Buffer> {
  const document = new Document({
    sections: [{ children: paragraphs.map((text) => new Paragraph({ text })) }],
  });
  return Packer.toBuffer(document);
}

/** A manuscript with one misquote (John 3:16) and one invalid reference (Ephesians 7:12). */
export const flawedManuscript = [
  "Grace That Finds Us",
  "Jesus told Nicodemus the heart of it. John 3:16 says, “For God so loved the world, that he gave his one and only Son, that whoever believes in him should not die.”",
  "Paul says the same in Ephesians 7:12, and Romans 5:8 shows it: “But God commends his own love toward us, in that while we were yet sinners, Christ died for us.”",
];

/** A multipart/form-data body with one file field. */
export function multipartBody(
  filename: string,
  content: Buffer | string,
  type = "application/octet-stream",
  field = "file",
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----kingdom${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(content), tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
