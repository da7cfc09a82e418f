import { describe, expect, it } from "vitest";
import { strongestSentences } from "../../../server/modules/packs/preacher-words";

describe("the preacher's strongest sentences under a point", () => {
  const paragraphs = [
    "The father saw his son a great way off. He did not wait for him to reach the door. He ran, and in that culture an old man never ran.",
    "“But while he was still far off, his father saw him, and was moved with compassion.” Grace runs to meet the sinner before the sinner has finished his confession. Ok.",
    "You may think you must clean yourself up before you come home, but the father kissed a son who still smelled of the pigs.",
  ];

  it("gives at most two whole sentences, in the order preached, as the preacher wrote them", () => {
    const chosen = strongestSentences(paragraphs);
    expect(chosen.length).toBe(2);
    const all = paragraphs.join(" ");
    for (const sentence of chosen) {
      expect(all).toContain(sentence);
      expect(sentence).toMatch(/[.!?]$/);
    }
    expect(all.indexOf(chosen[0]!)).toBeLessThan(all.indexOf(chosen[1]!));
  });

  it("never gives a verse the sermon quoted, or a fragment, as the preacher's words", () => {
    const chosen = strongestSentences(paragraphs);
    expect(chosen.join(" ")).not.toContain("moved with compassion");
    expect(chosen).not.toContain("Ok.");
  });

  it("gives nothing for a point without paragraphs", () => {
    expect(strongestSentences([])).toEqual([]);
  });
});
