import { connectRedis } from "../../server/modules/limits/redis-shared-state";

/** The Redis server tests use: TEST_REDIS_URL, else the machine's (127.0.0.1:6379). */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Why Redis tests cannot run here, or undefined when a Redis server answers. */
export async function missingRedis(): Promise<string | undefined> {
  try {
    const redis = await connectRedis(testRedisUrl);
    await redis.ping();
    await redis.quit();
    return undefined;
  } catch (error) {
    return `no Redis server answers at ${testRedisUrl} (${(error as Error).message})`;
  }
}
