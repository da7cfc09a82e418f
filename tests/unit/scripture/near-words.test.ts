import { describe, expect, it } from "vitest";
import { scriptureIndex } from "../../../server/scripture/bible-index";
import { nearAny, sameRoot } from "../../../server/scripture/quotation-verdict";
import { comparableWords } from "../../../server/scripture/quotations";
import { areVariants, normalWord } from "../../../server/scripture/wording";

/** nearAny answers in one lookup what comparing a word with each of a passage's words does. */
describe("nearAny", () => {
  it("agrees with comparing word by word, on the words of real passages", () => {
    const index = scriptureIndex();
    const words = (from: number, count: number, translation: "web" | "kjv") =>
      Array.from({ length: count }, (_, offset) => index.textAt(translation, from + offset))
        .flatMap(comparableWords)
        .map(normalWord);
    const passage = words(17_000, 12, "kjv");
    const candidates = [...new Set([...words(17_000, 12, "web"), ...words(23_000, 30, "web")])];
    candidates.push("", "a", "love", "loves", "lovingkindness", "strength", "strengthens");
    const near = nearAny(passage);
    const answers = { near: 0, far: 0 };
    for (const word of candidates) {
      const expected = passage.some((other) => areVariants(word, other) || sameRoot(word, other));
      expect(near(word), word).toBe(expected);
      answers[expected ? "near" : "far"]++;
    }
    expect(answers.near).toBeGreaterThan(20);
    expect(answers.far).toBeGreaterThan(100);
  });
});
