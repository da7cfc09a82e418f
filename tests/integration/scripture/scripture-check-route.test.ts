import { describe, expect, it } from "vitest";
import { maxCheckLength } from "@shared/scripture/api";
import { scriptureCheckSchema } from "@shared/scripture/check-result";
import { getTestApp } from "../../support/test-app";
import { signedInUser, visitor } from "../../support/users";

const test = await getTestApp();

async function check(headers: Record<string, string>, payload: unknown) {
  return test.app.inject({
    method: "POST",
    url: "/api/scripture/check",
    headers,
    payload: payload as object,
  });
}

describe("POST /api/scripture/check", () => {
  it("checks references and quotations for any signed-in user, without a subscription", async () => {
    const user = await signedInUser(test, "checker");
    const text = [
      "Paul writes in Romans 8, and this is the verse: “We know that all things work together for good for those who love God.” Romans 12:2 then tells us how to live.",
      "As 1 Timothy 6:10 says, “Money is the root of all evil.”",
      "Ephesians 7:12 tells us to rejoice. God helps those who help themselves!",
      "“For God so loved the world that he gave his one and only Son, that whoever believes in him shall not perish but have eternal life” (John 3:16 NIV).",
      "Hezekiah 3:4 is not a book, and I. John 4:8 says God is love.",
    ].join("\n\n");
    const response = await check(user.headers, { text });
    expect(response.statusCode).toBe(200);
    const body = scriptureCheckSchema.parse(response.json());
    expect(body.translation).toBe("web");
    const byCited = new Map(body.references.map((reference) => [reference.cited, reference]));
    expect(byCited.get("Romans 8")?.quoted).toMatchObject({ verdict: "fragment", matches: true });
    expect(byCited.get("Romans 12:2")?.quoted).toBeUndefined();
    expect(byCited.get("1 Timothy 6:10")?.quoted).toMatchObject({
      verdict: "misquote",
      matches: false,
    });
    expect(byCited.get("Ephesians 7:12")).toMatchObject({
      valid: false,
      reason: "Ephesians has 6 chapters, so Ephesians 7 does not exist.",
    });
    expect(byCited.get("John 3:16")?.quoted?.verdict).toBe("other-wording");
    expect(byCited.get("I. John 4:8")).toMatchObject({ osis: "1John.4.8", valid: true });
    expect(byCited.get("Hezekiah 3:4")?.valid).toBe(false);
    expect(body.sayings?.map((saying) => saying.text)).toEqual([
      "Money is the root of all evil",
      "God helps those who help themselves",
    ]);
    expect(body.misquotedCount).toBe(1);
  });

  it("names where words really are when the reference is wrong", async () => {
    const user = await signedInUser(test, "checker");
    const response = await check(user.headers, {
      text: "Romans 8:20 says, “We know that all things work together for good for those who love God.”",
      translation: "kjv",
    });
    const [reference] = scriptureCheckSchema.parse(response.json()).references;
    expect(reference?.quoted).toMatchObject({ verdict: "wrong-reference", foundAt: "Romans 8:28" });
  });

  it("refuses a signed-out visitor", async () => {
    const response = await check(visitor().headers, { text: "John 3:16" });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("unauthorized");
  });

  it("answers bad input with the usual JSON error", async () => {
    const user = await signedInUser(test, "checker");
    const missing = await check(user.headers, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: {
        code: "validation_error",
        message: "Give the text to check.",
        fields: { text: "Give the text to check." },
      },
    });
    const number = await check(user.headers, { text: 42 });
    expect(number.statusCode).toBe(400);
    expect(number.json().error.fields).toEqual({ text: "The text to check must be a string." });
    const translation = await check(user.headers, { text: "John 3:16", translation: "niv" });
    expect(translation.statusCode).toBe(400);
    expect(translation.json().error.fields).toHaveProperty("translation");
    const long = await check(user.headers, { text: "a".repeat(maxCheckLength + 1) });
    expect(long.statusCode).toBe(413);
    expect(long.json().error).toMatchObject({ code: "payload_too_large" });
    expect(long.json().error.message).toMatch(/at most 100,000 characters/);
    const exactly = await check(user.headers, { text: "a ".repeat(maxCheckLength / 2) });
    expect(exactly.statusCode).toBe(200);
  });

  it("limits how often one user checks", async () => {
    const user = await signedInUser(test, "checker");
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await check(user.headers, { text: "John 3:16" })).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    const limited = await check(user.headers, { text: "John 3:16" });
    expect(limited.json().error).toMatchObject({ code: "rate_limited" });
    // Another user is not held back.
    const other = await signedInUser(test, "checker");
    expect((await check(other.headers, { text: "John 3:16" })).statusCode).toBe(200);
  });
});
