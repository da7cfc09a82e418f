import { describe, expect, it } from "vitest";
import { platformCharacterLimits } from "@shared/generation/options";
import { writingTools } from "@shared/tools";
import { toolSchemas } from "@shared/tools/schemas";
import fixedLines from "../../../server/generation/offline/data/fixed-lines.json";
import { socialPrompt } from "../../../server/generation/prompts/social";
import { defaultPreferences } from "../../../server/generation/pipeline-types";
import { groundRequest } from "../../../server/generation/grounding";
import { offlineDraft } from "../draft-quality/offline-engine";

/**
 * The social tool's "Your message" field (issue 30, class 6 of the held-out reading): printed
 * whole in every post whose platform has room for it, never cut; an event post without one
 * says who may come in one of the fixed welcomes from the data; notes never printed.
 */
const welcomes: readonly string[] = fixedLines.social.welcome;
const welcomeIn = (content: string) => welcomes.filter((line) => content.includes(line));

/** Set B's SO1 request from docs/evaluation/offline-drafts-heldout-2026-11-28b.md. */
const blueChristmas = {
  platform: "multi-platform",
  contentType: "event-promotion",
  topic: "A Blue Christmas service for anyone grieving this season",
  tone: "inspirational",
  length: "medium",
  scripture: "Psalm 34:18",
  eventName: "Blue Christmas: A Service of Hope",
  eventDate: "2026-12-21",
  eventTime: "19:00",
  eventEndTime: "20:00",
  eventPlace: "the Sanctuary",
  eventAddress: "120 Main Street, Springfield",
  notes:
    "Invite neighbors too, not only members. PRIVATE: we began this service after the Nguyens' son died in 2023; never mention them or him.",
};

const shortMessage =
  "If this Christmas is hard for you, you are not alone. Come as you are for a quiet hour of carols, scripture, candles and prayer.";

/** Five sentences, 400 characters or more: longer than a post on X can hold. */
const longMessage = [
  "Christmas can be the hardest season of the year when someone you love is missing from the table.",
  "This service is for anyone carrying grief, loneliness, illness or worry into December.",
  "There will be quiet music, readings from the Psalms and a time to light a candle for someone you miss.",
  "Nobody will be asked to speak, sing or stand.",
  "Bring a friend who needs it, and stay afterwards for coffee if you would like to talk.",
].join(" ");

type Post = { platform: keyof typeof platformCharacterLimits; content: string; hashtags: string[] };

async function postsFor(request: Record<string, unknown>): Promise<Post[]> {
  const draft = await offlineDraft("social", request);
  const item = draft.item as unknown as Post;
  return draft.posts.length > 0 ? (draft.posts as Post[]) : [item];
}

/** A post's length as published: the text, a blank line and its hashtags. */
function published(post: Post): number {
  const tags = post.hashtags.length > 0 ? [...post.hashtags.join(" ")].length + 2 : 0;
  return [...post.content].length + tags;
}

describe("the social tool's message field", () => {
  it("is declared once, by the email's helper, on both tools", () => {
    const field = (tool: "email" | "social") =>
      (
        writingTools[tool].fields as ReadonlyArray<{
          name: string;
          label: string;
          kind: string;
          instruction?: boolean;
        }>
      ).find((entry) => entry.name === "message")!;
    expect(field("social").label).toBe(field("email").label);
    expect(field("social").kind).toBe("textarea");
    // Printed, so not an instruction shown only beside the draft.
    expect(field("social").instruction).toBeUndefined();
    expect(toolSchemas.social.request.parse({ topic: "x" }).message).toBe("");
  });

  it("the form's hint shows a welcome an event post carries when it is left empty", () => {
    const field = (
      writingTools.social.fields as ReadonlyArray<{ name: string; hint?: string }>
    ).find((entry) => entry.name === "message")!;
    expect(welcomes.some((line) => field.hint?.includes(line))).toBe(true);
  });
});

