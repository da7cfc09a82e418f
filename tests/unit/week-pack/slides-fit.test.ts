import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { outlineLimits } from "@shared/tools/week-pack/definition";
import { renderSlides } from "../../../server/modules/packs/slides";

/** A sermon's prose (a reading of the evaluation set), its sentences whole. */
const prose = readFileSync(path.join(import.meta.dirname, "readings/samaritan-luke-10.txt"), "utf8")
  .split("\n")
  .filter((line) => line.length > 80 && !line.startsWith("#"))
  .join(" ");

/** The prose's opening, at most `limit` characters, ending at a word. */
function upTo(limit: number): string {
  const cut = prose.slice(0, limit);
  return cut.slice(0, cut.lastIndexOf(" "));
}

const emu = 914400 / 72; // EMU per point

interface Box {
  text: string;
  width: number;
  height: number;
  size: number;
}

/** Every text box of every slide after the title: its text, size in points and font size. */
function boxes(bytes: Uint8Array): Box[][] {
  const files = unzipSync(bytes);
  return Object.keys(files)
    .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
    .sort((a, b) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]))
    .slice(1)
    .map((name) =>
      [...strFromU8(files[name]!).matchAll(/<p:sp>([\s\S]*?)<\/p:sp>/g)].map(([, shape]) => {
        const extent = /<a:ext cx="(\d+)" cy="(\d+)"/.exec(shape!)!;
        return {
          text: [...shape!.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((run) => run[1]).join(""),
          width: Number(extent[1]) / emu,
          height: Number(extent[2]) / emu,
          size: Number(/sz="(\d+)"/.exec(shape!)![1]) / 100,
        };
      }),
    );
}

/**
 * Whether a box's text fits it, set word by word at an average Arial glyph of half an em and
 * lines of 1.2 em (a generous estimate: LibreOffice sets these decks a little tighter).
 */
function fits(box: Box): boolean {
  const perLine = Math.floor(box.width / (box.size * 0.5));
  let lines = 1;
  let used = 0;
  for (const word of box.text.split(/\s+/).filter(Boolean)) {
    const need = used === 0 ? word.length : used + 1 + word.length;
    if (need <= perLine) used = need;
    else {
      lines += 1;
      used = word.length;
    }
  }
  return lines * box.size * 1.2 <= box.height;
}

describe("sermon slides with the longest statements an outline allows", () => {
  const result = {
    title: "Who Is My Neighbor?",
    scripture: "Luke 10:25-37",
    church: "Grace Chapel",
    bigIdea: upTo(outlineLimits.bigIdea),
    points: [upTo(outlineLimits.point), upTo(200), "Go and do likewise"],
    callToAction: upTo(outlineLimits.callToAction),
  };

  it("set every box's text within its box", async () => {
    const slides = boxes(new Uint8Array(await renderSlides(result, "web")));
    for (const slide of slides)
      for (const box of slide) expect(fits(box), `${box.size}pt: ${box.text}`).toBe(true);
  });

  it("keep all of each statement, in order, over as many slides as it needs", async () => {
    const slides = boxes(new Uint8Array(await renderSlides(result, "web")));
    // Each slide's body: its tallest box (not the label above it or the footer).
    const said = slides
      .map((slide) => slide.reduce((tallest, box) => (box.height > tallest.height ? box : tallest)))
      .map((box) => box.text)
      .join(" ");
    const words = (text: string) =>
      text
        .replace(/&[a-z]+;/g, " ")
        .split(/\W+/)
        .filter(Boolean);
    const flow = words(said).join(" ");
    for (const statement of [result.bigIdea, result.callToAction, ...result.points])
      expect(flow).toContain(words(statement).join(" "));
  });
});

describe("passage slides", () => {
  /** Each passage slide's text (its tallest box), as the deck shows it. */
  async function passageSlides(passage: string): Promise<string[]> {
    const slides = boxes(
      new Uint8Array(
        await renderSlides({ title: "T", scripture: passage, bigIdea: "", points: [] }, "web"),
      ),
    );
    return slides.map((slide) =>
      slide
        .reduce((tallest, box) => (box.height > tallest.height ? box : tallest))
        .text.replace(/&quot;/g, '"'),
    );
  }
  const count = (text: string, mark: string) => text.split(mark).length - 1;

  // The WEB marks speech across verses: Deuteronomy 32:39 opens the Lord's words and 32:42
  // closes them, so a slide of 32:39 alone showed an opening mark and no closing one.
  it.each(["Deuteronomy 32:39", "Isaiah 1:18", "Luke 15:11-20"])(
    "close on each slide the double quotation marks they open (%s)",
    async (passage) => {
      for (const text of await passageSlides(passage))
        expect(count(text, "“"), text).toBe(count(text, "”"));
    },
  );
});
