import { describe, expect, it } from "vitest";
import { pieceSenseProblems, senseProblems } from "../../server/generation/sense-check";

/** Results that match their tool's schema; the checks decide whether they make sense. */
const sermon = {
  title: "Hope That Does Not Disappoint",
  approach: "An expository walk through Romans 5:1-5 for a congregation in trials.",
  mainPoints: [
    "Peace with God comes through faith in Christ (Romans 5:1).",
    "Suffering produces perseverance (Romans 5:3-4).",
  ],
  callToAction: "Bring your suffering to Christ this week.",
};
const email = {
  emailType: "event-invitation",
  subject: "Join us for the Christmas Eve carol service",
  content: "Dear friends, you are warmly invited to our carol service on Christmas Eve.",
  callToAction: "Reply to let us know you are coming.",
};
const post = {
  platform: "twitter",
  contentType: "inspirational",
  content: "Hope does not put us to shame (Romans 5:5).",
  hashtags: ["#hope", "#2026"],
};

describe("the sense checks after the schema", () => {
  it("pass sound results of the sermon, the email and a post", () => {
    expect(senseProblems("sermon", sermon)).toEqual([]);
    expect(senseProblems("email", email)).toEqual([]);
    expect(senseProblems("social", post)).toEqual([]);
  });

  it.each([":", "1.", "  ", "—", "…"])("refuse a main point without words (%j)", (point) => {
    const problems = senseProblems("sermon", {
      ...sermon,
      mainPoints: [sermon.mainPoints[0], point],
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^mainPoints\[1\]/);
  });

  it("refuse an email subject longer than an inbox shows (70 characters), naming its length", () => {
    const subject = "Join us ".repeat(108).trim();
    const [problem, ...rest] = senseProblems("email", { ...email, subject });
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^subject/);
    expect(problem).toContain(String(subject.length));
    expect(senseProblems("email", { ...email, subject: "x".repeat(64) + " hope" })).toEqual([]);
  });

  it.each([
    "Hope That Does Not Disappoint and",
    "The Love of",
    "Peace with God:",
    "Suffering, Character,",
    "The Road to (Emmaus",
  ])("refuse a title cut mid-phrase (%j)", (title) => {
    const problems = senseProblems("sermon", { ...sermon, title });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^title/);
  });

  it.each([
    "Come and See",
    "Where Is God When It Hurts?",
    "God With Us",
    "Grace upon Grace",
    "It Is Finished",
    "What Are You Waiting For",
    "Let Him In",
    "Hold On",
  ])("accept a complete title (%j)", (title) => {
    expect(senseProblems("sermon", { ...sermon, title })).toEqual([]);
  });

  it("refuse a post over its platform's limit, and a multi-platform post over its own", () => {
    const long = "Hope ".repeat(80).trim();
    expect(senseProblems("social", { ...post, content: long })[0]).toMatch(/^content/);
    expect(senseProblems("social", { ...post, platform: "facebook", content: long })).toEqual([]);
    const multi = {
      ...post,
      platform: "multi-platform",
      posts: [
        { platform: "instagram", content: long, hashtags: [] },
        { platform: "twitter", content: long, hashtags: [] },
      ],
    };
    const problems = senseProblems("social", { ...multi, content: post.content });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^posts\[1\]/);
  });

  it("never quote the result's text in a problem (they go to the log)", () => {
    const problems = senseProblems("email", {
      ...email,
      subject: "Margaret Hill's funeral and the family's private news ".repeat(3),
      content: ":",
    });
    expect(problems.length).toBe(2);
    for (const problem of problems) expect(problem).not.toContain("Margaret");
  });
});

describe("a week pack piece's sense checks", () => {
  const post = (platform: string, content: string) => ({
    platform,
    day: "Monday",
    time: "7:30 am",
    content,
  });

  it("refuses a post over its platform's limit or without words, and a subject cut mid-phrase", () => {
    expect(
      pieceSenseProblems("week-social", {
        title: "The week's posts",
        posts: [
          post("twitter", "x ".repeat(200)),
          post("instagram", "#"),
          post("facebook", "Hope."),
        ],
      }),
    ).toEqual([
      "posts[0]: 400 characters, over twitter's 280",
      "posts[0]: has no words",
      "posts[1]: has no words",
    ]);
    expect(
      pieceSenseProblems("week-email", {
        title: "This week at Grace Church and",
        scripture: "Psalm 23",
        body: "Dear church family.",
      }),
    ).toEqual(['title: cut off mid-phrase (ends with "and")']);
  });

  it("passes a sound piece", () => {
    expect(
      pieceSenseProblems("week-social", {
        title: "The week's posts",
        posts: [post("twitter", "The Lord is my shepherd. #Psalm23")],
      }),
    ).toEqual([]);
  });
});
