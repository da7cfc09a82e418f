import type { FastifyReply } from "fastify";
import { openEventStream } from "../generation/sse";

/** Who is listening to each user's background job, and telling them of each change. */
export function createJobListeners<Job>() {
  const listeners = new Map<string, Set<(job: Job) => void>>();
  return {
    /** Calls `listener` with each change of the user's job until the returned function is called. */
    listen(userId: string, listener: (job: Job) => void): () => void {
      const own = listeners.get(userId) ?? new Set();
      own.add(listener);
      listeners.set(userId, own);
      return () => {
        own.delete(listener);
        if (own.size === 0) listeners.delete(userId);
      };
    },
    tell(userId: string, job: Job): void {
      for (const listener of listeners.get(userId) ?? []) listener(job);
    },
  };
}

/**
 * A background job's progress as server-sent events: `progress` with `{ job, ...extra }` now
 * and at each change, the stream closed once the job is no longer working (at once when there
 * is none), so the page's EventSource is told to stop rather than left waiting.
 */
export function streamJobEvents<Job extends { state: string }>(
  reply: FastifyReply,
  first: Job | null,
  listen: (listener: (job: Job) => void) => () => void,
  extra: Record<string, unknown> = {},
): FastifyReply {
  const stream = openEventStream(reply);
  stream.send("progress", { ...extra, job: first });
  if (!first || first.state !== "working") {
    stream.end();
    return reply;
  }
  const stop = listen((job) => {
    stream.send("progress", { ...extra, job });
    if (job.state !== "working") {
      stop();
      stream.end();
    }
  });
  reply.raw.on("close", stop);
  return reply;
}
