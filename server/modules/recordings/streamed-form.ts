import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";

/**
 * A multipart/form-data body (RFC 7578) whose one file is read from disk as the request is
 * written, with its exact length, so a server that needs Content-Length gets it (no chunked
 * encoding). The body is pulled, so no more of the file is read than the connection takes.
 *
 * Why not fetch with a FormData: Node's fetch (undici) reads every Blob of a FormData into its
 * queue as soon as the request is made, without waiting for the socket, so even a file-backed
 * Blob (`fs.openAsBlob`) was held whole in memory, in 64 KB pieces.
 */
export async function streamedForm(
  fields: [name: string, value: string][],
  file: { name: string; path: string; type: string },
): Promise<{ body: ReadableStream<Uint8Array>; length: number; contentType: string }> {
  const boundary = `----kingdom-tools-${randomBytes(12).toString("hex")}`;
  const quoted = (text: string) =>
    text.replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/"/g, "%22");
  const head = Buffer.from(
    fields
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`,
      )
      .join("") +
      `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(file.name)}"; filename="${quoted(path.basename(file.path))}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const { size } = await stat(file.path);
  async function* chunks() {
    yield head;
    // The stream is opened only when the body is first pulled, and closed when it is done.
    if (size > 0)
      for await (const chunk of createReadStream(file.path, { end: size - 1 }))
        yield chunk as Buffer;
    yield tail;
  }
  return {
    body: ReadableStream.from(chunks()),
    length: head.length + size + tail.length,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
