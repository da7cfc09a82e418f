import { describe, expect, it } from "vitest";
import { getTestApp } from "../support/test-app";
import { signedInUser } from "../support/users";

const test = await getTestApp();

describe("pages and HTTP basics", () => {
  it("serves known pages with 200 and unknown paths with 404", async () => {
    expect((await test.app.inject({ method: "GET", url: "/tools" })).statusCode).toBe(200);
    expect((await test.app.inject({ method: "GET", url: "/" })).statusCode).toBe(200);
    const missing = await test.app.inject({ method: "GET", url: "/no-such-page" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toMatch(/text\/html/);
    // A malformed escape is a bad request, answered in the error shape.
    const malformed = await test.app.inject({ method: "GET", url: "/%E0%A4%A" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe("bad_request");
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const response = await test.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("not_found");
  });

  it("sets security headers on pages and API responses", async () => {
    for (const url of ["/", "/nowhere", "/api/health", "/api/auth/user"]) {
      const response = await test.app.inject({ method: "GET", url });
      const csp = String(response.headers["content-security-policy"]);
      if (url.startsWith("/api/")) {
        // Data, never rendered: nothing may load, and no page may frame it.
        expect(csp).toBe("default-src 'none'; frame-ancestors 'none'");
      } else {
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
      }
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
  });

  it("health reports the database", async () => {
    const response = await test.app.inject({ method: "GET", url: "/api/health" });
    expect(response.json()).toEqual({ status: "ok", database: "up" });
  });

  it("refuses a state-changing request from a foreign origin", async () => {
    const user = await signedInUser(test, "csrf");
    const response = await test.app.inject({
      method: "POST",
      url: "/api/trial/activate",
      headers: { ...user.headers, origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("forbidden");
    const crossSite = await test.app.inject({
      method: "POST",
      url: "/api/trial/activate",
      headers: { cookie: user.cookie, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
