/**
 * Reads an uploaded .docx on a thread of its own (started by docx-reader.ts, with memory
 * and time limits), so a hostile file can neither hold the server's thread nor exhaust
 * its heap. Every part of the zip is inflated here in small steps and its ACTUAL bytes
 * counted as they come (a zip's declared sizes can lie); XML parts are scanned for depth
 * and element count; only then is the document, rebuilt from exactly the parts counted,
 * given to mammoth.
 *
 * Node runs this file itself (from source, or from dist/server: scripts/build-server.mjs).
 * It may import packages only, and types.
 */
import { parentPort, workerData } from "node:worker_threads";
import { Unzip, UnzipInflate, zipSync, type Zippable } from "fflate";

export interface DocxWorkerStart {
  bytes: Uint8Array;
  maxInflatedBytes: number;
  maxDepth: number;
  maxElements: number;
}

export type DocxRefusal =
  "too_large" | "too_deep" | "too_many_elements" | "not_docx" | "unreadable";
export type DocxWorkerReply = { ok: true; text: string } | { ok: false; reason: DocxRefusal };

class Refused extends Error {
  readonly reason: DocxRefusal;
  constructor(reason: DocxRefusal) {
    super(reason);
    this.reason = reason;
  }
}

/** Input is fed in steps this small, so one step inflates to at most about 4 MB (deflate's ratio is at most 1032:1). */
const inputStep = 4 * 1024;

/** Every part, inflated, its actual bytes counted against `max` while inflating. */
function inflateParts(bytes: Uint8Array, max: number): Map<string, Uint8Array> {
  const chunksByName = new Map<string, Uint8Array[]>();
  let total = 0;
  let failure: Refused | undefined;
  const unzip = new Unzip((file) => {
    const chunks: Uint8Array[] = [];
    chunksByName.set(file.name, chunks);
    file.ondata = (error, chunk) => {
      if (failure) return;
      if (error) {
        failure = new Refused("unreadable");
        return;
      }
      total += chunk.length;
      if (total > max) {
        failure = new Refused("too_large");
        file.terminate();
        return;
      }
      chunks.push(chunk);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let at = 0; at < bytes.length && !failure; at += inputStep) {
    unzip.push(bytes.subarray(at, at + inputStep), at + inputStep >= bytes.length);
  }
  if (failure) throw failure;
  const parts = new Map<string, Uint8Array>();
  for (const [name, chunks] of chunksByName) {
    const joined = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let offset = 0;
    for (const chunk of chunks) {
      joined.set(chunk, offset);
      offset += chunk.length;
    }
    parts.set(name, joined);
  }
  return parts;
}

const lt = 0x3c;
const gt = 0x3e;
const slash = 0x2f;
const question = 0x3f;
const bang = 0x21;

/** Nesting depth and element count of an XML part, in one pass over its bytes. */
function checkShape(
  xml: Uint8Array,
  maxDepth: number,
  maxElements: number,
  counted: { elements: number },
) {
  let depth = 0;
  for (let at = xml.indexOf(lt); at !== -1; at = xml.indexOf(lt, at + 1)) {
    const next = xml[at + 1];
    if (next === slash) {
      depth--;
      continue;
    }
    if (next === question || next === bang) continue;
    const end = xml.indexOf(gt, at + 1);
    if (end === -1) break;
    counted.elements++;
    if (xml[end - 1] !== slash) depth++;
    if (depth > maxDepth) throw new Refused("too_deep");
    if (counted.elements > maxElements) throw new Refused("too_many_elements");
    at = end;
  }
}

async function read(start: DocxWorkerStart): Promise<string> {
  let parts: Map<string, Uint8Array>;
  try {
    parts = inflateParts(start.bytes, start.maxInflatedBytes);
  } catch (error) {
    if (error instanceof Refused) throw error;
    throw new Refused("unreadable");
  }
  if (!parts.has("word/document.xml")) throw new Refused("not_docx");
  const counted = { elements: 0 };
  for (const [name, content] of parts)
    if (/\.(?:xml|rels)$/i.test(name))
      checkShape(content, start.maxDepth, start.maxElements, counted);
  const rebuilt = zipSync(Object.fromEntries(parts) as Zippable, { level: 0 });
  parts.clear();
  const loaded = await import("mammoth");
  // The bundled server sees this CommonJS package's exports under `default` only.
  const mammoth = typeof loaded.extractRawText === "function" ? loaded : loaded.default;
  try {
    return (await mammoth.extractRawText({ buffer: Buffer.from(rebuilt) })).value;
  } catch {
    throw new Refused("unreadable");
  }
}

if (parentPort) {
  const port = parentPort;
  read(workerData as DocxWorkerStart).then(
    (text) => port.postMessage({ ok: true, text } satisfies DocxWorkerReply),
    (error: unknown) =>
      port.postMessage({
        ok: false,
        reason: error instanceof Refused ? error.reason : "unreadable",
      } satisfies DocxWorkerReply),
  );
}
