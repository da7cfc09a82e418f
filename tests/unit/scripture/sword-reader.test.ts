import { execFileSync } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { BookId } from "@shared/scripture/books";
import { markupToPlainText } from "../../../server/scripture/sword/markup";
import { openSwordLibrary } from "../../../server/scripture/sword/sword-library";
import { totalVerses, versePoint } from "../../../server/scripture/verse-ordinals";

const systemRoot = "/usr/share/sword";
const modules = ["engWEB2015eb", "engKJV2006eb", "Nave", "MHCC"];

function hasDiatheke(): boolean {
  try {
    execFileSync("diatheke", ["-b", "system", "-k", "modulelist"], { stdio: "pipe" });
    return true;
  } catch {
    return false;
  }
}

const system = openSwordLibrary({ standardRoots: [systemRoot] });
const installed = new Set(
  system
    .modules()
    .filter((module) => module.available)
    .map((module) => module.name),
);
const install =
  "apt-get install -y diatheke sword-text-web sword-text-kjv sword-dict-naves sword-comm-mhcc";
/** Without diatheke there is nothing to compare with; CI installs it, so there the tests run. */
const diathekeInstalled = hasDiatheke();
const skipReason = `SKIPPED: diatheke is not installed (${install})`;
if (!diathekeInstalled) console.warn(`SWORD reader against diatheke: ${skipReason}`);

/** diatheke's plain output for one key, without the key it prints first. */
function diatheke(module: string, key: string, swordPath?: string): string {
  const out = execFileSync("diatheke", ["-b", module, "-f", "plain", "-k", key], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, ...(swordPath ? { SWORD_PATH: swordPath } : {}) },
  });
  return out.slice(0, out.lastIndexOf(`(${module})`));
}

/** diatheke's verses for a range, by "chapter:verse" (headings printed before a key are dropped). */
function diathekeVerses(module: string, key: string): Map<string, string> {
  const out = diatheke(module, key);
  const keys = [...out.matchAll(/^\s*\S.*? (\d+):(\d+): /gm)];
  return new Map(
    keys.map((match, index) => [
      `${match[1]}:${match[2]}`,
      out.slice((match.index ?? 0) + match[0].length, keys[index + 1]?.index ?? out.length),
    ]),
  );
}

/** diatheke's entries for a list of keys ("Gen 1:1; Exod 3:14"), in the order it printed them. */
function diathekeList(module: string, keys: readonly string[]): Array<[string, string]> {
  const out = diatheke(module, keys.join("; "));
  const found = [...out.matchAll(/^\S.*? (\d+):(\d+): /gm)];
  return found.map((match, index) => [
    `${match[1]}:${match[2]}`,
    out.slice((match.index ?? 0) + match[0].length, found[index + 1]?.index ?? out.length),
  ]);
}

/** 60 verses spread evenly over the whole Bible, one in each stretch of ~520 verses. */
const sampleVerses = Array.from({ length: 60 }, (_, i) =>
  versePoint(Math.floor((i * totalVerses) / 60) + 7 * i),
);

let correctedMhcc: string | undefined;
/**
 * A private SWORD_PATH whose MHCC .conf names the right driver: the packaged one says zCom4,
 * which diatheke then cannot read (the reader does not need it).
 */
function correctedMhccPath(): string {
  if (correctedMhcc) return correctedMhcc;
  const swordPath = mkdtempSync(path.join(tmpdir(), "kt-sword-"));
  mkdirSync(path.join(swordPath, "mods.d"));
  symlinkSync(path.join(systemRoot, "modules"), path.join(swordPath, "modules"));
  const conf = readFileSync(path.join(systemRoot, "mods.d", "mhcc.conf"), "utf8");
  expect(conf).toMatch(/^ModDrv=zCom4$/m);
  writeFileSync(
    path.join(swordPath, "mods.d", "mhcc.conf"),
    conf.replace(/^ModDrv=zCom4$/m, "ModDrv=zCom"),
  );
  correctedMhcc = swordPath;
  return swordPath;
}

/** Spacing aside: diatheke leaves words glued where notes were ("Godcreated"). */
const squash = (text: string) => text.replace(/[\s¶]+/g, "");
/** Letters and digits only, for entries whose layout (bullets, line breaks) differs. */
const lettersOnly = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, "");

