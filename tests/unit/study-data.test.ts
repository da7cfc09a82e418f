import { describe, expect, it } from "vitest";
import { groundRequest } from "../../server/generation/grounding";
import { defaultPreferences } from "../../server/generation/pipeline-types";
import {
  commentaryFor,
  kjvWordsWithStrongs,
  occurrences,
  strongsEntry,
  topicsForVerse,
  versesForTopic,
} from "../../server/scripture/study/study-data";
import { withStudyData } from "../../server/scripture/study/study-library";
import { openSwordLibrary } from "../../server/scripture/sword/sword-library";
import { getTopic } from "../../server/scripture/topics/topics";

/** The committed study data, read with no SWORD module installed (an empty library). */
const john316 = { book: "John", chapter: 3, verse: 16 } as const;
const noModules = withStudyData(openSwordLibrary({ standardRoots: [] }));

describe("KJV with Strong's numbers", () => {
  it("tags John 3:16: 'loved' is G25 and 'the world' G2889", () => {
    const words = kjvWordsWithStrongs(john316);
    expect(words.find((word) => word.text === "loved")?.strongs).toEqual(["G25"]);
    expect(words.find((word) => word.text === "the world")?.strongs).toEqual(["G2889"]);
    expect(words.map((word) => word.text).join("")).toBe(
      "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.",
    );
  });

  it("tags the Old Testament with Hebrew numbers: Genesis 1:1 'God' is H430", () => {
    const words = kjvWordsWithStrongs({ book: "Gen", chapter: 1, verse: 1 });
    expect(words.find((word) => word.text === "God")?.strongs).toEqual(["H430"]);
  });

  it("gives nothing for a verse that does not exist", () => {
    expect(kjvWordsWithStrongs({ book: "John", chapter: 3, verse: 99 })).toEqual([]);
  });

  it("counts where G25 occurs and how the KJV renders it", () => {
    const found = occurrences("G0025", 500);
    expect(found?.id).toBe("G25");
    expect(found?.verses).toContainEqual(john316);
    expect(found?.verseCount).toBe(found?.verses.length);
    expect(found?.total).toBeGreaterThanOrEqual(found?.verseCount ?? Infinity);
    // The renderings add up to the total, and "loved" is among them.
    expect(found?.renderings.reduce((sum, rendering) => sum + rendering.count, 0)).toBe(
      found?.total,
    );
    expect(found?.renderings.map((rendering) => rendering.text)).toContain("loved");
    expect(occurrences("G0")).toBeUndefined();
    expect(occurrences("not a number")).toBeUndefined();
  });
});

describe("Strong's lexicons", () => {
  it("G25 is ἀγαπάω, agapáō, to love", () => {
    expect(strongsEntry("G25")).toMatchObject({
      id: "G25",
      lemma: "ἀγαπάω",
      transliteration: "agapáō",
      pronunciation: "ag-ap-ah'-o",
    });
    expect(strongsEntry("g0025")?.definition).toContain("to love (in a social or moral sense)");
    expect(strongsEntry("G2889")?.lemma).toBe("κόσμος");
  });

  it("H430 is אלהים, 'ĕlôhîym, read as UTF-8 although the module's .conf names no encoding", () => {
    expect(strongsEntry("H430")).toMatchObject({ lemma: "אלהים", transliteration: "'ĕlôhîym" });
    expect(strongsEntry("H430")?.related).toContain("H433");
  });

  it("has no entry for a number Strong left unused or one out of range", () => {
    expect(strongsEntry("G2717")).toBeUndefined();
    expect(strongsEntry("G99999")).toBeUndefined();
    expect(strongsEntry("X12")).toBeUndefined();
  });
});

describe("Nave's Topical Bible", () => {
  it("lists the topics that cite John 3:16, narrowest first: salvation and God among them", () => {
    const topics = topicsForVerse(john316);
    expect(topics.map((topic) => topic.topic)).toEqual(
      expect.arrayContaining(["SALVATION", "GOD", "JESUS, THE CHRIST", "CONDESCENSION OF GOD"]),
    );
    const counts = topics.map((topic) => topic.referenceCount);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(topicsForVerse({ book: "John", chapter: 3, verse: 99 })).toEqual([]);
  });

  it("gives a topic's verses (case-insensitive): GOD, LOVE OF cites John 3:16", () => {
    const god = versesForTopic("god");
    expect(god?.topic).toBe("GOD");
    expect(god?.text).toContain("→ LOVE OF");
    expect(god?.references.map((reference) => reference.osis)).toContain("John.3.16");
    const love = versesForTopic("Love");
    expect(love?.references[0]).toMatchObject({ reference: "Exodus 20:6", osis: "Exod.20.6" });
    expect(versesForTopic("no such topic")).toBeUndefined();
  });
});

describe("commentaries", () => {
  it("Matthew Henry has a note for John 3:16, naming its source and its verses", () => {
    const notes = commentaryFor("John 3:16", ["mhcc"]);
    const note = notes.find((excerpt) => !excerpt.introduction);
    expect(note?.source.name).toBe("Matthew Henry's Concise Commentary");
    expect(note?.reference).toBe("John 3:1–21");
    expect(note?.text).toContain("God so loved the world");
  });

  it("Scofield's note on John 3:16 cites its references", () => {
    const [note] = commentaryFor("John 3:16", ["scofield"]);
    expect(note?.reference).toBe("John 3:16");
    expect(note?.text).toMatch(/^perish/);
    expect(note?.references).toContain("Mark 2:22");
  });

  it("the Treasury of David covers the whole of Psalm 23", () => {
    const notes = commentaryFor({
      start: { book: "Ps", chapter: 23, verse: 4 },
      end: { book: "Ps", chapter: 23, verse: 4 },
    });
    const spurgeon = notes.find((note) => note.source.id === "tdavid");
    expect(spurgeon?.reference).toBe("Psalm 23:1–6");
    expect(spurgeon?.text).toMatch(/^Psalm 23 OVERVIEW/);
    expect(spurgeon?.text).toContain("The Lord is my shepherd");
  });

  it("a chapter gives every section whole, with the chapter's outline", () => {
    const notes = commentaryFor("John 3", ["mhcc"]);
    expect(notes.map((note) => note.reference)).toEqual([
      "John 3:1–36",
      "John 3:1–21",
      "John 3:22–36",
    ]);
    expect(notes[0]?.introduction).toBe(true);
  });

  it("gives nothing for a passage that does not exist", () => {
    expect(commentaryFor("John 22:1")).toEqual([]);
    expect(commentaryFor("not a reference")).toEqual([]);
  });
});

describe("the app's library with no SWORD module installed", () => {
  it("answers Nave's topics through the topic index", () => {
    const topic = getTopic("aaron", { translation: "kjv", naves: noModules.dictionary("Nave") });
    expect(topic?.naves?.key).toBe("AARON");
    expect(topic?.passages[0]?.reference).toBe("Exodus 6:16–20");
  });

  it("grounds a sermon on John 3:16 in Matthew Henry's own sentence on it, without his section label", () => {
    const grounding = groundRequest(
      { passage: "John 3:16", subject: "God's love" },
      defaultPreferences,
    );
    const comment = grounding.shape?.sections[0]?.comment;
    expect(comment?.source).toBe("Matthew Henry's Concise Commentary");
    expect(comment?.text).not.toMatch(/^Verses/);
    expect(comment?.text).toMatch(/[.!?]$/);
    // Other installed modules would still come from the installed library.
    expect(noModules.commentary("NoSuchModule")).toBeUndefined();
  });
});
