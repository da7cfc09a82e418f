import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { requestLimitHits } from "../../db/schema";

type Callback = Parameters<FastifyRateLimitStore["incr"]>[1];
type RouteOptions = Parameters<FastifyRateLimitStore["child"]>[0];

/**
 * A store for @fastify/rate-limit that keeps its counts in the database, so that every
 * instance behind a load balancer counts against one limit. One upsert per limited
 * request: it starts a new window when the old one has ended, else adds one.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _globalOptions?: unknown,
      private readonly prefix = "",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      const id = `${this.prefix}${key}`;
      const windowMs = Math.max(1, Math.trunc(timeWindow));
      db.execute<{ count: number; ttl: number }>(
        sql`insert into ${requestLimitHits} (key, count, window_ends_at)
            values (${id}, 1, now() + ${windowMs} * interval '1 millisecond')
            on conflict (key) do update set
              count = case when ${requestLimitHits.windowEndsAt} <= now() then 1
                           else ${requestLimitHits.count} + 1 end,
              window_ends_at = case when ${requestLimitHits.windowEndsAt} <= now()
                                    then now() + ${windowMs} * interval '1 millisecond'
                                    else ${requestLimitHits.windowEndsAt} end
            returning count,
              greatest(0, ceil(extract(epoch from (window_ends_at - now())) * 1000))::integer as ttl`,
      ).then(
        (result) => {
          const row = result.rows[0]!;
          callback(null, { current: Number(row.count), ttl: Number(row.ttl) });
        },
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteOptions) {
      // The plugin passes the route it is limiting; its typings omit that part.
      const { method, url } =
        (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ??
        {};
      const route = `${[method ?? ""].flat().join(",")}${url ?? ""}`;
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${route}:`);
    }
  };
}

/** Forgets windows that ended more than a day ago (a scheduled job). */
export async function sweepRateLimitHits(db: Db, now: Date): Promise<void> {
  await db
    .delete(requestLimitHits)
    .where(lt(requestLimitHits.windowEndsAt, new Date(now.getTime() - 24 * 60 * 60_000)));
}
