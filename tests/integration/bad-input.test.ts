import { describe, expect, it } from "vitest";
import { getTestApp } from "../support/test-app";
import { signedInUser, visitor } from "../support/users";

const test = await getTestApp();

/** Every endpoint that takes a body. */
const bodyRoutes = [
  "/api/compliance/age-verification",
  "/api/trial/activate",
  "/api/auth/sign-up/email",
  "/api/auth/sign-in/email",
  "/api/auth/request-password-reset",
  "/api/auth/reset-password",
];

function expectErrorShape(response: { statusCode: number; json: () => unknown; body: string }) {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(response.json()).toMatchObject({
    error: { code: expect.any(String), message: expect.any(String) },
  });
}

describe("bad input never gives a 500", async () => {
  const user = await signedInUser(test, "fuzz");

  for (const url of bodyRoutes) {
    it(`${url}: malformed JSON`, async () => {
      const response = await test.app.inject({
        method: "POST",
        url,
        headers: { ...user.headers, "content-type": "application/json" },
        payload: '{"email": "x@',
      });
      // trial activation takes no body; a malformed one is still refused cleanly
      expectErrorShape(response);
    });

    it(`${url}: a huge body`, async () => {
      const response = await test.app.inject({
        method: "POST",
        url,
        headers: { ...user.headers, "content-type": "application/json" },
        payload: JSON.stringify({ email: "a@b.org", notes: "x".repeat(2_000_000) }),
      });
      expectErrorShape(response);
      expect(response.statusCode).toBe(413);
    });

    it(`${url}: wrong content type`, async () => {
      const response = await test.app.inject({
        method: "POST",
        url,
        headers: { ...user.headers, "content-type": "text/plain" },
        payload: "hello",
      });
      expectErrorShape(response);
    });
  }

  it("age verification: missing and wrong-typed fields give field messages", async () => {
    for (const payload of [
      {},
      { verified: "yes" },
      { verified: false },
      { verified: true, userId: 42 },
      [],
    ]) {
      const response = await test.app.inject({
        method: "POST",
        url: "/api/compliance/age-verification",
        headers: visitor().headers,
        payload,
      });
      expectErrorShape(response);
      expect(response.json().error.code).toBe("validation_error");
      expect(Object.keys(response.json().error.fields ?? {}).length).toBeGreaterThan(0);
    }
  });

  it("sign-up: missing fields and wrong types", async () => {
    for (const payload of [
      {},
      { email: "not-an-email", password: "long enough pass" },
      { email: 5, password: [] },
    ]) {
      const response = await test.app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        headers: visitor().headers,
        payload,
      });
      expectErrorShape(response);
    }
  });
});
