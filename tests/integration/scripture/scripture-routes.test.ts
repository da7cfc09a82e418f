import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  passageResponseSchema,
  searchResponseSchema,
  topicListResponseSchema,
  topicResponseSchema,
} from "@shared/scripture/api";
import { createTestApp, getTestApp, ownClientAddress } from "../../support/test-app";

const test = await getTestApp();

const client = ownClientAddress();
const get = (url: string) => test.app.inject({ method: "GET", url, remoteAddress: client });

describe("GET /api/scripture", () => {
  it("returns a passage in the WEB by default", async () => {
    const response = await get(`/api/scripture?ref=${encodeURIComponent("Jn 3:16-18")}`);
    expect(response.statusCode).toBe(200);
    const body = passageResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      reference: "John 3:16–18",
      osis: "John.3.16-John.3.18",
      translation: "web",
    });
    expect(body.passages[0]?.verses).toHaveLength(3);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    expect(response.headers["x-ratelimit-limit"]).toBe("120");
  });

  it("returns the KJV when asked", async () => {
    const response = await get("/api/scripture?ref=Psalm%2023:1&translation=kjv");
    expect(response.json().text).toBe("The LORD is my shepherd; I shall not want.");
  });

  it.each([
    ["Ephesians 7:12", "Ephesians has 6 chapters, so Ephesians 7 does not exist."],
    ["John 22:5", "John has 21 chapters, so John 22 does not exist."],
    ["Hezekiah 1:1", "“Hezekiah” is not a book of the Bible."],
    [
      "banana",
      "“banana” is not a Bible reference we can read. Try a form like “John 3:16” or “Romans 8:28–39”.",
    ],
    ["", "Give a reference, such as John 3:16."],
    ["Genesis 1-50", "That passage has 1533 verses; ask for at most 400 at a time."],
  ])("answers %j with 400 and a clear message", async (ref, message) => {
    const response = await get(`/api/scripture?ref=${encodeURIComponent(ref)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: "validation_error", message, fields: { ref: message } },
    });
  });

  it("refuses a missing ref, an unknown translation and an overlong ref", async () => {
    expect((await get("/api/scripture")).json().error).toMatchObject({
      code: "validation_error",
      fields: { ref: "Give a reference, such as John 3:16." },
    });
    const translation = await get("/api/scripture?ref=John%203:16&translation=niv");
    expect(translation.statusCode).toBe(400);
    expect(translation.json().error.fields).toHaveProperty("translation");
    const twice = await get("/api/scripture?ref=John%203:16&ref=Rom%201:1");
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe("Give one reference, as text, such as John 3:16.");
    const long = await get(`/api/scripture?ref=${"a".repeat(300)}`);
    expect(long.json().error.message).toBe("A reference is at most 200 characters.");
  });
});

describe("GET /api/scripture/search", () => {
  it("returns ranked verses", async () => {
    const response = await get("/api/scripture/search?q=love%20your%20enemies&limit=3");
    expect(response.statusCode).toBe(200);
    const body = searchResponseSchema.parse(response.json());
    expect(body.results).toHaveLength(3);
    expect(body.results.map((result) => result.reference)).toContain("Matthew 5:44");
  });

  it.each([
    ["", "q", "Give some words to search for."],
    ["?q=a", "q", "Give at least two letters to search for."],
    [`?q=${"grace ".repeat(40)}`, "q", "A search is at most 200 characters."],
    ["?q=grace&limit=0", "limit", "The limit must be at least 1."],
    ["?q=grace&limit=abc", "limit", "The limit must be a number from 1 to 100."],
    ["?q=grace&limit=2.5", "limit", "The limit must be a whole number."],
    [
      "?q=grace&translation=niv",
      "translation",
      "Choose a translation: “web” (World English Bible), “kjv” (King James Version) or “bsb” (Berean Standard Bible).",
    ],
  ])("answers %j with 400 and a clear field message", async (query, field, message) => {
    const response = await get(`/api/scripture/search${query}`);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe("validation_error");
    expect(Object.keys(error.fields)).toEqual([field]);
    if (message) expect(error.message).toBe(message);
    expect(error.message.length).toBeGreaterThan(10);
  });
});

describe("GET /api/scripture/topics", () => {
  it("lists topics", async () => {
    const body = topicListResponseSchema.parse((await get("/api/scripture/topics")).json());
    expect(body.topics.length).toBeGreaterThanOrEqual(150);
    expect(body.topics.map((topic) => topic.slug)).toContain("identity-in-christ");
  });

  it("returns a topic's passages", async () => {
    const response = await get("/api/scripture/topics/spiritual-warfare?translation=kjv");
    expect(response.statusCode).toBe(200);
    const body = topicResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      slug: "spiritual-warfare",
      name: "Spiritual Warfare",
      translation: "kjv",
    });
    expect(body.passages[0]?.reference).toBe("Ephesians 6:10–18");
  });

  it("refuses an unknown translation", async () => {
    const response = await get("/api/scripture/topics/grace?translation=esv");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty("translation");
  });

  it.skipIf(!test.context.sword.dictionary("Nave"))(
    "answers from Nave's Topical Bible when it is installed",
    async () => {
      const list = topicListResponseSchema.parse((await get("/api/scripture/topics")).json());
      expect(list.navesAvailable).toBe(true);
      const response = await get("/api/scripture/topics/aaron");
      expect(response.statusCode).toBe(200);
      const body = topicResponseSchema.parse(response.json());
      expect(body).toMatchObject({ slug: "aaron", name: "Aaron", naves: { key: "AARON" } });
      expect(body.passages[0]?.reference).toBe("Exodus 6:16–20");
    },
  );

  it("answers an unknown topic with 404 and suggestions", async () => {
    const response = await get("/api/scripture/topics/forgivenes-stuff-xyz");
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: "not_found" });
    expect(response.json().error.message).toContain("Forgiveness");
  });
});

describe("the scripture routes never fail on input", () => {
  it("answers 200, 400 or 404 to anything (never 500)", async () => {
    const paths = [
      (value: string) => `/api/scripture?ref=${encodeURIComponent(value)}`,
      (value: string) => `/api/scripture/search?q=${encodeURIComponent(value)}&limit=5`,
      (value: string) => `/api/scripture/topics/${encodeURIComponent(value) || "x"}`,
      (value: string) => `/api/scripture?ref=John%203:16&translation=${encodeURIComponent(value)}`,
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.string({ unit: "grapheme", maxLength: 100 }),
          fc.constantFrom(
            "John 3:16",
            "Gen 1:1-999:999",
            "1 2 3",
            "Ps 119:1-176; Isa 1-66",
            ":-;,",
            "Jude 0",
          ),
        ),
        fc.integer({ min: 0, max: paths.length - 1 }),
        async (value, which) => {
          const response = await get((paths[which] as (value: string) => string)(value));
          // 429 only if the run happens to spend a route's rate limit.
          expect([200, 400, 404, 429]).toContain(response.statusCode);
          expect(response.json()).toBeTypeOf("object");
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("rate limiting", () => {
  it("limits each client to 120 requests a minute per route", async () => {
    const own = await createTestApp();
    const topics = {
      method: "GET",
      url: "/api/scripture/topics",
      remoteAddress: ownClientAddress(),
    } as const;
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      statuses.push((await own.app.inject(topics)).statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    const limited = await own.app.inject(topics);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("rate_limited");
    await own.app.close();
  });
});
