import { describe, expect, it } from "vitest";
import { isPrivateLine, withoutPrivate } from "../../../server/modules/packs/private-notes";
import { outlineFromManuscript } from "../../../server/modules/packs/extract-outline";

describe("notes for the pulpit only", () => {
  it.each([
    "Remember to tell the story of Mark, a former addict (he gave permission).",
    "(pulpit only: the Hendersons are separating)",
    "[Note to self: slow down here]",
    "NOTE TO SELF: look at the back row.",
    "Don't mention Ruth's diagnosis yet.",
    "** PRIVATE: ask the elders about the rent **",
    "Reminder: thank the worship team.",
    "Pastor's note: the Lees' adoption fell through; keep it quiet.",
    "Tell the story of Anna's recovery (used with her permission, not for social media).",
    "The Okafors' debts are confidential.",
  ])("a line of its own is private: %s", (line) => {
    expect(isPrivateLine(line)).toBe(true);
  });

  it.each([
    "Remember the Sabbath day, to keep it holy, is not a burden but a gift.",
    "Do not be anxious about anything, Paul says, but in everything by prayer make your requests known.",
    "Private prayer is where the battle is won.",
    "(John 15:5)",
    "To do justice and to love kindness is what the Lord requires.",
  ])("a sentence of the sermon is not: %s", (line) => {
    expect(isPrivateLine(line)).toBe(false);
  });

  it("takes a note out of a paragraph and leaves the preacher's sentences", () => {
    expect(
      withoutPrivate(
        "Come home to the Father this week. Remember to tell the story of Mark (he gave permission). He is waiting [pulpit only: the Reyes family] for you.",
      ),
    ).toBe("Come home to the Father this week. He is waiting for you.");
  });

  it("takes the title from the first line that is not a note or the passage", () => {
    const text = [
      "(pulpit only: the Hendersons are separating)",
      "Text: John 4:7-14",
      "Living Water",
      "A sermon on John 4:7-14 for the whole church, read slowly and prayerfully together.",
    ].join("\n\n");
    expect(outlineFromManuscript(text).outline.title).toBe("Living Water");
  });

  it("never reads a note into the outline, even a note that looks like a heading", () => {
    const text = [
      "Living Water",
      "",
      "A sermon on John 4:7-14 for the whole church, read slowly and prayerfully together.",
      "",
      "Jesus asks for a drink",
      "He breaks every barrier of his day to speak with a thirsty woman at noon.",
      "",
      "Pulpit only: Sarah's divorce",
      "Say nothing by name; pray for her family quietly and keep the illustration general.",
      "",
      "Jesus offers living water",
      "What he gives satisfies in a way the well never could, and it springs up to eternal life.",
    ].join("\n");
    const { outline } = outlineFromManuscript(text);
    expect(outline.points).toEqual(["Jesus asks for a drink", "Jesus offers living water"]);
    expect(JSON.stringify(outline)).not.toMatch(/Sarah/);
  });
});
