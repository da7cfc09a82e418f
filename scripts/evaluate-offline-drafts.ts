/**
 * The frozen evaluation set (tests/unit/draft-quality/evaluation/requests.json) run through the
 * offline engine as the API runs it, with the checks a program can make (rubric:
 * docs/evaluation/offline-drafts-rubric.md).
 *
 *   npx tsx scripts/evaluate-offline-drafts.ts [--out docs/evaluation/offline-drafts-latest.md]
 *
 * Writes a markdown report: each request, its draft, the automatic checks, and a summary table.
 * The checks are exported for tests/unit/draft-quality/evaluation.test.ts.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { SocialPost } from "@shared/generation/social-posts";
import {
  writingToolKeys,
  writingTools,
  type ToolRequest,
  type WritingToolKey,
} from "@shared/tools";
import { resultToText } from "@shared/tools/result-text";
import { toolSchemas } from "@shared/tools/schemas";
import { offlineEngine, pastorPreferences } from "../tests/unit/draft-quality/offline-engine";
import { resolveCitation } from "../server/scripture/citation";
import { findReferences } from "../server/scripture/find-references";
import { lookup } from "../server/scripture/lookup";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const evaluationSetPath = resolve(root, "tests/unit/draft-quality/evaluation/requests.json");

// ---------------------------------------------------------------------------------------------
// The set

export interface EventFacts {
  what?: string;
  date?: string;
  time?: string;
  endTime?: string;
  place?: string;
  address?: string;
  contact?: string;
  rsvp?: string;
  link?: string;
}

export interface EvaluationRequest {
  id: string;
  tool: WritingToolKey;
  request: Record<string, string>;
  expect: {
    keyVerses: string[];
    privateNotes: string[];
    names?: string[];
    event?: EventFacts;
  };
}

export function evaluationSet(): EvaluationRequest[] {
  const file = JSON.parse(readFileSync(evaluationSetPath, "utf8")) as {
    requests: EvaluationRequest[];
  };
  return file.requests;
}

// ---------------------------------------------------------------------------------------------
// The engine, as the API builds it with no AI key (the quality suites' own)

function hasField(tool: WritingToolKey, name: string): boolean {
  return (writingTools[tool].fields as readonly { name: string }[]).some(
    (field) => field.name === name,
  );
}

const months = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const monthPattern = months.map((month) => `${month.slice(0, 3)}(?:${month.slice(3)})?`).join("|");
const monthDay = new RegExp(`\\b(${monthPattern})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b`, "gi");
const clockTime = () => /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)(?![a-z])/gi;

function monthIndex(name: string): number {
  return months.findIndex((month) => month.startsWith(name.toLowerCase().slice(0, 3)));
}

/** The first "Month D, YYYY" in a fact, as the form's date input sends it (YYYY-MM-DD). */
function isoDate(text: string | undefined): string {
  const day = new RegExp(`\\b(${monthPattern})\\.?\\s+(\\d{1,2})\\b`, "i").exec(text ?? "");
  const year = /\b(20\d\d)\b/.exec(text ?? "");
  if (!day || !year) return "";
  const month = String(monthIndex(day[1]!) + 1).padStart(2, "0");
  return `${year[1]}-${month}-${day[2]!.padStart(2, "0")}`;
}

/** The first clock time in a fact, as the form's time input sends it (HH:MM, 24-hour). */
function isoTime(text: string | undefined): string {
  const match = clockTime().exec(text ?? "");
  if (!match) return "";
  let hour = Number(match[1]) % 12;
  if (/^p/i.test(match[3]!)) hour += 12;
  return `${String(hour).padStart(2, "0")}:${match[2] ?? "00"}`;
}

/**
 * The request as the form would send it. The set's request fields are the ones every version
 * of the forms has; where the form has the structured event fields or the prayer's names
 * field, they are filled from `expect` as a pastor would fill them.
 */
export function formRequest(entry: EvaluationRequest): Record<string, string> {
  const request: Record<string, string> = { ...entry.request };
  const event = entry.expect.event;
  if (event && hasField(entry.tool, "eventDate")) {
    const fields: Record<string, string> = {
      eventName: event.what ?? "",
      eventDate: isoDate(event.date),
      eventTime: isoTime(event.time),
      eventEndTime: isoTime(event.endTime),
      eventPlace: event.place ?? "",
      eventAddress: event.address ?? "",
      eventContact: event.contact ?? "",
      eventRsvp: event.rsvp ?? "",
      eventLink: event.link
        ? /^https?:/.test(event.link)
          ? event.link
          : `https://${event.link}`
        : "",
    };
    for (const [name, value] of Object.entries(fields))
      if (value && hasField(entry.tool, name)) request[name] = value;
  }
  if (entry.tool === "prayer" && hasField("prayer", "names") && entry.expect.names?.length)
    request.names = entry.expect.names.join(", ");
  return request;
}

