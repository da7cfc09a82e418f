import { describe, expect, it } from "vitest";
import { redactText, redactUrl } from "../../../server/log-redaction";

/** Addresses as they reach the log; every secret in them must come out as [redacted]. */
describe("redacting secrets in logged addresses", () => {
  const token = "ZJF0rifGXDBJzAWm7PmqtCpr";
  const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jIn0.c2lnbmF0dXJlLXZhbHVlLWhlcmU";

  it.each([
    [`/api/auth/reset-password/${token}?callbackURL=%2Freset-password`, token],
    [`/reset-password?token=${token}`, token],
    [`/api/auth/verify-email?token=${jwt}&callbackURL=%2Ftools`, jwt],
    [`/api/auth/callback/google?code=4%2F0Abc-def_123&state=s7a8t9e0`, "4/0Abc-def_123"],
    [`/api/auth/callback/google?code=4%2F0Abc-def_123&state=s7a8t9e0`, "s7a8t9e0"],
    [`/api/images/0b7c1a4e-0000-4000-8000-000000000000/${token}.png`, token],
    [`/api/auth/verify-email?callbackURL=${encodeURIComponent(`/settings?token=${token}`)}`, token],
    [`/somewhere/${token}`, token],
    [`/api/x?redirect=${encodeURIComponent(`https://example.org/a?t=${jwt}`)}`, jwt],
  ])("%s", (url, secret) => {
    const logged = redactUrl(url);
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain(encodeURIComponent(secret));
    expect(logged).toMatch(/redacted/);
  });

  it("keeps what an operator needs: paths, ids and ordinary parameters", () => {
    expect(redactUrl("/api/library?q=hope&type=sermon&page=2")).toBe(
      "/api/library?q=hope&type=sermon&page=2",
    );
    expect(redactUrl("/api/library/0b7c1a4e-0000-4000-8000-000000000000")).toBe(
      "/api/library/0b7c1a4e-0000-4000-8000-000000000000",
    );
    expect(redactUrl("/biblical-foundation-of-ministry")).toBe("/biblical-foundation-of-ministry");
  });

  it("redacts links and tokens inside free text", () => {
    const text = redactText(
      `Failed for http://localhost:5000/api/auth/reset-password/${token}?x=1 (${jwt})`,
    );
    expect(text).not.toContain(token);
    expect(text).not.toContain(jwt);
  });
});
