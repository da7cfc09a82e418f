import { describe, expect, it } from "vitest";
import type { LibraryItem } from "@shared/library/api";
import { pieceToText } from "@shared/tools/week-pack/text";
import { packContext } from "../../../server/generation/offline/week-pack/context";
import { composeChildrensLesson } from "../../../server/generation/offline/week-pack/study-pieces";
import { printableDocument } from "../../../server/modules/exports/printable-document";
import { loadScripture } from "../../../server/scripture/bible-index";
import { romansOutline } from "./fixtures";

const index = loadScripture();

/** The children's lesson on `passage` for 6-8s, saved as the pack page saves a piece. */
function savedLesson(passage: string): { item: LibraryItem; text: string } {
  const context = packContext({ ...romansOutline, passage, ageBand: "6-8" }, "web")!;
  const result = composeChildrensLesson(context);
  const text = pieceToText("childrens-lesson", result);
  const item = {
    id: "lesson-1",
    type: "childrens-lesson",
    title: result.title,
    scripture: passage,
    createdAt: "2026-11-01T00:00:00.000Z",
    updatedAt: "2026-11-01T00:00:00.000Z",
    content: text,
    data: { result, scriptureCheck: { translation: "web" }, source: "offline" },
  } as unknown as LibraryItem;
  return { item, text };
}

/** A printed reference's verse text as one run of words, lower case, for finding it elsewhere. */
const flat = (text: string) => (text.toLowerCase().match(/[a-z]+/g) ?? []).join(" ");

const dashed = (reference: string) => reference.replace(/[–—-]/g, "-");

describe("a children's lesson's printed Scripture text (issue 34)", () => {
  it("prints no verse of a passage the lesson reads none of (Deuteronomy 7:20's hornets)", () => {
    const { item, text } = savedLesson("Deuteronomy 7:20");
    // The lesson names the passage, for the leader, without reading it.
    expect(text).toContain("Deuteronomy 7:20");
    const printed = printableDocument(item).scripture;
    const hornets = flat(index.verseText("web", "Deut", 7, 20)!);
    expect(printed.map((verse) => flat(verse.text)).join(" ")).not.toContain(hornets.slice(0, 40));
  });

  it("prints the verses of the lost son the lesson quotes, not the angry brother's", () => {
    const { item, text } = savedLesson("Luke 15:11-32");
    const printed = printableDocument(item).scripture;
    expect(printed.length).toBeGreaterThan(0);
    const angry = flat(index.verseText("web", "Luke", 15, 28)!);
    expect(printed.map((verse) => flat(verse.text)).join(" ")).not.toContain(angry);
    // Each printed reference is one the lesson gives a quotation with.
    for (const verse of printed)
      expect(dashed(text), verse.reference).toContain(`” (${dashed(verse.reference)})`);
  });

  it("prints of a verse learnt by a part only that part (Esther 4:14, not its “will perish”)", () => {
    const { item, text } = savedLesson("Esther 4:12-17");
    const verse = flat(index.verseText("web", "Esth", 4, 14)!);
    const [warning, calling] = [verse.indexOf("but you and"), verse.indexOf("who knows")];
    expect(warning).toBeGreaterThan(0);
    // The lesson gives the verse's question to learn, cited by the verse…
    expect(flat(text)).toContain(verse.slice(calling));
    expect(text).toContain("(Esther 4:14)");
    // …and its printed copy none of the verse's warning.
    const printed = printableDocument(item)
      .scripture.map((one) => flat(one.text))
      .join(" ");
    expect(printed).not.toContain(verse.slice(warning, calling));
    expect(flat(text)).not.toContain(verse.slice(warning, calling));
  });

  it("still prints the verses a lesson reads (Psalm 23)", () => {
    const { item, text } = savedLesson("Psalm 23:1-6");
    const printed = printableDocument(item).scripture;
    expect(printed.length).toBeGreaterThan(0);
    const first = [...text.matchAll(/“([^”]+)” \(([^)]+)\)/g)][0]!;
    const words = flat(first[1]!).split(" ").slice(0, 6).join(" ");
    expect(printed.map((verse) => flat(verse.text)).join(" ")).toContain(words);
  });
});
