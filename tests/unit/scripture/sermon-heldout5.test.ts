import path from "node:path";
import { describe } from "vitest";
import { heldoutTests } from "./evaluation/heldout-figures";

/**
 * The fifth held-out sermon set (issue 31): two discourses of Stephen Charnock, a Puritan
 * preacher who cites a passage in brackets after nearly every phrase he quotes (Discourses upon
 * the Existence and Attributes of God, 1682; evaluation/sermons-heldout5, 36,569 words), frozen
 * with their references listed by hand (152c723) before the checker was run on them. Every red
 * flag is labelled by hand in labels.json. The ceilings there are the first run's counts: a change
 * that adds a red flag without a label, a false alarm, a false note, a reference not read to its
 * passage or one read to a wrong passage fails here and has to be read. The figures are in
 * docs/evaluation/checker-precision.md.
 */
describe("the held-out Charnock discourses", () => {
  heldoutTests(path.join(import.meta.dirname, "evaluation/sermons-heldout5"), [
    "cutShort",
    "calledInvalid",
    "relative",
  ]);
});
