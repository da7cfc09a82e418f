import { randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import {
  imageFileName,
  imageResultSchema,
  sizeOf,
  styleLabel,
  type ImageRequest,
  type ImageResult,
  type ImageStage,
} from "@shared/images/schemas";
import type { Db } from "../../db/client";
import { accountDeletions, contentItems } from "../../db/schema";
import { previewOf, type ContentService } from "../content/content-service";
import { imageInfo, toPngOfSize } from "./image-bytes";
import type { ImageProvider } from "./image-provider";
import type { ImageStorage } from "./storage";

/** What the library row of an image keeps besides the result the page shows. */
interface StoredImageData {
  request: ImageRequest;
  result: ImageResult;
  image: {
    storageKey: string;
    /** The secret part of the image's address. */
    token: string;
    contentType: string;
    bytes: number;
    source: ImageResult["source"];
    model?: string;
  };
}

export const imageTool = "image";
/** Twice the width a library card shows it at, for sharp screens. */
export const thumbnailWidth = 480;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function imageUrl(id: string, token: string): string {
  return `/api/images/${id}/${token}.png`;
}

/** True when `url` is the address of an image in this user's library (a profile picture). */
export async function isOwnImageUrl(db: Db, userId: string, url: string): Promise<boolean> {
  const match = /^\/api\/images\/([^/]+)\/([A-Za-z0-9_-]{16,64})\.png$/.exec(url);
  if (!match || !uuidPattern.test(match[1]!)) return false;
  const [row] = await db
    .select({ data: contentItems.data })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.id, match[1]!),
        eq(contentItems.userId, userId),
        eq(contentItems.type, imageTool),
        isNull(contentItems.deletedAt),
      ),
    );
  const data = row?.data as StoredImageData | undefined;
  return Boolean(data?.image && sameSecret(data.image.token, match[2]!));
}

