import { existsSync, readdirSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import type { BookId } from "@shared/scripture/books";
import { confValue, parseConf, type SwordConf } from "./conf";
import { markupToPlainText, type SourceType } from "./markup";
import { versificationFor } from "./versification";
import { ZDictionaryReader } from "./z-dictionary-reader";
import { ZVerseReader, type BlockLetter } from "./z-verse-reader";

/**
 * SWORD modules installed on this machine (apt-get install sword-text-web, sword-dict-naves,
 * sword-comm-mhcc, …). Each is optional: a missing, locked or unreadable module is simply
 * unavailable, with the reason in `modules()`.
 */
export interface SwordLibraryOptions {
  /** SWORD_PATH: one or more library roots (separated by ":"), searched first. */
  swordPath?: string;
  /** Replaces the standard roots (/usr/share/sword, ~/.sword); tests use it. */
  standardRoots?: readonly string[];
}

export type SwordModuleKind = "text" | "commentary" | "dictionary";

export interface SwordModuleInfo {
  name: string;
  description: string;
  kind: SwordModuleKind | "other";
  driver: string;
  root: string;
  license?: string;
  available: boolean;
  unavailableReason?: string;
}

export interface SwordText {
  name: string;
  /** A verse's plain text; undefined where the module has no such verse. */
  verse(book: BookId, chapter: number, verse: number): string | undefined;
}

export interface SwordCommentary {
  name: string;
  /** The comment stored at a verse; many modules keep a whole chapter's at verse 1. */
  entry(book: BookId, chapter: number, verse: number): string | undefined;
}

export interface DictionaryEntry {
  key: string;
  text: string;
  /** OSIS references the entry links to, in order ("Exod.23.4", "Matt.5.39-Matt.5.41"). */
  references: string[];
  /** Other entries it points to ("See ENEMY"). */
  seeAlso: string[];
}

export interface SwordDictionary {
  name: string;
  keys(): string[];
  entry(key: string): DictionaryEntry | undefined;
}

export function standardSwordRoots(): string[] {
  return ["/usr/share/sword", path.join(homedir(), ".sword")];
}

interface Found {
  conf: SwordConf;
  root: string;
}

function findConfs(roots: readonly string[]): Map<string, Found> {
  const found = new Map<string, Found>();
  for (const root of roots) {
    const directory = path.join(root, "mods.d");
    let files: string[];
    try {
      files = readdirSync(directory).filter((file) => file.toLowerCase().endsWith(".conf"));
    } catch {
      continue;
    }
    for (const file of files.sort()) {
      try {
        const conf = parseConf(readFileSync(path.join(directory, file), "utf8"));
        // The first root wins, so SWORD_PATH can override a system module.
        if (!conf || confValue(conf, "ModDrv") === undefined || found.has(conf.name.toLowerCase()))
          continue;
        found.set(conf.name.toLowerCase(), { conf, root });
      } catch {
        // An unreadable .conf only loses that module.
      }
    }
  }
  return found;
}

const kinds: Record<string, SwordModuleKind> = {
  ztext: "text",
  ztext4: "text",
  zcom: "commentary",
  zcom4: "commentary",
  zld: "dictionary",
};

function sourceTypeOf(conf: SwordConf): SourceType {
  const value = (confValue(conf, "SourceType") ?? "Plain").toUpperCase();
  if (value === "OSIS") return "OSIS";
  if (value === "THML") return "ThML";
  if (value === "GBF") return "GBF";
  if (value === "TEI") return "TEI";
  return "Plain";
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * A .conf that names no Encoding means Latin-1, but some packaged modules are UTF-8 without
 * saying so (Debian's StrongsHebrew); bytes that are valid UTF-8 are read as UTF-8.
 */
function decoderOf(conf: SwordConf): (bytes: Buffer) => string {
  const declared = (confValue(conf, "Encoding") ?? "").toUpperCase().replace("-", "");
  if (declared === "UTF8") return (bytes) => bytes.toString("utf8");
  if (declared) return (bytes) => bytes.toString("latin1");
  return (bytes) => {
    try {
      return strictUtf8.decode(bytes);
    } catch {
      return bytes.toString("latin1");
    }
  };
}

function dataPathOf(found: Found): string {
  const dataPath = (confValue(found.conf, "DataPath") ?? "").replace(/^\.\//, "");
  return path.join(found.root, dataPath);
}

function problemWith(found: Found): string | undefined {
  const { conf } = found;
  const driver = (confValue(conf, "ModDrv") ?? "").toLowerCase();
  if (!kinds[driver])
    return `The ${confValue(conf, "ModDrv") ?? "unknown"} driver is not supported.`;
  if (confValue(conf, "CipherKey") !== undefined && confValue(conf, "CipherKey") !== "") {
    return "The module is locked.";
  }
  const compression = (confValue(conf, "CompressType") ?? "ZIP").toUpperCase();
  if (compression !== "ZIP") return `${compression} compression is not supported.`;
  if (kinds[driver] !== "dictionary" && !versificationFor(confValue(conf, "Versification"))) {
    return `The ${confValue(conf, "Versification")} versification is not supported.`;
  }
  return undefined;
}

/** Cuts text appended to a verse that is not scripture (the WEB's glossary at Revelation 22:21). */
function withoutAppendices(markup: string): string {
  const glossary = markup.search(/<div\b[^>]*\btype="glossary"/);
  return glossary >= 0 ? markup.slice(0, glossary) : markup;
}

function blockLetterOf(conf: SwordConf): BlockLetter {
  const value = (confValue(conf, "BlockType") ?? "BOOK").toUpperCase();
  return value === "CHAPTER" ? "c" : value === "VERSE" ? "v" : "b";
}

function verseReader(found: Found): ZVerseReader | undefined {
  const versification = versificationFor(confValue(found.conf, "Versification"));
  if (!versification) return undefined;
  const driver = (confValue(found.conf, "ModDrv") ?? "").toLowerCase();
  const reader = new ZVerseReader(
    dataPathOf(found),
    versification,
    driver.endsWith("4") ? 12 : 10,
    decoderOf(found.conf),
    blockLetterOf(found.conf),
  );
  return reader.isReadable() ? reader : undefined;
}

function dictionaryReader(found: Found): ZDictionaryReader | undefined {
  const base = dataPathOf(found);
  // DataPath names the file stem for zLD ("…/nave/nave"); tolerate a folder with a trailing slash.
  const stem =
    base.endsWith(path.sep) || base.endsWith("/") ? path.join(base, path.basename(base)) : base;
  if (!existsSync(`${stem}.idx`)) return undefined;
  const reader = new ZDictionaryReader(stem, decoderOf(found.conf));
  return reader.isReadable() ? reader : undefined;
}

function expandReference(osisRef: string): string[] {
  return osisRef
    .split(/\s+/)
    .map((part) => part.replace(/^[A-Za-z]+:/, ""))
    .filter((part) => /^[1-3]?[A-Za-z]+\.\d+(\.\d+)?(-[1-3]?[A-Za-z]+\.\d+(\.\d+)?)?$/.test(part));
}

export class SwordLibrary {
  private readonly texts = new Map<string, SwordText | null>();
  private readonly commentaries = new Map<string, SwordCommentary | null>();
  private readonly dictionaries = new Map<string, SwordDictionary | null>();

  constructor(private readonly found: ReadonlyMap<string, Found>) {}

  modules(): SwordModuleInfo[] {
    return [...this.found.values()].map((found) => {
      const { conf } = found;
      const driver = confValue(conf, "ModDrv") ?? "";
      const kind = kinds[driver.toLowerCase()] ?? "other";
      let problem = problemWith(found);
      if (!problem) {
        const readable =
          kind === "dictionary" ? this.dictionary(conf.name) !== undefined
          : kind === "commentary" ? this.commentary(conf.name) !== undefined
          : this.text(conf.name) !== undefined; // prettier-ignore
        if (!readable) problem = "The module's files are missing or damaged.";
      }
      const info: SwordModuleInfo = {
        name: conf.name,
        description: confValue(conf, "Description") ?? conf.name,
        kind,
        driver,
        root: found.root,
        available: problem === undefined,
      };
      const license = confValue(conf, "DistributionLicense");
      if (license) info.license = license;
      if (problem) info.unavailableReason = problem;
      return info;
    });
  }

  private lookup(name: string, kind: SwordModuleKind): Found | undefined {
    const found = this.found.get(name.toLowerCase());
    if (!found || problemWith(found)) return undefined;
    return kinds[(confValue(found.conf, "ModDrv") ?? "").toLowerCase()] === kind
      ? found
      : undefined;
  }

  /** A Bible's or commentary's markup at a verse, as stored (Strong's numbers, references). */
  verseMarkup(name: string, book: BookId, chapter: number, verse: number): string | undefined {
    const found = this.lookup(name, "text") ?? this.lookup(name, "commentary");
    return found && this.verseReaders(found)?.raw(book, chapter, verse);
  }

  /** A dictionary entry's markup, as stored (a lexicon's headword, transliteration, …). */
  entryMarkup(name: string, key: string): string | undefined {
    const found = this.lookup(name, "dictionary");
    return found && this.dictionaryReaders(found)?.raw(key)?.markup;
  }

  private readonly rawVerseReaders = new Map<string, ZVerseReader | null>();
  private readonly rawDictionaryReaders = new Map<string, ZDictionaryReader | null>();

  private verseReaders(found: Found): ZVerseReader | undefined {
    const key = found.conf.name.toLowerCase();
    if (!this.rawVerseReaders.has(key)) this.rawVerseReaders.set(key, verseReader(found) ?? null);
    return this.rawVerseReaders.get(key) ?? undefined;
  }

  private dictionaryReaders(found: Found): ZDictionaryReader | undefined {
    const key = found.conf.name.toLowerCase();
    if (!this.rawDictionaryReaders.has(key))
      this.rawDictionaryReaders.set(key, dictionaryReader(found) ?? null);
    return this.rawDictionaryReaders.get(key) ?? undefined;
  }

  text(name: string): SwordText | undefined {
    const key = name.toLowerCase();
    if (!this.texts.has(key)) {
      const found = this.lookup(name, "text");
      const reader = found && verseReader(found);
      const sourceType = found ? sourceTypeOf(found.conf) : "Plain";
      this.texts.set(
        key,
        found && reader
          ? {
              name: found.conf.name,
              verse: (book, chapter, verse) => {
                const raw = reader.raw(book, chapter, verse);
                return raw === undefined
                  ? undefined
                  : markupToPlainText(withoutAppendices(raw), sourceType, "inline");
              },
            }
          : null,
      );
    }
    return this.texts.get(key) ?? undefined;
  }

  commentary(name: string): SwordCommentary | undefined {
    const key = name.toLowerCase();
    if (!this.commentaries.has(key)) {
      const found = this.lookup(name, "commentary");
      const reader = found && verseReader(found);
      const sourceType = found ? sourceTypeOf(found.conf) : "Plain";
      this.commentaries.set(
        key,
        found && reader
          ? {
              name: found.conf.name,
              entry: (book, chapter, verse) => {
                const raw = reader.raw(book, chapter, verse);
                return raw === undefined ? undefined : markupToPlainText(raw, sourceType, "block");
              },
            }
          : null,
      );
    }
    return this.commentaries.get(key) ?? undefined;
  }

  dictionary(name: string): SwordDictionary | undefined {
    const key = name.toLowerCase();
    if (!this.dictionaries.has(key)) {
      const found = this.lookup(name, "dictionary");
      const reader = found && dictionaryReader(found);
      const sourceType = found ? sourceTypeOf(found.conf) : "Plain";
      this.dictionaries.set(
        key,
        found && reader
          ? {
              name: found.conf.name,
              keys: () => reader.keys(),
              entry: (wanted) => {
                const raw = reader.raw(wanted);
                if (!raw) return undefined;
                const references = [...raw.markup.matchAll(/\bosisRef="([^"]+)"/g)].flatMap(
                  (match) => expandReference(match[1] as string),
                );
                const seeAlso = [...raw.markup.matchAll(/\btarget="[^":]*:([^"]+)"/g)].map(
                  (match) => match[1] as string,
                );
                return {
                  key: raw.key,
                  text: markupToPlainText(raw.markup, sourceType, "block"),
                  references,
                  seeAlso: [...new Set(seeAlso)],
                };
              },
            }
          : null,
      );
    }
    return this.dictionaries.get(key) ?? undefined;
  }
}

/** Finds the modules under SWORD_PATH, /usr/share/sword and ~/.sword. Never throws. */
export function openSwordLibrary(options: SwordLibraryOptions = {}): SwordLibrary {
  const configured = (options.swordPath ?? "")
    .split(path.delimiter)
    .map((entry) => entry.trim())
    .filter(Boolean);
  const roots = [...configured, ...(options.standardRoots ?? standardSwordRoots())];
  return new SwordLibrary(findConfs([...new Set(roots)]));
}
