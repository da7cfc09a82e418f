import { and, count, eq, gt, isNull, lt, sql, type SQL } from "drizzle-orm";
import type {
  LibraryCounts,
  LibraryItem,
  LibraryItemSummary,
  LibraryListResponse,
  LibraryQuery,
} from "@shared/library/api";
import { searchCountCap, undoWindowMs } from "@shared/library/api";
import { libraryContentTypes } from "@shared/library/content-types";
import type { Db } from "../../db/client";
import { contentItems } from "../../db/schema";
import { exportedItem, readableItem } from "../content/content-service";
import {
  afterContentCursor,
  contentCursorColumn,
  contentPages,
  type ContentCursor,
} from "../exports/content-pages";
import { exportPageSize } from "../exports/streaming";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Anything that is not a uuid cannot name an item; callers answer 404 without asking the db. */
export function isItemId(value: string): boolean {
  return uuidPattern.test(value);
}

/**
 * Case-insensitive search. Each word of the query must begin a word of the item, in the
 * order typed and one after another ("good shep" finds "the good shepherd", "sheep
 * shepherd" does not). A query without letters or digits must appear in the text as typed.
 */
function searchCondition(query: string): SQL {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) {
    const text = sql`"title" || ' ' || "content" || ' ' || coalesce(("data" -> 'result')::text, '')`;
    return sql`strpos(lower(${text}), ${query.toLowerCase()}) > 0`;
  }
  // Short words ("the", "of") begin words in nearly every item: they narrow nothing and
  // cost a large index scan, so only longer ones (or else the longest) go to the index.
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const narrowing = words.filter((word) => word.length >= 4);
  const indexedWords = (narrowing.length > 0 ? narrowing : [longest]).map((word) => `${word}:*`);
  const indexed = sql`${contentItems.searchWords} @@ to_tsquery('simple', ${indexedWords.join(" & ")})`;
  if (words.length === 1) return indexed;
  // The whole phrase is checked on the rows the index finds. ts_match_vq is the function
  // behind @@; as a call, the planner does not send the short words to the index.
  const phrase = words.map((word) => `${word}:*`).join(" <-> ");
  return sql`${indexed} and ts_match_vq(${contentItems.searchWords}, to_tsquery('simple', ${phrase}))`;
}

interface ListRow extends Record<string, unknown> {
  items: Array<Omit<LibraryItemSummary, "createdAt"> & { created_at: string }> | null;
  total: number | null;
}

const summaryColumns = {
  id: contentItems.id,
  type: contentItems.type,
  title: contentItems.title,
  preview: contentItems.preview,
  scripture: contentItems.scripture,
  createdAt: contentItems.createdAt,
};

const fullColumns = { ...summaryColumns, content: contentItems.content, data: contentItems.data };

type FullRow = {
  id: string;
  type: string;
  title: string;
  preview: string;
  scripture: string;
  content: string;
  data: unknown;
  createdAt: Date;
};

/** An item as stored: its text, and its data with the scripture check as stored. */
function storedItem(row: FullRow): LibraryItem {
  return { ...row, ...exportedItem(row), createdAt: row.createdAt.toISOString() };
}

/** An item as the library shows it, its scripture checked (off the server's thread). */
export async function withScriptureCheck(item: LibraryItem, userId: string): Promise<LibraryItem> {
  return { ...item, ...(await readableItem(item, userId)) };
}

