/**
 * The kinds of item the library holds: one list for the type filter, the count tiles and
 * the API's validation. "image" is saved by the image creator.
 */
export const libraryContentTypes = [
  "sermon",
  "prayer",
  "devotional",
  "email",
  "social",
  "meditation",
  "image",
] as const;

export type LibraryContentType = (typeof libraryContentTypes)[number];

export const contentTypeLabels: Record<LibraryContentType, { one: string; many: string }> = {
  sermon: { one: "Sermon", many: "Sermons" },
  prayer: { one: "Prayer", many: "Prayers" },
  devotional: { one: "Devotional", many: "Devotionals" },
  email: { one: "Email", many: "Emails" },
  social: { one: "Social post", many: "Social posts" },
  meditation: { one: "Meditation", many: "Meditations" },
  image: { one: "Image", many: "Images" },
};

export function isLibraryContentType(value: string): value is LibraryContentType {
  return (libraryContentTypes as readonly string[]).includes(value);
}

export function contentTypeLabel(type: string): string {
  return isLibraryContentType(type) ? contentTypeLabels[type].one : "Item";
}
