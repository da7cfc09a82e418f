import { resolveCitation } from "../citation";
import { scanReferences } from "../reference-scanner";
import { markupToPlainText } from "../sword/markup";
import type { SwordLibrary } from "../sword/sword-library";
import { verseCount } from "@shared/scripture/books";
import { totalVerses, verseOrdinal, versePoint } from "../verse-ordinals";
import {
  committedCommentaries,
  type CommentaryFile,
  type CommentaryId,
  type CommentaryNote,
  type NavesFile,
  type StrongsEntry,
  type StrongsFile,
  type StudyFile,
  taggedWord,
} from "./study-files";

/**
 * Turns the installed SWORD modules into the committed study files' contents. Used by
 * scripts/build-study-data.ts, and by the test that holds the committed files to it.
 */
export const studyModules = {
  kjv: "engKJV2006eb",
  naves: "Nave",
  strongsGreek: "StrongsGreek",
  strongsHebrew: "StrongsHebrew",
} as const;

export function requiredModules(): string[] {
  return [
    ...Object.values(studyModules),
    ...Object.values(committedCommentaries).map((source) => source.module),
  ];
}

export function missingModules(sword: SwordLibrary): string[] {
  const available = new Set(
    sword
      .modules()
      .filter((module) => module.available)
      .map((module) => module.name),
  );
  return requiredModules().filter((name) => !available.has(name));
}

function strongsIds(lemma: string): string[] {
  return (
    lemma
      .split(/\s+/)
      .map((part) => /^strong:([GH])(\d+)[a-z]?$/i.exec(part))
      .filter((match) => match !== null)
      // Without leading zeros ("G02889" is G2889; "G0" stays G0).
      .map(
        (match) =>
          `${(match[1] as string).toUpperCase()}${(match[2] as string).replace(/^0+(?=\d)/, "")}`,
      )
  );
}

const open = "\uE000";
const middle = "\uE001";
const close = "\uE002";

/** A KJV verse with its Strong's-tagged words marked "[the world|G2889]". */
export function kjvStrongsLine(markup: string): string {
  const marked = markup.replace(
    /<w\b([^>]*)>([\s\S]*?)<\/w>/g,
    (whole, attributes: string, inner: string) => {
      const lemma = /\blemma="([^"]*)"/.exec(attributes)?.[1] ?? "";
      const ids = strongsIds(lemma);
      return ids.length === 0 ? inner : `${open}${inner}${middle}${ids.join(" ")}${close}`;
    },
  );
  const text = markupToPlainText(marked, "OSIS", "inline");
  return text
    .replace(
      new RegExp(`${open}([^${middle}]*)${middle}([^${close}]*)${close}`, "g"),
      (_whole, words: string, ids: string) => (words.trim() ? `[${words.trim()}|${ids}]` : ""),
    )
    .replace(/\s+/g, " ")
    .trim();
}

/** "[the world|G2889], that" → "the world, that". */
export function plainOfStrongsLine(line: string): string {
  return line.replace(taggedWord, "$1");
}

function kjvStrongs(sword: SwordLibrary): string {
  const lines: string[] = [];
  for (let ordinal = 0; ordinal < totalVerses; ordinal++) {
    const { book, chapter, verse } = versePoint(ordinal);
    const markup = sword.verseMarkup(studyModules.kjv, book, chapter, verse) ?? "";
    lines.push(kjvStrongsLine(markup));
  }
  return lines.join("\n");
}

function navesFile(sword: SwordLibrary): string {
  const naves = sword.dictionary(studyModules.naves);
  if (!naves) throw new Error("Nave's (the Nave module) is not installed.");
  const topics = naves.keys().flatMap((key) => {
    const entry = naves.entry(key);
    return entry ? [entry] : [];
  });
  const file: NavesFile = { module: naves.name, topics };
  return JSON.stringify(file);
}

function elementText(markup: string): string {
  return markupToPlainText(markup, "TEI", "inline");
}

/** A lexicon entry from its TEI: headword, transliteration, pronunciation, then the rest. */
export function strongsEntryOf(id: string, markup: string): StrongsEntry {
  const orths = [...markup.matchAll(/<orth\b([^>]*)>([\s\S]*?)<\/orth>/g)];
  const lemma = orths.find((orth) => !/\btype=/.test(orth[1] as string));
  const transliteration = orths.find((orth) => /\btype="trans"/.test(orth[1] as string));
  const pronunciation = /<pron\b[^>]*>([\s\S]*?)<\/pron>/.exec(markup);
  const headEnd = Math.max(
    pronunciation ? (pronunciation.index ?? 0) + pronunciation[0].length : 0,
    transliteration ? (transliteration.index ?? 0) + transliteration[0].length : 0,
    lemma ? (lemma.index ?? 0) + lemma[0].length : 0,
  );
  const rest = markup
    .slice(headEnd)
    .replace(/<orth\b[^>]*\btype="writing"[^>]*>[\s\S]*?<\/orth>/g, "");
  const related = [...rest.matchAll(/<ref\b[^>]*>\s*([GH]\d+)\s*<\/ref>/g)].map(
    (match) => match[1] as string,
  );
  return {
    id,
    lemma: lemma ? elementText(lemma[2] as string) : "",
    transliteration: transliteration ? elementText(transliteration[2] as string) : "",
    pronunciation: pronunciation ? elementText(pronunciation[1] as string) : "",
    definition: elementText(rest),
    related: [...new Set(related)],
  };
}

