import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bookIds, books } from "@shared/scripture/books";
import { aiSettingsSchema, translationChoices } from "@shared/settings/settings";
import { translationIds, translations } from "@shared/scripture/translations";
import { loadScripture } from "../../../server/scripture/bible-index";
import { checkScripture } from "../../../server/scripture/check-scripture";
import { lookup } from "../../../server/scripture/lookup";
import { comparableWords } from "../../../server/scripture/quotations";
import { missingVerseNote } from "../../../server/scripture/verse-numbering";
import { totalVerses, verseOrdinal, versePoint } from "../../../server/scripture/verse-ordinals";
import { movedVerseBreaks, paratextCodes, readTextEdition } from "../../../scripts/bsb-editions";

const index = loadScripture();
const words = (text: string) => comparableWords(text).join(" ");

/** The two editions, when checked out beside the repository (as CI does): ../shared/data/bsb. */
const editions = path.resolve("../shared/data/bsb");
const present = existsSync(path.join(editions, "BSB.txt"));
if (!present) console.warn("BSB against its editions: SKIPPED, ../shared/data/bsb is not there");

function lookedUp(reference: string): string {
  const outcome = lookup(reference, { translation: "bsb" });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.passage.text;
}

describe("the Berean Standard Bible", () => {
  it("is offered as the third translation, by its name", () => {
    expect(translationIds).toContain("bsb");
    expect(translations.bsb.name).toBe("Berean Standard Bible");
  });

  it("looks verses up in the BSB's words, as BSB.txt (the other edition) prints them", () => {
    // From BSB.txt (scrollmapper/bible_databases), not from the USFM the data is built from.
    expect(lookedUp("John 3:16")).toBe(
      "For God so loved the world that He gave His one and only Son, that everyone who believes in Him shall not perish but have eternal life.",
    );
    expect(lookedUp("Psalm 23:4")).toBe(
      "Even though I walk through the valley of the shadow of death, I will fear no evil, for You are with me; Your rod and Your staff, they comfort me.",
    );
    expect(index.verseText("web", "Ps", 23, 1)).not.toBe(index.verseText("bsb", "Ps", 23, 1));
  });

  it("leaves Psalm titles out of verse 1, as the KJV and WEB texts do", () => {
    expect(index.verseText("bsb", "Ps", 23, 1)).toBe("The LORD is my shepherd; I shall not want.");
    expect(index.verseText("bsb", "Ps", 3, 1)).not.toMatch(/Psalm of David/);
  });

  it("fills the KJV's verse numbering: every chapter's last verse has text, and only the verses it leaves out are empty, each explained", () => {
    const empty: string[] = [];
    for (let ordinal = 0; ordinal < totalVerses; ordinal++) {
      if (index.textAt("bsb", ordinal)) continue;
      const point = versePoint(ordinal);
      empty.push(`${point.book}.${point.chapter}.${point.verse}`);
      expect(
        missingVerseNote("bsb", point.book, point.chapter, point.verse),
        `${point.book} ${point.chapter}:${point.verse}`,
      ).toMatch(/not in the Berean Standard Bible/);
    }
    // The sixteen verses modern critical texts leave out, all in the New Testament.
    expect(empty).toHaveLength(16);
    expect(empty.every((osis) => bookIds.indexOf(osis.split(".")[0] as never) >= 39)).toBe(true);
    for (const book of books) {
      book.verseCounts.forEach((count, chapter) => {
        expect(
          index.verseText("bsb", book.id, chapter + 1, count),
          `${book.id} ${chapter + 1}`,
        ).not.toBe("");
      });
    }
  });

  it("keeps the earlier revision's wording (BSB.txt) where its words differ, so quotations of either are recognised", () => {
    const ordinal = verseOrdinal("Gen", 1, 21);
    expect(index.textAt("bsb", ordinal)).toMatch(/every winged bird after its kind/);
    expect(index.alternateText("bsb", ordinal)).toMatch(/every bird of flight after its kind/);
    expect(index.alternateText("bsb", verseOrdinal("John", 3, 16))).toBeUndefined();
  });

  it("accepts bsb as the preferred translation in Settings and refuses one it does not have", () => {
    expect(aiSettingsSchema.parse({ translation: "bsb" }).translation).toBe("bsb");
    expect(aiSettingsSchema.safeParse({ translation: "niv" }).success).toBe(false);
    // The choice Settings' select and the checker's offer, as the issue names it.
    expect(translationChoices).toContainEqual(
      expect.objectContaining({ value: "bsb", label: "Berean Standard Bible (BSB)" }),
    );
  });

  it("checks a quotation tagged (BSB) against the BSB, with WEB as the chosen translation", () => {
    const exact = checkScripture(
      "“Even though I walk through the valley of the shadow of death, I will fear no evil, for You are with me” (Psalm 23:4 BSB).",
      { translation: "web" },
    );
    const [reference] = exact.references;
    expect(reference?.quoted?.translation).toBe("bsb");
    expect(reference?.quoted?.matches).toBe(true);
    const changed = checkScripture(
      "“Even though I walk through the valley of the shadow of death, I will fear every evil, for You are with me” (Psalm 23:4 BSB).",
      { translation: "web" },
    );
    expect(changed.references[0]?.quoted?.matches).toBe(false);
    expect(changed.references[0]?.quoted?.translation).toBe("bsb");
  });

  it("checks BSB wording as exact when the BSB is the chosen translation", () => {
    const check = checkScripture(
      "Jesus said, “I am the vine and you are the branches. The one who remains in Me, and I in him, will bear much fruit. For apart from Me you can do nothing” (John 15:5).",
      { translation: "bsb" },
    );
    expect(check.translation).toBe("bsb");
    expect(check.references[0]?.quoted?.matches).toBe(true);
    expect(check.references[0]?.text).toBe(index.verseText("bsb", "John", 15, 5));
  });
});

