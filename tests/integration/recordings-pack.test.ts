import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { TranscriptManuscript } from "@shared/recordings/api";
import { getTestApp, type TestApp } from "../support/test-app";
import { userWithAccess } from "./library-helpers";

const vtt = readFileSync(
  path.join(import.meta.dirname, "../unit/recordings/fixtures/sermon.vtt"),
  "utf8",
);

describe("a week pack made from Sunday's transcript", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await getTestApp();
  });

  it("reads the spoken signposts as the points, and keeps the story told with permission out of every piece", async () => {
    const user = await userWithAccess(test, "transcript-pack");
    const call = (method: "GET" | "POST", url: string, payload?: object) =>
      test.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
    const imported = await call("POST", "/api/recordings/transcripts", {
      filename: "The love that gives.vtt",
      text: vtt,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const manuscript = await call(
      "GET",
      `/api/recordings/transcripts/${imported.json().id}/manuscript`,
    );
    expect(manuscript.statusCode, manuscript.body).toBe(200);
    const { text, filename, signposts, asides } = manuscript.json() as TranscriptManuscript;
    expect(signposts).toBe(3);
    expect(asides).toBe(2);

    const made = await call("POST", "/api/packs", { source: { kind: "text", text, filename } });
    expect(made.statusCode, made.body).toBe(201);
    const pack = made.json();
    expect(pack.outline.passage).toBe("John 3:16");
    expect(pack.outline.points).toEqual([
      "God's love is wide",
      "God's love is costly",
      "God's love is a gift to receive",
    ]);
    expect(pack.outline.callToAction).toMatch(/^So this week, receive that love/);

    const pieces = [];
    for (const piece of ["email", "small-group"]) {
      const written = await call("POST", `/api/packs/${pack.id}/pieces/${piece}`);
      expect(written.statusCode, written.body).toBe(200);
      pieces.push(written.body);
    }
    for (const body of [made.body, ...pieces]) {
      expect(body).not.toMatch(/Sarah|permission|my office/i);
    }
  });
});
