import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ageBands, type AgeBand } from "@shared/tools/week-pack/definition";
import { packContext } from "../../../server/generation/offline/week-pack/context";
import { composePackPiece } from "../../../server/generation/offline/week-pack";
import { composeChildrensLesson } from "../../../server/generation/offline/week-pack/study-pieces";
import {
  spokenSentences,
  wordsPerSentence,
} from "../../../server/generation/offline/week-pack/retelling";
import { lookup } from "../../../server/scripture/lookup";
import { romansOutline } from "./fixtures";

const words = (sentence: string) => sentence.split(/\s+/).filter(Boolean).length;

/** Every run of `size` words of a text, in lower case, for finding one text's words in another. */
function runsOf(text: string, size: number): string[] {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  return words
    .slice(0, Math.max(0, words.length - size + 1))
    .map((_, at) => words.slice(at, at + size).join(" "));
}

function lesson(band: AgeBand, passage = romansOutline.passage, refine?: "simpler") {
  const context = packContext(
    { ...romansOutline, passage, ageBand: band },
    "web",
    undefined,
    0,
    refine,
  )!;
  return composeChildrensLesson(context);
}

describe("the children's retelling, offline", () => {
  for (const { value: band } of ageBands) {
    it(`tells it in short sentences for ages ${band}: who, to whom, God's words and what they say`, () => {
      const { retelling } = lesson(band);
      const spoken = spokenSentences(retelling);
      expect(spoken.length).toBeGreaterThan(3);
      for (const sentence of spoken)
        expect(words(sentence), sentence).toBeLessThanOrEqual(wordsPerSentence[band]);
      expect(retelling).toContain("Paul wrote a letter.");
      expect(retelling).toContain("God's people in Rome");
      expect(retelling).toContain("The Triumph of Faith.");
      expect(retelling).not.toMatch(/God (?:makes us his friends|loves you|is good)/);
      expect(retelling).toMatch(/“[^”]+” \(Romans 5:\d/);
    });
  }

  it("gives the youngest the fewest and shortest sentences", () => {
    const spoken = (band: AgeBand) => spokenSentences(lesson(band).retelling);
    const average = (list: string[]) => list.reduce((sum, s) => sum + words(s), 0) / list.length;
    expect(average(spoken("3-5"))).toBeLessThan(average(spoken("9-11")));
    expect(lesson("3-5").retelling.length).toBeLessThan(lesson("9-11").retelling.length);
  });

  it("names the setting of a psalm and a gospel without inventing a story", () => {
    expect(lesson("6-8", "Psalm 23:1-6").retelling).toContain("This is a song from the Bible.");
    expect(lesson("6-8", "John 10:11-14").retelling).toContain("This is about Jesus.");
  });

  it("is simpler on request: the next band down's sentences, the pastor's band kept", () => {
    const simpler = lesson("9-11", romansOutline.passage, "simpler");
    expect(simpler.ageBand).toBe("9-11");
    for (const sentence of spokenSentences(simpler.retelling))
      expect(words(sentence), sentence).toBeLessThanOrEqual(wordsPerSentence["6-8"]);
  });
});

describe("the children's lesson is the passage's own", () => {
  const glossary = (
    JSON.parse(
      readFileSync(
        join(__dirname, "../../../server/generation/offline/week-pack/children-glossary.json"),
        "utf8",
      ),
    ) as { words: Record<string, string> }
  ).words;
  const generic = /God (?:forgives us|takes care of you|loves you|is good|keeps his promises)/;

  it.each([
    ["Luke 15:11-32", "The Parable of the Prodigal Son", "Luke 15:20"],
    ["Psalm 46:1-11", "God Is Our Refuge and Strength", "Psalm 46:10"],
    ["Ruth 1:1-22", "Ruth’s Loyalty to Naomi", "Ruth 1:16"],
  ])("%s: its big idea is its heading and a clause of its key verse", (passage, heading, verse) => {
    const { bigIdea } = lesson("6-8", passage);
    expect(bigIdea.startsWith(`${heading}: “`), bigIdea).toBe(true);
    expect(bigIdea).toContain(`(${verse})`);
    expect(bigIdea).not.toMatch(generic);
    // The quotation is the verse's own words.
    const quoted = bigIdea.match(/“(.+)”/)![1]!.replace(/[‘’]/g, "");
    const found = lookup(verse, { translation: "web" });
    expect(found.ok && found.passage.text.replace(/[“”‘’]/g, "")).toContain(quoted);
  });

  it("explains hard words of the verses it quotes from the glossary alone, never guessed", () => {
    let explainedCount = 0;
    for (const passage of ["Romans 5:1-5", "Luke 15:11-32", "Psalm 46:1-11", "John 15:1-11"])
      for (const { value: band } of ageBands) {
        const { retelling, takeHome } = lesson(band, passage);
        // A quotation runs to the ” before its reference: a speech inside it has marks of its own.
        const quoted = [...retelling.matchAll(/“(.+?)” \((?=[1-3A-Z])/g)].map((m) =>
          m[1]!.toLowerCase(),
        );
        const explainedWords = [...`${retelling} ${takeHome}`.matchAll(/“(\w+)” means ([^.]+)\./g)];
        explainedCount += explainedWords.length;
        for (const [, word, meaning] of explainedWords) {
          expect(glossary[word!.toLowerCase()], word).toBe(meaning);
          expect(
            quoted.some((text) => new RegExp(`\\b${word!.toLowerCase()}\\b`).test(text)) ||
              takeHome.toLowerCase().includes(word!.toLowerCase()),
            `${passage}: ${word}`,
          ).toBe(true);
        }
      }
    expect(explainedCount).toBeGreaterThan(20);
    expect(lesson("6-8", "Romans 5:1-5").retelling).toContain(
      "“Justified” means made right with God.",
    );
  });

  it("keeps every meaning in the glossary short enough for the youngest", () => {
    for (const [word, meaning] of Object.entries(glossary)) {
      expect(word, word).toMatch(/^[a-z]+$/);
      expect(words(meaning), word).toBeLessThanOrEqual(7);
    }
  });
});

/**
 * Issue 34: Spurgeon's "Hornets" on Deuteronomy 7:20 alone gave 6–8s the verse read aloud ("…until
 * those who are left… perish"), "“Perish” means die and be lost", and "The Promises of God" over
 * the hornets as their big idea. A passage whose every verse is one the lesson keeps from
 * children is not read to them at all: the leader is told why and chooses what to tell.
 */
describe("a passage with no verse a child may hear", () => {
  // Each verse here speaks of wrath, the sword, vengeance or destruction.
  const harsh = ["Deuteronomy 7:20", "Romans 1:18", "Matthew 10:34", "Nahum 1:2", "Joshua 6:21"];
  for (const passage of harsh)
    for (const { value: band } of ageBands)
      it(`${passage}, ages ${band}: nothing of it read, and the leader told why`, () => {
        const piece = lesson(band, passage);
        const found = lookup(passage, { translation: "web" });
        if (!found.ok) throw new Error(found.message);
        const printed = [piece.retelling, piece.bigIdea, piece.takeHome, piece.activity]
          .join("\n")
          .toLowerCase()
          .replace(/[^a-z]+/g, " ");
        for (const run of runsOf(found.passage.text, 5)) expect(printed).not.toContain(run);
        expect(piece.retelling).toContain(`does not read ${passage}`);
        expect(piece.takeHome).not.toMatch(/we read|big idea for children|means /);
      });

  it("is not said to be what the children are learning, in the pack's email", () => {
    const context = packContext({ ...romansOutline, passage: "Romans 1:18" }, "web")!;
    const email = JSON.stringify(composePackPiece("email", context));
    expect(email).not.toMatch(/children are learning/);
  });

  it("keeps the verses a child may hear in a passage that has both", () => {
    // Luke 15:28, "But he was angry, and would not go in", is one verse of eight.
    const { retelling } = lesson("9-11", "Luke 15:25-32");
    expect(retelling).toMatch(/“[^”]+” \(Luke 15:/);
    expect(retelling).not.toMatch(/angry/);
    for (const passage of ["Psalm 23:1-6", "Luke 15:11-32"]) {
      const { retelling: told, bigIdea } = lesson("6-8", passage);
      expect(told).toMatch(/Listen/);
      expect(bigIdea).toMatch(/“[^”]+”/);
    }
  });
});

describe("the child's take-home sheet carries no adult sermon prose (issue 34)", () => {
  // Sermons of every kind: gentle and harsh passages, the preacher's own sentences as big idea
  // and points (as a spoken or written sermon's outline has them).
  const sermons = [
    {
      passage: "Deuteronomy 7:20",
      bigIdea: "I believe that many believers have given up warring with a part of their sins.",
      points: ["Sins which are left and hidden", "A singular means for their destruction"],
    },
    {
      passage: "Psalm 23:1-6",
      bigIdea: "The Lord who shepherds us leaves us lacking nothing we truly need.",
      points: ["He restores the weary soul", "He walks with us through the darkest valley"],
    },
    {
      passage: "John 3:16",
      bigIdea: "God's love is measured by the gift he gave for a rebellious world.",
      points: ["The breadth of divine love", "The condition of faith"],
    },
    {
      passage: "Romans 1:18",
      bigIdea: "The wrath of God is revealed against all ungodliness of men.",
      points: ["Truth suppressed in unrighteousness", "Without excuse before the Creator"],
    },
  ];
  for (const sermon of sermons)
    for (const { value: band } of ageBands)
      for (const variant of [0, 1])
        it(`${sermon.passage}, ages ${band}, draft ${variant + 1}: none of the sermon's sentences on the sheet or in the story`, () => {
          const context = packContext(
            { ...romansOutline, ...sermon, ageBand: band },
            "web",
            undefined,
            variant,
          )!;
          const piece = composeChildrensLesson(context);
          // Neither the sheet sent home nor the story read aloud to the children.
          for (const text of [piece.takeHome, piece.retelling]) {
            const printed = text.toLowerCase().replace(/[^a-z]+/g, " ");
            for (const sentence of [sermon.bigIdea, ...sermon.points])
              for (const run of runsOf(sentence, 4)) expect(printed).not.toContain(run);
          }
        });
});

describe("a lesson whose passage has nothing for children still speaks to them (issue 34)", () => {
  // Passages of destruction, wrath and the sword, against the same sermon on a gentle one.
  const harsh = ["Deuteronomy 7:20", "Deuteronomy 32:39", "Romans 1:18", "Joshua 6:21"];
  const isAsking = (sentence: string) => /^(Ask|Let)\b/.test(sentence);
  for (const passage of harsh)
    for (const { value: band } of ageBands)
      it(`${passage}, ages ${band}: a frame for the children, no question of words not read`, () => {
        const spoken = spokenSentences(lesson(band, passage).retelling);
        const told = spoken.filter((sentence) => !isAsking(sentence));
        expect(told.length).toBeGreaterThan(0);
        for (const sentence of told)
          expect(words(sentence), sentence).toBeLessThanOrEqual(wordsPerSentence[band]);
        // The question closing a lesson that read God's words is not asked of one that read none.
        const readClose = spokenSentences(lesson(band, "Psalm 23:1-6").retelling).filter(isAsking);
        const questions = spoken.filter((sentence) => sentence.startsWith("Ask"));
        expect(questions.length).toBeGreaterThan(0);
        for (const question of questions) expect(readClose).not.toContain(question);
      });
});
