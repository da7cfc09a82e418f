import type { TranscriptClip as Clip, TranscriptSegment } from "@shared/recordings/api";
import type { Translation } from "@shared/scripture/translations";
import { checkBounded } from "../../scripture/bounded-check";
import { textRankSummarizer } from "../../text/textrank";
import { isSignpost, privateSentences } from "./manuscript";
import { markedQuotations, writtenReferences } from "./spoken-text";

const clipLength = { shortestMs: 30_000, longestMs: 90_000 } as const;
const mostClips = 5;
const fewestClips = 3;

/**
 * The most one suggestion reads and does, whatever the transcript holds (issue 37): each
 * step's cost grows with what it is given, and a transcript may hold 2 million characters.
 * - `characters`: the transcript is read up to this many characters of speech (about two
 *   and a half hours at 150 words a minute; a long sermon is 40,000–60,000); clips come from
 *   that part only.
 * - `sentencesPerClip`: a clip is tried as one to this many sentences from its start (90
 *   seconds are about 225 words: 60 sentences is far past any spoken clip, and keeps
 *   captions timed all alike from building a candidate for every pair of sentences).
 * - `checks`: the best candidates have their quotations checked, this many at most; past
 *   them, no more clips are chosen (a transcript that misquotes in every sentence had every
 *   candidate checked: 20,000 characters held the thread 209 s).
 * - `check`: one candidate's check reads at most this much (bounded-check.ts); a candidate
 *   whose check stops short is not suggested, since it was not wholly checked.
 */
export const clipLimits = {
  characters: 150_000,
  sentencesPerClip: 60,
  checks: 12,
  check: { references: 20, quotations: 5, verses: 500 },
  /**
   * The moments offered to a model to choose from (model-clips.ts): the best this many that
   * passed every check, not overlapping. Each is 30–90 s of speech (about 1,400 characters at
   * most), so the model reads some 3,000 tokens of them.
   */
  candidates: 8,
};

/**
 * The segments up to `characters` of their text: the part of the transcript read. A segment
 * reaching past it is cut there, its time in proportion.
 */
function readPart(segments: TranscriptSegment[], characters: number): TranscriptSegment[] {
  let total = 0;
  const part: TranscriptSegment[] = [];
  for (const segment of segments) {
    const room = characters - total;
    if (segment.text.length <= room) {
      total += segment.text.length;
      part.push(segment);
      continue;
    }
    // Cut at the last space before the limit (a word is not split where there is one).
    const cut = segment.text.slice(0, room);
    const space = Math.max(cut.lastIndexOf(" "), cut.lastIndexOf("\n"), cut.lastIndexOf("\t"));
    const kept = space > 0 ? cut.slice(0, space) : cut;
    if (kept.trim() && segment.start !== null && segment.end !== null)
      part.push({
        ...segment,
        text: kept,
        end: segment.start + ((segment.end - segment.start) * kept.length) / segment.text.length,
      });
    break;
  }
  return part;
}

interface TimedSentence {
  text: string;
  start: number;
  end: number;
  /** Words with their times, for caption cues. */
  words: { text: string; start: number; end: number }[];
  paragraphStart: boolean;
  hidden: boolean;
  score: number;
}

const pauseForParagraphMs = 2000;
const segmenter = new Intl.Segmenter("en", { granularity: "sentence" });

/**
 * The transcript's words, each with a time: a segment's words share its time in proportion to
 * their length. Then its sentences, each with the time of its first and last word.
 */
