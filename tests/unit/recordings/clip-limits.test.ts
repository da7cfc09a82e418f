import { describe, expect, it } from "vitest";
import type { TranscriptSegment } from "@shared/recordings/api";
import { clipLimits, suggestClips } from "../../../server/modules/recordings/clips";

/**
 * Suggesting clips costs what its limits allow, not what the transcript holds (issue 37):
 * it reads the transcript up to `clipLimits.characters`, tries each clip up to a number of
 * sentences, and checks the quotations of a bounded number of candidates. Before, a
 * transcript that misquoted in every sentence had every candidate checked: 20,000
 * characters took 209 s.
 */

/** Sentences spoken at `msPerWord` (400: 150 words a minute), each its own caption segment. */
function spoken(
  sentences: (n: number) => string,
  characters: number,
  msPerWord = 400,
): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  let at = 0;
  let total = 0;
  for (let n = 0; total < characters; n++) {
    const text = sentences(n);
    const length = text.split(" ").length * msPerWord;
    segments.push({ start: at, end: at + length, text });
    at += length + 100;
    total += text.length;
  }
  return segments;
}

/** Every sentence misquotes a two-chapter passage: each candidate clip fails its check. */
const misquoting = (n: number) =>
  `Genesis 1-2 says, “In the beginning God created the heavens and the earth, and it was very good indeed for all ${n}.”`;

/** Four sentences in turn, each numbered: the same words said twice are one moment. */
const preaching = (n: number) =>
  [
    `The Lord is my shepherd and he provides for every need we carry into week ${n}.`,
    `Grace meets us in the valley where fear and sorrow seem to have the last word ${n} times.`,
    `When we walk through the darkest valley we are never alone because he walks with us ${n} times.`,
    `Our church has seen his faithfulness in hospital rooms and at gravesides ${n} times.`,
  ][n % 4]!;

function timed(segments: TranscriptSegment[]) {
  const started = performance.now();
  const clips = suggestClips(segments, "web");
  return { clips, ms: performance.now() - started };
}

describe("suggesting clips is bounded by its input", () => {
  it("a transcript ten times as long that misquotes throughout costs about the same", () => {
    timed(spoken(preaching, 3_000)); // the scripture index loaded
    const short = timed(spoken(misquoting, 20_000));
    const long = timed(spoken(misquoting, 200_000));
    // Nothing suggested: every candidate misquotes, or was not checked.
    expect(short.clips).toEqual([]);
    expect(long.clips).toEqual([]);
    console.info(
      `misquoting transcript: 20,000 characters ${short.ms.toFixed(0)} ms, 200,000 ${long.ms.toFixed(0)} ms`,
    );
    expect(long.ms / short.ms).toBeLessThan(3);
  }, 60_000);

  it("reads the transcript up to its character limit, and suggests clips from that part", () => {
    const segments = spoken(preaching, clipLimits.characters * 2);
    let characters = 0;
    const lastRead = segments.find((segment) => {
      characters += segment.text.length;
      return characters > clipLimits.characters;
    })!;
    const { clips } = timed(segments);
    expect(clips.length).toBeGreaterThanOrEqual(3);
    expect(clips.every((clip) => clip.end <= lastRead.start!)).toBe(true);
    // With a smaller limit, only the first minutes are read.
    const firstMinutes = suggestClips(segments, "web", { ...clipLimits, characters: 5_000 });
    const fiveThousandAt = spoken(preaching, 5_000).at(-1)!.end!;
    expect(firstMinutes.length).toBeGreaterThan(0);
    expect(firstMinutes.every((clip) => clip.end <= fiveThousandAt)).toBe(true);
  }, 60_000);

  it("captions timed far too fast do not make a clip of every pair of sentences", () => {
    // 10 ms a word: a whole 600,000-character transcript within ten minutes, a thousand
    // sentences in 90 seconds. Before, every pair of them 30-90 s apart was a candidate:
    // 150,000 characters took 2 s, and the cost grew with the square of the length.
    const segments = spoken(preaching, 600_000, 10);
    const { ms } = timed(segments);
    expect(ms).toBeLessThan(3_000);
  }, 120_000);
});
