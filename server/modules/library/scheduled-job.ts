import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { scheduledJobRuns } from "../../db/schema";

declare module "fastify" {
  interface FastifyInstance {
    /** False in apps built without background jobs (tests); unset means on. */
    scheduledJobs?: boolean;
  }
}

/**
 * Runs `task` every `intervalMs` inside the server process, never twice at once, and
 * stops when the app closes. A failure is logged and retried on the next tick. With
 * several instances on one database, each tick is claimed in the database first, so
 * only one instance runs it.
 */
export function scheduleJob(
  app: FastifyInstance,
  db: Db,
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
    claimTick(db, name, intervalMs)
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
 * True for the one instance that moves the job's last start on. A tick counts as due a
 * little before a full interval has passed, so timers drifting apart never skip one.
 */
export async function claimTick(db: Db, name: string, intervalMs: number): Promise<boolean> {
  const dueAfterMs = Math.floor(intervalMs * 0.9);
  const claimed = await db.execute(
    sql`insert into ${scheduledJobRuns} (name, last_started_at) values (${name}, now())
        on conflict (name) do update set last_started_at = excluded.last_started_at
        where ${scheduledJobRuns.lastStartedAt} <= now() - ${dueAfterMs} * interval '1 millisecond'
        returning name`,
  );
  return claimed.rows.length > 0;
}
