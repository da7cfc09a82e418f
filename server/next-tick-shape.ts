import { executionAsyncResource } from "node:async_hooks";

/**
 * Keeps `process.nextTick` on V8's fast path for the life of the process. Imported first by
 * main.ts, so it runs before any library loads.
 *
 * V8 remembers the hidden classes of the entries nextTick queues, and once it meets a
 * different one it takes its slow path for good. It meets one when the old classes have
 * been collected (a quiet moment and a few full collections) or could not be recorded: a
 * library that makes thousands of differently keyed objects as it loads (compromise does)
 * fills the table V8 records them in. Both happen in this server's first seconds; after
 * that, every nextTick (several per request) took the slow path: about 4 µs of the 22 µs of
 * CPU a signed-in `GET /api/auth/user` took. One entry held here keeps its classes, and so
 * V8's record, alive.
 */
const held: object[] = [];

// V8 starts recording after a function's first few calls: the entry held is a later one.
const calls = 16;
for (let call = 1; call <= calls; call++) {
  process.nextTick(() => {
    if (call === calls) held.push(executionAsyncResource());
  });
}
