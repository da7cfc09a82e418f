import { describe, expect, it } from "vitest";
import { missingModules, studyFilesFromSword } from "../../server/scripture/study/from-sword";
import { readStudyFile, type StudyFile } from "../../server/scripture/study/study-files";
import { openSwordLibrary } from "../../server/scripture/sword/sword-library";

/**
 * The committed study files must be what scripts/build-study-data.ts makes from the installed
 * SWORD modules. Without the modules there is nothing to compare with, so the test is
 * skipped with the reason, except in CI, where the install script puts them in place.
 */
const sword = openSwordLibrary({ standardRoots: ["/usr/share/sword"] });
const missing = missingModules(sword);
const install = "bash scripts/install-system-packages.sh";
const skipReason = `SKIPPED: SWORD modules not installed (${missing.join(", ")}); run ${install}`;
if (missing.length > 0 && !process.env.CI) console.warn(`study data build check: ${skipReason}`);

function firstDifference(a: string, b: string): string {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  return `at character ${at}: committed …${a.slice(at, at + 120)}… built …${b.slice(at, at + 120)}…`;
}

describe("committed study data", () => {
  it("has every module it is built from (CI installs them)", () => {
    if (missing.length > 0 && !process.env.CI) return;
    expect(missing).toEqual([]);
  });

  it.skipIf(missing.length > 0)(
    missing.length > 0
      ? `equals what the build script makes — ${skipReason}`
      : "equals what the build script makes from the installed modules",
    () => {
      const built = studyFilesFromSword(sword);
      for (const [file, content] of Object.entries(built) as Array<[StudyFile, string]>) {
        const committed = readStudyFile(file) ?? "";
        expect(
          committed === content,
          `${file} differs from the modules; run npx tsx scripts/build-study-data.ts (${firstDifference(committed, content)})`,
        ).toBe(true);
      }
    },
    600_000,
  );
});
