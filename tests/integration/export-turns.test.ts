import { beforeAll, describe, expect, it } from "vitest";
import { contentItems } from "../../server/db/schema";
import { readableItem } from "../../server/modules/content/content-service";
import { createLibraryService } from "../../server/modules/library/library-service";
import { accountDataJson } from "../../server/modules/privacy/account-data";
import { getTestApp, type TestApp } from "../support/test-app";
import { userWithAccess } from "./library-helpers";

/**
 * An export checks each item's scripture again as it writes it. An item naming many
 * passages, each with a block quotation, is checked reference by reference, with a turn for
 * other requests between them, rather than in one piece that holds the server.
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

describe("exports take turns within a long item", () => {
  let test: TestApp;
  let userId: string;
  let row: { type: string; content: string; data: unknown };

  beforeAll(async () => {
    test = await getTestApp();
    const user = await userWithAccess(test, "export-turns");
    userId = user.id;
    row = {
      type: "sermon",
      content: manyPassages(),
      data: { request: {}, scriptureCheck: { translation: "web" } },
    };
    await test.database.db.insert(contentItems).values({
      userId,
      title: "Forty psalms",
      preview: "Forty psalms",
      scripture: "Psalm 1:1",
      ...row,
    });
  });

  const counter = () => {
    const counted = { turns: 0 };
    return { counted, pause: async () => void (counted.turns += 1) };
  };

  it("Export All: the item's check pauses between its references, and reads as the library shows it", async () => {
    const { counted, pause } = counter();
    const items = [];
    for await (const page of createLibraryService(test.database.db).pages(userId, 5, pause))
      items.push(...page);
    expect(items).toHaveLength(1);
    const check = (items[0]!.data as { scriptureCheck: { references: unknown[] } }).scriptureCheck;
    expect(check.references).toHaveLength(passages);
    expect(counted.turns).toBeGreaterThanOrEqual(passages);
    expect(items[0]!.data).toEqual(readableItem(row).data);
  });

  it("Export My Data: the same, in the JSON export", async () => {
    const { counted, pause } = counter();
    let text = "";
    for await (const chunk of accountDataJson(test.database.db, userId, new Date(), pause))
      text += chunk;
    const exported = JSON.parse(text) as {
      content: Array<{ data: { scriptureCheck: { references: unknown[] } } }>;
    };
    expect(exported.content).toHaveLength(1);
    expect(exported.content[0]!.data.scriptureCheck.references).toHaveLength(passages);
    expect(counted.turns).toBeGreaterThanOrEqual(passages);
  });
});
