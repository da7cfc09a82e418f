import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writingToolKeys, writingTools, type WritingToolKey } from "@shared/tools";
import type { FieldSpec, TextFieldSpec } from "@shared/tools/define";
import { referenceCheckSchema } from "@shared/scripture/reference-check";
import { createTestApp, type TestApp } from "../../support/test-app";
import { setAccess, signedInUser, visitor } from "../../support/users";

const day = 24 * 60 * 60 * 1000;

/** A valid request for each tool (its declaration's example), its scripture field set by each test. */
const requests = Object.fromEntries(
  writingToolKeys.map((key) => [key, writingTools[key].example as Record<string, string>]),
) as Record<WritingToolKey, Record<string, string>>;

/** Passages that do not exist, and the reason every form and route gives. */
const invalid = [
  ["Ephesians 9:1", "Ephesians has 6 chapters, so Ephesians 9 does not exist."],
  ["Hezekiah 2:3", "“Hezekiah” is not a book of the Bible."],
  ["Jude 2:3", "Jude has only one chapter, so Jude 2 does not exist."],
  ["John 3:37", "John 3 has 36 verses, so John 3:37 does not exist."],
  ["the prodigal son", "is not a Bible reference we can read"],
] as const;

let test: TestApp;
let user: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  test = await createTestApp({ GENERATION_RATE_PER_MINUTE: "100" });
  user = await signedInUser(test, "scripture-input");
  await setAccess(test, user.id, {
    trialStartedAt: new Date(),
    trialEndsAt: new Date(Date.now() + 3 * day),
  });
});
afterAll(async () => {
  await test.app.close();
});

function generate(tool: WritingToolKey, payload: Record<string, string>) {
  return test.app.inject({
    method: "POST",
    url: writingTools[tool].generatePath,
    headers: user.headers,
    payload,
  });
}

const referenceFieldsOf = (tool: WritingToolKey) =>
  (writingTools[tool].fields as readonly FieldSpec[]).filter(
    (field): field is TextFieldSpec => field.kind !== "select" && field.reference === true,
  );

describe("every writing tool refuses a scripture field that names no real passage", () => {
  it("finds the reference fields in each tool's declaration", () => {
    for (const tool of writingToolKeys)
      expect(
        referenceFieldsOf(tool).map((field) => field.name),
        tool,
      ).toEqual(["scripture"]);
  });

  for (const tool of writingToolKeys) {
    const required = referenceFieldsOf(tool)[0]!.required !== undefined;
    it(`${tool}: 400 with the field and the reason (${required ? "required" : "optional"} field)`, async () => {
      for (const [scripture, reason] of invalid) {
        const response = await generate(tool, { ...requests[tool], scripture });
        expect(response.statusCode, `${tool} ${scripture}`).toBe(400);
        const { error } = response.json();
        expect(error.code).toBe("validation_error");
        expect(error.fields.scripture).toContain(reason);
        expect(Object.keys(error.fields)).toEqual(["scripture"]);
        expect(error.message).toContain(reason);
      }
    });
  }

  it("lets an optional scripture field be empty, and a real passage through", async () => {
    const empty = await generate("prayer", { ...requests.prayer, scripture: "" });
    expect(empty.statusCode, empty.body).toBe(200);
    const real = await generate("prayer", { ...requests.prayer, scripture: "James 5:14-16" });
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json().prayers[0].scriptureCheck.references.length).toBeGreaterThan(0);
  });
});

describe("POST /api/generate-image never sets a reference that does not exist", () => {
  const createImage = (payload: Record<string, string>) =>
    test.app.inject({
      method: "POST",
      url: "/api/generate-image",
      headers: user.headers,
      payload,
    });

  it("refuses a description naming a passage that does not exist", async () => {
    const response = await createImage({ prompt: "Ephesians 7:12 over a sunrise" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      prompt: "Ephesians has 6 chapters, so Ephesians 7 does not exist.",
    });
  });

  it("refuses a caption naming a passage that does not exist", async () => {
    const response = await createImage({ prompt: "A shepherd at dawn", caption: "John 22:5" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.caption).toBe(
      "John has 21 chapters, so John 22 does not exist.",
    );
  });

  it("makes the picture when every reference exists, or there is none", async () => {
    const verse = await createImage({ prompt: "Psalm 23:1 with a shepherd at sunrise" });
    expect(verse.statusCode, verse.body).toBe(201);
    expect(verse.json().reference).toBe("Psalm 23:1");
    const none = await createImage({ prompt: "A dove over still water" });
    expect(none.statusCode, none.body).toBe(201);
  });
});

describe("GET /api/scripture/reference (the forms' check as the pastor types)", () => {
  const ask = (query: string, headers: Record<string, string> = user.headers) =>
    test.app.inject({ method: "GET", url: `/api/scripture/reference?${query}`, headers });

  it("answers signed-in users only", async () => {
    const response = await ask("text=John%203%3A16", visitor().headers);
    expect(response.statusCode).toBe(401);
  });

  it("gives the canonical passage for a real reference", async () => {
    const response = await ask(`text=${encodeURIComponent("Eph 6:10-18")}`);
    expect(response.statusCode).toBe(200);
    expect(referenceCheckSchema.parse(response.json())).toEqual({
      valid: true,
      osis: "Eph.6.10-Eph.6.18",
      canonical: "Ephesians 6:10–18",
    });
  });

  it("gives the same reason the tools refuse with", async () => {
    for (const [text, reason] of invalid) {
      const response = await ask(`text=${encodeURIComponent(text)}`);
      expect(response.statusCode).toBe(200);
      const body = referenceCheckSchema.parse(response.json());
      expect(body.valid, text).toBe(false);
      expect(body.reason).toContain(reason);
    }
  });

  it("reads a whole book named alone, and the WEB's own verse numbering", async () => {
    const jude = referenceCheckSchema.parse((await ask("text=Jude")).json());
    expect(jude).toMatchObject({ valid: true, canonical: "Jude 1" });
    const third = referenceCheckSchema.parse((await ask("text=3%20John%2015")).json());
    expect(third.valid).toBe(true);
  });

  it("checks prose for the image creator: text without references is fine", async () => {
    const plain = await ask(`kind=prose&text=${encodeURIComponent("A dove over still water")}`);
    expect(referenceCheckSchema.parse(plain.json()).valid).toBe(true);
    const wrong = await ask(`kind=prose&text=${encodeURIComponent("Ephesians 9 at dawn")}`);
    expect(referenceCheckSchema.parse(wrong.json())).toMatchObject({
      valid: false,
      reason: "Ephesians has 6 chapters, so Ephesians 9 does not exist.",
    });
  });

  it("answers bad input with a 400 naming the field", async () => {
    for (const query of ["", "text=", `text=${"x".repeat(201)}`, "text=John%203&kind=poem"]) {
      const response = await ask(query);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}).length, query).toBeGreaterThan(0);
    }
  });
});