function strongsFile(sword: SwordLibrary, module: string, prefix: "G" | "H"): string {
  const dictionary = sword.dictionary(module);
  if (!dictionary) throw new Error(`${module} is not installed.`);
  const entries = dictionary
    .keys()
    .filter((key) => /^\d+$/.test(key))
    .flatMap((key) => {
      const markup = sword.entryMarkup(module, key);
      return markup ? [strongsEntryOf(`${prefix}${Number(key)}`, markup)] : [];
    });
  const file: StrongsFile = { module: dictionary.name, entries };
  return JSON.stringify(file);
}

/** Matthew Henry heads each section "Verses 9-21" (or "Verse 4", sometimes with text after). */
const sectionHeading = /^Verses?\s+(\d+)(?:\s*[-–,]\s*(\d+))?\b/;

/** The ordinal of verse `verse` in the chapter that holds `ordinal` (clamped to the chapter). */
function ordinalIn(ordinal: number, verse: number): number {
  const { book, chapter } = versePoint(ordinal);
  return verseOrdinal(book, chapter, Math.min(Math.max(verse, 1), verseCount(book, chapter)));
}

/** A group's text split at its section headings, each section on the verses it names. */
function sections(start: number, end: number, text: string): CommentaryNote[] {
  const notes: CommentaryNote[] = [];
  // What comes before the first heading introduces the chapter (its outline) or the book.
  const { book, chapter } = versePoint(start);
  let current: { start: number; end: number; lines: string[]; introduction: boolean } = {
    start,
    end: Math.max(end, verseOrdinal(book, chapter, verseCount(book, chapter))),
    lines: [],
    introduction: true,
  };
  const flush = () => {
    if (current.lines.length === 0) return;
    notes.push({
      start: current.start,
      end: current.end,
      text: current.lines.join("\n"),
      ...(current.introduction ? { introduction: true as const } : {}),
    });
  };
  for (const line of text.split("\n")) {
    const heading = sectionHeading.exec(line);
    if (heading) {
      flush();
      const from = Number(heading[1]);
      const to = Math.max(from, Number(heading[2] ?? heading[1]));
      const sectionStart = ordinalIn(start, from);
      current = {
        start: sectionStart,
        end: Math.max(sectionStart, ordinalIn(start, to)),
        lines: [],
        introduction: false,
      };
    }
    current.lines.push(line);
  }
  flush();
  return notes;
}

function referencesIn(text: string): string[] {
  const found = scanReferences(text)
    .map(resolveCitation)
    .filter((citation) => citation.valid)
    .map((citation) => citation.reference);
  return [...new Set(found)];
}

/**
 * A comment stands for the verses after it that have none of their own, to the chapter's
 * end: Matthew Henry's "Verses 1-8" on John 3 runs on to verse 21 (its outline says 1-21),
 * and Spurgeon's treasury of a psalm sits at its first verse only.
 */
function extendOverUncovered(notes: CommentaryNote[]): void {
  const covered = new Uint8Array(totalVerses);
  for (const note of notes) if (!note.introduction) covered.fill(1, note.start, note.end + 1);
  for (const note of notes) {
    if (note.introduction) continue;
    const { book, chapter } = versePoint(note.end);
    const chapterEnd = verseOrdinal(book, chapter, verseCount(book, chapter));
    while (note.end < chapterEnd && covered[note.end + 1] === 0) {
      note.end += 1;
      covered[note.end] = 1;
    }
  }
}

/** How each commentary stores its comments. */
const commentaryShapes: Record<CommentaryId, { split: boolean; extend: boolean; refs: boolean }> = {
  // Several sections in the entry at a chapter's first verse, each headed "Verses a-b".
  mhcc: { split: true, extend: true, refs: false },
  // A note on the word it explains, at that verse; the notes cite chains of references.
  scofield: { split: false, extend: false, refs: true },
  // A psalm's whole treasury at its first verse (Psalm 119 by its sections).
  tdavid: { split: false, extend: true, refs: false },
};

function commentaryFile(sword: SwordLibrary, id: CommentaryId): string {
  const source = committedCommentaries[id];
  const commentary = sword.commentary(source.module);
  if (!commentary) throw new Error(`${source.module} is not installed.`);
  const shape = commentaryShapes[id];
  // Linked verses (one comment stored for several) share the same text: one group.
  const groups: Array<{ start: number; end: number; text: string }> = [];
  for (let ordinal = 0; ordinal < totalVerses; ordinal++) {
    const { book, chapter, verse } = versePoint(ordinal);
    const text = commentary.entry(book, chapter, verse)?.trim() ?? "";
    const last = groups.at(-1);
    if (!text) continue;
    if (last && last.text === text && last.end === ordinal - 1) last.end = ordinal;
    else groups.push({ start: ordinal, end: ordinal, text });
  }
  const notes = groups.flatMap((group) =>
    shape.split ? sections(group.start, group.end, group.text) : [{ ...group }],
  );
  if (shape.extend) extendOverUncovered(notes);
  if (shape.refs) {
    for (const note of notes) {
      const references = referencesIn(note.text);
      if (references.length > 0) note.references = references;
    }
  }
  const file: CommentaryFile = { module: commentary.name, name: source.name, notes };
  return JSON.stringify(file);
}

/** Every committed study file's contents, from the installed modules (throws if one is missing). */
export function studyFilesFromSword(sword: SwordLibrary): Record<StudyFile, string> {
  const missing = missingModules(sword);
  if (missing.length > 0) throw new Error(`SWORD modules not installed: ${missing.join(", ")}`);
  return {
    naves: navesFile(sword),
    strongsGreek: strongsFile(sword, studyModules.strongsGreek, "G"),
    strongsHebrew: strongsFile(sword, studyModules.strongsHebrew, "H"),
    kjvStrongs: kjvStrongs(sword),
    mhcc: commentaryFile(sword, "mhcc"),
    scofield: commentaryFile(sword, "scofield"),
    tdavid: commentaryFile(sword, "tdavid"),
  };
}
