import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { AppError } from "../../errors";
import type { DocxRefusal, DocxWorkerReply, DocxWorkerStart } from "./docx-worker";

/**
 * The limits on reading one .docx. A long sermon manuscript (60,000 words) unpacks to a few
 * MB of XML with well under 100,000 elements nested a few dozen deep; anything past these
 * is refused, not read.
 */
export const docxLimits = {
  /** Actual inflated bytes of all parts together. */
  maxInflatedBytes: 24 * 1024 * 1024,
  maxDepth: 256,
  maxElements: 100_000,
  /** The reading thread's heap (old and young generations) and its time. */
  heapMb: 128,
  youngMb: 16,
  timeLimitMs: 10_000,
  /** Documents read at once; more wait, and past `maxWaiting` the server answers busy. */
  concurrent: 1,
  maxWaiting: 8,
};

/** The worker's file: beside this module in dist/server, or the TypeScript source. */
function workerFile(): URL {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "docx-worker.js"), path.join(here, "docx-worker.ts")];
  return pathToFileURL(candidates.find((file) => existsSync(file)) ?? candidates[0]!);
}

const tooLarge = () =>
  new AppError(
    "payload_too_large",
    "This Word document unpacks to more than a manuscript can hold, so it was not read. Save it again from Word (File → Save As → .docx), or paste the text instead.",
  );

const refusals: Record<DocxRefusal, () => AppError> = {
  too_large: tooLarge,
  too_deep: () =>
    new AppError(
      "payload_too_large",
      "This Word document is nested too deeply to be a manuscript, so it was not read. Paste the text instead.",
    ),
  too_many_elements: tooLarge,
  not_docx: () =>
    new AppError(
      "unsupported_media_type",
      "This file is not a Word document (.docx). Upload a .docx or a .txt manuscript.",
    ),
  unreadable: () =>
    new AppError(
      "unsupported_media_type",
      "This Word document could not be read. Save it again as .docx and retry.",
    ),
};

let running = 0;
const waiting: Array<() => void> = [];

async function turn(): Promise<() => void> {
  if (running >= docxLimits.concurrent) {
    if (waiting.length >= docxLimits.maxWaiting)
      throw new AppError(
        "service_unavailable",
        "Many documents are being read right now. Please try again in a moment.",
      );
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

/** The raw text of a .docx, read on a thread of its own within `docxLimits`. */
export async function readDocxText(bytes: Uint8Array): Promise<string> {
  const release = await turn();
  try {
    return await readOnThread(bytes);
  } finally {
    release();
  }
}

function readOnThread(bytes: Uint8Array): Promise<string> {
  const start: DocxWorkerStart = {
    bytes,
    maxInflatedBytes: docxLimits.maxInflatedBytes,
    maxDepth: docxLimits.maxDepth,
    maxElements: docxLimits.maxElements,
  };
  return new Promise<string>((resolve, reject) => {
    const worker = new Worker(workerFile(), {
      workerData: start,
      resourceLimits: {
        maxOldGenerationSizeMb: docxLimits.heapMb,
        maxYoungGenerationSizeMb: docxLimits.youngMb,
        stackSizeMb: 4,
      },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(
            new AppError(
              "payload_too_large",
              "This Word document took too long to read, so it was not read. Paste the text instead.",
            ),
          ),
        ),
      docxLimits.timeLimitMs,
    );
    worker.on("message", (reply: DocxWorkerReply) =>
      settle(() => (reply.ok ? resolve(reply.text) : reject(refusals[reply.reason]()))),
    );
    worker.on("error", (error: Error & { code?: string }) =>
      settle(() =>
        reject(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? tooLarge() : refusals.unreadable()),
      ),
    );
    worker.on("exit", () => settle(() => reject(refusals.unreadable())));
  });
}
