import { sql, type SQL } from "drizzle-orm";
import { contentItems } from "../../db/schema";
import { exportPageSize } from "./streaming";

/** Where a page of saved items ends: the last row's creation time (as text) and id. */
export interface ContentCursor {
  at: string;
  id: string;
}

/** The column a page query selects as `cursor`, exact to the microsecond. */
export const contentCursorColumn = sql<string>`${contentItems.createdAt}::text`;

/** Rows after `after` in (createdAt, id) order; no condition for the first page. */
export function afterContentCursor(after: ContentCursor | undefined): SQL | undefined {
  return after
    ? sql`(${contentItems.createdAt}, ${contentItems.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
    : undefined;
}

/**
 * Saved items oldest first, a page at a time: `fetchPage` reads up to `limit` rows after the
 * cursor (ordered by createdAt, id, with `cursor: contentCursorColumn`), so each page is one
 * indexed query whatever the library's size.
 */
export async function* contentPages<Row extends { id: string; cursor: string }>(
  fetchPage: (after: ContentCursor | undefined, limit: number) => Promise<Row[]>,
  pageSize = exportPageSize,
): AsyncGenerator<Row[]> {
  let after: ContentCursor | undefined;
  for (;;) {
    const rows = await fetchPage(after, pageSize);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < pageSize) return;
    const last = rows.at(-1)!;
    after = { at: last.cursor, id: last.id };
  }
}
