import { AppError } from "../../errors";
import type { SharedState } from "./shared-state";
import { windowEnd } from "./usage-limiter";

/**
 * Characters of text one user may have checked for scripture in a minute, all routes that
 * check together (a report, and the check itself when its route takes this budget): two
 * texts of the longest size a check takes. A check's cost grows with its text, so the
 * budget counts characters, not requests.
 */
export const checkedCharactersPerMinute = 200_000;

const minute = { name: "check-chars-minute", windowMs: 60_000 };

/** Spends `characters` of the user's budget for this minute, or answers 429 with Retry-After. */
export function createCheckBudget(shared: SharedState, now: () => Date) {
  return async function spend(userId: string, characters: number): Promise<void> {
    const at = now();
    const ends = windowEnd(minute, at);
    const start = ends.getTime() - minute.windowMs;
    const [count] = await shared.incrementInTurn([
      {
        key: `${minute.name}:${userId}:${start}`,
        expiresAt: ends,
        max: checkedCharactersPerMinute,
        by: Math.max(1, characters),
      },
    ]);
    if ((count ?? 0) <= checkedCharactersPerMinute) return;
    const retryAfter = Math.max(1, Math.ceil((ends.getTime() - at.getTime()) / 1000));
    throw new AppError(
      "rate_limited",
      `You have had ${checkedCharactersPerMinute.toLocaleString("en-US")} characters checked in the last minute. Please wait ${retryAfter} seconds and try again.`,
      undefined,
      { "retry-after": String(retryAfter) },
    );
  };
}
