import fc from "fast-check";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import type { LibraryItem } from "@shared/library/api";
import { resultTitle, resultToText } from "@shared/tools/result-text";
import { renderDocx } from "../../server/modules/exports/docx-document";
import { printableDocument } from "../../server/modules/exports/printable-document";
import { evaluationSet } from "../../scripts/evaluate-offline-drafts";
import { offlineDraft } from "./draft-quality/offline-engine";

const opening = (text: string) => [...text].filter((mark) => mark === "“").length;
const closing = (text: string) => [...text].filter((mark) => mark === "”").length;

/** Whether `title` (less its "…" and closing marks) ends where a word of `line` ends. */
function endsAtWord(title: string, line: string): boolean {
  const kept = title.replace(/…[”’]*$/u, "");
  expect(line.startsWith(kept)).toBe(true);
  return !/[\p{L}\p{N}]/u.test(line[kept.length] ?? "");
}

describe("a title made from a result's first line", () => {
  it("ends at a whole word with its quotation closed, in the library and the Word file", async () => {
    // A social post with no event opens with its verse: the post's first line is the title.
    const entry = evaluationSet().find((each) => each.id === "social-01")!;
    const { item } = await offlineDraft("social", entry.request);
    const result = item as never;
    const line = resultToText("social", result).split("\n")[0]!;
    expect(line.length).toBeGreaterThan(80);
    const title = resultTitle("social", result);
    expect(title.length).toBeLessThanOrEqual(80);
    expect(endsAtWord(title, line)).toBe(true);
    expect(closing(title)).toBe(opening(title));

    const saved = {
      id: "item-1",
      type: "social",
      title,
      scripture: "",
      createdAt: "2026-11-01T00:00:00.000Z",
      updatedAt: "2026-11-01T00:00:00.000Z",
      content: resultToText("social", result),
      data: { result, scriptureCheck: { translation: "web" } },
    } as unknown as LibraryItem;
    const zip = await JSZip.loadAsync(await renderDocx(printableDocument(saved)));
    const xml = await zip.file("word/document.xml")!.async("string");
    expect(xml.replace(/<[^>]+>/g, "")).toContain(title);
  });

  it("is cut at a word end for any long first line, and left whole when short", () => {
    const word = fc.oneof(
      fc.string({ unit: fc.constantFrom(..."abcdéXY"), minLength: 1, maxLength: 12 }),
      fc.constantFrom("Yahweh’s", "“Come to me and rest.”", "—"),
    );
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 30 }), (words) => {
        const line = words.join(" ");
        const title = resultTitle("social", { content: line } as never);
        if (line.length <= 80) return title === line;
        return title.length <= 80 && (words[0]!.length > 40 || endsAtWord(title, line));
      }),
    );
  });
});
