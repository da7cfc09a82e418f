import { AppError } from "../../errors";
import type { SharedState } from "./shared-state";

export interface LimitWindow {
  /** Part of the counter key, e.g. "generation-minute". */
  name: string;
  max: number;
  windowMs: number;
  message: (retryAfterSeconds: number) => string;
}

function windowStart(window: Pick<LimitWindow, "windowMs">, now: Date): number {
  return Math.floor(now.getTime() / window.windowMs) * window.windowMs;
}

/** When the window that `now` falls in ends (a day's ends at midnight UTC). */
export function windowEnd(window: Pick<LimitWindow, "windowMs">, now: Date): Date {
  return new Date(windowStart(window, now) + window.windowMs);
}

function counterKey(userId: string, window: Pick<LimitWindow, "name" | "windowMs">, now: Date) {
  return `${window.name}:${userId}:${windowStart(window, now)}`;
}

/** The daily windows the pages report on; the routes that count them use the same names. */
export const dayMs = 24 * 60 * 60_000;
export const dailyWindows = {
  generations: { name: "generation-day", windowMs: dayMs },
  images: { name: "image-day", windowMs: dayMs },
} as const;

/** The writing generations' counters, shared by the writing tools and the week pack's pieces. */
export function generationWindows(limits: { perMinute: number; perDay: number }): LimitWindow[] {
  return [
    {
      name: "generation-minute",
      max: limits.perMinute,
      windowMs: 60_000,
      message: (seconds) =>
        `You are generating quickly. Please wait ${seconds} seconds and try again.`,
    },
    {
      ...dailyWindows.generations,
      max: limits.perDay,
      message: () =>
        `You have reached today's limit of ${limits.perDay} generations. It resets at midnight UTC.`,
    },
  ];
}

/**
 * Per-user fixed-window limits kept in the shared state (PostgreSQL or Redis), so every
 * instance of the server counts against the same numbers. One increment per window per
 * request, in turn: a request refused by one window is not counted by the windows after it.
 */
export function createUsageLimiter(shared: SharedState) {
  async function hit(userId: string, windows: LimitWindow[], now: Date): Promise<void> {
    const ends = windows.map((window) => windowEnd(window, now));
    const counts = await shared.incrementInTurn(
      windows.map((window, at) => ({
        key: counterKey(userId, window, now),
        expiresAt: ends[at]!,
        max: window.max,
      })),
    );
    const refused = counts.findIndex((count, at) => count > windows[at]!.max);
    if (refused < 0) return;
    const retryAfter = Math.max(1, Math.ceil((ends[refused]!.getTime() - now.getTime()) / 1000));
    throw new AppError("rate_limited", windows[refused]!.message(retryAfter), undefined, {
      "retry-after": String(retryAfter),
    });
  }

  /**
   * Takes back what `hit` counted at `at` in `windows` (a request that failed on the
   * server's side, not the user's: a provider's error does not spend the day's cap).
   */
  async function giveBack(userId: string, windows: LimitWindow[], at: Date): Promise<void> {
    await shared.incrementInTurn(
      windows.map((window) => ({
        key: counterKey(userId, window, at),
        expiresAt: windowEnd(window, at),
        max: Number.MAX_SAFE_INTEGER,
        by: -1,
      })),
    );
  }

  /** How many times `hit` has counted the window in its current period. */
  async function used(
    userId: string,
    window: Pick<LimitWindow, "name" | "windowMs">,
    now: Date,
  ): Promise<number> {
    return shared.read(counterKey(userId, window, now), now);
  }

  return { hit, giveBack, used };
}

export type UsageLimiter = ReturnType<typeof createUsageLimiter>;
