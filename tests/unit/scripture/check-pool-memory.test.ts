import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Piscina } from "piscina";
import { describe, expect, it } from "vitest";
import type { TranscriptSegment } from "../../../shared/recordings/api";
import { readTranscriptFile } from "../../../server/modules/recordings/captions";
import { checkPoolLimits, checkPoolOptions } from "../../../server/scripture/check-pool";
import type { heapSpaces } from "../../support/check-worker-heap";

/**
 * A check pool's thread after an hour's transcript (the long-recording fake's Spurgeon):
 * its space for new objects stays small beside the data it keeps. Left to V8 it grew to
 * several times the live heap and was not given back (issue 34, 200–320 MB per run).
 */
const hour: TranscriptSegment[] = ["spurgeon-good-shepherd.vtt", "spurgeon-hornets.vtt"]
  .flatMap((file) =>
    readTranscriptFile(
      readFileSync(path.join("tests/unit/recordings/spoken", file), "utf8"),
      "vtt",
    ),
  )
  .map((segment, index) => ({ ...segment, start: index * 5000, end: index * 5000 + 4900 }));

describe("check pool memory", () => {
  it("keeps a thread's new-object space small beside its old space after choosing an hour's clips", async () => {
    const pool = new Piscina({
      ...checkPoolOptions({ ...checkPoolLimits, threads: 1 }),
      filename: pathToFileURL(path.resolve("tests/support/check-worker-heap.ts")).href,
      execArgv: ["--import", "tsx"],
    });
    try {
      for (let round = 0; round < 2; round++)
        await pool.run({ segments: hour, translation: "web" }, { name: "clips" });
      const spaces = (await pool.run({}, { name: "heapSpaces" })) as ReturnType<typeof heapSpaces>;
      const oldUsed = spaces.old_space!.used;
      expect(oldUsed).toBeGreaterThan(0);
      expect(spaces.new_space!.committed / oldUsed).toBeLessThan(0.5);
    } finally {
      await pool.destroy();
    }
  }, 60_000);
});
