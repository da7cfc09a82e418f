import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { Results } from "@electric-sql/pglite";

/**
 * The server's side of the embedded database: PGlite runs in a worker thread
 * (pglite-worker.ts), and this object offers what drizzle-orm/pglite and its migrator
 * call on a PGlite client: `query(sql, params, {rowMode, parsers})`, `exec` and
 * `transaction(callback)`, whose callback gets `query`, `exec` and `rollback`.
 *
 * Functions cannot cross to the worker: the parsers drizzle passes (timestamps, dates,
 * intervals and their arrays) all return the text as PostgreSQL sent it, so only their type
 * ids cross and the worker does the same. Transactions are held here: while one is open,
 * other queries wait their turn (as PGlite itself does), and BEGIN, the callback's
 * statements and COMMIT or ROLLBACK reach the worker in that order.
 */

export interface WorkerStart {
  dataDir: string;
}

type RowMode = "array" | "object";

export type WorkerRequest =
  | {
      id: number;
      kind: "query";
      sql: string;
      params: unknown[];
      rowMode?: RowMode;
      textTypes?: number[];
    }
  | { id: number; kind: "exec"; sql: string; rowMode?: RowMode; textTypes?: number[] }
  | { id: number; kind: "close" };

export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, string | number | boolean | null>;
}

export type WorkerReply =
  | { kind: "ready" }
  | { kind: "failed"; error: SerializedError }
  | { kind: "result"; id: number; result: Results | Results[] | null }
  | { kind: "error"; id: number; error: SerializedError };

export interface QueryOptions {
  rowMode?: RowMode;
  parsers?: Record<number | string, unknown>;
}

export interface PgliteTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

export interface PgliteProxy {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(callback: (tx: PgliteTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The database's thread (its id and resource use; a test stops it to play a crash). */
  readonly thread: Worker;
}

/** The worker's file: beside this module in dist/server, or the TypeScript source. */
function workerFile(): URL {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "pglite-worker.js"), path.join(here, "pglite-worker.ts")];
  return pathToFileURL(candidates.find((file) => existsSync(file)) ?? candidates[0]!);
}

function errorFrom(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  error.name = serialized.name;
  if (serialized.stack) error.stack = serialized.stack;
  return Object.assign(error, serialized.fields);
}

/** The database thread stopped or was closed: answered like a PostgreSQL server going away. */
function stoppedError(reason: string, code: "57P01" | "57P02"): Error {
  return Object.assign(new Error(`The embedded database is not running: ${reason}`), {
    code,
    severity: "FATAL",
  });
}

function textTypes(options: QueryOptions | undefined): number[] | undefined {
  if (!options?.parsers) return undefined;
  const types = Object.keys(options.parsers).map(Number);
  return types.length > 0 ? types : undefined;
}

/** Starts the worker and resolves once PGlite has opened (or created) the database. */
export async function startPgliteWorker(dataDir: string): Promise<PgliteProxy> {
  const worker = new Worker(workerFile(), { workerData: { dataDir } satisfies WorkerStart });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let stopped: Error | undefined;
  let closing = false;

  // Only requests in progress keep the process alive (a script that is done may exit).
  worker.unref();
  const settle = (id: number) => {
    const entry = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return entry;
  };

  const stop = (error: Error) => {
    stopped ??= error;
    for (const [id, entry] of pending) {
      settle(id);
      entry.reject(stopped);
    }
  };

  let opened!: { resolve(): void; reject(error: Error): void };
  const ready = new Promise<void>((resolve, reject) => {
    opened = { resolve, reject };
  });

  worker.on("message", (reply: WorkerReply) => {
    switch (reply.kind) {
      case "ready":
        opened.resolve();
        return;
      case "failed":
        opened.reject(errorFrom(reply.error));
        return;
      case "result":
        settle(reply.id)?.resolve(reply.result);
        return;
      case "error":
        settle(reply.id)?.reject(errorFrom(reply.error));
    }
  });
  worker.on("error", (error: Error) => {
    const failure = stoppedError(`it failed (${error.message})`, "57P02");
    opened.reject(failure);
    stop(failure);
  });
  worker.on("exit", (code) => {
    const failure = closing
      ? stoppedError("it was closed", "57P01")
      : stoppedError(`it stopped unexpectedly (exit code ${code})`, "57P02");
    opened.reject(failure);
    stop(failure);
  });

  const send = <T>(request: Omit<WorkerRequest, "id">): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (pending.size === 1) worker.ref();
      worker.postMessage({ ...request, id } as WorkerRequest);
    });
  };

  const runQuery = <T>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
    send<Results<T>>({
      kind: "query",
      sql,
      params,
      ...(options?.rowMode ? { rowMode: options.rowMode } : {}),
      ...(textTypes(options) ? { textTypes: textTypes(options) } : {}),
    } as Omit<WorkerRequest, "id">);
  const runExec = (sql: string, options?: QueryOptions) =>
    send<Results[]>({
      kind: "exec",
      sql,
      ...(options?.rowMode ? { rowMode: options.rowMode } : {}),
      ...(textTypes(options) ? { textTypes: textTypes(options) } : {}),
    } as Omit<WorkerRequest, "id">);

  /**
   * Set while a transaction is open; everything else waits for it. Whoever finds it unset
   * sends (or opens its transaction) in the same synchronous step, so nothing slips in
   * between the check and BEGIN.
   */
  let openTransaction: Promise<void> | undefined;

  try {
    await ready;
  } catch (error) {
    closing = true;
    await worker.terminate();
    throw error;
  }

  return {
    thread: worker,
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      while (openTransaction) await openTransaction;
      return runQuery<T>(sql, params, options);
    },
    async exec(sql: string, options?: QueryOptions) {
      while (openTransaction) await openTransaction;
      return runExec(sql, options);
    },
    async transaction<T>(callback: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
      while (openTransaction) await openTransaction;
      let release!: () => void;
      openTransaction = new Promise<void>((resolve) => {
        release = () => {
          openTransaction = undefined;
          resolve();
        };
      });
      let closed = false;
      const open = () => {
        if (closed) throw new Error("Transaction is closed");
      };
      const tx: PgliteTransaction = {
        async query<R>(sql: string, params?: unknown[], options?: QueryOptions) {
          open();
          return runQuery<R>(sql, params, options);
        },
        async exec(sql: string, options?: QueryOptions) {
          open();
          return runExec(sql, options);
        },
        async rollback() {
          open();
          await runExec("ROLLBACK");
          closed = true;
        },
        get closed() {
          return closed;
        },
      };
      try {
        await runExec("BEGIN");
        try {
          const result = await callback(tx);
          if (!closed) {
            closed = true;
            const [outcome] = await runExec("COMMIT");
            if ((outcome as { command?: string } | undefined)?.command === "ROLLBACK") {
              throw Object.assign(new Error("Transaction was rolled back instead of committed"), {
                code: "25P02",
                severity: "ERROR",
              });
            }
          }
          return result;
        } catch (error) {
          if (!closed) {
            closed = true;
            await runExec("ROLLBACK").catch(() => {});
          }
          throw error;
        }
      } finally {
        release();
      }
    },
    async close() {
      if (stopped) return;
      closing = true;
      const closed = send({ kind: "close" });
      stopped = stoppedError("it was closed", "57P01");
      await closed.catch(() => {});
      await worker.terminate();
    },
  };
}