const chapters: Array<[BookId, number, string]> = [
  ["Gen", 1, "Gen 1"],
  ["Exod", 20, "Exod 20"],
  ["Isa", 53, "Isa 53"],
  ["Matt", 5, "Matt 5"],
  ["John", 3, "John 3"],
  ["Rom", 8, "Rom 8"],
  ["1Cor", 13, "1Cor 13"],
  ["3John", 1, "3John 1"],
];

describe.skipIf(!diathekeInstalled)(
  diathekeInstalled
    ? "SWORD reader against diatheke"
    : `SWORD reader against diatheke — ${skipReason}`,
  () => {
    it("has the four modules to compare (installed with diatheke)", () => {
      expect(
        modules.filter((name) => !installed.has(name)),
        `missing SWORD modules: ${install}`,
      ).toEqual([]);
    });

    for (const module of ["engWEB2015eb", "engKJV2006eb"]) {
      it.each(chapters)(`${module}: %s %i equals diatheke verse by verse`, (book, chapter, key) => {
        const text = system.text(module);
        expect(text).toBeDefined();
        const expected = diathekeVerses(module, key);
        expect(expected.size).toBeGreaterThan(0);
        for (const [reference, theirs] of expected) {
          const verse = Number(reference.split(":")[1]);
          expect(
            squash(text?.verse(book, chapter, verse) ?? ""),
            `${module} ${book} ${reference}`,
          ).toBe(squash(theirs));
        }
      });

      it(`${module}: 60 verses spread over the whole Bible equal diatheke`, () => {
        const text = system.text(module);
        const theirs = diathekeList(
          module,
          sampleVerses.map((point) => `${point.book} ${point.chapter}:${point.verse}`),
        );
        expect(theirs.map(([key]) => key)).toEqual(
          sampleVerses.map((point) => `${point.chapter}:${point.verse}`),
        );
        sampleVerses.forEach((point, position) => {
          expect(
            squash(text?.verse(point.book, point.chapter, point.verse) ?? ""),
            `${module} ${point.book} ${point.chapter}:${point.verse}`,
          ).toBe(squash(theirs[position]?.[1] ?? "missing"));
        });
      });

      it(`${module}: poetry with a heading (Psalm 23:1) equals diatheke`, () => {
        const theirs = diathekeVerses(module, "Ps 23:1").get("23:1") ?? "";
        expect(squash(system.text(module)?.verse("Ps", 23, 1) ?? "")).toBe(squash(theirs));
      });
    }

    it("puts back the space where a WEB footnote sat between words", () => {
      expect(diatheke("engWEB2015eb", "Gen 1:1")).toContain("Godcreated");
      expect(system.text("engWEB2015eb")?.verse("Gen", 1, 1)).toBe(
        "In the beginning, God created the heavens and the earth.",
      );
      expect(system.text("engWEB2015eb")?.verse("John", 3, 16)).toContain("only born Son");
    });

    it("cuts the glossary the WEB appends to Revelation 22:21", () => {
      const theirs = diatheke("engWEB2015eb", "Rev 22:21");
      const mine = system.text("engWEB2015eb")?.verse("Rev", 22, 21) ?? "";
      expect(theirs).toContain("World English Bible (WEB)");
      expect(mine).toBe("The grace of the Lord Jesus Christ be with all the saints. Amen.");
      expect(squash(theirs)).toContain(squash(mine));
    });

    it("reads Nave's topic FORGIVENESS as diatheke does", () => {
      const theirs = diatheke("Nave", "FORGIVENESS").replace(
        /^\s*FORGIVENESS:\s*FORGIVENESS\./,
        "",
      );
      const entry = system.dictionary("Nave")?.entry("forgiveness");
      expect(entry?.key).toBe("FORGIVENESS");
      expect(lettersOnly(entry?.text ?? "")).toBe(lettersOnly(theirs));
      expect(entry?.references.slice(0, 3)).toEqual(["Exod.23.4", "Exod.23.5", "Prov.19.11"]);
      expect(entry?.seeAlso).toEqual(["ENEMY", "SIN"]);
    });

    it.each(["GRACE OF GOD", "AARON", "HOPE", "LOVE", "PRAYER"])(
      "reads Nave's topic %s as diatheke does",
      (key) => {
        const theirs = diatheke("Nave", key).replace(new RegExp(`^\\s*${key}:\\s*${key}\\.`), "");
        const entry = system.dictionary("Nave")?.entry(key.toLowerCase());
        expect(entry?.key).toBe(key);
        expect(lettersOnly(theirs).length).toBeGreaterThan(100);
        expect(lettersOnly(entry?.text ?? "")).toBe(lettersOnly(theirs));
        expect(entry?.references.length).toBeGreaterThan(5);
      },
    );

    it("answers an unknown Nave's key with nothing", () => {
      expect(system.dictionary("Nave")?.entry("NO SUCH TOPIC ANYWHERE")).toBeUndefined();
    });

    it("reads Matthew Henry on John 3 (stored at 3:1) as diatheke does with a corrected .conf", () => {
      const theirs = diatheke("MHCC", "John 3:1", correctedMhccPath()).replace(
        /^\s*John 3:1:\s*/,
        "",
      );
      const mine = system.commentary("MHCC")?.entry("John", 3, 1) ?? "";
      expect(mine).toMatch(/^Chapter 3\nChapter Outline\n/);
      expect(mine).toContain("Nicodemus was afraid, or ashamed to be seen with Christ");
      expect(lettersOnly(mine)).toBe(lettersOnly(theirs));
    });

    it.each([
      ["Gen", 1, 1, "Gen 1:1"],
      ["Ps", 23, 1, "Ps 23:1"],
      ["Matt", 5, 1, "Matt 5:1"],
      ["Rom", 8, 1, "Rom 8:1"],
      ["Jude", 1, 1, "Jude 1:1"],
      ["Rev", 22, 1, "Rev 22:1"],
    ] as Array<[BookId, number, number, string]>)(
      "reads Matthew Henry at %s %i:%i as diatheke does",
      (book, chapter, verse, key) => {
        const theirs = diatheke("MHCC", key, correctedMhccPath()).replace(
          /^\s*\S.*? \d+:\d+:\s*/,
          "",
        );
        const mine = system.commentary("MHCC")?.entry(book, chapter, verse) ?? "";
        expect(lettersOnly(theirs).length).toBeGreaterThan(200);
        expect(lettersOnly(mine)).toBe(lettersOnly(theirs));
      },
    );

    it("lists the installed modules with their licences", () => {
      const listed = system.modules().filter((module) => modules.includes(module.name));
      expect(
        listed.map((module) => [module.name, module.available, module.license]).sort(),
      ).toEqual([
        ["MHCC", true, "Public Domain"],
        ["Nave", true, "Public Domain"],
        ["engKJV2006eb", true, "Public Domain"],
        ["engWEB2015eb", true, "Public Domain"],
      ]);
    });
  },
);