describe("an offline post carries the pastor's message", () => {
  it("whole, in every platform's post, when it fits", async () => {
    const posts = await postsFor({ ...blueChristmas, message: shortMessage });
    expect(posts.map((post) => post.platform)).toEqual([
      "facebook",
      "instagram",
      "twitter",
      "linkedin",
    ]);
    for (const post of posts) {
      expect(post.content, post.platform).toContain(shortMessage);
      expect(welcomeIn(post.content), post.platform).toEqual([]);
      expect(published(post), post.platform).toBeLessThanOrEqual(
        platformCharacterLimits[post.platform],
      );
    }
  });

  it("never cut: a message too long for X is left out of the X post whole, kept in the others", async () => {
    expect([...longMessage].length).toBeGreaterThan(platformCharacterLimits.twitter);
    const posts = await postsFor({ ...blueChristmas, message: longMessage });
    const sentences = longMessage.split(/(?<=\.) /);
    for (const post of posts) {
      expect(published(post), post.platform).toBeLessThanOrEqual(
        platformCharacterLimits[post.platform],
      );
      if (post.platform === "twitter") {
        // No sentence of it, and no opening of one: the message is not there at all.
        for (const sentence of sentences) expect(post.content).not.toContain(sentence.slice(0, 30));
        expect(post.content).toContain(blueChristmas.eventName);
      } else expect(post.content, post.platform).toContain(longMessage);
    }
  });

  it("as written, line breaks and all, on a single platform post", async () => {
    const message = "Carols at 6.\n\nA candle for everyone you miss.";
    const [post] = await postsFor({ ...blueChristmas, platform: "facebook", message });
    expect(post!.content).toContain(message);
  });

  it("on a post with no event too, and no welcome is added to it", async () => {
    const message = "We are praying for every family in the valley this week.";
    const posts = await postsFor({
      platform: "multi-platform",
      contentType: "prayer-request",
      topic: "Flooding in the valley",
      scripture: "Psalm 46:1",
      message,
    });
    for (const post of posts) {
      expect(post.content, post.platform).toContain(message);
      expect(welcomeIn(post.content), post.platform).toEqual([]);
    }
  });
});

describe("an event post without a message", () => {
  for (const platform of ["facebook", "twitter", "multi-platform"] as const)
    it(`says everyone is welcome (${platform}), within the limit`, async () => {
      for (const post of await postsFor({ ...blueChristmas, platform })) {
        expect(welcomeIn(post.content), post.platform).toHaveLength(1);
        expect(published(post), post.platform).toBeLessThanOrEqual(
          platformCharacterLimits[post.platform],
        );
      }
    });

  it("a post with neither an event nor a message has no welcome", async () => {
    for (const post of await postsFor({
      platform: "multi-platform",
      contentType: "scripture-focus",
      topic: "God's mercies",
      scripture: "Lamentations 3:22-23",
    }))
      expect(welcomeIn(post.content), post.platform).toEqual([]);
  });
});

describe("what gives way on X", () => {
  it("the welcome gives way to the key verse, not the verse to the welcome", async () => {
    // Set A's social-05: an event whose details and verse just fit a post on X.
    const [post] = await postsFor({
      platform: "twitter",
      contentType: "prayer-request",
      topic: "Pray for Lincoln High",
      scripture: "Matthew 5:4",
      eventName: "Sanctuary open for prayer after the Lincoln High shooting",
      eventDate: "2026-12-08",
      eventTime: "12:00",
      eventEndTime: "20:00",
      eventPlace: "Sanctuary, Grace Community Church",
      eventAddress: "1450 Oak Ridge Road, Springfield",
      eventRsvp: "No RSVP needed",
    });
    expect(post!.content).toContain("(Matthew 5:4)");
    expect(published(post!)).toBeLessThanOrEqual(platformCharacterLimits.twitter);
  });

  it("with a message, the event's date stays and its name gives way", async () => {
    const posts = await postsFor({ ...blueChristmas, message: shortMessage });
    const twitter = posts.find((post) => post.platform === "twitter")!;
    expect(twitter.content).toContain(shortMessage);
    expect(twitter.content).toContain("December 21, 2026");
  });
});

describe("notes stay private", () => {
  for (const message of ["", shortMessage, longMessage])
    it(`no sentence of the notes is printed (message ${message.length} characters)`, async () => {
      const draft = await offlineDraft("social", { ...blueChristmas, message });
      const noteSentences = blueChristmas.notes.split(/(?<=[.;]) /);
      for (const text of draft.texts)
        for (const sentence of noteSentences) expect(text).not.toContain(sentence.slice(0, 25));
      for (const text of draft.texts) expect(text).not.toContain("Nguyen");
    });
});

describe("the model path", () => {
  it("is given the message and told to carry it as written", () => {
    const request = toolSchemas.social.request.parse({ ...blueChristmas, message: longMessage });
    const prompt = socialPrompt(
      request,
      groundRequest({ passage: request.scripture, subject: request.topic }, defaultPreferences),
      defaultPreferences,
    ).prompt;
    expect(prompt).toContain(longMessage);
    expect(prompt).toMatch(/as written/);
    const without = socialPrompt(
      toolSchemas.social.request.parse(blueChristmas),
      groundRequest(
        { passage: blueChristmas.scripture, subject: blueChristmas.topic },
        defaultPreferences,
      ),
      defaultPreferences,
    ).prompt;
    expect(without).not.toMatch(/pastor's message/i);
  });
});
