import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { settingsResponseSchema } from "@shared/settings/settings";
import { ApiError, apiJson } from "../../../client/lib/api";

/** A local server answering each path with a fixed status and body. */
const answers: Record<string, { status: number; body: string }> = {
  "/settings": {
    status: 200,
    body: JSON.stringify({ settings: {}, accountEmail: "ruth@example.org", updatedAt: null }),
  },
  "/drifted": { status: 200, body: JSON.stringify({ settings: "not an object" }) },
  "/invalid": {
    status: 400,
    body: JSON.stringify({
      error: {
        code: "validation_error",
        message: "Check the form.",
        fields: { "profile.name": "Use at most 120 characters.", bad: 3 },
      },
    }),
  },
  "/broken": { status: 502, body: "<html>Bad gateway</html>" },
};

let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = answers[request.url ?? ""] ?? { status: 404, body: "" };
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("the client's API helper", () => {
  it("returns the answer as the shared schema reads it, defaults filled in", async () => {
    const answer = await apiJson(settingsResponseSchema, "GET", `${base}/settings`);
    expect(answer.accountEmail).toBe("ruth@example.org");
    expect(answer.settings.ai.translation).toBe("web");
  });

  it("loads a schema given as a loader", async () => {
    const answer = await apiJson(
      () => Promise.resolve(settingsResponseSchema),
      "GET",
      `${base}/settings`,
    );
    expect(answer.settings.content.defaultLength).toBe("medium");
  });

  it("refuses an answer of another shape instead of passing it on", async () => {
    await expect(apiJson(settingsResponseSchema, "GET", `${base}/drifted`)).rejects.toThrow(
      `Unexpected answer from ${base}/drifted`,
    );
  });

  it("keeps the server's error message and its text field messages", async () => {
    const failure = await apiJson(z.object({}), "PUT", `${base}/invalid`, {}).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    const body = (failure as ApiError).body;
    expect(body).toEqual({
      code: "validation_error",
      message: "Check the form.",
      fields: { "profile.name": "Use at most 120 characters." },
    });
  });

  it("has no error body when the server did not send one", async () => {
    const failure = await apiJson(z.object({}), "GET", `${base}/broken`).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(502);
    expect((failure as ApiError).body).toBeUndefined();
  });
});
