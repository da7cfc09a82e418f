import { beforeAll, describe, expect, it } from "vitest";
import { contentItems } from "../../server/db/schema";
import { createLibraryService } from "../../server/modules/library/library-service";
import { accountDataJson } from "../../server/modules/privacy/account-data";
import { getTestApp, type TestApp } from "../support/test-app";
import { userWithAccess } from "./library-helpers";

/**
 * An export writes each item as it was saved: its text, and its scripture check as stored
 * (the translation it was checked in), without checking its scripture again. Before, every
 * item was checked again as it was written: a crafted 1,000-item library took 491 s (JSON)
 * and 874 s (zip) of a core, export after export (issue 37 #5).
 */
const passages = 40;

/** A study naming `passages` psalms, each with a paragraph under it (a block quotation). */
function manyPassages(): string {
  return Array.from(
    { length: passages },
    (_, index) =>
      `Psalm ${index + 1}:1:\nThe shepherd keeps the flock by still waters and green pastures, and the lamp of mercy shines on the harvest of the vine, in grace and peace and hope.`,
  ).join("\n\n");
}

describe("exports write the stored item without checking its scripture again", () => {
  let test: TestApp;
  let userId: string;
  let headers: Record<string, string>;
  const stored = { request: {}, scriptureCheck: { translation: "kjv" } };

  beforeAll(async () => {
    test = await getTestApp();
    const user = await userWithAccess(test, "export-turns");
    userId = user.id;
    headers = user.headers;
    await test.database.db.insert(contentItems).values({
      userId,
      type: "sermon",
      title: "Forty psalms",
      preview: "Forty psalms",
      scripture: "Psalm 1:1",
      content: manyPassages(),
      data: stored,
    });
  });

  it("Export All: the item's text and its stored data, the check as stored", async () => {
    const items = [];
    for await (const page of createLibraryService(test.database.db).pages(userId, 5))
      items.push(...page);
    expect(items).toHaveLength(1);
    expect(items[0]!.content).toBe(manyPassages());
    expect(items[0]!.data).toEqual(stored);
  });

  it("Export My Data: the same, in the JSON export", async () => {
    let text = "";
    for await (const chunk of accountDataJson(test.database.db, userId, new Date())) text += chunk;
    const exported = JSON.parse(text) as { content: Array<{ content: string; data: unknown }> };
    expect(exported.content).toHaveLength(1);
    expect(exported.content[0]!.content).toBe(manyPassages());
    expect(exported.content[0]!.data).toEqual(stored);
  });

  it("the library still shows the item checked, in its stored translation", async () => {
    const [item] = (await createLibraryService(test.database.db).pages(userId, 5).next()).value!;
    const response = await test.app.inject({
      method: "GET",
      url: `/api/library/${item!.id}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const check = response.json().data.scriptureCheck;
    expect(check.translation).toBe("kjv");
    expect(check.references).toHaveLength(passages);
  });
});
