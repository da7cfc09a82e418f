import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * `work` in a transaction that holds a per-user lock named `name` (a transaction-scoped
 * advisory lock, as content saves take): one user's writes under the same name take turns,
 * so a count-then-insert cap cannot be passed by requests sent in parallel. Works on
 * PostgreSQL and the embedded database alike; the lock ends with the transaction.
 */
export function inUserTurn<T>(
  db: Db,
  name: string,
  userId: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${name}:${userId}`}))`);
    return work(tx);
  });
}
