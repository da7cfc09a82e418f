import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import {
  partialChange,
  type GenerationResponse,
  type PartialEventData,
  type queuedEventSchema,
} from "@shared/generation/stream";
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

/** How often a quiet event stream sends a comment line. */
export const keepAliveIntervalMs = 15_000;

/**
 * A server-sent event stream on a Fastify reply. Headers already set on the reply
 * (security headers from the hooks) are carried over, since the raw response is written
 * directly.
 */
export function openEventStream(
  reply: FastifyReply,
  { keepAliveMs = keepAliveIntervalMs }: { keepAliveMs?: number } = {},
) {
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
  // A model on a CPU may read a prompt for minutes before its first word, and a request may
  // wait its turn for longer: a comment line now and then keeps proxies from closing a quiet
  // stream (nginx gives up after 60 s). Event parsers skip comments.
  const keepAlive = setInterval(() => {
    if (!closed) raw.write(": keep-alive\n\n");
  }, keepAliveMs);
  keepAlive.unref();
  raw.on("close", () => {
    closed = true;
    clearInterval(keepAlive);
  });
  return {
    send(event: string, data: unknown) {
      if (closed) return;
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      clearInterval(keepAlive);
      if (!closed) raw.end();
      closed = true;
    },
  };
}

/** At most one `partial` event in this time: a fast model's tokens are sent a few at a time. */
export const partialIntervalMs = 100;

/** What a tool's work is given to report its progress in the stream. */
export interface StreamProgress {
  onPartial: (partial: unknown) => void;
  onQueued: (position: number) => void;
}

/**
 * Answers a piece of work as a stream: `queued` events while it waits for the model, `partial`
 * events while `work` writes (the whole fields first, then only what changed, at most one per
 * partialIntervalMs), then its `result`. A failure becomes an `error` event with the body and
 * code the error handler would give it (a data store outage is service_unavailable, not a
 * 500); nothing is sent to a client that has gone. The writing tools and the week pack's
 * pieces answer this way.
 */
export async function streamWork<Result>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (progress: StreamProgress) => Promise<Result>,
): Promise<FastifyReply> {
  const stream = openEventStream(reply);
  let sentText: string | undefined;
  let pendingText: string | undefined;
  let lastSentAt = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    if (pendingText === undefined || pendingText === sentText) return;
    const text = pendingText;
    const data: PartialEventData =
      sentText === undefined
        ? { index: 0, partial: JSON.parse(text) as Record<string, unknown> }
        : { index: 0, ...partialChange(sentText, text) };
    stream.send("partial", data);
    sentText = text;
    lastSentAt = performance.now();
  };
  try {
    const response = await work({
      onPartial(partial) {
        if (!partial || typeof partial !== "object" || Array.isArray(partial)) return;
        pendingText = JSON.stringify(partial);
        if (timer) return;
        const wait = partialIntervalMs - (performance.now() - lastSentAt);
        if (wait <= 0) flush();
        else timer = setTimeout(flush, wait);
      },
      onQueued(position) {
        const data: z.infer<typeof queuedEventSchema>["data"] = { position };
        stream.send("queued", data);
      },
    });
    clearTimeout(timer);
    stream.send("result", response);
  } catch (error) {
    clearTimeout(timer);
    if (!(error instanceof GenerationAbortedError))
      stream.send("error", errorReply(error, request.log).body);
  } finally {
    clearTimeout(timer);
    stream.end();
  }
  return reply;
}

/** A writing tool's answer as a stream (see streamWork), its events those of the shared contract. */
export function streamGeneration<K extends WritingToolKey>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (progress: StreamProgress) => Promise<GenerationResponse<K>>,
): Promise<FastifyReply> {
  return streamWork(request, reply, work);
}
