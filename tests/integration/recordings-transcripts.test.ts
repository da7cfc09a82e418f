import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { TranscriptView } from "@shared/recordings/api";
import { getTestApp, type TestApp } from "../support/test-app";
import { signedInUser } from "../support/users";
import { userWithAccess } from "./library-helpers";

const fixtures = path.join(import.meta.dirname, "../unit/recordings/fixtures");
const vtt = readFileSync(path.join(fixtures, "sermon.vtt"), "utf8");
const srt = readFileSync(path.join(fixtures, "sermon.srt"), "utf8");

type User = Awaited<ReturnType<typeof userWithAccess>>;

describe("sermon transcripts (/api/recordings)", () => {
  let test: TestApp;
  let pastor: User;
  beforeAll(async () => {
    test = await getTestApp();
    pastor = await userWithAccess(test, "transcripts");
  });

  const call = (
    user: { headers: Record<string, string> } | undefined,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object,
  ) =>
    test.app.inject({
      method,
      url,
      headers: user?.headers ?? { "x-forwarded-for": "10.9.3.4" },
      ...(payload ? { payload } : {}),
    });

  it("imports YouTube captions with their times, checks the references said aloud and flags the misquote", async () => {
    const imported = await call(pastor, "POST", "/api/recordings/transcripts", {
      filename: "Sunday 3 May.vtt",
      text: vtt,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const summary = imported.json();
    expect(summary).toMatchObject({ title: "Sunday 3 May", format: "vtt" });
    // The fixture's captions run from 1 s to a little over two minutes.
    expect(summary.durationMs).toBeGreaterThan(120_000);
    expect(summary.durationMs).toBeLessThan(150_000);

    const read = await call(pastor, "GET", `/api/recordings/transcripts/${summary.id}`);
    expect(read.statusCode, read.body).toBe(200);
    const view = read.json() as TranscriptView;
    expect(view.paragraphs.length).toBeGreaterThan(5);
    for (const paragraph of view.paragraphs) {
      expect(paragraph.start).toEqual(expect.any(Number));
      expect(paragraph.end!).toBeGreaterThan(paragraph.start!);
    }
    const references = view.paragraphs.flatMap((paragraph) => paragraph.references);
    const osis = references.map((reference) => reference.osis);
    expect(osis).toContain("John.3.16");
    expect(osis).toContain("Rom.5.8");
    // "…his only son so that we might be happy and rich" is not what John 3:16 says.
    const misquoted = references.filter((reference) => reference.quoted?.verdict === "misquote");
    expect(misquoted.map((reference) => reference.osis)).toEqual(["John.3.16"]);
    expect(misquoted[0]!.quoted!.quote).toMatch(/happy and rich/);
    expect(view.misquotedCount).toBe(1);
    // Romans 5:8, read as the verse has it, is not flagged.
    const romans = references.find((reference) => reference.osis === "Rom.5.8")!;
    expect(romans.quoted?.matches).not.toBe(false);

    const list = await call(pastor, "GET", "/api/recordings/transcripts");
    expect(list.json().transcripts.map((item: { id: string }) => item.id)).toContain(summary.id);
  });

  it("counts as differing only what the page marks so, not a verse read in other words", async () => {
    const user = await userWithAccess(test, "paraphrase");
    const text = [
      "Turn with me to Matthew chapter eleven, verse twenty-eight. Come to me, all you who are weary and burdened, and I will give you rest.",
      "",
      "And John chapter three, verse sixteen. For God so loved the world, that he gave his only son so that we might be happy and rich.",
    ].join("\n");
    const imported = await call(user, "POST", "/api/recordings/transcripts", {
      filename: "paraphrase.txt",
      text,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const view = (
      await call(user, "GET", `/api/recordings/transcripts/${imported.json().id}`)
    ).json() as TranscriptView;
    const references = view.paragraphs.flatMap((paragraph) => paragraph.references);
    const verdicts = Object.fromEntries(
      references.map((reference) => [reference.osis, reference.quoted?.verdict]),
    );
    expect(verdicts).toMatchObject({ "Matt.11.28": "other-wording", "John.3.16": "misquote" });
    expect(view.misquotedCount).toBe(1);
  });

  it("applies the pastor's glossary to transcripts imported after it is saved", async () => {
    const user = await userWithAccess(test, "glossary");
    const entries = [{ heard: "Sarah", correct: "S." }];
    const saved = await call(user, "PUT", "/api/recordings/glossary", { entries });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(user, "GET", "/api/recordings/glossary")).json()).toEqual({ entries });
    const imported = await call(user, "POST", "/api/recordings/transcripts", {
      filename: "sermon.srt",
      text: srt,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().corrections).toEqual([{ heard: "Sarah", correct: "S.", count: 1 }]);
    const view = (
      await call(user, "GET", `/api/recordings/transcripts/${imported.json().id}`)
    ).json() as TranscriptView;
    const words = view.paragraphs.map((paragraph) => paragraph.text).join(" ");
    expect(words).not.toMatch(/Sarah/);
    expect(words).toMatch(/S\. gave me permission/);

    const tooMany = await call(user, "PUT", "/api/recordings/glossary", {
      entries: Array.from({ length: 201 }, (_, n) => ({ heard: `w${n}`, correct: "x" })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.code).toBe("validation_error");
  });

  it("answers a file that is not captions, or is too big, with a JSON error and keeps nothing", async () => {
    const user = await userWithAccess(test, "transcript-errors");
    const notCaptions = await call(user, "POST", "/api/recordings/transcripts", {
      filename: "sermon.vtt",
      text: "Good morning church.",
    });
    expect(notCaptions.statusCode).toBe(400);
    expect(notCaptions.json().error).toMatchObject({
      code: "validation_error",
      fields: { file: expect.any(String) },
    });
    const wrongType = await call(user, "POST", "/api/recordings/transcripts", {
      filename: "sermon.mp3",
      text: "ID3",
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.fields).toHaveProperty("filename");
    const huge = await call(user, "POST", "/api/recordings/transcripts", {
      filename: "long.txt",
      text: "Amen. ".repeat(400_000),
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.fields).toHaveProperty("text");
    expect((await call(user, "GET", "/api/recordings/transcripts")).json().transcripts).toEqual([]);
  });

  it("keeps a transcript to its owner: others and visitors get 404 and 401", async () => {
    const owner = await userWithAccess(test, "transcript-owner");
    const other = await userWithAccess(test, "transcript-other");
    const { id } = (
      await call(owner, "POST", "/api/recordings/transcripts", { filename: "a.srt", text: srt })
    ).json();
    for (const [method, url] of [
      ["GET", `/api/recordings/transcripts/${id}`],
      ["DELETE", `/api/recordings/transcripts/${id}`],
    ] as const) {
      const response = await call(other, method, url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("not_found");
      expect((await call(undefined, method, url)).statusCode).toBe(401);
    }
    expect((await call(other, "GET", "/api/recordings/transcripts")).json().transcripts).toEqual(
      [],
    );
    expect((await call(owner, "GET", "/api/recordings/transcripts/not-a-uuid")).statusCode).toBe(
      404,
    );
    const removed = await call(owner, "DELETE", `/api/recordings/transcripts/${id}`);
    expect(removed.statusCode).toBe(204);
    expect((await call(owner, "GET", `/api/recordings/transcripts/${id}`)).statusCode).toBe(404);
  });

  it("needs a trial or subscription to import, and limits imports per user", async () => {
    const lapsed = await signedInUser(test, "transcript-no-access");
    await test.database.db.execute(
      `update users set trial_ends_at = now() - interval '1 day' where id = '${lapsed.id}'`,
    );
    const refused = await call(lapsed, "POST", "/api/recordings/transcripts", {
      filename: "a.srt",
      text: srt,
    });
    expect(refused.statusCode).toBe(403);

    const busy = await userWithAccess(test, "transcript-busy");
    const codes: number[] = [];
    for (let n = 0; n < 12; n += 1)
      codes.push(
        (
          await call(busy, "POST", "/api/recordings/transcripts", {
            filename: "x.vtt",
            text: "not captions",
          })
        ).statusCode,
      );
    expect(codes.filter((code) => code === 429).length).toBeGreaterThan(0);
    expect(codes.slice(0, 10).every((code) => code === 400)).toBe(true);
  });
});
