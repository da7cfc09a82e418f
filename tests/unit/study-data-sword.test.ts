import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { markupToPlainText } from "../../server/scripture/sword/markup";
import { withStudyData } from "../../server/scripture/study/study-library";
import { openSwordLibrary } from "../../server/scripture/sword/sword-library";

/**
 * What the study data needed from the SWORD reader, checked on the installed modules:
 * chapter-blocked commentaries (TDavid), a UTF-8 lexicon whose .conf names no encoding
 * (StrongsHebrew). Skipped with the reason where the modules are not installed; in CI the
 * install script puts them in place and a missing one fails.
 */
const system = openSwordLibrary({ standardRoots: ["/usr/share/sword"] });
const available = new Set(
  system
    .modules()
    .filter((module) => module.available)
    .map((module) => module.name),
);
const needed = ["TDavid", "StrongsHebrew", "StrongsGreek"];
const missing = needed.filter((name) => !available.has(name));
const skipReason = `SKIPPED: ${missing.join(", ")} not installed (bash scripts/install-system-packages.sh)`;
const skip = missing.length > 0 && !process.env.CI;
if (skip) console.warn(`SWORD modules for the study data: ${skipReason}`);

function hasDiatheke(): boolean {
  try {
    execFileSync("diatheke", ["-b", "system", "-k", "modulelist"], { stdio: "pipe" });
    return true;
  } catch {
    return false;
  }
}

/** Words only: diatheke's plain output marks italics with "*" and spaces differently. */
const words = (text: string) => text.replace(/[*\s]+/g, " ").trim();

describe.skipIf(skip)(skip ? `study modules — ${skipReason}` : "study modules", () => {
  it("reads the Treasury of David (chapter blocks, .czv files) as diatheke does", () => {
    expect(missing).toEqual([]);
    const mine = system.commentary("TDavid")?.entry("Ps", 23, 1) ?? "";
    expect(mine).toMatch(/^Psalm 23 OVERVIEW/);
    if (!hasDiatheke()) return;
    const out = execFileSync("diatheke", ["-b", "TDavid", "-f", "plain", "-k", "Ps 23:1"], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    const theirs = out.slice("Psalms 23:1:".length, out.lastIndexOf("(TDavid)"));
    expect(words(mine).slice(0, 2000)).toBe(words(theirs).slice(0, 2000));
  });

  it("reads StrongsHebrew as UTF-8 although its .conf names no encoding", () => {
    const entry = system.dictionary("StrongsHebrew")?.entry("00430");
    expect(entry?.text.split("\n").slice(0, 2)).toEqual(["אלהים", "'ĕlôhîym"]);
  });

  it("reads StrongsGreek (declared UTF-8) unchanged", () => {
    expect(system.dictionary("StrongsGreek")?.entry("00025")?.text.split("\n")[0]).toBe("ἀγαπάω");
  });
});

describe.skipIf(skip)(skip ? `the app's library — ${skipReason}` : "the app's library", () => {
  it("reads the modules the study data does not replace from the installed library", () => {
    const library = withStudyData(system);
    expect(library.dictionary("StrongsGreek")?.entry("00025")?.key).toBe("00025");
    expect(library.text("engKJV2006eb")?.verse("John", 3, 16)).toMatch(/^For God so loved/);
    expect(library.modules().map((module) => module.name)).toContain("TDavid");
    // The committed commentary is used for MHCC: John 3:16 has an entry, unlike the module's.
    expect(system.commentary("MHCC")?.entry("John", 3, 16)).toBe("");
    expect(library.commentary("MHCC")?.entry("John", 3, 16)).toMatch(/^Verses 1-8/);
  });
});

describe("markup to plain text", () => {
  it("keeps the space where markup sat between words in a very long entry", () => {
    const long = Array.from({ length: 20_000 }, (_, i) => `<hi>word${i}</hi><lb/>next${i}`).join(
      " ",
    );
    const text = markupToPlainText(long, "OSIS", "inline");
    expect(text.split(" ")).toHaveLength(40_000);
    expect(text.startsWith("word0 next0 word1 next1")).toBe(true);
  });
});