/** The user's saved items as the library sees them. Every query is scoped by the user id. */
export function createLibraryService(db: Db) {
  const live = (userId: string) =>
    and(eq(contentItems.userId, userId), isNull(contentItems.deletedAt));

  /**
   * One page and its total, in one statement (the embedded database pays per round trip
   * and per plan). Browsing walks the (user, created) index and counts exactly. A search is
   * planned once: its newest `searchCountCap + 1` matches are the pages it can show and,
   * counted, its total.
   */
  async function list(userId: string, query: LibraryQuery): Promise<LibraryListResponse> {
    const conditions: SQL[] = [live(userId)!];
    if (query.type !== "all") conditions.push(eq(contentItems.type, query.type));
    if (query.q) conditions.push(searchCondition(query.q));
    const where = and(...conditions);
    const offset = (query.page - 1) * query.pageSize;
    const columns = sql`${contentItems.id} as id, ${contentItems.type} as type,
      ${contentItems.title} as title, ${contentItems.preview} as preview,
      ${contentItems.scripture} as scripture, ${contentItems.createdAt} as created_at`;
    const newestFirst = sql`order by created_at desc, id desc`;
    const statement = query.q
      ? sql`
        with matches as materialized (
          select ${columns} from ${contentItems} where ${where} ${newestFirst}
          limit ${searchCountCap + 1}
        )
        select
          (select json_agg(page ${newestFirst}) from (
            select * from matches ${newestFirst}
            limit ${Math.max(0, Math.min(query.pageSize, searchCountCap - offset))} offset ${offset}
          ) page) as items,
          (select count(*)::int from matches) as total`
      : sql`
        select
          (select json_agg(page ${newestFirst}) from (
            select ${columns} from ${contentItems} where ${where} ${newestFirst}
            limit ${query.pageSize} offset ${offset}
          ) page) as items,
          (select count(*)::int from ${contentItems} where ${where}) as total`;
    const row = (await db.execute<ListRow>(statement)).rows[0];
    const matched = row?.total ?? 0;
    return {
      items: (row?.items ?? []).map(({ created_at, ...item }) => ({
        ...item,
        createdAt: new Date(created_at).toISOString(),
      })),
      total: query.q ? Math.min(matched, searchCountCap) : matched,
      totalCapped: Boolean(query.q) && matched > searchCountCap,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** The whole library by type (the count tiles); every type of the shared list appears. */
  async function counts(userId: string): Promise<LibraryCounts> {
    const rows = await db
      .select({ type: contentItems.type, total: count() })
      .from(contentItems)
      .where(live(userId))
      .groupBy(contentItems.type);
    const result: Record<string, number> = { all: 0 };
    for (const type of libraryContentTypes) result[type] = 0;
    for (const row of rows) {
      result[row.type] = row.total;
      result.all = (result.all ?? 0) + row.total;
    }
    return result as LibraryCounts;
  }

  async function get(userId: string, id: string): Promise<LibraryItem | undefined> {
    if (!isItemId(id)) return undefined;
    const [row] = await db
      .select(fullColumns)
      .from(contentItems)
      .where(and(live(userId), eq(contentItems.id, id)));
    return row ? storedItem(row) : undefined;
  }

  /**
   * Every live item, oldest first, a page at a time (exports): memory holds one page
   * whatever the library's size. Pages follow (created_at, id), so an item saved during
   * the walk never repeats one already read.
   */
  function pages(
    userId: string,
    pageSize = exportPageSize,
    pause?: () => Promise<void>,
  ): AsyncGenerator<LibraryItem[]> {
    return contentPages(
      (after: ContentCursor | undefined, limit: number) =>
        db
          .select({ ...fullColumns, cursor: contentCursorColumn })
          .from(contentItems)
          .where(and(live(userId), afterContentCursor(after)))
          .orderBy(contentItems.createdAt, contentItems.id)
          .limit(limit),
      async (row: FullRow) => storedItem(row),
      pageSize,
      pause,
    );
  }

  /** Hides the item at once; it can be restored until the undo window passes. */
  async function remove(userId: string, id: string, now: Date): Promise<Date | undefined> {
    if (!isItemId(id)) return undefined;
    const [row] = await db
      .update(contentItems)
      .set({ deletedAt: now })
      .where(and(live(userId), eq(contentItems.id, id)))
      .returning({ id: contentItems.id });
    return row ? new Date(now.getTime() + undoWindowMs) : undefined;
  }

  async function restore(userId: string, id: string, now: Date): Promise<boolean> {
    if (!isItemId(id)) return false;
    const [row] = await db
      .update(contentItems)
      .set({ deletedAt: null })
      .where(
        and(
          eq(contentItems.userId, userId),
          eq(contentItems.id, id),
          gt(contentItems.deletedAt, new Date(now.getTime() - undoWindowMs)),
        ),
      )
      .returning({ id: contentItems.id });
    return Boolean(row);
  }

  /** Removes for good the items whose undo window has passed. */
  async function purgeDeleted(now: Date): Promise<number> {
    const removed = await db
      .delete(contentItems)
      .where(lt(contentItems.deletedAt, new Date(now.getTime() - undoWindowMs)))
      .returning({ id: contentItems.id });
    return removed.length;
  }

  return { list, counts, get, pages, remove, restore, purgeDeleted };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