/** The library item a stored file belongs to: "<id>.png" and "<id>-thumbnail.png". */
function itemIdOf(key: string): string {
  return key.slice(0, 36);
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface CreateOptions {
  signal: AbortSignal;
  onStage?: (stage: ImageStage) => void;
}

/**
 * The image creator: asks the provider for a picture, stores the file, and saves it
 * to the user's library as content of type "image". A file is stored only once it is
 * a complete PNG, and removed again if the library row cannot be written.
 */
export function createImageService(deps: {
  db: Db;
  storage: ImageStorage;
  provider: ImageProvider;
  content: ContentService;
  now: () => Date;
}) {
  const { db, storage, provider, content } = deps;

  async function create(
    userId: string,
    request: ImageRequest,
    options: CreateOptions,
  ): Promise<ImageResult> {
    options.onStage?.("prompt");
    const prepared = await provider.prepare(request, options.signal);
    options.onStage?.("image");
    const png = await prepared.draw(options.signal);
    options.onStage?.("save");

    const id = randomUUID();
    const token = randomBytes(24).toString("base64url");
    const storageKey = `${id}.png`;
    const { width, height } = sizeOf(request.size);
    const createdAt = deps.now();
    const result: ImageResult = {
      id,
      url: imageUrl(id, token),
      prompt: request.prompt,
      enhancedPrompt: prepared.enhancedPrompt,
      style: request.style,
      size: request.size,
      width,
      height,
      source: provider.source,
      ...(prepared.reference ? { reference: prepared.reference } : {}),
      ...(request.caption && provider.source === "offline" ? { caption: request.caption } : {}),
      createdAt: createdAt.toISOString(),
    };
    const data: StoredImageData = {
      request,
      result,
      image: {
        storageKey,
        token,
        contentType: "image/png",
        bytes: png.length,
        source: provider.source,
        ...(prepared.model ? { model: prepared.model } : {}),
      },
    };
    const text = [
      request.prompt,
      ...(result.caption ? [`Caption: ${result.caption}`] : []),
      `${styleLabel(request.style)} · ${request.size}${provider.source === "offline" ? " · offline scripture art" : ""}`,
      prepared.enhancedPrompt,
    ].join("\n\n");

    await storage.put(storageKey, png, "image/png");
    try {
      await db.insert(contentItems).values({
        id,
        userId,
        type: imageTool,
        title: request.prompt.replace(/\s+/g, " ").slice(0, 120),
        preview: previewOf(text),
        content: text,
        scripture: prepared.reference ?? "",
        data,
        createdAt,
      });
    } catch (error) {
      await storage.delete(storageKey).catch(() => undefined);
      throw error;
    }
    await content.rememberLastGeneration(userId, imageTool, request, result);
    return result;
  }

  /** The file behind an image address; undefined for a wrong token or a deleted image. */
  async function read(id: string, token: string) {
    if (!uuidPattern.test(id)) return undefined;
    const [row] = await db
      .select({ data: contentItems.data })
      .from(contentItems)
      .leftJoin(accountDeletions, eq(accountDeletions.userId, contentItems.userId))
      .where(
        and(
          eq(contentItems.id, id),
          eq(contentItems.type, imageTool),
          // An image in the library's bin is not served; restoring it brings the address back.
          isNull(contentItems.deletedAt),
          // Nor is one whose owner closed the account: its links die with the account at
          // once, not when the account's data is purged weeks later.
          isNull(accountDeletions.userId),
        ),
      );
    const data = row?.data as StoredImageData | undefined;
    if (!data?.image || !sameSecret(data.image.token, token)) return undefined;
    const stored = await storage.get(data.image.storageKey);
    if (!stored) return undefined;
    return { ...stored, fileName: imageFileName(data.result) };
  }

  /**
   * A small PNG of one of the user's own images for the library list (`thumbnailWidth`
   * wide, same shape); undefined when it is not theirs, not an image, or deleted.
   */
  async function thumbnail(userId: string, id: string): Promise<Buffer | undefined> {
    if (!uuidPattern.test(id)) return undefined;
    const [row] = await db
      .select({ data: contentItems.data })
      .from(contentItems)
      .where(
        and(
          eq(contentItems.id, id),
          eq(contentItems.userId, userId),
          eq(contentItems.type, imageTool),
          isNull(contentItems.deletedAt),
        ),
      );
    const data = row?.data as StoredImageData | undefined;
    if (!data?.image) return undefined;
    // Drawn once (a few hundred milliseconds), then kept beside the image.
    const thumbnailKey = `${id}-thumbnail.png`;
    const kept = await storage.get(thumbnailKey);
    if (kept) return kept.bytes;
    const stored = await storage.get(data.image.storageKey);
    const info = stored && imageInfo(stored.bytes);
    if (!stored || !info) return undefined;
    const height = Math.max(1, Math.round((thumbnailWidth * info.height) / info.width));
    const png = await toPngOfSize(stored.bytes, info, thumbnailWidth, height);
    await storage.put(thumbnailKey, png, "image/png");
    return png;
  }

  /** The last image made on the page, while it is still in the user's library. */
  async function last(userId: string): Promise<ImageResult | undefined> {
    const remembered = await content.lastGeneration(userId, imageTool);
    const parsed = imageResultSchema.safeParse(remembered?.response);
    if (!parsed.success) return undefined;
    const [row] = await db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(
        and(
          eq(contentItems.id, parsed.data.id),
          eq(contentItems.userId, userId),
          isNull(contentItems.deletedAt),
        ),
      );
    return row ? parsed.data : undefined;
  }

  async function forgetLast(userId: string): Promise<void> {
    await content.forgetLastGeneration(userId, imageTool);
  }

  /**
   * Removes files whose library row is gone (deleted from the library, or the account
   * deleted). Files younger than `graceMs` are left: their row may be being written.
   */
  async function sweepOrphans(graceMs = 60 * 60_000): Promise<number> {
    const cutoff = deps.now().getTime() - graceMs;
    const candidates: string[] = [];
    for await (const entry of storage.list()) {
      if (entry.modifiedAt.getTime() < cutoff) candidates.push(entry.key);
    }
    let removed = 0;
    for (let start = 0; start < candidates.length; start += 500) {
      const keys = candidates.slice(start, start + 500);
      const ids = keys.map(itemIdOf).filter((id) => uuidPattern.test(id));
      const existing = new Set(
        ids.length === 0
          ? []
          : (
              await db
                .select({ id: contentItems.id })
                .from(contentItems)
                .where(inArray(contentItems.id, ids))
            ).map((row) => row.id),
      );
      for (const key of keys) {
        if (existing.has(itemIdOf(key))) continue;
        await storage.delete(key);
        removed++;
      }
    }
    return removed;
  }

  return { create, read, thumbnail, last, forgetLast, sweepOrphans, provider };
}

export type ImageService = ReturnType<typeof createImageService>;
