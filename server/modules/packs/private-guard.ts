import { createHash } from "node:crypto";
import { books } from "@shared/scripture/books";
import { pieceById, type PackPieceId } from "@shared/tools/week-pack/definition";
import { pieceResultSchemas, type PieceResult } from "@shared/tools/week-pack/schemas";
import { pieceToText } from "@shared/tools/week-pack/text";
import { AppError } from "../../errors";
import type { PackContext } from "../../generation/offline/week-pack/context";
import { isEnglishWord } from "./people-named";
import { sentencesOf } from "../../text/sentences";

/**
 * What a pack remembers of the private parts of its source, so that a piece a model wrote is
 * checked for them before it is shown or saved (issue 32, item 5): the pastor's notes, the
 * lines and asides marked for the pulpit only, and the sentences naming people (the
 * manuscript itself is not kept). Kept as short hashes in the outline's `guard`, never as
 * text: a run of five words of a private sentence with three of substance, and each person's
 * name it holds.
 */

const small = new Set(
  (
    "a an the and or but of to in on at by for with from as is are was were be been being it its " +
    "that this these those he she they we you i his her their our your my me him them us not no " +
    "so if then than there here what who when where which will would can could should do does did " +
    "have has had all any some one up out about into over after before again also just very"
  ).split(" "),
);
const bookWords = new Set(books.flatMap((book) => book.name.toLowerCase().split(/\s+/)));

/** Words of a text, lower case, apostrophes and dashes read alike. */
function wordsOf(value: string): string[] {
  return value
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, "").replace(/'s$/, ""))
    .filter(Boolean);
}

const hash = (value: string) => createHash("sha256").update(value).digest("hex").slice(0, 12);
const runLength = 5;

/**
 * A sentence of small words ("Pause for effect after the question and wait…") has no run of
 * five with three of substance: its runs of seven are kept instead.
 */
const longRunLength = 7;

/** The hashed runs of a sentence: `length` words in a row, three of them of substance. */
function runsOf(sentence: string, length = runLength): string[] {
  const words = wordsOf(sentence);
  if (words.length < length)
    return length === runLength && words.filter((word) => !small.has(word)).length >= 2
      ? [hash(words.join(" "))]
      : [];
  const runs: string[] = [];
  for (let at = 0; at + length <= words.length; at++) {
    const run = words.slice(at, at + length);
    if (run.filter((word) => !small.has(word)).length >= 3) runs.push(hash(run.join(" ")));
  }
  return runs;
}

/** The runs a private sentence is guarded by: of five words, else of seven. */
function guardRunsOf(sentence: string): string[] {
  const runs = runsOf(sentence);
  return runs.length > 0 ? runs : runsOf(sentence, longRunLength);
}

const maxGuard = 4000;

/**
 * The guard for some private parts: `{ guard }` to spread into an outline, or nothing when
 * there was nothing private. `marked` (notes, asides marked for the pulpit) give their runs of
 * words and the names in them; `named` (sentences left out only because they name someone)
 * give those names alone, so a sermon's sentence naming Luther guards "Luther", not its words.
 * A name that is an English word ("Grace", "Will") is never a guard: it would take out the
 * piece's own words. `people` gives the names a part holds (./people-named.ts).
 */
export function guardOf(
  marked: readonly string[],
  people: (sentence: string) => readonly string[],
  named: readonly string[] = [],
): { guard?: string[] } {
  const hashes = new Set<string>();
  const names = (sentence: string) => {
    for (const name of people(sentence)) {
      const word = name.toLowerCase();
      // A book's name ("Mark") is how a piece cites scripture: the runs still catch the note.
      if (!bookWords.has(word) && !isEnglishWord(name)) hashes.add(`n${hash(word)}`);
    }
  };
  for (const part of marked)
    for (const sentence of sentencesOf(part)) {
      for (const run of guardRunsOf(sentence)) hashes.add(run);
      names(sentence);
    }
  for (const sentence of named) names(sentence);
  return hashes.size > 0 ? { guard: [...hashes].slice(0, maxGuard) } : {};
}

