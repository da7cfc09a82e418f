import { describe, expect, it } from "vitest";
import { bookIds, books, type BookId } from "@shared/scripture/books";
import { lookup } from "../../../server/scripture/lookup";
import { sectionHeadingsFor } from "../../../server/scripture/section-headings";
import keyVerses from "../../../server/generation/offline/data/key-verses.json";
import { offlineDraft } from "../draft-quality/offline-engine";
import { shapePassage } from "../../../server/generation/offline/passage-shape";
import { words } from "./compared-words";

function versesOf(reference: string) {
  const found = lookup(reference, { translation: "web" });
  if (!found.ok) throw new Error(`${reference}: ${found.message}`);
  return found.passage.passages.flatMap((passage) => passage.verses);
}

const listed = new Set(
  [...keyVerses.verses, ...keyVerses.alsoMemorised, ...keyVerses.sections].flatMap((reference) =>
    versesOf(reference).map((verse) => verse.reference),
  ),
);

// Luke's genealogy is one sentence of sixteen verses: no verse of it can be quoted whole.
const noPoint = new Set(["Luke 3:23"]);

describe("the Gospels' BSB sections", () => {
  // A section holding no listed verse falls back to the verse the study data weighs most, which
  // does not follow the story (John 18:19, the high priest's question, for Peter's denials).
  it("each hold a verse of the team's key verses, every section of two verses or more", () => {
    const lacking: string[] = [];
    for (const [book, name] of [
      ["Matt", "Matthew"],
      ["Mark", "Mark"],
      ["Luke", "Luke"],
      ["John", "John"],
    ] as const) {
      const counts = books[bookIds.indexOf(book as BookId)]!.verseCounts;
      const sections = sectionHeadingsFor(
        {
          start: { book, chapter: 1, verse: 1 },
          end: { book, chapter: counts.length, verse: counts.at(-1)! },
        },
        "web",
      ).filter((section) => section.level === 1 && section.verses >= 2);
      expect(sections.length).toBeGreaterThan(50);
      for (const section of sections) {
        const start = `${name} ${section.start.chapter}:${section.start.verse}`;
        if (noPoint.has(start)) continue;
        const verses = versesOf(`${start}-${section.end.chapter}:${section.end.verse}`);
        if (!verses.some((verse) => listed.has(verse.reference)))
          lacking.push(`${section.heading} (${start})`);
      }
    }
    expect(lacking).toEqual([]);
  });
});

describe("a meditation on Peter's denials (John 18:15-27)", () => {
  const denials = ["John 18:17", "John 18:25", "John 18:27"];

  // The list names no verse of the passage as a whole (only its sections' points), so the
  // meditation dwells on the passage itself (carried-verse.test.ts); never on the high priest's
  // question, the one verse in which Peter does not appear.
  it("dwells on a verse in which Peter denies Jesus, or on the passage, never on 18:19", async () => {
    const { item } = await offlineDraft("meditation", { scripture: "John 18:15-27" });
    const { revelation, application } = item as { revelation: string; application: string };
    const dwelt = denials.filter((reference) =>
      words(revelation).includes(words(versesOf(reference)[0]!.text)),
    );
    const onPassage = application.includes("John 18:15–27") || revelation.includes("John 18:15–27");
    expect(dwelt.length > 0 || onPassage, revelation).toBe(true);
    expect(words(revelation)).not.toContain(words(versesOf("John 18:19")[0]!.text));
    expect(application).not.toContain("John 18:19");
  });
});

describe("a chapter's key verses", () => {
  // With every section given a point, the first five by the passage's order were the points of
  // Matthew 27's two- and four-verse trial sections (27:2, 27:11), quoted whole in a sermon anyway.
  it("keep the points of its long sections over those of its short ones", () => {
    const keyed = words(shapePassage("Matthew 27", "web")!.keyed.text);
    expect(keyed).toContain(words(versesOf("Matthew 27:42")[0]!.text));
    expect(keyed).toContain(words(versesOf("Matthew 27:22")[0]!.text));
  });
});
