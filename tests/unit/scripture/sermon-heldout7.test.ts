import path from "node:path";
import { describe } from "vitest";
import { heldoutTests } from "./evaluation/heldout-figures";

/**
 * The seventh held-out sermon set (issue 31): eight sermons of T. De Witt Talmage, an American
 * Presbyterian preacher who quotes the KJV often and cites his text at each head with a roman
 * chapter and a colon ("I KINGS x: 7"; New Tabernacle Sermons, vol. I, Brooklyn Tabernacle, 1886;
 * evaluation/sermons-heldout7, 28,469 words), frozen with its references listed by hand (3828a5e)
 * before the checker was run on them. Every red flag is labelled by hand in labels.json. The
 * ceilings there are the first run's counts: a change that adds a red flag without a label, a
 * false alarm, a false note, a reference not read to its passage or one read to a wrong passage
 * fails here and has to be read. The figures are in docs/evaluation/checker-precision.md.
 */
describe("the held-out Talmage sermons", () => {
  heldoutTests(path.join(import.meta.dirname, "evaluation/sermons-heldout7"), [
    "cutShort",
    "calledInvalid",
  ]);
});
