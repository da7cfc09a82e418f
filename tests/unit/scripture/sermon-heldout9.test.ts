import path from "node:path";
import { describe } from "vitest";
import { heldoutTests } from "./evaluation/heldout-figures";

/**
 * The ninth held-out sermon set (issue 31): eight sermons of The World's Great Sermons, vol. X
 * (Kleiser, 1908), each by a preacher in no other set (Drummond, Dawson, G. A. Smith, Gunsaulus,
 * Jefferson, G. Campbell Morgan, Cadman, Jowett), who cite the text at each head with a roman
 * chapter, a full stop and a comma ("John xxi., 9, 12") or the chapter alone ("I Cor. xiii.";
 * evaluation/sermons-heldout9, 36,234 words), frozen with its references listed by hand (17f3414, landed unchanged as e8ee19f)
 * before the checker was run on them. Every red flag is labelled by hand in labels.json. The
 * ceilings there are the counts after the classes this set showed were mended (first run: 7 red
 * flags, 6 false alarms, 2 false notes; after: 4, 3, 2): a change that adds a red flag without a
 * label, a false alarm, a false note, a reference not read to its passage or one read to a wrong
 * passage fails here and has to be read. The figures are in docs/evaluation/checker-precision.md.
 */
describe("the held-out sermons of The World's Great Sermons, vol. X", () => {
  heldoutTests(path.join(import.meta.dirname, "evaluation/sermons-heldout9"), [
    "cutShort",
    "calledInvalid",
    "relative",
    "inWords",
  ]);
});
