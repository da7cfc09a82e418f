import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { LibraryItem } from "@shared/library/api";
import type { PackView } from "@shared/tools/week-pack/schemas";
import { draftNote } from "@shared/library/document";
import type { Translation } from "@shared/scripture/translations";
import { postHeading } from "@shared/tools/week-pack/text";
import { renderDocx } from "../exports/docx-document";
import { fileSlug } from "../exports/file-names";
import { renderPdf } from "../exports/pdf-document";
import { printableDocument } from "../exports/printable-document";
import { renderSlides } from "./slides";

const encoder = new TextEncoder();

interface Post {
  platform: string;
  day: string;
  time: string;
  content: string;
}

function postsText(result: Record<string, unknown>): string {
  const posts = (Array.isArray(result.posts) ? result.posts : []) as Post[];
  return `${posts.map((post) => `${postHeading(post)}\n\n${post.content}\n`).join("\n----\n\n")}\n${draftNote}\n`;
}

/**
 * The whole pack as a zip, written a file at a time (the streamed way of the library's
 * export): a PDF and a Word file per piece, the slides as .pptx, the posts as plain text.
 */
export async function* packZip(
  pack: PackView,
  itemOf: (id: string) => Promise<LibraryItem | undefined>,
  translation: Translation,
  now: Date,
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
  const folder = `week-pack-${fileSlug(pack.outline.title)}`;
  const stored = (name: string, bytes: Uint8Array) => {
    const file = new ZipPassThrough(`${folder}/${name}`);
    file.mtime = now;
    zip.add(file);
    file.push(bytes, true);
  };
  let order = 0;
  for (const piece of pack.pieces) {
    if (!piece.itemId) continue;
    const item = await itemOf(piece.itemId);
    if (!item) continue;
    order += 1;
    const base = `${String(order).padStart(2, "0")}-${piece.id}`;
    const doc = printableDocument(item);
    stored(`${base}.pdf`, await renderPdf(doc));
    stored(`${base}.docx`, await renderDocx(doc));
    if (piece.id === "slides" && piece.result)
      stored(`${base}.pptx`, await renderSlides(piece.result, translation));
    if (piece.id === "social" && piece.result) {
      const file = new ZipDeflate(`${folder}/${base}.txt`, { level: 6 });
      file.mtime = now;
      zip.add(file);
      file.push(encoder.encode(postsText(piece.result)), true);
    }
    yield* take();
  }
  zip.end();
  yield* take();
}
