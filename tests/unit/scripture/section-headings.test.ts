import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bookById, bookIds, type BookId } from "@shared/scripture/books";
import type { VerseRange } from "@shared/scripture/reference";
import { sectionHeadingsFor } from "../../../server/scripture/section-headings";
import { verseOrdinal } from "../../../server/scripture/verse-ordinals";

function range(book: BookId, c1: number, v1: number, c2: number, v2: number): VerseRange {
  return { start: { book, chapter: c1, verse: v1 }, end: { book, chapter: c2, verse: v2 } };
}

/** "Heading: c:v–c:v", for comparing whole answers at a glance. */
function spans(found: ReturnType<typeof sectionHeadingsFor>): string[] {
  return found.map(
    (section) =>
      `${section.heading}: ${section.start.chapter}:${section.start.verse}–${section.end.chapter}:${section.end.verse}`,
  );
}

describe("BSB section headings", () => {
  it("clips the sections a passage meets to the passage (John 15:1–11)", () => {
    expect(spans(sectionHeadingsFor(range("John", 15, 1, 15, 11), "bsb"))).toEqual([
      "Jesus the True Vine: 15:1–15:8",
      "No Greater Love: 15:9–15:11",
    ]);
  });

  it("gives Psalm 23 its heading over the whole psalm", () => {
    expect(spans(sectionHeadingsFor(range("Ps", 23, 1, 23, 6), "bsb"))).toEqual([
      "The LORD Is My Shepherd: 23:1–23:6",
    ]);
  });

  it("gives a single verse the heading of the section it lies in", () => {
    const [section, ...others] = sectionHeadingsFor(range("John", 3, 16, 3, 16), "bsb");
    expect(others).toEqual([]);
    expect(section?.heading).toBe("Jesus and Nicodemus");
    expect(section?.start).toEqual({ book: "John", chapter: 3, verse: 16 });
  });

  it("ends a main section at the next main heading and a subsection at the next heading", () => {
    const found = sectionHeadingsFor(range("Gen", 1, 20, 2, 3), "bsb");
    expect(spans(found)).toEqual([
      "The Creation: 1:20–1:31",
      "The Fifth Day: 1:20–1:23",
      "The Sixth Day: 1:24–1:31",
      "The Seventh Day: 2:1–2:3",
    ]);
    expect(found.map((section) => section.level)).toEqual([1, 2, 2, 1]);
  });

  it("lets a heading that starts inside a verse share it with the section before", () => {
    expect(spans(sectionHeadingsFor(range("Song", 1, 2, 1, 7), "bsb")).slice(1, 4)).toEqual([
      "The Bride: 1:2–1:4",
      "The Friends: 1:4–1:4",
      "The Bride: 1:4–1:7",
    ]);
  });

  it("returns nothing for a range that runs backwards or does not exist", () => {
    expect(sectionHeadingsFor(range("John", 3, 16, 3, 1), "bsb")).toEqual([]);
    expect(sectionHeadingsFor(range("John", 30, 1, 30, 2), "bsb")).toEqual([]);
  });

  it("tiles every book from its first main heading to its last verse with main sections", () => {
    for (const book of bookIds) {
      const main = sectionHeadingsFor(
        {
          start: { book, chapter: 1, verse: 1 },
          end: lastVerse(book),
        },
        "bsb",
      ).filter((section) => section.level === 1);
      expect(main.length, book).toBeGreaterThan(0);
      for (let index = 1; index < main.length; index++) {
        const before = main[index - 1]!.end;
        const after = main[index]!.start;
        expect(
          verseOrdinal(after.book, after.chapter, after.verse) -
            verseOrdinal(before.book, before.chapter, before.verse),
          `${book}: ${main[index]!.heading}`,
        ).toBe(1);
      }
      expect(main[main.length - 1]!.end, book).toEqual(lastVerse(book));
    }
  });

  // The publisher's USFM, when the editions are checked out beside the repository (as in CI).
  const usfm = path.resolve("../shared/data/bsb/usfm/JHN.usfm");
  it.skipIf(!existsSync(usfm))(
    "starts each of John's headings at the verse after it in the USFM",
    () => {
      let chapter = 0;
      let heading: string | undefined;
      let checked = 0;
      for (const line of readFileSync(usfm, "utf8").split("\n")) {
        const c = /^\\c (\d+)/.exec(line);
        if (c) chapter = Number(c[1]);
        const s = /^\\s1 (.+)$/.exec(line);
        if (s) heading = s[1]!.trim();
        const v = /\\v (\d+)/.exec(line);
        if (v && heading) {
          const verse = Number(v[1]);
          const found = sectionHeadingsFor(range("John", chapter, verse, chapter, verse), "bsb");
          expect(found.map((section) => section.heading)).toEqual([heading]);
          expect(found[0]?.start.verse).toBe(verse);
          heading = undefined;
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(80);
    },
  );
});

function lastVerse(book: BookId): VerseRange["end"] {
  const counts = bookById(book).verseCounts;
  return { book, chapter: counts.length, verse: counts[counts.length - 1]! };
}

describe("a BSB heading that names a reading only the BSB has (held-out 29a, M2)", () => {
  const readings = JSON.parse(
    readFileSync(path.resolve("server/scripture/data/bsb-heading-readings.json"), "utf8"),
  ) as { headings: { at: string; heading: string; why: string }[] };

  it("is shown over the BSB and left out over the WEB and the KJV", () => {
    expect(readings.headings.length).toBeGreaterThan(0);
    for (const { at, heading } of readings.headings) {
      const [, name, chapter, verse] = /^(.+) (\d+):(\d+)$/.exec(at)!;
      const book = bookIds.find((id) => bookById(id)?.name === name)!;
      const where = range(book, Number(chapter), Number(verse), Number(chapter), Number(verse));
      expect(sectionHeadingsFor(where, "bsb").map((section) => section.heading)).toContain(heading);
      for (const translation of ["web", "kjv"] as const)
        expect(sectionHeadingsFor(where, translation).map((s) => s.heading)).not.toContain(heading);
    }
  });

  it("never titles a meditation over the WEB's “seventy others”", async () => {
    const { shapePassage } = await import("../../../server/generation/offline/passage-shape");
    expect(shapePassage("Luke 10:1-9", "bsb")?.heading).toBe("Jesus Sends the Seventy-Two");
    const web = shapePassage("Luke 10:1-9", "web")!;
    expect(web.whole.text).toContain("seventy others");
    expect(JSON.stringify(web)).not.toContain("Seventy-Two");
  });
});
