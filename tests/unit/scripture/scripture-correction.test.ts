import { describe, expect, it } from "vitest";
import { correctDraft, correctText } from "../../../server/generation/scripture-correction";

describe("correcting a model's quotations", () => {
  it("gives back the part of the verse the quotation covers, without the narrator's words", () => {
    const { text, corrections } = correctText(
      "Jesus said in John 14:6, “I am the way, the truth, and the life. Everyone comes to the Father through good works.”",
      "body",
      "web",
    );
    expect(text).toBe(
      "Jesus said in John 14:6, “I am the way, the truth, and the life. No one comes to the Father, except through me.”",
    );
    expect(corrections).toMatchObject([{ kind: "corrected", correctedReference: "John 14:6" }]);
  });

  it("narrows a chapter reference to the verse the quotation was taken from", () => {
    const { text, corrections } = correctText(
      "In Romans 8 Paul says, “We know that all things are good for those who love God and keep his law.”",
      "body",
      "web",
    );
    expect(text).toBe(
      "In Romans 8 Paul says, “We know that all things work together for good for those who love God, for those who are called according to his purpose.”",
    );
    expect(corrections).toMatchObject([
      { kind: "corrected", reference: "Romans 8", correctedReference: "Romans 8:28" },
    ]);
  });

  it("quotes the KJV for a KJV reader", () => {
    const { text } = correctText(
      "Psalm 23:1 promises, “The Lord is my shepherd, I will never be hungry.”",
      "body",
      "kjv",
    );
    expect(text).toBe("Psalm 23:1 promises, “The LORD is my shepherd; I shall not want.”");
  });

  it("leaves exact quotations, other translations' wording and prose alone", () => {
    for (const draft of [
      "Psalm 23:1 says, “Yahweh is my shepherd: I shall lack nothing.”",
      "As John 3:16 says, “For God so loved the world that he gave his one and only Son.”",
      "Romans 8:28 gives hope to the weary.",
    ]) {
      expect(correctText(draft, "body", "web")).toEqual({ text: draft, corrections: [] });
    }
  });

  it("corrects every text of a result: list items and social posts, naming the field", () => {
    const { result, corrections } = correctDraft(
      {
        title: "Provision",
        mainPoints: ["Psalm 23:1 promises, “The Lord is my shepherd, I will never be hungry.”"],
        posts: [
          {
            platform: "twitter",
            content: "Psalm 23:1: “The Lord is my shepherd, I will never be hungry.”",
          },
        ],
      },
      "web",
    );
    expect(result.mainPoints[0]).toContain("“Yahweh is my shepherd: I shall lack nothing.”");
    expect(result.posts[0]!.content).toContain("“Yahweh is my shepherd: I shall lack nothing.”");
    expect(result.posts[0]!.platform).toBe("twitter");
    expect(corrections.map((correction) => correction.field)).toEqual(["mainPoints", "posts"]);
  });
});
