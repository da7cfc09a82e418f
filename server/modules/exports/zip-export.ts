import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { LibraryItem } from "@shared/library/api";
import { documentToMarkdown } from "@shared/library/document";
import { fileSlug } from "./file-names";
import { printableDocument } from "./printable-document";
import { pacer } from "./streaming";
import type { ZipImageFile } from "./zip-images";

const encoder = new TextEncoder();

/** One item as it appears in kingdom-content.json. */
function jsonEntry(item: LibraryItem) {
  return {
    id: item.id,
    type: item.type,
    title: item.title,
    scripture: item.scripture,
    preview: item.preview,
    content: item.content,
    createdAt: item.createdAt,
    data: item.data,
  };
}

/**
 * "Export All Content": one Markdown file per item, the picture of each image, plus one
 * JSON file with everything,
 * as a zip written while the library is read a page at a time. `pages` is called twice
 * (the Markdown files, then the JSON file), so memory holds one page and one file's
 * compressed output whatever the library's size.
 */
export async function* libraryZip(
  pages: () => AsyncIterable<LibraryItem[]>,
  exportedAt: Date,
  imageFile?: (item: LibraryItem) => Promise<ZipImageFile | undefined>,
): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  function* take() {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift()!;
  }
  const pause = pacer();

  for await (const page of pages()) {
    for (const item of page) {
      const name = `kingdom-content/${item.createdAt.slice(0, 10)}-${item.type}-${fileSlug(item.title)}-${item.id.slice(0, 8)}.md`;
      const file = new ZipDeflate(name, { level: 6 });
      file.mtime = new Date(item.createdAt);
      zip.add(file);
      file.push(encoder.encode(documentToMarkdown(printableDocument(item))), true);
      const picture = await imageFile?.(item);
      if (picture) {
        // PNG is compressed already: stored as it is.
        const stored = new ZipPassThrough(`kingdom-content/${picture.name}`);
        stored.mtime = picture.date;
        zip.add(stored);
        stored.push(picture.bytes, true);
      }
      yield* take();
      await pause();
    }
  }

  const json = new ZipDeflate("kingdom-content.json", { level: 6 });
  json.mtime = exportedAt;
  zip.add(json);
  json.push(
    encoder.encode(`{\n  "exportedAt": ${JSON.stringify(exportedAt.toISOString())},\n  "items": [`),
  );
  let count = 0;
  for await (const page of pages()) {
    for (const item of page) {
      const entry = JSON.stringify(jsonEntry(item), null, 2).replace(/\n/g, "\n    ");
      json.push(encoder.encode(`${count === 0 ? "" : ","}\n    ${entry}`));
      count += 1;
      yield* take();
      await pause();
    }
  }
  json.push(encoder.encode(`${count === 0 ? "" : "\n  "}],\n  "count": ${count}\n}\n`), true);
  zip.end();
  yield* take();
}
