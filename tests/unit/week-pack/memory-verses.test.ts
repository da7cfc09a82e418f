import { describe, expect, it } from "vitest";
import { translationIds } from "@shared/scripture/translations";
import {
  packContext,
  memoryVerse,
  wordsKeptFromChildren,
} from "../../../server/generation/offline/week-pack/context";
import { composeChildrensLesson } from "../../../server/generation/offline/week-pack/study-pieces";
import memoryVerses from "../../../server/generation/offline/week-pack/children-memory-verses.json";
import { lookup } from "../../../server/scripture/lookup";
import { romansOutline } from "./fixtures";

/** A reference's verses in a translation, or undefined when it names none. */
function versesOf(reference: string, translation: (typeof translationIds)[number]) {
  const found = lookup(reference, { translation });
  return found.ok ? found.passage.passages.flatMap((passage) => passage.verses) : undefined;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** A text's words alone, lower case, for finding one text inside another. */
const flat = (text: string) => (text.toLowerCase().match(/[a-z]+/g) ?? []).join(" ");

function lesson(passage: string, translation: (typeof translationIds)[number] = "web") {
  const context = packContext({ ...romansOutline, passage, ageBand: "6-8" }, translation)!;
  return { context, verse: memoryVerse(context), lesson: composeChildrensLesson(context) };
}

describe("the children's memory verses (children-memory-verses.json)", () => {
  it("lists each verse once, each a real reference within the word limit in every translation", () => {
    expect(new Set(memoryVerses.verses).size).toBe(memoryVerses.verses.length);
    expect(memoryVerses.verses.length).toBeGreaterThan(500);
    for (const reference of memoryVerses.verses)
      for (const translation of translationIds) {
        const verses = versesOf(reference, translation);
        expect(verses?.length, `${reference} (${translation})`).toBeGreaterThan(0);
        const text = verses!.map((verse) => verse.text).join(" ");
        expect(wordCount(text), `${reference} (${translation})`).toBeLessThanOrEqual(
          memoryVerses.wordLimit,
        );
      }
  });

  it("leaves out, with a reason, no verse it also lists", () => {
    const parted = memoryVerses.parts.map((part) => part.verse);
    for (const [reference, reason] of Object.entries(memoryVerses.leftOut)) {
      expect(memoryVerses.verses, reference).not.toContain(reference);
      expect(parted, reference).not.toContain(reference);
      expect(reason.trim().length, reference).toBeGreaterThan(3);
    }
  });
});

/** Quotation marks and spaces, which neither open nor close a sentence. */
const marks = /[\s“”‘’"']*/.source;
const opensSentence = new RegExp(`(?:^|[.!?:;]|[“‘"])${marks}$`);
const closesSentence = new RegExp(`[.!?]${marks}$`);

describe("the parts of verses too long to learn whole (children-memory-verses.json `parts`)", () => {
  it("each part the verse's own words in every translation, whole sentences, within the limit", () => {
    const verses = memoryVerses.parts.map((part) => part.verse);
    expect(verses.length).toBeGreaterThan(30);
    expect(new Set(verses).size).toBe(verses.length);
    for (const part of memoryVerses.parts) {
      expect(memoryVerses.verses, part.verse).not.toContain(part.verse);
      expect(part.why.length, part.verse).toBeGreaterThan(20);
      let longer = false;
      for (const translation of translationIds) {
        const name = `${part.verse} (${translation})`;
        const whole = versesOf(part.verse, translation)!
          .map((verse) => verse.text)
          .join(" ");
        const words = part[translation];
        // Copied exactly: the one source of the words is the translation's verse.
        const at = whole.indexOf(words);
        expect(at, name).toBeGreaterThanOrEqual(0);
        expect(words, name).toBe(words.trim());
        expect(wordCount(words), name).toBeLessThanOrEqual(memoryVerses.wordLimit);
        longer ||= wordCount(whole) > memoryVerses.wordLimit;
        // It starts where a sentence, a clause after a colon or semicolon, or a speech does
        // (the KJV opens a speech with a capital after a comma: “said unto Samuel, Look not”).
        const before = whole.slice(0, at);
        const kjvSpeech = translation === "kjv" && /,\s$/.test(before) && /^[A-Z]/.test(words);
        expect(opensSentence.test(before) || kjvSpeech, `${name} starts mid-clause`).toBe(true);
        // It ends a sentence (the KJV's colon ends one where the WEB and BSB have a stop), or
        // the verse.
        const after = whole.slice(at + words.length);
        const ends =
          closesSentence.test(words) ||
          (translation === "kjv" && /:$/.test(words)) ||
          new RegExp(`^${marks}$`).test(after);
        expect(ends, `${name} stops mid-sentence`).toBe(true);
        expect(wordsKeptFromChildren(words), name).toEqual([]);
      }
      // A part only for a verse too long to learn whole in some translation.
      expect(longer, part.verse).toBe(true);
    }
  });

  it("gives Isaiah 43:1-7 a verse to learn, and prints only its part", () => {
    for (const translation of translationIds) {
      const { verse, lesson: written } = lesson("Isaiah 43:1-7", translation);
      expect(verse, translation).toBeDefined();
      const whole = versesOf(verse!.reference, translation)!
        .map((one) => one.text)
        .join(" ");
      // The words learnt are a part of the verse, cited by the verse.
      expect(whole, translation).toContain(verse!.text);
      expect(wordCount(verse!.text)).toBeLessThan(wordCount(whole));
      expect(wordCount(verse!.text)).toBeLessThanOrEqual(memoryVerses.wordLimit);
      expect(written.memoryVerse, translation).toContain(`(${verse!.reference})`);
      for (const field of [written.memoryVerse, written.takeHome]) {
        expect(flat(field), translation).toContain(flat(verse!.text));
        expect(flat(field), translation).not.toContain(flat(whole));
      }
      expect(written.memoryVerse).not.toMatch(/\bno verse\b/i);
    }
  });

  it("gives Isaiah 43:1 “You are mine”, not the verse's opening to Jacob", () => {
    for (const translation of translationIds) {
      const { verse, lesson: written } = lesson("Isaiah 43:1", translation);
      expect(verse?.reference, translation).toBe("Isaiah 43:1");
      expect(flat(written.memoryVerse), translation).toMatch(
        /called (?:you|thee) by (?:your|thy) name/,
      );
      expect(flat(written.memoryVerse), translation).not.toMatch(/created (?:you|thee)/);
      expect(flat(written.takeHome), translation).not.toMatch(/created (?:you|thee)/);
    }
  });
});

describe("the verse a child learns is one the team listed (issue 34)", () => {
  // Psalm 137:9 ("…dashes your little ones against the rock") and Psalm 147:17 ("Who can stand
  // before his cold?") pass a list of unfit words; a word list cannot read a verse.
  it.each(["Psalm 137:1-9", "Psalm 137:7-9"])(
    "gives %s none, and the lesson says the leader chooses",
    (passage) => {
      for (const translation of translationIds) {
        const { verse, lesson: written } = lesson(passage, translation);
        expect(verse, `${passage} (${translation})`).toBeUndefined();
        // Nor is the psalm's last verse read to the children, nor their big idea.
        const harsh = flat(versesOf("Psalm 137:9", translation)![0]!.text);
        const opening = harsh.split(" ").slice(0, 8).join(" ");
        for (const [field, text] of Object.entries(written))
          expect(flat(text), `${field} (${translation})`).not.toContain(opening);
        // No verse to learn, said plainly, and the choice left to the leader.
        expect(written.memoryVerse).toMatch(/\bno verse\b/i);
        expect(written.memoryVerse).toMatch(/\b(?:choose|choice|yours)\b/i);
        expect(written.takeHome).not.toMatch(/memory verse/i);
      }
    },
  );

  it.each(["Psalm 147:12-20", "Psalm 147:15-18", "Psalm 147:17"])(
    "never gives %s's hail as the verse to learn",
    (passage) => {
      for (const translation of translationIds) {
        const { verse, lesson: written } = lesson(passage, translation);
        const hail = flat(versesOf("Psalm 147:17", translation)![0]!.text);
        const opening = hail.split(" ").slice(0, 6).join(" ");
        if (verse) expect(flat(verse.text), translation).not.toContain(opening);
        expect(flat(written.memoryVerse), translation).not.toContain(opening);
        expect(flat(written.takeHome), translation).not.toContain(opening);
      }
    },
  );

  it.each(["John 10:1-18", "Isaiah 40:27-31", "Psalm 23:1-6", "Luke 15:11-32", "Genesis 1:1-31"])(
    "gives %s a listed verse of the passage, in every translation",
    (passage) => {
      const listed = new Set(
        [...memoryVerses.verses, ...memoryVerses.parts.map((part) => part.verse)]
          .map((reference) => lookup(reference, { translation: "web" }))
          .flatMap((found) => (found.ok ? [found.passage.reference] : [])),
      );
      const inPassage = new Set(versesOf(passage, "web")!.map((verse) => verse.reference));
      for (const translation of translationIds) {
        const { verse, lesson: written } = lesson(passage, translation);
        expect(verse, `${passage} (${translation})`).toBeDefined();
        expect(listed.has(verse!.reference), verse!.reference).toBe(true);
        for (const one of versesOf(verse!.reference, "web")!)
          expect(inPassage.has(one.reference), one.reference).toBe(true);
        expect(written.memoryVerse).toContain(`(${verse!.reference})`);
      }
    },
  );
});
