import { AppError } from "../../errors";
import type { Lease, SharedState } from "../limits/shared-state";

/**
 * How long a place lasts unrenewed: a piece whose instance stops mid-writing gives its place
 * back after this long. A piece being written renews it every third of it.
 */
export const pieceLeaseMs = 60_000;

/**
 * How many pieces each user has being written at once, across every instance. Beyond `max`
 * a request is refused with a 429 (before it counts against the caps), so one pastor's pack
 * cannot hold all of the model's capacity; the page itself writes `max` at a time. Each place
 * is a lease of the shared state (as one export per user is), numbered 0 to max − 1.
 */
export function createInProgressLimit(
  shared: SharedState,
  max: number,
  options: {
    retryAfterSeconds?: number;
    leaseMs?: number;
    /** A renewal or release that failed: the place lapses on its own after `leaseMs`. */
    onLeaseError?: (error: unknown) => void;
  } = {},
) {
  const { retryAfterSeconds = 5, leaseMs = pieceLeaseMs } = options;
  const key = (userId: string, place: number) => `pack-piece:${userId}:${place}`;

  /**
   * Takes a place for `userId` or throws; the returned function gives it back (once, and
   * never throws).
   */
  async function enter(userId: string): Promise<() => Promise<void>> {
    let lease: Lease | null = null;
    for (let place = 0; place < max && !lease; place++)
      lease = await shared.lease(key(userId, place), leaseMs);
    if (!lease)
      throw new AppError(
        "rate_limited",
        `${max} pieces are already being written for you. Please wait for one to finish and try again.`,
        undefined,
        { "retry-after": String(retryAfterSeconds) },
      );
    const held = lease;
    const renewal = setInterval(() => {
      held.renew().catch((error: unknown) => options.onLeaseError?.(error));
    }, leaseMs / 3);
    renewal.unref();
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      clearInterval(renewal);
      await held.release().catch((error: unknown) => options.onLeaseError?.(error));
    };
  }

  return { enter };
}
