import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Piscina } from "piscina";
import type { ScriptureCheck } from "@shared/scripture/check-result";
import type { Translation } from "@shared/scripture/translations";
import { AppError } from "../errors";
import type { TranscriptSegment } from "@shared/recordings/api";
import type { ClipChoice } from "../modules/recordings/clips";
import type { CheckTask, ClipsTask, Corrected, CorrectTask } from "./check-worker";

/**
 * Scripture checks run on a pool of threads of their own (piscina), never the server's:
 * a long text takes seconds to check, and the server keeps answering meanwhile. What one
 * check reads is bounded (bounded-check.ts); a text checked once is answered from memory
 * after (the same words and translation give the same check), so reading a saved item
 * again, or checking the same text twice, costs nothing.
 */
export const checkPoolLimits = {
  /** Threads checking at once: the cores but one (the server's), at least one, at most four. */
  threads: Math.max(1, Math.min(4, availableParallelism() - 1)),
  /** Checks waiting for a thread; past them the answer is 503 with Retry-After. */
  maxWaiting: 16,
  /** A check still running after this long is stopped (its thread too) and answered 503. */
  timeoutMs: 30_000,
  /** A thread holds the scripture index (about 40 MB of heap) and one check's work. */
  heapMb: 384,
  /**
   * A thread's space for new objects. Left to V8 it grew to well over 100 MB while an hour's
   * transcript was checked and its clips chosen, though the live heap stayed near 36 MB, and
   * was not given back; bounded, the same work takes about as long (scripts/evaluation/check-memory.ts).
   */
  youngHeapMb: 12,
  /** Checks kept in memory, by the characters of their answers. */
  cacheCharacters: 16 * 1024 * 1024,
  /**
   * How long a model's draft (its correction, then its check) waits for a place when every
   * thread and place in the queue is taken, rather than being refused: the model's work is
   * done, and the draft is given back unchecked after this rather than lost (draft-review.ts).
   */
  draftWaitMs: 20_000,
};

/** The worker's file: beside this module in dist/server, or the TypeScript source. */
function workerFile(): { filename: string; execArgv: string[] } {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const built = path.join(here, "check-worker.js");
  if (existsSync(built)) return { filename: pathToFileURL(built).href, execArgv: [] };
  // From source (development, tests): tsx reads the TypeScript and the project's paths.
  return {
    filename: pathToFileURL(path.join(here, "check-worker.ts")).href,
    execArgv: ["--import", "tsx"],
  };
}

/** Sent with each 503 here: checks are seconds long, so a few seconds' wait. */
const retryAfter = { "retry-after": "5" };

const busy = () =>
  new AppError(
    "service_unavailable",
    "Many texts are being checked right now. Please try again in a moment.",
    undefined,
    retryAfter,
  );

interface Cached {
  check: Promise<ScriptureCheck>;
  characters: number;
}

/** The pool's threads, their worker and their limits (piscina's options). */
export function checkPoolOptions(limits: typeof checkPoolLimits) {
  return {
    ...workerFile(),
    minThreads: 0,
    maxThreads: limits.threads,
    // A thread loads the scripture index once (about 0.3 s): kept a while for the next check.
    idleTimeout: 5 * 60_000,
    // Also piscina's, though it never counts a task that carries an abort signal (piscina
    // 5 keeps those in another queue): `runOnPool` counts them itself.
    maxQueue: limits.maxWaiting,
    resourceLimits: {
      maxOldGenerationSizeMb: limits.heapMb,
      maxYoungGenerationSizeMb: limits.youngHeapMb,
    },
  };
}

/**
 * A check pool with its own threads, queue, timeout and memory of checks. The server has
 * one (`checkOffThread`, with `checkPoolLimits`); tests make small ones, to see a full
 * queue's 503 and a timeout's without waiting 30 s.
 */
