import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { commentaryFor } from "../../../server/scripture/study/study-data";
import { shapePassage } from "../../../server/generation/offline/passage-shape";
import { offlineDraft } from "../draft-quality/offline-engine";

/**
 * Held-out class 1: a Matthew Henry sentence chosen by its place in his note or by the words it
 * shares with some verses can be about others ("It distinguishes his human birth…", on Micah
 * 5:2–3, set under 5:4–5; "A despised gospel will go where it will be better received." under
 * the woman of Mark 5:25–34). The writer quotes only sentences the team has read against the
 * verses (data/henry-sentences.json), under a section that holds those verses.
 */
const reviewed = (
  JSON.parse(
    readFileSync(
      path.join(
        import.meta.dirname,
        "../../../server/generation/offline/data/henry-sentences.json",
      ),
      "utf8",
    ),
  ) as { sentences: Array<{ verses: string; text: string }> }
).sentences;
const squeezed = (text: string) => text.replace(/\s+/g, " ").trim();

describe("the reviewed sentences of Matthew Henry", () => {
  it("are each his own words, in a note on the verses they are given for", () => {
    expect(reviewed.length).toBeGreaterThan(0);
    for (const { verses, text } of reviewed) {
      const notes = commentaryFor(verses, ["mhcc"]).map((note) => squeezed(note.text));
      expect(
        notes.some((note) => note.includes(squeezed(text))),
        `${verses}: ${text}`,
      ).toBe(true);
      expect(text.split(/\s+/).length, text).toBeGreaterThanOrEqual(6);
    }
  });

  it("are each a whole sentence of his, never cut at either end", () => {
    for (const { verses, text } of reviewed) {
      const wanted = squeezed(text);
      const note = commentaryFor(verses, ["mhcc"])
        .map(({ text: noteText }) => squeezed(noteText))
        .find((noteText) => noteText.includes(wanted));
      if (!note) continue;
      const at = note.indexOf(wanted);
      const before = note.slice(0, at);
      const after = note.slice(at + wanted.length);
      // A note opens "Verses 1-8 " before its first sentence.
      expect(/(^|[.!?]["”]? |^Verses? [\d-]+ )$/.test(before), `${verses}: ${text}`).toBe(true);
      expect(/[.!?]$/.test(wanted) && /^(\s|$)/.test(after), `${verses}: ${text}`).toBe(true);
    }
  });
});

describe("a section's Matthew Henry comment", () => {
  const passages = [
    ...new Set(reviewed.map(({ verses }) => verses)),
    "Micah 5:2-5",
    "Mark 5:21-43",
    "2 Kings 5:1-27",
    "Genesis 50:15-21",
  ];

  it("is a reviewed sentence on verses within the section it stands under", () => {
    for (const passage of passages) {
      const shape = shapePassage(passage, "web");
      if (!shape) continue;
      for (const section of shape.sections) {
        if (!section.comment) continue;
        const entry = reviewed.find(({ text }) => text === section.comment!.text);
        expect(entry, `${passage}: ${section.comment.text}`).toBeDefined();
      }
    }
  });

  it("is never one of the sentences a held-out reading found off its verses", async () => {
    const drafts = await Promise.all([
      offlineDraft("sermon", { topic: "The ruler from Bethlehem", scripture: "Micah 5:2-5" }),
      offlineDraft("sermon", { topic: "Jesus is never too late", scripture: "Mark 5:21-43" }),
      offlineDraft("meditation", { scripture: "Mark 5:25-34" }),
      offlineDraft("sermon", { topic: "Grace Naaman could not earn", scripture: "2 Kings 5:1-27" }),
    ]);
    const text = drafts.flatMap((draft) => draft.texts).join("\n");
    for (const offTopic of [
      "It distinguishes his human birth",
      "A despised gospel will go where it will be better received",
      "Naaman, a Syrian, a courtier, a soldier",
    ])
      expect(text).not.toContain(offTopic);
  });
});