describe.skipIf(!present)("the BSB data against its two editions", () => {
  it("has, verse by verse, BSB.txt's words, its wording among the alternates, or the same words at another verse break", () => {
    const edition = readTextEdition(editions);
    const other = Array.from({ length: totalVerses }, (_, ordinal) => {
      const point = versePoint(ordinal);
      return edition[bookIds.indexOf(point.book)]!.get(`${point.chapter}:${point.verse}`) ?? "";
    });
    const shipped = Array.from({ length: totalVerses }, (_, ordinal) =>
      index.textAt("bsb", ordinal),
    );
    const moved = movedVerseBreaks(shipped, other, words);
    const differing: string[] = [];
    for (let ordinal = 0; ordinal < totalVerses; ordinal++) {
      const point = versePoint(ordinal);
      const alternate = index.alternateText("bsb", ordinal);
      if (words(shipped[ordinal]!) === words(other[ordinal]!) || moved.has(ordinal)) continue;
      if (words(alternate ?? "") !== words(other[ordinal]!))
        differing.push(`${point.book}.${point.chapter}.${point.verse}`);
    }
    expect(differing).toEqual([]);
    // 120 verses at 55 places, mostly lists (Numbers, Joshua, 1 Chronicles, Ezra) broken elsewhere.
    expect(moved.size).toBe(120);
    expect(moved.has(verseOrdinal("Num", 1, 32))).toBe(true);
  });

  it("numbers every USFM verse as the KJV does: the same chapters, and each chapter's last verse", () => {
    bookIds.forEach((book, bookIndex) => {
      const source = readFileSync(
        path.join(editions, "usfm", `${paratextCodes[bookIndex]}.usfm`),
        "utf8",
      );
      const lastVerse = new Map<number, number>();
      let chapter = 0;
      for (const match of source.matchAll(/\\c (\d+)|\\v (\d+)/g)) {
        if (match[1]) chapter = Number(match[1]);
        else lastVerse.set(chapter, Math.max(lastVerse.get(chapter) ?? 0, Number(match[2])));
      }
      const counts = books[bookIndex]!.verseCounts;
      expect(lastVerse.size, book).toBe(counts.length);
      counts.forEach((count, at) => expect(lastVerse.get(at + 1), `${book} ${at + 1}`).toBe(count));
    });
  });
});
