import { describe, expect, it } from "vitest";
import { contentPages, type ContentCursor } from "../../server/modules/exports/content-pages";

/** A table of `count` rows read through contentPages, with the cursors each page was asked after. */
async function readAll(count: number, pageSize: number) {
  const rows = Array.from({ length: count }, (_, index) => ({
    id: `id-${index}`,
    cursor: `2026-01-01 00:00:${String(index).padStart(2, "0")}+00`,
  }));
  const asked: Array<ContentCursor | undefined> = [];
  const pages: string[][] = [];
  for await (const page of contentPages(
    async (after, limit) => {
      asked.push(after);
      const start = after ? rows.findIndex((row) => row.id === after.id) + 1 : 0;
      return rows.slice(start, start + limit);
    },
    (row) => row.id,
    pageSize,
  ))
    pages.push(page);
  return { pages, asked };
}

describe("contentPages", () => {
  it("reads every row once, each page after the last row of the one before", async () => {
    const { pages, asked } = await readAll(7, 3);
    expect(pages).toEqual([["id-0", "id-1", "id-2"], ["id-3", "id-4", "id-5"], ["id-6"]]);
    expect(asked.map((after) => after?.id)).toEqual([undefined, "id-2", "id-5"]);
    expect(asked[1]!.at).toBe("2026-01-01 00:00:02+00");
  });

  it("stops at an empty page when the rows fill the last page exactly, and reads nothing of none", async () => {
    expect((await readAll(6, 3)).pages).toHaveLength(2);
    expect((await readAll(6, 3)).asked).toHaveLength(3);
    expect(await readAll(0, 3)).toEqual({ pages: [], asked: [undefined] });
  });
});
