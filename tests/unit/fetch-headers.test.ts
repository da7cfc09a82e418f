import { describe, expect, it } from "vitest";
import { fetchHeaders } from "../../server/modules/auth/fetch-headers";

describe("a request's headers for better-auth", () => {
  it("keeps ordinary headers, the session cookie among them", () => {
    const headers = fetchHeaders({ cookie: "kt.session_token=abc", "content-type": "text/plain" });
    expect(headers.get("cookie")).toBe("kt.session_token=abc");
    expect(headers.get("content-type")).toBe("text/plain");
  });

  it("leaves out a value fetch refuses instead of failing the request", () => {
    const headers = fetchHeaders({
      cookie: "kt.session_token=abc",
      "content-type": "multipart/form-data; boundary=\r\nSet-Cookie: x=1",
      "x-name": "Zoë ✝",
      "x-nul": "a\0b",
    });
    expect(headers.get("cookie")).toBe("kt.session_token=abc");
    expect(headers.has("content-type")).toBe(false);
    expect(headers.has("x-name")).toBe(false);
    expect(headers.has("x-nul")).toBe(false);
  });
});
