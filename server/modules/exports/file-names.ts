/** A short ASCII name for a file made from a title. */
export function fileSlug(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return slug || "untitled";
}

/** A Content-Disposition value that every browser reads and that no title can break. */
export function attachment(baseName: string, extension: string): string {
  const name = `${fileSlug(baseName)}.${extension}`;
  return `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
