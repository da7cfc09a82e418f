/**
 * The check pool's worker (server/scripture/check-worker.ts) with one task more for tests:
 * the thread's V8 heap spaces, to see what a check leaves committed.
 */
import { getHeapSpaceStatistics } from "node:v8";

export { clips, default } from "../../server/scripture/check-worker";

export function heapSpaces(): Record<string, { committed: number; used: number }> {
  return Object.fromEntries(
    getHeapSpaceStatistics().map((space) => [
      space.space_name,
      { committed: space.space_size, used: space.space_used_size },
    ]),
  );
}
