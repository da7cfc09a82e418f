import { describe, expect, it } from "vitest";
import { checkLimits } from "@shared/scripture/api";
import { checkBounded } from "../../../server/scripture/bounded-check";

/**
 * One check compares quotations with a bounded number of verses in all (issue 37 #3): 50
 * quotations each given with "Psalms 1-150" (2,461 verses, 2,000 compared each) held a
 * check thread about 9 s; now the check stops before the quotation that would pass the
 * budget and reports the rest as not checked.
 */
const psalter =
  'As Psalms 1-150 say, "I will lift up my eyes to the hills where does my help come from my help comes from the Lord". ';
const short = 'As Psalm 23:1 says, "Yahweh is my shepherd: I shall lack nothing." ';

describe("the verses one check compares", () => {
  it("stops before the whole-Psalter quotation past the budget", () => {
    const text = psalter.repeat(50);
    const check = checkBounded(text, { translation: "web" });
    const compared = Math.floor(checkLimits.verses / 2000);
    expect(check.notChecked).toBeDefined();
    expect(check.notChecked!.from).toBe(psalter.length * compared + "As ".length);
    expect(check.notChecked!.references).toBe(50 - compared);
    expect(check.references).toHaveLength(compared);
  }, 60_000);

  it("leaves a text of short passages to the count of quotations alone", () => {
    const check = checkBounded(short.repeat(checkLimits.quotations), { translation: "web" });
    expect(check.notChecked).toBeUndefined();
    expect(check.references).toHaveLength(checkLimits.quotations);
  });
});
