import type { ScriptureVerse } from "@shared/scripture/api";
import type { CheckedReference } from "@shared/scripture/check-result";
import type { ScriptureCorrection } from "@shared/generation/scripture-corrections";
import type { Translation } from "@shared/scripture/translations";
import { checkBounded } from "../scripture/bounded-check";
import { lookup } from "../scripture/lookup";
import { judgeQuotation } from "../scripture/quotation-verdict";
import { comparableWords } from "../scripture/quotations";

/**
 * A model's draft, made right before the pastor reads it: a quotation that misquotes its
 * (existing) reference is replaced by the chosen translation's exact words, and what cannot be
 * put right by itself (a reference that does not exist, words from another passage) is listed
 * with the correct place where the words are known.
 */

/** A passage this short is given whole; in a longer one, the verses the quotation is from. */
const wholePassageVerses = 3;
/** Below this share of its words in a verse, the quotation is not taken to be from that verse. */
const fromVerse = 0.5;

interface ExactWords {
  reference: string;
  text: string;
}

function spanReference(verses: readonly ScriptureVerse[]): string {
  const first = verses[0]!;
  const last = verses.at(-1)!;
  if (first === last) return first.reference;
  if (first.book !== last.book) return `${first.reference}–${last.reference}`;
  if (first.chapter === last.chapter) return `${first.reference}–${last.verse}`;
  return `${first.reference}–${last.chapter}:${last.verse}`;
}

/** The translation's words for what the quotation was taken from, or undefined when unsure. */
function exactWordsFor(
  quote: string,
  reference: string,
  translation: Translation,
): ExactWords | undefined {
  const outcome = lookup(reference, { translation });
  if (!outcome.ok) return undefined;
  const verses = outcome.passage.passages.flatMap((passage) => passage.verses);
  const withText = verses.filter((verse) => verse.text);
  if (withText.length === 0) return undefined;
  if (verses.length <= wholePassageVerses && outcome.passage.passages.length === 1)
    return { reference: outcome.passage.reference, text: outcome.passage.text };
  let best: { verses: ScriptureVerse[]; coverage: number } | undefined;
  const quotedWords = comparableWords(quote).length;
  for (let start = 0; start < withText.length; start++) {
    for (const length of [1, 2]) {
      const span = withText.slice(start, start + length);
      if (span.length < length) continue;
      const judged = judgeQuotation(quote, [
        { translation, verses: span.map((verse) => verse.text) },
      ]);
      // Two verses only for a quotation longer than the first of them.
      if (length === 2 && quotedWords <= comparableWords(span[0]!.text).length) continue;
      if (judged && (!best || judged.coverage > best.coverage))
        best = { verses: span, coverage: judged.coverage };
    }
  }
  if (!best || best.coverage < fromVerse) return undefined;
  return {
    reference: spanReference(best.verses),
    text: best.verses.map((verse) => verse.text).join(" "),
  };
}

const wordKey = (token: string) => token.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * The part of the verses the quotation covers: from where its first two words are to where its
 * last two are (when the model kept them), so a quoted half verse is given back as a half
 * verse, and a verse's "Jesus said to him, “…" is left out when the quotation began after it.
 */
