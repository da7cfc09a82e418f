import { sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";

/**
 * A summary of every row a request on behalf of `userIds` could create, change or delete,
 * plus rows anyone could add since `since`. Rate-limit and usage counters are left out on
 * purpose: counting refused attempts is their job. Session expiry refreshes are left out too,
 * and so are library items already deleted: the purge job removes them on its own clock.
 */
export async function databaseFingerprint(db: Db, userIds: string[], since: Date): Promise<string> {
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select
      (select coalesce(string_agg(md5(u::text), ',' order by u.id), '') from users u where u.id in (${ids})) as users,
      (select count(*) from users where created_at >= ${since.toISOString()}::timestamptz) as new_users,
      (select count(*) from sessions where user_id in (${ids})) as sessions,
      (select coalesce(string_agg(md5(a.id || coalesce(a.password, '') || a.updated_at::text), ',' order by a.id), '')
         from accounts a where a.user_id in (${ids})) as accounts,
      (select count(*) || ':' || coalesce(max(updated_at)::text, '')
         from content_items where user_id in (${ids}) and deleted_at is null) as content,
      (select count(*) || ':' || coalesce(max(updated_at)::text, '') from last_generations where user_id in (${ids})) as last_generations,
      (select coalesce(string_agg(md5(settings::text) || updated_at::text, ',' order by user_id), '')
         from user_settings where user_id in (${ids})) as settings,
      (select coalesce(string_agg(s.id || s.status || s.cancel_at_period_end::text, ',' order by s.id), '')
         from stripe_subscriptions s where s.user_id in (${ids})) as subscriptions,
      (select count(*) from account_deletions where user_id in (${ids})) as deletions,
      (select count(*) from verifications where created_at >= ${since.toISOString()}::timestamptz) as verifications,
      (select count(*) from feedback where created_at >= ${since.toISOString()}::timestamptz) as feedback,
      (select count(*) from support_messages where created_at >= ${since.toISOString()}::timestamptz) as support,
      (select count(*) from data_requests where created_at >= ${since.toISOString()}::timestamptz) as data_requests,
      (select count(*) from age_verifications where created_at >= ${since.toISOString()}::timestamptz) as age_checks,
      (select count(*) from stripe_events where received_at >= ${since.toISOString()}::timestamptz) as stripe_events
  `);
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows[0]);
}
