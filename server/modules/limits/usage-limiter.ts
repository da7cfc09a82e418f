import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { usageCounters } from "../../db/schema";
import { AppError } from "../../errors";

export interface LimitWindow {
  /** Part of the counter key, e.g. "generation-minute". */
  name: string;
  max: number;
  windowMs: number;
  message: (retryAfterSeconds: number) => string;
}

/**
 * Per-user fixed-window limits kept in the database, so every instance of the server
 * counts against the same numbers. One upsert per window per request.
 */
export function createUsageLimiter(db: Db) {
  async function hit(userId: string, windows: LimitWindow[], now: Date): Promise<void> {
    for (const window of windows) {
      const start = Math.floor(now.getTime() / window.windowMs) * window.windowMs;
      const end = new Date(start + window.windowMs);
      const key = `${window.name}:${userId}:${start}`;
      const [row] = await db
        .insert(usageCounters)
        .values({ key, count: 1, expiresAt: end })
        .onConflictDoUpdate({
          target: usageCounters.key,
          set: { count: sql`${usageCounters.count} + 1` },
        })
        .returning({ count: usageCounters.count });
      if ((row?.count ?? 0) > window.max) {
        const retryAfter = Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
        throw new AppError("rate_limited", window.message(retryAfter), undefined, {
          "retry-after": String(retryAfter),
        });
      }
    }
  }

  /** Removes counters whose window has passed. */
  async function sweep(now: Date): Promise<number> {
    const removed = await db
      .delete(usageCounters)
      .where(lt(usageCounters.expiresAt, now))
      .returning({ key: usageCounters.key });
    return removed.length;
  }

  return { hit, sweep };
}

export type UsageLimiter = ReturnType<typeof createUsageLimiter>;
