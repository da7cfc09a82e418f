import { describe, expect, it } from "vitest";
import { ageBands, type AgeBand } from "@shared/tools/week-pack/definition";
import { packContext } from "../../../server/generation/offline/week-pack/context";
import { composeChildrensLesson } from "../../../server/generation/offline/week-pack/study-pieces";
import {
  spokenSentences,
  wordsPerSentence,
} from "../../../server/generation/offline/week-pack/retelling";
import { romansOutline } from "./fixtures";

const words = (sentence: string) => sentence.split(/\s+/).filter(Boolean).length;

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
    it(`tells it in short sentences for ages ${band}: who, to whom, God's words and one truth about God`, () => {
      const { retelling } = lesson(band);
      const spoken = spokenSentences(retelling);
      expect(spoken.length).toBeGreaterThan(3);
      for (const sentence of spoken)
        expect(words(sentence), sentence).toBeLessThanOrEqual(wordsPerSentence[band]);
      expect(retelling).toContain("Paul wrote a letter.");
      expect(retelling).toContain("God's people in Rome");
      expect(retelling).toMatch(/God makes us his friends|God loves you/);
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
