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
    // Luke 15:20 (the father running, by the part the team's list gives) or 15:24: the verse's
    // own words, cited by it.
    const [, words, reference] = /^“(.+)” \((Luke 15:2[04])\)$/.exec(lesson.memoryVerse)!;
    const letters = (said: string) => (said.toLowerCase().match(/[a-z]+/g) ?? []).join(" ");
    expect(words!.split(" ").length).toBeGreaterThan(8);
    expect(letters(text(reference!))).toContain(letters(words!));
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

describe("pieces carry the sermon's own words", () => {
  const sermon = [
    {
      verses: "Luke 15:11-16",
      sentences: [
        "The younger son wanted the gifts without the giver, and the far country took everything.",
        "Sin always promises a feast and leaves you feeding pigs.",
      ],
    },
    {
      verses: "Luke 15:17-24",
      sentences: [
        "Grace runs to meet the sinner before the confession is finished.",
        "The father kissed a son who still smelled of the pigs.",
      ],
    },
    {
      verses: "Luke 15:25-32",
      sentences: [
        "The elder brother was as far from the father's heart while standing in the field.",
      ],
    },
  ];
  const context = packContext({ ...prodigal, sermon }, "web")!;
  const days = ["monday", "tuesday", "wednesday", "thursday", "friday"] as const;
  const devotionals = days.map(
    (day) =>
      composePackPiece(`devotional-${day}`, context) as { scripture: string; reading: string },
  );

  /** The verse numbers of a reference in Luke 15. */
  function versesOf(reference: string): number[] {
    const found = lookup(reference, { translation: "web" });
    if (!found.ok) throw new Error(found.message);
    return found.passage.passages.flatMap((passage) => passage.verses.map((verse) => verse.verse));
  }

  it("reads each day verses of its own point, quoting the preacher's sentence on it", () => {
    // Monday to Friday take the points in turn: 1, 2, 3, then 1 and 2 again.
    devotionals.forEach((devotional, day) => {
      const own = versesOf(sermon[day % sermon.length]!.verses);
      for (const verse of versesOf(devotional.scripture))
        expect(own, devotional.scripture).toContain(verse);
    });
    expect(devotionals[1]!.reading).toContain(sermon[1]!.sentences[0]!);
    // Thursday comes back to the first point with the sermon's other sentence on it.
    expect(devotionals[3]!.reading).toContain(sermon[0]!.sentences[1]!);
  });

  it("shares no paragraph between the five devotionals", () => {
    const seen = new Map<string, number>();
    devotionals.forEach((devotional, day) => {
      for (const paragraph of devotional.reading.split("\n\n")) {
        if (paragraph.split(/\s+/).length < 12) continue;
        expect(seen.get(paragraph) ?? day, paragraph).toBe(day);
        seen.set(paragraph, day);
      }
    });
  });

  it("asks about every point in the small-group guide, with the sermon's words", () => {
    const guide = composePackPiece("small-group", context) as { questions: string[] };
    expect(guide.questions.length).toBeGreaterThanOrEqual(6);
    expect(guide.questions.length).toBeLessThanOrEqual(8);
    for (const [index, words] of sermon.entries())
      expect(
        guide.questions.some((question) => question.includes(words.sentences[0]!)),
        `point ${index + 1}`,
      ).toBe(true);
  });
});
