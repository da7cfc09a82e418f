import type { FastifyInstance } from "fastify";

/**
 * How long /api/health kept a caller waiting while `work` ran: it is asked every 20 ms,
 * and each wait is counted from when it was due (the timer's own lateness included, since a
 * thread held by a request fires its timers late too) to when it was answered.
 */
export async function healthWaitsDuring<T>(
  app: FastifyInstance,
  work: Promise<T>,
): Promise<{ result: T; waitsMs: number[] }> {
  let done = false;
  const settled = work.finally(() => (done = true));
  const waitsMs: number[] = [];
  let due = performance.now();
  // Asked once more after the work ends: the ask that fell due while the thread was held
  // is counted too.
  for (;;) {
    const health = await app.inject({ method: "GET", url: "/api/health" });
    if (health.statusCode >= 500) throw new Error(`health answered ${health.statusCode}`);
    waitsMs.push(performance.now() - due);
    if (done) break;
    const asleep = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    due = asleep + 20;
  }
  return { result: await settled, waitsMs };
}