function coveredPart(quote: string, verses: string): string {
  const tokens = [...verses.matchAll(/\S+/g)].map((match) => ({
    key: wordKey(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
  const quoted = quote.split(/\s+/).map(wordKey).filter(Boolean);
  if (quoted.length < 4) return verses;
  const [first, second] = quoted;
  const [beforeLast, last] = quoted.slice(-2);
  let from = 0;
  let to = verses.length;
  const startAt = tokens.findIndex(
    (token, i) => token.key === first && tokens[i + 1]?.key === second,
  );
  if (startAt >= 0) from = tokens[startAt]!.start;
  for (let i = tokens.length - 1; i > Math.max(0, startAt); i--) {
    if (tokens[i]!.key === last && tokens[i - 1]?.key === beforeLast) {
      to = tokens[i]!.end;
      break;
    }
  }
  return balanceMarks(verses.slice(from, to).replace(/^[“‘"]+/, ""));
}

/** Drops a quotation mark whose partner is outside the part kept. */
function balanceMarks(text: string): string {
  let out = text;
  const opens = (out.match(/“/g) ?? []).length;
  const closes = (out.match(/”/g) ?? []).length;
  if (opens > closes) out = out.replace(/“(?![^“]*”)/, "");
  if (closes > opens) out = out.replace(/”/, "");
  return out.trim();
}

/** The exact words in the quotation's own marks; inner double marks become single ones. */
function requote(segment: string, words: string): string {
  const open = /^[“"‘]/.exec(segment)?.[0];
  if (!open) return words;
  const close = /[”"’]+$/.exec(segment)?.[0] ?? "";
  const inner = open === "“" ? words.replace(/“/g, "‘").replace(/”/g, "’") : words;
  return `${open}${inner}${close}`;
}

interface Edit {
  start: number;
  end: number;
  replacement: string;
}

function judge(
  field: string,
  text: string,
  reference: CheckedReference,
  translation: Translation,
): { correction?: ScriptureCorrection; edit?: Edit } {
  const quoted = reference.quoted;
  if (!reference.valid) {
    return {
      correction: {
        kind: "invalid-reference",
        field,
        reference: reference.reference,
        reason: reference.reason ?? `${reference.reference} does not exist.`,
        ...(quoted ? { quote: quoted.quote } : {}),
        ...(quoted?.foundAt ? { foundAt: quoted.foundAt } : {}),
      },
    };
  }
  if (!quoted) return {};
  if (quoted.verdict === "wrong-reference" && quoted.foundAt) {
    return {
      correction: {
        kind: "wrong-reference",
        field,
        reference: reference.reference,
        quote: quoted.quote,
        foundAt: quoted.foundAt,
      },
    };
  }
  if (quoted.verdict !== "misquote" || quoted.start === undefined || quoted.end === undefined)
    return {};
  const found = exactWordsFor(quoted.quote, reference.reference, translation);
  if (!found) return {};
  const exact = { ...found, text: coveredPart(quoted.quote, found.text) };
  const segment = text.slice(quoted.start, quoted.end);
  return {
    correction: {
      kind: "corrected",
      field,
      reference: reference.reference,
      original: quoted.quote,
      corrected: exact.text,
      correctedReference: exact.reference,
      translation,
    },
    edit: { start: quoted.start, end: quoted.end, replacement: requote(segment, exact.text) },
  };
}

/** One text of a draft: its misquotations replaced, and what was done or found. */
export function correctText(
  text: string,
  field: string,
  translation: Translation,
): { text: string; corrections: ScriptureCorrection[] } {
  if (!text.trim()) return { text, corrections: [] };
  // Bounded like any check (bounded-check.ts): what follows its limits is left as written.
  const check = checkBounded(text, { translation });
  const corrections: ScriptureCorrection[] = [];
  const edits: Edit[] = [];
  for (const reference of check.references) {
    const { correction, edit } = judge(field, text, reference, translation);
    const overlaps =
      edit && edits.some((other) => edit.start < other.end && other.start < edit.end);
    if (edit && !overlaps) edits.push(edit);
    if (correction && (correction.kind !== "corrected" || (edit && !overlaps)))
      corrections.push(correction);
  }
  let corrected = text;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    corrected = corrected.slice(0, edit.start) + edit.replacement + corrected.slice(edit.end);
  return { text: corrected, corrections };
}

/**
 * Corrects every text of a model's result (text sections, list items, social posts), field by
 * field, and lists what was done in the order the draft reads.
 */
export function correctDraft<T extends object>(
  result: T,
  translation: Translation,
): { result: T; corrections: ScriptureCorrection[] } {
  const corrections: ScriptureCorrection[] = [];
  const fix = (value: string, field: string) => {
    const done = correctText(value, field, translation);
    corrections.push(...done.corrections);
    return done.text;
  };
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(result)) {
    if (typeof value === "string") out[field] = fix(value, field);
    else if (Array.isArray(value))
      out[field] = value.map((entry: unknown) => {
        if (typeof entry === "string") return fix(entry, field);
        if (entry && typeof entry === "object" && "content" in entry) {
          const post = entry as { content: unknown };
          if (typeof post.content === "string")
            return { ...post, content: fix(post.content, field) };
        }
        return entry;
      });
    else out[field] = value;
  }
  return { result: out as T, corrections };
}