export interface Draft {
  item: Record<string, unknown>;
  /** The copy text (what Copy, Save and the scripture check read). */
  text: string;
  /** Each platform's post, for a multi-platform social post. */
  posts: SocialPost[];
  /** Every text the pastor receives: the copy text and each platform's post. */
  texts: string[];
  /** The title (or the email's subject), when the tool has one. */
  title?: { value: string; limit: number; field: string };
  error?: string;
}

export async function draftFor(
  tool: WritingToolKey,
  request: Record<string, string>,
): Promise<Draft> {
  try {
    const input = toolSchemas[tool].request.parse(request) as ToolRequest<typeof tool>;
    const item = (await offlineEngine.run(tool, input, {
      signal: new AbortController().signal,
      preferences: pastorPreferences,
    })) as unknown as Record<string, unknown>;
    const text = resultToText(tool, item as never);
    const posts = (item.posts as SocialPost[] | undefined) ?? [];
    const title =
      typeof item.subject === "string"
        ? { value: item.subject, limit: 70, field: "subject" }
        : typeof item.title === "string"
          ? { value: item.title, limit: 90, field: "title" }
          : undefined;
    return {
      item,
      text,
      posts,
      texts: [text, ...posts.map((post) => post.content)],
      ...(title ? { title } : {}),
    };
  } catch (error) {
    return {
      item: {},
      text: "",
      posts: [],
      texts: [],
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

// ---------------------------------------------------------------------------------------------
// The checks

/** Lower case, curly quotes made straight, every run of other characters one space. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‘’ʼ]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[^a-z0-9']+/g, " ")
    .replace(/'/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function straight(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‘’ʼ]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[ \t]+/g, " ");
}

/** The private-note phrases printed in any text the pastor receives. */
export function privateNotesPrinted(entry: EvaluationRequest, draft: Draft): string[] {
  const all = straight(draft.texts.join("\n"));
  return entry.expect.privateNotes.filter((phrase) => all.includes(straight(phrase).trim()));
}

interface Point {
  book: string;
  chapter: number;
  verse: number;
}

function within(point: Point, range: { start: Point; end: Point }): boolean {
  if (point.book !== range.start.book || point.book !== range.end.book) return false;
  const at = point.chapter * 1000 + point.verse;
  return (
    at >= range.start.chapter * 1000 + range.start.verse &&
    at <= range.end.chapter * 1000 + range.end.verse
  );
}

/** Every range a text cites, as the app's scripture check reads references. */
export function citedRanges(
  text: string,
): { cited: string; ranges: { start: Point; end: Point }[] }[] {
  return findReferences(text)
    .map((citation) => ({ cited: citation.cited, resolved: resolveCitation(citation) }))
    .filter(({ resolved }) => resolved.valid)
    .map(({ cited, resolved }) => ({ cited, ranges: resolved.ranges }));
}

export interface KeyVerseCheck {
  reference: string;
  /** A reference in the draft covers the verse. */
  cited: boolean;
  /** The verse's words (WEB) are in the draft. */
  quoted: boolean;
  text: string;
}

function verseOf(reference: string): { point: Point; text: string } | undefined {
  const found = lookup(reference, { translation: pastorPreferences.translation });
  if (!found.ok) return undefined;
  const verse = found.passage.passages[0]?.verses[0];
  if (!verse) return undefined;
  return {
    point: { book: verse.book, chapter: verse.chapter, verse: verse.verse },
    text: verse.text,
  };
}

/** A verse's words as the draft must carry them: whole, or to its last full stop when it runs on. */
function requiredWords(verseText: string): string[] {
  // "Mary said, “My soul magnifies the Lord.”": the words spoken may be quoted without the
  // few words that introduce the speaker.
  const opening = /^[^“]{1,40}?[,:]\s*“/.exec(verseText);
  if (opening && opening[0].split(/\s+/).length <= 6)
    return [normalize(verseText), ...requiredWords(verseText.slice(opening[0].length))];
  const whole = normalize(verseText);
  const trimmed = verseText.trim().replace(/[”’"')\]]+$/, "");
  if (/[.!?]$/.test(trimmed)) return [whole];
  const lastStop = Math.max(
    trimmed.lastIndexOf(". "),
    trimmed.lastIndexOf("? "),
    trimmed.lastIndexOf("! "),
  );
  if (lastStop <= 0) return [whole];
  return [whole, normalize(trimmed.slice(0, lastStop + 1))];
}

export function keyVerseChecks(entry: EvaluationRequest, draft: Draft): KeyVerseCheck[] {
  const all = draft.texts.join("\n\n");
  const cited = citedRanges(all).flatMap((citation) => citation.ranges);
  const words = normalize(all);
  return entry.expect.keyVerses.map((reference) => {
    const verse = verseOf(reference);
    if (!verse) return { reference, cited: false, quoted: false, text: "(no such verse)" };
    const isCited = cited.some((range) => within(verse.point, range));
    const isQuoted = isCited && requiredWords(verse.text).some((needed) => words.includes(needed));
    return { reference, cited: isCited, quoted: isQuoted, text: verse.text };
  });
}

const smallWords = new Set(
  (
    "a an the and or but nor so yet of in on at by for from to with into onto upon about over " +
    "under through after before during without within among between against toward towards as " +
    "than when while where if because that which who whom whose our your my his her their its " +
    "this these those is are was were be been being has have had do does did will would can " +
    "could shall should may might must not no st mt dr vs"
  ).split(" "),
);

/** Why a title or subject is not a complete phrase within its limit, if it is not. */
export function titleProblem(title: string, limit: number): string | undefined {
  const value = title.trim();
  if (!value) return "empty";
  if (Array.from(value).length > limit) return `longer than ${limit} characters`;
  if (/(…|\.\.\.)$/.test(value)) return "ends with an ellipsis";
  if (/[:,;—–-]$/.test(value)) return "ends on punctuation";
  const last = value
    .replace(/[.!?"”’)]+$/, "")
    .split(/\s+/)
    .pop()
    ?.toLowerCase()
    .replace(/[^a-z]/g, "");
  // "Rest a while", "for a while": after "a", "while" is a noun.
  if (last === "while" && /\ba\s+while[.!?"”’)]*$/i.test(value)) return undefined;
  if (last && smallWords.has(last)) return `ends on "${last}"`;
  return undefined;
}

/** The request's own words (every field the pastor typed), set aside when frames are read. */
function typedPhrases(request: Record<string, string>): string[] {
  return Object.values(request)
    .flatMap((value) => value.split(/(?<=[.!?;:])\s+|\n+/))
    .map((phrase) => phrase.trim().replace(/[.!?;:,]+$/, ""))
    .filter((phrase) => phrase.split(/\s+/).length >= 3)
    .sort((a, b) => b.length - a.length);
}

/**
 * The draft's composed sentences, as frames: scripture (any sentence found in a passage the draft
 * cites) is set aside, the pastor's typed phrases are replaced by "…", and a sentence of seven
 * words or more is kept as its first three and last three words.
 */
export function framesOf(text: string, request: Record<string, string>): Map<string, string> {
  let prose = straight(text);
  const citations = citedRanges(text);
  // Scripture quoted in the draft is the Bible's words, not a frame: each cited verse is set
  // aside (whole, or without its closing stop when a quotation ends mid-verse).
  const verses = citations.flatMap((citation) => {
    const found = lookup(citation.cited, { translation: pastorPreferences.translation });
    return found.ok
      ? found.passage.passages.flatMap((part) => part.verses.map((verse) => verse.text))
      : [];
  });
  for (const verse of verses.sort((a, b) => b.length - a.length)) {
    const words = straight(verse).trim();
    if (!words) continue;
    prose = prose.split(words).join("\n");
    prose = prose.split(words.replace(/[.,;:!?"')]+$/, "")).join("\n");
  }
  for (const citation of citations) prose = prose.split(straight(citation.cited)).join(" ");
  for (const phrase of typedPhrases(request)) prose = prose.split(straight(phrase)).join(" … ");
  const scripture = normalize(verses.join(" "));
  const frames = new Map<string, string>();
  for (const raw of prose.split(/(?<=[.!?]["')]*)\s+|\n+/)) {
    const sentence = normalize(raw.replace(/‹scripture›/g, " ").replace(/^\s*\d+\.\s*/, ""));
    const words = sentence.split(" ").filter(Boolean);
    if (words.length < 4) continue;
    if (scripture.includes(sentence)) continue;
    if (
      /^(title|scripture|approach|main points|call to action|reading|reflection|prayer|application|subject|email|next step|focus)$/.test(
        sentence,
      )
    )
      continue;
    const frame =
      words.length >= 7
        ? `${words.slice(0, 3).join(" ")} … ${words.slice(-3).join(" ")}`
        : sentence;
    if (!frames.has(frame)) frames.set(frame, raw.trim());
    else frames.set(`${frame}\u0000${frames.size}`, raw.trim());
  }
  return frames;
}

/** Frames used twice in one draft: "first three … last three" words, with the sentences. */
export function repeatedFramesIn(text: string, request: Record<string, string>): string[] {
  const counts = new Map<string, string[]>();
  for (const [key, sentence] of framesOf(text, request)) {
    const frame = key.split("\u0000")[0]!;
    counts.set(frame, [...(counts.get(frame) ?? []), sentence]);
  }
  return [...counts]
    .filter(([, sentences]) => sentences.length > 1)
    .map(
      ([frame, sentences]) =>
        `${frame} (${sentences.length}×: ${sentences.map((s) => `“${s}”`).join(" / ")})`,
    );
}

/** References the draft cites outside the request's passage: the supporting verses to read. */
export function supportingReferences(entry: EvaluationRequest, draft: Draft): string[] {
  const passage = entry.request.scripture
    ? lookup(entry.request.scripture, { translation: pastorPreferences.translation })
    : undefined;
  const inPassage = (point: Point) =>
    passage?.ok === true &&
    passage.passage.passages.some((part) =>
      part.verses.some(
        (verse) =>
          verse.book === point.book &&
          verse.chapter === point.chapter &&
          verse.verse === point.verse,
      ),
    );
  const out = new Set<string>();
  for (const citation of citedRanges(draft.texts.join("\n\n")))
    for (const range of citation.ranges)
      if (!inPassage(range.start) || !inPassage(range.end)) out.add(citation.cited.trim());
  return [...out];
}

export interface EventFactCheck {
  fact: string;
  /** The form's event fields can hold this fact (the first date and time, address, contact, link). */
  inFields: boolean;
  found: boolean;
}

function timeForms(hour: number, minute: string, half: string): RegExp {
  const suffix = half.startsWith("a") ? "a\\.?\\s?m\\.?" : "p\\.?\\s?m\\.?";
  const minutes = minute === "00" ? "(?::00)?" : `:${minute}`;
  const noon = hour === 12 && minute === "00" && !half.startsWith("a") ? "|\\bnoon\\b" : "";
  const twentyFour = `${String(half.startsWith("p") && hour !== 12 ? hour + 12 : hour % 12 === 0 && half.startsWith("a") ? 0 : hour).padStart(2, "0")}:${minute}`;
  return new RegExp(
    `(?<![\\d:])${hour}${minutes}\\s?(?:${suffix})(?![a-z])${noon}|\\b${twentyFour}\\b`,
    "i",
  );
}

/** The literal tokens of an event's facts (dates, times, street address, emails, phones, links) and whether the draft has each. */
export function eventFactChecks(entry: EvaluationRequest, draft: Draft): EventFactCheck[] {
  const event = entry.expect.event;
  if (!event) return [];
  const text = draft.texts.join("\n\n");
  const lower = straight(text);
  const digits = text.replace(/\D+/g, " ");
  const checks: EventFactCheck[] = [];
  // Dates and times. The date and time fields hold the first date and the first start and end
  // times; dates and times written in the event's name, place or RSVP are printed as given.
  const seen = new Set<string>();
  const add = (check: EventFactCheck) => {
    if (seen.has(check.fact)) return;
    seen.add(check.fact);
    checks.push(check);
  };
  const dateSources: [string | undefined, boolean][] = [
    [event.date, true],
    [event.what, false],
    [event.place, false],
    [event.rsvp, false],
  ];
  for (const [source, isDateField] of dateSources) {
    let first = true;
    for (const match of (source ?? "").matchAll(monthDay)) {
      const month = monthIndex(match[1]!);
      const day = Number(match[2]);
      const name = months[month]!;
      const written = new RegExp(
        `\\b${name.slice(0, 3)}(?:${name.slice(3)})?\\.?\\s+${day}(?:st|nd|rd|th)?\\b|\\b${month + 1}/${day}\\b|-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}\\b`,
        "i",
      );
      add({
        fact: `${name[0]!.toUpperCase()}${name.slice(1)} ${day}`,
        inFields: !isDateField || first,
        found: written.test(text),
      });
      first = false;
    }
  }
  const timeSources: [string | undefined, string, boolean][] = [
    [event.time, "time", true],
    [event.endTime, "end time", true],
    [event.what, "time", false],
    [event.place, "time", false],
    [event.rsvp, "time", false],
  ];
  for (const [source, label, isTimeField] of timeSources) {
    let first = true;
    for (const match of (source ?? "").matchAll(clockTime())) {
      const hour = Number(match[1]);
      const minute = match[2] ?? "00";
      const half = match[3]!.toLowerCase();
      add({
        fact: `${label} ${hour}:${minute} ${half.startsWith("a") ? "AM" : "PM"}`,
        inFields: !isTimeField || first,
        found: timeForms(hour, minute, half).test(text),
      });
      first = false;
    }
  }
  // Street addresses: the number and the street's first word.
  for (const match of (event.address ?? "").matchAll(/\b(\d{1,5})\s+([A-Z][a-z]+)/g))
    checks.push({
      fact: `address ${match[1]} ${match[2]}`,
      inFields: true,
      found: lower.includes(`${match[1]} ${match[2]!.toLowerCase()}`),
    });
  const contactText = [event.contact, event.rsvp, event.link].join(" ");
  for (const match of contactText.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g))
    checks.push({
      fact: `email ${match[0]}`,
      inFields: true,
      found: lower.includes(match[0].toLowerCase()),
    });
  for (const match of contactText.matchAll(/\(?\d{3}\)?[\s.-]?\d{3}-\d{4}/g)) {
    const number = match[0].replace(/\D/g, "");
    checks.push({
      fact: `phone ${match[0]}`,
      inFields: true,
      found:
        digits.replace(/\s+/g, "").includes(number) || text.replace(/\D/g, "").includes(number),
    });
  }
  if (event.link)
    checks.push({
      fact: `link ${event.link}`,
      inFields: true,
      found: lower.includes(event.link.toLowerCase().replace(/^https?:\/\//, "")),
    });
  return checks;
}

export interface Evaluation {
  entry: EvaluationRequest;
  request: Record<string, string>;
  draft: Draft;
  privateNotes: string[];
  keyVerses: KeyVerseCheck[];
  title?: string;
  repeatedFrames: string[];
  supporting: string[];
  eventFacts: EventFactCheck[];
}

export async function evaluate(entry: EvaluationRequest): Promise<Evaluation> {
  const request = formRequest(entry);
  const draft = await draftFor(entry.tool, request);
  const titleIssue = draft.title ? titleProblem(draft.title.value, draft.title.limit) : undefined;
  return {
    entry,
    request,
    draft,
    privateNotes: privateNotesPrinted(entry, draft),
    keyVerses: keyVerseChecks(entry, draft),
    ...(titleIssue ? { title: titleIssue } : {}),
    repeatedFrames: draft.texts.flatMap((text) => repeatedFramesIn(text, request)),
    supporting: supportingReferences(entry, draft),
    eventFacts: eventFactChecks(entry, draft),
  };
}

// ---------------------------------------------------------------------------------------------
// Across the six tools: one request's content written by every tool

/** The subject a request is about, in words any tool's form takes. */
function subjectOf(entry: EvaluationRequest): string {
  const r = entry.request;
  return r.topic ?? r.theme ?? r.focus ?? r.purpose ?? `Meditation on ${r.scripture}`;
}

/**
 * The same request content as each tool's form would take it; a tool not named here gets its
 * declaration's example with the entry's passage and notes.
 */
export function acrossTools(
  entry: EvaluationRequest,
): Record<WritingToolKey, Record<string, string>> {
  const subject = subjectOf(entry).slice(0, 500);
  const scripture = entry.request.scripture ?? "";
  const notes = entry.request.notes ?? "";
  const common = { scripture, notes };
  const named: Partial<Record<WritingToolKey, Record<string, string>>> = {
    sermon: { topic: subject, ...common },
    prayer: { prayerType: "intercession", focus: subject, ...common },
    devotional: { theme: subject.slice(0, 120), focus: subject, ...common },
    email: { emailType: "encouragement", purpose: subject, ...common },
    social: { platform: "facebook", contentType: "scripture-focus", topic: subject, ...common },
    meditation: { focus: "personal-growth", ...common },
  };
  return Object.fromEntries(
    writingToolKeys.map((key) => [
      key,
      named[key] ?? { ...(writingTools[key].example as Record<string, string>), ...common },
    ]),
  ) as Record<WritingToolKey, Record<string, string>>;
}

/** The issue's own passages: the six tools are run on each, and their shared frames listed. */
export const crossToolPassages = [
  "1 Thessalonians 4:13-18",
  "Ruth 1",
  "1 Peter 5:1-4",
  "Isaiah 9:2-7",
  "John 15:1-11",
  "Isaiah 40:27-31",
  "Psalm 23",
  "Habakkuk 2:1-3",
  "Lamentations 3:22-23",
  "John 13:1-17",
  "Luke 15:11-32",
];

export interface CrossTool {
  entry: EvaluationRequest;
  errors: string[];
  /**
   * Frames found in the drafts of two or more tools, with the tools: `composed` (the writer's
   * own sentences, which count against the measure) or `source` (a line attributed to a named
   * source, or a section heading with its reference, listed for the reader).
   */
  shared: {
    frame: string;
    tools: WritingToolKey[];
    sentence: string;
    kind: "composed" | "source";
  }[];
}

/** A line the draft attributes to a named source, or a section heading with its reference. */
function isSourceLine(sentence: string): boolean {
  return (
    /\b(commentary|treasury of david|scofield|spurgeon|matthew henry|heading in the)\b/i.test(
      sentence,
    ) || /\(\s*[,;–-]?\s*\)\s*\.?$/.test(sentence)
  );
}

function shown(sentence: string): string {
  return sentence
    .replace(/\(\s*[,;–-]?\s*\)/g, "")
    .replace(/^["\s]+/, "")
    .replace(/\s+([.,;:])/g, "$1")
    .trim();
}

export async function crossToolFrames(entry: EvaluationRequest): Promise<CrossTool> {
  const requests = acrossTools(entry);
  const byFrame = new Map<string, { tools: Set<WritingToolKey>; sentence: string }>();
  const errors: string[] = [];
  for (const tool of Object.keys(requests) as WritingToolKey[]) {
    const draft = await draftFor(tool, requests[tool]);
    if (draft.error) errors.push(`${tool}: ${draft.error}`);
    for (const text of draft.texts)
      for (const [key, sentence] of framesOf(text, requests[tool])) {
        const frame = key.split("\u0000")[0]!;
        const seen = byFrame.get(frame) ?? { tools: new Set(), sentence };
        seen.tools.add(tool);
        byFrame.set(frame, seen);
      }
  }
  return {
    entry,
    errors,
    shared: [...byFrame]
      .filter(([, seen]) => seen.tools.size > 1)
      .map(([frame, seen]) => ({
        frame,
        tools: [...seen.tools],
        sentence: shown(seen.sentence),
        kind: isSourceLine(seen.sentence) ? ("source" as const) : ("composed" as const),
      })),
  };
}

/** Frames used in more than half of one tool's drafts across the set. */
export function commonFrames(
  evaluations: Evaluation[],
): { tool: WritingToolKey; frame: string; count: number; of: number }[] {
  const out: { tool: WritingToolKey; frame: string; count: number; of: number }[] = [];
  const tools = [...new Set(evaluations.map((evaluation) => evaluation.entry.tool))];
  for (const tool of tools) {
    const ofTool = evaluations.filter((evaluation) => evaluation.entry.tool === tool);
    const counts = new Map<string, number>();
    for (const evaluation of ofTool) {
      const frames = new Set(
        [...framesOf(evaluation.draft.text, evaluation.request).keys()].map(
          (key) => key.split("\u0000")[0]!,
        ),
      );
      for (const frame of frames) counts.set(frame, (counts.get(frame) ?? 0) + 1);
    }
    for (const [frame, count] of counts)
      if (count > ofTool.length / 2) out.push({ tool, frame, count, of: ofTool.length });
  }
  return out.sort((a, b) => b.count - a.count);
}

// ---------------------------------------------------------------------------------------------
// The report

function fence(text: string): string {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = "`".repeat(longest + 1);
  return `${ticks}text\n${text}\n${ticks}`;
}

function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\n/g, " ");
}

function gitState(): string {
  // A run on an exported tree (git archive) names its commit here.
  if (process.env.EVALUATED_COMMIT) return process.env.EVALUATED_COMMIT;
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root })
      .toString()
      .trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], {
      cwd: root,
    })
      .toString()
      .trim();
    return dirty ? `${head} with uncommitted changes in the working tree` : head;
  } catch {
    return "unknown";
  }
}

export function report(evaluations: Evaluation[], crossTools: CrossTool[]): string {
  const lines: string[] = [];
  const count = (test: (evaluation: Evaluation) => boolean) => evaluations.filter(test).length;
  const keyTotal = evaluations.reduce((sum, e) => sum + e.keyVerses.length, 0);
  const keyCited = evaluations.reduce(
    (sum, e) => sum + e.keyVerses.filter((k) => k.cited).length,
    0,
  );
  const keyQuoted = evaluations.reduce(
    (sum, e) => sum + e.keyVerses.filter((k) => k.quoted).length,
    0,
  );
  const facts = evaluations.flatMap((e) => e.eventFacts);
  const fieldFacts = facts.filter((fact) => fact.inFields);
  const shared = crossTools.reduce(
    (sum, c) => sum + c.shared.filter((s) => s.kind === "composed").length,
    0,
  );
  const sharedSources = crossTools.reduce(
    (sum, c) => sum + c.shared.filter((s) => s.kind === "source").length,
    0,
  );
  const common = commonFrames(evaluations);

  lines.push("# Offline drafts: evaluation run");
  lines.push("");
  lines.push(
    `Generated by \`npx tsx scripts/evaluate-offline-drafts.ts\` on ${new Date().toISOString()} at ${gitState()}, ` +
      "offline engine (no AI key), translation WEB, as Pastor Dave Miller of Grace Community Church. " +
      "Set: tests/unit/draft-quality/evaluation/requests.json; rubric: docs/evaluation/offline-drafts-rubric.md. " +
      "The checks below are only the ones a program can make; the verdicts are in offline-drafts-verdicts.md.",
  );
  lines.push("");
  lines.push("## Summary");
  lines.push("");
  lines.push("| Measure | Result |");
  lines.push("| --- | --- |");
  lines.push(
    `| Drafts | ${evaluations.length} (${count((e) => Boolean(e.draft.error))} failed to generate) |`,
  );
  lines.push(
    `| Drafts printing a private-note phrase | ${count((e) => e.privateNotes.length > 0)} (${evaluations.reduce((s, e) => s + e.privateNotes.length, 0)} phrases) |`,
  );
  lines.push(`| Key verses cited | ${keyCited} of ${keyTotal} |`);
  lines.push(`| Key verses quoted (reference and words) | ${keyQuoted} of ${keyTotal} |`);
  lines.push(
    `| Drafts with every key verse quoted | ${count((e) => e.keyVerses.every((k) => k.quoted))} of ${evaluations.length} |`,
  );
  lines.push(
    `| Titles and subjects incomplete | ${count((e) => Boolean(e.title))} of ${count((e) => Boolean(e.draft.title))} |`,
  );
  lines.push(
    `| Drafts repeating a frame within themselves | ${count((e) => e.repeatedFrames.length > 0)} |`,
  );
  lines.push(
    `| Composed frames shared across the six tools (issue passages) | ${shared} over ${crossTools.length} passages (and ${sharedSources} source lines or headings) |`,
  );
  lines.push(`| Frames in more than half of one tool's drafts | ${common.length} |`);
  lines.push(
    `| Event facts the form's fields hold, present | ${fieldFacts.filter((f) => f.found).length} of ${fieldFacts.length} |`,
  );
  lines.push(
    `| All event facts present | ${facts.filter((f) => f.found).length} of ${facts.length} |`,
  );
  lines.push("");
  lines.push(
    "| Request | Passage | Title | Private notes printed | Key verses quoted | Event facts | Repeated frames | Other references |",
  );
  lines.push("| --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const e of evaluations) {
    const keys = e.keyVerses
      .map((k) => `${k.reference} ${k.quoted ? "✓" : k.cited ? "cited only" : "✗"}`)
      .join("; ");
    const eventFacts = e.eventFacts.length
      ? `${e.eventFacts.filter((f) => f.found).length}/${e.eventFacts.length}`
      : "";
    lines.push(
      `| [${e.entry.id}](#${e.entry.id}) | ${cell(e.entry.request.scripture ?? "")} | ${e.draft.error ? "error" : e.title ? `✗ ${cell(e.title)}` : e.draft.title ? "✓" : ""} | ${e.privateNotes.length ? `✗ ${cell(e.privateNotes.join("; "))}` : "✓"} | ${cell(keys)} | ${eventFacts} | ${e.repeatedFrames.length || ""} | ${e.supporting.length || ""} |`,
    );
  }
  lines.push("");

  for (const e of evaluations) {
    lines.push(`## ${e.entry.id}`);
    lines.push("");
    lines.push(
      `**${e.entry.tool}** · ${Object.entries(e.request)
        .filter(([name]) => name !== "notes")
        .map(([name, value]) => `${name}: ${value}`)
        .join(" · ")}`,
    );
    lines.push("");
    if (e.request.notes) lines.push(`> Notes: ${e.request.notes}`, "");
    lines.push(
      `Key verses expected: ${e.entry.expect.keyVerses.join(", ") || "none"}. Private phrases: ${e.entry.expect.privateNotes.map((p) => `“${p}”`).join(", ")}.`,
    );
    lines.push("");
    if (e.draft.error) {
      lines.push(`**The draft failed:** ${e.draft.error}`, "");
      continue;
    }
    lines.push(fence(e.draft.text));
    lines.push("");
    for (const post of e.draft.posts) {
      lines.push(`Post for ${post.platform} (${Array.from(post.content).length} characters):`, "");
      lines.push(
        fence(
          `${post.content}\n\n${post.hashtags.map((tag) => (tag.startsWith("#") ? tag : `#${tag}`)).join(" ")}`,
        ),
      );
      lines.push("");
    }
    lines.push("Checks:");
    lines.push("");
    lines.push(
      `- Private notes printed: ${e.privateNotes.length ? `**${e.privateNotes.map((p) => `“${p}”`).join(", ")}**` : "none"}`,
    );
    for (const k of e.keyVerses)
      lines.push(
        `- Key verse ${k.reference}: ${k.quoted ? "quoted" : k.cited ? "**cited, words missing**" : "**missing**"}${k.quoted ? "" : ` (“${k.text}”)`}`,
      );
    if (e.draft.title)
      lines.push(
        `- ${e.draft.title.field === "subject" ? "Subject" : "Title"} “${e.draft.title.value}”: ${e.title ? `**${e.title}**` : "complete"}`,
      );
    if (e.repeatedFrames.length) lines.push(`- Frames repeated: ${e.repeatedFrames.join("; ")}`);
    if (e.supporting.length)
      lines.push(`- Other references cited (read for sense): ${e.supporting.join("; ")}`);
    if (e.eventFacts.length)
      lines.push(
        `- Event facts: ${e.eventFacts.map((f) => `${f.fact}${f.inFields ? "" : " (notes only)"} ${f.found ? "✓" : "**✗**"}`).join("; ")}`,
      );
    lines.push("");
  }

  lines.push("## Across the six tools");
  lines.push("");
  lines.push(
    "For each of the issue's passages, its request's subject, passage and notes written by all six tools; " +
      "the frames (first three … last three words of a composed sentence) that appear in two or more tools' drafts.",
  );
  lines.push("");
  for (const c of crossTools) {
    lines.push(`### ${c.entry.request.scripture} (from ${c.entry.id})`);
    lines.push("");
    if (c.errors.length) lines.push(`Failed: ${c.errors.join("; ")}`, "");
    if (c.shared.length === 0) lines.push("No frame shared between tools.", "");
    for (const s of c.shared)
      lines.push(
        `- ${s.kind === "source" ? "source line" : "**composed**"}, ${s.tools.join(", ")}: “${s.sentence}”`,
      );
    lines.push("");
  }
  lines.push("## Frames common within one tool");
  lines.push("");
  if (common.length === 0) lines.push("None in more than half of a tool's drafts.");
  for (const c of common) lines.push(`- ${c.tool} (${c.count} of ${c.of}): ${c.frame}`);
  lines.push("");
  return lines.join("\n");
}

async function main() {
  const at = process.argv.indexOf("--out");
  const out = at >= 0 ? process.argv[at + 1] : undefined;
  const only = process.argv.includes("--only")
    ? process.argv[process.argv.indexOf("--only") + 1]
    : undefined;
  const entries = evaluationSet().filter((entry) => !only || entry.id.startsWith(only));
  const evaluations: Evaluation[] = [];
  for (const entry of entries) evaluations.push(await evaluate(entry));
  const crossTools: CrossTool[] = [];
  if (!process.argv.includes("--no-cross"))
    for (const passage of crossToolPassages) {
      const entry = entries.find((candidate) => candidate.request.scripture === passage);
      if (entry) crossTools.push(await crossToolFrames(entry));
    }
  const markdown = report(evaluations, crossTools);
  if (out) {
    writeFileSync(resolve(process.cwd(), out), `${markdown}\n`);
    console.log(`Wrote ${out}`);
  } else {
    console.log(markdown);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
