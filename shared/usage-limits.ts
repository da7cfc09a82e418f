import { z } from "zod";

/**
 * The per-person caps on writing generations and images. The server's configuration
 * is their one source; the browser reads them from GET /api/public-config.
 */
const capSchema = z.object({ perMinute: z.number().int(), perDay: z.number().int() });

export const usageLimitsSchema = z.object({ generations: capSchema, images: capSchema });
export type UsageLimits = z.infer<typeof usageLimitsSchema>;

/** GET /api/usage: what the signed-in person has used of today's caps (days start at midnight UTC). */
const countSchema = z.object({ used: z.number().int(), perDay: z.number().int() });
export const usageTodaySchema = z.object({
  generations: countSchema,
  images: countSchema,
  resetsAt: z.string(),
});
export type UsageToday = z.infer<typeof usageTodaySchema>;

/** From this share of a daily cap on, the pages show a pastor their count. */
export const nearCapShare = 0.8;

export function isNearCap(count: { used: number; perDay: number }): boolean {
  return count.used >= count.perDay * nearCapShare;
}