function timedSentences(segments: TranscriptSegment[]): TimedSentence[] {
  const words: { text: string; start: number; end: number }[] = [];
  for (const segment of segments) {
    if (segment.start === null || segment.end === null) continue;
    const parts = segment.text.split(/\s+/).filter(Boolean);
    const total = parts.reduce((sum, word) => sum + word.length + 1, 0);
    let at = segment.start;
    for (const word of parts) {
      const length = ((segment.end - segment.start) * (word.length + 1)) / total;
      words.push({ text: word, start: Math.round(at), end: Math.round(at + length) });
      at += length;
    }
  }
  const text = words.map((word) => word.text).join(" ");
  // Where each word starts in `text`.
  const offsets: number[] = [];
  let offset = 0;
  for (const word of words) {
    offsets.push(offset);
    offset += word.text.length + 1;
  }
  const sentences: TimedSentence[] = [];
  let wordAt = 0;
  for (const part of segmenter.segment(text)) {
    const spoken = part.segment.trim();
    if (!spoken) continue;
    const first = wordAt;
    const endOffset = part.index + part.segment.length;
    while (wordAt < words.length && offsets[wordAt]! < endOffset) wordAt++;
    const own = words.slice(first, wordAt);
    if (own.length === 0) continue;
    const previous = sentences.at(-1);
    sentences.push({
      text: spoken,
      start: own[0]!.start,
      end: own.at(-1)!.end,
      words: own,
      paragraphStart: !previous || own[0]!.start - previous.end >= pauseForParagraphMs,
      hidden: false,
      score: 0,
    });
  }
  // Asides and stories told with permission, read a paragraph at a time: never in a clip.
  let from = 0;
  for (let index = 1; index <= sentences.length; index++) {
    if (index < sentences.length && !sentences[index]!.paragraphStart) continue;
    const paragraph = sentences.slice(from, index);
    privateSentences(paragraph.map((sentence) => sentence.text)).forEach((hidden, at) => {
      paragraph[at]!.hidden = hidden;
    });
    from = index;
  }
  return sentences;
}

/** TextRank (ts-textrank) over every sentence: 1 for the most central, towards 0 for the least. */
function rankSentences(sentences: TimedSentence[]): void {
  const candidates = sentences.filter((sentence) => !sentence.hidden);
  if (candidates.length === 0) return;
  const summarizer = textRankSummarizer(candidates.length, "score");
  const ranked = summarizer.summarize(
    candidates.map((sentence) => sentence.text).join("\n"),
    "en",
  ) as string[];
  const key = (value: string) =>
    value
      .toLowerCase()
      .replace(/[^a-z0-9 ]/g, "")
      .trim()
      .slice(0, 40);
  const place = new Map<string, number>();
  ranked.forEach((found, position) => {
    if (!place.has(key(found))) place.set(key(found), position);
  });
  for (const sentence of candidates) {
    const position = place.get(key(sentence.text));
    sentence.score = position === undefined ? 0 : 1 - position / ranked.length;
  }
}

