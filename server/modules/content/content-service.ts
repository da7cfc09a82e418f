import { and, count, eq, isNull, sql } from "drizzle-orm";
import { resultToText } from "@shared/tools/result-text";
import { writingTools, type WritingToolKey } from "@shared/tools";
import type { LibraryUsage } from "@shared/library/api";
import { packCheck } from "@shared/scripture/check-wire";
import { translationSchema } from "@shared/scripture/translations";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { contentItems, lastGenerations } from "../../db/schema";
import { AppError } from "../../errors";
import { checkOffThread } from "../../scripture/check-pool";
import type { LimitWindow, UsageLimiter } from "../limits/usage-limiter";

export interface NewContentItem {
  type: string;
  title: string;
  /** The item as text: its preview is taken from it; the text itself is not stored again. */
  content: string;
  scripture: string;
  /** For a writing tool, {request, result, scriptureCheck}: `result` is the stored text. */
  data: unknown;
}

/** What the save routes may do: how often, and how much each user may keep. */
export interface SavePolicy {
  limiter: UsageLimiter;
  storage: Config["contentStorage"];
  now: () => Date;
}

const previewLength = 240;
const minute = 60_000;
const day = 24 * 60 * minute;

export function previewOf(content: string): string {
  const flat = content.replace(/\s+/g, " ").trim();
  return flat.length > previewLength ? `${flat.slice(0, previewLength - 1)}…` : flat;
}

function isWritingTool(type: string): type is WritingToolKey {
  return Object.hasOwn(writingTools, type);
}

/**
 * An item's text. A writing tool's is derived from its stored result (it is not kept
 * twice); an image keeps its own description in `content`.
 */
export function itemContent(row: { type: string; content: string; data: unknown }): string {
  if (row.content || !isWritingTool(row.type)) return row.content;
  const result = (row.data as { result?: unknown } | null)?.result;
  if (!result || typeof result !== "object") return "";
  try {
    return resultToText(row.type, result as never);
  } catch {
    return "";
  }
}

/**
 * An item's text and data as the library shows one item. The scripture check is stored as
 * its translation only (verse texts are not stored with every item) and checked here, off
 * the server's thread and bounded (check-pool.ts); a text checked before is answered from
 * memory, so reading an item again does not check it again.
 */
export async function readableItem(
  row: { type: string; content: string; data: unknown },
  userId: string,
): Promise<{
  content: string;
  data: unknown;
}> {
  const content = itemContent(row);
  const data = row.data as { scriptureCheck?: { translation?: unknown } } | null;
  if (!data || typeof data !== "object" || !data.scriptureCheck) return { content, data: row.data };
  const translation = translationSchema.catch("web").parse(data.scriptureCheck.translation);
  return {
    content,
    data: {
      ...data,
      scriptureCheck: packCheck(await checkOffThread(content, translation, userId)),
    },
  };
}

/**
 * An item as an export writes it: its stored text and data as they are, the scripture check
 * as stored (its translation), not checked again: an export's cost is the reading and
 * writing of what was saved, whatever the items name.
 */
export function exportedItem(row: { type: string; content: string; data: unknown }): {
  content: string;
  data: unknown;
} {
  return { content: itemContent(row), data: row.data };
}

/** What is stored of a save's data: its scripture check is kept as its translation only. */
function storedData(data: unknown): unknown {
  const check = (data as { scriptureCheck?: { translation?: unknown } } | null)?.scriptureCheck;
  if (!check) return data;
  return { ...(data as object), scriptureCheck: { translation: check.translation } };
}

