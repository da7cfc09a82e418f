import { AsyncLocalStorage } from "node:async_hooks";
import type { Db } from "../../../server/db/client";

/**
 * Watches the SQL the app sends through its one database client and records every
 * data-changing statement that touched rows and was committed (a statement inside a
 * transaction that rolls back leaves nothing, so it is not recorded), with the request it
 * was made for: background jobs (the library purge) share the client but not the request's
 * async context. A request that was refused must record none. Counters that exist to count
 * refused attempts (rate limits, usage) and the session-expiry refresh are not changes here.
 */
const write =
  /^\s*(?:with\b[\s\S]*?\)\s*)?(insert|update|delete|merge|truncate|drop|alter|create)\b/i;
const notCounted = [
  /^\s*(?:insert\s+into|update|delete\s+from)\s+"?(?:rate_limits|usage_counters)"?[\s(]/i,
  /^\s*update\s+"?sessions"?\s+set\b/i,
];
const begin = /^\s*(?:begin|start\s+transaction)\b/i;
const end = /^\s*(?:commit|end|rollback|abort)\b/i;
const rollback = /^\s*(?:rollback|abort)\b(?!\s+to\b)/i;

export interface WriteLog {
  /** Runs `work` (one request) and returns its result with the changes it committed. */
  during<T>(work: () => Promise<T>): Promise<{ result: T; changes: string[] }>;
  stop(): void;
}

interface Change {
  statement: string;
  request: symbol | undefined;
}

type QueryFn = (text: unknown, ...rest: unknown[]) => unknown;
interface Queryable {
  query: QueryFn;
  exec?: QueryFn;
  transaction?: (callback: (tx: Queryable) => unknown) => unknown;
  connect?: () => Promise<Queryable>;
}

function statementOf(text: unknown): string | undefined {
  const value = typeof text === "string" ? text : (text as { text?: unknown } | null)?.text;
  return typeof value === "string" ? value : undefined;
}

/** PGlite reports affectedRows, node-postgres rowCount; an exec returns one result per statement. */
function touchedRows(result: unknown): boolean {
  const results = Array.isArray(result) ? result : [result];
  return results.some((entry) => {
    const { affectedRows, rowCount } = (entry ?? {}) as {
      affectedRows?: number;
      rowCount?: number;
    };
    const rows = affectedRows ?? rowCount;
    return typeof rows !== "number" || rows > 0;
  });
}

export function logWrites(db: Db): WriteLog {
  const root = (db as unknown as { $client: Queryable }).$client;
  /** Changes per request in progress; changes outside any request (background jobs) are not kept. */
  const byRequest = new Map<symbol, string[]>();
  const current = new AsyncLocalStorage<symbol>();
  let active = true;
  const restore: Array<() => void> = [];
  const wrapped = new WeakSet<object>();

  const replace = <K extends keyof Queryable>(target: Queryable, key: K, value: Queryable[K]) => {
    const original = target[key];
    target[key] = value;
    restore.push(() => {
      target[key] = original;
    });
  };

  /** `sink` receives what this connection changed; pending holds an open transaction's changes. */
  const wrap = (target: Queryable, sink: (change: Change) => void): Queryable => {
    if (wrapped.has(target)) return target;
    wrapped.add(target);
    let pending: Change[] | undefined;
    for (const method of ["query", "exec"] as const) {
      const original = target[method];
      if (typeof original !== "function") continue;
      replace(target, method, function (this: unknown, text: unknown, ...rest: unknown[]) {
        const statement = statementOf(text);
        const result = original.call(this, text, ...rest);
        if (!active || statement === undefined) return result;
        if (begin.test(statement)) pending = [];
        else if (end.test(statement)) {
          const changes = pending ?? [];
          pending = undefined;
          if (!rollback.test(statement)) changes.forEach(sink);
        } else if (write.test(statement) && !notCounted.some((rule) => rule.test(statement))) {
          const change = { statement, request: current.getStore() };
          return Promise.resolve(result).then((value) => {
            if (touchedRows(value)) (pending ? pending.push.bind(pending) : sink)(change);
            return value;
          });
        }
        return result;
      });
    }
    const transaction = target.transaction;
    if (typeof transaction === "function") {
      replace(target, "transaction", function (this: unknown, callback) {
        const changes: Change[] = [];
        const outcome = transaction.call(this, (tx: Queryable) =>
          callback(wrap(tx, (change) => changes.push(change))),
        );
        return Promise.resolve(outcome).then((value) => {
          changes.forEach(sink);
          return value;
        });
      });
    }
    const connect = target.connect;
    if (typeof connect === "function") {
      replace(target, "connect", async function (this: unknown) {
        return wrap(await connect.call(this), sink);
      } as never);
    }
    return target;
  };

  wrap(root, (change) => {
    if (change.request) byRequest.get(change.request)?.push(change.statement);
  });
  return {
    async during(work) {
      const request = Symbol("request");
      const changes: string[] = [];
      byRequest.set(request, changes);
      try {
        return { result: await current.run(request, work), changes };
      } finally {
        byRequest.delete(request);
      }
    },
    stop() {
      active = false;
      for (const undo of restore.reverse()) undo();
    },
  };
}
