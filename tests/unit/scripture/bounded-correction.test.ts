import { describe, expect, it } from "vitest";
import { checkLimits } from "@shared/scripture/api";
import { correctText } from "../../../server/generation/scripture-correction";

/**
 * Correcting a model's quotations reads the draft as a check does, bounded (issue 37 #3):
 * past the limits the draft is left as written, so a draft of hundreds of quotations costs
 * what 50 do.
 */
const misquoted =
  "Jesus said in John 14:6, “I am the way, the truth, and the life. Everyone comes to the Father through good works.” ";

describe("correcting a long draft", () => {
  it("corrects the quotations within the check's limits and leaves the rest as written", () => {
    const extra = 5;
    const draft = misquoted.repeat(checkLimits.quotations + extra);
    const { text, corrections } = correctText(draft, "body", "web");
    expect(corrections.filter((each) => each.kind === "corrected")).toHaveLength(
      checkLimits.quotations,
    );
    // The last ones are as the model wrote them; the first is put right.
    expect(text.endsWith(misquoted.repeat(extra))).toBe(true);
    expect(text.startsWith(misquoted)).toBe(false);
  }, 60_000);
});
