import { randomInt } from "node:crypto";
import type { RateLimitPluginOptions } from "@fastify/rate-limit";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { scheduledJobRuns, usageCounters } from "../../db/schema";
import { databaseRateLimitStore, sweepRateLimitHits } from "./shared-rate-limit-store";

/** A key held by one caller of any instance until released, or until it lapses unrenewed. */
export interface Lease {
  /** Holds the key for another `holdMs`; false when it had lapsed and someone else took it. */
  renew(): Promise<boolean>;
  release(): Promise<void>;
}

export interface CounterInTurn {
  key: string;
  expiresAt: Date;
  max: number;
  /** How much to add (1 unless said: a budget of characters adds the characters used). */
  by?: number;
}

/** incrementInTurn by one increment after another. */
export async function incrementEachInTurn(
  increment: (key: string, expiresAt: Date, by?: number) => Promise<number>,
  counters: readonly CounterInTurn[],
): Promise<number[]> {
  const counts: number[] = [];
  for (const counter of counters) {
    const count = await increment(counter.key, counter.expiresAt, counter.by);
    counts.push(count);
    if (count > counter.max) break;
  }
  return counts;
}

/** A random token that tells the holder's lease from a later one on the same key. */
export const leaseToken = (): number => randomInt(1, 2 ** 31 - 1);

/**
 * What several instances of the server must count and decide together: per-user usage
 * counters, one-at-a-time leases (a user's export) and which instance runs a scheduled job's tick. Kept in PostgreSQL, or in
 * Redis when REDIS_URL is set (redis-shared-state.ts).
 */
export interface SharedState {
  kind: "database" | "redis";
  /** How @fastify/rate-limit counts in the same place. */
  rateLimitStore: Pick<RateLimitPluginOptions, "store" | "redis" | "nameSpace">;
  /** Adds one to the counter `key`, which lasts until `expiresAt`; returns its new count. */
  increment(key: string, expiresAt: Date): Promise<number>;
  /**
   * Adds one to each counter in turn while each stays within its `max`: a counter past its max
   * ends the turn, and those after it are not counted. Gives the counts made, in order.
   */
  incrementInTurn(counters: readonly CounterInTurn[]): Promise<number[]>;
  /** The counter `key` as it stands (0 when it never counted or has expired). */
  read(key: string, now: Date): Promise<number>;
  /** The lease of `key` for `holdMs` (renewable), or null while another caller holds it. */
  lease(key: string, holdMs: number): Promise<Lease | null>;
  /** True for the one caller that claims the job's tick; nobody claims it again for `holdMs`. */
  claimTick(job: string, holdMs: number): Promise<boolean>;
  /** Forgets counters whose time has passed (Redis expires its own). */
  sweep(now: Date): Promise<void>;
  close(): Promise<void>;
}

/** `relaxedDb` counts usage (see Database.relaxedDb); leases and job ticks stay on `db`. */
export function databaseSharedState(db: Db, relaxedDb: Db = db): SharedState {
  return {
    kind: "database",
    rateLimitStore: { store: databaseRateLimitStore(db) },
    async increment(key, expiresAt) {
      const [row] = await relaxedDb
        .insert(usageCounters)
        .values({ key, count: 1, expiresAt })
        .onConflictDoUpdate({
          target: usageCounters.key,
          set: { count: sql`${usageCounters.count} + 1` },
        })
        .returning({ count: usageCounters.count });
      return row?.count ?? 0;
    },
    // One statement, so one round trip: each counter's insert runs only when the one before
    // it stayed within its max.
    async incrementInTurn(counters) {
      if (counters.length === 0) return [];
      const steps = counters.map((counter, at) => {
        const before =
          at === 0
            ? sql``
            : sql` where (select count from step${sql.raw(String(at - 1))}) <= ${counters[at - 1]!.max}`;
        return sql`step${sql.raw(String(at))} as (
          insert into ${usageCounters} (key, count, expires_at)
          select ${counter.key}, ${counter.by ?? 1}::int, ${counter.expiresAt}${before}
          on conflict (key) do update set count = ${usageCounters.count} + ${counter.by ?? 1}::int
          returning count)`;
      });
      const counts = counters.map(
        (_, at) => sql`(select count from step${sql.raw(String(at))}) as c${sql.raw(String(at))}`,
      );
      const result = await relaxedDb.execute(
        sql`with ${sql.join(steps, sql`, `)} select ${sql.join(counts, sql`, `)}`,
      );
      const row = (result.rows[0] ?? {}) as Record<string, number | string | null>;
      const made: number[] = [];
      for (let at = 0; at < counters.length; at++) {
        const count = row[`c${at}`];
        if (count === null || count === undefined) break;
        made.push(Number(count));
      }
      return made;
    },
    async read(key, now) {
      const [row] = await db
        .select({ count: usageCounters.count })
        .from(usageCounters)
        .where(and(eq(usageCounters.key, key), gt(usageCounters.expiresAt, now)));
      return row?.count ?? 0;
    },
    async lease(key, holdMs) {
      // A lease is a counter row whose count is the holder's token; the database's clock
      // decides when it lapses, the same for every instance.
      const id = `lease:${key}`;
      const token = leaseToken();
      const until = sql`now() + ${holdMs} * interval '1 millisecond'`;
      const taken = await db.execute(
        sql`insert into ${usageCounters} (key, count, expires_at) values (${id}, ${token}, ${until})
            on conflict (key) do update set count = excluded.count, expires_at = excluded.expires_at
            where ${usageCounters.expiresAt} <= now()
            returning key`,
      );
      if (taken.rows.length === 0) return null;
      const mine = and(eq(usageCounters.key, id), eq(usageCounters.count, token));
      return {
        async renew() {
          const renewed = await db
            .update(usageCounters)
            .set({ expiresAt: until })
            .where(mine)
            .returning({ key: usageCounters.key });
          return renewed.length > 0;
        },
        async release() {
          await db.delete(usageCounters).where(mine);
        },
      };
    },
    async claimTick(job, holdMs) {
      const claimed = await db.execute(
        sql`insert into ${scheduledJobRuns} (name, last_started_at) values (${job}, now())
            on conflict (name) do update set last_started_at = excluded.last_started_at
            where ${scheduledJobRuns.lastStartedAt} <= now() - ${holdMs} * interval '1 millisecond'
            returning name`,
      );
      return claimed.rows.length > 0;
    },
    async sweep(now) {
      await db.delete(usageCounters).where(lt(usageCounters.expiresAt, now));
      await sweepRateLimitHits(db, now);
    },
    async close() {},
  };
}