/** Whether a sentence of a piece repeats something private: one of its runs, or a name. */
function repeats(sentence: string, guard: ReadonlySet<string>): boolean {
  if ([...runsOf(sentence), ...runsOf(sentence, longRunLength)].some((run) => guard.has(run)))
    return true;
  // Names as a name is written, capitalised: "Dorothy", not "dorothy".
  return [...sentence.matchAll(/\p{Lu}[\p{L}'’]*/gu)].some((match) =>
    guard.has(`n${hash(match[0].replace(/['’]s?$/u, "").toLowerCase())}`),
  );
}

export interface GuardedResult<T> {
  result: T;
  /** The sentences taken out because they repeated something private. */
  removed: string[];
}

/**
 * A piece with every sentence that repeats something private taken out of its text fields.
 * The caller decides whether what is left still makes a piece (a required field emptied, a
 * title naming someone: it is refused).
 */
export function withoutGuarded<T>(
  result: T,
  guard: readonly string[] | undefined,
): GuardedResult<T> {
  if (!guard || guard.length === 0) return { result, removed: [] };
  const set = new Set(guard);
  const removed: string[] = [];
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") {
      if (!repeats(value, set) && sentencesOf(value).every((s) => !repeats(s, set))) return value;
      // Line by line, so a list or a post keeps its shape.
      return value
        .split("\n")
        .map((line) =>
          sentencesOf(line)
            .filter((sentence) => {
              const secret = repeats(sentence, set);
              if (secret) removed.push(sentence);
              return !secret;
            })
            .join(" "),
        )
        .join("\n")
        .replace(/\n{3,}/g, "\n\n")
        .trim();
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    return value;
  };
  return { result: walk(result) as T, removed };
}

/**
 * A piece checked for what was private in the source before it is shown or saved: every
 * sentence repeating a private note or naming someone from one is taken out; a piece that is
 * no longer whole without them is refused with a message, never shown.
 */
export function privateChecked(
  id: PackPieceId,
  result: PieceResult,
  context: PackContext,
): PieceResult {
  const { result: repaired, removed } = withoutGuarded(result, context.outline.guard);
  if (removed.length === 0) return result;
  const { type, label } = pieceById(id)!;
  const whole = pieceResultSchemas[type].safeParse(repaired);
  if (!whole.success || pieceToText(type, whole.data as PieceResult).trim() === "")
    throw new AppError(
      "provider_error",
      `The draft of the ${label.toLowerCase()} repeated something private from your notes or manuscript, so it was not shown or saved. Please write it again.`,
    );
  return whole.data as PieceResult;
}

/**
 * What a model streams, checked the same way before any of it is shown: each text field
 * without the sentences that repeat something private, and the field being written (the last)
 * without its last word until the next arrives (a name half written, "Doro", is not yet a name
 * to catch).
 */
export function guardedPartial<T>(
  context: PackContext,
  onPartial: ((partial: T) => void) | undefined,
): ((partial: T) => void) | undefined {
  const guard = context.outline.guard;
  if (!onPartial || !guard?.length) return onPartial;
  return (partial) => onPartial(withoutGuarded(settled(partial), guard).result as T);
}

/** Every string of a value, in order, given to `change` with its index. */
function mapStrings(value: unknown, change: (text: string, index: number) => string): unknown {
  let index = 0;
  const walk = (inner: unknown): unknown => {
    if (typeof inner === "string") return change(inner, index++);
    if (Array.isArray(inner)) return inner.map(walk);
    if (inner && typeof inner === "object")
      return Object.fromEntries(Object.entries(inner).map(([key, item]) => [key, walk(item)]));
    return inner;
  };
  return walk(value);
}

/** A streamed piece with its last text field's last word held back. */
function settled(value: unknown): unknown {
  let count = 0;
  mapStrings(value, (text) => (count++, text));
  return mapStrings(value, (text, index) =>
    index === count - 1 ? text.replace(/\S+$/u, "") : text,
  );
}
