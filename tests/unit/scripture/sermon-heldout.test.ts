import path from "node:path";
import { describe } from "vitest";
import { heldoutTests } from "./evaluation/heldout-figures";

/**
 * The held-out sermon set (issue 31): seven sermons of Jonathan Edwards (evaluation/
 * sermons-heldout, 54,052 words), frozen before the checker was run on them, checked against
 * the KJV. Every red flag is labelled by hand in labels.json (true or false, and whether its note
 * is true); every reference naming a book is listed by hand in references.json. The ceilings
 * in labels.json are the labelled counts: a change that adds a false alarm, a false note, a
 * missed reference or one read as a wrong passage fails here and has to be read.
 */
describe("the held-out Edwards sermons", () => {
  heldoutTests(path.join(import.meta.dirname, "evaluation/sermons-heldout"), [
    "cutShort",
    "relative",
  ]);
});
