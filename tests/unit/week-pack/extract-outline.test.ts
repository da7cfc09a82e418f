import { describe, expect, it } from "vitest";
import {
  NoPassageFound,
  outlineFromManuscript,
  outlineFromSermon,
} from "../../../server/modules/packs/extract-outline";
import { manuscript } from "./fixtures";

describe("outline from a saved sermon", () => {
  it("takes the passage, the points and the call from the sermon's own sections, and leaves its private notes behind", () => {
    const { outline, notes } = outlineFromSermon({
      title: "Peace With God",
      scripture: "Romans 5:1-5",
      data: {
        request: {
          topic: "Hope in suffering",
          scripture: "Romans 5:1-5",
          notes: "Remember the story of Mark, a former addict (he gave permission).",
        },
        result: {
          title: "Peace With God",
          approach: "An expository walk through Romans 5. It moves from peace to hope.",
          mainPoints: ["1. Peace through faith", "Hope in suffering"],
          callToAction: "Trust him this week.",
        },
      },
    });
    expect(outline).toMatchObject({
      title: "Peace With God",
      passage: "Romans 5:1-5",
      bigIdea: "Hope in suffering.",
      points: ["Peace through faith", "Hope in suffering"],
      callToAction: "Trust him this week.",
      notes: "",
    });
    expect(notes).toEqual([]);
  });

  it("asks for points when the sermon has fewer than two", () => {
    const { notes } = outlineFromSermon({
      title: "T",
      scripture: "John 3:16",
      data: { result: { mainPoints: ["One"] } },
    });
    expect(notes.join(" ")).toMatch(/at least two/);
  });
});

