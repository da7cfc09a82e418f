import type { LibraryItem } from "@shared/library/api";
import type { ImageStorage } from "../images/storage";
import { fileSlug } from "./file-names";

export interface ZipImageFile {
  /** Path inside the zip, beside the item's Markdown file. */
  name: string;
  bytes: Buffer;
  date: Date;
}

/** Where an image item's file is stored, from what the image creator saved with it. */
function storageKeyOf(item: LibraryItem): string | undefined {
  if (item.type !== "image") return undefined;
  const key = (item.data as { image?: { storageKey?: unknown } } | null)?.image?.storageKey;
  return typeof key === "string" ? key : undefined;
}

/**
 * The picture file of an image item, for "Export All Content" to put in the zip under the
 * item's name. A file missing from storage is left out; its description is still in the
 * Markdown and JSON.
 */
export async function imageFileOf(
  item: LibraryItem,
  storage: ImageStorage,
): Promise<ZipImageFile | undefined> {
  const key = storageKeyOf(item);
  if (!key) return undefined;
  const stored = await storage.get(key);
  if (!stored) return undefined;
  const extension = key.slice(key.lastIndexOf(".") + 1);
  return {
    name: `${item.createdAt.slice(0, 10)}-${item.type}-${fileSlug(item.title)}-${item.id.slice(0, 8)}.${extension}`,
    bytes: stored.bytes,
    date: new Date(item.createdAt),
  };
}
