import type { FastifyInstance } from "fastify";

/**
 * Runs `task` every `intervalMs` inside the server process, never twice at once, and
 * stops when the app closes. A failure is logged and retried on the next tick.
 */
export function scheduleJob(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  task: () => Promise<unknown>,
): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    task()
      .catch((error: unknown) => app.log.error({ err: error, job: name }, "scheduled job failed"))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
