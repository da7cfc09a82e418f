import { Redis } from "ioredis";
import { incrementEachInTurn, leaseToken, type SharedState } from "./shared-state";

/**
 * Connects to Redis for shared state, or fails (start-up stops with the reason). Later, a
 * request never waits for Redis to come back: while it is unreachable, commands fail at
 * once (no offline queue, one retry) and the request gets a 503, as when the database is
 * down; ioredis reconnects on its own.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
  });
  // Reported by the failing commands; an unhandled 'error' event would end the process.
  redis.on("error", () => {});
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: could not connect to Redis (${(error as Error).message})`, {
      cause: error,
    });
  }
  return redis;
}

/**
 * Moves the job's last start to now (Redis's clock, the same for every instance) unless
 * it started less than ARGV[1] ms ago, as the database's claim does; 1 when claimed.
 */
const claimTickScript = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local last = tonumber(redis.call('GET', KEYS[1]))
if last and now - last < tonumber(ARGV[1]) then return 0 end
redis.call('SET', KEYS[1], now, 'PX', 7 * 24 * 3600 * 1000)
return 1`;

/** Acts on KEYS[1] only while it still holds this holder's token (ARGV[1]). */
const renewLeaseScript = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;
const releaseLeaseScript = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/** Shared state in Redis; `prefix` keeps this product's keys apart from others'. */
export function redisSharedState(redis: Redis, prefix: string): SharedState {
  async function increment(key: string, expiresAt: Date, by = 1): Promise<number> {
    const id = `${prefix}count:${key}`;
    const results = await redis.multi().incrby(id, by).pexpireat(id, expiresAt.getTime()).exec();
    const [error, count] = results?.[0] ?? [new Error("Redis returned no result")];
    if (error) throw error;
    return Number(count);
  }
  return {
    kind: "redis",
    // The plugin's own Redis store (one Lua script per limited request).
    rateLimitStore: { redis, nameSpace: `${prefix}rate:` },
    increment,
    incrementInTurn: (counters) => incrementEachInTurn(increment, counters),
    async read(key) {
      return Number((await redis.get(`${prefix}count:${key}`)) ?? 0);
    },
    async lease(key, holdMs) {
      const id = `${prefix}lease:${key}`;
      const token = String(leaseToken());
      if ((await redis.set(id, token, "PX", holdMs, "NX")) !== "OK") return null;
      return {
        async renew() {
          return (await redis.eval(renewLeaseScript, 1, id, token, holdMs)) === 1;
        },
        async release() {
          await redis.eval(releaseLeaseScript, 1, id, token);
        },
      };
    },
    async claimTick(job, holdMs) {
      const claimed = await redis.eval(claimTickScript, 1, `${prefix}job:${job}`, holdMs);
      return claimed === 1;
    },
    async sweep() {},
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
