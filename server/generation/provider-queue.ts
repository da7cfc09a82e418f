import { GenerationAbortedError } from "./generation-aborted";

/**
 * One queue for every call to the language model (the writing tools and the week pack):
 * at most `limit` run at once, the rest wait in arrival order. A one-slot local server
 * answers one request at a time; a second sent to it would wait there, on the clock.
 */
export interface ProviderQueue {
  /**
   * Runs `work` once a slot is free. `onWaiting` hears the caller's place while it waits
   * (1: next) and 0 when its turn comes; an abort while waiting leaves the queue.
   */
  run<T>(
    work: () => Promise<T>,
    signal: AbortSignal,
    onWaiting?: (position: number) => void,
  ): Promise<T>;
  /** Calls running, calls waiting. */
  readonly load: { running: number; waiting: number };
}

interface Waiter {
  start: () => void;
  onWaiting?: (position: number) => void;
}

export function createProviderQueue(limit: number): ProviderQueue {
  let running = 0;
  const waiting: Waiter[] = [];

  const tellPlaces = () => {
    waiting.forEach((waiter, index) => waiter.onWaiting?.(index + 1));
  };

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next.start();
      tellPlaces();
    }
  };

  return {
    get load() {
      return { running, waiting: waiting.length };
    },
    async run(work, signal, onWaiting) {
      if (signal.aborted) throw new GenerationAbortedError();
      if (running < limit) {
        running += 1;
      } else {
        await new Promise<void>((resolve, reject) => {
          const waiter: Waiter = {
            start: () => {
              signal.removeEventListener("abort", leave);
              onWaiting?.(0);
              resolve();
            },
            ...(onWaiting ? { onWaiting } : {}),
          };
          const leave = () => {
            const index = waiting.indexOf(waiter);
            if (index >= 0) waiting.splice(index, 1);
            tellPlaces();
            reject(new GenerationAbortedError());
          };
          signal.addEventListener("abort", leave, { once: true });
          waiting.push(waiter);
          onWaiting?.(waiting.length);
        });
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
