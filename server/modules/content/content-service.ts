import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contentItems, lastGenerations } from "../../db/schema";

export interface NewContentItem {
  type: string;
  title: string;
  content: string;
  scripture: string;
  data: unknown;
}

const previewLength = 240;

export function previewOf(content: string): string {
  const flat = content.replace(/\s+/g, " ").trim();
  return flat.length > previewLength ? `${flat.slice(0, previewLength - 1)}…` : flat;
}

/** The user's saved content. Every query is scoped by the user id. */
export function createContentService(db: Db) {
  async function save(userId: string, item: NewContentItem) {
    const [row] = await db
      .insert(contentItems)
      .values({
        userId,
        ...item,
        title: item.title.slice(0, 300),
        preview: previewOf(item.content),
      })
      .returning({ id: contentItems.id, createdAt: contentItems.createdAt });
    return row!;
  }

  async function rememberLastGeneration(
    userId: string,
    tool: string,
    request: unknown,
    response: unknown,
  ) {
    await db
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

  return { save, rememberLastGeneration, lastGeneration, forgetLastGeneration };
}

export type ContentService = ReturnType<typeof createContentService>;
