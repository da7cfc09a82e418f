import { describe, expect, it } from "vitest";
import { bookById } from "@shared/scripture/books";
import { loadScripture } from "../../../server/scripture/bible-index";
import { comparableWords } from "../../../server/scripture/quotations";
import { openSwordLibrary } from "../../../server/scripture/sword/sword-library";
import { restoreSelah } from "../../../scripts/scripture-text-sources";
import { totalVerses, verseOrdinal, versePoint } from "../../../server/scripture/verse-ordinals";

/**
 * The embedded texts against an independent edition: CrossWire's WEB and KJV modules, as
 * Debian packages them (scripts/install-system-packages.sh installs them, so CI compares).
 */
const library = openSwordLibrary({});
const editions = { web: library.text("engWEB2015eb"), kjv: library.text("engKJV2006eb") };
const installed = editions.web !== undefined && editions.kjv !== undefined;
if (!installed)
  console.warn("Embedded texts against SWORD: SKIPPED, sword-text-web/kjv not installed");
const index = loadScripture();
const words = (text: string) => comparableWords(text).join(" ");

describe.skipIf(!installed)("the embedded texts against CrossWire's editions", () => {
  it("has every WEB verse as that edition has it, or its wording among the alternates", () => {
    const differing: string[] = [];
    for (let ordinal = 0; ordinal < totalVerses; ordinal++) {
      const point = versePoint(ordinal);
      const other = editions.web!.verse(point.book, point.chapter, point.verse) ?? "";
      const same = words(index.textAt("web", ordinal)) === words(other);
      const alternate = index.alternateText("web", ordinal);
      if (!same && words(alternate ?? "") !== words(other))
        differing.push(`${point.book}.${point.chapter}.${point.verse}`);
    }
    expect(differing).toEqual([]);
  });

  it("has “Selah” in the 74 WEB verses where the edition has it: 71 psalms and Habakkuk 3:3, 9, 13", () => {
    const withSelah: string[] = [];
    for (let ordinal = 0; ordinal < totalVerses; ordinal++) {
      const point = versePoint(ordinal);
      const other = editions.web!.verse(point.book, point.chapter, point.verse) ?? "";
      if (/\bSelah\b/.test(other)) {
        withSelah.push(`${point.book}.${point.chapter}.${point.verse}`);
        expect(index.textAt("web", ordinal)).toMatch(/\bSelah\b/);
      }
    }
    expect(withSelah.filter((osis) => osis.startsWith("Ps."))).toHaveLength(71);
    // Isaiah 16:1 names the town of Selah, in both editions.
    expect(withSelah.filter((osis) => !osis.startsWith("Ps."))).toEqual([
      "Isa.16.1",
      "Hab.3.3",
      "Hab.3.9",
      "Hab.3.13",
    ]);
    expect(index.verseText("web", "Hab", 3, 3)).toBe(
      "God came from Teman, the Holy One from Mount Paran. Selah. His glory covered the heavens, and his praise filled the earth.",
    );
  });

  it("has the KJV word for word as the edition has it, but for a few spellings", () => {
    let same = 0;
    for (let ordinal = 0; ordinal < totalVerses; ordinal++) {
      const point = versePoint(ordinal);
      const other = editions.kjv!.verse(point.book, point.chapter, point.verse) ?? "";
      if (words(index.textAt("kjv", ordinal)) === words(other)) same++;
    }
    expect(same / totalVerses).toBeGreaterThan(0.99);
    expect(bookById("Ps").name).toBe("Psalms");
  });
});

describe("restoring Selah", () => {
  it("puts it where the other edition has it, keeping the words", () => {
    expect(
      restoreSelah(
        "You uncovered your bow. You called for your sworn arrows. You split the earth with rivers.",
        "You uncovered your bow. You called for your sworn arrows. Selah. You split the earth with rivers.",
      ),
    ).toBe(
      "You uncovered your bow. You called for your sworn arrows. Selah. You split the earth with rivers.",
    );
    expect(restoreSelah("Many there are.", "Many there are. Selah.")).toBe(
      "Many there are. Selah.",
    );
    expect(restoreSelah("No pause here.", "No pause here.")).toBe("No pause here.");
    expect(verseOrdinal("Hab", 3, 13)).toBeGreaterThan(0);
  });
});
