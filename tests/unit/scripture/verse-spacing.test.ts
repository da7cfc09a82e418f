import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compactFileName, decodeCompactTexts } from "../../../server/scripture/compact-texts";

/**
 * Every translation the product quotes prints each sentence apart from the next: the npm WEB ran
 * Revelation 7:14's "suffering.They" together, and a draft quoted it so (held-out set 29a, S2).
 */
describe("the shipped verse texts", () => {
  it.each(["web", "kjv", "bsb"] as const)("%s has no sentence run into the next", (name) => {
    const verses = decodeCompactTexts(
      readFileSync(path.resolve("server/scripture/data", compactFileName(name))),
    )!;
    const runTogether = verses.flatMap((text, ordinal) =>
      /[a-z][.!?][A-Z]/.test(text) ? [`${ordinal}: ${text}`] : [],
    );
    expect(runTogether).toEqual([]);
  });
});
