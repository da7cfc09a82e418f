import type { PackOutline } from "@shared/tools/week-pack/schemas";
import { outlineLimits } from "@shared/tools/week-pack/definition";
import { resolveCitation } from "../../scripture/citation";
import { findReferences } from "../../scripture/find-references";
import {
  callWords,
  capitalRun,
  isHeadingLike,
  manuscriptStructure,
  opensSignpost,
  phraseOf,
  type ManuscriptLine,
  type Structure,
} from "./manuscript-structure";
import { peopleNamedIn, type PersonTest } from "./people-named";
import { guardOf } from "./private-guard";
import { sentencesOf } from "../../text/sentences";
import { isPrivateSentence, splitPrivate } from "./private-notes";
import { hymnSentences } from "./hymn-quotes";
import { citedAsScripture, isVerseSaid } from "./scripture-said";

/**
 * The first step of a week pack: the main passage, big idea and points a pack is built on,
 * read from the source for the pastor to confirm. A saved sermon names them in its
 * sections; a manuscript is read for its references (the scripture reference finder) and
 * the divisions its preacher gave it (./manuscript-structure.ts). Notes the preacher marked
 * for the pulpit only (./private-notes.ts) are never read into any field.
 */

/** One point as the sermon develops it: the short phrase, its verses and its paragraphs. */
export interface OutlineSection {
  point: string;
  /** The verse range the point expounds, when the preacher names one ("Luke 15:11–16"). */
  verses?: string;
  /** The preacher's own paragraphs under the point, private notes and quoted verse left out. */
  paragraphs: string[];
}

export interface ExtractedOutline {
  outline: PackOutline;
  /** What the pastor should check: a passage guessed among several, points not found… */
  notes: string[];
  /** Each point of `outline.points` with its verses and paragraphs, in the same order. */
  sections: OutlineSection[];
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

/** A saved sermon's point, "2. The father's welcome (Luke 15:17-24). When the son…" → its label dropped. */
function unlabelled(value: string): string {
  return value.replace(/^\s*(?:\d+[.)]|[IVX]+\.|(?:point|move)\s+\d+\s*[:.—–-]?)\s*/i, "").trim();
}

/** The canonical form of the first reference in `value` that passes `keep`. */
function referenceIn(value: string, keep: (ranges: Range[]) => boolean): string | undefined {
  for (const citation of findReferences(value)) {
    if (citation.uncertain) continue;
    const resolved = resolveCitation(citation);
    if (resolved.valid && keep(resolved.ranges)) return resolved.reference;
  }
  return undefined;
}

/** The ranges of a passage reference ("Luke 15:11–32"), when it is one. */
function rangesOf(reference: string): Range[] {
  const citation = findReferences(reference)[0];
  if (!citation) return [];
  const resolved = resolveCitation(citation);
  return resolved.valid ? resolved.ranges : [];
}

