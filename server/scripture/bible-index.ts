import type { BookId } from "@shared/scripture/books";
import type { VersePoint, VerseRange } from "@shared/scripture/reference";
import type { Translation } from "@shared/scripture/translations";
import { defaultDataDirectories, readAlternates, readCompactTexts } from "./compact-texts";
import { verseOrdinal, versePoint } from "./verse-ordinals";

export interface IndexedVerse extends VersePoint {
  ordinal: number;
  /** Empty where the translation has no such verse (the WEB omits Luke 17:36 and a few others). */
  text: string;
}

export interface LoadScriptureOptions {
  /** Folders to look for the compact text files in; defaults to the ones beside this module. */
  dataDirectories?: readonly string[];
}

/** Book, chapter and verse to text for the embedded translations (WEB, KJV, BSB), held in memory. */
export class ScriptureIndex {
  constructor(private readonly texts: Readonly<Record<Translation, readonly string[]>>) {}

  verseText(
    translation: Translation,
    book: BookId,
    chapter: number,
    verse: number,
  ): string | undefined {
    const ordinal = verseOrdinal(book, chapter, verse);
    return ordinal < 0 ? undefined : this.texts[translation][ordinal];
  }

  private readonly alternates = new Map<Translation, Map<number, string>>();

  /**
   * Another edition's wording of a verse where it differs from the embedded one: for the WEB,
   * eBible.org's and CrossWire's revision; for the BSB, BSB.txt's earlier revision
   * (docs/data-sources.md); undefined elsewhere. Loaded on first use.
   */
  alternateText(translation: Translation, ordinal: number): string | undefined {
    if (translation === "kjv") return undefined;
    let alternates = this.alternates.get(translation);
    if (!alternates) {
      alternates = readAlternates(translation, defaultDataDirectories());
      this.alternates.set(translation, alternates);
    }
    return alternates.get(ordinal);
  }

  textAt(translation: Translation, ordinal: number): string {
    return this.texts[translation][ordinal] ?? "";
  }

  verseCount(): number {
    return this.texts.kjv.length;
  }

  /** The verses of a range that validateCitation accepted, in order. */
  verses(
    translation: Translation,
    range: VerseRange,
    limit = Number.POSITIVE_INFINITY,
  ): IndexedVerse[] {
    const first = verseOrdinal(range.start.book, range.start.chapter, range.start.verse);
    const last = verseOrdinal(range.end.book, range.end.chapter, range.end.verse);
    const out: IndexedVerse[] = [];
    if (first < 0 || last < first) return out;
    const texts = this.texts[translation];
    for (let ordinal = first; ordinal <= last && out.length < limit; ordinal++) {
      out.push({ ...versePoint(ordinal), ordinal, text: texts[ordinal] ?? "" });
    }
    return out;
  }

  /** Verses in a range, counted without building them. */
  rangeLength(range: VerseRange): number {
    const first = verseOrdinal(range.start.book, range.start.chapter, range.start.verse);
    const last = verseOrdinal(range.end.book, range.end.chapter, range.end.verse);
    return first < 0 || last < first ? 0 : last - first + 1;
  }
}

let shared: ScriptureIndex | undefined;

/** Loads the embedded Bible texts (once per process; later calls return the same index). */
export function loadScripture(options: LoadScriptureOptions = {}): ScriptureIndex {
  if (shared) return shared;
  const directories = options.dataDirectories ?? defaultDataDirectories();
  const kjv = readCompactTexts("kjv", directories);
  const web = readCompactTexts("web", directories);
  // The BSB is read from the shipped files whatever folders were asked for (scripts/build-bsb-data.ts).
  const bsb =
    readCompactTexts("bsb", directories) ?? readCompactTexts("bsb", defaultDataDirectories());
  // The shipped compact files are the only source at run time: the npm packages they are built
  // from (scripts/build-scripture-data.ts) are dev dependencies, absent from a production install.
  if (!kjv || !web || !bsb) {
    const missing = Object.entries({ kjv, web, bsb }).filter(([, texts]) => !texts);
    throw new Error(
      `Bible text missing or damaged: ${missing.map(([name]) => `${name}.txt.br`).join(", ")} (in ${directories.join(" or ")})`,
    );
  }
  shared = new ScriptureIndex({ kjv, web, bsb });
  return shared;
}

/** The index, loading it on first use. */
export function scriptureIndex(): ScriptureIndex {
  return shared ?? loadScripture();
}

/** For benchmarks that measure a cold load. */
export function unloadScripture(): void {
  shared = undefined;
}
