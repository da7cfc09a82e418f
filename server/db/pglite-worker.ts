/**
 * The embedded database's own thread: it opens PGlite (WebAssembly, which runs each query
 * synchronously) so that the server's thread stays free to accept connections and answer
 * requests while a query runs. It runs what pglite-proxy.ts sends, strictly in order, and
 * nothing else (migrations and transactions are driven from the server's side).
 *
 * Node runs this file itself: from source (type stripping, or tsx's loader when the server
 * runs under tsx) and from dist/server (built by scripts/build-server.mjs). It may import
 * packages only, and types.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Results } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { WorkerReply, WorkerRequest, WorkerStart, SerializedError } from "./pglite-proxy";

const port = parentPort!;
const { dataDir } = workerData as WorkerStart;

/** Fields of a PostgreSQL error kept across the thread boundary (code, detail, constraint…). */
function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), fields: {} };
  const fields: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(error)) {
    if (
      value === null ||
      typeof value === "string" ||
      typeof value === "number" ||
      typeof value === "boolean"
    ) {
      fields[key] = value;
    }
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

/** The text as PostgreSQL sent it: what every parser drizzle passes does. */
const asText = (value: string) => value;
const parserSets = new Map<string, Record<number, (value: string) => string>>();
function textParsers(types: number[] | undefined) {
  if (!types?.length) return undefined;
  const key = types.join(",");
  let parsers = parserSets.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, asText]));
    parserSets.set(key, parsers);
  }
  return parsers;
}

const db = new PGlite(dataDir, { extensions: { pg_trgm } });

async function run(request: WorkerRequest): Promise<Results | Results[] | null> {
  switch (request.kind) {
    case "query":
      return db.query(request.sql, request.params, {
        ...(request.rowMode ? { rowMode: request.rowMode } : {}),
        ...(request.textTypes ? { parsers: textParsers(request.textTypes) } : {}),
      });
    case "exec":
      return db.exec(request.sql, {
        ...(request.rowMode ? { rowMode: request.rowMode } : {}),
        ...(request.textTypes ? { parsers: textParsers(request.textTypes) } : {}),
      });
    case "close":
      await db.close();
      return null;
  }
}

async function handle(request: WorkerRequest): Promise<void> {
  let reply: WorkerReply;
  try {
    reply = { kind: "result", id: request.id, result: await run(request) };
  } catch (error) {
    reply = { kind: "error", id: request.id, error: serializeError(error) };
  }
  try {
    port.postMessage(reply);
  } catch (error) {
    // A value that cannot be copied to the server's thread: the caller still gets an answer.
    port.postMessage({ kind: "error", id: request.id, error: serializeError(error) });
  }
  if (request.kind === "close") port.close();
}

// One request at a time, in the order they came: a transaction's statements follow its
// BEGIN, and the server's side holds everything else back until COMMIT or ROLLBACK.
let queue: Promise<void> = db.waitReady.then(
  () => port.postMessage({ kind: "ready" } satisfies WorkerReply),
  (error: unknown) =>
    port.postMessage({ kind: "failed", error: serializeError(error) } satisfies WorkerReply),
);

port.on("message", (request: WorkerRequest) => {
  queue = queue.then(() => handle(request));
});
