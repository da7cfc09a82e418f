import type { RefinementKind } from "@shared/generation/refinement";
import { translations } from "@shared/scripture/translations";
import {
  balanceQuotes,
  nestedWithin,
  withoutEnclosingMarks,
} from "@shared/scripture/balance-quotes";
import type { Grounding } from "../pipeline-types";
import { withoutMusicDirections } from "../../scripture/music-directions";
import type { QuotedVerses } from "./passage-shape";
import { withReaderReferences } from "./reader-references";

/**
 * Scripture quoted whole and cited: “…” (John 15:5). `aloud`: as a pastor prays, posts or sends
 * it, without the singer's directions in the verse text (“Selah”, Habakkuk's subscription).
 */
export function quote(verses: QuotedVerses, { aloud = false } = {}): string {
  // The translation's own quotation marks, balanced where a verse starts or ends inside a
  // speech, become single ones inside ours; a verse that ends mid-sentence ("willingly;") ends
  // the quotation without its comma or semicolon.
  // Verses apart are balanced apart: a speech left open before a gap ("…") is closed there,
  // so the verses after it are not read as the speaker's. Verses with no gap that are one
  // speech whole lose its marks, which ours stand for; beside a narrator's verse they stay.
  const runs = (aloud ? withoutMusicDirections(verses.text) : verses.text)
    .split(" … ")
    .map((run) => balanceQuotes(run).trim());
  const text = nestedWithin(
    runs.length === 1 ? withoutEnclosingMarks(runs[0]!) : runs.join(" … "),
  ).replace(/[,;:]$/, "");
  return `“${text}” (${verses.reference})`;
}

/**
 * A commentary's own words, named: the one place a commentary's text becomes a draft's, so its
 * references are printed as a reader reads them (“Acts 12:12”, not Henry's “Ac 12:12”).
 */
export function attributed(comment: { source: string; text: string }): string {
  return `${comment.source}: “${withReaderReferences(comment.text)}”`;
}

/** Paragraphs joined by a blank line, empty ones dropped. */
export function paragraphs(parts: ReadonlyArray<string | false | undefined>): string {
  return parts.filter((part): part is string => Boolean(part && part.trim())).join("\n\n");
}

/** The pastor's message as typed, its blank lines kept to one between paragraphs. */
export function pastorMessage(typed: string): string {
  return typed.trim().replace(/\n{3,}/g, "\n\n");
}

/** "{name}" slots filled from scripture data or structured fields; nothing else goes in. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}

/** The nth of some alternatives, for a different draft on request ("another angle"). */
export function nth<T>(options: readonly T[], index: number): T {
  return options[index % options.length] as T;
}

export function translationName(grounding: Grounding): string {
  return translations[grounding.translation].name;
}

/** The pastor's own asking for another: the request's variant, one on for "another angle". */
export function alternativeOf(request: {
  variant?: number | undefined;
  refine?: RefinementKind | undefined;
}) {
  return (request.variant ?? 0) + (request.refine === "angle" ? 1 : 0);
}

/** Which alternatives a draft writes: its request's seed, and how many steps on it was asked for. */
export interface Variant {
  seed: number;
  step: number;
}

/**
 * Which alternatives to write: a seed from what the request is about (its passage and subject),
 * so that a pastor writing week after week does not meet the same sentences each time; then the
 * request's variant, and one on for "another angle".
 */
export function variantOf(request: {
  variant?: number | undefined;
  refine?: RefinementKind | undefined;
  scripture?: string | undefined;
  subject: string;
}): Variant {
  let seed = 0;
  for (const char of `${request.scripture ?? ""}\u0000${request.subject}`.toLowerCase())
    seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
  return { seed, step: alternativeOf(request) };
}

/**
 * The one alternative a draft writes in a slot (data/fixed-lines.json): chosen by the request's
 * seed mixed with the slot's name, so that two requests that meet in one slot seldom meet in the
 * next, and one on in every slot for each step ("another angle"), so it always differs.
 */
export function choose<T>(options: readonly T[], variant: Variant, slot: string): T {
  let hash = (variant.seed ^ 0x9e3779b9) >>> 0;
  for (const char of slot) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b) >>> 0;
  hash = (hash ^ (hash >>> 13)) >>> 0;
  return options[(hash + variant.step) % options.length] as T;
}

/** A value one step along its scale when the refinement asks for shorter or longer. */
export function stepped<T>(scale: readonly T[], current: T, refine: RefinementKind | undefined): T {
  const index = scale.indexOf(current);
  if (refine === "shorter") return scale[Math.max(0, index - 1)] as T;
  if (refine === "longer") return scale[Math.min(scale.length - 1, index + 1)] as T;
  return current;
}

/**
 * A typed phrase as a title: kept whole when it fits; else, when it opens with a whole phrase
 * that fits, closed by a mark that ends one (a sentence's end, a semicolon, a colon, a dash
 * between spaces, an opening bracket: "Healing for Ruth Ellis: surgery on Tuesday, …"), that
 * phrase of three words or more; else the fallback. Never cut elsewhere: before a comma may be
 * half a phrase ("After the fire, give us strength…").
 */
export function titleFrom(typed: string, fallback: string, max = 90): string {
  const tidy = (text: string) =>
    text
      .replace(/\s+/g, " ")
      .trim()
      .replace(/[.;:,]+$/, "");
  const cleaned = tidy(typed);
  if (!cleaned || cleaned.includes("\n")) return fallback;
  const opening = tidy(cleaned.split(/[.!?]\s|[;:(]|\s[-–—]\s/)[0]!);
  const title =
    cleaned.length <= max
      ? cleaned
      : opening.length <= max && opening.split(" ").length >= 3
        ? opening
        : undefined;
  if (!title) return fallback;
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** A fixed frame that introduces a verse, with its class (data/fixed-lines.json's "about"). */
export interface VerseFrame {
  text: string;
  class: string;
}

/** The class of a frame true whatever verse follows it. */
export const neutralFrame = "neutral";

/**
 * The frames a draft may set before a verse: those true of any verse. No verse data says which
 * verses are spoken to every believer or by the Lord himself, so a frame that hands the verse
 * to the hearers, or names its speaker, is never used.
 */
export function verseFrames(frames: readonly VerseFrame[]): string[] {
  return frames.filter((frame) => frame.class === neutralFrame).map((frame) => frame.text);
}
