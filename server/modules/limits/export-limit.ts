import type { SharedState } from "./shared-state";
import { createUsageLimiter, dayMs, type LimitWindow } from "./usage-limiter";

/**
 * Exports a user may start in a day (UTC), all kinds together: Export My Data, Export All
 * (zip) and week pack zips. One runs at a time already (a lease); this bounds how often a
 * large library can be written out again.
 */
export const exportsPerDay = 20;

const exportDay: LimitWindow = {
  name: "export-day",
  max: exportsPerDay,
  windowMs: dayMs,
  message: () =>
    `You have started today's limit of ${exportsPerDay} exports. It resets at midnight UTC.`,
};

/** Counts one export for the user, or answers 429 (with Retry-After) past today's limit. */
export function createExportLimit(shared: SharedState, now: () => Date) {
  const limiter = createUsageLimiter(shared);
  return (userId: string) => limiter.hit(userId, [exportDay], now());
}