describe("absent or broken modules are quietly unavailable", () => {
  const emptyRoot = () => mkdtempSync(path.join(tmpdir(), "kt-sword-empty-"));

  it("finds nothing where nothing is installed", () => {
    const library = openSwordLibrary({
      swordPath: path.join(tmpdir(), "no-such-sword-path"),
      standardRoots: [emptyRoot()],
    });
    expect(library.modules()).toEqual([]);
    expect(library.text("engWEB2015eb")).toBeUndefined();
    expect(library.dictionary("Nave")).toBeUndefined();
    expect(library.commentary("MHCC")).toBeUndefined();
  });

  it("reports a module whose files are missing, locked, unsupported or damaged", () => {
    const root = emptyRoot();
    mkdirSync(path.join(root, "mods.d"));
    const conf = (name: string, lines: string) =>
      writeFileSync(
        path.join(root, "mods.d", `${name.toLowerCase()}.conf`),
        `[${name}]\n${lines}\n`,
      );
    conf("Missing", "DataPath=./modules/texts/ztext/missing/\nModDrv=zText\nEncoding=UTF-8");
    conf("Locked", "DataPath=./modules/texts/ztext/locked/\nModDrv=zText\nCipherKey=secret");
    conf("Raw", "DataPath=./modules/texts/rawtext/raw/\nModDrv=RawText");
    conf("Bzip", "DataPath=./modules/texts/ztext/bzip/\nModDrv=zText\nCompressType=BZIP2");
    conf("Odd", "DataPath=./modules/texts/ztext/odd/\nModDrv=zText\nVersification=Leningrad");
    writeFileSync(path.join(root, "mods.d", "garbage.conf"), "\u0000\u0001 not a conf");
    // Index files of the wrong size and a block that is not zlib data.
    const damaged = path.join(root, "modules/texts/ztext/damaged");
    mkdirSync(damaged, { recursive: true });
    for (const testament of ["ot", "nt"]) {
      writeFileSync(path.join(damaged, `${testament}.bzv`), Buffer.alloc(37));
      writeFileSync(path.join(damaged, `${testament}.bzs`), Buffer.alloc(12));
      writeFileSync(path.join(damaged, `${testament}.bzz`), Buffer.from("not zlib"));
    }
    conf("Damaged", "DataPath=./modules/texts/ztext/damaged/\nModDrv=zText");
    const library = openSwordLibrary({ standardRoots: [root] });
    const byName = new Map(library.modules().map((module) => [module.name, module]));
    expect(byName.get("Missing")).toMatchObject({
      available: false,
      unavailableReason: "The module's files are missing or damaged.",
    });
    expect(byName.get("Locked")).toMatchObject({
      available: false,
      unavailableReason: "The module is locked.",
    });
    expect(byName.get("Raw")).toMatchObject({
      available: false,
      unavailableReason: "The RawText driver is not supported.",
    });
    expect(byName.get("Bzip")?.unavailableReason).toBe("BZIP2 compression is not supported.");
    expect(byName.get("Odd")?.unavailableReason).toBe(
      "The Leningrad versification is not supported.",
    );
    expect(byName.get("Damaged")?.available).toBe(false);
    for (const name of ["Missing", "Locked", "Raw", "Bzip", "Odd", "Damaged"])
      expect(library.text(name)).toBeUndefined();
  });

  it.skipIf(!installed.has("engKJV2006eb"))(
    "returns undefined for a verse in a damaged block",
    () => {
      const root = emptyRoot();
      mkdirSync(path.join(root, "mods.d"));
      const data = path.join(root, "modules/texts/ztext/kjv");
      mkdirSync(data, { recursive: true });
      for (const file of ["ot.bzs", "ot.bzv", "nt.bzs", "nt.bzv"]) {
        copyFileSync(
          path.join(systemRoot, "modules/texts/ztext/engKJV2006eb", file),
          path.join(data, file),
        );
      }
      writeFileSync(path.join(data, "ot.bzz"), Buffer.alloc(4096, 7));
      writeFileSync(path.join(data, "nt.bzz"), Buffer.alloc(16));
      writeFileSync(
        path.join(root, "mods.d", "kjv.conf"),
        "[Copy]\nDataPath=./modules/texts/ztext/kjv/\nModDrv=zText\nEncoding=UTF-8\nSourceType=OSIS\n",
      );
      const text = openSwordLibrary({ standardRoots: [root] }).text("Copy");
      expect(text?.verse("Gen", 1, 1)).toBeUndefined();
      expect(text?.verse("John", 3, 16)).toBeUndefined();
      expect(text?.verse("John", 22, 1)).toBeUndefined();
    },
  );

  it("prefers SWORD_PATH over the standard places", () => {
    const preferred = emptyRoot();
    mkdirSync(path.join(preferred, "mods.d"));
    writeFileSync(
      path.join(preferred, "mods.d", "nave.conf"),
      "[Nave]\nDataPath=./nowhere/nave\nModDrv=zLD\n",
    );
    const library = openSwordLibrary({ swordPath: preferred, standardRoots: [systemRoot] });
    expect(library.modules().find((module) => module.name === "Nave")?.root).toBe(preferred);
    expect(library.dictionary("Nave")).toBeUndefined();
  });
});

describe("SWORD markup to plain text", () => {
  it("drops notes and headings, keeps words, restores spacing", () => {
    expect(
      markupToPlainText(
        '<title type="x-gen">Heading</title><w lemma="x">God</w><note placement="foot">a note</note><w>created</w> it.',
        "OSIS",
        "inline",
      ),
    ).toBe("God created it.");
    expect(
      markupToPlainText("the <divineName>Lord</divineName>’s house &amp; court", "OSIS", "inline"),
    ).toBe("the LORD’s house & court");
    expect(markupToPlainText("In<RF>note<Rf> the beginning", "GBF", "inline")).toBe(
      "In the beginning",
    );
    expect(markupToPlainText("<list><item>one</item><item>two</item></list>", "TEI", "block")).toBe(
      "• one\n• two",
    );
  });
});
