import type { FastifyInstance } from "fastify";
import type { UsageLimits, UsageToday } from "@shared/usage-limits";
import type { Config } from "../../config";
import type { AppContext } from "../../context";
import { createUsageLimiter, dailyWindows, windowEnd } from "./usage-limiter";

/** The caps this server enforces, as the pages state them. */
export function usageLimitsOf(config: Config): UsageLimits {
  return {
    generations: { ...config.generationLimits },
    images: { ...config.images.limits },
  };
}

/** GET /api/usage: the signed-in person's count against today's caps, for the pages to show. */
export function registerUsageRoutes(app: FastifyInstance, context: AppContext): void {
  const limiter = createUsageLimiter(context.shared);
  const limits = usageLimitsOf(context.config);
  const caps = { generations: limits.generations.perDay, images: limits.images.perDay };

  app.get("/api/usage", async (request, reply): Promise<UsageToday> => {
    const user = await context.sessions.requireUser(request);
    const now = context.now();
    const [generations, images] = await Promise.all([
      limiter.used(user.id, dailyWindows.generations, now),
      limiter.used(user.id, dailyWindows.images, now),
    ]);
    reply.header("cache-control", "no-store");
    return {
      // Refused attempts count too; nobody has used more than the cap.
      generations: { used: Math.min(generations, caps.generations), perDay: caps.generations },
      images: { used: Math.min(images, caps.images), perDay: caps.images },
      resetsAt: windowEnd(dailyWindows.generations, now).toISOString(),
    };
  });
}
