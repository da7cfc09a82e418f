import { afterAll, beforeAll, describe, expect, it } from "vitest";
import JSZip from "jszip";
import type { FakeOpenAi } from "../support/fake-openai-server";
import type { TestApp } from "../support/test-app";
import { userWithAccess } from "./library-helpers";
import { startFakeModelApp, stopFakeModelApp } from "../support/fake-model-app";

/**
 * The model path of the drafts work: a multi-platform social request asks the model for one
 * post per platform and answers with them; a model's draft names its model, on the saved item
 * and in the exports' footer; an offline draft is a "Kingdom Tools draft", never "AI".
 */

const socialRequest = {
  platform: "multi-platform",
  contentType: "event-promotion",
  topic: "Easter egg hunt after the 10:30 service on Sunday, April 5, at Grace Fellowship",
  tone: "celebratory",
  scripture: "Luke 24:6",
  length: "short",
};

const posts = [
  {
    platform: "facebook",
    content:
      "He is risen! Bring the whole family to Grace Fellowship this Sunday, April 5: our Easter egg hunt starts right after the 10:30 service. “He isn’t here, but is risen” (Luke 24:6).",
    hashtags: ["Easter", "HeIsRisen"],
  },
  {
    platform: "instagram",
    content:
      "Eggs, laughter and the best news ever told. Easter egg hunt after the 10:30 service this Sunday, April 5, at Grace Fellowship. Luke 24:6",
    hashtags: ["Easter", "HeIsRisen", "EasterSunday", "Church", "Family"],
  },
  {
    platform: "twitter",
    content:
      "He is risen! Easter egg hunt after the 10:30 service, Sunday April 5, Grace Fellowship. Luke 24:6",
    hashtags: ["Easter"],
  },
  {
    platform: "linkedin",
    content:
      "This Easter, Grace Fellowship welcomes families from our neighbourhood to an egg hunt after the 10:30 service on Sunday, April 5. We gather to celebrate the risen Christ (Luke 24:6).",
    hashtags: ["Easter", "Community"],
  },
];

const socialJson = JSON.stringify({
  platform: "multi-platform",
  contentType: "event-promotion",
  content: posts[2]!.content,
  hashtags: posts[2]!.hashtags,
  scripture: "Luke 24:6",
  posts,
});