/** The bytes a row's text and data take (what the quota counts). */
function storedBytesOf(row: { title: string; preview: string; scripture: string; data: unknown }) {
  return (
    Buffer.byteLength(row.title) +
    Buffer.byteLength(row.preview) +
    Buffer.byteLength(row.scripture) +
    Buffer.byteLength(JSON.stringify(row.data))
  );
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The user's saved content. Every query is scoped by the user id. */
/** `relaxedDb` remembers the last generation shown (see Database.relaxedDb). */
export function createContentService(db: Db, policy?: SavePolicy, relaxedDb: Db = db) {
  const windows: LimitWindow[] = policy
    ? [
        {
          name: "save-minute",
          max: policy.storage.savesPerMinute,
          windowMs: minute,
          message: (seconds) =>
            `You are saving quickly. Please wait ${seconds} seconds and try again.`,
        },
        {
          name: "save-day",
          max: policy.storage.savesPerDay,
          windowMs: day,
          message: () =>
            `You have reached today's limit of ${policy.storage.savesPerDay} saves. It resets at midnight UTC.`,
        },
      ]
    : [];

  async function usage(userId: string, on: Pick<Db, "select"> = db): Promise<LibraryUsage> {
    const [row] = await on
      .select({
        items: count(),
        bytes: sql<string>`coalesce(sum(${contentItems.storedBytes}), 0)::bigint`,
      })
      .from(contentItems)
      .where(and(eq(contentItems.userId, userId), isNull(contentItems.deletedAt)));
    return {
      items: row?.items ?? 0,
      bytes: Number(row?.bytes ?? 0),
      maxItems: policy?.storage.maxItems ?? 0,
      maxBytes: policy?.storage.maxBytes ?? 0,
    };
  }

  /**
   * Saves one writing tool's item, within the save rate limit and the user's storage
   * quota. One user's saves take turns (an advisory lock), so parallel saves cannot pass
   * the quota together; a refused save writes nothing.
   */
  async function save(userId: string, item: NewContentItem) {
    if (!policy) throw new Error("saving content needs a save policy");
    await policy.limiter.hit(userId, windows, policy.now());
    const values = {
      userId,
      type: item.type,
      title: item.title.slice(0, 300),
      preview: previewOf(item.content),
      scripture: item.scripture,
      content: isWritingTool(item.type) ? "" : item.content,
      data: storedData(item.data),
    };
    const storedBytes = storedBytesOf(values) + Buffer.byteLength(values.content);
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content-quota:${userId}`}))`);
      // The same draft saved again (a restored draft, a second export) is the item it was.
      const result = (values.data as { result?: unknown } | null)?.result;
      if (isWritingTool(item.type) && result !== undefined) {
        const [existing] = await tx
          .select({ id: contentItems.id, createdAt: contentItems.createdAt })
          .from(contentItems)
          .where(
            and(
              eq(contentItems.userId, userId),
              eq(contentItems.type, item.type),
              isNull(contentItems.deletedAt),
              sql`${contentItems.data}->'result' = ${JSON.stringify(result)}::jsonb`,
            ),
          )
          .limit(1);
        if (existing) return { ...existing, existed: true };
      }
      const current = await usage(userId, tx);
      if (current.items + 1 > current.maxItems) {
        throw new AppError(
          "quota_exceeded",
          `Your library is full: it holds ${current.maxItems.toLocaleString("en-US")} items, the most one account may keep. Delete items you no longer need to save new ones.`,
        );
      }
      if (current.bytes + storedBytes > current.maxBytes) {
        throw new AppError(
          "quota_exceeded",
          `Your library is full: it uses ${megabytes(current.bytes)} of ${megabytes(current.maxBytes)}. Delete items you no longer need to save new ones.`,
        );
      }
      const [row] = await tx
        .insert(contentItems)
        .values({ ...values, storedBytes })
        .returning({ id: contentItems.id, createdAt: contentItems.createdAt });
      return { ...row!, existed: false };
    });
  }

  async function rememberLastGeneration(
    userId: string,
    tool: string,
    request: unknown,
    response: unknown,
  ) {
    await relaxedDb
      .insert(lastGenerations)
      .values({ userId, tool, request, response })
      .onConflictDoUpdate({
        target: [lastGenerations.userId, lastGenerations.tool],
        set: { request, response, updatedAt: new Date() },
      });
  }

  async function lastGeneration(userId: string, tool: string) {
    const [row] = await db
      .select({
        request: lastGenerations.request,
        response: lastGenerations.response,
        updatedAt: lastGenerations.updatedAt,
      })
      .from(lastGenerations)
      .where(and(eq(lastGenerations.userId, userId), eq(lastGenerations.tool, tool)));
    return row;
  }

  async function forgetLastGeneration(userId: string, tool: string) {
    await db
      .delete(lastGenerations)
      .where(and(eq(lastGenerations.userId, userId), eq(lastGenerations.tool, tool)));
  }

  /** The library item a draft was saved as, when it is there (a restored draft knows it is saved). */
  async function savedItemFor(userId: string, type: string, result: unknown) {
    const [row] = await db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(
        and(
          eq(contentItems.userId, userId),
          eq(contentItems.type, type),
          isNull(contentItems.deletedAt),
          sql`${contentItems.data}->'result' = ${JSON.stringify(result)}::jsonb`,
        ),
      )
      .limit(1);
    return row?.id ?? null;
  }

  return {
    save,
    usage,
    rememberLastGeneration,
    lastGeneration,
    forgetLastGeneration,
    savedItemFor,
  };
}

export type ContentService = ReturnType<typeof createContentService>;
