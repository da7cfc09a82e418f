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

/**
 * Anyone can send a long address (a 404 is not rate limited), so redaction must cost time
 * in proportion to the address's length. Quadratic work makes four times the input cost
 * about sixteen times the time; linear work about four times (or less, once addresses are
 * cut to their logged length).
 */
describe("redaction time grows linearly with the input", () => {
  /** The fastest of several runs, in milliseconds: the least disturbed by other work. */
  function fastest(run: () => void): number {
    let best = Infinity;
    for (let i = 0; i < 7; i++) {
      const start = performance.now();
      run();
      best = Math.min(best, performance.now() - start);
    }
    return best;
  }

  /** Time for 64 KB over time for 16 KB of the same shape. */
  function ratio(shape: (kilobytes: number) => string, redact: (text: string) => string) {
    const small = shape(16);
    const large = shape(64);
    redact(small); // warm up the compiled code
    return (
      fastest(() => redact(large)) /
      Math.max(
        fastest(() => redact(small)),
        0.05,
      )
    );
  }

  const hyphenated = (kb: number) => "/" + "a-".repeat(kb * 512);
  const words = (kb: number) => "/x?q=" + "a-".repeat(kb * 512);
  const slashes = (kb: number) => "/".repeat(kb * 1024);
  const dots = (kb: number) => "/" + "abcdefgh.".repeat(Math.round((kb * 1024) / 9));

  it.each([
    ["a path of a-a-a-…", hyphenated],
    ["a query value of a-a-a-…", words],
    ["a path of dotted words", dots],
  ])("redactUrl on %s", (_name, shape) => {
    expect(ratio(shape, (url) => redactUrl(url))).toBeLessThan(8);
  });

  it.each([
    ["a-a-a-…", (kb: number) => "a-".repeat(kb * 512)],
    ["///…", slashes],
    ["a link of a-a-a-…", (kb: number) => "see http://x/" + "a-".repeat(kb * 512)],
  ])("redactText on %s", (_name, shape) => {
    expect(ratio(shape, redactText)).toBeLessThan(8);
  });

  it("cuts a long address to its logged length, still redacting what is kept", () => {
    const token = "ZJF0rifGXDBJzAWm7PmqtCpr";
    const logged = redactUrl(`/x/${token}/` + "a".repeat(100_000));
    expect(logged.length).toBeLessThan(2100);
    expect(logged).not.toContain(token);
    expect(logged).toMatch(/cut/);
  });
});
