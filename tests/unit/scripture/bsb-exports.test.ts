import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import type { LibraryItem } from "@shared/library/api";
import { documentToMarkdown, documentToText } from "@shared/library/document";
import type { Translation } from "@shared/scripture/translations";
import { loadScripture } from "../../../server/scripture/bible-index";
import { renderDocx } from "../../../server/modules/exports/docx-document";
import { printableDocument } from "../../../server/modules/exports/printable-document";

const index = loadScripture();

/** A saved meditation on Psalm 23:1, checked in `translation` when one is given. */
function savedItem(translation?: Translation): LibraryItem {
  return {
    id: "item-1",
    type: "meditation",
    title: "The Shepherd",
    scripture: "Psalm 23:1",
    createdAt: "2026-11-01T00:00:00.000Z",
    updatedAt: "2026-11-01T00:00:00.000Z",
    content: "Rest in the Shepherd's care.",
    data: translation ? { scriptureCheck: { translation, references: [] } } : {},
  } as unknown as LibraryItem;
}

describe("exports of an item checked in the BSB", () => {
  it("print the verse in the BSB and name the Berean Standard Bible under it", async () => {
    const doc = printableDocument(savedItem("bsb"));
    expect(doc.scripture[0]?.text).toBe(index.verseText("bsb", "Ps", 23, 1));
    expect(doc.scriptureSource).toMatch(/Berean Standard Bible \(BSB\)/);
    expect(documentToMarkdown(doc)).toContain("Berean Standard Bible");
    expect(documentToText(doc)).toContain("Berean Standard Bible");
    const zip = await JSZip.loadAsync(await renderDocx(doc));
    const xml = await zip.file("word/document.xml")!.async("string");
    expect(xml.replace(/<[^>]+>/g, "")).toContain("Berean Standard Bible");
  });

  it("name the WEB for an item checked before a translation was stored, and the KJV for the KJV", () => {
    const web = printableDocument(savedItem());
    expect(web.scripture[0]?.text).toBe(index.verseText("web", "Ps", 23, 1));
    expect(web.scriptureSource).toMatch(/World English Bible/);
    const kjv = printableDocument(savedItem("kjv"));
    expect(kjv.scripture[0]?.text).toBe(index.verseText("kjv", "Ps", 23, 1));
    expect(kjv.scriptureSource).toMatch(/King James Version/);
    expect(kjv.scriptureSource).not.toMatch(/public domain/);
  });
});
