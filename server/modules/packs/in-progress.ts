import { AppError } from "../../errors";

/**
 * How many pieces each user has being written at once, in this process. Beyond `max` a
 * request is refused with a 429 (before it counts against the caps), so one pastor's pack
 * cannot hold all of the model's capacity; the page itself writes `max` at a time.
 */
export function createInProgressLimit(max: number, retryAfterSeconds = 5) {
  const counts = new Map<string, number>();

  /** Takes a place for `userId` or throws; the returned function gives it back (once). */
  function enter(userId: string): () => void {
    const current = counts.get(userId) ?? 0;
    if (current >= max)
      throw new AppError(
        "rate_limited",
        `${max} pieces are already being written for you. Please wait for one to finish and try again.`,
        undefined,
        { "retry-after": String(retryAfterSeconds) },
      );
    counts.set(userId, current + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (counts.get(userId) ?? 1) - 1;
      if (left > 0) counts.set(userId, left);
      else counts.delete(userId);
    };
  }

  return { enter, inProgress: (userId: string) => counts.get(userId) ?? 0 };
}