export function createCheckPool(limits: typeof checkPoolLimits) {
  let pool: Piscina | undefined;

  function checkPool(): Piscina {
    pool ??= new Piscina(checkPoolOptions(limits));
    return pool;
  }

  // Idle threads do not keep the process alive (piscina unrefs them): nothing to close.

  const cache = new Map<string, Cached>();
  let cachedCharacters = 0;

  function remember(key: string, entry: Cached): void {
    cache.set(key, entry);
    cachedCharacters += entry.characters;
    for (const [oldest, old] of cache) {
      if (cachedCharacters <= limits.cacheCharacters) break;
      cache.delete(oldest);
      cachedCharacters -= old.characters;
    }
  }

  /** Checks running or waiting for a thread on this pool. */
  let inFlight = 0;
  /** Drafts waiting for a place (`draftWaitMs`), woken one at a time as places free. */
  const waitingForPlace: Array<() => void> = [];
  const full = () => inFlight >= limits.threads + limits.maxWaiting;

  /** Resolves when a place is free, or rejects with `busy()` after `waitMs`. */
  async function placeWithin(waitMs: number): Promise<void> {
    const deadline = Date.now() + waitMs;
    while (full()) {
      const left = deadline - Date.now();
      if (left <= 0) throw busy();
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          const at = waitingForPlace.indexOf(wake);
          if (at >= 0) waitingForPlace.splice(at, 1);
          resolve();
        }, left);
        waitingForPlace.push(wake);
      });
    }
  }

  /**
   * `task` on the pool (the worker's default export, or the one `name`d). Refused at once
   * when every thread and place in the queue is taken, unless `waitMs` is given: then it
   * waits that long for a place first.
   */
  async function runOnPool<T>(
    task: CheckTask | CorrectTask | ClipsTask,
    options: { name?: string; waitMs?: number } = {},
  ): Promise<T> {
    if (full()) {
      if (!options.waitMs) throw busy();
      await placeWithin(options.waitMs);
    }
    inFlight++;
    try {
      return (await checkPool().run(task, {
        signal: AbortSignal.timeout(limits.timeoutMs),
        ...(options.name ? { name: options.name } : {}),
      })) as T;
    } catch (error) {
      if (error instanceof Error && /queue is at limit/i.test(error.message)) throw busy();
      if (error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError"))
        throw new AppError(
          "service_unavailable",
          "This text took too long to check. Please check it in shorter parts.",
          undefined,
          retryAfter,
        );
      // The thread ran out of memory or stopped: the pool starts another for the next check.
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code === "string" && code.startsWith("ERR_WORKER"))
        throw new AppError(
          "service_unavailable",
          "This text could not be checked right now. Please check it in shorter parts.",
          undefined,
          retryAfter,
        );
      throw error;
    } finally {
      inFlight--;
      waitingForPlace.shift()?.();
    }
  }

  /**
   * The bounded check of `text` in `translation`, computed on the check pool, or from memory
   * when the same user checked the same text before (kept per user, so how fast an answer
   * comes says nothing of what others checked). Checks of the same text at once share one run.
   * Without a user (a draft just written, not asked for again) it is not kept.
   */
  function check(
    text: string,
    translation: Translation,
    userId: string | undefined,
  ): Promise<ScriptureCheck> {
    if (userId === undefined) return runOnPool<ScriptureCheck>({ text, translation });
    const key = createHash("sha256")
      .update(`${userId}\0${translation}\0`)
      .update(text)
      .digest("base64");
    const found = cache.get(key);
    if (found) {
      // Most recently used last: the oldest is forgotten first.
      cache.delete(key);
      cache.set(key, found);
      return found.check;
    }
    const running = runOnPool<ScriptureCheck>({ text, translation });
    const entry: Cached = { check: running, characters: text.length };
    remember(key, entry);
    running.then(
      (done) => {
        // Counted by its answer's size once known (the text's until then).
        if (cache.get(key) !== entry) return;
        const characters = JSON.stringify(done).length;
        cachedCharacters += characters - entry.characters;
        entry.characters = characters;
      },
      () => {
        // A refusal (busy, too long) is not remembered: the next request tries again.
        if (cache.get(key) === entry) {
          cache.delete(key);
          cachedCharacters -= entry.characters;
        }
      },
    );
    return running;
  }

  /**
   * A model's draft checked (bounded, not kept): as `check` without a user, but when the pool
   * is full it waits `draftWaitMs` for a place before it is refused.
   */
  function checkDraft(text: string, translation: Translation): Promise<ScriptureCheck> {
    return runOnPool<ScriptureCheck>({ text, translation }, { waitMs: limits.draftWaitMs });
  }

  /**
   * A model's draft with its misquotations put right (generation/scripture-correction.ts),
   * on the pool: a hostile draft's correction held the server's thread 1–2 s. Waits for a
   * place as `checkDraft` does.
   */
  function correctDraft<T extends object>(
    result: T,
    translation: Translation,
  ): Promise<{ result: T; corrections: Corrected["corrections"] }> {
    return runOnPool<{ result: T; corrections: Corrected["corrections"] }>(
      { result: result as Record<string, unknown>, translation },
      { name: "correct", waitMs: limits.draftWaitMs },
    );
  }

  /**
   * A transcript's suggested clips (modules/recordings/clips.ts), on the pool: each candidate
   * clip's quotations are checked, up to 2 s for a transcript that misquotes throughout.
   * Refused with 503 when the pool is full, as a check is.
   */
  function clips(segments: TranscriptSegment[], translation: Translation): Promise<ClipChoice> {
    return runOnPool<ClipChoice>({ segments, translation }, { name: "clips" });
  }

  return { check, checkDraft, correctDraft, clips };
}

const serverPool = createCheckPool(checkPoolLimits);

/** The server's check pool's `check` (createCheckPool). */
export const checkOffThread = serverPool.check;
/** The server's check pool's `clips` (createCheckPool). */
export const clipsOffThread = serverPool.clips;
/** The server's check pool's `checkDraft` and `correctDraft`, for a model's draft. */
export const draftChecks = { check: serverPool.checkDraft, correct: serverPool.correctDraft };
