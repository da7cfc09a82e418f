import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { FastifyReply } from "fastify";
import { AppError } from "../../errors";

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

/** Users with an export under way in this process: one each at a time. */
const running = new Set<string>();

/**
 * Sends an export built by `chunks` as a stream, read only as fast as the client takes
 * it. A user asking for a second export while one is under way gets a 409.
 */
export function sendExport(
  reply: FastifyReply,
  userId: string,
  chunks: () => AsyncIterable<string | Uint8Array>,
): FastifyReply {
  if (running.has(userId)) {
    throw new AppError(
      "conflict",
      "An export of your data is already being prepared. Please wait for it to finish, then try again.",
      undefined,
      { "retry-after": "30" },
    );
  }
  running.add(userId);
  const release = () => running.delete(userId);
  reply.raw.once("close", release);
  const stream = Readable.from(chunks(), { objectMode: false });
  stream.once("error", (error) => {
    release();
    reply.log.error({ err: error }, "export failed while streaming");
  });
  return reply.send(stream);
}
