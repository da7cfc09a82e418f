import type { BookId } from "@shared/scripture/books";
import type { VerseRange } from "@shared/scripture/reference";
import type { FieldSpec } from "@shared/tools/define";
import { translations, type Translation } from "@shared/scripture/translations";
import { lookup } from "../../scripture/lookup";
import { sectionHeadingsFor } from "../../scripture/section-headings";
import { spokenDate, spokenTime } from "./event";
import type { PassageShape } from "./passage-shape";

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A quotation with its citation, as `quote` writes it: “…” (John 15:4–5). */
const citedQuotation = /“[^”]*”\s*\(([^()]+)\)/g;
/** Matthew Henry's words as the writer names them: on verses, or introducing a book. */
const commentaryQuoted = /Matthew Henry's (?:Concise Commentary|introduction to [^:“”]+): “[^”]*”/g;

/** The BSB's headings of the sections that meet the verses cited. */
function headingsMeeting(references: readonly string[], translation: Translation): Set<string> {
  const headings = new Set<string>();
  for (const reference of references) {
    const found = lookup(reference, { translation });
    if (!found.ok) continue;
    for (const part of found.passage.passages) {
      const first = part.verses[0];
      const last = part.verses.at(-1);
      if (!first || !last) continue;
      const range: VerseRange = {
        start: { book: first.book as BookId, chapter: first.chapter, verse: first.verse },
        end: { book: last.book as BookId, chapter: last.chapter, verse: last.verse },
      };
      for (const section of sectionHeadingsFor(range, translation)) headings.add(section.heading);
    }
  }
  return headings;
}

/**
 * Where each part of an offline draft comes from, said per result field: scripture quoted
 * from the translation, Matthew Henry's named words, a section heading (the BSB's or Matthew
 * Henry's outline), what the pastor typed in a field, and the writer's fixed sentences. The
 * writer builds every sentence from these, so what a field holds is read back from them.
 */
export function sourcesOf(
  result: Record<string, unknown>,
  options: {
    translation: Translation;
    shape: PassageShape | undefined;
    request: Record<string, unknown>;
    fields: readonly FieldSpec[];
  },
): Record<string, string[]> {
  // What each structured field prints: a date and a time as the writer spells them, a list of
  // names name by name, anything else as typed.
  const typed = options.fields.flatMap((field) => {
    const value = options.request[field.name];
    if (field.kind === "select" || field.instruction || typeof value !== "string") return [];
    const trimmed = value.trim();
    if (trimmed.length < 2) return [];
    const input = (field as { input?: string }).input;
    const printed =
      input === "date"
        ? [spokenDate(trimmed)]
        : input === "time"
          ? [spokenTime(trimmed)]
          : [trimmed, ...trimmed.split(/[,;\n]+/).map((part) => part.trim())].filter(
              (part) => part.length >= 2,
            );
    return [{ label: field.label.replace(/\s*\(optional\)$/i, ""), printed }];
  });
  const texts = Object.entries(result).flatMap(([field, value]) => {
    const text = typeof value === "string" ? value : Array.isArray(value) ? value.join("\n") : "";
    return text.trim() ? [[field, text] as const] : [];
  });
  const cited = texts.flatMap(([, text]) =>
    [...text.matchAll(citedQuotation)].map((match) => match[1]!),
  );
  const bsb = headingsMeeting(
    [...cited, ...(options.shape ? [options.shape.reference] : [])],
    options.translation,
  );
  const place = options.shape?.place.outline;
  const outline = [
    ...(options.shape?.sections ?? []).map((section) => section.heading),
    ...(place?.divisions ?? []).map((division) => division.heading),
  ].filter((heading): heading is string => Boolean(heading) && !bsb.has(heading!));
  const sources: Record<string, string[]> = {};
  for (const [field, text] of texts) {
    const found: string[] = [];
    let rest = text;
    const references = [...text.matchAll(citedQuotation)].map((match) => match[1]!);
    if (references.length > 0)
      found.push(
        `Scripture, quoted from the ${translations[options.translation].name}: ${[...new Set(references)].join("; ")}`,
      );
    rest = rest.replace(citedQuotation, " ");
    const withoutCommentary = rest.replace(commentaryQuoted, " ");
    if (withoutCommentary !== rest) {
      found.push("Matthew Henry's Concise Commentary, his own words");
      rest = withoutCommentary;
    }
    if (place) rest = rest.split(`${place.source}:`).join(" ");
    const headings = [...bsb].filter((heading) => rest.includes(heading));
    if (headings.length > 0) found.push("Section headings of the Berean Standard Bible");
    const outlined = outline.filter((heading) => rest.includes(heading));
    if (outlined.length > 0) found.push("Matthew Henry's outline of the chapter");
    for (const heading of [...headings, ...outlined]) rest = rest.split(heading).join(" ");
    const yours: string[] = [];
    for (const entry of typed) {
      const lower = rest.toLowerCase();
      const inText = entry.printed.filter((part) => lower.includes(part.toLowerCase()));
      if (inText.length === 0) continue;
      yours.push(entry.label);
      for (const part of inText.sort((a, b) => b.length - a.length))
        rest = rest.replace(new RegExp(escaped(part), "gi"), " ");
    }
    if (yours.length > 0) found.push(`Your fields: ${yours.join(", ")}`);
    // References cited alone ("Scripture: John 15:1–11") are the passage's own names.
    const words = rest.match(/[A-Za-z]{2,}/g) ?? [];
    if (words.length >= 3) found.push("Kingdom Tools' fixed sentences, true of any passage");
    if (found.length > 0) sources[field] = found;
  }
  return sources;
}
