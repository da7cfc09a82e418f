import { describe, expect, it } from "vitest";
import { generationResponseSchema } from "@shared/generation/stream";

/**
 * A tool's answer joins the tool's declared result to the details the server adds beside it
 * (shared/generation/stream.ts): each part is checked by its own schema, and what neither
 * declares is dropped.
 */
describe("a tool's answer schema", () => {
  const result = {
    title: "Glory to Come",
    approach: "Suffering is not the last word.",
    mainPoints: ["Present sufferings", "Creation groans", "All things work together"],
    callToAction: "Hope in what you do not yet see.",
  };
  const details = {
    scriptureCheck: { translation: "web", references: [], invalidCount: 0, misquotedCount: 0 },
    source: "offline",
  };
  const parse = (item: object) => generationResponseSchema("sermon").safeParse({ sermons: [item] });

  it("keeps the result's fields and the details, filling the details' defaults", () => {
    const parsed = parse({ ...result, ...details, stray: "not declared" });
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data?.sermons?.[0]).toEqual({
      ...result,
      ...details,
      toFill: [],
      corrections: [],
    });
  });

  it("refuses an item missing a declared section or the scripture check", () => {
    const { mainPoints: _mainPoints, ...withoutPoints } = result;
    const missing = parse({ ...withoutPoints, ...details });
    expect(missing.error?.issues.map((issue) => issue.path)).toEqual([
      ["sermons", 0, "mainPoints"],
    ]);
    const unchecked = parse({ ...result, source: "offline" });
    expect(unchecked.error?.issues.map((issue) => issue.path)).toEqual([
      ["sermons", 0, "scriptureCheck"],
    ]);
  });

  it("refuses an answer under another tool's key or with no item", () => {
    expect(
      generationResponseSchema("sermon").safeParse({ prayers: [{ ...result, ...details }] })
        .success,
    ).toBe(false);
    expect(generationResponseSchema("sermon").safeParse({ sermons: [] }).success).toBe(false);
  });
});
