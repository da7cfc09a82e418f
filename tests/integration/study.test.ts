import { brotliDecompressSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import {
  maxStudyNoteLength,
  strongsResponseSchema,
  studyNoteListResponseSchema,
  studyNoteResponseSchema,
  studyResponseSchema,
} from "@shared/study/api";
import { getTestApp, type TestApp } from "../support/test-app";
import { signedInUser, visitor } from "../support/users";
import { userWithAccess } from "./library-helpers";

type User = Awaited<ReturnType<typeof userWithAccess>>;

describe("the study desk (/api/study)", () => {
  let test: TestApp;
  let pastor: User;
  let other: User;

  const study = (passage: string, headers: Record<string, string> = pastor.headers) =>
    test.app.inject({
      method: "GET",
      url: `/api/study?passage=${encodeURIComponent(passage)}`,
      headers,
    });

  beforeAll(async () => {
    test = await getTestApp();
    pastor = await userWithAccess(test, "study");
    other = await userWithAccess(test, "study-other");
  }, 60_000);

  it("gives John 3:16 in the WEB and the KJV, with Strong's numbers on the KJV's words", async () => {
    const response = await study("John 3:16");
    expect(response.statusCode).toBe(200);
    const body = studyResponseSchema.parse(response.json());
    expect(body.reference).toBe("John 3:16");
    const verse = body.verses[0]!;
    expect(verse.texts.web).toMatch(/^For God so loved the world/);
    expect(verse.texts.kjv).toMatch(
      /^For God so loved the world, that he gave his only begotten Son/,
    );
    const strongsOf = (word: string) => verse.words.find((piece) => piece.text === word)?.strongs;
    expect(strongsOf("loved")).toEqual(["G25"]);
    expect(strongsOf("the world")).toEqual(["G2889"]);
    expect(body.glosses.G25).toEqual({ lemma: "ἀγαπάω", transliteration: "agapáō" });
  }, 60_000);

  it("gives the Berean Standard Bible's column beside the WEB and the KJV", async () => {
    const body = studyResponseSchema.parse((await study("John 3:16")).json());
    expect(body.translations.map((translation) => translation.id).slice(0, 3)).toEqual([
      "web",
      "kjv",
      "bsb",
    ]);
    expect(body.translations[2]).toMatchObject({
      name: "Berean Standard Bible",
      abbreviation: "BSB",
    });
    // As BSB.txt, the edition the shipped text was checked against, prints it.
    expect(body.verses[0]!.texts.bsb).toBe(
      "For God so loved the world that He gave His one and only Son, that everyone who believes in Him shall not perish but have eternal life.",
    );
  }, 60_000);

  it("sends a chapter compressed to a browser that accepts it, the same study either way", async () => {
    const plain = await study("Psalm 119");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const compressed = await study("Psalm 119", {
      ...pastor.headers,
      "accept-encoding": "br, gzip",
    });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers.vary).toContain("accept-encoding");
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString("utf8"))).toEqual(
      plain.json(),
    );
  });

  it("ranks cross-references that are true parallels of John 3:16", async () => {
    const body = studyResponseSchema.parse((await study("John 3:16")).json());
    const references = body.verses[0]!.crossReferences.map((found) => found.reference);
    expect(references).toContain("Romans 5:8");
    expect(references).toContain("1 John 4:9");
    const romans = body.verses[0]!.crossReferences.find(
      (found) => found.reference === "Romans 5:8",
    );
    expect(romans?.text).toMatch(/while we were yet sinners, Christ died for us/);
    expect(romans?.reasons[0]).toMatch(/^Same topic in Nave's: /);
  });

  it("finds the Old Testament source of a New Testament quotation, and the reverse", async () => {
    const matthew = studyResponseSchema.parse((await study("Matthew 4:4")).json());
    const deuteronomy = matthew.verses[0]!.crossReferences.find(
      (found) => found.reference === "Deuteronomy 8:3",
    );
    expect(deuteronomy?.reasons[0]).toBe("Quotation between the Testaments");
    const psalm = studyResponseSchema.parse((await study("Psalm 110:1")).json());
    expect(psalm.verses[0]!.crossReferences.map((found) => found.reference)).toContain(
      "Matthew 22:44",
    );
  });

  it("gives whole commentary notes with their source, and Nave's topics", async () => {
    const body = studyResponseSchema.parse((await study("Psalm 23")).json());
    expect(body.verses).toHaveLength(6);
    const sources = new Set(body.commentaries.map((note) => note.source));
    expect(sources).toContain("Matthew Henry's Concise Commentary");
    expect(sources).toContain("C. H. Spurgeon's Treasury of David");
    expect(body.topics.map((topic) => topic.topic).join("\n")).toMatch(/Shepherd/);
    const john = studyResponseSchema.parse((await study("John 3")).json());
    expect(
      john.commentaries.some((note) => note.source === "Scofield Reference Notes (1917)"),
    ).toBe(true);
  });

  it("answers a Strong's entry with its meaning and where it occurs", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: "/api/study/strongs/G25",
      headers: pastor.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = strongsResponseSchema.parse(response.json());
    expect(body).toMatchObject({ id: "G25", language: "Greek", lemma: "ἀγαπάω" });
    expect(body.definition).toMatch(/to love/);
    expect(body.verseCount).toBeGreaterThan(100);
    expect(body.renderings[0]).toEqual({ text: "love", count: expect.any(Number) });
    expect(body.examples.length).toBeGreaterThan(3);
    const hebrew = strongsResponseSchema.parse(
      (
        await test.app.inject({
          method: "GET",
          url: "/api/study/strongs/H7462",
          headers: pastor.headers,
        })
      ).json(),
    );
    expect(hebrew.language).toBe("Hebrew");
    expect(hebrew.renderings.map((rendering) => rendering.text)).toContain("shepherd");
    for (const [id, status] of [
      ["G99999", 404],
      ["X25", 400],
      ["G25;drop", 400],
    ] as const) {
      const bad = await test.app.inject({
        method: "GET",
        url: `/api/study/strongs/${encodeURIComponent(id)}`,
        headers: pastor.headers,
      });
      expect(bad.statusCode, id).toBe(status);
      expect(bad.json()).toHaveProperty("error.message");
    }
  });

  it("refuses an invalid passage with the same field message as elsewhere, and a long one with the limit", async () => {
    const invalid = await study("Ephesians 7");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields.passage).toBe(
      "Ephesians has 6 chapters, so Ephesians 7 does not exist.",
    );
    const lookup = await test.app.inject({
      method: "GET",
      url: "/api/scripture?ref=Ephesians%207",
    });
    expect(lookup.json().error.message).toBe(invalid.json().error.message);
    const long = await study("Romans 1-8");
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toMatch(/at most 3 chapters.*spans 8/);
    expect((await study("Romans 7-9")).statusCode).toBe(200);
    expect((await study("")).statusCode).toBe(400);
    expect((await study("not a verse")).statusCode).toBe(400);
  });

  it("needs a signed-in user with access", async () => {
    expect((await study("John 3", visitor().headers)).statusCode).toBe(401);
    const noAccess = await signedInUser(test, "study-no-access");
    expect([402, 403]).toContain((await study("John 3", noAccess.headers)).statusCode);
  });

  describe("study notes", () => {
    const put = (body: unknown, headers: Record<string, string> = pastor.headers) =>
      test.app.inject({ method: "PUT", url: "/api/study/note", headers, payload: body as object });
    const get = (passage: string, headers = pastor.headers) =>
      test.app.inject({
        method: "GET",
        url: `/api/study/note?passage=${encodeURIComponent(passage)}`,
        headers,
      });

    it("saves, reads, updates and deletes a note per passage, for its owner only", async () => {
      expect(studyNoteResponseSchema.parse((await get("Ruth 1")).json()).note).toBeNull();
      const saved = await put({ passage: "Ruth 1", text: "Hesed: Ruth's loyalty mirrors God's." });
      expect(saved.statusCode).toBe(200);
      // The same passage written another way is the same note.
      const read = studyNoteResponseSchema.parse((await get("Ru 1")).json());
      expect(read.note).toMatchObject({
        reference: "Ruth 1",
        text: "Hesed: Ruth's loyalty mirrors God's.",
      });
      await put({ passage: "Ruth 1", text: "Second thoughts." });
      expect(studyNoteResponseSchema.parse((await get("Ruth 1")).json()).note?.text).toBe(
        "Second thoughts.",
      );
      const list = studyNoteListResponseSchema.parse(
        (
          await test.app.inject({ method: "GET", url: "/api/study/notes", headers: pastor.headers })
        ).json(),
      );
      expect(list.notes.find((note) => note.reference === "Ruth 1")).toMatchObject({
        firstLine: "Second thoughts.",
      });

      expect(
        studyNoteResponseSchema.parse((await get("Ruth 1", other.headers)).json()).note,
      ).toBeNull();
      const othersDelete = await test.app.inject({
        method: "DELETE",
        url: "/api/study/note?passage=Ruth%201",
        headers: other.headers,
      });
      expect(othersDelete.statusCode).toBe(404);
      expect(studyNoteResponseSchema.parse((await get("Ruth 1")).json()).note?.text).toBe(
        "Second thoughts.",
      );

      const deleted = await test.app.inject({
        method: "DELETE",
        url: "/api/study/note?passage=Ruth%201",
        headers: pastor.headers,
      });
      expect(deleted.statusCode).toBe(200);
      expect(studyNoteResponseSchema.parse((await get("Ruth 1")).json()).note).toBeNull();
    });

    it("limits a note's size and refuses notes on passages that do not exist", async () => {
      const big = await put({ passage: "John 3", text: "x".repeat(maxStudyNoteLength + 1) });
      expect(big.statusCode).toBe(413);
      expect(big.json().error.message).toMatch(/at most 20,000 characters/);
      const missing = await put({ passage: "Ephesians 7", text: "notes" });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields.passage).toMatch(/Ephesians has 6 chapters/);
      expect((await put({ passage: "John 3" })).statusCode).toBe(400);
      expect((await put({ passage: "John 3", text: "x" }, visitor().headers)).statusCode).toBe(401);
    });

    it("limits how often notes are saved", async () => {
      const hurried = await userWithAccess(test, "study-hurried");
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 32; attempt++) {
        statuses.push(
          (await put({ passage: "John 1", text: `draft ${attempt}` }, hurried.headers)).statusCode,
        );
      }
      expect(statuses).toContain(429);
      expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(30);
    });
  });
});
