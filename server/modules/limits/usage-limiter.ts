import { AppError } from "../../errors";
import type { SharedState } from "./shared-state";

export interface LimitWindow {
  /** Part of the counter key, e.g. "generation-minute". */
  name: string;
  max: number;
  windowMs: number;
  message: (retryAfterSeconds: number) => string;
}

/**
 * Per-user fixed-window limits kept in the shared state (PostgreSQL or Redis), so every
 * instance of the server counts against the same numbers. One increment per window per
 * request.
 */
export function createUsageLimiter(shared: SharedState) {
  async function hit(userId: string, windows: LimitWindow[], now: Date): Promise<void> {
    for (const window of windows) {
      const start = Math.floor(now.getTime() / window.windowMs) * window.windowMs;
      const end = new Date(start + window.windowMs);
      const count = await shared.increment(`${window.name}:${userId}:${start}`, end);
      if (count > window.max) {
        const retryAfter = Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
        throw new AppError("rate_limited", window.message(retryAfter), undefined, {
          "retry-after": String(retryAfter),
        });
      }
    }
  }

  return { hit };
}

export type UsageLimiter = ReturnType<typeof createUsageLimiter>;
