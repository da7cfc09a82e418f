import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import type { Translation } from "@shared/scripture/translations";
import { totalVerses } from "./verse-ordinals";

/**
 * The embedded texts as shipped: one verse per line in ordinal order, brotli-compressed.
 * Parsing the npm packages' JSON takes ~0.5 s; these files load in ~60 ms for both.
 * `npx tsx scripts/build-scripture-data.ts` regenerates them from the packages.
 */
export function compactFileName(translation: Translation): string {
  return `${translation}.txt.br`;
}

export function encodeCompactTexts(verses: readonly string[]): Buffer {
  const text = verses.join("\n");
  return brotliCompressSync(Buffer.from(text, "utf8"), {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    },
  });
}

export function decodeCompactTexts(data: Buffer): string[] | undefined {
  const verses = brotliDecompressSync(data).toString("utf8").split("\n");
  return verses.length === totalVerses ? verses : undefined;
}

/** Where the files live: beside this module in the source tree, or as copied next to a bundle. */
export function defaultDataDirectories(): string[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [
    path.join(here, "data"),
    path.join(here, "scripture-data"),
    path.resolve("server/scripture/data"),
  ];
}

export function readCompactTexts(
  translation: Translation,
  directories: readonly string[],
): string[] | undefined {
  for (const directory of directories) {
    const file = path.join(directory, compactFileName(translation));
    if (!existsSync(file)) continue;
    try {
      const verses = decodeCompactTexts(readFileSync(file));
      if (verses) return verses;
    } catch {
      // A damaged file: fall through to the next place, then to the npm packages.
    }
  }
  return undefined;
}

/** Another edition's wording of the verses where it differs: "ordinal<TAB>text" lines. */
export function alternatesFileName(translation: Translation): string {
  return `${translation}-alternates.txt.br`;
}

export function encodeAlternates(alternates: ReadonlyMap<number, string>): Buffer {
  const text = [...alternates].map(([ordinal, verse]) => `${ordinal}\t${verse}`).join("\n");
  return brotliCompressSync(Buffer.from(text, "utf8"), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  });
}

export function readAlternates(
  translation: Translation,
  directories: readonly string[],
): Map<number, string> {
  const alternates = new Map<number, string>();
  for (const directory of directories) {
    const file = path.join(directory, alternatesFileName(translation));
    if (!existsSync(file)) continue;
    for (const line of brotliDecompressSync(readFileSync(file)).toString("utf8").split("\n")) {
      const tab = line.indexOf("\t");
      if (tab > 0) alternates.set(Number(line.slice(0, tab)), line.slice(tab + 1));
    }
    break;
  }
  return alternates;
}
