import { describe, expect, it } from "vitest";
import { devotionalTone, prayerType } from "@shared/generation/options";
import { WritingToolKey } from "@shared/tools";
import { namesABurden } from "../../../server/generation/offline/phrasing";
import { placeholders } from "./checks";
import { offlineDraft } from "./offline-engine";

/**
 * Frames that assume what kind of thing the pastor's topic is: only a burden is carried,
 * entrusted or something people are "touched by"; a person, event, place, story or virtue is
 * prayed about. And an announcement that is not of an event asks for no date, time or place.
 */

async function draftText(tool: WritingToolKey, request: Record<string, unknown>) {
  const { item, texts } = await offlineDraft(tool, request);
  return { text: texts[0]!, item };
}

/** Topics that are not burdens, by kind of noun. */
const notBurdens: Record<string, string[]> = {
  people: ["the prodigal son", "Margaret", "our new associate pastor", "Mary and Martha"],
  events: ["Easter", "the harvest supper", "our church anniversary", "Pentecost Sunday"],
  abstract: ["hope", "joy", "humility", "the grace of God"],
  places: ["our city", "Jerusalem", "the nations", "our neighbourhood"],
};
const burdens = ["grief", "anxiety about the layoffs", "the flooding in our town", "cancer"];

/** Frames that only a burden fits, followed by the topic. */
const burdenFrames = (topic: string) =>
  [
    `carry ${topic}`,
    `touched by ${topic}`,
    `entrust ${topic}`,
    `leave ${topic} in your hands`,
    `respond to ${topic}`,
    `faithful in ${topic}`,
  ].map((frame) => frame.toLowerCase());

const requestsFor = (topic: string): Array<[WritingToolKey, Record<string, unknown>]> => [
  ...prayerType.values.flatMap((kind) =>
    [0, 1].map((variant): [WritingToolKey, Record<string, unknown>] => [
      "prayer",
      { focus: topic, prayerType: kind, duration: "extended", variant },
    ]),
  ),
  ...devotionalTone.values.flatMap((tone) =>
    [0, 1].map((variant): [WritingToolKey, Record<string, unknown>] => [
      "devotional",
      { theme: topic, focus: topic, tone, variant },
    ]),
  ),
];

describe.each(Object.entries(notBurdens))("topics that are %s", (_kind, topics) => {
  it.each(topics)("“%s” is prayed about, never carried", async (topic) => {
    expect(namesABurden(topic)).toBe(false);
    const jammed: string[] = [];
    for (const [tool, request] of requestsFor(topic)) {
      const { text } = await draftText(tool, request);
      const lower = text.toLowerCase();
      for (const frame of burdenFrames(topic))
        if (lower.includes(frame)) jammed.push(`${tool} ${JSON.stringify(request)}: “${frame}”`);
    }
    expect(jammed).toEqual([]);
  });
});

describe("topics that are burdens", () => {
  it.each(burdens)("“%s” may be carried and entrusted to God", async (topic) => {
    expect(namesABurden(topic)).toBe(true);
    const texts = await Promise.all(
      requestsFor(topic).map(async ([tool, request]) => (await draftText(tool, request)).text),
    );
    const framed = texts.some((text) =>
      burdenFrames(topic).some((frame) => text.toLowerCase().includes(frame)),
    );
    expect(framed).toBe(true);
  });
});

describe("announcements", () => {
  const eventDetail = /^\[(?:date|time|place|contact name)\]$/;

  it.each([
    "Announce our new associate pastor, Rev. Maria Lopez",
    "Our church has a new website",
    "Thank you for giving to the building fund",
    "Welcome the Hughes family as new members",
    "The church council approved the new budget",
    "Share the news that our youth pastor is getting married",
  ])("“%s” is not an event and asks for no date, time or place", async (purpose) => {
    for (const length of ["brief", "standard", "detailed"])
      for (const variant of [0, 1]) {
        const { text } = await draftText("email", {
          purpose,
          emailType: "announcement",
          length,
          variant,
        });
        expect(
          placeholders(text).filter((found) => eventDetail.test(found)),
          `${length} ${variant}`,
        ).toEqual([]);
      }
  });

  it.each([
    ["Announce the church picnic", ["[date]", "[time]", "[place]"]],
    ["Announce the new members class starting March 3", ["[time]", "[place]"]],
  ] as const)("“%s” is an event: the details not given are asked for", async (purpose, asked) => {
    const { item } = await draftText("email", { purpose, emailType: "announcement" });
    expect(item.toFill).toEqual(expect.arrayContaining([...asked]));
  });
});
