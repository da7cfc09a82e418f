import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import type { DictionaryEntry } from "../sword/sword-library";

/**
 * The committed study data: what scripts/build-study-data.ts extracts from the public-domain
 * SWORD modules, in brotli-compressed files under study/data/. JSON for the lists, and the
 * KJV with Strong's numbers as one verse per line in verse-ordinal order.
 */

/** A Strong's lexicon entry: "G25" ἀγαπάω, agapáō, "to love (in a social or moral sense)…". */
export interface StrongsEntry {
  id: string;
  lemma: string;
  transliteration: string;
  pronunciation: string;
  definition: string;
  /** Other entries the definition points to ("G5368"). */
  related: string[];
}

/** One comment, on the verses start…end (verse ordinals, inclusive). */
export interface CommentaryNote {
  start: number;
  end: number;
  text: string;
  /** Set on a commentary's chapter or book introduction. */
  introduction?: true;
  /** Canonical references the note cites, in order (Scofield's chains). */
  references?: string[];
}

export interface CommentaryFile {
  /** The SWORD module it came from ("MHCC"). */
  module: string;
  /** The work's name as shown to users ("Matthew Henry's Concise Commentary"). */
  name: string;
  notes: CommentaryNote[];
}

export interface NavesFile {
  module: string;
  topics: DictionaryEntry[];
}

export interface StrongsFile {
  module: string;
  entries: StrongsEntry[];
}

/** Marks around a Strong's-tagged word in a KJV verse line: "[the world|G2889]". */
export const taggedWord = /\[([^|\]]*)\|([^\]]*)\]/g;

/** The commentaries committed, by id; the id is also the file's name. */
export const committedCommentaries = {
  mhcc: { module: "MHCC", name: "Matthew Henry's Concise Commentary" },
  scofield: { module: "Scofield", name: "Scofield Reference Notes (1917)" },
  tdavid: { module: "TDavid", name: "C. H. Spurgeon's Treasury of David" },
} as const;
export type CommentaryId = keyof typeof committedCommentaries;

export const studyFileNames = {
  naves: "naves.json.br",
  strongsGreek: "strongs-greek.json.br",
  strongsHebrew: "strongs-hebrew.json.br",
  kjvStrongs: "kjv-strongs.txt.br",
  mhcc: "mhcc.json.br",
  scofield: "scofield.json.br",
  tdavid: "tdavid.json.br",
} as const;
export type StudyFile = keyof typeof studyFileNames;

export function encodeStudyFile(content: string): Buffer {
  return brotliCompressSync(Buffer.from(content, "utf8"), {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(content),
    },
  });
}

/** Where the files live: beside this module in the source tree, or as copied next to a bundle. */
export function studyDataDirectories(): string[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [
    path.join(here, "data"),
    path.join(here, "study-data"),
    path.resolve("server/scripture/study/data"),
  ];
}

export function hasStudyFile(
  file: StudyFile,
  directories: readonly string[] = studyDataDirectories(),
): boolean {
  return directories.some((directory) => existsSync(path.join(directory, studyFileNames[file])));
}

/** A committed file's text, or undefined when it is not there (a damaged file throws). */
export function readStudyFile(
  file: StudyFile,
  directories: readonly string[] = studyDataDirectories(),
): string | undefined {
  return readStudyBytes(file, directories)?.toString("utf8");
}

/** A committed file's UTF-8 bytes, decompressed; undefined when it is not there. */
export function readStudyBytes(
  file: StudyFile,
  directories: readonly string[] = studyDataDirectories(),
): Buffer | undefined {
  for (const directory of directories) {
    const location = path.join(directory, studyFileNames[file]);
    if (existsSync(location)) return brotliDecompressSync(readFileSync(location));
  }
  return undefined;
}

/**
 * Indexes computed from the committed texts by scripts/build-study-indexes.ts (Nave's
 * subtopics): building them takes seconds and hundreds of
 * megabytes of short-lived memory, reading them a few milliseconds.
 */
export const derivedFileNames = {
  subtopics: "naves-subtopics.json.br",
} as const;
export type DerivedFile = keyof typeof derivedFileNames;

/** A derived index's JSON text, or undefined when it is not there. */
export function readDerivedFile(
  file: DerivedFile,
  directories: readonly string[] = studyDataDirectories(),
): string | undefined {
  for (const directory of directories) {
    const location = path.join(directory, derivedFileNames[file]);
    if (existsSync(location)) return brotliDecompressSync(readFileSync(location)).toString("utf8");
  }
  return undefined;
}
