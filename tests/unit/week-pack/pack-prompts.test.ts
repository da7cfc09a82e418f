import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { packPieces } from "@shared/tools/week-pack/definition";
import { packContext, memoryVerse } from "../../../server/generation/offline/week-pack/context";
import { composePackPiece } from "../../../server/generation/offline/week-pack";
import { packPiecePrompt } from "../../../server/generation/prompts/week-pack";
import { defaultPreferences } from "../../../server/generation/pipeline-types";
import { outlineFromManuscript } from "../../../server/modules/packs/extract-outline";
import { sermonWords } from "../../../server/modules/packs/preacher-words";
import { lookup } from "../../../server/scripture/lookup";

/**
 * The model path's prompts (issue 32, items 2 and 5): the children's lesson is given the
 * sermon's own big idea, the plainest verse of the passage to learn and the rule against a verse
 * of anger, judgment or violence for under-tens; every piece is given the privacy rule and
 * nothing private of the manuscript.
 */

const folder = join(__dirname, "manuscripts");
const file = "prodigal-headings.txt";
const expected = JSON.parse(
  readFileSync(join(folder, file.replace(".txt", ".expected.json")), "utf8"),
) as { private: string[]; unmarked?: string[] };
const extracted = outlineFromManuscript(readFileSync(join(folder, file), "utf8"));
const outline = {
  ...extracted.outline,
  sermon: sermonWords(extracted.sections, extracted.outline.passage),
};
const context = packContext(outline, "web")!;
const prompt = (id: (typeof packPieces)[number]["id"]) =>
  packPiecePrompt(id, context, defaultPreferences).prompt;

const verseText = (reference: string) => {
  const found = lookup(reference, { translation: "web" });
  if (!found.ok) throw new Error(found.message);
  return found.passage.text;
};
const plain = (value: string) =>
  value
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/\s+/g, " ");

describe("the children's lesson prompt", () => {
  const children = prompt("children");
  const line = (label: RegExp) => children.split("\n\n").find((part) => label.test(part)) ?? "";

  it("gives the sermon's own big idea to say in a child's words", () => {
    const bigIdea = line(/^THE CHILDREN'S BIG IDEA/);
    expect(bigIdea).toContain(outline.bigIdea);
    expect(bigIdea).toMatch(/child/);
  });

  it("gives the plainest verse to learn, the father running, never the elder brother's anger", () => {
    const verse = line(/^MEMORY VERSE/);
    expect(verse).toMatch(/Luke 15:(20|24)/);
    expect(verse).not.toContain("15:28");
    expect(verse).not.toContain(verseText("Luke 15:28").slice(0, 30));
    const reference = verse.match(/Luke 15:\d+/)![0];
    // The verse's own words, whole or the part the team's list gives (Luke 15:20's father).
    const words = /: "(.+)"$/.exec(verse)![1]!;
    expect(words.split(" ").length).toBeGreaterThan(8);
    expect(verseText(reference)).toContain(words);
  });

  it("holds the rule against anger, judgment and violence for under-tens", () => {
    expect(children).toMatch(/under ten[^\n]*anger, judgment[^\n]*violence/i);
  });

  it("matches its snapshot", async () => {
    await expect(children).toMatchFileSnapshot("__snapshots__/childrens-lesson-prompt.txt");
  });
});

describe("every piece's prompt", () => {
  it.each(packPieces.map((piece) => piece.id))(
    "%s: the privacy rule, and no planted note",
    (id) => {
      const text = prompt(id);
      expect(text).toMatch(/PRIVACY: [^\n]*never use notes marked private/i);
      for (const note of [...expected.private, ...(expected.unmarked ?? [])]) {
        const words = plain(note).trim().split(" ");
        for (let at = 0; at + 4 <= words.length; at++)
          expect(plain(text), note).not.toContain(` ${words.slice(at, at + 4).join(" ")} `);
      }
    },
  );
});

describe("the verse a child learns", () => {
  it.each([
    ["Luke 15:25-32", /angry/],
    ["Romans 1:16-18", /wrath/],
  ])("for %s is never a verse of anger or judgment", (passage, unfit) => {
    const verse = memoryVerse(packContext({ ...outline, passage }, "web")!);
    expect(verse).toBeDefined();
    expect(verse!.text).not.toMatch(unfit);
  });

  // Issue 34, class D: Spurgeon's "Hornets" on Deuteronomy 7:20 alone gave 6–8s "…until those
  // who are left, and hide themselves from you, perish from before you" to learn.
  it.each(["web", "kjv", "bsb"] as const)(
    "for a one-verse passage of destruction (Deuteronomy 7:20, %s) is none, and the lesson says so",
    (translation) => {
      const hornets = packContext({ ...outline, passage: "Deuteronomy 7:20" }, translation)!;
      expect(memoryVerse(hornets)).toBeUndefined();
      const verseText = hornets.verses[0]!.text;
      const lesson = composePackPiece("children", hornets) as Record<string, string>;
      // No verse given to learn: the field says there is none, with no words of the verse.
      expect(lesson.memoryVerse).toMatch(/\bno verse\b/i);
      expect(lesson.memoryVerse).not.toContain(verseText.slice(0, 30));
      expect(lesson.takeHome).not.toMatch(/memory verse/i);
      expect(lesson.activity).not.toMatch(/Deuteronomy 7:20/);
      // Nor is its destruction the children's big idea, to remember (the verse's first clause
      // is, where a comma ends it, else the section's heading alone).
      expect(lesson.bigIdea).not.toMatch(/perish|destroyed/);
      expect(lesson.retelling).not.toMatch(/Remember this:[^\n]*(?:perish|destroyed)/);
      // The model is told the same, and not given the verse as one to learn.
      const system = packPiecePrompt("children", hornets, defaultPreferences);
      const text = `${system.system}\n${system.prompt}`;
      expect(text).not.toMatch(/MEMORY VERSE \(/);
      // The email does not send parents to ask about a memory verse there is not.
      const email = composePackPiece("email", hornets) as Record<string, string>;
      expect(JSON.stringify(email)).not.toMatch(/memory verse/i);
    },
  );

  it.each([
    ["John 3:16", "John 3:16"],
    ["John 10:27-29", "John 10:2"],
    ["2 Peter 3:9", "2 Peter 3:9"],
  ])(
    "for %s, where the perishing is denied, is still a verse of the passage",
    (passage, reference) => {
      const verse = memoryVerse(packContext({ ...outline, passage }, "web")!);
      expect(verse?.reference).toContain(reference);
    },
  );

  it("for Psalm 1, whose last verse is the wicked perishing, is another of its verses", () => {
    const verse = memoryVerse(packContext({ ...outline, passage: "Psalm 1:1-6" }, "web")!);
    expect(verse).toBeDefined();
    expect(verse!.text).not.toMatch(/perish/);
  });
});
