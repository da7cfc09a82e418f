import { eq } from "drizzle-orm";
import {
  lectionaryRowSchema,
  type LectionaryRow,
  type LectionaryTable,
} from "@shared/church-year/api";
import type { ChurchDay } from "@shared/church-year/calendar";
import { readingsFor as sharedReadingsFor } from "@shared/church-year/readings";
import type { Db } from "../../db/client";
import { lectionaryTables } from "../../db/schema";

export async function loadTable(db: Db, userId: string): Promise<LectionaryTable | null> {
  const [row] = await db.select().from(lectionaryTables).where(eq(lectionaryTables.userId, userId));
  if (!row) return null;
  const rows = lectionaryRowSchema.array().safeParse(row.rows);
  return {
    name: row.name,
    importedAt: row.importedAt.toISOString(),
    rows: rows.success ? rows.data : [],
  };
}

/** Replaces the account's table in one statement: the old rows stay until the new are in. */
export async function saveTable(
  db: Db,
  userId: string,
  name: string,
  rows: LectionaryRow[],
  now: Date,
): Promise<LectionaryTable> {
  await db
    .insert(lectionaryTables)
    .values({ userId, name, rows, importedAt: now })
    .onConflictDoUpdate({ target: lectionaryTables.userId, set: { name, rows, importedAt: now } });
  return { name, importedAt: now.toISOString(), rows };
}

export async function deleteTable(db: Db, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(lectionaryTables)
    .where(eq(lectionaryTables.userId, userId))
    .returning({ userId: lectionaryTables.userId });
  return deleted.length > 0;
}

/** The day's row: its own key before the Sunday's, its lectionary year before "all". */
export function readingsFor(table: LectionaryTable, day: ChurchDay): LectionaryRow | null {
  return sharedReadingsFor(table.rows, day);
}
