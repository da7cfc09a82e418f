import JSZip from "jszip";
import type { LibraryItem } from "@shared/library/api";
import { documentToMarkdown } from "@shared/library/document";
import { fileSlug } from "./file-names";
import { printableDocument } from "./printable-document";

/** "Export All Content": one Markdown file per item plus one JSON file with everything. */
export async function renderLibraryZip(items: LibraryItem[], exportedAt: Date): Promise<Buffer> {
  const zip = new JSZip();
  const folder = zip.folder("kingdom-content")!;
  for (const item of items) {
    const name = `${item.createdAt.slice(0, 10)}-${item.type}-${fileSlug(item.title)}-${item.id.slice(0, 8)}.md`;
    folder.file(name, documentToMarkdown(printableDocument(item)), {
      date: new Date(item.createdAt),
    });
  }
  const json = {
    exportedAt: exportedAt.toISOString(),
    count: items.length,
    items: items.map((item) => ({
      id: item.id,
      type: item.type,
      title: item.title,
      scripture: item.scripture,
      preview: item.preview,
      content: item.content,
      createdAt: item.createdAt,
      data: item.data,
    })),
  };
  zip.file("kingdom-content.json", JSON.stringify(json, null, 2));
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}
