import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cutPoints,
  extractAudio,
  clipFrame,
  MediaError,
  probe,
  renderClip,
  silences,
  splitAudio,
  wrapHook,
} from "../../../server/modules/recordings/media";
import { hasTools, spokenWav, videoOf } from "../../support/media-fixtures";

describe.skipIf(!hasTools && !process.env.CI)("a recording prepared with ffmpeg", () => {
  let directory: string;
  let speech: string;
  let video: string;
  beforeAll(() => {
    directory = mkdtempSync(path.join(tmpdir(), "kt-media-"));
    speech = spokenWav(directory, [
      "Turn with me to John chapter three, verse sixteen.",
      "For God so loved the world.",
    ]);
    // A small video of it: a still frame and the speech, as a phone's recording has both.
    video = videoOf(speech, "color=c=navy:s=320x240:r=10", path.join(directory, "sermon.mp4"));
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it("measures a video and takes its audio out as mono 16 kHz", async () => {
    const facts = await probe(video);
    expect(facts).toMatchObject({ hasAudio: true, hasVideo: true, width: 320, height: 240 });
    const spoken = await probe(speech);
    // The container ends on a whole frame of the 10 fps picture or an AAC frame.
    expect(Math.abs(facts.durationMs - spoken.durationMs)).toBeLessThan(700);
    const audio = path.join(directory, "audio.wav");
    await extractAudio(video, audio);
    const prepared = await probe(audio);
    expect(prepared).toMatchObject({
      hasAudio: true,
      hasVideo: false,
      sampleRate: 16000,
      channels: 1,
    });
    expect(Math.abs(prepared.durationMs - spoken.durationMs)).toBeLessThan(700);
  });

  it("finds the pause between the sentences and cuts there, so no word is cut", async () => {
    const audio = path.join(directory, "speech-16k.wav");
    await extractAudio(speech, audio);
    const { durationMs } = await probe(audio);
    const quiet = await silences(audio);
    // The planted 1.5 s pause, found where the first sentence ends.
    const pause = quiet.find(([start, end]) => end - start >= 1200);
    expect(pause).toBeDefined();
    const first = await probe(path.join(directory, "sentence-0.wav"));
    expect(Math.abs(pause![0] - first.durationMs)).toBeLessThan(600);
    // Parts of at most 80% of the whole: one cut, in the pause.
    const points = cutPoints(durationMs, quiet, Math.round(durationMs * 0.8));
    expect(points).toHaveLength(1);
    expect(points[0]).toBeGreaterThan(pause![0]);
    expect(points[0]).toBeLessThan(pause![1]);
    const parts = await splitAudio(audio, points, directory);
    const lengths = await Promise.all(
      parts.map(async (part) => (await probe(part.file)).durationMs),
    );
    expect(Math.abs(lengths[0]! + lengths[1]! - durationMs)).toBeLessThan(100);
    expect(parts[1]!.startMs).toBe(points[0]);
  });

  it("cuts at the limit where there is no silence, and says what is wrong with a file that is not media", async () => {
    expect(cutPoints(25_000, [], 10_000)).toEqual([10_000, 20_000]);
    const notMedia = path.join(directory, "notes.mp3");
    writeFileSync(notMedia, "This is a text file, not a recording.");
    await expect(probe(notMedia)).rejects.toBeInstanceOf(MediaError);
  });

  /** Pixels brighter than white-ish text in the frame at `seconds`, in rows `from` to `to`. */
  function brightPixels(file: string, seconds: number, from: number, to: number): number {
    const frame = execFileSync("ffmpeg", [
      "-nostdin",
      "-v",
      "error",
      "-ss",
      String(seconds),
      "-i",
      file,
      "-frames:v",
      "1",
      "-vf",
      `crop=${clipFrame.width}:${to - from}:0:${from}`,
      "-f",
      "rawvideo",
      "-pix_fmt",
      "gray",
      "-",
    ]);
    return frame.filter((luma) => luma > 200).length;
  }

  it("cuts a clip from the video as a vertical 9:16 MP4 with its captions drawn on", async () => {
    const srt = path.join(directory, "clip.srt");
    writeFileSync(srt, "1\n00:00:00,000 --> 00:00:02,500\nGrace is a gift\n");
    const clip = path.join(directory, "clip.mp4");
    await renderClip(video, { startMs: 500, endMs: 3000 }, srt, clip);
    const facts = await probe(clip);
    expect(facts).toMatchObject({ hasVideo: true, hasAudio: true, ...clipFrame });
    expect(facts.width! / facts.height!).toBeCloseTo(9 / 16, 3);
    expect(Math.abs(facts.durationMs - 2500)).toBeLessThan(300);
    // The source is a plain navy picture: white text in the lower part is the caption.
    expect(brightPixels(clip, 1, 880, 1280)).toBeGreaterThan(200);
    expect(brightPixels(clip, 1, 0, 400)).toBe(0);
    // From audio alone: an audiogram of the same frame, captions drawn.
    const audiogram = path.join(directory, "audiogram.mp4");
    const label = path.join(directory, "church.txt");
    writeFileSync(label, "Grace Chapel: St. Mark's");
    const fractions: number[] = [];
    await renderClip(speech, { startMs: 500, endMs: 3000 }, srt, audiogram, {
      labelFile: label,
      onProgress: (fraction) => fractions.push(fraction),
    });
    const drawn = await probe(audiogram);
    expect(drawn).toMatchObject({ hasVideo: true, hasAudio: true, ...clipFrame });
    expect(Math.abs(drawn.durationMs - 2500)).toBeLessThan(300);
    expect(brightPixels(audiogram, 1, 880, 1280)).toBeGreaterThan(200);
    // The church's name in white at the top, where the plain audiogram has nothing bright.
    expect(brightPixels(audiogram, 1, 150, 260)).toBeGreaterThan(200);
    expect(fractions.at(-1)).toBeGreaterThan(0.9);
  });

  it("draws the clip's hook near the top, wrapped to the frame, whatever characters it holds", async () => {
    const srt = path.join(directory, "clip.srt");
    writeFileSync(srt, "1\n00:00:00,000 --> 00:00:02,500\nGrace is a gift\n");
    const hook = path.join(directory, "hook.txt");
    const line = `He said: "It is finished" — 100% paid, C:\\ {not} 'ours' to earn; \\n and $HOME`;
    const wrapped = wrapHook(line);
    expect(wrapped.split("\n").every((part) => part.length <= 28)).toBe(true);
    expect(wrapped.replace(/\n/g, " ")).toBe(line);
    writeFileSync(hook, wrapped);
    for (const [source, rows] of [
      [video, [100, 400]],
      [speech, [290, 500]],
    ] as const) {
      const plain = path.join(directory, "plain.mp4");
      const hooked = path.join(directory, "hooked.mp4");
      await renderClip(source, { startMs: 500, endMs: 3000 }, srt, plain);
      await renderClip(source, { startMs: 500, endMs: 3000 }, srt, hooked, { hookFile: hook });
      expect(await probe(hooked)).toMatchObject({ hasVideo: true, ...clipFrame });
      // White type in the hook's band, where the clip without it has none; captions kept.
      expect(brightPixels(plain, 1, rows[0], rows[1])).toBe(0);
      expect(brightPixels(hooked, 1, rows[0], rows[1])).toBeGreaterThan(500);
      expect(brightPixels(hooked, 1, 880, 1280)).toBeGreaterThan(200);
    }
  });
});
