import type { FastifyReply } from "fastify";

/**
 * A server-sent event stream on a Fastify reply. Headers already set on the reply
 * (security headers from the hooks) are carried over, since the raw response is
 * written directly.
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
    get closed() {
      return closed;
    },
  };
}

export function wantsEventStream(accept: string | undefined): boolean {
  return (accept ?? "").includes("text/event-stream");
}