/** Words that lean on what came before: a clip does not start with them. */
const leansBack =
  /^(?:and|but|so|because|or|nor|that|this|these|those|it|its|it's|he|she|they|him|her|them|his|their|then|also|which|who|there|here|yes|no|well|now|second|third|fourth|next|finally|again|likewise)\b/i;

/** A sentence a clip can start with: whole, capitalised, saying something of its own. */
function standsAlone(sentence: TimedSentence): boolean {
  const words = sentence.words.length;
  return (
    !sentence.hidden &&
    words >= 5 &&
    /^[“"']?[A-Z]/.test(sentence.text) &&
    !leansBack.test(sentence.text.replace(/^[“"']/, ""))
  );
}

const endsWhole = (sentence: TimedSentence) => /[.!?]["'”’)]*$/.test(sentence.text);

/** A clip's strongest sentence as its hook: at most 100 characters, ending on a whole word. */
function hookOf(sentences: TimedSentence[]): string {
  const best = [...sentences].sort(
    (a, b) => b.score - a.score || a.text.length - b.text.length,
  )[0]!;
  const text = writtenReferences(best.text);
  if (text.length <= 100) return text;
  return `${text
    .slice(0, 100)
    .replace(/\s+\S*$/, "")
    .replace(/[,;:]+$/, "")}…`;
}

/** Caption cues of at most 7 words (or a sentence's end), timed from the clip's start. */
function cuesOf(sentences: TimedSentence[], start: number) {
  const cues: Clip["cues"] = [];
  for (const sentence of sentences) {
    for (let at = 0; at < sentence.words.length; at += 7) {
      const words = sentence.words.slice(at, at + 7);
      cues.push({
        start: words[0]!.start - start,
        end: words.at(-1)!.end - start,
        text: writtenReferences(words.map((word) => word.text).join(" ")),
      });
    }
  }
  return cues;
}

/** A sentence of at least this many words said in two clips makes them one moment. */
const repeatedSentenceWords = 6;

/** A moment that passed every check, offered to be chosen; `id` is its place in the list. */
export interface ClipCandidate extends Clip {
  id: number;
}

/** The checked candidates, best first, and which of them the offline step chooses. */
export interface ClipChoice {
  candidates: ClipCandidate[];
  /** Ids of the offline choice, in the order preached. */
  offline: number[];
}

/**
 * Candidate moments of 30–90 seconds that stand on their own: whole sentences from one that
 * leans on nothing before it, scored by the TextRank centrality of their sentences (and a
 * little towards 45–60 seconds), within one division of the sermon, never holding an aside or
 * a story told with permission, nor a quotation the Scripture Checker finds wrong. Taken best
 * first, not overlapping, up to `limits.candidates`; the offline choice is the best three to
 * five of them (past three, none scoring under 0.6 of the best). Offline: no model.
 */
export function chooseClipCandidates(
  segments: TranscriptSegment[],
  translation: Translation,
  limits: typeof clipLimits = clipLimits,
): ClipChoice {
  const sentences = timedSentences(readPart(segments, limits.characters));
  rankSentences(sentences);
  const candidates: { from: number; to: number; score: number }[] = [];
  for (let from = 0; from < sentences.length; from++) {
    if (!standsAlone(sentences[from]!)) continue;
    let total = 0;
    const last = Math.min(sentences.length, from + limits.sentencesPerClip);
    for (let to = from; to < last; to++) {
      const sentence = sentences[to]!;
      // An aside is never posted; a new division is another thought.
      if (sentence.hidden || (to > from && isSignpost(sentence.text))) break;
      total += sentence.score;
      const duration = sentence.end - sentences[from]!.start;
      if (duration > clipLength.longestMs) break;
      if (duration < clipLength.shortestMs || !endsWhole(sentence)) continue;
      const seconds = duration / 1000;
      const fit =
        seconds < 45 ? 1 - (45 - seconds) / 60 : seconds > 60 ? 1 - (seconds - 60) / 90 : 1;
      candidates.push({ from, to, score: (total / (to - from + 1)) * fit });
    }
  }
  candidates.sort((a, b) => b.score - a.score);
  const said = (range: { from: number; to: number }) =>
    sentences
      .slice(range.from, range.to + 1)
      .map((sentence) => sentence.text.toLowerCase().replace(/[^a-z0-9 ]+/g, ""))
      .filter((text) => text.split(" ").length >= repeatedSentenceWords);
  const repeats = (range: { from: number; to: number }, chosen: typeof candidates) => {
    const own = new Set(said(range));
    return chosen.some((other) => said(other).some((text) => own.has(text)));
  };
  const passed: typeof candidates = [];
  const best = candidates[0]?.score ?? 0;
  let checks = 0;
  let offlineCount = 0;
  let offlineDone = false;
  for (const candidate of candidates) {
    if (passed.length >= Math.max(limits.candidates, mostClips) || checks >= limits.checks) break;
    if (passed.some((other) => candidate.from <= other.to && other.from <= candidate.to)) continue;
    // A sentence said again later (a refrain, a recording that repeats) is the same moment.
    if (repeats(candidate, passed)) continue;
    const text = writtenReferences(
      sentences
        .slice(candidate.from, candidate.to + 1)
        .map((sentence) => sentence.text)
        .join(" "),
    );
    checks++;
    const check = checkBounded(markedQuotations(text), { translation }, limits.check);
    if (check.misquotedCount > 0 || check.invalidCount > 0 || check.notChecked) continue;
    passed.push(candidate);
    if (offlineDone) continue;
    if (offlineCount >= mostClips || (offlineCount >= fewestClips && candidate.score < best * 0.6))
      offlineDone = true;
    else offlineCount++;
  }
  const clips: ClipCandidate[] = passed.map(({ from, to }, id) => {
    const own = sentences.slice(from, to + 1);
    const start = own[0]!.start;
    return {
      id,
      start,
      end: own.at(-1)!.end,
      hook: hookOf(own),
      caption: writtenReferences(own.map((sentence) => sentence.text).join(" ")),
      cues: cuesOf(own, start),
    };
  });
  const offline = clips
    .slice(0, offlineCount)
    .sort((a, b) => a.start - b.start)
    .map((clip) => clip.id);
  return { candidates: clips, offline };
}

/** A clip as the API gives it: a candidate without its id. */
export function clipOf({ id: _id, ...clip }: ClipCandidate): Clip {
  return clip;
}

/**
 * Three to five moments of 30–90 seconds that stand on their own, given back in the order
 * preached: the offline choice among the candidates (chooseClipCandidates). Offline: no model.
 */
export function suggestClips(
  segments: TranscriptSegment[],
  translation: Translation,
  limits: typeof clipLimits = clipLimits,
): Clip[] {
  const { candidates, offline } = chooseClipCandidates(segments, translation, limits);
  return offline.map((id) => clipOf(candidates[id]!));
}

/**
 * What is said between `start` and `end` (ms from the recording's start) as a clip's caption
 * and cues, for times the pastor chose: every word that starts inside, in cues of at most
 * seven words, timed from `start`.
 */
export function captionsBetween(
  segments: TranscriptSegment[],
  start: number,
  end: number,
): Pick<Clip, "caption" | "cues"> {
  const inside = timedSentences(segments)
    .map((sentence) => ({
      ...sentence,
      words: sentence.words.filter((word) => word.start >= start && word.start < end),
    }))
    .filter((sentence) => sentence.words.length > 0);
  return {
    caption: writtenReferences(
      inside.map((sentence) => sentence.words.map((word) => word.text).join(" ")).join(" "),
    ),
    cues: cuesOf(inside, start).map((cue) => ({ ...cue, end: Math.min(cue.end, end - start) })),
  };
}

function srtTime(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  return `${pad(Math.floor(total / 3_600_000))}:${pad(Math.floor(total / 60_000) % 60)}:${pad(Math.floor(total / 1000) % 60)},${pad(total % 1000, 3)}`;
}

/** A clip's captions as a SubRip file, timed from the clip's start. */
export function clipSrt(clip: Pick<Clip, "cues">): string {
  return clip.cues
    .map(
      (cue, index) => `${index + 1}\n${srtTime(cue.start)} --> ${srtTime(cue.end)}\n${cue.text}\n`,
    )
    .join("\n");
}

/** A spreadsheet cell: quoted, and never read as a formula. */
function cell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The clip list: one row a clip, times as h:mm:ss.mmm and seconds. */
export function clipsCsv(clips: Clip[]): string {
  const time = (ms: number) => srtTime(ms).replace(",", ".");
  const rows = [["clip", "start", "end", "seconds", "hook", "caption"].map(cell).join(",")];
  clips.forEach((clip, index) =>
    rows.push(
      [
        index + 1,
        time(clip.start),
        time(clip.end),
        ((clip.end - clip.start) / 1000).toFixed(1),
        clip.hook,
        clip.caption,
      ]
        .map(cell)
        .join(","),
    ),
  );
  return `${rows.join("\r\n")}\r\n`;
}
