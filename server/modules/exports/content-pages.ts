import { sql, type SQL } from "drizzle-orm";
import { contentItems } from "../../db/schema";
import { exportPageSize, pacer } from "./streaming";

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
 * indexed query whatever the library's size. `convert` makes each row an item (as stored:
 * an export does not check scripture again); `pause` is awaited between items, so other
 * requests get a turn rather than waiting for a whole page.
 */
export async function* contentPages<Row extends { id: string; cursor: string }, Item>(
  fetchPage: (after: ContentCursor | undefined, limit: number) => PromiseLike<Row[]>,
  convert: (row: Omit<NoInfer<Row>, "cursor">, pause: () => Promise<void>) => Item | Promise<Item>,
  pageSize = exportPageSize,
  pause: () => Promise<void> = pacer(),
): AsyncGenerator<Item[]> {
  let after: ContentCursor | undefined;
  for (;;) {
    const rows = await fetchPage(after, pageSize);
    if (rows.length === 0) return;
    const items: Item[] = [];
    for (const { cursor: _cursor, ...row } of rows) {
      await pause();
      items.push(await convert(row, pause));
    }
    yield items;
    if (rows.length < pageSize) return;
    const last = rows.at(-1)!;
    after = { at: last.cursor, id: last.id };
  }
}
