import { describe, expect, it } from "vitest";
import { sermonTone } from "@shared/generation/options";
import type { WritingToolKey } from "@shared/tools";
import { writingToolKeys, writingTools } from "@shared/tools";
import fixedLines from "../../../server/generation/offline/data/fixed-lines.json";
import { offlineDraft } from "../draft-quality/offline-engine";

/**
 * Issue 30, class 5 of the second held-out reading: a fixed frame set before a verse must be
 * true whatever verse follows. Each frame in the data carries its class; a frame classed as
 * handing the verse to the hearers ("This is God's word to you:") or as naming the Lord its
 * speaker must never stand before a verse spoken to one person in a story.
 */

const verseSlot = /\{(?:quote|keyQuote)\}/;

interface ClassedFrame {
  text: string;
  class: string;
}

/** Every frame of the data that introduces a verse, and any verse slot left without a class. */
function framesOf(value: unknown, path: string, found: ClassedFrame[], unclassed: string[]) {
  if (typeof value === "string") {
    if (verseSlot.test(value)) unclassed.push(path);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => framesOf(item, `${path}[${index}]`, found, unclassed));
    return;
  }
  if (value && typeof value === "object") {
    const frame = value as Partial<ClassedFrame>;
    if (typeof frame.text === "string" && typeof frame.class === "string") {
      found.push(frame as ClassedFrame);
      return;
    }
    for (const [key, item] of Object.entries(value))
      framesOf(item, `${path}.${key}`, found, unclassed);
  }
}

const frames: ClassedFrame[] = [];
const unclassed: string[] = [];
const { about, ...lines } = fixedLines;
framesOf(lines, "fixed-lines", frames, unclassed);

/** What a frame says before the verse it introduces. */
const introducer = (frame: ClassedFrame) => frame.text.split(verseSlot)[0]!.trim();

describe("every frame that introduces a verse carries its class in the data", () => {
  it("no verse slot is outside a classed frame", () => {
    expect(unclassed).toEqual([]);
    expect(frames.length).toBeGreaterThan(0);
  });
  it("each class is one the data's description names", () => {
    for (const frame of frames) expect(about).toContain(`'${frame.class}'`);
  });
});

// Verses spoken to one person in the narrative: to the woman healed, to Lazarus, to the thief,
// to Abraham. Each passage is the verse alone, so that it is the verse every draft rests on.
const spokenToOne = ["Mark 5:34", "John 11:43", "Luke 23:43", "Genesis 22:2"];

type Requests = (scripture: string, variant: number) => object[];

/** Requests chosen for today's tools; a tool added later is sent its declaration's example. */
const chosenRequests: Partial<Record<WritingToolKey, Requests>> = {
  sermon: (scripture, variant) =>
    sermonTone.values.map((tone) => ({
      topic: "Sunday's message",
      scripture,
      tone,
      length: "25-30",
      variant,
    })),
  prayer: (scripture, variant) => [
    { prayerType: "intercession", focus: "Our church", scripture, duration: "extended", variant },
  ],
  devotional: (scripture, variant) => [
    { theme: "A word for today", focus: "Hearing God", scripture, variant },
  ],
  email: (scripture, variant) => [
    { emailType: "encouragement", purpose: "A word this week", scripture, variant },
  ],
  social: (scripture, variant) => [
    {
      platform: "facebook",
      contentType: "scripture-focus",
      topic: "This week",
      scripture,
      variant,
    },
  ],
  meditation: (scripture, variant) => [{ scripture, variant }],
};
const requestsFor = (tool: WritingToolKey): Requests =>
  chosenRequests[tool] ??
  ((scripture, variant) => [{ ...writingTools[tool].example, scripture, variant }]);

describe("no frame that applies a verse to the hearers, or names its speaker, stands before it", () => {
  const overreaching = frames.filter((frame) => frame.class !== "neutral").map(introducer);
  it("the data keeps such frames, classed, so that this is tested", () => {
    expect(overreaching.length).toBeGreaterThan(0);
  });
  for (const tool of writingToolKeys)
    for (const scripture of spokenToOne)
      it(`${tool} on ${scripture}`, async () => {
        for (let variant = 0; variant < 6; variant++)
          for (const request of requestsFor(tool)(scripture, variant)) {
            const all = (await offlineDraft(tool, request as Record<string, unknown>)).texts.join(
              "\n",
            );
            // The verse is quoted, so there is a frame before it to look at.
            expect(all).toContain(`(${scripture})`);
            for (const before of overreaching) expect(all).not.toContain(`${before} “`);
          }
      });
});
