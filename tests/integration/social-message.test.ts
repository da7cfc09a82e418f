import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformCharacterLimits } from "@shared/generation/options";
import { createTestApp, type TestApp } from "../support/test-app";
import { setAccess, signedInUser } from "../support/users";

/**
 * The social tool's message through the API, offline (no AI key): printed whole in each
 * platform's post that has room for it, left out whole where it does not fit, notes never
 * printed, every post within its platform's limit.
 */
const day = 24 * 60 * 60 * 1000;

const request = {
  platform: "multi-platform",
  contentType: "event-promotion",
  topic: "Christmas Eve candlelight service",
  scripture: "Isaiah 9:6",
  tone: "inspirational",
  length: "medium",
  eventName: "Christmas Eve Candlelight Service",
  eventDate: "2026-12-24",
  eventTime: "19:00",
  eventEndTime: "20:15",
  eventPlace: "Grace Community Church",
  eventAddress: "412 Maple Avenue, Springfield, IL 62704",
  eventContact: "office@gracecc.org",
  notes:
    "Special music by the Hernandez family. PRIVATE: Maria Hernandez is undergoing chemo and may not be able to sing.",
};

type Post = { platform: keyof typeof platformCharacterLimits; content: string; hashtags: string[] };

describe("POST /api/social/generate with a message (offline)", () => {
  let test: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    test = await createTestApp();
    const user = await signedInUser(test, "social-message");
    await setAccess(test, user.id, {
      trialStartedAt: new Date(),
      trialEndsAt: new Date(Date.now() + 3 * day),
    });
    headers = user.headers;
  });
  afterAll(() => test.app.close());

  async function posts(message: string): Promise<Post[]> {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/social/generate",
      headers,
      payload: { ...request, message },
    });
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json().content[0];
    expect(item.source).toBe("offline");
    return item.posts;
  }

  const within = (post: Post) => {
    const tags = post.hashtags.length > 0 ? [...post.hashtags.join(" ")].length + 2 : 0;
    expect([...post.content].length + tags, post.platform).toBeLessThanOrEqual(
      platformCharacterLimits[post.platform],
    );
  };

  it("prints a short message whole in all four posts", async () => {
    const message = "Bring your family and a friend: candles, carols and the Christmas story.";
    const found = await posts(message);
    expect(found).toHaveLength(4);
    for (const post of found) {
      expect(post.content, post.platform).toContain(message);
      expect(post.content, post.platform).not.toMatch(/Hernandez|chemo/);
      within(post);
    }
  });

  it("leaves a message too long for X out of the X post, never cut, and keeps it elsewhere", async () => {
    const message = Array.from(
      { length: 6 },
      (_, index) => `Sentence ${index + 1} of a long welcome from the pastor to every neighbor.`,
    ).join(" ");
    const found = await posts(message);
    for (const post of found) {
      within(post);
      if (post.platform === "twitter") expect(post.content).not.toContain("Sentence 1");
      else expect(post.content, post.platform).toContain(message);
    }
  });

  it("rejects a message longer than the field allows", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/social/generate",
      headers,
      payload: { ...request, message: "x".repeat(2001) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty("message");
  });
});
