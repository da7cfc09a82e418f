import { writingToolKeys, writingTools } from "../tools";
import { packPieceTypeKeys, packPieceTypes } from "../tools/week-pack/definition";

/**
 * The kinds of item the library holds: one list for the type filter, the count tiles and
 * the API's validation. Each writing tool saves items of its own key (so the scripture
 * meditation's are stored as "meditation"); "image" is saved by the image creator.
 */
export const libraryContentTypes = [...writingToolKeys, "image", ...packPieceTypeKeys] as const;

export type LibraryContentType = (typeof libraryContentTypes)[number];

export const contentTypeLabels = {
  ...Object.fromEntries(writingToolKeys.map((key) => [key, writingTools[key].library])),
  image: { one: "Image", many: "Images" },
  ...Object.fromEntries(packPieceTypeKeys.map((key) => [key, packPieceTypes[key].library])),
} as Record<LibraryContentType, { one: string; many: string }>;

export function isLibraryContentType(value: string): value is LibraryContentType {
  return (libraryContentTypes as readonly string[]).includes(value);
}

export function contentTypeLabel(type: string): string {
  return isLibraryContentType(type) ? contentTypeLabels[type].one : "Item";
}
