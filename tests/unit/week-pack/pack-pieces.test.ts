import { describe, expect, it } from "vitest";
import type { PackOutline } from "@shared/tools/week-pack/schemas";
import { composePackPiece } from "../../../server/generation/offline/week-pack";
import { packContext } from "../../../server/generation/offline/week-pack/context";
import { lookup } from "../../../server/scripture/lookup";
import { packPiecePrompt } from "../../../server/generation/prompts/week-pack";
import { defaultPreferences } from "../../../server/generation/pipeline-types";

const prodigal: PackOutline = {
  title: "The Father Who Runs",
  passage: "Luke 15:11-32",
  bigIdea:
    "The Father runs to welcome sinners home, and he invites the resentful elder brother to the feast as well, because his love is not earned by anyone in the family.",
  points: [
    "The younger son wanted the father's gifts without the father, and he wasted everything in a far country until he came to himself among the pigs and decided to go home and confess",
    "While he was still a long way off, the father saw him, was moved with compassion, ran to him, embraced him and kissed him before a word of the rehearsed speech was finished",
    "The elder brother stayed outside, angry, and the father went out to him too, pleading with him to come in and celebrate because his brother was dead and is alive again",
  ],
  callToAction: "Come home to the Father this week, and go out to welcome someone else home.",
  notes: "",
  ageBand: "6-8",
};

function text(verse: string): string {
  const found = lookup(verse, { translation: "web" });
  if (!found.ok) throw new Error(found.message);
  return found.passage.text;
}

describe("week pack pieces from a sermon on the prodigal son", () => {
  const context = packContext(prodigal, "web")!;

  it("gives children a key verse of the passage to learn, never the elder brother's anger", () => {
    const lesson = composePackPiece("children", context) as { memoryVerse: string };
    expect(lesson.memoryVerse).not.toContain(text("Luke 15:28"));
    expect(
      [text("Luke 15:20"), text("Luke 15:24")].some((verse) =>
        lesson.memoryVerse.includes(verse.replace(/“|”/g, "")),
      ),
    ).toBe(true);
  });

  it("keeps every post within its platform's limit, however long the points", () => {
    const limits = { twitter: 280, instagram: 2200, facebook: 63206 } as const;
    const social = composePackPiece("social", context) as {
      posts: Array<{ platform: keyof typeof limits; content: string }>;
    };
    for (const post of social.posts)
      expect([...post.content].length, post.content).toBeLessThanOrEqual(limits[post.platform]);
  });
});

describe("the model's piece prompts", () => {
  const details = "Baptism class Saturday at 9am in Room 4; sign up with Ruth Hale.";
  const context = packContext({ ...prodigal, notes: details }, "web")!;

  it("give this week's details to the pieces that announce, and to no other", () => {
    const prompt = (id: Parameters<typeof packPiecePrompt>[0]) =>
      packPiecePrompt(id, context, defaultPreferences).prompt;
    expect(prompt("email")).toContain(details);
    expect(prompt("social")).toContain(details);
    for (const id of ["slides", "children", "small-group", "devotional-monday"] as const)
      expect(prompt(id), id).not.toContain("Ruth Hale");
  });
});
