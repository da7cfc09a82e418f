import { describe, expect, it } from "vitest";
import { derivedFilesFromData } from "../../server/scripture/study/derived-files";
import { readDerivedFile, type DerivedFile } from "../../server/scripture/study/study-files";

describe("committed study indexes", () => {
  it("equal what the code finds from the committed texts", () => {
    const built = derivedFilesFromData();
    for (const [file, content] of Object.entries(built) as Array<[DerivedFile, string]>) {
      expect(
        readDerivedFile(file) === content,
        `${file} is out of date; run npx tsx scripts/build-study-indexes.ts`,
      ).toBe(true);
    }
  }, 120_000);
});
