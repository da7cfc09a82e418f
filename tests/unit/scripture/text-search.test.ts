import { describe, expect, it } from "vitest";
import { searchScripture, stem } from "../../../server/scripture/text-search";

const top = (query: string, translation: "web" | "kjv" = "web", limit = 5) =>
  searchScripture(query, { translation, limit }).results.map((result) => result.reference);

describe("full-text search", () => {
  it("ranks the verse with the exact phrase first", () => {
    expect(top("God so loved the world")[0]).toBe("John 3:16");
    expect(top("the LORD is my shepherd", "kjv")[0]).toBe("Psalm 23:1");
    expect(top("faith hope love")).toContain("1 Corinthians 13:13");
  });

  it("prefers verses holding every word", () => {
    const results = searchScripture("love your enemies", { translation: "web", limit: 5 });
    expect(
      results.results
        .slice(0, 2)
        .map((result) => result.reference)
        .sort(),
    ).toEqual(["Luke 6:27", "Matthew 5:44"]);
    for (const result of results.results) expect(result.text.toLowerCase()).toMatch(/enem/);
    expect(results.total).toBeLessThan(20);
  });

  it("meets word forms through stemming", () => {
    expect(stem("forgiveness")).toBe(stem("forgive"));
    expect(stem("forgiveth")).toBe(stem("forgive"));
    expect(stem("loved")).toBe(stem("loves"));
    expect(stem("mercies")).toBe("mercy");
    expect(top("forgiveth", "kjv", 50).length).toBeGreaterThan(10);
  });

  it("ignores case, punctuation and apostrophes", () => {
    expect(top("DON’T BE AFRAID")).toEqual(top("dont be afraid"));
  });

  it("answers nonsense and empty queries with nothing", () => {
    expect(searchScripture("zzzqqq", { translation: "web" })).toMatchObject({
      total: 0,
      results: [],
    });
    expect(searchScripture("  !!! ", { translation: "web" }).results).toEqual([]);
  });

  it("limits and scores results", () => {
    const results = searchScripture("grace", { translation: "kjv", limit: 7 });
    expect(results.results).toHaveLength(7);
    const scores = results.results.map((result) => result.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });
});
