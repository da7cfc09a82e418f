import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import type { LibraryItem } from "@shared/library/api";
import { loadScripture } from "../../../server/scripture/bible-index";
import { renderDocx } from "../../../server/modules/exports/docx-document";
import { printableDocument } from "../../../server/modules/exports/printable-document";
import { resultScripture, resultTitle, resultToText } from "@shared/tools/result-text";
import { evaluationSet, formRequest } from "../../../scripts/evaluate-offline-drafts";
import { offlineDraft } from "../draft-quality/offline-engine";

const index = loadScripture();

/** A saved sermon on `scripture` whose words cite `content`'s references, checked in the WEB. */
function savedSermon(scripture: string, content: string): LibraryItem {
  return {
    id: "item-1",
    type: "sermon",
    title: "A sermon",
    scripture,
    createdAt: "2026-11-01T00:00:00.000Z",
    updatedAt: "2026-11-01T00:00:00.000Z",
    content,
    data: { scriptureCheck: { translation: "web" } },
  } as unknown as LibraryItem;
}

/** The Word file's text, without its markup. */
async function wordText(item: LibraryItem): Promise<string> {
  const zip = await JSZip.loadAsync(await renderDocx(printableDocument(item)));
  const xml = await zip.file("word/document.xml")!.async("string");
  return xml.replace(/<[^>]+>/g, "");
}

function times(text: string, part: string): number {
  return text.split(part).length - 1;
}

describe("an export's Scripture text prints each verse once", () => {
  // A sermon walking through its passage cites each part of it: the passage's text, printed
  // first, already holds every one of them (Luke 7:11-17 printed its verses three times).
  const walk = savedSermon(
    "Luke 7:11-17",
    "First, the procession (Luke 7:11-13). Then the word (Luke 7:14-16). The report (Luke 7:17). " +
      "See his compassion again (Luke 7:13). Compare Jesus at Lazarus' tomb (John 11:35) and the next verse (Luke 7:18).",
  );

  it("leaves out a part of the passage already printed with it", () => {
    const printed = printableDocument(walk).scripture.map((verse) => verse.reference);
    expect(printed).toHaveLength(3);
    expect(printed[0]).toMatch(/^Luke 7:11.17$/);
    expect(printed.slice(1).join(" ")).toMatch(/John 11:35.*Luke 7:18/);
  });

  it("prints a verse of the passage once in the Word file", async () => {
    const text = await wordText(walk);
    // Verse 14's words are cited by no sentence of the sermon: only the Scripture text has them.
    const verse14 = index.verseText("web", "Luke", 7, 14)!.slice(0, 40);
    expect(times(text, verse14)).toBe(1);
    const verse13 = index.verseText("web", "Luke", 7, 13)!.slice(0, 40);
    expect(times(text, verse13)).toBe(1);
  });

  it("keeps the larger of two references one of which holds the other, with no passage named", () => {
    const printed = printableDocument(
      savedSermon("", "God so loved the world (John 3:16). Read on (John 3:16-18)."),
    ).scripture.map((verse) => verse.reference);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/^John 3:16.18$/);
  });

  it("keeps a verse the passage's printed text does not reach (a long passage is cut)", () => {
    const printed = printableDocument(
      savedSermon("Psalm 119", "Your word is a lamp to my feet (Psalm 119:105)."),
    ).scripture.map((verse) => verse.reference);
    expect(printed).toEqual(["Psalm 119", "Psalm 119:105"]);
  });
});

describe("an export does not print again the passage a section of the draft prints", () => {
  async function exported(id: string) {
    const entry = evaluationSet().find((each) => each.id === id)!;
    const { item } = await offlineDraft(entry.tool, formRequest(entry));
    const result = item as never;
    const saved = {
      id,
      type: entry.tool,
      title: resultTitle(entry.tool, result),
      scripture: resultScripture(entry.tool, result) || entry.request.scripture!,
      createdAt: "2026-11-01T00:00:00.000Z",
      updatedAt: "2026-11-01T00:00:00.000Z",
      content: resultToText(entry.tool, result),
      data: { result, scriptureCheck: { translation: "web" } },
    } as unknown as LibraryItem;
    return { text: await wordText(saved), doc: printableDocument(saved) };
  }

  it("prints a meditation's passage once, naming its translation", async () => {
    // The meditation's first section is Ezekiel 37:1-14 whole; the block after it was too.
    const { text, doc } = await exported("meditation-08");
    expect(times(text, index.verseText("web", "Ezek", 37, 2)!.slice(0, 40))).toBe(1);
    expect(doc.scriptureSource).toMatch(/World English Bible/);
    expect(text).toContain(doc.scriptureSource!);
  });

  it("keeps a sermon's passage, whose points quote it a part at a time", async () => {
    const { doc } = await exported("sermon-05");
    expect(doc.scripture.map((verse) => verse.reference)).toContain("Luke 15:11–32");
  });
});

describe("a guide whose 'Read together' is one short verse with its citation", () => {
  it("prints the verse once: the citation is not counted as more of the section's text", () => {
    const verse = index.verseText("web", "2Cor", 5, 7)!;
    const guide = {
      id: "guide-1",
      type: "small-group-guide",
      title: "Small group: Faith Versus Sight",
      scripture: "2 Corinthians 5:7",
      createdAt: "2026-11-01T00:00:00.000Z",
      updatedAt: "2026-11-01T00:00:00.000Z",
      content: "",
      data: {
        result: {
          title: "Small group: Faith Versus Sight",
          scripture: "2 Corinthians 5:7",
          openingQuestion: "Think of a time this week when you needed good news.",
          passageText: `7 ${verse} (2 Corinthians 5:7, WEB)`,
        },
        scriptureCheck: { translation: "web" },
      },
    } as unknown as LibraryItem;
    const doc = printableDocument(guide);
    expect(doc.sections.map((section) => section.heading)).toContain("Read together");
    expect(doc.scripture).toEqual([]);
    expect(doc.scriptureSource).toMatch(/World English Bible/);
  });
});
