import { describe, expect, it } from "vitest";
import { groundRequest } from "../../server/generation/grounding";
import { defaultPreferences } from "../../server/generation/pipeline-types";
import { groundingBlock } from "../../server/generation/prompts/framing";
import { strongsMeaning } from "../../server/scripture/study/study-grounding";
import { withStudyData } from "../../server/scripture/study/study-library";
import { openSwordLibrary } from "../../server/scripture/sword/sword-library";

/** The app's sources: the committed study data, whatever SWORD modules are installed. */
const library = withStudyData(openSwordLibrary({ standardRoots: [] }));
const sources = { naves: library.dictionary("Nave"), commentary: library.commentary("MHCC") };

const web = { ...defaultPreferences, translation: "web" as const };

describe("grounding from the study desk", () => {
  it("gives a passage's key words with their meanings, its cross-references and Matthew Henry", () => {
    const grounding = groundRequest({ passage: "John 3:16", subject: "God's love" }, web, sources);
    const loved = grounding.study?.keyWords.find((word) => word.strongs === "G25");
    expect(loved).toMatchObject({ word: "loved", lemma: "ἀγαπάω", transliteration: "agapáō" });
    expect(loved?.meaning).toBe("to love (in a social or moral sense)");
    const references = grounding.study?.crossReferences.map((verse) => verse.reference) ?? [];
    expect(references.length).toBeGreaterThan(0);
    expect(references.some((reference) => /^(Romans 5:8|1 John 4:(9|10))$/.test(reference))).toBe(
      true,
    );
    expect(grounding.commentary?.source).toBe("MHCC");
    expect(grounding.commentary?.text).toMatch(/\S/);
    const block = groundingBlock(grounding);
    expect(block).toContain("Key words of the passage");
    expect(block).toContain('"loved": ἀγαπάω (agapáō, G25), to love');
    expect(block).toContain("Cross-references to the passage (WEB)");
  }, 60_000);

  it("lets the passage's cross-references support the offline composer beside the topic's verses", () => {
    const grounding = groundRequest({ passage: "Romans 8:28", subject: "hope" }, web);
    const crossReference = grounding.study?.crossReferences[0];
    expect(crossReference).toBeDefined();
    expect(grounding.topical.map((verse) => verse.reference)).toContain(crossReference!.reference);
  });

  it("finds a subject's verses in the Nave's subtopic that names it", () => {
    const conversion = groundRequest({ subject: "Paul's conversion" }, web).topical;
    expect(conversion[0]?.reference).toMatch(/^Acts 9:/);
    const temptation = groundRequest({ subject: "temptation of Jesus" }, web).topical;
    expect(temptation[0]?.reference).toMatch(/^Matthew 4:/);
    // A curated topic still wins, and a word of the subject finds one ("forgiving" → Forgiveness).
    expect(groundRequest({ subject: "anxiety" }, web).topical[0]?.reference).toBe(
      "Philippians 4:6–7",
    );
    expect(
      groundRequest({ subject: "forgiving others who hurt us" }, web).topical[0]?.reference,
    ).toBe("Ephesians 4:32");
  });

  it("reads Strong's gloss without its etymology", () => {
    expect(
      strongsMeaning(
        "perhaps from ἄγαν ágan (much) [or compare H5689]; to love (in a social or moral sense):--(be-)love(-ed). Compare G5368.",
      ),
    ).toBe("to love (in a social or moral sense)");
  });
});
