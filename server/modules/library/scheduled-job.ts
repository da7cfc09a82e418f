import type { FastifyInstance } from "fastify";
import type { SharedState } from "../limits/shared-state";

declare module "fastify" {
  interface FastifyInstance {
    /** False in apps built without background jobs (tests); unset means on. */
    scheduledJobs?: boolean;
  }
}

/**
 * Runs `task` every `intervalMs` inside the server process, never twice at once, and
 * stops when the app closes. A failure is logged and retried on the next tick. With
 * several instances, each tick is claimed in the shared state (PostgreSQL or Redis)
 * first, so only one instance runs it.
 */
export function scheduleJob(
  app: FastifyInstance,
  shared: SharedState,
  name: string,
  intervalMs: number,
  task: () => Promise<unknown>,
  { firstCheckAfterMs = 60_000 }: { firstCheckAfterMs?: number } = {},
): void {
  if (app.scheduledJobs === false) return;
  let running = false;
  const runIfDue = () => {
    if (running) return;
    running = true;
    claimTick(shared, name, intervalMs)
      .then((claimed) => (claimed ? task() : undefined))
      .catch((error: unknown) => app.log.error({ err: error, job: name }, "scheduled job failed"))
      .finally(() => {
        running = false;
      });
  };
  // Also checked soon after start (a minute by default): a server restarted more often
  // than the interval (at every deploy) would otherwise never run the job.
  const first = setTimeout(runIfDue, Math.min(intervalMs, firstCheckAfterMs));
  const timer = setInterval(runIfDue, intervalMs);
  first.unref();
  timer.unref();
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}

/**
 * True for the one instance that claims the job's tick. A tick counts as due a little
 * before a full interval has passed, so timers drifting apart never skip one.
 */
export function claimTick(shared: SharedState, name: string, intervalMs: number): Promise<boolean> {
  return shared.claimTick(name, Math.floor(intervalMs * 0.9));
}
