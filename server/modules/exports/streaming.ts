import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { FastifyReply } from "fastify";
import { AppError } from "../../errors";
import type { SharedState } from "../limits/shared-state";

/**
 * Items read per query by an export. The embedded database runs a query on the server's
 * own thread, about half a millisecond per 10 KB: five items of the longest size a save
 * allows (100,000 characters) hold it for some tens of milliseconds at most.
 */
export const exportPageSize = 5;

/**
 * A pause for other requests whenever an export has held the event loop for `sliceMs`:
 * building a large export never stalls the server longer than that (plus one item).
 */
export function pacer(sliceMs = 10): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    since = performance.now();
  };
}

/**
 * How long a user's export lease lasts unrenewed: an instance that stops mid-export frees
 * the user to export again after this long. A running export renews it every third of it.
 */
export const exportLeaseMs = 60_000;

/**
 * Sends an export built by `chunks` as a stream, read only as fast as the client takes
 * it. A user asking for a second export while one is under way, on any instance, gets a 409.
 */
export async function sendExport(
  reply: FastifyReply,
  shared: SharedState,
  userId: string,
  chunks: () => AsyncIterable<string | Uint8Array>,
): Promise<FastifyReply> {
  const lease = await shared.lease(`export:${userId}`, exportLeaseMs);
  if (!lease) {
    throw new AppError(
      "conflict",
      "An export of your data is already being prepared. Please wait for it to finish, then try again.",
      undefined,
      { "retry-after": "30" },
    );
  }
  const renewal = setInterval(() => {
    lease
      .renew()
      .catch((error: unknown) => reply.log.warn({ err: error }, "export lease renewal failed"));
  }, exportLeaseMs / 3);
  renewal.unref();
  let released: Promise<void> | undefined;
  const release = () => {
    released ??= (async () => {
      clearInterval(renewal);
      await lease
        .release()
        .catch((error: unknown) => reply.log.warn({ err: error }, "export lease release failed"));
    })();
    return released;
  };
  reply.raw.once("close", () => void release());
  // A client gone while the lease was taken: nothing will be sent.
  if (reply.raw.closed) void release();
  // The lease is freed before the last byte goes: a client that has the whole export may
  // start the next one at once.
  async function* thenRelease() {
    try {
      yield* chunks();
    } finally {
      await release();
    }
  }
  const stream = Readable.from(thenRelease(), { objectMode: false });
  stream.once("error", (error) => {
    void release();
    reply.log.error({ err: error }, "export failed while streaming");
  });
  return reply.send(stream);
}
