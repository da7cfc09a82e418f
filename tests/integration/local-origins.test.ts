import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isLocalHostname, localOriginOf } from "../../server/local-origin";
import { createTestApp, type TestApp } from "../support/test-app";
import { newIp, strongPassword, uniqueEmail } from "../support/users";

/**
 * Opening the site by 127.0.0.1 or a LAN address with no PUBLIC_URL set: a page served
 * from that address may sign up and confirm its age there; other sites still may not.
 */
let local: TestApp;
let published: TestApp;

beforeAll(async () => {
  // PUBLIC_URL's default for port 5000: what a volunteer's `npm start` has.
  local = await createTestApp({ PUBLIC_URL: "http://localhost:5000", PORT: "5000" });
  published = await createTestApp({ PUBLIC_URL: "https://church.example.org", PORT: "5000" });
});

afterAll(async () => {
  await local?.app.close();
  await published?.app.close();
});

function signUpFrom(test: TestApp, origin: string, host: string) {
  return test.app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: { origin, host, "sec-fetch-site": "same-origin", "x-forwarded-for": newIp() },
    payload: {
      email: uniqueEmail("lan"),
      password: strongPassword,
      name: "Ruth Gleaner",
      firstName: "Ruth",
      lastName: "Gleaner",
      callbackURL: "/tools",
    },
  });
}

function confirmAgeFrom(test: TestApp, origin: string, host: string) {
  return test.app.inject({
    method: "POST",
    url: "/api/compliance/age-verification",
    headers: { origin, host, "sec-fetch-site": "same-origin", "x-forwarded-for": newIp() },
    payload: { verified: true },
  });
}

describe("sign-up from the address the page was served from (no PUBLIC_URL)", () => {
  it.each([
    ["http://127.0.0.1:5000", "127.0.0.1:5000"],
    ["http://192.168.1.20:5000", "192.168.1.20:5000"],
    ["http://10.0.0.7:5000", "10.0.0.7:5000"],
    ["http://[::1]:5000", "[::1]:5000"],
    ["http://localhost:5000", "localhost:5000"],
  ])("accepts a page of %s", async (origin, host) => {
    const response = await signUpFrom(local, origin, host);
    expect(response.statusCode, response.body).toBe(200);
  });

  it("lets that page confirm the visitor's age", async () => {
    const response = await confirmAgeFrom(local, "http://192.168.1.20:5000", "192.168.1.20:5000");
    expect(response.statusCode, response.body).toBeLessThan(300);
  });

  it.each([
    // Another site, even one on the same network, or a name resolving to a LAN address.
    ["https://evil.example", "192.168.1.20:5000"],
    ["http://192.168.1.21:5000", "192.168.1.20:5000"],
    ["http://192.168.1.20:5001", "192.168.1.20:5000"],
    ["http://rebind.evil.example:5000", "rebind.evil.example:5000"],
    ["http://8.8.8.8:5000", "8.8.8.8:5000"],
    ["http://172.32.0.1:5000", "172.32.0.1:5000"],
    ["null", "127.0.0.1:5000"],
  ])("refuses a page of %s sent to %s", async (origin, host) => {
    const signUp = await signUpFrom(local, origin, host);
    expect(signUp.statusCode).toBe(403);
    expect(signUp.json().error.message).toMatch(/cross-site/i);
    const age = await confirmAgeFrom(local, origin, host);
    expect(age.statusCode).toBe(403);
  });

  it("still refuses a cross-site fetch from a local address", async () => {
    const response = await local.app.inject({
      method: "POST",
      url: "/api/compliance/age-verification",
      headers: {
        origin: "http://127.0.0.1:5000",
        host: "127.0.0.1:5000",
        "sec-fetch-site": "cross-site",
      },
      payload: { verified: true },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("with a PUBLIC_URL of its own", () => {
  it("accepts only that origin, not loopback or LAN addresses", async () => {
    expect(
      (await signUpFrom(published, "http://127.0.0.1:5000", "127.0.0.1:5000")).statusCode,
    ).toBe(403);
    expect(
      (await signUpFrom(published, "http://192.168.1.20:5000", "192.168.1.20:5000")).statusCode,
    ).toBe(403);
    const own = await signUpFrom(published, "https://church.example.org", "church.example.org");
    expect(own.statusCode, own.body).toBe(200);
  });
});

describe("local addresses", () => {
  it("are loopback, private and link-local IP addresses and localhost only", () => {
    const local = ["127.0.0.1", "127.8.9.10", "10.1.2.3", "172.16.0.1", "172.31.255.254"];
    const more = ["192.168.0.1", "169.254.3.4", "::1", "fd12:3456::1", "fe80::1", "localhost"];
    for (const name of [...local, ...more]) expect(isLocalHostname(name), name).toBe(true);
    const remote = ["8.8.8.8", "172.15.0.1", "172.32.0.1", "192.169.0.1", "2001:db8::1"];
    const names = ["example.org", "192.168.1.1.nip.io", "localhost.example.org"];
    for (const name of [...remote, ...names]) expect(isLocalHostname(name), name).toBe(false);
  });

  it("match an origin only when it names the very host the request went to", () => {
    expect(localOriginOf("http://127.0.0.1:5000", "127.0.0.1:5000")).toBe("http://127.0.0.1:5000");
    // 192.168.1.2 as an IPv6 address, as a browser writes it in Origin.
    expect(localOriginOf("http://[::ffff:c0a8:102]:5000", "[::ffff:c0a8:102]:5000")).toBe(
      "http://[::ffff:c0a8:102]:5000",
    );
    expect(localOriginOf("http://[::ffff:808:808]:5000", "[::ffff:808:808]:5000")).toBeNull();
    expect(localOriginOf("http://127.0.0.1:5000", "127.0.0.1:5001")).toBeNull();
    expect(localOriginOf("ftp://127.0.0.1:5000", "127.0.0.1:5000")).toBeNull();
    expect(localOriginOf(undefined, "127.0.0.1:5000")).toBeNull();
  });
});
