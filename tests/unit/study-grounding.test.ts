import { describe, expect, it } from "vitest";
import { groundRequest } from "../../server/generation/grounding";
import { defaultPreferences } from "../../server/generation/pipeline-types";
import { groundingBlock } from "../../server/generation/prompts/framing";
import { strongsMeaning } from "../../server/scripture/study/study-grounding";

const web = { ...defaultPreferences, translation: "web" as const };

describe("grounding from the study desk", () => {
  it("gives a passage's key words with their meanings, its key verse and Matthew Henry's own sentences", () => {
    const grounding = groundRequest({ passage: "John 3:16", subject: "God's love" }, web);
    const loved = grounding.study?.keyWords.find((word) => word.strongs === "G25");
    expect(loved).toMatchObject({ word: "loved", lemma: "ἀγαπάω", transliteration: "agapáō" });
    expect(loved?.meaning).toBe("to love (in a social or moral sense)");
    const block = groundingBlock(grounding);
    expect(block).toContain("Key words of the passage");
    expect(block).toContain('"loved": ἀγαπάω (agapáō, G25), to love');
    expect(block).toMatch(/Key verses of the passage[^\n]*\nJohn 3:16/);
    expect(block).toContain("Matthew Henry's Concise Commentary");
  }, 60_000);

  it("links a passage to the scripture that quotes it, not to a verse sharing a word", () => {
    // Matthew 4:14-16 quotes Isaiah 9:1-2 (quoted from where its sentence starts, 4:13).
    const grounding = groundRequest({ passage: "Isaiah 9:2", subject: "light" }, web);
    expect(grounding.topical.map((verse) => verse.reference)).toContainEqual(
      expect.stringMatching(/^Matthew 4:1[3-6]–16$/),
    );
  });

  it("gives a subject the verses of the curated topic it names, and none when it names none", () => {
    expect(groundRequest({ subject: "anxiety" }, web).topical[0]?.reference).toBe(
      "Philippians 4:6–7",
    );
    expect(
      groundRequest({ subject: "forgiving others who hurt us" }, web).topical[0]?.reference,
    ).toBe("Ephesians 4:32");
    // A word search would offer "burn up their houses with fire" (Ezekiel 23:47).
    const fire = groundRequest({ subject: "a family whose house burned in a fire" }, web).topical;
    expect(fire.map((verse) => verse.reference)).not.toContain("Ezekiel 23:47");
    expect(groundRequest({ subject: "the Tuesday committee minutes" }, web).topical).toEqual([]);
  });

  it("reads Strong's gloss without its etymology", () => {
    expect(
      strongsMeaning(
        "perhaps from ἄγαν ágan (much) [or compare H5689]; to love (in a social or moral sense):--(be-)love(-ed). Compare G5368.",
      ),
    ).toBe("to love (in a social or moral sense)");
  });
});