describe("outline from a manuscript", () => {
  it("finds the labelled passage, the big idea line, the numbered points and the conclusion", () => {
    const { outline } = outlineFromManuscript(manuscript);
    expect(outline.title).toBe("The Shepherd Who Provides");
    expect(outline.passage).toBe("Psalm 23:1–6");
    expect(outline.bigIdea).toMatch(/^The Lord who shepherds us/);
    expect(outline.points).toHaveLength(3);
    expect(outline.callToAction).toMatch(/pray Psalm 23:1 aloud/);
  });

  it("prefers the passage the others sit inside when none is labelled", () => {
    const text = manuscript.replace("Text: Psalm 23:1-6", "We read Psalm 23 today.");
    expect(outlineFromManuscript(text).outline.passage).toBe("Psalm 23");
  });

  it("reads unnumbered headings standing alone between paragraphs", () => {
    const text = [
      "Living Water",
      "",
      "A sermon on John 4:7-14 for the whole church, read slowly and prayerfully together.",
      "",
      "Jesus asks for a drink",
      "He breaks every barrier of his day to speak with a thirsty woman at noon.",
      "",
      "Jesus offers living water",
      "What he gives satisfies in a way the well never could, and it springs up to eternal life.",
    ].join("\n");
    expect(outlineFromManuscript(text).outline.points).toEqual([
      "Jesus asks for a drink",
      "Jesus offers living water",
    ]);
  });

  it("reads the same headings from a .docx read to text (a blank line between paragraphs)", () => {
    const text = [
      "Living Water",
      "A sermon on John 4:7-14 for the whole church, read slowly and prayerfully together.",
      "Jesus asks for a drink",
      "He breaks every barrier of his day to speak with a thirsty woman at noon.",
      "Jesus offers living water",
      "What he gives satisfies in a way the well never could, and it springs up to eternal life.",
    ].join("\n\n");
    const { outline } = outlineFromManuscript(text);
    expect(outline.title).toBe("Living Water");
    expect(outline.passage).toBe("John 4:7–14");
    expect(outline.points).toEqual(["Jesus asks for a drink", "Jesus offers living water"]);
  });

  it("takes the outermost divisions: headings, not the numbered list under one of them", () => {
    const text = [
      "# Living Water",
      "",
      "Text: John 4:7-14",
      "",
      "## Jesus asks for a drink (John 4:7-9)",
      "He breaks every barrier of his day to speak with a thirsty woman at noon.",
      "",
      "## Jesus offers living water (John 4:10-14)",
      "What he gives satisfies in a way the well never could, and it springs up to eternal life.",
      "",
      "## Drinking this week",
      "Three ways to come to the well, each morning before anything else:",
      "1. Read John 4:13-14 aloud.",
      "2. Tell Jesus plainly what you are thirsty for.",
      "3. Thank him for one gift he has already given.",
    ].join("\n");
    const { outline, sections } = outlineFromManuscript(text);
    expect(outline.title).toBe("Living Water");
    expect(outline.points).toEqual([
      "Jesus asks for a drink",
      "Jesus offers living water",
      "Drinking this week",
    ]);
    expect(sections.slice(0, 2).map((section) => section.verses)).toEqual([
      "John 4:7–9",
      "John 4:10–14",
    ]);
    expect(sections[2]!.paragraphs).toContain("2. Tell Jesus plainly what you are thirsty for.");
  });

  it("reads points in bold with their labels, verses and a bold conclusion", () => {
    const text = `**Peace, Be Still**

Mark 4:35-41

Storms come to people who are doing exactly what Jesus told them to do. Tonight we look at the storm, the sleeper and the question.

**Main Point 1: The storm is real (vv. 35-38)**

These were fishermen who knew this lake, and they were terrified. The Bible does not pretend that following Jesus keeps us out of bad weather.

**Main Point 2: Jesus speaks to the wind (v. 39)**

He rebukes the wind and says to the sea, "Peace! Be still!" The same voice that said "Let there be light" speaks to the waves.

**Main Point 3: Who then is this? (vv. 40-41)**

The disciples were afraid of the storm; now they are filled with great fear of Jesus.

**Conclusion**

Bring the storm you are in to Jesus in prayer each night this week.`;
    const { outline, sections } = outlineFromManuscript(text);
    expect(outline.title).toBe("Peace, Be Still");
    expect(outline.points).toEqual([
      "The storm is real",
      "Jesus speaks to the wind",
      "Who then is this?",
    ]);
    expect(sections.map((section) => section.verses)).toEqual([
      "Mark 4:35–38",
      "Mark 4:39",
      "Mark 4:40–41",
    ]);
    expect(sections[2]!.paragraphs.join(" ")).not.toMatch(/each night this week/);
    expect(outline.callToAction).toMatch(/^Bring the storm you are in to Jesus/);
  });

  it("refuses a manuscript with no recognisable passage", () => {
    expect(() =>
      outlineFromManuscript("A sermon on hope with no references at all. ".repeat(10)),
    ).toThrow(NoPassageFound);
  });
});

describe("reading a manuscript with one long line", () => {
  /** A manuscript whose prose is one long line without a full stop (its sentences are not split). */
  const unpunctuated = (kilobytes: number) =>
    `Text: Romans 5:1-5\n\n${"hope does not disappoint us ".repeat(Math.round((kilobytes * 1024) / 28))}\n`;

  // How its cost grows with the line's length is measured by `npm run bench` (week-pack: "outline
  // of a 64 KB line / a 16 KB one"); here, what it returns.
  it("an unpunctuated 64 KB line gives a big idea within its limit", () => {
    for (const kilobytes of [16, 64]) {
      const { outline } = outlineFromManuscript(unpunctuated(kilobytes));
      expect(outline.bigIdea.length).toBeLessThanOrEqual(500);
      expect(outline.bigIdea.length).toBeGreaterThan(0);
    }
  });

  it("still takes the first sentences when there are full stops", () => {
    const { outline } = outlineFromManuscript(
      "Text: Romans 5:1-5\n\nWe have peace with God through faith in Jesus. It is a gift. More follows here.\n",
    );
    expect(outline.bigIdea).toBe("We have peace with God through faith in Jesus.");
    expect(outline.callToAction).toBe(
      "We have peace with God through faith in Jesus. It is a gift.",
    );
  });
});
