import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  readTranscriptFile,
  UnreadableTranscript,
} from "../../../server/modules/recordings/captions";
import {
  applyGlossary,
  markedQuotations,
  paragraphsOf,
  writtenReferences,
} from "../../../server/modules/recordings/spoken-text";

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, "fixtures", name), "utf8");
const sermonWords = fixture("sermon.txt").replace(/\s+/g, " ").trim();

describe("captions and transcript files", () => {
  it("reads YouTube's rolling WebVTT captions with each line once, times kept", () => {
    const segments = readTranscriptFile(fixture("sermon.vtt"), "vtt");
    expect(segments.map((segment) => segment.text).join(" ")).toBe(sermonWords);
    expect(segments[0]).toMatchObject({ start: 1000, end: 4200 });
    for (const segment of segments) expect(segment.end!).toBeGreaterThan(segment.start!);
  });

  it("reads SubRip captions, comma milliseconds and hours included", () => {
    const segments = readTranscriptFile(fixture("sermon.srt"), "srt");
    expect(segments.map((segment) => segment.text).join(" ")).toBe(sermonWords);
    const late = readTranscriptFile(
      "7\r\n01:02:03,450 --> 01:02:05,000\r\n<i>Amen.</i>\r\n",
      "srt",
    );
    expect(late).toEqual([{ start: 3_723_450, end: 3_725_000, text: "Amen." }]);
  });

  it("reads a .txt with times on its lines, and one without as untimed paragraphs", () => {
    const timed = readTranscriptFile(
      "[00:00:05] Good morning.\n[00:01:10] Turn to John 3.\n",
      "txt",
    );
    expect(timed).toEqual([
      { start: 5000, end: 70_000, text: "Good morning." },
      { start: 70_000, end: 75_000, text: "Turn to John 3." },
    ]);
    const plain = readTranscriptFile("Good morning.\nWelcome.\n\nTurn to John 3.", "txt");
    expect(plain).toEqual([
      { start: null, end: null, text: "Good morning. Welcome." },
      { start: null, end: null, text: "Turn to John 3." },
    ]);
  });

  it("refuses files that are not captions", () => {
    expect(() => readTranscriptFile("Just some words", "vtt")).toThrow(UnreadableTranscript);
    expect(() => readTranscriptFile("1\nno times here\n", "srt")).toThrow(UnreadableTranscript);
    expect(() => readTranscriptFile("\n\n  \n", "txt")).toThrow(UnreadableTranscript);
    expect(() => readTranscriptFile("ID3\u0000\u0000binary", "txt")).toThrow(UnreadableTranscript);
  });
});

describe("a transcript's spoken words", () => {
  it("writes references said aloud as numbers, and leaves other numbers alone", () => {
    expect(writtenReferences("Turn with me to John chapter three, verse sixteen.")).toBe(
      "Turn with me to John chapter 3, verse 16.",
    );
    expect(writtenReferences("Romans eight twenty-eight says")).toBe("Romans 8:28 says");
    expect(writtenReferences("Psalm one hundred and nineteen, verse one hundred and five")).toBe(
      "Psalm 119, verse 105",
    );
    expect(writtenReferences("verses four through seven")).toBe("verses 4 through 7");
    expect(writtenReferences("I have three kids and Mark two things down.")).toBe(
      "I have three kids and Mark two things down.",
    );
  });

  it("marks the words read after a reference as its quotation", () => {
    const marked = markedQuotations("John 3:16 says, for God so loved the world. Amen.");
    expect(marked).toBe("John 3:16 says, “for God so loved the world”. Amen.");
    // Already quoted text is left as it is.
    const quoted = 'John 3:16 says, "for God so loved the world." Amen.';
    expect(markedQuotations(quoted)).toBe(quoted);
  });

  it("reads the sentence after a reference as its reading when it opens with the passage's first words", () => {
    // As a preacher reads aloud: the reference, then the verse in its own sentence, with no
    // "it says" between. The misquote is then compared with the verse like any quotation.
    expect(
      markedQuotations(
        "Turn with me to Philippians 4:13. I can do all things through Christ, who makes all my dreams come true. Paul wrote that in prison.",
      ),
    ).toBe(
      "Turn with me to Philippians 4:13. “I can do all things through Christ, who makes all my dreams come true”. Paul wrote that in prison.",
    );
    // In the KJV's words as well as the WEB's.
    expect(markedQuotations("Psalm 23:1. The Lord is my shepherd; I shall not want.")).toBe(
      "Psalm 23:1. “The Lord is my shepherd; I shall not want”.",
    );
    // A sentence about the passage, not a reading of it, is left as the preacher said it,
    // though it shares the verse's words.
    for (const said of [
      "Turn with me to Psalm 23:1. David wrote that the Lord is his shepherd.",
      "Turn with me to Philippians 4:13. All things through Christ: that is Paul's secret.",
    ])
      expect(markedQuotations(said)).toBe(said);
  });

  it("applies the glossary's corrections as whole words, counting them", () => {
    const { segments, corrections } = applyGlossary(
      [
        { start: 0, end: 1000, text: "Zakias climbed the tree; zakias came down." },
        { start: 1000, end: 2000, text: "Zakiasson is another name." },
      ],
      [
        { heard: "Zakias", correct: "Zacchaeus" },
        { heard: "Nicodemas", correct: "Nicodemus" },
      ],
    );
    expect(segments.map((segment) => segment.text)).toEqual([
      "Zacchaeus climbed the tree; Zacchaeus came down.",
      "Zakiasson is another name.",
    ]);
    expect(corrections).toEqual([{ heard: "Zakias", correct: "Zacchaeus", count: 2 }]);
  });

  it("makes paragraphs at pauses after a sentence, keeping their first and last times", () => {
    const paragraphs = paragraphsOf(readTranscriptFile(fixture("sermon.vtt"), "vtt"));
    expect(paragraphs.length).toBeGreaterThanOrEqual(8);
    expect(paragraphs[0]!.text).toBe(
      "Good morning church. Turn with me to John chapter three, verse sixteen. This morning we are looking at the love of God that gives.",
    );
    expect(paragraphs[0]!.start).toBe(1000);
    expect(paragraphs[1]!.start).toBeGreaterThan(paragraphs[0]!.end! + 2000);
    for (const paragraph of paragraphs) expect(paragraph.text).toMatch(/[.!?]$/);
  });

  it("keeps a passage's reading in the paragraph that names it, across a pause", () => {
    const said = [
      "We have spoken long enough about contentment and the school where Paul learned it.",
      "Listen to Philippians chapter four, verse thirteen.",
      "I can do all things through Christ, who makes all my dreams come true.",
      "That was written from a prison cell.",
    ];
    // A pause of three seconds after each sentence: each would be a paragraph of its own.
    const segments = said.map((text, index) => ({
      start: index * 8000,
      end: index * 8000 + 5000,
      text,
    }));
    const paragraphs = paragraphsOf(segments).map((paragraph) => paragraph.text);
    expect(paragraphs).toEqual([said[0], `${said[1]} ${said[2]}`, said[3]]);
    expect(markedQuotations(writtenReferences(paragraphs[1]!))).toContain(
      "“I can do all things through Christ, who makes all my dreams come true”",
    );
  });
});
