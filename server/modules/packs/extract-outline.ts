import type { PackOutline } from "@shared/tools/week-pack/schemas";
import { outlineLimits } from "@shared/tools/week-pack/definition";
import { resolveCitation } from "../../scripture/citation";
import { findReferences } from "../../scripture/find-references";

/**
 * The first step of a week pack: the main passage, big idea and points a pack is built on,
 * read from the source for the pastor to confirm. A saved sermon names them in its
 * sections; a manuscript is read for its references (the scripture reference finder) and
 * its headings.
 */

export interface ExtractedOutline {
  outline: PackOutline;
  /** What the pastor should check: a passage guessed among several, points not found… */
  notes: string[];
}

type Fields = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const clip = (value: string, max: number) =>
  value.length <= max ? value : `${value.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;

function firstSentences(value: string, count: number): string {
  // One left-to-right pass over the sentence ends (a run of . ! ? and closing quotes), stopping
  // after `count`: linear even in a long line without a full stop.
  const flat = value.replace(/\s+/g, " ");
  const ends = /[.!?]+["'”’)]*/g;
  const sentences: string[] = [];
  let start = 0;
  for (let end = ends.exec(flat); end && sentences.length < count; end = ends.exec(flat)) {
    const stop = end.index + end[0].length;
    if (end.index > start) sentences.push(flat.slice(start, stop).trim());
    start = stop;
  }
  return (sentences.length ? sentences.join(" ") : value).trim();
}

/** "Hope that does not disappoint" → "Hope that does not disappoint." */
function sentenceOf(value: string): string {
  const trimmed = value.trim();
  return /[.!?]["'”’)]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** "Rejoicing in hope: Paul says…" → kept whole but within the point limit. */
function pointOf(value: string): string {
  return clip(value.replace(/^\s*(?:\d+[.)]|[IVX]+\.|point\s+\d+[:.]?)\s*/i, "").trim(), 300);
}

/** A saved sermon from the sermon builder: {request: {topic, scripture, notes}, result}. */
export function outlineFromSermon(item: {
  title: string;
  scripture: string;
  data: unknown;
}): ExtractedOutline {
  const data = (item.data ?? {}) as Fields;
  const request = (data.request ?? {}) as Fields;
  const result = (data.result ?? {}) as Fields;
  const points = (Array.isArray(result.mainPoints) ? result.mainPoints : [])
    .map(text)
    .filter(Boolean)
    .map(pointOf)
    .slice(0, outlineLimits.points.max);
  // The sermon builder's topic is the pastor's own statement of the subject; its
  // "approach" describes the method ("An expository walk…"), not the big idea.
  const topic = text(request.topic);
  const bigIdea = topic ? sentenceOf(topic) : firstSentences(points[0] ?? "", 1);
  const notes: string[] = [];
  if (points.length < outlineLimits.points.min)
    notes.push("Add the sermon's points: at least two.");
  return {
    outline: {
      title: clip(text(result.title) || item.title || "Sunday's sermon", outlineLimits.title),
      passage: clip(text(request.scripture) || item.scripture, outlineLimits.passage),
      bigIdea: clip(bigIdea, outlineLimits.bigIdea),
      points,
      callToAction: clip(text(result.callToAction), outlineLimits.callToAction),
      // "This week's details" is public (the email and posts print it): the sermon's own notes were
      // private instructions, so it starts empty and holds only what the pastor types there.
      notes: "",
      ageBand: "6-8",
    },
    notes,
  };
}

/** A manuscript has no recognisable passage: the field message the pastor sees. */
export class NoPassageFound extends Error {
  constructor() {
    super(
      "We could not find a Bible reference in this manuscript (such as Romans 5:1-5). Add the main passage near the top and try again.",
    );
  }
}

type Range = ReturnType<typeof resolveCitation>["ranges"][number];
const order = (point: Range["start"]) => point.chapter * 1000 + point.verse;
function contains(outer: Range, inner: Range): boolean {
  return (
    outer.start.book === inner.start.book &&
    outer.end.book === inner.end.book &&
    order(outer.start) <= order(inner.start) &&
    order(inner.end) <= order(outer.end)
  );
}

const passageLabel = /(?:text|passage|scripture|reading|read)\s*[:—-]\s*$/i;

/**
 * The main passage: one labelled "Text:" or "Passage:" if any; else the one cited most,
 * counting the citations of verses inside it (a sermon on Psalm 23:1-6 cites Psalm 23:4),
 * ties going to the earliest.
 */
function mainPassage(manuscript: string): { reference: string; others: number } | undefined {
  const found = findReferences(manuscript)
    .filter((citation) => !citation.uncertain)
    .map((citation) => ({ citation, resolved: resolveCitation(citation) }))
    .filter(({ resolved }) => resolved.valid);
  const tally = new Map<string, { score: number; first: number; ranges: Range[] }>();
  for (const { citation, resolved } of found) {
    const before = manuscript.slice(Math.max(0, citation.start - 20), citation.start);
    const score = 1 + (passageLabel.test(before) ? 100 : 0);
    const entry = tally.get(resolved.reference);
    if (entry) entry.score += score;
    else tally.set(resolved.reference, { score, first: citation.start, ranges: resolved.ranges });
  }
  for (const [reference, entry] of tally)
    for (const { resolved } of found)
      if (
        resolved.reference !== reference &&
        resolved.ranges.every((inner) => entry.ranges.some((outer) => contains(outer, inner)))
      )
        entry.score += 1;
  const ranked = [...tally.entries()].sort(
    ([, a], [, b]) => b.score - a.score || a.first - b.first,
  );
  const best = ranked[0];
  return best && { reference: best[0], others: ranked.length - 1 };
}

const numberedHeading =
  /^\s*(?:#{1,4}\s*)?(?:\d+[.)]|[IVX]+\.|point\s+(?:\d+|one|two|three|four|five|six)\b[:.]?|(?:first|second|third|fourth|fifth|finally)[,:])\s*(\S.*)$/i;
const markdownHeading = /^\s*#{1,4}\s+(\S.*)$/;
const bigIdeaLine =
  /^\s*(?:big idea|main idea|the big idea|theme|in one sentence|key truth)\s*[:—-]\s*(\S.*)$/i;
const closingHeading =
  /^\s*(?:#{1,4}\s*)?(?:conclusion|application|response|call to action|closing|so what|takeaway)\b[:.]?\s*(\S.*)?$/i;

function isHeadingLike(line: string): boolean {
  return (
    line.length > 0 && line.length <= 90 && !/[.,;]$/.test(line) && line.split(/\s+/).length <= 14
  );
}

/** A pasted or uploaded manuscript. */
export function outlineFromManuscript(manuscript: string, filename?: string): ExtractedOutline {
  const passage = mainPassage(manuscript);
  if (!passage) throw new NoPassageFound();
  const lines = manuscript.split(/\r?\n/).map((line) => line.trim());
  const nonEmpty = lines.filter(Boolean);
  const notes: string[] = [];
  if (passage.others > 0)
    notes.push(
      `The manuscript cites ${passage.others + 1} passages; ${passage.reference} is cited most. Change it if another is the main one.`,
    );

  const points: string[] = [];
  let bigIdea = "";
  let callToAction = "";
  for (const [index, line] of lines.entries()) {
    const idea = line.match(bigIdeaLine);
    if (idea?.[1] && !bigIdea) {
      bigIdea = idea[1];
      continue;
    }
    const closing = line.match(closingHeading);
    if (closing && isHeadingLike(line) && !callToAction) {
      const after = closing[1] || lines.slice(index + 1).find(Boolean) || "";
      callToAction = firstSentences(after, 2);
      continue;
    }
    const numbered = line.match(numberedHeading) ?? line.match(markdownHeading);
    if (numbered?.[1] && numbered[1].length <= 200) points.push(pointOf(numbered[1]));
  }
  // Headings of a manuscript without numbers: short lines followed by a paragraph of prose
  // (pasted text has single line breaks; a .docx read to text, a blank line between paragraphs).
  if (points.length < outlineLimits.points.min) {
    points.length = 0;
    for (const [index, line] of nonEmpty.entries()) {
      if (index === 0 || !isHeadingLike(line) || closingHeading.test(line)) continue;
      const next = nonEmpty[index + 1] ?? "";
      if (next && !isHeadingLike(next) && !bigIdeaLine.test(line) && !findReferences(line).length)
        points.push(pointOf(line));
    }
  }
  const title = nonEmpty[0] && isHeadingLike(nonEmpty[0]) ? nonEmpty[0].replace(/^#+\s*/, "") : "";
  const prose = nonEmpty.filter((line) => !isHeadingLike(line));
  if (!bigIdea) {
    bigIdea = firstSentences(prose.find((line) => line.split(/\s+/).length >= 8) ?? "", 1);
    notes.push("The big idea was taken from the opening: put it in your own words.");
  }
  if (!callToAction) callToAction = firstSentences(prose.at(-1) ?? "", 2);
  if (points.length < outlineLimits.points.min)
    notes.push("No numbered points or headings were found: write the sermon's points.");
  return {
    outline: {
      title: clip(
        title || filename?.replace(/\.[a-z]+$/i, "") || `Sermon on ${passage.reference}`,
        outlineLimits.title,
      ),
      passage: passage.reference,
      bigIdea: clip(bigIdea, outlineLimits.bigIdea),
      points: [...new Set(points)].slice(0, outlineLimits.points.max),
      callToAction: clip(callToAction, outlineLimits.callToAction),
      notes: "",
      ageBand: "6-8",
    },
    notes,
  };
}
