import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { LibraryCountsResponse, LibraryListResponse } from "@shared/library/api";
import { searchCountCap, undoWindowMs } from "@shared/library/api";
import { libraryContentTypes } from "@shared/library/content-types";
import { contentItems } from "../../server/db/schema";
import { createLibraryService } from "../../server/modules/library/library-service";
import { getTestApp, type TestApp } from "../support/test-app";
import { signedInUser, visitor } from "../support/users";
import {
  samplePrayer,
  saveDevotional,
  savePrayer,
  saveSermon,
  userWithAccess,
} from "./library-helpers";

describe("content library", () => {
  let test: TestApp;
  let owner: Awaited<ReturnType<typeof userWithAccess>>;
  let stranger: Awaited<ReturnType<typeof signedInUser>>;
  const ids = {} as Record<"sermon" | "prayer" | "devotional" | "second", string>;

  const counts = async (headers = owner.headers) => {
    const response = await test.app.inject({ method: "GET", url: "/api/library/counts", headers });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as LibraryCountsResponse).counts;
  };

  const list = async (query = "", headers = owner.headers) => {
    const response = await test.app.inject({ method: "GET", url: `/api/library${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as LibraryListResponse;
  };

  beforeAll(async () => {
    test = await getTestApp();
    owner = await userWithAccess(test, "library-owner");
    stranger = await signedInUser(test, "library-stranger");
    ids.sermon = await saveSermon(test, owner.headers);
    ids.prayer = await savePrayer(test, owner.headers);
    ids.devotional = await saveDevotional(test, owner.headers);
    ids.second = await saveSermon(test, owner.headers, {
      title: "The Good Shepherd Knows His Sheep",
      scripture: "John 10:11-16",
      mainPoints: ["He lays down His life.", "He knows His own, and His own know Him."],
      approach: "A pastoral reading of John 10 for a discouraged flock.",
    });
  });

  it("lists the owner's items newest first, with counts by type from one list", async () => {
    const body = await list();
    expect(body.total).toBe(4);
    expect(body.items.map((item) => item.id)).toEqual([
      ids.second,
      ids.devotional,
      ids.prayer,
      ids.sermon,
    ]);
    expect(await counts()).toMatchObject({
      all: 4,
      sermon: 2,
      prayer: 1,
      devotional: 1,
      email: 0,
      image: 0,
    });
    const tiles = await counts();
    for (const type of libraryContentTypes) expect(tiles[type]).toBeTypeOf("number");
    expect(body.items[0]).toMatchObject({
      type: "sermon",
      title: "The Good Shepherd Knows His Sheep",
    });
    expect(body.items[0]).not.toHaveProperty("content");
  });

  it("searches title, preview and content case-insensitively", async () => {
    expect((await list("?q=good%20SHEPHERD")).items.map((item) => item.id)).toEqual([ids.second]);
    // Only in the content (a main point far from the start), not in any title.
    expect((await list("?q=PERSEVERANCE")).items.map((item) => item.id)).toEqual([ids.sermon]);
    expect((await list("?q=martha")).items.map((item) => item.id)).toEqual([ids.prayer]);
    expect((await list("?q=nothing-like-this")).total).toBe(0);
    // LIKE wildcards are matched literally.
    expect((await list("?q=%25")).total).toBe(0);
    expect((await list("?q=_")).total).toBe(0);
  });

  it("filters by type and combines the filter with search", async () => {
    const sermons = await list("?type=sermon");
    expect(sermons.items.map((item) => item.id).sort()).toEqual([ids.sermon, ids.second].sort());
    expect(sermons.total).toBe(2);
    expect((await list("?type=prayer&q=shepherd")).total).toBe(0);
    expect((await list("?type=image")).total).toBe(0);
  });

  it("pages through results", async () => {
    const first = await list("?pageSize=3&page=1");
    const second = await list("?pageSize=3&page=2");
    expect(first.items).toHaveLength(3);
    expect(second.items).toHaveLength(1);
    expect(first.total).toBe(4);
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(4);
  });

  it("answers bad query input with 400 and field messages", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: "/api/library?type=poem&page=0&pageSize=1000",
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json().error;
    expect(fields).toMatchObject({
      type: "Choose a content type.",
      page: "Page starts at 1.",
      pageSize: "Page size must be at most 100.",
    });
  });

  it("reads one item with its content and stored data", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: `/api/library/${ids.sermon}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    const item = response.json();
    expect(item).toMatchObject({
      id: ids.sermon,
      type: "sermon",
      title: "Peace With God Through Christ",
    });
    expect(item.content).toContain("Suffering produces perseverance");
    expect(item.data.request.topic).toBe("Hope that does not disappoint");
  });

  it("keeps items private: another user, a visitor and a malformed id all get 404 or 401", async () => {
    for (const method of ["GET", "DELETE"] as const) {
      const response = await test.app.inject({
        method,
        url: `/api/library/${ids.sermon}`,
        headers: stranger.headers,
      });
      expect(response.statusCode, `${method}`).toBe(404);
    }
    const restore = await test.app.inject({
      method: "POST",
      url: `/api/library/${ids.sermon}/restore`,
      headers: stranger.headers,
    });
    expect(restore.statusCode).toBe(404);
    expect((await list("", stranger.headers)).total).toBe(0);
    expect((await counts(stranger.headers)).all).toBe(0);
    const anonymous = await test.app.inject({
      method: "GET",
      url: "/api/library",
      headers: visitor().headers,
    });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await test.app.inject({
      method: "GET",
      url: "/api/library/not-a-uuid",
      headers: owner.headers,
    });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().error.code).toBe("not_found");
  });

  it("deletes at once, restores within the undo window, purges after it", async () => {
    const removed = await test.app.inject({
      method: "DELETE",
      url: `/api/library/${ids.prayer}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(Date.parse(removed.json().restorableUntil)).toBeGreaterThan(Date.now());
    expect((await counts()).prayer).toBe(0);
    const gone = await test.app.inject({
      method: "GET",
      url: `/api/library/${ids.prayer}`,
      headers: owner.headers,
    });
    expect(gone.statusCode).toBe(404);

    const restored = await test.app.inject({
      method: "POST",
      url: `/api/library/${ids.prayer}/restore`,
      headers: owner.headers,
    });
    expect(restored.statusCode).toBe(200);
    expect((await counts()).prayer).toBe(1);

    await test.app.inject({
      method: "DELETE",
      url: `/api/library/${ids.prayer}`,
      headers: owner.headers,
    });
    test.clock.offsetMs = undoWindowMs + 1000;
    try {
      const late = await test.app.inject({
        method: "POST",
        url: `/api/library/${ids.prayer}/restore`,
        headers: owner.headers,
      });
      expect(late.statusCode).toBe(404);
      const library = createLibraryService(test.database.db);
      expect(await library.purgeDeleted(test.context.now())).toBeGreaterThanOrEqual(1);
    } finally {
      test.clock.offsetMs = 0;
    }
    const rows = await test.database.db
      .select()
      .from(contentItems)
      .where(eq(contentItems.id, ids.prayer));
    expect(rows).toHaveLength(0);
  });

  it("uses the word index for search", async () => {
    // With sequential scans priced out, the planner must be able to answer from the index.
    const text = await test.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await tx.execute(
        sql`explain select id from content_items where ${contentItems.searchWords} @@ to_tsquery('simple', 'shepherd:*')`,
      );
      return JSON.stringify(plan);
    });
    expect(text).toContain("content_items_search_words_idx");
  });

  it("matches words by their beginning, in the order typed", async () => {
    expect((await list("?q=shep")).items.map((item) => item.id)).toEqual([ids.second]);
    expect((await list("?q=John%2010")).items.map((item) => item.id)).toEqual([ids.second]);
    expect((await list("?q=goo%20shep")).items.map((item) => item.id)).toEqual([ids.second]);
    // Both words are there, but not one after the other.
    expect((await list("?q=sheep%20shepherd")).total).toBe(0);
    expect((await list("?q=shepherd%20good")).total).toBe(0);
    // A word inside another word is not the beginning of a word.
    expect((await list("?q=hepherd")).total).toBe(0);
  });
});

describe("library search total for large result sets", () => {
  it("counts a search up to the cap and says when there are more", async () => {
    const test = await getTestApp();
    const user = await signedInUser(test, "library-many");
    const rows = Array.from({ length: searchCountCap + 5 }, (_, index) => ({
      userId: user.id,
      type: "prayer",
      title: `Prayer ${index}`,
      preview: "Lord, hear our prayer.",
      content: "Lord, hear our prayer.",
      data: {},
    }));
    await test.database.db.insert(contentItems).values(rows);
    const search = await test.app.inject({
      method: "GET",
      url: "/api/library?q=hear%20our",
      headers: user.headers,
    });
    expect(search.json()).toMatchObject({ total: searchCountCap, totalCapped: true });
    const lastPage = Math.ceil((searchCountCap + 5) / 24);
    const browse = await test.app.inject({
      method: "GET",
      url: `/api/library?type=prayer&page=${lastPage}`,
      headers: user.headers,
    });
    expect(browse.json()).toMatchObject({ total: searchCountCap + 5, totalCapped: false });
    expect(browse.json().items).toHaveLength(searchCountCap + 5 - (lastPage - 1) * 24);
    // Search pages stop at the cap.
    const beyond = await test.app.inject({
      method: "GET",
      url: `/api/library?q=hear%20our&page=${lastPage}`,
      headers: user.headers,
    });
    expect(beyond.json().items).toHaveLength(0);
  });
});

describe("saving the same draft again", () => {
  it("answers with the item it already is, and saves it anew only once that item is deleted", async () => {
    const test = await getTestApp();
    const user = await userWithAccess(test, "save-twice");
    const save = () =>
      test.app.inject({
        method: "POST",
        url: "/api/prayers",
        headers: user.headers,
        payload: { ...samplePrayer, title: "Saved twice" },
      });
    const first = await save();
    expect(first.statusCode, first.body).toBe(201);
    const again = await save();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const listed = await test.app.inject({
      method: "GET",
      url: "/api/library?type=prayer&search=Saved%20twice",
      headers: user.headers,
    });
    expect((listed.json() as LibraryListResponse).total).toBe(1);

    const changed = await test.app.inject({
      method: "POST",
      url: "/api/prayers",
      headers: user.headers,
      payload: { ...samplePrayer, title: "Saved twice", content: "Father, a new prayer." },
    });
    expect(changed.statusCode).toBe(201);

    const removed = await test.app.inject({
      method: "DELETE",
      url: `/api/library/${first.json().id}`,
      headers: user.headers,
    });
    expect(removed.statusCode).toBe(200);
    const afterDelete = await save();
    expect(afterDelete.statusCode).toBe(201);
    expect(afterDelete.json().id).not.toBe(first.json().id);
  });
});