describe("drafts on the model path (fake OpenAI-compatible server)", () => {
  let fake: FakeOpenAi;
  let test: TestApp;

  beforeAll(async () => ({ fake, test } = await startFakeModelApp()));
  afterAll(() => stopFakeModelApp({ fake, test }));

  it("asks for and returns one post per platform, with the model named on the draft", async () => {
    fake.reset();
    fake.enqueueChat({ kind: "reply", content: socialJson });
    const user = await userWithAccess(test, "social-model");
    const response = await test.app.inject({
      method: "POST",
      url: "/api/social/generate",
      headers: user.headers,
      payload: socialRequest,
    });
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json().content[0];
    expect(item.source).toBe("ai");
    expect(item.model).toBe("fake-model");
    expect(item.posts.map((post: { platform: string }) => post.platform)).toEqual([
      "facebook",
      "instagram",
      "twitter",
      "linkedin",
    ]);
    const sent = fake.requests[0]!.body;
    // The schema the model answers with has the per-platform posts.
    expect(JSON.stringify(sent.response_format)).toContain("posts");
    const prompt = JSON.stringify(sent.messages);
    for (const platform of ["Facebook", "Instagram", "X (Twitter)", "LinkedIn"])
      expect(prompt).toContain(platform);
    expect(prompt).toContain("under 280 characters");
  });

  it("asks a single platform for one post, without per-platform posts", async () => {
    fake.reset();
    fake.enqueueChat({
      kind: "reply",
      content: JSON.stringify({
        platform: "facebook",
        contentType: "event-promotion",
        content: posts[0]!.content,
        hashtags: posts[0]!.hashtags,
        scripture: "Luke 24:6",
      }),
    });
    const user = await userWithAccess(test, "social-single");
    const response = await test.app.inject({
      method: "POST",
      url: "/api/social/generate",
      headers: user.headers,
      payload: { ...socialRequest, platform: "facebook" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().content[0].posts).toBeUndefined();
    expect(JSON.stringify(fake.requests[0]!.body.response_format)).not.toContain('"posts"');
  });

  it("labels a saved model draft with its model in the Word footer", async () => {
    const user = await userWithAccess(test, "label-model");
    const saved = await test.app.inject({
      method: "POST",
      url: "/api/prayers",
      headers: user.headers,
      payload: {
        prayerType: "healing",
        focus: "Healing for Margaret after surgery",
        scripture: "James 5:14-16",
        duration: "short",
        tone: "gentle",
        title: "A Prayer for Margaret",
        scriptureBase: "James 5:14-16",
        content: "Father, we bring Margaret to you. Through Jesus Christ our Lord. Amen.",
        origin: { source: "ai", model: "fake-model" },
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { id } = saved.json();
    const docx = await test.app.inject({
      method: "GET",
      url: `/api/library/${id}/export.docx`,
      headers: user.headers,
    });
    expect(docx.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(docx.rawPayload);
    const footer = Object.keys(zip.files).find((name) => /word\/footer\d*\.xml/.test(name));
    const footerText = (await zip.file(footer!)!.async("string")).replace(/<[^>]+>/g, "");
    expect(footerText).toContain("Drafted with an AI model (fake-model)");
  });

  it("labels a saved offline draft a Kingdom Tools draft and refuses a made-up origin", async () => {
    const user = await userWithAccess(test, "label-offline");
    const base = {
      prayerType: "wisdom",
      focus: "Wisdom for our elders",
      duration: "short",
      tone: "gentle",
      title: "A Prayer for Wisdom",
      scriptureBase: "",
      content: "Father, give our elders wisdom. Through Jesus Christ our Lord. Amen.",
    };
    const bad = await test.app.inject({
      method: "POST",
      url: "/api/prayers",
      headers: user.headers,
      payload: { ...base, origin: { source: "magic" } },
    });
    expect(bad.statusCode).toBe(400);
    const saved = await test.app.inject({
      method: "POST",
      url: "/api/prayers",
      headers: user.headers,
      payload: { ...base, origin: { source: "offline" } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const docx = await test.app.inject({
      method: "GET",
      url: `/api/library/${saved.json().id}/export.docx`,
      headers: user.headers,
    });
    const zip = await JSZip.loadAsync(docx.rawPayload);
    const footer = Object.keys(zip.files).find((name) => /word\/footer\d*\.xml/.test(name));
    const footerText = (await zip.file(footer!)!.async("string")).replace(/<[^>]+>/g, "");
    expect(footerText).toContain("Kingdom Tools draft");
    expect(footerText).not.toMatch(/\bAI\b/);
  });

  it("saves a multi-platform result with its post per platform, each in the export", async () => {
    const user = await userWithAccess(test, "social-save");
    const saved = await test.app.inject({
      method: "POST",
      url: "/api/social",
      headers: user.headers,
      payload: {
        ...socialRequest,
        ...JSON.parse(socialJson),
        origin: { source: "ai", model: "fake-model" },
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const docx = await test.app.inject({
      method: "GET",
      url: `/api/library/${saved.json().id}/export.docx`,
      headers: user.headers,
    });
    const zip = await JSZip.loadAsync(docx.rawPayload);
    const body = (await zip.file("word/document.xml")!.async("string")).replace(/<[^>]+>/g, " ");
    for (const heading of ["Facebook", "Instagram", "X (Twitter)", "LinkedIn"])
      expect(body).toContain(heading);
    expect(body).toContain("welcomes families from our neighbourhood");
    expect(body).toContain("#HeIsRisen");
  });
});
