import { beforeAll, describe, expect, it } from "vitest";
import type { TranscriptClip } from "@shared/recordings/api";
import { getTestApp, type TestApp } from "../support/test-app";
import { userWithAccess } from "./library-helpers";
import { srtOf } from "../unit/recordings/timed-fixture";

describe("clips of a transcript (/api/recordings/transcripts/:id/clips)", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await getTestApp();
  });

  it("suggests clips, and exports their list as CSV and each one's captions as .srt, to the owner only", async () => {
    const owner = await userWithAccess(test, "clips-owner");
    const other = await userWithAccess(test, "clips-other");
    const get = (user: { headers: Record<string, string> }, url: string) =>
      test.app.inject({ method: "GET", url, headers: user.headers });
    const imported = await test.app.inject({
      method: "POST",
      url: "/api/recordings/transcripts",
      headers: owner.headers,
      payload: { filename: "Psalm 23.srt", text: srtOf("sermon-long.txt") },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const base = `/api/recordings/transcripts/${imported.json().id}`;

    const suggested = await get(owner, `${base}/clips`);
    expect(suggested.statusCode, suggested.body).toBe(200);
    const clips = suggested.json().clips as TranscriptClip[];
    expect(clips.length).toBeGreaterThanOrEqual(3);

    const csv = await get(owner, `${base}/clips.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers["content-disposition"]).toMatch(
      /attachment; filename="psalm-23-clips\.csv"/,
    );
    expect(csv.body.trim().split("\r\n")).toHaveLength(clips.length + 1);

    const srt = await get(owner, `${base}/clips/2.srt`);
    expect(srt.statusCode, srt.body).toBe(200);
    expect(srt.headers["content-disposition"]).toMatch(/clip-2\.srt/);
    expect(srt.body).toMatch(/^1\r?\n00:00:00,000 --> /);
    expect(srt.body).toContain(clips[1]!.cues[0]!.text);
    expect((await get(owner, `${base}/clips/9.srt`)).statusCode).toBe(400);

    for (const url of [`${base}/clips`, `${base}/clips.csv`, `${base}/clips/1.srt`])
      expect((await get(other, url)).statusCode).toBe(404);
  });

  it("says plainly that an untimed transcript has no clips", async () => {
    const user = await userWithAccess(test, "clips-untimed");
    const imported = await test.app.inject({
      method: "POST",
      url: "/api/recordings/transcripts",
      headers: user.headers,
      payload: {
        filename: "notes.txt",
        text: "Turn with me to John 3.\n\nGod so loved the world.",
      },
    });
    const response = await test.app.inject({
      method: "GET",
      url: `/api/recordings/transcripts/${imported.json().id}/clips`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("conflict");
  });
});
