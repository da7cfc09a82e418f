import type { FastifyReply, FastifyRequest } from "fastify";
import type { GenerationEvent, GenerationResponse } from "@shared/generation/stream";
import type { WritingToolKey } from "@shared/tools";
import { errorReply } from "../../errors";
import { GenerationAbortedError } from "../../generation/generation-aborted";

export function wantsEventStream(accept: string | undefined): boolean {
  return (accept ?? "").includes("text/event-stream");
}

/** An AbortSignal that fires when the client goes away before the answer is sent. */
export function clientGoneSignal(request: FastifyRequest): {
  signal: AbortSignal;
  done: () => void;
} {
  const controller = new AbortController();
  const onClose = () => {
    if (!request.raw.complete || !request.raw.socket || request.raw.socket.destroyed)
      controller.abort();
  };
  request.raw.socket?.on("close", onClose);
  return { signal: controller.signal, done: () => request.raw.socket?.off("close", onClose) };
}

/**
 * A server-sent event stream on a Fastify reply. Headers already set on the reply
 * (security headers from the hooks) are carried over, since the raw response is written
 * directly.
 */
export function openEventStream(reply: FastifyReply) {
  reply.hijack();
  const raw = reply.raw;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = String(value);
  }
  raw.writeHead(200, {
    ...headers,
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  raw.flushHeaders();
  let closed = false;
  raw.on("close", () => {
    closed = true;
  });
  return {
    send(event: string, data: unknown) {
      if (closed) return;
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (!closed) raw.end();
      closed = true;
    },
  };
}

/**
 * Answers a generation as a stream: `partial` events while `work` writes, then its
 * `result`. A failure becomes an `error` event with the body and code the error handler
 * would give it (a data store outage is service_unavailable, not a 500); nothing is sent to
 * a client that has gone.
 */
export async function streamGeneration<K extends WritingToolKey>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (onPartial: (partial: unknown) => void) => Promise<GenerationResponse<K>>,
): Promise<FastifyReply> {
  const stream = openEventStream(reply);
  // Only the events of the shared contract are written.
  const send = ({ event, data }: GenerationEvent<K>) => stream.send(event, data);
  try {
    const response = await work((partial) => {
      if (partial && typeof partial === "object" && !Array.isArray(partial))
        send({ event: "partial", data: { index: 0, partial: { ...partial } } });
    });
    send({ event: "result", data: response });
  } catch (error) {
    if (!(error instanceof GenerationAbortedError))
      send({ event: "error", data: errorReply(error, request.log).body });
  } finally {
    stream.end();
  }
  return reply;
}
