import { describe, expect, it } from "vitest";
import { readTranscriptFile } from "../../../server/modules/recordings/captions";
import {
  captionsBetween,
  clipSrt,
  clipsCsv,
  suggestClips,
} from "../../../server/modules/recordings/clips";
import { srtOf } from "./timed-fixture";

describe("clips from a sermon's captions", () => {
  const segments = readTranscriptFile(srtOf("sermon-long.txt"), "srt");
  const clips = suggestClips(segments, "web");

  it("suggests three to five moments of 30 to 90 seconds, apart, in the order preached", () => {
    expect(clips.length).toBeGreaterThanOrEqual(3);
    expect(clips.length).toBeLessThanOrEqual(5);
    for (const clip of clips) {
      expect(clip.end - clip.start).toBeGreaterThanOrEqual(30_000);
      expect(clip.end - clip.start).toBeLessThanOrEqual(90_000);
    }
    for (let index = 1; index < clips.length; index++)
      expect(clips[index]!.start).toBeGreaterThanOrEqual(clips[index - 1]!.end);
  });

  it("never offers the same words twice, when the recording says them again", () => {
    // The sermon preached twice over: its best moments are there twice, and taken once.
    const offset = segments.at(-1)!.end! + 2000;
    const twice = [
      ...segments,
      ...segments.map((segment) => ({
        ...segment,
        start: segment.start! + offset,
        end: segment.end! + offset,
      })),
    ];
    const chosen = suggestClips(twice, "web");
    expect(chosen.length).toBeGreaterThanOrEqual(3);
    const sentences = chosen.map(
      (clip) =>
        new Set(clip.caption.split(/(?<=[.!?])\s+/).filter((s) => s.split(" ").length >= 6)),
    );
    for (let a = 0; a < sentences.length; a++)
      for (let b = a + 1; b < sentences.length; b++)
        expect([...sentences[a]!].filter((sentence) => sentences[b]!.has(sentence))).toEqual([]);
  });

  it("gives whole sentences that lean on nothing before them, with a hook from the clip", () => {
    for (const clip of clips) {
      expect(clip.caption).toMatch(/^[A-Z]/);
      expect(clip.caption).toMatch(/[.!?]$/);
      expect(clip.caption).not.toMatch(/^(?:And|But|So|He|It|This|That|They)\b/);
      expect(clip.hook.length).toBeLessThanOrEqual(101);
      expect(clip.caption).toContain(clip.hook.replace(/…$/, ""));
      // The same words as the captions said, between its start and end.
      const said = segments
        .filter((segment) => segment.start! >= clip.start - 4000 && segment.end! <= clip.end + 4000)
        .map((segment) => segment.text)
        .join(" ");
      expect(said.replace(/twenty-three/g, "23")).toContain(clip.caption.slice(0, 30));
    }
  });

  it("never posts the story told with permission", () => {
    expect(clips.map((clip) => clip.caption).join(" ")).not.toMatch(/Mike|his job/);
  });

  it("exports a clip list and each clip's captions timed from its start", () => {
    const rows = clipsCsv(clips).trim().split("\r\n");
    expect(rows).toHaveLength(clips.length + 1);
    expect(rows[0]).toBe('"clip","start","end","seconds","hook","caption"');
    const srt = clipSrt(clips[0]!);
    const cues = srt.trim().split("\n\n");
    expect(cues[0]).toMatch(/^1\n00:00:00,000 --> 00:00:0\d,\d{3}\n\S/);
    const last = /(\d\d):(\d\d):(\d\d),(\d{3})\n[^\n]+$/.exec(cues.at(-1)!)!;
    const lastEnd = (Number(last[2]) * 60 + Number(last[3])) * 1000 + Number(last[4]);
    expect(lastEnd).toBe(clips[0]!.end - clips[0]!.start);
    // Each cue is at most 7 words: readable on a phone.
    for (const cue of cues) expect(cue.split("\n")[2]!.split(" ").length).toBeLessThanOrEqual(7);
  });

  it("keeps a caption from being read as a spreadsheet formula", () => {
    const csv = clipsCsv([
      { start: 0, end: 30_000, hook: "=HYPERLINK(1)", caption: "-1", cues: [] },
    ]);
    expect(csv).toContain(`"'=HYPERLINK(1)","'-1"`);
  });
});

describe("captions for times the pastor chose", () => {
  const segments = [
    { start: 0, end: 4000, text: "Good morning, church." },
    { start: 10_000, end: 14_000, text: "Grace is a gift we are given." },
    { start: 14_000, end: 20_000, text: "Nobody earns it by trying harder, not one of us." },
    { start: 50_000, end: 54_000, text: "Let us pray." },
  ];

  it("gives the words said inside, in short cues timed from the clip's start", () => {
    const { caption, cues } = captionsBetween(segments, 9000, 45_000);
    expect(caption).toBe(
      "Grace is a gift we are given. Nobody earns it by trying harder, not one of us.",
    );
    expect(cues[0]!.start).toBe(1000);
    for (const cue of cues) {
      expect(cue.text.split(" ").length).toBeLessThanOrEqual(7);
      expect(cue.end).toBeGreaterThan(cue.start);
      expect(cue.end).toBeLessThanOrEqual(36_000);
    }
    expect(cues.at(-1)!.end).toBe(11_000);
  });

  it("starts and ends with the words that start inside the chosen span", () => {
    const { caption, cues } = captionsBetween(segments, 12_000, 17_000);
    expect(caption.startsWith("Grace")).toBe(false);
    expect(caption.endsWith("us.")).toBe(false);
    expect(cues.every((cue) => cue.end <= 5000)).toBe(true);
  });
});
