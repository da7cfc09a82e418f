import { describe, expect, it } from "vitest";
import { continueInstruction, keepWritten } from "../../server/generation/continue-draft";

/** Continue (issue 33 item 1): the stopped draft's finished fields kept, the cut one finished. */
describe("keepWritten", () => {
  const kept = {
    title: "The Shepherd Who Provides",
    mainPoints: ["The Lord is my shepherd, so we lack nothing.", "He restores the so"],
  };

  it("keeps every field the stopped draft finished, word for word, and takes the rest of the answer", () => {
    const fresh = {
      title: "Another Title",
      mainPoints: [
        "The Lord is our shepherd.",
        "He restores the soul and leads in right paths.",
        "Goodness and mercy follow us.",
      ],
      callToAction: "Trust him this week.",
    };
    expect(keepWritten(kept, fresh, true)).toEqual({
      title: "The Shepherd Who Provides",
      mainPoints: [
        "The Lord is my shepherd, so we lack nothing.",
        "He restores the soul and leads in right paths.",
        "Goodness and mercy follow us.",
      ],
      callToAction: "Trust him this week.",
    });
  });

  it("while the answer is written, shows the kept text until the new one is as long", () => {
    const early = keepWritten(kept, { title: "The Sh" }, false);
    expect(early).toEqual(kept);
    const later = keepWritten(
      kept,
      { title: "The Shepherd Who Provides", mainPoints: ["x", "He restores the soul and"] },
      false,
    );
    expect(later.mainPoints).toEqual([
      "The Lord is my shepherd, so we lack nothing.",
      "He restores the soul and",
    ]);
  });

  it("keeps the cut field when the finished answer lacks it", () => {
    expect(keepWritten({ body: "Dear church" }, {}, true)).toEqual({ body: "Dear church" });
  });

  it("tells the model what was written and to go on from it", () => {
    const instruction = continueInstruction(kept);
    expect(instruction).toContain("CONTINUE");
    expect(instruction).toContain('"He restores the so"');
  });
});