/** Whether verses lie in the passage's book and chapters (a cross-reference does not). */
function within(passage: Range[], ranges: Range[]): boolean {
  return ranges.every((inner) =>
    passage.some(
      (outer) =>
        outer.start.book === inner.start.book &&
        outer.start.chapter <= inner.start.chapter &&
        inner.end.chapter <= outer.end.chapter,
    ),
  );
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
  const passage = clip(text(request.scripture) || item.scripture, outlineLimits.passage);
  const passageRanges = rangesOf(passage);
  const mainPoints = (Array.isArray(result.mainPoints) ? result.mainPoints : []).map(text);
  const people = peopleNamedIn(
    passage,
    [text(request.topic), ...mainPoints, text(result.callToAction)].join("\n"),
  );
  // What never reaches a piece, kept only as a guard against a model repeating it: the
  // request's notes and every private or naming sentence of the sermon.
  const removed: string[] = [...sentencesOf(text(request.notes))];
  const named: string[] = [];
  const clean = (value: string) => {
    const split = splitPrivate(value, people);
    removed.push(...split.removed);
    named.push(...split.named);
    return split.kept;
  };
  // Each point is its whole paragraph in the saved sermon: its first clause or sentence is the
  // phrase (never cut inside a reference), the reference it names within the passage its verses.
  const sections: OutlineSection[] = mainPoints
    .map((paragraph) => clean(unlabelled(paragraph)))
    .filter(Boolean)
    .slice(0, outlineLimits.points.max)
    .map((paragraph) => {
      const verses = referenceIn(paragraph, (ranges) => within(passageRanges, ranges));
      return { point: phraseOf(paragraph), ...(verses ? { verses } : {}), paragraphs: [paragraph] };
    })
    .filter((section) => section.point);
  const points = sections.map((section) => section.point);
  // The sermon builder's topic is the pastor's own statement of the subject; its
  // "approach" describes the method ("An expository walk…"), not the big idea.
  const topic = clean(text(request.topic));
  const call = clean(text(result.callToAction));
  const bigIdea = topic ? sentenceOf(topic) : sentenceOf(points[0] ?? "");
  const notes: string[] = [];
  if (points.length < outlineLimits.points.min)
    notes.push("Add the sermon's points: at least two.");
  return {
    outline: {
      title: clip(text(result.title) || item.title || "Sunday's sermon", outlineLimits.title),
      passage,
      bigIdea: clip(bigIdea, outlineLimits.bigIdea),
      points,
      callToAction: clip(call, outlineLimits.callToAction),
      // "This week's details" is public (the email and posts print it): the sermon's own notes were
      // private instructions, so it starts empty and holds only what the pastor types there.
      notes: "",
      ageBand: "6-8",
      ...guardOf(removed, people, named),
    },
    notes,
    sections,
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

/** Where the opening lines (a title, the text announced, a subtitle) end. */
function openingEnd(manuscript: string): number {
  let seen = 0;
  let at = 0;
  while (at < manuscript.length && seen < 4) {
    const end = manuscript.indexOf("\n", at);
    const stop = end < 0 ? manuscript.length : end + 1;
    if (manuscript.slice(at, stop).trim()) seen++;
    at = stop;
  }
  return at;
}

/**
 * The main passage: one labelled "Text:" or "Passage:" if any; else the text announced in the
 * opening lines; else the one cited most, counting the citations of verses inside it (a sermon
 * on Psalm 23:1-6 cites Psalm 23:4), ties going to the earliest.
 */
function mainPassage(manuscript: string): { reference: string; others: number } | undefined {
  const opening = openingEnd(manuscript);
  const found = findReferences(manuscript)
    .filter((citation) => !citation.uncertain)
    .map((citation) => ({ citation, resolved: resolveCitation(citation) }))
    .filter(({ resolved }) => resolved.valid);
  const tally = new Map<string, { score: number; first: number; ranges: Range[] }>();
  for (const { citation, resolved } of found) {
    const before = manuscript.slice(Math.max(0, citation.start - 20), citation.start);
    const score = 1 + (passageLabel.test(before) ? 100 : 0) + (citation.start < opening ? 50 : 0);
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

const bigIdeaLabel =
  /^\s*(?:(?:the\s+)?(?:big|main|central)\s+idea|theme|in one sentence|key truth|main point)(?:\s+(?:this morning|today|tonight|this week))?\s*[:—–-]\s*(\S.*)$/i;
const callLabel = /^\s*(?:call to action|application|response|the call)\s*[:—–-]\s*(\S.*)$/i;
/** A sentence in which the preacher states the sermon's subject. */
const thesis =
  /\b(?:big idea|main idea|main point|the point is|heart of it|i want (?:us|you) to see|(?:our|my) (?:subject|theme)|i (?:shall|will) (?:consider|speak of|show)|we (?:shall|will|have to) (?:speak|consider)|(?:today|tonight|this morning|this evening)(?:,)? (?:we|i) (?:look|see|consider|want)|i purpose)\b/i;

/**
 * A stated big idea without the pulpit's frame around it, as the week's pieces print it:
 * "This morning I want us to see that worry is not cured…" → "Worry is not cured…",
 * "The heart of it is this: the everlasting God…" → "The everlasting God…".
 */
function unframed(sentence: string): string {
  const rest = sentence.replace(
    /^(?:(?:so|and|now|but)[\s,]+)?(?:(?:this morning|this evening|today|tonight)[\s,]+)?(?:(?:i want (?:us|you) to see|(?:we|i) (?:look|are looking|will look|['’]re looking|['’]ll look) at|here is the heart of it|the heart of it is this|the point is|the big idea is|the main idea is)(?:\s+that)?\s*[:,—–-]?\s*)/i,
    "",
  );
  if (rest === sentence || rest.split(/\s+/).length < 5) return sentence;
  return rest[0]!.toUpperCase() + rest.slice(1);
}

const wordCount = (value: string) => value.split(/\s+/).filter(Boolean).length;
const isQuestion = (sentence: string) => /\?["'”’)]*$/.test(sentence);
const isQuotation = (sentence: string) => /^["“‘']/.test(sentence);

/** Each line's prose without its private asides, worked out once. */
const cleaned = new WeakMap<ManuscriptLine, string>();

/**
 * One manuscript being read: its structure, who its sentences may name (./people-named.ts) and
 * what was taken out as private.
 */
interface Reading {
  structure: Structure;
  people: PersonTest;
  /** Notes and asides marked private. */
  removed: string[];
  /** Sentences left out only for the people they name. */
  named: string[];
  /** Sentences that are a hymn's or poem's said aloud (./hymn-quotes.ts), worked out once. */
  hymns?: Set<string>;
}

/**
 * The hymn lines said aloud, read from the lines as written: the cue's sentence may be left out
 * as naming someone ("Miss Steele's verses will just suit…"), and the stanza after it is still hers.
 */
function hymnsOf(reading: Reading): Set<string> {
  return hymnSentences(
    reading.structure.lines
      .filter((line) => line.kind === "prose" || line.kind === "short")
      .map((line) => line.text),
  );
}

/** Whether a phrase was read from a hymn's or poem's line said aloud. */
function isHymnPhrase(reading: Reading, phrase: string): boolean {
  reading.hymns ??= hymnsOf(reading);
  for (const sentence of reading.hymns) if (sentence.includes(phrase)) return true;
  return false;
}

/** Whether a sentence is a hymn's or poem's line said aloud, never the preacher's claim. */
function isHymn(reading: Reading, sentence: string): boolean {
  reading.hymns ??= hymnsOf(reading);
  return reading.hymns.has(sentence.trim());
}

/** A line's or label's prose without what is private, the private parts kept aside. */
function cleanOf(reading: Reading, value: string): string {
  const split = splitPrivate(value, reading.people);
  reading.removed.push(...split.removed);
  reading.named.push(...split.named);
  return split.kept;
}

/** The preacher's prose of some lines, private notes, sentences naming people and quoted verse left out. */
function proseOf(reading: Reading, lines: ManuscriptLine[]): string[] {
  return lines
    .filter(
      (line) => line.kind === "prose" || (line.kind === "short" && /[.!?]["'”’]*$/.test(line.text)),
    )
    .map((line) => {
      let clean = cleaned.get(line);
      if (clean === undefined) cleaned.set(line, (clean = cleanOf(reading, line.text)));
      return clean;
    })
    .filter(Boolean);
}

/**
 * The sermon's big idea in the preacher's own words: a labelled line ("Big idea:"); else a
 * sentence of the introduction stating the subject ("Our subject at this time shall be…",
 * "This morning I want us to see…"); else a paragraph of one sentence there; else the
 * introduction's sentence sharing most words with the others.
 */
function bigIdeaOf(reading: Reading): {
  text: string;
  guessed: boolean;
  /** Where a guess came from: the introduction, or the whole sermon when it stated nothing there. */
  from?: "introduction" | "sermon";
} {
  const { structure } = reading;
  const { lines, divisions } = structure;
  for (const line of lines) {
    if (line.kind === "private") continue;
    const label = line.text.match(bigIdeaLabel);
    if (label?.[1]) return { text: cleanOf(reading, label[1]), guessed: false };
  }
  const end = divisions[0]?.line ?? structure.closingLine ?? lines.length;
  const intro = proseOf(reading, lines.slice(0, end));
  // A sentence announcing a division ("First, the operations of nature.") states no big idea.
  const fit = (sentence: string) =>
    sentence.length <= 400 &&
    wordCount(sentence) >= 6 &&
    !isQuestion(sentence) &&
    !isQuotation(sentence) &&
    !isPrivateSentence(sentence) &&
    !opensSignpost(sentence) &&
    !isHymn(reading, sentence);
  const introSentences = intro.flatMap((paragraph) => sentencesOf(paragraph)).filter(fit);
  // An introduction that only directs the hearers ("Turn with me to Romans 5") states nothing:
  // the sermon's own sentences are read instead.
  const candidates = introSentences.length
    ? introSentences
    : proseOf(reading, lines)
        .flatMap((paragraph) => sentencesOf(paragraph))
        .filter(fit);
  // A verse read aloud (a transcript has no quotation marks) is scripture, not the preacher's
  // statement: never the big idea; a verse said inside his sentence is quoted and cited.
  const stated = candidates.find((sentence) => thesis.test(sentence) && !isVerseSaid(sentence));
  if (stated) return { text: citedAsScripture(unframed(stated)), guessed: false };
  const alone = intro.find((paragraph) => {
    const sentences = sentencesOf(paragraph);
    return (
      sentences.length === 1 &&
      wordCount(paragraph) >= 8 &&
      !isQuestion(paragraph) &&
      !opensSignpost(paragraph) &&
      !isQuotation(paragraph) &&
      !isHymn(reading, paragraph) &&
      !isVerseSaid(paragraph)
    );
  });
  if (alone) return { text: citedAsScripture(alone), guessed: false };
  // The introduction's most central sentence: the one sharing most words with the others.
  const pool = candidates.slice(0, 40).filter((sentence) => wordCount(sentence) <= 45);
  const content = pool.map(
    (sentence) =>
      new Set(
        sentence
          .toLowerCase()
          .split(/[^a-z']+/)
          .filter((word) => word.length > 3),
      ),
  );
  const scores = content.map((own, index) => {
    let score = 0;
    for (const [other, theirs] of content.entries())
      if (other !== index) for (const word of own) if (theirs.has(word)) score++;
    return score / Math.log(2 + own.size);
  });
  // Most central first, the earlier on a tie; a verse read aloud is passed over.
  const ranked = pool
    .map((sentence, index) => ({ sentence, score: scores[index]! }))
    .sort((a, b) => b.score - a.score);
  const central = ranked.find(({ sentence }) => !isVerseSaid(sentence))?.sentence;
  return {
    text: central ? citedAsScripture(central) : firstSentences(intro[0] ?? "", 1),
    guessed: true,
    from: introSentences.length ? "introduction" : "sermon",
  };
}

/**
 * The call in the preacher's own sentences: what follows a closing heading ("Conclusion",
 * "Application", or a last heading whose one paragraph asks for a response); a labelled
 * "Call to action:"; else the first sentence of the sermon's last part that asks the hearers
 * to do something; else its last sentences.
 */
function callOf(reading: Reading): string {
  const { lines, divisions, closingLine } = reading.structure;
  if (closingLine !== undefined) {
    const heading = lines[closingLine]!.text.match(/[:—–]\s*(\S.*)$/)?.[1] ?? "";
    const after = [
      cleanOf(reading, heading),
      ...proseOf(reading, lines.slice(closingLine + 1)),
    ].filter(Boolean);
    const own = after
      .flatMap((paragraph) => sentencesOf(paragraph))
      .filter((sentence) => !isHymn(reading, sentence));
    if (own.length) return own.slice(0, 2).map(citedAsScripture).join(" ");
  }
  for (const line of lines) {
    const label = line.kind !== "private" && line.text.match(callLabel);
    if (label && label[1]) return firstSentences(cleanOf(reading, label[1]), 2);
  }
  const prose = proseOf(reading, lines);
  const lastDivision = divisions.at(-1)?.line;
  // The last part: after the last division's first paragraph, and within the last third.
  const lastStart =
    lastDivision === undefined ? 0 : proseOf(reading, lines.slice(0, lastDivision + 1)).length;
  const after = prose.slice(lastStart).flatMap((paragraph) => sentencesOf(paragraph));
  // A division said inside its paragraph (a signpost, a transcript's) may hold the whole close.
  const within =
    divisions.at(-1)?.standalone === false && lastStart > 0
      ? sentencesOf(prose[lastStart - 1]!).slice(1)
      : [];
  // A short closing (a paragraph or two after the last division) is read whole.
  const lastPartOf = (tail: string[]) =>
    tail.length <= 6 ? tail : tail.slice(Math.floor(tail.length * (2 / 3)));
  const askedIn = (part: string[]) =>
    part.findIndex(
      (sentence) =>
        callWords.test(sentence) &&
        !isQuestion(sentence) &&
        !isQuotation(sentence) &&
        // A sentence announcing a division in capitals ("I will close with this… A GREAT BLESSING").
        !capitalRun(sentence) &&
        // A hymn's lines said aloud ("The sun withdraws his vital beams, And light…").
        !isHymn(reading, sentence) &&
        // A verse read aloud ("Come unto me, all ye that labour…") is scripture, not his call.
        !isVerseSaid(sentence),
    );
  let lastPart = lastPartOf(after.length ? after : within);
  let asked = askedIn(lastPart);
  // A close that runs on from the division's own paragraph past a pause ("So this week… /
  // The Lord is my shepherd. Then rest…"): the two read as one.
  if (asked < 0 && after.length && within.length) {
    lastPart = lastPartOf([...within, ...after]);
    asked = askedIn(lastPart);
  }
  // A verse said in the call (its second sentence, or read into the first) is quoted and cited.
  if (asked >= 0)
    return lastPart
      .slice(asked, asked + 2)
      .map(citedAsScripture)
      .join(" ");
  return sentencesOf(prose.at(-1) ?? "")
    .filter((sentence) => !isHymn(reading, sentence))
    .slice(0, 2)
    .map(citedAsScripture)
    .join(" ");
}

const relativeVerses =
  /\b(?:vv?\.|verses?)\s*(\d{1,3})(?:\s*(?:-|–|—|to|through|and)\s*(\d{1,3}))?\b/i;

/**
 * The verse range a point expounds: a reference in its heading, or "vv. 1-3" / "verses 4 to 7"
 * read against the main passage's chapter; for a division inside a paragraph, the first such
 * range in that paragraph lying inside the main passage.
 */
function versesOf(heading: string, paragraph: string, passage: string): string | undefined {
  const passageRanges = rangesOf(passage);
  // "John 15:1–11" → "John" and "15".
  const head = passage.slice(0, passage.indexOf(":"));
  const book = head.slice(0, head.lastIndexOf(" ")).trim();
  const chapter = head.slice(head.lastIndexOf(" ") + 1);
  const relative = (value: string) => {
    const match = value.match(relativeVerses);
    if (!match || !book || !/^\d+$/.test(chapter)) return undefined;
    const reference = `${book} ${chapter}:${match[1]}${match[2] ? `-${match[2]}` : ""}`;
    return referenceIn(reference, () => true);
  };
  const inPassage = (ranges: Range[]) =>
    ranges.every((inner) => passageRanges.some((outer) => contains(outer, inner)));
  const named = referenceIn(heading, () => true) ?? relative(heading);
  if (named) return named;
  if (!paragraph) return undefined;
  const absolute = referenceIn(paragraph, inPassage);
  const relativeAt = paragraph.search(relativeVerses);
  const absoluteAt = absolute ? paragraph.indexOf(absolute.split(/[:–-]/)[0]!) : -1;
  if (relativeAt >= 0 && (absoluteAt < 0 || relativeAt < absoluteAt)) return relative(paragraph);
  return absolute;
}

/** The title: the first line when it reads as one, capitals softened. */
function titleOf(lines: ManuscriptLine[]): string {
  // The first line that is not a note to self or the passage ("Text: Psalm 23:1-6").
  const line = lines.find(
    (candidate) =>
      candidate.kind !== "private" &&
      candidate.kind !== "reference" &&
      !/^\s*(?:text|passage|scripture|reading)\s*[:—–-]/i.test(candidate.text),
  );
  if (line && line.kind !== "short") return "";
  const first =
    line?.text
      .replace(/^#+\s*/, "")
      .replace(/^[*_]{1,3}(?=\S)/, "")
      .replace(/(?<=\S)[*_]{1,3}$/, "") ?? "";
  // A title may ask a question ("How Long, O Lord?"); otherwise it reads as a heading.
  const question = /^[^.;]{1,90}[?!]$/.test(first) && wordCount(first) <= 14;
  if (!first || !(question || isHeadingLike(first))) return "";
  if (/[a-z]/.test(first)) return first;
  return first
    .toLowerCase()
    .replace(/(^|\s)([a-z])/g, (_, space: string, letter: string) => space + letter.toUpperCase())
    .replace(/(?<=\s)(A|An|And|Of|The|In|On|To|For|With|At|By)(?=\s)/g, (word) =>
      word.toLowerCase(),
    );
}

/** A pasted or uploaded manuscript. */
export function outlineFromManuscript(manuscript: string, filename?: string): ExtractedOutline {
  const passage = mainPassage(manuscript);
  if (!passage) throw new NoPassageFound();
  const notes: string[] = [];
  if (passage.others > 0)
    notes.push(
      `The manuscript cites ${passage.others + 1} passages; ${passage.reference} is taken as the main one. Change it if another is.`,
    );
  const structure = manuscriptStructure(manuscript);
  const { lines, divisions } = structure;
  const reading: Reading = {
    structure,
    people: peopleNamedIn(passage.reference, manuscript),
    removed: lines.filter((line) => line.kind === "private").map((line) => line.text),
    named: [],
  };
  const sections: OutlineSection[] = [];
  const seen = new Set<string>();
  for (const [index, division] of divisions.entries()) {
    const end = divisions[index + 1]?.line ?? structure.closingLine ?? lines.length;
    const start = division.standalone ? division.line + 1 : division.line;
    const paragraphs = proseOf(reading, lines.slice(start, Math.max(start, end)));
    // A division said in a verse's words is that verse, quoted and cited.
    const point = clip(citedAsScripture(division.phrase), outlineLimits.point);
    if (!point || seen.has(point.toLowerCase())) continue;
    // A division read from a hymn's line said aloud is no division of the sermon.
    if (wordCount(division.phrase) >= 4 && isHymnPhrase(reading, division.phrase)) continue;
    seen.add(point.toLowerCase());
    const verses = versesOf(
      division.heading,
      division.standalone ? (paragraphs[0] ?? "") : paragraphs[0]!,
      passage.reference,
    );
    sections.push({ point, ...(verses ? { verses } : {}), paragraphs });
  }
  const kept = sections.slice(0, outlineLimits.points.max);
  const bigIdea = bigIdeaOf(reading);
  if (bigIdea.guessed)
    notes.push(`The big idea was taken from the ${bigIdea.from}: put it in your own words.`);
  if (kept.length < outlineLimits.points.min)
    notes.push("No numbered points or headings were found: write the sermon's points.");
  else if (structure.method === "capitals")
    notes.push("The points are the divisions printed in capitals: check their wording.");
  else if (structure.method === "signposts")
    notes.push('The points are the paragraphs opening "First", "Second"…: check their wording.');
  if (sections.length > outlineLimits.points.max)
    notes.push(
      `The sermon has ${sections.length} divisions; the first ${outlineLimits.points.max} are kept.`,
    );
  const points = kept.length >= outlineLimits.points.min ? kept : [];
  const callToAction = callOf(reading);
  // Every line's prose read (what no field took too), so the guard holds all that was private.
  proseOf(reading, lines);
  const guard = guardOf(reading.removed, reading.people, reading.named);
  return {
    outline: {
      title: clip(
        titleOf(lines) || filename?.replace(/\.[a-z]+$/i, "") || `Sermon on ${passage.reference}`,
        outlineLimits.title,
      ),
      passage: passage.reference,
      bigIdea: clip(bigIdea.text, outlineLimits.bigIdea),
      points: points.map((section) => section.point),
      callToAction: clip(callToAction, outlineLimits.callToAction),
      notes: "",
      ageBand: "6-8",
      ...guard,
    },
    notes,
    sections: points,
  };
}
