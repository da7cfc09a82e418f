import type { LibraryItem } from "@shared/library/api";
import type { ItemDocument } from "@shared/library/document";
import { itemDocument } from "@shared/library/document";
import {
  isPackPieceType,
  packPieceTypes,
  type PackPieceSpec,
} from "@shared/tools/week-pack/definition";
import { balanceQuotes } from "@shared/scripture/balance-quotes";
import { scriptureAttribution, translationSchema } from "@shared/scripture/translations";
import type { Translation } from "@shared/scripture/translations";
import { quotedReferencesWithText, referencesWithText } from "../../scripture/bounded-check";
import { checkScripture, resolveIn } from "../../scripture/check-scripture";
import { findReferences } from "../../scripture/find-references";
import { verseOrdinal } from "../../scripture/verse-ordinals";

interface PrintedVerses {
  reference: string;
  text: string;
  /** Whether the text stops before the reference's last verse (a long passage, clipped). */
  cut?: boolean;
}

/**
 * The verses a reference names, as ordinals; empty when it does not resolve. A part of a verse
 * ("Luke 7:13a") names that verse, and `part` says its text is not the whole verse.
 */
function versesOf(
  reference: string,
  translation: Translation,
): { verses: number[]; part: boolean } {
  const citation = findReferences(reference)[0];
  if (!citation) return { verses: [], part: false };
  const resolved = resolveIn(citation, translation);
  if (!resolved.valid) return { verses: [], part: false };
  const verses: number[] = [];
  for (const { start, end } of resolved.ranges) {
    const from = verseOrdinal(start.book, start.chapter, start.verse);
    const to = verseOrdinal(end.book, end.chapter, end.verse);
    if (from < 0 || to < from) return { verses: [], part: false };
    for (let ordinal = from; ordinal <= to; ordinal++) verses.push(ordinal);
  }
  return { verses, part: Boolean(resolved.part) };
}

/**
 * The references printed under "Scripture text", each verse once: a reference whose verses
 * another printed reference shows whole (a sermon's "Luke 7:14-16" under its passage, Luke
 * 7:11-17) is left out; of two naming the same verses, the first stays. A reference whose text
 * is cut shows only some of its verses, so it holds none of the others.
 */
function eachVerseOnce(
  printed: readonly PrintedVerses[],
  translation: Translation,
): Array<{ reference: string; text: string }> {
  const named = printed.map((entry) => versesOf(entry.reference, translation));
  const verses = named.map((each) => each.verses);
  const shown = printed.map((entry, at) => new Set(entry.cut || named[at]!.part ? [] : verses[at]));
  const left = new Set<number>();
  for (const [at, own] of verses.entries()) {
    if (own.length === 0) continue;
    const heldBy = (other: number) =>
      other !== at &&
      !left.has(other) &&
      (verses[other]!.length > own.length ||
        (verses[other]!.length === own.length && other < at)) &&
      own.every((ordinal) => shown[other]!.has(ordinal));
    if (printed.some((_entry, other) => heldBy(other))) left.add(at);
  }
  return printed
    .filter((_entry, at) => !left.has(at))
    .map(({ reference, text }) => ({ reference, text }));
}

function scriptureTextOf(type: keyof typeof packPieceTypes): PackPieceSpec["scriptureText"] {
  return (packPieceTypes[type] as PackPieceSpec).scriptureText;
}

/**
 * The item's document with the verse text of the passage it is built on (a sermon's
 * "Romans 5:1-5") first, read from the embedded Bible in the translation it was checked in.
 */
export function printableDocument(item: LibraryItem): ItemDocument {
  const stored = (item.data as { scriptureCheck?: { translation?: unknown } } | null)
    ?.scriptureCheck;
  const translation = translationSchema.catch("web").parse(stored?.translation);
  // A piece that keeps some of its passage from its readers (a children's lesson) prints only
  // the verses it quotes, whatever else it names or the check found.
  const quotedOnly = isPackPieceType(item.type) && scriptureTextOf(item.type) === "quoted";
  // The check is stored as its translation only and an export does not check it again: the
  // verse text of each reference the item names is read from the Bible (cheap, bounded).
  const references = quotedOnly
    ? quotedReferencesWithText(item.content, translation)
    : stored && !("references" in stored)
      ? referencesWithText(item.content, translation)
      : undefined;
  const doc = itemDocument(
    references
      ? {
          ...item,
          data: {
            ...(item.data as object),
            scriptureCheck: { ...stored, translation, references },
          },
        }
      : item,
  );
  const ownVerses = doc.scripture.map((verse) => ({ ...verse, cut: verse.text.endsWith(" …") }));
  if (quotedOnly || !item.scripture.trim())
    return withVerses(doc, eachVerseOnce(ownVerses, translation), translation);
  const passage: PrintedVerses[] = checkScripture(item.scripture, { translation })
    .references.filter((reference) => reference.valid && reference.text)
    .map((reference) => ({
      reference: reference.reference,
      text: balanceQuotes(reference.text),
      cut: reference.truncated === true,
    }));
  const known = new Set(passage.map((verse) => verse.reference));
  const scripture = eachVerseOnce(
    [...passage, ...ownVerses.filter((verse) => !known.has(verse.reference))],
    translation,
  );
  return withVerses(doc, scripture, translation);
}

/** A text's letters alone, lower case: the same words whatever their marks and verse numbers. */
function lettersOf(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}]+/gu, "");
}

/**
 * The document with `verses` under "Scripture text", less those a section of the draft
 * already prints whole as its own text (a meditation's "Scripture Text", a small-group
 * guide's "Read together": the passage with its reference and no more), which would print the
 * passage twice. The translation is still named when any verse text is printed.
 */
function withVerses(
  doc: ItemDocument,
  verses: Array<{ reference: string; text: string }>,
  translation: Translation,
): ItemDocument {
  // A section's own citations ("(2 Corinthians 5:7, WEB)") are not more of its text.
  const sections = doc.sections.map((section) =>
    lettersOf(
      [...section.paragraphs, ...(section.numbered ?? [])].join(" ").replace(/\([^()]*\)/g, " "),
    ),
  );
  const scripture = verses.filter((verse) => {
    const own = lettersOf(verse.text);
    return !sections.some(
      (section) => own.length > 0 && section.includes(own) && own.length >= section.length * 0.8,
    );
  });
  return {
    ...doc,
    scripture,
    ...(verses.length > 0 ? { scriptureSource: scriptureAttribution(translation) } : {}),
  };
}
